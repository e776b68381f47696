package app_test

import (
	"net/http"
	"testing"

	"github.com/stripe/stripe-go/v85/webhook"
)

const whSecret = "whsec_limits_test"

func stripeEnv(extra map[string]string) map[string]string {
	env := map[string]string{
		"STRIPE_SECRET_KEY": "sk_test_limits", "STRIPE_WEBHOOK_SECRET": whSecret,
		// No booking is made, so the Stripe API is never called.
		"STRIPE_API_BASE": "http://127.0.0.1:9",
	}
	for k, v := range extra {
		env[k] = v
	}
	return env
}

func deliver(t *testing.T, base string, payload []byte, secret, forwardedFor string) reply {
	t.Helper()
	h := map[string]string{"X-Forwarded-For": forwardedFor}
	if secret != "" {
		h["Stripe-Signature"] = webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret}).Header
	}
	return do(t, http.MethodPost, base+"/api/stripe/webhook", "", payload, h)
}

// TestWebhookFailureRateLimit: bad signatures are counted per client
// address; once an address has spent its allowance it gets 429 with
// Retry-After even for a good delivery, while good deliveries never
// count and other addresses are untouched.
func TestWebhookFailureRateLimit(t *testing.T) {
	s := start(t, "sqlite", stripeEnv(map[string]string{
		"RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE_IP": "3", "TRUSTED_PROXIES": "127.0.0.1",
	}))
	ignored := []byte(`{"id":"evt_limits","object":"event","type":"customer.created","api_version":"2024-06-20","data":{"object":{}}}`)
	const attacker, stripe = "203.0.113.66", "198.51.100.10"
	for i := range 10 {
		if r := deliver(t, s.URL, ignored, whSecret, attacker); r.Status != http.StatusOK {
			t.Fatalf("good delivery %d: %d %s", i, r.Status, r.Raw)
		}
	}
	for i := range 3 {
		if r := deliver(t, s.URL, ignored, "whsec_forged", attacker); r.Status != http.StatusBadRequest {
			t.Fatalf("forged delivery %d: %d %s", i, r.Status, r.Raw)
		}
	}
	wantLimited(t, deliver(t, s.URL, ignored, "whsec_forged", attacker), http.StatusTooManyRequests)
	wantLimited(t, deliver(t, s.URL, ignored, whSecret, attacker), http.StatusTooManyRequests)
	if r := deliver(t, s.URL, ignored, "", stripe); r.Status != http.StatusBadRequest {
		t.Fatalf("another address was limited too: %d %s", r.Status, r.Raw)
	}
	if r := deliver(t, s.URL, ignored, whSecret, stripe); r.Status != http.StatusOK {
		t.Fatalf("another address's good delivery: %d %s", r.Status, r.Raw)
	}
}

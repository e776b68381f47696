package payments_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"marquee/db"
	"marquee/internal/adapters/payments"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/paytest"
)

// newTestStripe is the provider against apiBase; noRetries turns off
// the library's network retries.
func newTestStripe(t *testing.T, apiBase string, hc *http.Client, noRetries bool) *payments.Stripe {
	t.Helper()
	cfg := paytest.StripeConfig(apiBase, hc)
	if noRetries {
		cfg = payments.WithoutRetries(cfg)
	}
	return paytest.NewStripe(t, cfg)
}

func TestNewStripeRejectsBadConfig(t *testing.T) {
	good := payments.StripeConfig{SecretKey: paytest.SecretKey, WebhookSecret: paytest.WebhookSecret, PublicURL: paytest.PublicURL}
	tests := []struct {
		name   string
		mutate func(*payments.StripeConfig)
	}{
		{"no secret key", func(c *payments.StripeConfig) { c.SecretKey = "" }},
		{"no webhook secret", func(c *payments.StripeConfig) { c.WebhookSecret = "" }},
		{"no public URL", func(c *payments.StripeConfig) { c.PublicURL = "" }},
		{"relative public URL", func(c *payments.StripeConfig) { c.PublicURL = "tickets.example" }},
		{"bad API base", func(c *payments.StripeConfig) { c.APIBase = "localhost:12111" }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cfg := good
			tt.mutate(&cfg)
			if _, err := payments.NewStripe(cfg); err == nil {
				t.Fatal("NewStripe accepted a bad config")
			}
		})
	}
	if _, err := payments.NewStripe(good); err != nil {
		t.Fatalf("good config rejected: %v", err)
	}
}

func TestStripeAgainstStripeMock(t *testing.T) {
	base := paytest.StartStripeMock(t)
	now := time.Now().Truncate(time.Second)

	t.Run("StartCheckout", func(t *testing.T) { testStartCheckout(t, base, now) })

	t.Run("ExpireCheckout", func(t *testing.T) {
		capture, hc := paytest.NewCapture()
		s := newTestStripe(t, base, hc, false)
		if err := s.ExpireCheckout(context.Background(), "cs_test_123"); err != nil {
			t.Fatal(err)
		}
		if n := len(capture.Find(http.MethodPost, "/v1/checkout/sessions/cs_test_123/expire")); n != 1 {
			t.Fatalf("sent %d expire requests, want 1", n)
		}
	})

	t.Run("Refund", func(t *testing.T) {
		capture, hc := paytest.NewCapture()
		s := newTestStripe(t, base, hc, false)
		b := &db.Booking{ID: "0190a1b2-c3d4-7e5f-8a9b-00000000beef", PaymentIntentID: "pi_123", AmountPaise: 13000}
		if err := s.Refund(context.Background(), b, 11700); err != nil {
			t.Fatal(err)
		}
		reqs := capture.Find(http.MethodPost, "/v1/refunds")
		if len(reqs) != 1 {
			t.Fatalf("sent %d refunds, want 1", len(reqs))
		}
		if got := reqs[0].Form.Get("payment_intent"); got != "pi_123" {
			t.Errorf("payment_intent = %q", got)
		}
		if got := reqs[0].Form.Get("amount"); got != "11700" {
			t.Errorf("amount = %q, want 11700 (the part refunded, not the whole)", got)
		}
		if got := reqs[0].Header.Get("Idempotency-Key"); got != "refund-"+b.ID {
			t.Errorf("Idempotency-Key = %q, want refund-%s", got, b.ID)
		}
		if err := s.Refund(context.Background(), b, 0); err == nil {
			t.Error("a refund of nothing was sent")
		}
		if n := len(capture.Find(http.MethodPost, "/v1/refunds")); n != 1 {
			t.Errorf("sent %d refunds in all, want 1", n)
		}
	})
}

// testStartCheckout checks the session StartCheckout creates on
// stripe-mock at base, with the provider's clock at now.
func testStartCheckout(t *testing.T, base string, now time.Time) {
	tests := []struct {
		name       string
		holdEnds   time.Time
		wantExpiry time.Time
	}{
		// Stripe refuses sessions shorter than 30 minutes; the sweeper
		// expires the session when the 10-minute hold ends.
		{"short hold is raised to Stripe's minimum", now.Add(10 * time.Minute), now.Add(31 * time.Minute)},
		{"long hold is kept", now.Add(2 * time.Hour), now.Add(2 * time.Hour)},
		{"hold beyond 24h is capped", now.Add(72 * time.Hour), now.Add(24*time.Hour - time.Minute)},
	}
	for i, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			capture, hc := paytest.NewCapture()
			s := newTestStripe(t, base, hc, false)
			s.Clock = func() time.Time { return now }
			id := fmt.Sprintf("0190a1b2-c3d4-7e5f-8a9b-%012d", i)
			b := &db.Booking{ID: id, AmountPaise: 3 * paytest.Price, Currency: "inr", Seats: []string{"A1", "A2", "A3"}}
			desc := paytest.MovieTitle + " — Sun 3 Mar 2030, 3:30 PM — seats A1, A2, A3"

			co, err := s.StartCheckout(context.Background(), booking.CheckoutRequest{Booking: b, Description: desc, ExpiresAt: tt.holdEnds})
			if err != nil {
				t.Fatal(err)
			}
			if co.SessionID == "" || !strings.HasPrefix(co.URL, "https://") {
				t.Fatalf("checkout = %+v, want a session id and an https URL", co)
			}
			reqs := capture.Find(http.MethodPost, "/v1/checkout/sessions")
			if len(reqs) != 1 {
				t.Fatalf("sent %d session creates, want 1 (all: %v)", len(reqs), capture.All())
			}
			checkSessionCreate(t, reqs[0], base, id, desc, tt.wantExpiry, now)
		})
	}
}

// checkSessionCreate checks the session-create request r that checkout
// id sent for a hold ending at wantExpiry (clamped), at now.
func checkSessionCreate(t *testing.T, r paytest.Captured, base, id, desc string, wantExpiry, now time.Time) {
	t.Helper()
	if got := r.URL.Scheme + "://" + r.URL.Host; got != base {
		t.Errorf("request went to %s, want the configured API base %s", got, base)
	}
	want := map[string]string{
		"mode":                                          "payment",
		"line_items[0][price_data][currency]":           "inr",
		"line_items[0][price_data][unit_amount]":        strconv.Itoa(3 * paytest.Price),
		"line_items[0][price_data][product_data][name]": desc,
		"line_items[0][quantity]":                       "1",
		"success_url":                                   paytest.PublicURL + "/loading/my-bookings",
		"cancel_url":                                    paytest.PublicURL + "/my-bookings",
		"client_reference_id":                           id,
		"metadata[booking_id]":                          id,
		"payment_intent_data[metadata][booking_id]":     id,
		"expires_at":                                    strconv.FormatInt(wantExpiry.Unix(), 10),
	}
	for k, v := range want {
		if got := r.Form.Get(k); got != v {
			t.Errorf("%s = %q, want %q", k, got, v)
		}
	}
	if r.Form.Has("line_items[1][quantity]") {
		t.Error("more than one line item sent")
	}
	exp, _ := strconv.ParseInt(r.Form.Get("expires_at"), 10, 64)
	if time.Unix(exp, 0).Sub(now) < 30*time.Minute {
		t.Errorf("expires_at is %s from now; Stripe needs at least 30 min", time.Unix(exp, 0).Sub(now))
	}
	if got := r.Header.Get("Idempotency-Key"); got != "checkout-"+id {
		t.Errorf("Idempotency-Key = %q, want checkout-%s", got, id)
	}
	if got := r.Header.Get("Authorization"); got != "Bearer "+paytest.SecretKey {
		t.Errorf("Authorization = %q", got)
	}
}

// fakeStripe answers every request with one canned status and body, for
// the error answers stripe-mock never gives.
func fakeStripe(t *testing.T, status int, body string) (string, *atomic.Int32) {
	t.Helper()
	calls := new(atomic.Int32)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(status)
		fmt.Fprint(w, body)
	}))
	t.Cleanup(srv.Close)
	return srv.URL, calls
}

// closedURL is an address nothing listens on, for network failures.
func closedURL(t *testing.T) string {
	t.Helper()
	srv := httptest.NewServer(http.NotFoundHandler())
	u := srv.URL
	srv.Close()
	return u
}

func TestStripeErrorHandling(t *testing.T) {
	const (
		notOpen  = `{"error":{"type":"invalid_request_error","message":"Only Checkout Sessions with a status in [\"open\"] can be expired."}}`
		missing  = `{"error":{"type":"invalid_request_error","code":"resource_missing","message":"No such checkout.session"}}`
		badKey   = `{"error":{"type":"invalid_request_error","message":"Invalid API Key provided"}}`
		refunded = `{"error":{"type":"invalid_request_error","code":"charge_already_refunded","message":"Charge has already been refunded."}}`
		apiError = `{"error":{"type":"api_error","message":"Something went wrong"}}`
	)
	tests := []struct {
		name    string
		call    string // "expire" or "refund"
		status  int    // 0: network failure
		body    string
		wantErr bool
	}{
		{"expire: already expired or complete is fine", "expire", 400, notOpen, false},
		{"expire: unknown session is fine", "expire", 404, missing, false},
		{"expire: bad API key is an error", "expire", 401, badKey, true},
		{"expire: Stripe outage is an error", "expire", 500, apiError, true},
		{"expire: network failure is an error", "expire", 0, "", true},
		{"refund: already refunded is fine", "refund", 400, refunded, false},
		{"refund: Stripe outage is an error", "refund", 500, apiError, true},
		{"refund: network failure is an error", "refund", 0, "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var base string
			if tt.status == 0 {
				base = closedURL(t)
			} else {
				base, _ = fakeStripe(t, tt.status, tt.body)
			}
			s := newTestStripe(t, base, nil, true)
			var err error
			if tt.call == "expire" {
				err = s.ExpireCheckout(context.Background(), "cs_test_1")
			} else {
				err = s.Refund(context.Background(), &db.Booking{ID: "b1", PaymentIntentID: "pi_1"}, 100)
			}
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v, want error: %v", err, tt.wantErr)
			}
		})
	}

}

func TestStripeSendsNothingWithoutIDs(t *testing.T) {
	const apiError = `{"error":{"type":"api_error","message":"Something went wrong"}}`
	t.Run("refund without payment intent is an error and sends nothing", func(t *testing.T) {
		base, calls := fakeStripe(t, 200, `{}`)
		s := newTestStripe(t, base, nil, true)
		if err := s.Refund(context.Background(), &db.Booking{ID: "b1"}, 100); err == nil {
			t.Fatal("refund without a payment intent succeeded")
		}
		if n := calls.Load(); n != 0 {
			t.Fatalf("sent %d requests", n)
		}
	})
	t.Run("expire without session id sends nothing", func(t *testing.T) {
		base, calls := fakeStripe(t, 500, apiError)
		s := newTestStripe(t, base, nil, true)
		if err := s.ExpireCheckout(context.Background(), ""); err != nil || calls.Load() != 0 {
			t.Fatalf("err = %v, calls = %d", err, calls.Load())
		}
	})
}

package app

import (
	"strings"
	"testing"
	"time"

	"marquee/internal/app/config"
)

// TestNoTestCheckoutWithoutThePreconditions: newPayments, whatever called
// it, mounts the offline test checkout (which confirms bookings without
// payment) only for a Config meeting config.Preconditions: never in
// production, where Stripe is required.
func TestNoTestCheckoutWithoutThePreconditions(t *testing.T) {
	cfg := &config.Config{AppEnv: config.EnvProduction, ClerkSecretKey: "sk", ClerkPublishableKey: "pk",
		PublicURL: "https://tickets.example.com", TheatreTZ: time.UTC}
	p, routes, err := newPayments(cfg)
	if err == nil || p != nil || routes != nil || !strings.Contains(err.Error(), "STRIPE_SECRET_KEY") {
		t.Fatalf("production without Stripe: provider %v, routes %v, err %v; want the precondition's refusal", p, routes != nil, err)
	}
	cfg.AppEnv = config.EnvDevelopment
	if p, routes, err := newPayments(cfg); err != nil || p == nil || routes == nil {
		t.Fatalf("development without Stripe: provider %v, routes %v, err %v; want the test checkout", p, routes != nil, err)
	}
}

package app

import (
	"fmt"
	"net/http"

	"marquee/internal/adapters/payments"
	"marquee/internal/adapters/payments/testcheckout"
	"marquee/internal/app/config"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/ratelimit"
)

// testCheckoutPrefix is where the offline test checkout lives when mounted.
const testCheckoutPrefix = "/checkout/test/"

// paymentRoutes mounts what a payment provider serves (the webhook, or
// the test checkout pages) for the booking service bk.
type paymentRoutes func(mux *http.ServeMux, bk *booking.Service)

// newPayments returns the payment provider — Stripe when configured,
// otherwise the offline test checkout — and the routes it needs. The routes
// take the booking service, which is built after (and with) the provider.
func newPayments(cfg *config.Config) (booking.PaymentProvider, paymentRoutes, error) {
	if cfg.StripeEnabled() {
		p, err := payments.NewStripe(payments.StripeConfig{
			SecretKey: cfg.StripeSecretKey, WebhookSecret: cfg.StripeWebhookSecret,
			APIBase: cfg.StripeAPIBase, PublicURL: cfg.PublicURL,
		})
		if err != nil {
			return nil, nil, fmt.Errorf("stripe: %w", err)
		}
		return p, func(mux *http.ServeMux, bk *booking.Service) {
			mux.Handle("/api/stripe/webhook", payments.WebhookHandler(bk, cfg.StripeWebhookSecret,
				ratelimit.PerMinute(cfg.RateLimits.WebhookFailuresPerIP)))
			// A plain 404 rather than the client app (200, or 405 for a
			// POST): a probe for the free test checkout learns it is not here.
			mux.Handle(testCheckoutPrefix, http.NotFoundHandler())
		}, nil
	}
	// New refused a Config breaking the preconditions already; asking
	// again here keeps any other path from mounting pages that mark
	// bookings paid for free on a production server.
	if err := cfg.Preconditions(); err != nil {
		return nil, nil, fmt.Errorf("test checkout: %w", err)
	}
	tc, err := testcheckout.New(testcheckout.Config{PublicURL: cfg.PublicURL, TZ: cfg.TheatreTZ})
	if err != nil {
		return nil, nil, fmt.Errorf("test checkout: %w", err)
	}
	return tc, tc.Routes, nil
}

// mounts combines route mounting functions, skipping nil ones.
func mounts(fns ...func(*http.ServeMux)) func(*http.ServeMux) {
	return func(mux *http.ServeMux) {
		for _, f := range fns {
			if f != nil {
				f(mux)
			}
		}
	}
}

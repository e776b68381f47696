// Package webhook serves Stripe's webhook, POST /api/stripe/webhook: it
// verifies the Stripe-Signature header and turns checkout events into the
// booking service's payment transitions, which apply each event exactly
// once. Deliveries failing the signature check can be counted per client
// address and throttled; valid ones never are.
package webhook

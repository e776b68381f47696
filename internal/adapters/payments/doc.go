// Package payments is the payments adapter: everything that speaks
// Stripe. Stripe is the booking.PaymentProvider that opens Checkout
// Sessions in INR (amounts in paise), expires them when a hold ends and
// refunds payments that arrive after their seats were sold;
// WebhookHandler serves Stripe's webhook, POST /api/stripe/webhook: it
// verifies the Stripe-Signature header and turns checkout events into the
// booking service's payment transitions (deliveries failing the signature
// check can be counted per client address and throttled; valid ones
// never are). The offline test checkout, the provider used when Stripe is
// not configured, is the subpackage testcheckout.
//
// Nothing here changes a booking itself: the webhook and the test
// checkout only translate what happened into the booking service's
// payment transitions, which apply each event exactly once and keep the
// seat rules in one place. The return paths and the public-URL check
// here are shared with the test checkout.
package payments

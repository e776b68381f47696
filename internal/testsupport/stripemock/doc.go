// Package stripemock starts Stripe's own mock server (the stripe-mock
// version pinned in go.mod) on loopback for tests, so every test package
// that talks to "Stripe" runs the same real server the same way instead of
// each carrying its own start-up code. Proxy stands in front of it and
// keeps the record of refunds that Stripe keeps and stripe-mock does not
// (one per idempotency key), and can hold refund requests unanswered.
package stripemock

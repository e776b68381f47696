// Package stripemock starts Stripe's own mock server (the stripe-mock
// version pinned in go.mod) on loopback for tests, so every test package
// that talks to "Stripe" runs the same real server the same way instead of
// each carrying its own start-up code.
package stripemock

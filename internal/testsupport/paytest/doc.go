// Package paytest holds what the payment tests share: the Stripe
// provider's and the webhook's (adapters/payments) and the offline test
// checkout's (adapters/payments/testcheckout). It gives a settable clock,
// a booking service on it, shows with seats of their own, table cases run
// one environment each, a Stripe provider against stripe-mock with every
// request it sends recorded, and a TestMain that stops stripe-mock. Only
// tests import it.
package paytest

// Package testcheckout is the offline test checkout: the
// booking.PaymentProvider used when Stripe is not configured, whose
// "payment page" is a local page with Pay and Cancel buttons served by
// this server, so the whole purchase (including a hold running out) works
// on a machine with no network and no keys. Nothing is ever charged, and
// the buttons only translate the customer's choice into the booking
// service's payment transitions. It is never mounted in production.
package testcheckout

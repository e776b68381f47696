// Package payments takes the money for bookings. It offers two
// booking.PaymentProvider implementations: Stripe Checkout (sessions in INR,
// amounts in paise, refunds for payments that arrive after their seats were
// sold) and an offline test checkout, a local page with Pay and Cancel
// buttons used when Stripe is not configured, so the whole purchase works
// on a machine with no network and no keys. Neither one changes a booking
// itself: the Stripe webhook and the test checkout's buttons only translate
// what happened into the booking service's payment transitions, which apply
// each event exactly once and keep the seat rules in one place.
package payments

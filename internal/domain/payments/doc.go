// Package payments takes the money for bookings through Stripe Checkout:
// a booking.PaymentProvider that opens sessions in INR (amounts in paise),
// expires them when a hold ends and refunds payments that arrive after
// their seats were sold. It never changes a booking itself: the Stripe
// webhook (adapters/webhook) and the offline test checkout
// (adapters/checkout) only translate what happened into the booking
// service's payment transitions, which apply each event exactly once and
// keep the seat rules in one place. The return paths and the public-URL
// check here are shared with the test checkout.
package payments

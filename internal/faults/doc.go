// Package faults holds fault-injection tests, and nothing else: PostgreSQL
// restarted under booking load (on a private cluster, never the shared
// one), the server process killed mid-booking and restarted on the same
// database, killed while Stripe never answers a Checkout Session request,
// and one Stripe event delivered a thousand times at once. Each
// ends by checking the database's invariants: every booking has all of
// its seats or none, and no seat is claimed without its booking.
package faults

// Package faults holds fault-injection tests, and nothing else: PostgreSQL
// restarted under booking load (on a private cluster, never the shared
// one), the server process killed mid-booking and restarted on the same
// database, killed while Stripe never answers a Checkout Session request,
// killed in the middle of a show cancellation's refunds, and one Stripe
// event delivered a thousand times at once. Each
// ends by checking the database's invariants: every booking has all of
// its seats or none, and no seat is claimed without its booking. The
// live seat maps have theirs: a seat change whose notification is lost
// (committed by a writer that dies before announcing it, or NOTIFYs that
// all fail) still reaches the other replica's subscribers.
package faults

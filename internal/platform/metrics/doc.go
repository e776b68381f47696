// Package metrics counts what operators watch on a running Marquee:
// bookings by outcome, how long claims take, seat-map versions published,
// open websockets and their subscriptions, how long a seat change takes
// to reach its subscribers, and the e-mail outbox's depth. Producers see
// only the small interfaces Booking and Live (Nop when nothing is
// counted); Metrics implements both on a registry of its own, served in
// Prometheus's text format by Handler on the separate METRICS_ADDR
// listener, never on the public one.
package metrics

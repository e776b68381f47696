// Package clock is the services' one notion of "now". Every service reads
// the time through a Clock, so a test sets one field to move them all, and
// every reading has the same form: UTC, truncated to the microsecond that
// PostgreSQL and SQLite store, so a time written and read back compares
// equal to the one the service decided with. Arrivals stamps each HTTP
// request with the (monotonic) moment its handling began, so a service can
// tell what happened while its caller waited.
package clock

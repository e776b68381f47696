// Package bookingtest checks the booking invariants after a race, so the
// service's own race test and the REST-plus-GraphQL race test judge their
// outcome by the very same rules.
package bookingtest

// Package booking sells seats. It owns the rules (seat labels, at most five
// seats, sales close at show time), the all-or-nothing claim enforced by
// the database's primary key on (show, seat), holds that expire and free
// their seats, the payment transitions that end a booking, and the
// cancellation policy with its refunds (policy.go, refund.go). Every
// change to a show's seats bumps the show's seat version in the same
// transaction and is announced after commit, for the live seat map. Every
// transition goes through one function, changeSeats, so none can forget
// the bump, the event, or stopping the payment sessions of the bookings it
// ended; the statements themselves live in package db.
package booking

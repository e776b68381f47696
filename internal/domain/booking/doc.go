// Package booking sells seats. It owns the rules (seat labels, at most five
// seats, sales close at show time, prices), the all-or-nothing claim
// enforced by the database's primary key on (show, seat), holds that
// expire and free their seats, the payment transitions that end a
// booking, the cancellation policy with its refunds (policy.go,
// refund.go), tickets and check-in. Every change to a show's seats goes
// through one function, changeSeats (claimSeats for a new booking's
// claim), over the claim engine in package seatengine: it bumps the
// show's seat version in the same transaction and announces it after
// commit, for the live seat map, and then changeSeats stops the payment
// sessions of the bookings the change ended, so no transition can forget
// any of them. The engine also remembers the seats it saw taken, so a
// hot seat's losers are refused without a write; the statements
// themselves live in package db.
package booking

package db

import (
	"context"
	"errors"
	"strings"

	"github.com/uptrace/bun"
)

// ErrIdempotencyKeyTaken reports that the user already has a booking made
// with the new booking's idempotency key: the unique index
// bookings_user_idempotency_key refused it. It is how two concurrent
// requests with one key, on one server or several, end with one booking.
var ErrIdempotencyKeyTaken = errors.New("booking idempotency key taken")

// isIdempotencyKeyConflict recognises the unique index's refusal in
// either database's words.
func isIdempotencyKeyConflict(err error) bool {
	msg := err.Error()
	return strings.Contains(msg, "bookings_user_idempotency_key") || strings.Contains(msg, "bookings.idempotency_key")
}

// BookingByIdempotencyKey returns the user's booking made with key, with
// its show, the show's movie and cinema (as BookingWithShow), or
// ErrNotFound.
func BookingByIdempotencyKey(ctx context.Context, idb bun.IDB, userID, key string) (*Booking, error) {
	b := new(Booking)
	err := idb.NewSelect().Model(b).Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		Where("booking.user_id = ? AND booking.idempotency_key = ?", userID, key).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return b, nil
}

package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// InsertBooking stores a new booking. ErrReferenceTaken and
// ErrIdempotencyKeyTaken name the unique key it clashed with; on
// PostgreSQL the statement has then aborted the transaction (or the
// savepoint) it ran in.
func InsertBooking(ctx context.Context, idb bun.IDB, b *Booking) error {
	if _, err := idb.NewInsert().Model(b).Exec(ctx); err != nil {
		if isReferenceConflict(err) {
			return ErrReferenceTaken
		}
		if isIdempotencyKeyConflict(err) {
			return ErrIdempotencyKeyTaken
		}
		return fmt.Errorf("insert booking: %w", err)
	}
	return nil
}

// BookingWithShow returns one booking with its show and the show's movie,
// or ErrNotFound.
func BookingWithShow(ctx context.Context, idb bun.IDB, id string) (*Booking, error) {
	b := new(Booking)
	err := idb.NewSelect().Model(b).Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").Where("booking.id = ?", id).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return b, nil
}

// BookingsOfUser lists a user's bookings, newest first, each with its show
// and movie.
func BookingsOfUser(ctx context.Context, idb bun.IDB, userID string) ([]Booking, error) {
	var list []Booking
	err := idb.NewSelect().Model(&list).Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		Where("booking.user_id = ?", userID).
		OrderExpr("booking.created_at DESC, booking.id DESC").
		Scan(ctx)
	return list, err
}

// LockBooking reads a booking into b, locking its row on PostgreSQL so
// payment events for one booking apply one after another (SQLite has one
// writer at a time anyway). It returns ErrNotFound for an unknown id.
func LockBooking(ctx context.Context, idb bun.IDB, id string, b *Booking) error {
	q := idb.NewSelect().Model(b).Where("id = ?", id)
	if IsPG(idb) {
		q = q.For("UPDATE")
	}
	return notFound(q.Scan(ctx))
}

// MarkPaid records that a booking was paid.
func MarkPaid(ctx context.Context, idb bun.IDB, id, paymentIntentID string, now time.Time) error {
	_, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("status = ?", StatusPaid).Set("paid_at = ?", now).Set("updated_at = ?", now).
		Set("payment_intent_id = ?", paymentIntentID).
		Where("id = ?", id).Exec(ctx)
	return err
}

// MarkRefunded records that a late payment for a booking went back in
// full, unless the booking is PAID (its seats are sold to it) or already
// REFUNDED. A CANCELLED booking stays CANCELLED, as its customer was told,
// with the refund recorded beside it; any other ends REFUNDED.
func MarkRefunded(ctx context.Context, idb bun.IDB, id, paymentIntentID string, now time.Time) error {
	_, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("status = CASE WHEN status = ? THEN status ELSE ? END", StatusCancelled, StatusRefunded).
		Set("updated_at = ?", now).
		Set("refunded_paise = amount_paise").Set("refunded_at = ?", now).
		Set("payment_intent_id = ?", paymentIntentID).
		Where("id = ? AND status IN (?)", id, bun.In([]string{StatusPending, StatusExpired, StatusCancelled})).
		Where("refunded_paise IS NULL").
		Exec(ctx)
	return err
}

// NextPendingDue returns when the earliest PENDING booking becomes due for
// PendingDue: its hold ends, or (grace > 0) it has gone grace
// without a payment session. ok is false when nothing is pending.
func NextPendingDue(ctx context.Context, idb bun.IDB, grace time.Duration) (next time.Time, ok bool, err error) {
	var b Booking
	err = idb.NewSelect().Model(&b).Column("hold_expires_at").
		Where("status = ?", StatusPending).
		OrderExpr("hold_expires_at").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, false, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	next, ok = b.HoldExpiresAt, true
	if grace <= 0 {
		return next, ok, nil
	}
	var started Booking
	err = idb.NewSelect().Model(&started).Column("created_at").
		Where("status = ? AND payment_session_id = ''", StatusPending).
		OrderExpr("created_at").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return next, ok, nil
	}
	if err != nil {
		return time.Time{}, false, err
	}
	if at := started.CreatedAt.Add(grace); at.Before(next) {
		next = at
	}
	return next, ok, nil
}

// RecordCheckout attaches a payment session to a booking that is still
// PENDING. It reports false when the booking had already ended (released
// while its payment was being opened): the session must then not be
// attached, so the booking is never revived by it.
func RecordCheckout(ctx context.Context, idb bun.IDB, id, sessionID, url string, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("payment_session_id = ?", sessionID).Set("payment_url = ?", url).Set("updated_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPending).
		Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

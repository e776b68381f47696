package db

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"
)

// ExpireDuePending moves up to limit PENDING bookings that are due to
// EXPIRED and returns them (id, show_id, payment_provider and
// payment_session_id filled). A booking is due when its hold has ended by
// now, or, when abandonedBefore is not zero, when it was created before
// abandonedBefore and no payment session was ever recorded for it: the
// process that was opening its payment page died (or gave up), so nobody
// can pay for those seats. The status condition in the update makes
// concurrent sweepers end each booking once; on PostgreSQL each also skips
// the rows another has locked.
func ExpireDuePending(ctx context.Context, idb bun.IDB, now, abandonedBefore time.Time, limit int) ([]Booking, error) {
	due := idb.NewSelect().Model((*Booking)(nil)).Column("id").
		Where("status = ?", StatusPending).
		OrderExpr("hold_expires_at, id").Limit(int64(limit))
	if abandonedBefore.IsZero() {
		due = due.Where("hold_expires_at <= ?", now)
	} else {
		due = due.Where("(hold_expires_at <= ? OR (payment_session_id = '' AND created_at <= ?))", now, abandonedBefore)
	}
	if IsPG(idb) {
		due = due.For("UPDATE SKIP LOCKED")
	}
	var ended []Booking
	_, err := idb.NewUpdate().Model(&ended).
		Set("status = ?", StatusExpired).Set("updated_at = ?", now).
		Where("status = ? AND id IN (?)", StatusPending, due).
		Returning("id, show_id, payment_provider, payment_session_id").
		Exec(ctx)
	return ended, err
}

// NextPendingDue returns when the earliest PENDING booking becomes due for
// ExpireDuePending: its hold ends, or (grace > 0) it has gone grace
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

package db

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// migrateRefunds (0006) gives bookings what a refund returned and when,
// and the mark of a refund under way. Bookings refunded before this step
// (late payments, always in full) get their whole amount, at their last
// update.
func migrateRefunds(ctx context.Context, tx bun.Tx) error {
	tsType, intType := "TIMESTAMP", "INTEGER"
	if IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	for _, stmt := range []string{
		`ALTER TABLE bookings ADD COLUMN refunded_paise ` + intType,
		`ALTER TABLE bookings ADD COLUMN refunded_at ` + tsType,
		`ALTER TABLE bookings ADD COLUMN refund_started_at ` + tsType,
	} {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	_, err := tx.NewUpdate().Table("bookings").
		Set("refunded_paise = amount_paise").Set("refunded_at = updated_at").
		Where("status = ?", StatusRefunded).Exec(ctx)
	return err
}

// StartRefund marks that the caller is about to ask the payment provider
// to refund PAID booking id, and reports whether it may: false when the
// booking is not PAID or another caller's mark is newer than staleBefore.
// The conditional update makes one caller at a time the refunder; a mark
// older than staleBefore belongs to a caller that died mid-refund and is
// taken over (the provider's idempotency key makes the retry safe).
func StartRefund(ctx context.Context, idb bun.IDB, id string, now, staleBefore time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("refund_started_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPaid).
		Where("(refund_started_at IS NULL OR refund_started_at <= ?)", staleBefore).
		Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("start refund: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// AbandonRefund clears the mark of StartRefund after the provider refused
// the refund, so the booking, still PAID, can be cancelled again at once.
func AbandonRefund(ctx context.Context, idb bun.IDB, id string) error {
	_, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("refund_started_at = NULL").
		Where("id = ? AND status = ?", id, StatusPaid).
		Exec(ctx)
	return err
}

// RefundPaid moves booking id from PAID to REFUNDED with what was
// returned, and reports false when it was no longer PAID: the status
// condition makes a booking refunded once, however many callers race. It
// does not free the seats: see DeleteClaims.
func RefundPaid(ctx context.Context, idb bun.IDB, id string, refundedPaise int64, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("status = ?", StatusRefunded).
		Set("refunded_paise = ?", refundedPaise).Set("refunded_at = ?", now).
		Set("refund_started_at = NULL").Set("updated_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPaid).
		Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("refund booking: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

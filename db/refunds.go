package db

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// lockBookingRow takes the row lock of booking id on PostgreSQL for the
// rest of the transaction idb. Refund marks, refunds and check-ins of one
// booking take it before their conditional writes, so they run one after
// another and each statement after it reads what the others committed: a
// single UPDATE ... WHERE NOT EXISTS (check-in) that waited for a row
// lock would re-check its own row but still read check_ins as of its
// start (READ COMMITTED), and could refund a ticket admitted meanwhile.
// SQLite needs nothing: its transactions are IMMEDIATE, so a writing
// transaction has the whole database to itself from its first statement.
func lockBookingRow(ctx context.Context, idb bun.IDB, id string) error {
	if !IsPG(idb) {
		return nil
	}
	var ids []string
	return idb.NewSelect().Model((*Booking)(nil)).Column("id").Where("id = ?", id).For("UPDATE").Scan(ctx, &ids)
}

// notAdmitted is the condition "the booking whose id is its argument has
// not been checked in".
const notAdmitted = "NOT EXISTS (SELECT 1 FROM check_ins WHERE check_ins.booking_id = ?)"

// StartRefund marks that the caller is about to ask the payment provider
// to refund PAID booking id, and reports whether it may: false when the
// booking is not PAID, was admitted at the door, or another caller's mark
// is newer than staleBefore. The conditional update makes one caller at a
// time the refunder; a mark older than staleBefore belongs to a caller
// that died mid-refund and is taken over (the provider's idempotency key
// makes the retry safe). While the mark is live AdmitBooking refuses the
// ticket, so a booking is admitted or refunded, never both. idb must be a
// transaction (see lockBookingRow).
func StartRefund(ctx context.Context, idb bun.IDB, id string, now, staleBefore time.Time) (bool, error) {
	if err := lockBookingRow(ctx, idb, id); err != nil {
		return false, fmt.Errorf("start refund: %w", err)
	}
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("refund_started_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPaid).
		Where("(refund_started_at IS NULL OR refund_started_at <= ?)", staleBefore).
		Where(notAdmitted, id).
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
// returned, and reports false when it was no longer PAID or was admitted
// at the door meanwhile (see RecordRefundOfAdmitted): the conditions make
// a booking refunded once, however many callers race, and never once its
// ticket was used. It does not free the seats: see DeleteClaims. idb must
// be a transaction (see lockBookingRow).
func RefundPaid(ctx context.Context, idb bun.IDB, id string, refundedPaise int64, now time.Time) (bool, error) {
	if err := lockBookingRow(ctx, idb, id); err != nil {
		return false, fmt.Errorf("refund booking: %w", err)
	}
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("status = ?", StatusRefunded).
		Set("refunded_paise = ?", refundedPaise).Set("refunded_at = ?", now).
		Set("refund_started_at = NULL").Set("updated_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPaid).
		Where(notAdmitted, id).
		Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("refund booking: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// RecordRefundOfAdmitted notes on PAID booking id, admitted at the door,
// that its payment provider returned refundedPaise anyway (a refund whose
// mark went stale while the provider answered, see StartRefund): the
// booking stays PAID and keeps its seats, since its holders are inside,
// and the amount and time mark it for an admin to settle. A PAID booking
// with refunded_paise set is that mark; no other path leaves one (a
// refund ends REFUNDED). It reports false when the booking is not PAID
// and admitted, and runs after RefundPaid in the same transaction.
func RecordRefundOfAdmitted(ctx context.Context, idb bun.IDB, id string, refundedPaise int64, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("refunded_paise = ?", refundedPaise).Set("refunded_at = ?", now).
		Set("refund_started_at = NULL").Set("updated_at = ?", now).
		Where("id = ? AND status = ?", id, StatusPaid).
		Where("EXISTS (SELECT 1 FROM check_ins WHERE check_ins.booking_id = ?)", id).
		Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("record refund of an admitted booking: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

package db

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// Till is one staff member's cash drawer from opening to cash-up.
type Till struct {
	bun.BaseModel `bun:"table:tills,alias:till"`

	ID         string     `bun:"id,pk"`
	OpenedBy   string     `bun:"opened_by,notnull"`
	OpenedAt   time.Time  `bun:"opened_at,notnull"`
	FloatPaise int64      `bun:"float_paise,notnull"`
	ClosedAt   *time.Time `bun:"closed_at,nullzero"`
	// Counted is what was counted at closing, per payment method.
	CountedByMethod map[string]int64 `bun:"counted,type:text,nullzero"`
	DifferencePaise *int64           `bun:"difference_paise"`

	Opener *User `bun:"rel:belongs-to,join:opened_by=id"`
}

// ErrTillOpen reports that the staff member already has an open till.
var ErrTillOpen = errors.New("till already open")

// InsertTill opens a till; ErrTillOpen when its opener has one open (the
// unique index tills_open_key decides, whichever replica asks).
func InsertTill(ctx context.Context, idb bun.IDB, t *Till) error {
	if _, err := idb.NewInsert().Model(t).Exec(ctx); err != nil {
		if msg := err.Error(); strings.Contains(msg, "tills_open_key") || strings.Contains(msg, "tills.opened_by") {
			return ErrTillOpen
		}
		return err
	}
	return nil
}

// OpenTillOf returns the staff member's open till, or ErrNotFound.
func OpenTillOf(ctx context.Context, idb bun.IDB, userID string) (*Till, error) {
	t := new(Till)
	err := idb.NewSelect().Model(t).Relation("Opener").
		Where("till.opened_by = ? AND till.closed_at IS NULL", userID).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return t, nil
}

// LatestTillOf returns the staff member's open till or, with none open,
// the one closed last; ErrNotFound when they never opened one.
func LatestTillOf(ctx context.Context, idb bun.IDB, userID string) (*Till, error) {
	t := new(Till)
	err := idb.NewSelect().Model(t).Relation("Opener").Where("till.opened_by = ?", userID).
		OrderExpr("till.closed_at IS NULL DESC, till.opened_at DESC").Limit(1).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return t, nil
}

// CloseTill records a till's count; false when it was closed already
// (a closed till is never changed again).
func CloseTill(ctx context.Context, idb bun.IDB, t *Till) (bool, error) {
	res, err := idb.NewUpdate().Model(t).Column("closed_at", "counted", "difference_paise").
		Where("till.id = ? AND till.closed_at IS NULL", t.ID).Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// TillTakings is the money one method moved through a till: counter
// sales taken at it (including those refunded since, wherever) and
// counter refunds paid out of it.
type TillTakings struct {
	Method       string `bun:"method"`
	SalesPaise   int64  `bun:"sales"`
	RefundsPaise int64  `bun:"refunds"`
}

// TillMoney adds up a till's counter sales and refunds by payment method.
func TillMoney(ctx context.Context, idb bun.IDB, tillID string) ([]TillTakings, error) {
	out := []TillTakings{}
	err := idb.NewRaw(`SELECT method, SUM(sales) AS sales, SUM(refunds) AS refunds FROM (
	SELECT b.payment_method AS method, b.amount_paise AS sales, 0 AS refunds FROM bookings AS b
	WHERE b.till_id = ? AND b.status IN (?, ?)
	UNION ALL
	SELECT b.payment_method AS method, 0 AS sales, COALESCE(b.refunded_paise, 0) AS refunds FROM bookings AS b
	WHERE b.refund_till_id = ? AND b.status = ?) AS m
GROUP BY method ORDER BY method`, tillID, StatusPaid, StatusRefunded, tillID, StatusRefunded).Scan(ctx, &out)
	return out, err
}

// RefundAtCounter marks a PAID counter sale refunded in full from till,
// unless it was admitted at the door; false when it is not (or no
// longer) such a booking.
func RefundAtCounter(ctx context.Context, idb bun.IDB, bookingID, tillID string, now time.Time) (bool, error) {
	if err := lockBookingRow(ctx, idb, bookingID); err != nil {
		return false, err
	}
	res, err := idb.NewUpdate().Model((*Booking)(nil)).
		Set("status = ?", StatusRefunded).Set("refunded_paise = amount_paise").Set("refunded_at = ?", now).
		Set("refund_till_id = ?", tillID).Set("updated_at = ?", now).
		Where("id = ? AND status = ? AND channel = ?", bookingID, StatusPaid, ChannelCounter).
		Where(notAdmitted, bookingID).
		Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// LockOpenTill takes the row lock of an open till for the transaction of
// idb (on PostgreSQL; SQLite runs one writer at a time), so a sale or
// refund into it and its closing follow one another: ErrNotFound when the
// till is closed (or none has the id), including by a closing that
// committed while this waited for the lock.
func LockOpenTill(ctx context.Context, idb bun.IDB, tillID string) error {
	q := idb.NewSelect().Model((*Till)(nil)).Column("till.id").Where("till.id = ? AND till.closed_at IS NULL", tillID)
	if IsPG(idb) {
		q = q.For("UPDATE")
	}
	var id string
	if err := q.Scan(ctx, &id); err != nil {
		return notFound(err)
	}
	return nil
}

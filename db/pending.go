package db

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"
)

// PendingFilter chooses the PENDING bookings EndPendingBookings ends. Build
// one with PendingByID, PendingStaleOn or PendingDue; the zero filter
// chooses nothing.
type PendingFilter struct {
	id     string
	userID string

	staleShow  string
	staleSeats []string

	due             bool
	abandonedBefore time.Time
	limit           int
}

// PendingByID chooses one booking.
func PendingByID(id string) PendingFilter { return PendingFilter{id: id} }

// OwnedBy narrows the filter to one user's bookings; "" leaves it as is.
func (f PendingFilter) OwnedBy(userID string) PendingFilter {
	f.userID = userID
	return f
}

// PendingStaleOn chooses the bookings whose hold has ended by now and that
// still claim one of these seats of the show: nobody has released them
// yet, and they must not block a new claim.
func PendingStaleOn(showID string, seats []string) PendingFilter {
	return PendingFilter{staleShow: showID, staleSeats: seats}
}

// PendingDue chooses up to limit bookings that are due for release, the
// earliest hold first. A booking is due when its hold has ended by now,
// or, when abandonedBefore is not zero, when it was created before
// abandonedBefore and no payment session was ever recorded for it: the
// process that was opening its payment page died (or gave up), so nobody
// can pay for those seats. On PostgreSQL the rows another transaction has
// locked are skipped, so concurrent sweepers share the work.
func PendingDue(abandonedBefore time.Time, limit int) PendingFilter {
	return PendingFilter{due: true, abandonedBefore: abandonedBefore, limit: limit}
}

var errEmptyFilter = errors.New("db: empty PendingFilter would end every pending booking")

// where adds the filter's conditions to the ending update.
func (f PendingFilter) where(idb bun.IDB, q *bun.UpdateQuery, now time.Time) (*bun.UpdateQuery, error) {
	switch {
	case f.id != "":
		q = q.Where("id = ?", f.id)
		if f.userID != "" {
			q = q.Where("user_id = ?", f.userID)
		}
	case f.staleShow != "":
		stale := idb.NewSelect().Model((*SeatClaim)(nil)).Column("booking_id").
			Where("show_id = ? AND seat IN (?) AND expires_at IS NOT NULL AND expires_at <= ?", f.staleShow, bun.In(f.staleSeats), now)
		q = q.Where("hold_expires_at <= ? AND id IN (?)", now, stale)
	case f.due:
		q = q.Where("id IN (?)", f.dueIDs(idb, now))
	default:
		return nil, errEmptyFilter
	}
	return q, nil
}

func (f PendingFilter) dueIDs(idb bun.IDB, now time.Time) *bun.SelectQuery {
	due := idb.NewSelect().Model((*Booking)(nil)).Column("id").
		Where("status = ?", StatusPending).
		OrderExpr("hold_expires_at, id").Limit(int64(f.limit))
	if f.abandonedBefore.IsZero() {
		due = due.Where("hold_expires_at <= ?", now)
	} else {
		due = due.Where("(hold_expires_at <= ? OR (payment_session_id = '' AND created_at <= ?))", now, f.abandonedBefore)
	}
	if IsPG(idb) {
		due = due.For("UPDATE SKIP LOCKED")
	}
	return due
}

// EndPendingBookings moves the PENDING bookings the filter chooses to
// status (EXPIRED or CANCELLED) and returns them with id, show_id,
// payment_provider and payment_session_id filled. The status condition in
// the update makes a booking end once, however many transactions race to
// end it. It does not free their seats: see DeleteClaims.
func EndPendingBookings(ctx context.Context, idb bun.IDB, f PendingFilter, status string, now time.Time) ([]Booking, error) {
	var ended []Booking
	q := idb.NewUpdate().Model(&ended).
		Set("status = ?", status).Set("updated_at = ?", now).
		Where("status = ?", StatusPending).
		Returning("id, show_id, payment_provider, payment_session_id")
	q, err := f.where(idb, q, now)
	if err != nil {
		return nil, err
	}
	if _, err := q.Exec(ctx); err != nil {
		return nil, err
	}
	return ended, nil
}

package db

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// PaidTotals counts the paid bookings and sums their amounts, in paise.
func PaidTotals(ctx context.Context, idb bun.IDB) (count int, totalPaise int64, err error) {
	return PaidTotalsAt(ctx, idb, "")
}

// PaidTotalsAt is PaidTotals for the bookings of one cinema's shows; an
// empty cinemaID means every cinema.
func PaidTotalsAt(ctx context.Context, idb bun.IDB, cinemaID string) (count int, totalPaise int64, err error) {
	var paid struct {
		N   int   `bun:"n"`
		Sum int64 `bun:"total"`
	}
	q := idb.NewSelect().Model((*Booking)(nil)).
		ColumnExpr("COUNT(*) AS n, COALESCE(SUM(booking.amount_paise), 0) AS total").
		Where("booking.status = ?", StatusPaid)
	if cinemaID != "" {
		q = q.Where("booking.show_id IN (?)", idb.NewSelect().TableExpr("shows AS s").Column("s.id").
			Join("JOIN screens AS sc ON sc.id = s.screen_id").Where("sc.cinema_id = ?", cinemaID))
	}
	err = q.Scan(ctx, &paid)
	return paid.N, paid.Sum, err
}

// BookingFilter chooses bookings of the admin list; every part that is
// set must hold, and the zero filter chooses every booking.
type BookingFilter struct {
	// Reference keeps the booking with exactly this reference (already
	// normalised by NormalizeReference).
	Reference string
	// Search keeps the bookings whose reference starts with it (as
	// NormalizeReference reads it) or whose customer's e-mail contains
	// it, ignoring case.
	Search string
	// Statuses keeps the bookings whose status as of Now is one of these:
	// a PENDING booking whose hold has ended by Now counts as EXPIRED, as
	// the list shows it. Empty keeps every status.
	Statuses []string
	Now      time.Time
}

// apply adds f's conditions to q, a query on bookings aliased "booking".
func (f BookingFilter) apply(idb bun.IDB, q *bun.SelectQuery) *bun.SelectQuery {
	if f.Reference != "" {
		q = q.Where("booking.reference = ?", f.Reference)
	}
	if search := strings.TrimSpace(f.Search); search != "" {
		emails := idb.NewSelect().TableExpr("users AS u").Column("u.id").
			Where(`LOWER(u.email) LIKE ? ESCAPE '\'`, "%"+escapeLike(strings.ToLower(search))+"%")
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			return q.Where(`booking.reference LIKE ? ESCAPE '\'`, escapeLike(NormalizeReference(search))+"%").
				WhereOr("booking.user_id IN (?)", emails)
		})
	}
	if len(f.Statuses) > 0 {
		q = q.WhereGroup(" AND ", func(q *bun.SelectQuery) *bun.SelectQuery {
			for _, st := range f.Statuses {
				switch st {
				case StatusPending:
					q = q.WhereOr("(booking.status = ? AND booking.hold_expires_at > ?)", StatusPending, f.Now)
				case StatusExpired:
					q = q.WhereOr("(booking.status = ? OR (booking.status = ? AND booking.hold_expires_at <= ?))",
						StatusExpired, StatusPending, f.Now)
				default:
					q = q.WhereOr("booking.status = ?", st)
				}
			}
			return q
		})
	}
	return q
}

// escapeLike makes s match itself literally in a LIKE pattern with
// ESCAPE '\': e-mail addresses often hold an underscore.
func escapeLike(s string) string {
	return strings.NewReplacer(`\`, `\\`, "%", `\%`, "_", `\_`).Replace(s)
}

// BookingsPage returns one page of the bookings f chooses, newest first,
// each with its user, show and the show's movie. Statuses are as stored.
func BookingsPage(ctx context.Context, idb bun.IDB, f BookingFilter, offset, limit int) ([]Booking, error) {
	// Scan and count are separate functions: bun's ScanAndCount runs them
	// at once, which races on the nested relations.
	var list []Booking
	q := f.apply(idb, idb.NewSelect().Model(&list))
	err := q.
		Relation("User").Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		OrderExpr("booking.created_at DESC, booking.id DESC").
		Offset(int64(offset)).Limit(int64(limit)).
		Scan(ctx)
	return list, err
}

// BookingTotals sums up the bookings a filter chooses.
type BookingTotals struct {
	Total int `bun:"total"`
	// PaidCount and PaidPaise count the PAID ones, as PaidTotals does.
	PaidCount int   `bun:"paid_count"`
	PaidPaise int64 `bun:"paid_paise"`
}

// TotalsOfBookings counts the bookings f chooses and counts and sums the
// PAID ones among them, in one statement.
func TotalsOfBookings(ctx context.Context, idb bun.IDB, f BookingFilter) (BookingTotals, error) {
	var t BookingTotals
	q := idb.NewSelect().Model((*Booking)(nil)).
		ColumnExpr("COUNT(*) AS total").
		ColumnExpr("COALESCE(SUM(CASE WHEN booking.status = ? THEN 1 ELSE 0 END), 0) AS paid_count", StatusPaid).
		ColumnExpr("COALESCE(SUM(CASE WHEN booking.status = ? THEN booking.amount_paise ELSE 0 END), 0) AS paid_paise", StatusPaid)
	err := f.apply(idb, q).Scan(ctx, &t)
	return t, err
}

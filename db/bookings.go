package db

import (
	"context"

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

// BookingsPage returns one page of every booking, newest first, each with
// its user, show and the show's movie. Statuses are as stored.
// A non-empty reference keeps only the booking with that reference
// (already normalised by NormalizeReference).
func BookingsPage(ctx context.Context, idb bun.IDB, reference string, offset, limit int) ([]Booking, error) {
	// Scan and count are separate functions: bun's ScanAndCount runs them
	// at once, which races on the nested relations.
	var list []Booking
	q := idb.NewSelect().Model(&list)
	if reference != "" {
		q = q.Where("booking.reference = ?", reference)
	}
	err := q.
		Relation("User").Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		OrderExpr("booking.created_at DESC, booking.id DESC").
		Offset(int64(offset)).Limit(int64(limit)).
		Scan(ctx)
	return list, err
}

// CountBookings counts every booking, whatever its status, or only the
// one with a non-empty reference.
func CountBookings(ctx context.Context, idb bun.IDB, reference string) (int, error) {
	q := idb.NewSelect().Model((*Booking)(nil))
	if reference != "" {
		q = q.Where("reference = ?", reference)
	}
	n, err := q.Count(ctx)
	return int(n), err
}

package dbtest

import (
	"context"

	"github.com/uptrace/bun"

	"marquee/db"
)

// InsertShows stores shows as they are, in one statement: fixtures choose
// their start times, so a clash is the fixture's error, never skipped.
func InsertShows(ctx context.Context, idb bun.IDB, shows ...db.Show) error {
	_, err := idb.NewInsert().Model(&shows).Exec(ctx)
	return err
}

// LatestShow returns the show that starts last; with no show stored the
// error is sql.ErrNoRows.
func LatestShow(ctx context.Context, idb bun.IDB) (db.Show, error) {
	var last db.Show
	err := idb.NewSelect().Model(&last).OrderExpr("starts_at DESC").Limit(1).Scan(ctx)
	return last, err
}

// ShowBookings lists every booking of a show, in any state.
func ShowBookings(ctx context.Context, idb bun.IDB, showID string) ([]db.Booking, error) {
	var bookings []db.Booking
	err := idb.NewSelect().Model(&bookings).Where("show_id = ?", showID).Scan(ctx)
	return bookings, err
}

// ShowClaims lists every seat claim of a show, expired holds included.
func ShowClaims(ctx context.Context, idb bun.IDB, showID string) ([]db.SeatClaim, error) {
	var claims []db.SeatClaim
	err := idb.NewSelect().Model(&claims).Where("show_id = ?", showID).Scan(ctx)
	return claims, err
}

// SeatVersion reads a show's seat version alone.
func SeatVersion(ctx context.Context, idb bun.IDB, showID string) (int64, error) {
	var version int64
	err := idb.NewSelect().Table("shows").Column("seat_version").Where("id = ?", showID).Scan(ctx, &version)
	return version, err
}

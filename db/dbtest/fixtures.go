package dbtest

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// InsertShows stores shows as they are, in one statement: fixtures choose
// their start times, so a clash is the fixture's error, never skipped.
// A show without a screen gets a screen of its own in the default cinema
// with the QuickShow 10×9 layout (so fixtures that put several shows at
// one time keep working), busy for two hours unless OccupiedUntil says
// otherwise, at most 5 seats a booking, and its PricePaise for the
// STANDARD category.
func InsertShows(ctx context.Context, idb bun.IDB, shows ...db.Show) error {
	var screens []db.Screen
	var prices []db.ShowPrice
	for i := range shows {
		sh := &shows[i]
		if sh.ScreenID == "" {
			sh.ScreenID = "fixture-" + sh.ID
			screens = append(screens, db.Screen{ID: sh.ScreenID, CinemaID: db.DefaultCinemaID,
				Name: "Fixture " + sh.ID, LayoutID: db.DefaultLayoutID, CreatedAt: sh.CreatedAt})
		}
		if sh.LayoutID == "" {
			sh.LayoutID = db.DefaultLayoutID
		}
		if sh.OccupiedUntil.IsZero() {
			sh.OccupiedUntil = sh.StartsAt.Add(2 * time.Hour)
		}
		if sh.MaxSeats == 0 {
			sh.MaxSeats = db.DefaultMaxSeats
		}
		if sh.LayoutID == db.DefaultLayoutID {
			prices = append(prices, db.ShowPrice{ShowID: sh.ID, Category: db.DefaultCategory, PricePaise: sh.PricePaise})
		}
	}
	if len(screens) > 0 {
		if _, err := idb.NewInsert().Model(&screens).Exec(ctx); err != nil {
			return err
		}
	}
	if _, err := idb.NewInsert().Model(&shows).Exec(ctx); err != nil {
		return err
	}
	if len(prices) > 0 {
		_, err := idb.NewInsert().Model(&prices).On("CONFLICT DO NOTHING").Exec(ctx)
		return err
	}
	return nil
}

// InsertShow stores one show like InsertShows and fills in sh the
// defaults it chose.
func InsertShow(ctx context.Context, idb bun.IDB, sh *db.Show) error {
	shows := []db.Show{*sh}
	// shows... hands InsertShows this very slice, so its defaults land here.
	if err := InsertShows(ctx, idb, shows...); err != nil {
		return err
	}
	*sh = shows[0]
	return nil
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

// Booking returns one booking row as stored.
func Booking(ctx context.Context, idb bun.IDB, id string) (*db.Booking, error) {
	b := new(db.Booking)
	err := idb.NewSelect().Model(b).Where("id = ?", id).Scan(ctx)
	return b, err
}

// BookingClaims lists a booking's seat claims, expired holds included.
func BookingClaims(ctx context.Context, idb bun.IDB, bookingID string) ([]db.SeatClaim, error) {
	var claims []db.SeatClaim
	err := idb.NewSelect().Model(&claims).Where("booking_id = ?", bookingID).Scan(ctx)
	return claims, err
}

// PaymentEventCount is how many payment events name a booking.
func PaymentEventCount(ctx context.Context, idb bun.IDB, bookingID string) (int, error) {
	n, err := idb.NewSelect().Model((*db.PaymentEvent)(nil)).Where("booking_id = ?", bookingID).Count(ctx)
	return int(n), err
}

// BookingMail lists the outbox messages of one booking, oldest first.
func BookingMail(ctx context.Context, idb bun.IDB, bookingID string) ([]db.OutboxMessage, error) {
	var list []db.OutboxMessage
	err := idb.NewSelect().Model(&list).Where("booking_id = ?", bookingID).OrderExpr("created_at, kind").Scan(ctx)
	return list, err
}

// ScreenShows lists a screen's shows that end after from, soonest first.
func ScreenShows(ctx context.Context, idb bun.IDB, screenID string, from time.Time) ([]db.Show, error) {
	var out []db.Show
	err := idb.NewSelect().Model(&out).Where("screen_id = ?", screenID).Where("occupied_until > ?", from.UTC()).
		OrderExpr("starts_at").Scan(ctx)
	return out, err
}

package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Show is one screening of a movie on a screen. SeatVersion grows by one
// in every transaction that changes the show's seats, so live snapshots
// carry a strictly increasing version in commit order. The screen is busy
// from StartsAt until OccupiedUntil (runtime plus the cinema's cleaning
// buffer); LayoutID is the layout version the show was scheduled with.
// PricePaise is the lowest category price, kept for the original clients.
type Show struct {
	bun.BaseModel `bun:"table:shows"`

	ID            string    `bun:"id,pk"`
	MovieID       int64     `bun:"movie_id,notnull"`
	StartsAt      time.Time `bun:"starts_at,notnull"`
	PricePaise    int64     `bun:"price_paise,notnull"`
	SeatVersion   int64     `bun:"seat_version,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	ScreenID      string    `bun:"screen_id,notnull"`
	LayoutID      string    `bun:"layout_id,notnull"`
	OccupiedUntil time.Time `bun:"occupied_until,notnull"`
	MaxSeats      int       `bun:"max_seats,notnull"`

	Movie  *Movie  `bun:"rel:belongs-to,join:movie_id=id"`
	Screen *Screen `bun:"rel:belongs-to,join:screen_id=id"`
}

// UpcomingShows lists shows starting after now, soonest first, each with
// its movie (joined, not fetched one by one). A non-empty movieIDs limits
// the list to those movies.
func UpcomingShows(ctx context.Context, idb bun.IDB, now time.Time, movieIDs ...int64) ([]Show, error) {
	var shows []Show
	q := idb.NewSelect().Model(&shows).Relation("Movie").Relation("Screen.Cinema").
		Where("show.starts_at > ?", now).
		OrderExpr("show.starts_at, show.movie_id")
	if len(movieIDs) > 0 {
		q = q.Where("show.movie_id IN (?)", bun.In(movieIDs))
	}
	return shows, q.Scan(ctx)
}

// UpcomingShowTimes lists the show rows (no movie) starting after now for
// the given movies, soonest first, each with its screen and cinema: what
// show-time lists need.
func UpcomingShowTimes(ctx context.Context, idb bun.IDB, now time.Time, movieIDs []int64) ([]Show, error) {
	var shows []Show
	err := idb.NewSelect().Model(&shows).
		Column("show.id", "show.movie_id", "show.starts_at", "show.screen_id", "show.layout_id", "show.price_paise").
		Relation("Screen.Cinema").
		Where("show.starts_at > ?", now).
		Where("show.movie_id IN (?)", bun.In(movieIDs)).
		OrderExpr("show.starts_at, show.movie_id").
		Scan(ctx)
	return shows, err
}

// AllShowsAt lists the shows on one cinema's screens, past ones
// included, soonest first, each with its movie; an empty cinemaID means
// every cinema.
func AllShowsAt(ctx context.Context, idb bun.IDB, cinemaID string) ([]Show, error) {
	var shows []Show
	q := idb.NewSelect().Model(&shows).Relation("Movie").Relation("Screen.Cinema").OrderExpr("show.starts_at, show.id")
	if cinemaID != "" {
		q = q.Where("screen.cinema_id = ?", cinemaID)
	}
	return shows, q.Scan(ctx)
}

// UpcomingShowsAt is UpcomingShows (every movie) limited to one cinema's
// screens; an empty cinemaID means every cinema.
func UpcomingShowsAt(ctx context.Context, idb bun.IDB, now time.Time, cinemaID string) ([]Show, error) {
	var shows []Show
	q := idb.NewSelect().Model(&shows).Relation("Movie").Relation("Screen.Cinema").
		Where("show.starts_at > ?", now).
		OrderExpr("show.starts_at, show.movie_id")
	if cinemaID != "" {
		q = q.Where("screen.cinema_id = ?", cinemaID)
	}
	return shows, q.Scan(ctx)
}

// ShowByID returns one show with its movie.
func ShowByID(ctx context.Context, idb bun.IDB, id string) (*Show, error) {
	s := new(Show)
	if err := idb.NewSelect().Model(s).Relation("Movie").Relation("Screen.Cinema").Where("show.id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return s, nil
}

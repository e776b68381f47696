package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

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

// AllShows lists every show, past ones included, soonest first, each with
// its movie.
func AllShows(ctx context.Context, idb bun.IDB) ([]Show, error) {
	return AllShowsAt(ctx, idb, "")
}

// AllShowsAt is AllShows limited to one cinema's screens; an empty
// cinemaID means every cinema.
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

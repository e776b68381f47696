package users

import (
	"context"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/programme"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
)

// Service manages users and favourites.
type Service struct {
	DB bun.IDB
	// Clock is the time; tests set a fixed one.
	Clock clock.Clock
}

// RecordUser stores the caller's profile; auth calls it on first sight.
func (s *Service) RecordUser(ctx context.Context, c auth.Caller) error {
	now := s.Clock.Now()
	return db.UpsertUser(ctx, s.DB, &db.User{
		ID: c.UserID, Name: c.Name, Email: c.Email, ImageURL: c.ImageURL,
		CreatedAt: now, UpdatedAt: now,
	})
}

// Favourites returns the caller's favourite movies, most recent first.
func (s *Service) Favourites(ctx context.Context) ([]db.Movie, error) {
	c, err := auth.Require(ctx)
	if err != nil {
		return nil, err
	}
	return db.FavouriteMovies(ctx, s.DB, c.UserID)
}

// FavouriteSet returns the caller's favourite movie ids; empty when
// signed out, since "is this a favourite" is simply false for visitors.
func (s *Service) FavouriteSet(ctx context.Context) (map[int64]bool, error) {
	c := auth.CallerFrom(ctx)
	if c == nil {
		return map[int64]bool{}, nil
	}
	ids, err := db.FavouriteIDs(ctx, s.DB, c.UserID)
	if err != nil {
		return nil, err
	}
	set := make(map[int64]bool, len(ids))
	for _, id := range ids {
		set[id] = true
	}
	return set, nil
}

// ToggleFavourite adds or removes a movie from the caller's favourites and
// returns the movie and whether it is now a favourite.
func (s *Service) ToggleFavourite(ctx context.Context, rawMovieID string) (*db.Movie, bool, error) {
	c, err := auth.Require(ctx)
	if err != nil {
		return nil, false, err
	}
	movieID, err := programme.ParseMovieID(rawMovieID)
	if err != nil {
		return nil, false, err
	}
	var movie *db.Movie
	var isFav bool
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		m, err := db.MovieByID(ctx, tx, movieID)
		if err == db.ErrNotFound {
			return apperr.NotFoundf("Movie not found")
		}
		if err != nil {
			return err
		}
		movie = m
		now := s.Clock.Now()
		// The profile may not be recorded yet if recording failed earlier;
		// the favourite row still needs its user row.
		if err := db.EnsureUser(ctx, tx, c.UserID, now); err != nil {
			return err
		}
		isFav, err = db.ToggleFavourite(ctx, tx, c.UserID, movieID, now)
		return err
	})
	if err != nil {
		return nil, false, err
	}
	return movie, isFav, nil
}

// Customer returns the person a booking belongs to, using the row the
// booking query already joined when there is one.
func (s *Service) Customer(ctx context.Context, b *db.Booking) (*db.User, error) {
	if b.User != nil {
		return b.User, nil
	}
	return db.UserByID(ctx, s.DB, b.UserID)
}

// ByID returns one person by id (a booking's seller, an audit row's
// actor).
func (s *Service) ByID(ctx context.Context, id string) (*db.User, error) {
	return db.UserByID(ctx, s.DB, id)
}

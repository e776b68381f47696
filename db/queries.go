package db

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"
)

// ErrNotFound is returned by single-row lookups that match nothing.
var ErrNotFound = errors.New("not found")

func notFound(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// MoviesWithUpcomingShows lists the movies that have a show starting after
// now, ordered by their soonest show, casts included (one extra query for
// all casts, not one per movie).
func MoviesWithUpcomingShows(ctx context.Context, idb bun.IDB, now time.Time) ([]Movie, error) {
	var movies []Movie
	next := idb.NewSelect().Model((*Show)(nil)).
		ColumnExpr("movie_id, MIN(starts_at) AS first_start").
		Where("starts_at > ?", now).
		Group("movie_id")
	err := idb.NewSelect().Model(&movies).
		Relation("Casts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("position") }).
		Join("JOIN (?) AS nx ON nx.movie_id = movie.id", next).
		OrderExpr("nx.first_start, movie.id").
		Scan(ctx)
	return movies, err
}

// MovieByID returns one movie with its cast.
func MovieByID(ctx context.Context, idb bun.IDB, id int64) (*Movie, error) {
	m := new(Movie)
	err := idb.NewSelect().Model(m).
		Relation("Casts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("position") }).
		Where("movie.id = ?", id).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return m, nil
}

// MoviesByIDs returns the movies with the given ids (casts included), in
// no particular order.
func MoviesByIDs(ctx context.Context, idb bun.IDB, ids []int64) ([]Movie, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var movies []Movie
	err := idb.NewSelect().Model(&movies).
		Relation("Casts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("position") }).
		Where("movie.id IN (?)", bun.In(ids)).Scan(ctx)
	return movies, err
}

// CastOf returns a movie's cast in billing order.
func CastOf(ctx context.Context, idb bun.IDB, movieID int64) ([]CastMember, error) {
	var cast []CastMember
	err := idb.NewSelect().Model(&cast).Where("movie_id = ?", movieID).Order("position").Scan(ctx)
	return cast, err
}

// UpcomingShows lists shows starting after now, soonest first, each with
// its movie (joined, not fetched one by one). A non-empty movieIDs limits
// the list to those movies.
func UpcomingShows(ctx context.Context, idb bun.IDB, now time.Time, movieIDs ...int64) ([]Show, error) {
	var shows []Show
	q := idb.NewSelect().Model(&shows).Relation("Movie").
		Where("show.starts_at > ?", now).
		OrderExpr("show.starts_at, show.movie_id")
	if len(movieIDs) > 0 {
		q = q.Where("show.movie_id IN (?)", bun.In(movieIDs))
	}
	return shows, q.Scan(ctx)
}

// UpcomingShowTimes lists the bare show rows (no movie) starting after
// now for the given movies, soonest first: what show-time lists need.
func UpcomingShowTimes(ctx context.Context, idb bun.IDB, now time.Time, movieIDs []int64) ([]Show, error) {
	var shows []Show
	err := idb.NewSelect().Model(&shows).
		Column("id", "movie_id", "starts_at").
		Where("starts_at > ?", now).
		Where("movie_id IN (?)", bun.In(movieIDs)).
		OrderExpr("starts_at, movie_id").
		Scan(ctx)
	return shows, err
}

// ShowByID returns one show with its movie.
func ShowByID(ctx context.Context, idb bun.IDB, id string) (*Show, error) {
	s := new(Show)
	if err := idb.NewSelect().Model(s).Relation("Movie").Where("show.id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return s, nil
}

// UpsertUser records a user, refreshing their profile fields.
func UpsertUser(ctx context.Context, idb bun.IDB, u *User) error {
	_, err := idb.NewInsert().Model(u).
		On("CONFLICT (id) DO UPDATE").
		Set("name = EXCLUDED.name").
		Set("email = EXCLUDED.email").
		Set("image_url = EXCLUDED.image_url").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx)
	return err
}

// EnsureUser inserts a minimal user row when none exists, so rows that
// reference the user can be written even if recording the profile failed.
func EnsureUser(ctx context.Context, idb bun.IDB, id string, now time.Time) error {
	u := &User{ID: id, Name: "", CreatedAt: now, UpdatedAt: now}
	_, err := idb.NewInsert().Model(u).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	return err
}

// FavouriteMovies returns a user's favourite movies, most recent first.
func FavouriteMovies(ctx context.Context, idb bun.IDB, userID string) ([]Movie, error) {
	var favs []Favourite
	err := idb.NewSelect().Model(&favs).Relation("Movie").
		Where("favourite.user_id = ?", userID).
		OrderExpr("favourite.created_at DESC, favourite.movie_id").
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	ids := make([]int64, len(favs))
	for i, f := range favs {
		ids[i] = f.MovieID
	}
	// One more query fills every cast, keeping the favourites' order.
	withCasts, err := MoviesByIDs(ctx, idb, ids)
	if err != nil {
		return nil, err
	}
	byID := make(map[int64]Movie, len(withCasts))
	for _, m := range withCasts {
		byID[m.ID] = m
	}
	out := make([]Movie, 0, len(favs))
	for _, f := range favs {
		if m, ok := byID[f.MovieID]; ok {
			out = append(out, m)
		}
	}
	return out, nil
}

// FavouriteIDs returns the ids of a user's favourite movies.
func FavouriteIDs(ctx context.Context, idb bun.IDB, userID string) ([]int64, error) {
	var ids []int64
	err := idb.NewSelect().Model((*Favourite)(nil)).Column("movie_id").Where("user_id = ?", userID).Scan(ctx, &ids)
	return ids, err
}

// ToggleFavourite adds the movie to the user's favourites, or removes it
// when present, and reports whether it is a favourite afterwards. The
// delete-then-insert order makes two racing toggles end in a definite
// state instead of a duplicate-key error.
func ToggleFavourite(ctx context.Context, idb bun.IDB, userID string, movieID int64, now time.Time) (bool, error) {
	res, err := idb.NewDelete().Model((*Favourite)(nil)).
		Where("user_id = ? AND movie_id = ?", userID, movieID).Exec(ctx)
	if err != nil {
		return false, err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		return false, nil
	}
	fav := &Favourite{UserID: userID, MovieID: movieID, CreatedAt: now}
	if _, err := idb.NewInsert().Model(fav).On("CONFLICT DO NOTHING").Exec(ctx); err != nil {
		return false, err
	}
	return true, nil
}

// LoadOrCreateSetting returns the value stored under key, storing create()'s
// result first when there is none. Concurrent callers (several replicas
// starting together) all end up with the single stored value.
func LoadOrCreateSetting(ctx context.Context, idb bun.IDB, key string, create func() (string, error)) (string, error) {
	var s AppSetting
	err := idb.NewSelect().Model(&s).Where("key = ?", key).Scan(ctx)
	if err == nil {
		return s.Value, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	v, err := create()
	if err != nil {
		return "", err
	}
	if _, err := idb.NewInsert().Model(&AppSetting{Key: key, Value: v}).On("CONFLICT (key) DO NOTHING").Exec(ctx); err != nil {
		return "", err
	}
	if err := idb.NewSelect().Model(&s).Where("key = ?", key).Scan(ctx); err != nil {
		return "", err
	}
	return s.Value, nil
}

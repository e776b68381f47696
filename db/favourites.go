package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Favourite links a user to a movie they marked.
type Favourite struct {
	bun.BaseModel `bun:"table:favourites"`

	UserID    string    `bun:"user_id,pk"`
	MovieID   int64     `bun:"movie_id,pk"`
	CreatedAt time.Time `bun:"created_at,notnull"`

	Movie *Movie `bun:"rel:belongs-to,join:movie_id=id"`
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

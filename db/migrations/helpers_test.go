package migrations_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
)

// insertLegacyMovies stores movies (with their casts) as the first
// release did: the live Movie model has columns later steps added, which
// an older schema lacks.
func insertLegacyMovies(ctx context.Context, bdb *bun.DB, movies ...db.Movie) error {
	for _, m := range movies {
		row := migrations.LegacyMovie{ID: m.ID, Title: m.Title, Overview: m.Overview, Tagline: m.Tagline,
			PosterPath: m.PosterPath, BackdropPath: m.BackdropPath, ImageSource: m.ImageSource, VoteAverage: m.VoteAverage,
			VoteCount: m.VoteCount, Genres: m.Genres, Runtime: m.Runtime, ReleaseDate: m.ReleaseDate,
			OriginalLanguage: m.OriginalLanguage, TrailerKey: m.TrailerKey, CreatedAt: m.CreatedAt}
		if row.Genres == nil {
			row.Genres = []db.Genre{}
		}
		if _, err := bdb.NewInsert().Model(&row).Exec(ctx); err != nil {
			return err
		}
		if len(m.Casts) == 0 {
			continue
		}
		cast := append([]db.CastMember(nil), m.Casts...)
		for i := range cast {
			cast[i].MovieID = m.ID
		}
		if _, err := bdb.NewInsert().Model(&cast).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// asReleased runs fn on each configured database as the release whose
// last step was the n-th left it; fn fills it and migrates the rest of
// the way.
func asReleased(t *testing.T, n int, fn func(t *testing.T, ctx context.Context, bdb *bun.DB)) {
	t.Helper()
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			bdb, err := db.Open(ctx, dbtest.NewDSN(t, dialect))
			must(t, err)
			t.Cleanup(func() { _ = bdb.Close() })
			must(t, migrations.MigrateFirst(ctx, bdb, n))
			fn(t, ctx, bdb)
		})
	}
}

package migrations_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
)

// A database with movies from before search existed has them indexed
// once it migrates.
func TestMovieSearchMigrationIndexesStoredMovies(t *testing.T) {
	asReleased(t, 5, func(t *testing.T, ctx context.Context, bdb *bun.DB) {
		now := time.Date(2031, 5, 1, 12, 0, 0, 0, time.UTC)
		must(t, insertLegacyMovies(ctx, bdb, dbtest.SearchFixtureMovies(now)...))
		must(t, migrations.Migrate(ctx, bdb))
		// Their shows, now that shows have every column (the movies are
		// kept as stored).
		must(t, dbtest.InsertSearchFixture(ctx, bdb, now))
		found, err := db.SearchMovies(ctx, bdb, db.MovieQuery{Search: "hathaway", Genre: "comedy", Now: now})
		must(t, err)
		var got []int64
		for _, m := range found {
			got = append(got, m.ID)
		}
		if !slices.Equal(got, []int64{dbtest.MovieIntern}) {
			t.Fatalf("after migrating: %v", got)
		}
	})
}

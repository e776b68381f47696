package migrations_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
)

// A database with movies from before search existed has them indexed
// once it migrates.
func TestMovieSearchMigrationIndexesStoredMovies(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			bdb, err := db.Open(ctx, dbtest.NewDSN(t, dialect))
			must(t, err)
			t.Cleanup(func() { _ = bdb.Close() })
			must(t, migrations.MigrateFirst(ctx, bdb, 5))
			now := time.Date(2031, 5, 1, 12, 0, 0, 0, time.UTC)
			must(t, dbtest.InsertSearchFixture(ctx, bdb, now))
			must(t, migrations.Migrate(ctx, bdb))
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
}

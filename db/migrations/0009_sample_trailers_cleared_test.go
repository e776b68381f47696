package migrations_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/migrations"
)

// A database seeded before the sample trailers were dropped comes through
// migration 0009 with no trailer on sample movies and every imported
// movie's trailer kept.
func TestMigrationClearsSampleTrailers(t *testing.T) {
	asReleased(t, 5, func(t *testing.T, ctx context.Context, bdb *bun.DB) {
		now := time.Date(2030, 5, 1, 12, 0, 0, 0, time.UTC)
		must(t, insertLegacyMovies(ctx, bdb,
			db.Movie{ID: 9100001, Title: "Sample", ImageSource: db.ImageSourceSample, TrailerKey: "mQ7vR2xLk9T", CreatedAt: now},
			db.Movie{ID: 550, Title: "Imported", ImageSource: db.ImageSourceTMDB, TrailerKey: "SUXWAEX2jlg", CreatedAt: now}))
		if err := migrations.Migrate(ctx, bdb); err != nil {
			t.Fatal(err)
		}
		for id, want := range map[int64]string{9100001: "", 550: "SUXWAEX2jlg"} {
			m, err := db.MovieByID(ctx, bdb, id)
			must(t, err)
			if m.TrailerKey != want {
				t.Errorf("movie %d: trailer key %q after migration, want %q", id, m.TrailerKey, want)
			}
		}
	})
}

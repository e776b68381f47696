package catalog_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/catalog"
	"marquee/internal/domain/catalog/sample"
)

// A second pass (another start, another replica) writes nothing, and the
// stored cast resolves its photos where its movie's artwork is.
func TestSeedSampleIsIdempotent(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		kolkata, _ := time.LoadLocation("Asia/Kolkata")
		now := time.Now()
		first, err := catalog.SeedSample(ctx, bdb, now, kolkata)
		if err != nil {
			t.Fatal(err)
		}
		if first.Movies != len(sample.Movies()) || first.Shows == 0 {
			t.Fatalf("first pass = %+v, want %d movies and some shows", first, len(sample.Movies()))
		}
		again, err := catalog.SeedSample(ctx, bdb, now, kolkata)
		if err != nil || again != (catalog.SeedResult{}) {
			t.Fatalf("second pass = %+v, %v; want nothing written", again, err)
		}
		shows, err := db.AllShowsAt(ctx, bdb, "")
		if err != nil || len(shows) != first.Shows {
			t.Fatalf("%d shows stored (%v), first pass reported %d", len(shows), err, first.Shows)
		}
		m, err := db.MovieByID(ctx, bdb, sample.Movies()[0].ID)
		if err != nil {
			t.Fatal(err)
		}
		if len(m.Casts) == 0 {
			t.Fatal("sample movie stored without its cast")
		}
		for _, c := range m.Casts {
			if c.ImageSource != db.ImageSourceSample || c.MovieID != m.ID {
				t.Fatalf("cast row %+v: want image source %q and movie %d", c, db.ImageSourceSample, m.ID)
			}
		}
	})
}

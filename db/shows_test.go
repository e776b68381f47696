package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

func TestAllShowsIncludesPastShowsInStartOrder(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		addMovie(t, bdb, 1)
		addMovie(t, bdb, 2)
		addShow(t, bdb, "00000000-0000-0000-0000-00000000000c", 2, t0.Add(time.Hour))
		addShow(t, bdb, "00000000-0000-0000-0000-00000000000a", 1, t0.Add(-72*time.Hour))
		addShow(t, bdb, "00000000-0000-0000-0000-00000000000b", 1, t0.Add(time.Hour))
		shows, err := db.AllShowsAt(context.Background(), bdb, "")
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"00000000-0000-0000-0000-00000000000a", "00000000-0000-0000-0000-00000000000b", "00000000-0000-0000-0000-00000000000c"}
		if len(shows) != len(want) {
			t.Fatalf("%d shows, want %d", len(shows), len(want))
		}
		for i, sh := range shows {
			if sh.ID != want[i] || sh.Movie == nil || sh.Movie.ID != sh.MovieID {
				t.Fatalf("show %d = %s with movie %+v, want %s with its movie", i, sh.ID, sh.Movie, want[i])
			}
		}
	})
}

package db_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

func TestInsertMovieStoresOnceWithItsCast(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		m := &db.Movie{ID: 77, Title: "First", ImageSource: db.ImageSourceTMDB, CreatedAt: t0,
			Casts: []db.CastMember{
				{Position: 0, PersonID: 1, Name: "A"},
				{Position: 1, PersonID: 2, Name: "B", ImageSource: db.ImageSourceSample},
			}}
		stored, err := db.InsertMovie(ctx, bdb, m)
		if err != nil || !stored {
			t.Fatalf("first insert: stored=%v err=%v", stored, err)
		}
		if m.Casts[0].MovieID != 0 || m.Casts[0].ImageSource != "" || m.Genres != nil {
			t.Fatalf("InsertMovie changed its argument: %+v", m)
		}
		got, err := db.MovieByID(ctx, bdb, 77)
		if err != nil {
			t.Fatal(err)
		}
		if got.Genres == nil || len(got.Genres) != 0 {
			t.Fatalf("nil genres stored as %#v, want an empty list", got.Genres)
		}
		if len(got.Casts) != 2 || got.Casts[0].MovieID != 77 ||
			got.Casts[0].ImageSource != db.ImageSourceTMDB || got.Casts[1].ImageSource != db.ImageSourceSample {
			t.Fatalf("cast = %+v", got.Casts)
		}

		again := &db.Movie{ID: 77, Title: "Second", CreatedAt: t0, Casts: []db.CastMember{{Position: 5, Name: "C"}}}
		stored, err = db.InsertMovie(ctx, bdb, again)
		if err != nil || stored {
			t.Fatalf("second insert: stored=%v err=%v", stored, err)
		}
		got, err = db.MovieByID(ctx, bdb, 77)
		if err != nil {
			t.Fatal(err)
		}
		if got.Title != "First" || len(got.Casts) != 2 {
			t.Fatalf("stored movie changed: %q with %d cast", got.Title, len(got.Casts))
		}
	})
}

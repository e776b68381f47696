package db_test

import (
	"context"
	"fmt"
	"testing"
	"time"

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

// Similar movies are the other movies with upcoming shows, most genres in
// common first; equal counts keep the soonest show first, then the lower
// id. Past shows do not count, and the movie itself is never listed.
func TestSimilarMoviesRankBySharedGenres(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		action, thriller, drama, comedy := db.Genre{ID: 28, Name: "Action"}, db.Genre{ID: 53, Name: "Thriller"},
			db.Genre{ID: 18, Name: "Drama"}, db.Genre{ID: 35, Name: "Comedy"}
		movies := []struct {
			id     int64
			genres []db.Genre
			show   time.Duration // from t0; negative: only a past show
		}{
			{1, []db.Genre{action, thriller}, 1 * time.Hour}, // the movie itself
			{2, []db.Genre{thriller, action}, 6 * time.Hour}, // 2 shared
			{3, []db.Genre{drama, thriller, action}, 5 * time.Hour},
			{4, []db.Genre{thriller}, 2 * time.Hour},  // 1 shared
			{5, []db.Genre{action}, 2 * time.Hour},    // 1 shared, same time as 4: lower id first
			{6, []db.Genre{comedy}, 30 * time.Minute}, // 0 shared, soonest show
			{7, []db.Genre{action, thriller}, -time.Hour},
			{8, []db.Genre{}, 3 * time.Hour},
		}
		for _, m := range movies {
			_, err := db.InsertMovie(ctx, bdb, &db.Movie{ID: m.id, Title: fmt.Sprint("M", m.id), Genres: m.genres, CreatedAt: t0})
			must(t, err)
			addShow(t, bdb, fmt.Sprint("s", m.id), m.id, t0.Add(m.show))
		}
		ids := func(ms []db.Movie) []int64 {
			out := make([]int64, len(ms))
			for i, m := range ms {
				out[i] = m.ID
			}
			return out
		}
		cases := []struct {
			name   string
			genres []int
			limit  int
			want   []int64
		}{
			{"ranked", []int{28, 53}, 10, []int64{3, 2, 4, 5, 6, 8}},
			{"first four", []int{28, 53}, 4, []int64{3, 2, 4, 5}},
			{"no genres: soonest first", nil, 10, []int64{6, 4, 5, 8, 3, 2}},
		}
		for _, c := range cases {
			got, err := db.SimilarMovies(ctx, bdb, t0, 1, c.genres, c.limit)
			must(t, err)
			if fmt.Sprint(ids(got)) != fmt.Sprint(c.want) {
				t.Errorf("%s: similar movies %v, want %v", c.name, ids(got), c.want)
			}
		}
		got, err := db.SimilarMovies(ctx, bdb, t0, 1, []int{18}, 1)
		must(t, err)
		if len(got) != 1 || got[0].Title != "M3" || len(got[0].Genres) != 3 {
			t.Errorf("rows are whole movies: %+v", got)
		}
	})
}

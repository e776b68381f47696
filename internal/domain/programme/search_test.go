package programme_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/programme"
	"marquee/internal/platform/apperr"
)

// now is the fixtures' clock: 17:30 in Kolkata, 08:00 in New York.
var now = time.Date(2031, 5, 1, 12, 0, 0, 0, time.UTC)

func ptr[T any](v T) *T { return &v }

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// service is the programme over the search fixture (shows in Kolkata),
// plus a cinema in New York showing Dallas Buyers Club at 23:30 on 2 May
// there, which is already 3 May in Kolkata.
func service(t *testing.T, bdb *bun.DB) *programme.Service {
	t.Helper()
	ctx := context.Background()
	must(t, dbtest.InsertSearchFixture(ctx, bdb, now))
	ny := &db.Cinema{ID: "00000000-0000-4000-8000-0000000ce001", Name: "Queens Plaza", City: "New York",
		Address: "1 Queens Plaza", TimeZone: "America/New_York", CleaningBufferMinutes: 20, CreatedAt: now}
	must(t, db.InsertCinema(ctx, bdb, ny))
	screen := &db.Screen{ID: "00000000-0000-4000-8000-0000000de001", CinemaID: ny.ID, Name: "One", LayoutID: db.DefaultLayoutID, CreatedAt: now}
	must(t, db.InsertScreen(ctx, bdb, screen))
	must(t, dbtest.InsertShows(ctx, bdb, db.Show{ID: "00000000-0000-4000-8000-0000000f0001", MovieID: dbtest.MovieDallas,
		StartsAt: time.Date(2031, 5, 3, 3, 30, 0, 0, time.UTC), PricePaise: 20000, ScreenID: screen.ID, CreatedAt: now}))
	kolkata, err := time.LoadLocation("Asia/Kolkata")
	must(t, err)
	return &programme.Service{DB: bdb, TZ: kolkata, Clock: func() time.Time { return now }}
}

func ids(ms []db.Movie) []int64 {
	out := make([]int64, len(ms))
	for i, m := range ms {
		out[i] = m.ID
	}
	return out
}

// A date is each show's cinema-local date: the New York show at 23:30 on
// 2 May counts for 2 May, though it is 3 May in Kolkata.
func TestFindMoviesByDateInEachCinemasZone(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		s := service(t, bdb)
		ctx := context.Background()
		for date, want := range map[string][]int64{
			"2031-05-01": {dbtest.MovieMonsoon, dbtest.MovieIntern, dbtest.MovieInterstellar, dbtest.MovieDallas},
			"2031-05-02": {dbtest.MovieInterstellar, dbtest.MovieShahJahan, dbtest.MovieDallas},
			"2031-05-03": {dbtest.MovieAmelie},
			"2031-05-04": {},
			"2031-04-30": {},
		} {
			got, err := s.FindMovies(ctx, &programme.MovieFilter{Date: ptr(" " + date)}, ptr(programme.SortSoonestShow), nil)
			must(t, err)
			if !slices.Equal(ids(got), want) {
				t.Errorf("date %s: %v, want %v", date, ids(got), want)
			}
		}
		got, err := s.FindMovies(ctx, &programme.MovieFilter{Search: ptr("matt"), Genre: ptr("DRAMA"), Language: ptr("EN"), Date: ptr("2031-05-02")}, ptr(programme.SortSoonestShow), nil)
		must(t, err)
		if want := []int64{dbtest.MovieInterstellar, dbtest.MovieDallas}; !slices.Equal(ids(got), want) {
			t.Errorf("every filter at once: %v, want %v", ids(got), want)
		}
	})
}

// A city keeps the movies showing at its cinemas, whatever the letter
// case, and orders them by their soonest show there: Amélie plays New York
// before Dallas Buyers Club does, though Dallas plays Bengaluru first.
func TestFindMoviesByCity(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		s := service(t, bdb)
		ctx := context.Background()
		must(t, dbtest.InsertShows(ctx, bdb, db.Show{ID: "00000000-0000-4000-8000-0000000f0002", MovieID: dbtest.MovieAmelie,
			StartsAt: time.Date(2031, 5, 2, 22, 0, 0, 0, time.UTC), PricePaise: 20000, ScreenID: "00000000-0000-4000-8000-0000000de001", CreatedAt: now}))
		everywhere := []int64{dbtest.MovieMonsoon, dbtest.MovieIntern, dbtest.MovieInterstellar, dbtest.MovieDallas, dbtest.MovieShahJahan, dbtest.MovieAmelie}
		cases := []struct {
			name string
			f    programme.MovieFilter
			want []int64
		}{
			{"the default cinema's city", programme.MovieFilter{City: ptr("Bengaluru")}, everywhere},
			{"another city, by its soonest show there", programme.MovieFilter{City: ptr("New York")}, []int64{dbtest.MovieAmelie, dbtest.MovieDallas}},
			{"letter case and spaces", programme.MovieFilter{City: ptr("  new YORK ")}, []int64{dbtest.MovieAmelie, dbtest.MovieDallas}},
			{"a city without a cinema", programme.MovieFilter{City: ptr("Pune")}, []int64{}},
			{"city and date: that day's shows there", programme.MovieFilter{City: ptr("New York"), Date: ptr("2031-05-02")}, []int64{dbtest.MovieAmelie, dbtest.MovieDallas}},
			{"city and a date with no show there", programme.MovieFilter{City: ptr("New York"), Date: ptr("2031-05-01")}, []int64{}},
			{"city and genre", programme.MovieFilter{City: ptr("New York"), Genre: ptr("drama")}, []int64{dbtest.MovieDallas}},
			{"a blank city is every city", programme.MovieFilter{City: ptr(" ")}, everywhere},
		}
		for _, c := range cases {
			got, err := s.FindMovies(ctx, &c.f, ptr(programme.SortSoonestShow), nil)
			must(t, err)
			if !slices.Equal(ids(got), c.want) {
				t.Errorf("%s: %v, want %v", c.name, ids(got), c.want)
			}
		}
	})
}

// Blank fields, a nil filter and a nil sort all list the programme as
// Movies does.
func TestFindMoviesWithoutFilterIsMovies(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		s := service(t, bdb)
		ctx := context.Background()
		want, err := s.Movies(ctx)
		must(t, err)
		blank := ptr("  ")
		for name, f := range map[string]*programme.MovieFilter{
			"nil":   nil,
			"empty": {},
			"blank": {Search: blank, Genre: blank, Language: blank, Date: blank},
		} {
			got, err := s.FindMovies(ctx, f, nil, nil)
			must(t, err)
			if !slices.Equal(ids(got), ids(want)) || len(got) != 6 {
				t.Errorf("%s filter: %v, want %v", name, ids(got), ids(want))
			}
		}
		got, err := s.FindMovies(ctx, nil, nil, ptr(2))
		must(t, err)
		if !slices.Equal(ids(got), ids(want)[:2]) {
			t.Errorf("limit 2: %v", ids(got))
		}
	})
}

func TestFindMoviesRefusesBadInput(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		s := service(t, bdb)
		ctx := context.Background()
		cases := []struct {
			name  string
			f     *programme.MovieFilter
			sort  *programme.Sort
			limit *int
		}{
			{"search over 100 characters", &programme.MovieFilter{Search: ptr(strings.Repeat("é", 101))}, nil, nil},
			{"date in another format", &programme.MovieFilter{Date: ptr("02/05/2031")}, nil, nil},
			{"date that does not exist", &programme.MovieFilter{Date: ptr("2031-02-30")}, nil, nil},
			{"date without padding", &programme.MovieFilter{Date: ptr("2031-5-2")}, nil, nil},
			{"language with spaces", &programme.MovieFilter{Language: ptr("e n")}, nil, nil},
			{"language too long", &programme.MovieFilter{Language: ptr("englishlanguage")}, nil, nil},
			{"genre too long", &programme.MovieFilter{Genre: ptr(strings.Repeat("g", 51))}, nil, nil},
			{"city too long", &programme.MovieFilter{City: ptr(strings.Repeat("é", 61))}, nil, nil},
			{"unknown sort", nil, ptr(programme.Sort("POPULAR")), nil},
			{"limit 0", nil, nil, ptr(0)},
			{"limit over 100", nil, nil, ptr(101)},
		}
		for _, c := range cases {
			_, err := s.FindMovies(ctx, c.f, c.sort, c.limit)
			if !apperr.Is(err, apperr.BadInput) {
				t.Errorf("%s: err = %v, want BAD_USER_INPUT", c.name, err)
			}
		}
		if _, err := s.FindMovies(ctx, &programme.MovieFilter{Search: ptr(strings.Repeat("é", 100))}, nil, ptr(100)); err != nil {
			t.Errorf("100 characters and limit 100 are allowed: %v", err)
		}
		if _, err := s.FindMovies(ctx, &programme.MovieFilter{City: ptr(strings.Repeat("é", 60))}, nil, nil); err != nil {
			t.Errorf("a city of 60 characters is allowed: %v", err)
		}
	})
}

func TestFilterOptions(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		s := service(t, bdb)
		got, err := s.FilterOptions(context.Background())
		must(t, err)
		want := programme.FilterOptions{
			Genres:    []string{"Adventure", "Comedy", "Drama", "History", "Romance", "Science Fiction"},
			Languages: []string{"en", "fr", "hi"},
			Dates:     []string{"2031-05-01", "2031-05-02", "2031-05-03"},
		}
		if !slices.Equal(got.Genres, want.Genres) || !slices.Equal(got.Languages, want.Languages) || !slices.Equal(got.Dates, want.Dates) {
			t.Fatalf("options = %+v, want %+v", *got, want)
		}
	})
}

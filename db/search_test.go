package db_test

import (
	"context"
	"reflect"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

func searchDB(t *testing.T, bdb *bun.DB) {
	t.Helper()
	must(t, dbtest.InsertSearchFixture(context.Background(), bdb, t0))
}

func movieIDs(ms []db.Movie) []int64 {
	ids := make([]int64, len(ms))
	for i, m := range ms {
		ids[i] = m.ID
	}
	return ids
}

func search(t *testing.T, idb bun.IDB, q db.MovieQuery) []int64 {
	t.Helper()
	if q.Now.IsZero() {
		q.Now = t0
	}
	ms, err := db.SearchMovies(context.Background(), idb, q)
	must(t, err)
	return movieIDs(ms)
}

// inTiers reports whether got is the groups of want one after the
// other, each group in any order: the databases score matches of one
// kind (title or cast) differently, but both rank every title match
// above every cast match.
func inTiers(got []int64, want [][]int64) bool {
	for _, tier := range want {
		if len(got) < len(tier) {
			return false
		}
		head := slices.Clone(got[:len(tier)])
		slices.Sort(head)
		sorted := slices.Clone(tier)
		slices.Sort(sorted)
		if !slices.Equal(head, sorted) {
			return false
		}
		got = got[len(tier):]
	}
	return len(got) == 0
}

func TestSearchMoviesMatchesTitlesAndCasts(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		searchDB(t, bdb)
		cases := []struct {
			name, text string
			want       [][]int64
		}{
			// Title matches (Interstellar, The Intern) before the cast match
			// (Meera Interwala); Interlude's show has started and Internal
			// Affairs has none.
			{"title prefix as typed", "inter", [][]int64{{dbtest.MovieInterstellar, dbtest.MovieIntern}, {dbtest.MovieShahJahan}}},
			{"letter case is ignored", "iNTERSTELL", [][]int64{{dbtest.MovieInterstellar}}},
			{"a whole title word", "wedding", [][]int64{{dbtest.MovieMonsoon}}},
			{"a word inside the title", "buyers", [][]int64{{dbtest.MovieDallas}}},
			{"cast surname", "hathaway", [][]int64{{dbtest.MovieIntern, dbtest.MovieInterstellar}}},
			{"cast first-name prefix", "mat", [][]int64{{dbtest.MovieInterstellar, dbtest.MovieDallas, dbtest.MovieAmelie}}},
			{"every word must match, title and cast together", "matt dallas", [][]int64{{dbtest.MovieDallas}}},
			{"two cast words", "anne hath", [][]int64{{dbtest.MovieIntern, dbtest.MovieInterstellar}}},
			{"title before cast even when the cast match shows sooner", "shah", [][]int64{{dbtest.MovieShahJahan}, {dbtest.MovieMonsoon}}},
			{"non-ASCII letters, any case", "AMÉ", [][]int64{{dbtest.MovieAmelie}}},
			{"punctuation between words", "  de-niro!! ", [][]int64{{dbtest.MovieIntern}}},
			{"query syntax is plain text", `"inter"* ^`, [][]int64{{dbtest.MovieInterstellar, dbtest.MovieIntern}, {dbtest.MovieShahJahan}}},
			{"operator words are words", "inter OR shah", nil},
			{"a combining mark alone", "\u0303", nil},
			{"no such word", "zebra", nil},
			{"only punctuation matches nothing", "?!--", nil},
			{"a word must begin a word, not sit inside one", "stellar", nil},
		}
		for _, c := range cases {
			got := search(t, bdb, db.MovieQuery{Search: c.text, Order: db.OrderRelevance})
			if !inTiers(got, c.want) {
				t.Errorf("%s: search %q = %v, want %v (each group in any order)", c.name, c.text, got, c.want)
			}
		}
	})
}

func TestSearchMoviesFiltersAndOrders(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		searchDB(t, bdb)
		// The default cinema's zone is stored as ""; the fixture's shows
		// start 1, 2, 3, 5, 26, 28 and 50 hours after t0.
		tomorrow := db.DaySpan{TimeZone: "", From: t0.Add(24 * time.Hour), To: t0.Add(48 * time.Hour)}
		cases := []struct {
			name string
			q    db.MovieQuery
			want []int64
		}{
			{"genre", db.MovieQuery{Genre: "drama"},
				[]int64{dbtest.MovieMonsoon, dbtest.MovieInterstellar, dbtest.MovieDallas, dbtest.MovieShahJahan}},
			{"genre with a space", db.MovieQuery{Genre: "science fiction"}, []int64{dbtest.MovieInterstellar}},
			{"language", db.MovieQuery{Language: "hi"}, []int64{dbtest.MovieMonsoon, dbtest.MovieShahJahan}},
			{"day: the soonest show of that day counts", db.MovieQuery{Day: []db.DaySpan{tomorrow}},
				[]int64{dbtest.MovieInterstellar, dbtest.MovieShahJahan}},
			{"genre, language and day together", db.MovieQuery{Genre: "drama", Language: "hi", Day: []db.DaySpan{tomorrow}},
				[]int64{dbtest.MovieShahJahan}},
			{"search with a genre", db.MovieQuery{Search: "mat", Genre: "comedy"}, []int64{dbtest.MovieAmelie}},
			{"unknown genre", db.MovieQuery{Genre: "western"}, []int64{}},
			// Every fixture show is at the default cinema, in Bengaluru.
			{"city, letter case ignored", db.MovieQuery{City: "BENGALURU", Order: db.OrderRating},
				[]int64{dbtest.MovieInterstellar, dbtest.MovieDallas, dbtest.MovieAmelie, dbtest.MovieMonsoon, dbtest.MovieIntern, dbtest.MovieShahJahan}},
			{"city and day together", db.MovieQuery{City: "bengaluru", Day: []db.DaySpan{tomorrow}},
				[]int64{dbtest.MovieInterstellar, dbtest.MovieShahJahan}},
			{"a city without a cinema", db.MovieQuery{City: "Pune"}, []int64{}},
			{"rating", db.MovieQuery{Order: db.OrderRating},
				[]int64{dbtest.MovieInterstellar, dbtest.MovieDallas, dbtest.MovieAmelie, dbtest.MovieMonsoon, dbtest.MovieIntern, dbtest.MovieShahJahan}},
			{"newest", db.MovieQuery{Order: db.OrderNewest},
				[]int64{dbtest.MovieShahJahan, dbtest.MovieIntern, dbtest.MovieInterstellar, dbtest.MovieDallas, dbtest.MovieMonsoon, dbtest.MovieAmelie}},
			{"soonest show with a search", db.MovieQuery{Search: "shah", Order: db.OrderSoonestShow},
				[]int64{dbtest.MovieMonsoon, dbtest.MovieShahJahan}},
			{"rating with a search", db.MovieQuery{Search: "hathaway", Order: db.OrderRating},
				[]int64{dbtest.MovieInterstellar, dbtest.MovieIntern}},
			{"limit", db.MovieQuery{Order: db.OrderRating, Limit: 2}, []int64{dbtest.MovieInterstellar, dbtest.MovieDallas}},
		}
		for _, c := range cases {
			if got := search(t, bdb, c.q); !slices.Equal(got, c.want) {
				t.Errorf("%s: %v, want %v", c.name, got, c.want)
			}
		}
	})
}

// The zero query is the old movies list: same movies, same order, same
// casts; a movie whose only show has started, or that has none, is left
// out either way.
func TestSearchMoviesWithoutFilterIsTheProgramme(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		searchDB(t, bdb)
		ctx := context.Background()
		old, err := db.MoviesWithUpcomingShows(ctx, bdb, t0)
		must(t, err)
		got, err := db.SearchMovies(ctx, bdb, db.MovieQuery{Now: t0})
		must(t, err)
		if !reflect.DeepEqual(got, old) {
			t.Fatalf("zero query = %v, programme = %v", movieIDs(got), movieIDs(old))
		}
		want := []int64{dbtest.MovieMonsoon, dbtest.MovieIntern, dbtest.MovieInterstellar, dbtest.MovieDallas, dbtest.MovieShahJahan, dbtest.MovieAmelie}
		if !slices.Equal(movieIDs(got), want) {
			t.Fatalf("programme = %v, want %v", movieIDs(got), want)
		}
		if len(got[0].Casts) != 2 || got[0].Casts[0].Name != "Naseeruddin Shah" {
			t.Fatalf("casts not loaded in order: %+v", got[0].Casts)
		}
		if got := search(t, bdb, db.MovieQuery{Order: db.OrderRelevance}); !slices.Equal(got, want) {
			t.Fatalf("relevance without a search = %v, want %v", got, want)
		}
	})
}

// Any write to movies or cast_members reaches the search index and the
// genre table, whoever makes it.
func TestSearchIndexFollowsWrites(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		searchDB(t, bdb)
		ctx := context.Background()
		_, err := bdb.NewUpdate().Model((*db.Movie)(nil)).Set("title = ?", "Gravity").
			Set("genres = ?", `[{"id":1,"name":"Thriller"}]`).Where("id = ?", dbtest.MovieDallas).Exec(ctx)
		must(t, err)
		if got := search(t, bdb, db.MovieQuery{Search: "dallas"}); len(got) != 0 {
			t.Errorf("old title still found: %v", got)
		}
		if got := search(t, bdb, db.MovieQuery{Search: "grav"}); !slices.Equal(got, []int64{dbtest.MovieDallas}) {
			t.Errorf("new title: %v", got)
		}
		if got := search(t, bdb, db.MovieQuery{Genre: "thriller"}); !slices.Equal(got, []int64{dbtest.MovieDallas}) {
			t.Errorf("new genre: %v", got)
		}
		if got := search(t, bdb, db.MovieQuery{Genre: "drama", Search: "grav"}); len(got) != 0 {
			t.Errorf("old genre still found: %v", got)
		}
		_, err = bdb.NewDelete().Model((*db.CastMember)(nil)).Where("movie_id = ? AND name = ?", dbtest.MovieDallas, "Jared Leto").Exec(ctx)
		must(t, err)
		_, err = bdb.NewInsert().Model(&db.CastMember{MovieID: dbtest.MovieIntern, Position: 9, Name: "Zendaya Coleman"}).Exec(ctx)
		must(t, err)
		if got := search(t, bdb, db.MovieQuery{Search: "leto"}); len(got) != 0 {
			t.Errorf("removed cast member still found: %v", got)
		}
		if got := search(t, bdb, db.MovieQuery{Search: "zend"}); !slices.Equal(got, []int64{dbtest.MovieIntern}) {
			t.Errorf("added cast member: %v", got)
		}
		if got := search(t, bdb, db.MovieQuery{Search: "matthew"}); !slices.Contains(got, dbtest.MovieDallas) {
			t.Errorf("the rest of the cast is lost: %v", got)
		}
	})
}

func TestFilterFacets(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		searchDB(t, bdb)
		ctx := context.Background()
		genres, err := db.UpcomingGenres(ctx, bdb, t0)
		must(t, err)
		// Crime belongs only to Internal Affairs, which has no show.
		if want := []string{"Adventure", "Comedy", "Drama", "History", "Romance", "Science Fiction"}; !slices.Equal(genres, want) {
			t.Errorf("genres = %v, want %v", genres, want)
		}
		langs, err := db.UpcomingLanguages(ctx, bdb, t0)
		must(t, err)
		if want := []string{"en", "fr", "hi"}; !slices.Equal(langs, want) {
			t.Errorf("languages = %v, want %v", langs, want)
		}
		starts, err := db.UpcomingShowStarts(ctx, bdb, t0)
		must(t, err)
		if len(starts) != 7 || !starts[0].StartsAt.Equal(t0.Add(time.Hour)) || starts[0].TimeZone != "" {
			t.Errorf("starts = %+v", starts)
		}
		zones, err := db.CinemaTimeZones(ctx, bdb)
		must(t, err)
		if !slices.Equal(zones, []string{""}) {
			t.Errorf("zones = %q", zones)
		}
	})
}

func TestSearchTerms(t *testing.T) {
	for in, want := range map[string][]string{
		"Spider-Man: No Way": {"spider", "man", "no", "way"},
		"  ÉMILE  ":          {"émile"},
		"schindler's":        {"schindler", "s"},
		"?!":                 nil,
		"se7en 2049":         {"se7en", "2049"},
	} {
		if got := db.SearchTerms(in); !slices.Equal(got, want) {
			t.Errorf("SearchTerms(%q) = %q, want %q", in, got, want)
		}
	}
}

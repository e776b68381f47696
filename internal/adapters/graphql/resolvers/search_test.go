package resolvers_test

import (
	"slices"
	"strings"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

type listedMovie struct {
	ID, Title, OriginalLanguage string
	VoteAverage                 float64
	GenreNames                  []string
	ShowTimes                   []showDate
}

// showDate is a date of Movie.showTimes with the languages and formats
// its shows play in.
type showDate struct {
	Date  string
	Times []struct{ Language, Format string }
}

// plays says whether the movie has a show on date in language and
// format ("" is any).
func (m listedMovie) plays(date, language, format string) bool {
	return slices.ContainsFunc(m.ShowTimes, func(d showDate) bool {
		return d.Date == date && slices.ContainsFunc(d.Times, func(t struct{ Language, Format string }) bool {
			return (language == "" || t.Language == language) && (format == "" || t.Format == format)
		})
	})
}

type listed struct{ Movies []listedMovie }

func (l listed) ids() []string {
	out := make([]string, len(l.Movies))
	for i, m := range l.Movies {
		out[i] = m.ID
	}
	return out
}

const filteredQuery = `query($f: MovieFilter, $s: MovieSort, $n: Int) {
  movies(filter: $f, sort: $s, limit: $n) { id title originalLanguage voteAverage genreNames showTimes { date times { language format } } }
}`

func movies(t *testing.T, s *apptest.Server, vars map[string]any) listed {
	t.Helper()
	var out listed
	s.GraphQL("", filteredQuery, vars).Decode(t, &out)
	return out
}

func TestMoviesSearchAndFilters(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{Env: map[string]string{"SAMPLE_DATA": "true"}, NoBackground: true})
			var plain listed
			s.GraphQL("", `{ movies { id title originalLanguage voteAverage genreNames showTimes { date times { language format } } } }`, nil).Decode(t, &plain)
			if len(plain.Movies) < 8 {
				t.Fatalf("%d movies showing", len(plain.Movies))
			}
			for name, vars := range map[string]map[string]any{
				"empty filter":   {"f": map[string]any{}},
				"blank fields":   {"f": map[string]any{"search": " ", "genre": "", "language": nil, "date": ""}},
				"relevance sort": {"s": "RELEVANCE"},
				"soonest sort":   {"f": map[string]any{"search": ""}, "s": "SOONEST_SHOW"},
			} {
				if got := movies(t, s, vars); !slices.Equal(got.ids(), plain.ids()) {
					t.Errorf("%s: %v, want the plain list %v", name, got.ids(), plain.ids())
				}
			}

			got := movies(t, s, map[string]any{"f": map[string]any{"search": "MONSOON pro"}, "n": 5})
			if len(got.Movies) != 1 || got.Movies[0].Title != "Monsoon Protocol" {
				t.Errorf(`search "MONSOON pro" = %+v`, got.Movies)
			}
			var cast struct {
				Movie struct{ Casts []struct{ Name string } }
			}
			s.GraphQL("", `{ movie(id: "9100001") { casts { name } } }`, nil).Decode(t, &cast)
			name := cast.Movie.Casts[0].Name
			surname := name[strings.LastIndex(name, " ")+1:]
			if got := movies(t, s, map[string]any{"f": map[string]any{"search": strings.ToLower(surname[:3])}}); !slices.Contains(got.ids(), "9100001") {
				t.Errorf("search %q (from %q) = %v, want Monsoon Protocol among them", surname[:3], name, got.ids())
			}

			var opts struct {
				MovieFilterOptions struct{ Genres, Languages, Dates []string }
			}
			s.GraphQL("", `{ movieFilterOptions { genres languages dates } }`, nil).Decode(t, &opts)
			o := opts.MovieFilterOptions
			if !slices.Contains(o.Genres, "Action") || !slices.Contains(o.Languages, "hi") || len(o.Dates) == 0 || !slices.IsSorted(o.Dates) {
				t.Fatalf("options = %+v", o)
			}
			checkFiltered(t, s, plain, o.Dates)
		})
	}
}

// checkFiltered asks, for each date offered, for the Action movies with
// a show in Hindi that day by rating, and checks the answers against the
// plain list. A show plays in its own language (the sample catalogue
// dubs Emberfall, an English film, in Hindi at one show a day), so the
// filter finds more than the films made in Hindi.
func checkFiltered(t *testing.T, s *apptest.Server, plain listed, dates []string) {
	t.Helper()
	found := 0
	for _, date := range dates {
		var want []string
		for _, m := range plain.Movies {
			if m.plays(date, "hi", "") && slices.Contains(m.GenreNames, "Action") {
				want = append(want, m.ID)
			}
		}
		got := movies(t, s, map[string]any{"f": map[string]any{"genre": "action", "language": "HI", "date": date}, "s": "RATING"})
		if !slices.Equal(slices.Sorted(slices.Values(got.ids())), slices.Sorted(slices.Values(want))) {
			t.Fatalf("Action in Hindi on %s: %v, want %v", date, got.ids(), want)
		}
		checkByRating(t, got)
		found += len(want)
	}
	if found == 0 {
		t.Fatal("no Action movie in Hindi on any date: the check checked nothing")
	}
}

func checkByRating(t *testing.T, got listed) {
	t.Helper()
	if !slices.IsSortedFunc(got.Movies, func(a, b listedMovie) int { return -cmpFloat(a.VoteAverage, b.VoteAverage) }) {
		t.Fatalf("not by rating: %+v", got.Movies)
	}
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// movies(filter: {city}) lists exactly the movies with an upcoming show
// at a cinema of the city, as their show-times say.
func TestMoviesByCity(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{Env: map[string]string{"SAMPLE_DATA": "true"}, NoBackground: true})
			const query = `query($f: MovieFilter) { movies(filter: $f) { id showTimes { times { cinemaCity } } } }`
			type cityMovie struct {
				ID        string
				ShowTimes []struct{ Times []struct{ CinemaCity string } }
			}
			list := func(f map[string]any) []cityMovie {
				var out struct{ Movies []cityMovie }
				s.GraphQL("", query, map[string]any{"f": f}).Decode(t, &out)
				return out.Movies
			}
			all := list(nil)
			var cities struct{ Cities []string }
			s.GraphQL("", `{ cities }`, nil).Decode(t, &cities)
			if len(cities.Cities) < 2 {
				t.Fatalf("cities = %v; the sample has two", cities.Cities)
			}
			for _, city := range cities.Cities {
				var want []string
				for _, m := range all {
					if slices.ContainsFunc(m.ShowTimes, func(d struct{ Times []struct{ CinemaCity string } }) bool {
						return slices.ContainsFunc(d.Times, func(t struct{ CinemaCity string }) bool { return t.CinemaCity == city })
					}) {
						want = append(want, m.ID)
					}
				}
				var got []string
				for _, m := range list(map[string]any{"city": strings.ToUpper(city)}) {
					got = append(got, m.ID)
				}
				if len(want) == 0 || !slices.Equal(slices.Sorted(slices.Values(got)), slices.Sorted(slices.Values(want))) {
					t.Errorf("city %s: %v, want %v", city, got, want)
				}
			}
			if got := list(map[string]any{"city": "Atlantis"}); len(got) != 0 {
				t.Errorf("a city without a cinema lists %d movies", len(got))
			}
		})
	}
}

func TestMoviesBadFilterCodes(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			cases := []struct {
				name, query string
				vars        map[string]any
				code        string
			}{
				{"bad date", filteredQuery, map[string]any{"f": map[string]any{"date": "tomorrow"}}, "BAD_USER_INPUT"},
				{"search over 100 characters", filteredQuery, map[string]any{"f": map[string]any{"search": strings.Repeat("a", 101)}}, "BAD_USER_INPUT"},
				{"bad language", filteredQuery, map[string]any{"f": map[string]any{"language": "en; DROP"}}, "BAD_USER_INPUT"},
				{"limit 0", filteredQuery, map[string]any{"n": 0}, "BAD_USER_INPUT"},
				{"city over 60 characters", filteredQuery, map[string]any{"f": map[string]any{"city": strings.Repeat("a", 61)}}, "BAD_USER_INPUT"},
				{"unknown sort", `{ movies(sort: POPULAR) { id } }`, nil, "GRAPHQL_VALIDATION_FAILED"},
			}
			for _, c := range cases {
				if r := s.GraphQL("", c.query, c.vars); r.FirstCode() != c.code {
					t.Errorf("%s: errors %+v, want code %s", c.name, r.Errors, c.code)
				}
			}
		})
	}
}

// A filtered list costs the same few statements whatever its length: the
// cinemas' zones, the movies, their casts, their show-times and the
// caller's favourites.
func TestFilteredMovieListIsNotNPlusOne(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{Env: map[string]string{"SAMPLE_DATA": "true"}, NoBackground: true})
			token := s.SignIn("Counter", false)
			var opts struct{ MovieFilterOptions struct{ Dates []string } }
			s.GraphQL(token, `{ movieFilterOptions { dates } }`, nil).Decode(t, &opts)
			qc := &queryCounter{}
			s.DB.AddQueryHook(qc)
			var out struct{ Movies []movie }
			// The second date is a whole day of shows, whenever the test runs.
			query := strings.Replace(moviesQuery, "movies {", "movies(filter: {date: $d}, sort: RATING) {", 1)
			s.GraphQL(token, "query($d: String) "+query, map[string]any{"d": opts.MovieFilterOptions.Dates[1]}).Decode(t, &out)
			if got := qc.n.Load(); got > 5 || len(out.Movies) < 2 {
				t.Fatalf("%d queries for %d movies; want at most 5", got, len(out.Movies))
			}
		})
	}
}

package resolvers_test

import (
	"fmt"
	"slices"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// similarMovies ranks the other movies with upcoming shows by genres in
// common, ties in the soonest-show order of `movies`; a bad limit or an
// unknown movie is refused.
func TestSimilarMovies(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{Env: map[string]string{"SAMPLE_DATA": "true"}})
			var all struct {
				Movies []struct {
					ID         string
					GenreNames []string
				}
			}
			s.GraphQL("", `{ movies { id genreNames } }`, nil).Decode(t, &all)
			if len(all.Movies) < 6 {
				t.Fatalf("%d movies, want at least 6", len(all.Movies))
			}
			for _, m := range all.Movies {
				wantIDs := rankByGenres(m.ID, m.GenreNames, all.Movies)[:4]
				var got struct{ SimilarMovies []struct{ ID string } }
				s.GraphQL("", `query($id: ID!) { similarMovies(movieId: $id) { id } }`, map[string]any{"id": m.ID}).Decode(t, &got)
				var gotIDs []string
				for _, g := range got.SimilarMovies {
					gotIDs = append(gotIDs, g.ID)
				}
				if fmt.Sprint(gotIDs) != fmt.Sprint(wantIDs) {
					t.Errorf("similar to %s (%v): %v, want %v", m.ID, m.GenreNames, gotIDs, wantIDs)
				}
			}
			for _, c := range []struct {
				vars map[string]any
				code string
			}{
				{map[string]any{"id": all.Movies[0].ID, "limit": 0}, "BAD_USER_INPUT"},
				{map[string]any{"id": all.Movies[0].ID, "limit": 21}, "BAD_USER_INPUT"},
				{map[string]any{"id": "9999999", "limit": 4}, "NOT_FOUND"},
			} {
				r := s.GraphQL("", `query($id: ID!, $limit: Int) { similarMovies(movieId: $id, limit: $limit) { id } }`, c.vars)
				if got := r.FirstCode(); got != c.code {
					t.Errorf("similarMovies%v: code %q, want %q", c.vars, got, c.code)
				}
			}
		})
	}
}

// rankByGenres is the expected ranking: the other movies, most genres in
// common with genres first, ties in the given (soonest-show) order.
func rankByGenres(id string, genres []string, movies []struct {
	ID         string
	GenreNames []string
}) []string {
	type ranked struct {
		id     string
		shared int
	}
	var out []ranked
	for _, o := range movies {
		if o.ID == id {
			continue
		}
		n := 0
		for _, g := range o.GenreNames {
			if slices.Contains(genres, g) {
				n++
			}
		}
		out = append(out, ranked{o.ID, n})
	}
	slices.SortStableFunc(out, func(a, b ranked) int { return b.shared - a.shared })
	ids := make([]string, len(out))
	for i, r := range out {
		ids[i] = r.id
	}
	return ids
}

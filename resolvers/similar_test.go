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
				type ranked struct {
					id            string
					shared, order int
				}
				var want []ranked
				for i, o := range all.Movies {
					if o.ID == m.ID {
						continue
					}
					n := 0
					for _, g := range o.GenreNames {
						if slices.Contains(m.GenreNames, g) {
							n++
						}
					}
					want = append(want, ranked{o.ID, n, i})
				}
				slices.SortStableFunc(want, func(a, b ranked) int { return b.shared - a.shared })
				var wantIDs []string
				for _, r := range want[:4] {
					wantIDs = append(wantIDs, r.id)
				}
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

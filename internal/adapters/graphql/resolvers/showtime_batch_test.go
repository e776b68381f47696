package resolvers_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// tableReads counts the SELECTs that read seat claims and waitlist entries.
type tableReads struct{ claims, waitlist atomic.Int64 }

func (c *tableReads) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if q := strings.TrimSpace(e.Query); strings.HasPrefix(q, "SELECT") {
		if strings.Contains(q, "seat_claims") {
			c.claims.Add(1)
		}
		if strings.Contains(q, "waitlist_entries") {
			c.waitlist.Add(1)
		}
	}
	return ctx
}
func (c *tableReads) AfterQuery(context.Context, *bun.QueryEvent) {}

type chip struct {
	ShowID         string
	SeatsAvailable int
	WaitlistLength int
}

// TestShowTimeChipsReadSeatsAndWaitlistsOnce: the time chips' free seats
// and waitlist lengths (a sold-out show marked with 0 seats and its two
// waiters) cost one query of seat claims and one of waitlist entries per
// operation, however many shows and movies are listed; on Movie.showTimes,
// on a list of movies and on showsByDate alike.
func TestShowTimeChipsReadSeatsAndWaitlistsOnce(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			reads := &tableReads{}
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Hooks: []bun.QueryHook{reads}})
			// Late morning in India, three days on: the three shows share a local date.
			base := time.Now().UTC().Add(72 * time.Hour).Truncate(24 * time.Hour).Add(5 * time.Hour)
			shows := []*db.Show{
				insertMovieAndShow(t, s.DB, 818, base),
				insertMovieAndShow(t, s.DB, 818, base.Add(time.Hour)),
				insertMovieAndShow(t, s.DB, 818, base.Add(2*time.Hour)),
			}
			other := insertMovieAndShow(t, s.DB, 819, base)
			sellOut(t, s.DB, shows[1])
			for _, name := range []string{"Meera", "Kabir"} {
				s.GraphQL(s.SignIn(name, false), `mutation($s: ID!) { joinWaitlist(showId: $s, seats: 2) { id } }`,
					map[string]any{"s": shows[1].ID}).Decode(t, &struct{}{})
			}
			capacity := func() int {
				var got struct{ Show struct{ SeatsAvailable int } }
				s.GraphQL("", `query($s: ID!) { show(id: $s) { seatsAvailable } }`, map[string]any{"s": shows[0].ID}).Decode(t, &got)
				return got.Show.SeatsAvailable
			}()
			want := map[string]chip{
				shows[0].ID: {shows[0].ID, capacity, 0},
				shows[1].ID: {shows[1].ID, 0, 2},
				shows[2].ID: {shows[2].ID, capacity, 0},
				other.ID:    {other.ID, capacity, 0},
			}
			check := func(what string, chips []chip, n int) {
				t.Helper()
				if len(chips) != n {
					t.Fatalf("%s: %d chips, want %d: %+v", what, len(chips), n, chips)
				}
				for _, c := range chips {
					if c != want[c.ShowID] {
						t.Errorf("%s: chip %+v, want %+v", what, c, want[c.ShowID])
					}
				}
			}
			measure := func(what string, run func()) {
				t.Helper()
				claims, waitlist := reads.claims.Load(), reads.waitlist.Load()
				run()
				if c, w := reads.claims.Load()-claims, reads.waitlist.Load()-waitlist; c != 1 || w != 1 {
					t.Errorf("%s: %d queries of seat claims and %d of waitlist entries, want 1 and 1", what, c, w)
				}
			}

			var one struct {
				Movie struct {
					ShowTimes []struct {
						Date  string
						Times []chip
					}
				}
			}
			measure("movie.showTimes", func() {
				s.GraphQL("", `{ movie(id: "818") { showTimes { date times { showId seatsAvailable waitlistLength } } } }`, nil).Decode(t, &one)
			})
			if len(one.Movie.ShowTimes) != 1 {
				t.Fatalf("show dates: %+v", one.Movie.ShowTimes)
			}
			check("movie.showTimes", one.Movie.ShowTimes[0].Times, 3)

			var many struct {
				Movies []struct {
					ID        string
					ShowTimes []struct{ Times []chip }
				}
			}
			measure("movies.showTimes", func() {
				s.GraphQL("", `{ movies { id showTimes { times { showId seatsAvailable waitlistLength } } } }`, nil).Decode(t, &many)
			})
			var all []chip
			for _, m := range many.Movies {
				for _, d := range m.ShowTimes {
					all = append(all, d.Times...)
				}
			}
			check("movies.showTimes", all, 4)

			var byDate struct {
				ShowsByDate []struct{ Times []chip }
			}
			measure("showsByDate", func() {
				s.GraphQL("", `query($d: String!) { showsByDate(movieId: "818", date: $d) { times { showId seatsAvailable waitlistLength } } }`,
					map[string]any{"d": one.Movie.ShowTimes[0].Date}).Decode(t, &byDate)
			})
			if len(byDate.ShowsByDate) != 1 {
				t.Fatalf("showsByDate: %+v", byDate)
			}
			check("showsByDate", byDate.ShowsByDate[0].Times, 3)
		})
	}
}

// TestShowListsReadWaitlistsOnce: Show.waitlistLength on every list of
// Show (the admin's shows, dashboard, allShows and timeline) reads the
// waitlist entries once per operation, not once per show, and gives each
// show its own count.
func TestShowListsReadWaitlistsOnce(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			reads := &tableReads{}
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Hooks: []bun.QueryHook{reads}})
			base := time.Now().UTC().Add(72 * time.Hour).Truncate(24 * time.Hour).Add(5 * time.Hour)
			var shows []*db.Show
			for i := range 4 {
				shows = append(shows, insertMovieAndShow(t, s.DB, 820, base.Add(time.Duration(i)*3*time.Hour)))
			}
			sellOut(t, s.DB, shows[2])
			for _, name := range []string{"Meera", "Kabir", "Anil"} {
				s.GraphQL(s.SignIn(name, false), `mutation($s: ID!) { joinWaitlist(showId: $s, seats: 1) { id } }`,
					map[string]any{"s": shows[2].ID}).Decode(t, &struct{}{})
			}
			want := map[string]int{shows[0].ID: 0, shows[1].ID: 0, shows[2].ID: 3, shows[3].ID: 0}
			admin := s.SignIn("Admin", true)
			type row struct {
				ID             string
				WaitlistLength int
			}
			check := func(what string, got []row) {
				t.Helper()
				seen := 0
				for _, r := range got {
					if n, ok := want[r.ID]; ok {
						seen++
						if r.WaitlistLength != n {
							t.Errorf("%s: show %s waitlistLength %d, want %d", what, r.ID, r.WaitlistLength, n)
						}
					}
				}
				if seen != len(want) {
					t.Errorf("%s: listed %d of the %d shows: %+v", what, seen, len(want), got)
				}
			}
			measure := func(what, query string, vars map[string]any, out any, rows func() []row) {
				t.Helper()
				before := reads.waitlist.Load()
				s.GraphQL(admin, query, vars).Decode(t, out)
				if n := reads.waitlist.Load() - before; n != 1 {
					t.Errorf("%s: %d queries of waitlist entries, want 1", what, n)
				}
				check(what, rows())
			}

			var q struct{ Shows []row }
			measure("shows", `{ shows { id waitlistLength } }`, nil, &q, func() []row { return q.Shows })
			var d struct{ Dashboard struct{ ActiveShows []row } }
			measure("dashboard", `{ dashboard { activeShows { id waitlistLength } } }`, nil, &d, func() []row { return d.Dashboard.ActiveShows })
			var a struct{ AllShows []struct{ Show row } }
			measure("allShows", `{ allShows { show { id waitlistLength } } }`, nil, &a, func() []row {
				var out []row
				for _, x := range a.AllShows {
					out = append(out, x.Show)
				}
				return out
			})
			var tl struct {
				Timeline struct{ Screens []struct{ Shows []row } }
			}
			measure("timeline", `query($c: ID!, $from: String!) { timeline(cinemaId: $c, from: $from, days: 3) { screens { shows { id waitlistLength } } } }`,
				map[string]any{"c": db.DefaultCinemaID, "from": base.Add(-24 * time.Hour).Format("2006-01-02")}, &tl, func() []row {
					var out []row
					for _, sc := range tl.Timeline.Screens {
						out = append(out, sc.Shows...)
					}
					return out
				})
		})
	}
}

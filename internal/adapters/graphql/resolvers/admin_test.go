package resolvers_test

import (
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// An admin schedules a sample movie through GraphQL; the new shows appear
// at once in the public lists and in the admin figures.
func TestAddShowsThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			admin := s.SignIn("Meera", true)
			var np struct{ NowPlaying []struct{ ID, Title string } }
			s.GraphQL(admin, `{ nowPlaying { id title } }`, nil).Decode(t, &np)
			if len(np.NowPlaying) < 12 {
				t.Fatalf("now playing = %d movies", len(np.NowPlaying))
			}
			day := time.Now().In(time.FixedZone("IST", 5*3600+1800)).AddDate(0, 0, 3).Format("2006-01-02")
			const add = `mutation($m: ID!, $in: [ShowsInput!]!, $p: Float) {
				addShows(movieId: $m, showsInput: $in, showPrice: $p) { id localDate localTime price movie { id title } } }`
			vars := map[string]any{"m": np.NowPlaying[0].ID, "p": 72.5, "in": []map[string]any{{"date": day, "time": []string{"18:30", "21:30", "18:30"}}}}
			var out struct {
				AddShows []struct {
					ID, LocalDate, LocalTime string
					Price                    float64
					Movie                    struct{ ID, Title string }
				}
			}
			s.GraphQL(admin, add, vars).Decode(t, &out)
			if len(out.AddShows) != 2 || out.AddShows[0].LocalDate != day || out.AddShows[0].LocalTime != "18:30" ||
				out.AddShows[0].Price != 72.5 || out.AddShows[0].Movie.Title != np.NowPlaying[0].Title {
				t.Fatalf("addShows = %+v", out)
			}
			var again struct{ AddShows []struct{ ID string } }
			s.GraphQL(admin, add, vars).Decode(t, &again)
			if len(again.AddShows) != 0 {
				t.Fatalf("resubmission created %d", len(again.AddShows))
			}
			if r := s.GraphQL(admin, add, map[string]any{"m": np.NowPlaying[0].ID, "in": []map[string]any{}}); r.FirstCode() != "BAD_USER_INPUT" || r.Errors[0].Message != "Missing required fields" {
				t.Fatalf("missing fields: %+v", r.Errors)
			}
			var pub struct {
				Movies []struct {
					ID        string
					ShowTimes []struct{ Date string }
				}
			}
			s.GraphQL("", `{ movies { id showTimes { date } } }`, nil).Decode(t, &pub)
			if len(pub.Movies) != 1 || pub.Movies[0].ID != np.NowPlaying[0].ID || pub.Movies[0].ShowTimes[0].Date != day {
				t.Fatalf("public list = %+v", pub)
			}
			var dash struct {
				Dashboard struct {
					ActiveShows []struct{ ID string }
					TotalUsers  int
				}
				AllShows []struct {
					SeatsSold int
					Earnings  float64
				}
			}
			s.GraphQL(admin, `{ dashboard { activeShows { id } totalUsers } allShows { seatsSold earnings } }`, nil).Decode(t, &dash)
			if len(dash.Dashboard.ActiveShows) != 2 || len(dash.AllShows) != 2 {
				t.Fatalf("admin figures = %+v", dash)
			}
		})
	}
}

package resolvers_test

import (
	"context"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

const moviesQuery = `{
  movies {
    id title overview tagline posterUrl backdropUrl voteAverage voteCount
    genres { id name } genreNames runtime releaseDate originalLanguage trailerKey
    casts { id name character profileUrl }
    isFavourite
    showTimes { date times { time localTime showId } }
  }
}`

type movie struct {
	ID, Title, Overview, Tagline, PosterURL, BackdropURL string
	VoteAverage                                          float64
	VoteCount                                            int
	GenreNames                                           []string
	Runtime                                              int
	ReleaseDate, OriginalLanguage                        string
	TrailerKey                                           *string
	Casts                                                []struct{ ID, Name, Character, ProfileURL string }
	IsFavourite                                          bool
	ShowTimes                                            []struct {
		Date  string
		Times []struct{ Time, LocalTime, ShowID, CinemaName, CinemaCity string }
	}
}

func TestMoviesWithUpcomingShows(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{Env: map[string]string{"SAMPLE_DATA": "true"}})
			var out struct{ Movies []movie }
			s.GraphQL("", moviesQuery, nil).Decode(t, &out)
			if len(out.Movies) < 8 {
				t.Fatalf("%d movies with upcoming shows, want at least 8", len(out.Movies))
			}
			for _, m := range out.Movies {
				if m.Title == "" || m.Overview == "" || m.Tagline == "" || m.PosterURL == "" || m.BackdropURL == "" ||
					m.VoteAverage == 0 || m.VoteCount == 0 || len(m.GenreNames) == 0 || m.Runtime == 0 ||
					m.ReleaseDate == "" || m.OriginalLanguage == "" {
					t.Errorf("movie %s has an empty field: %+v", m.ID, m)
				}
				// The sample movies are invented: none has a real trailer.
				if m.TrailerKey != nil {
					t.Errorf("movie %s has trailer key %q, want null", m.ID, *m.TrailerKey)
				}
				if len(m.Casts) < 8 {
					t.Errorf("movie %s has %d cast members", m.ID, len(m.Casts))
				}
				if len(m.ShowTimes) == 0 {
					t.Errorf("movie %s listed without show-times", m.ID)
				}
				for _, d := range m.ShowTimes {
					for _, st := range d.Times {
						at, err := time.Parse(time.RFC3339, st.Time)
						if err != nil || !at.After(time.Now()) {
							t.Errorf("show %s at %q is not upcoming", st.ShowID, st.Time)
						}
					}
				}
			}
		})
	}
}

// queryCounter counts statements, to prove list fields are not N+1.
type queryCounter struct{ n atomic.Int64 }

func (q *queryCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	q.n.Add(1)
	return ctx
}
func (q *queryCounter) AfterQuery(context.Context, *bun.QueryEvent) {}

func TestMovieListIsNotNPlusOne(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{Env: map[string]string{"SAMPLE_DATA": "true"}, NoBackground: true})
			token := s.SignIn("Counter", false)
			s.GraphQL(token, `{ me { id } }`, nil) // record the user first
			qc := &queryCounter{}
			s.DB.AddQueryHook(qc)
			var out struct{ Movies []movie }
			s.GraphQL(token, moviesQuery, nil).Decode(t, &out)
			// movies + casts + all show-times + favourites, whatever the count.
			if got := qc.n.Load(); got > 4 || len(out.Movies) < 8 {
				t.Fatalf("%d queries for %d movies; want at most 4", got, len(out.Movies))
			}
		})
	}
}

// A show at 00:30 in Asia/Kolkata starts at 19:00 UTC the day before; it
// must be listed under its Kolkata date.
func TestShowTimesGroupedInTheatreZone(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			kolkata, _ := time.LoadLocation("Asia/Kolkata")
			day := time.Now().In(kolkata).AddDate(0, 0, 10)
			local := time.Date(day.Year(), day.Month(), day.Day(), 0, 30, 0, 0, kolkata)
			insertMovieAndShow(t, s.DB, 501, local)
			var out struct {
				Movie movie
			}
			s.GraphQL("", `query($id: ID!) { movie(id: $id) { id showTimes { date times { time localTime showId cinemaName cinemaCity } } } }`,
				map[string]any{"id": "501"}).Decode(t, &out)
			if len(out.Movie.ShowTimes) != 1 {
				t.Fatalf("show-times = %+v", out.Movie.ShowTimes)
			}
			got := out.Movie.ShowTimes[0]
			wantUTC := local.UTC()
			if wantUTC.Hour() != 19 || wantUTC.Day() == local.Day() {
				t.Fatalf("fixture: %v is not 19:00 UTC the day before", wantUTC)
			}
			if got.Date != local.Format("2006-01-02") || got.Times[0].LocalTime != "00:30" || got.Times[0].Time != wantUTC.Format(time.RFC3339) {
				t.Fatalf("grouped as %+v, want date %s 00:30 (%s)", got, local.Format("2006-01-02"), wantUTC.Format(time.RFC3339))
			}
			// The fixture show plays on the default cinema's Screen 1.
			if got.Times[0].CinemaName == "" || got.Times[0].CinemaCity == "" {
				t.Fatalf("show time %+v: want its cinema's name and city", got.Times[0])
			}
		})
	}
}

func insertMovieAndShow(t *testing.T, bdb *bun.DB, id int64, at time.Time) *db.Show {
	t.Helper()
	ctx := context.Background()
	m := &db.Movie{ID: id, Title: "Fixture", Genres: []db.Genre{{ID: 18, Name: "Drama"}}, ImageSource: db.ImageSourceTMDB, CreatedAt: time.Now()}
	if _, err := bdb.NewInsert().Model(m).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: id, StartsAt: at.UTC(), PricePaise: 6500, CreatedAt: time.Now()}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	return sh
}

func TestBadIdsGiveCodes(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			token := s.SignIn("Asha", false)
			missingShow := uuid.NewString()
			cases := []struct {
				name, query, code string
			}{
				{"movie malformed", `{ movie(id: "abc") { id } }`, "BAD_USER_INPUT"},
				{"movie negative", `{ movie(id: "-4") { id } }`, "BAD_USER_INPUT"},
				{"movie unknown", `{ movie(id: "123456") { id } }`, "NOT_FOUND"},
				{"show malformed", `{ show(id: "1 OR 1=1") { id } }`, "BAD_USER_INPUT"},
				{"show unknown", `{ show(id: "` + missingShow + `") { id } }`, "NOT_FOUND"},
				{"credits malformed", `{ credits(movieId: "x") { id } }`, "BAD_USER_INPUT"},
				{"credits unknown", `{ credits(movieId: "77") { id } }`, "NOT_FOUND"},
				{"seats malformed", `{ occupiedSeats(showId: "nope") }`, "BAD_USER_INPUT"},
				{"seats unknown", `{ occupiedSeats(showId: "` + missingShow + `") }`, "NOT_FOUND"},
				{"favourite malformed", `mutation { toggleFavourite(movieId: "abc") { isFavourite } }`, "BAD_USER_INPUT"},
				{"favourite unknown", `mutation { toggleFavourite(movieId: "999") { isFavourite } }`, "NOT_FOUND"},
				{"booking malformed show", `mutation { createBooking(showId: "x", seats: ["A1"]) { id } }`, "BAD_USER_INPUT"},
				{"booking unknown show", `mutation { createBooking(showId: "` + missingShow + `", seats: ["A1"]) { id } }`, "NOT_FOUND"},
				{"cancel malformed", `mutation { cancelBooking(id: "x") { id } }`, "BAD_USER_INPUT"},
				{"cancel unknown", `mutation { cancelBooking(id: "` + uuid.NewString() + `") { id } }`, "NOT_FOUND"},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					r := s.GraphQL(token, tc.query, nil)
					if r.Status != 200 || r.FirstCode() != tc.code {
						t.Fatalf("status %d errors %+v, want code %s", r.Status, r.Errors, tc.code)
					}
				})
			}
		})
	}
}

func TestFavourites(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			insertMovieAndShow(t, s.DB, 601, time.Now().Add(24*time.Hour))
			const toggle = `mutation { toggleFavourite(movieId: "601") { isFavourite movie { id isFavourite } } }`
			if r := s.GraphQL("", toggle, nil); r.FirstCode() != "UNAUTHENTICATED" {
				t.Fatalf("signed out toggle: %+v", r.Errors)
			}
			if r := s.GraphQL("", `{ favourites { id } }`, nil); r.FirstCode() != "UNAUTHENTICATED" {
				t.Fatalf("signed out list: %+v", r.Errors)
			}
			if r := s.GraphQL("not-a-token", `{ favourites { id } }`, nil); r.FirstCode() != "UNAUTHENTICATED" {
				t.Fatalf("bad token list: %+v", r.Errors)
			}
			token := s.SignIn("Asha", false)
			var on struct {
				ToggleFavourite struct {
					IsFavourite bool
					Movie       struct {
						ID          string
						IsFavourite bool
					}
				}
			}
			s.GraphQL(token, toggle, nil).Decode(t, &on)
			if !on.ToggleFavourite.IsFavourite || !on.ToggleFavourite.Movie.IsFavourite {
				t.Fatalf("first toggle: %+v", on)
			}
			var list struct{ Favourites []struct{ ID string } }
			s.GraphQL(token, `{ favourites { id } }`, nil).Decode(t, &list)
			if len(list.Favourites) != 1 || list.Favourites[0].ID != "601" {
				t.Fatalf("favourites = %+v", list)
			}
			// Another user's favourites are their own.
			var other struct{ Favourites []struct{ ID string } }
			s.GraphQL(s.SignIn("Ravi", false), `{ favourites { id } }`, nil).Decode(t, &other)
			if len(other.Favourites) != 0 {
				t.Fatalf("another user sees %+v", other)
			}
			var off struct{ ToggleFavourite struct{ IsFavourite bool } }
			s.GraphQL(token, toggle, nil).Decode(t, &off)
			if off.ToggleFavourite.IsFavourite {
				t.Fatal("second toggle did not remove the favourite")
			}
			s.GraphQL(token, `{ favourites { id } }`, nil).Decode(t, &list)
			if len(list.Favourites) != 0 {
				t.Fatalf("favourites after removal = %+v", list)
			}
		})
	}
}

func TestMeAndIsAdmin(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			const q = `{ me { id name isAdmin } isAdmin }`
			var anon struct {
				Me      *struct{ ID string }
				IsAdmin bool
			}
			s.GraphQL("", q, nil).Decode(t, &anon)
			if anon.Me != nil || anon.IsAdmin {
				t.Fatalf("anonymous = %+v", anon)
			}
			var admin struct {
				Me struct {
					ID, Name string
					IsAdmin  bool
				}
				IsAdmin bool
			}
			s.GraphQL(s.SignIn("Meera", true), q, nil).Decode(t, &admin)
			if admin.Me.Name != "Meera" || !admin.Me.IsAdmin || !admin.IsAdmin {
				t.Fatalf("admin = %+v", admin)
			}
			// The user was recorded on first sight.
			var u db.User
			if err := s.DB.NewSelect().Model(&u).Where("id = ?", admin.Me.ID).Scan(context.Background()); err != nil || u.Name != "Meera" {
				t.Fatalf("user row = %+v, %v", u, err)
			}
		})
	}
}

// Restarting keeps the data, and seeding a second time adds nothing.
func TestRestartKeepsDataAndSeedsOnce(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			dsn := dbtest.NewDSN(t, dialect)
			counts := func(bdb *bun.DB) (movies, shows, cast int) {
				ctx := context.Background()
				m, _ := bdb.NewSelect().Model((*db.Movie)(nil)).Count(ctx)
				s, _ := bdb.NewSelect().Model((*db.Show)(nil)).Count(ctx)
				c, _ := bdb.NewSelect().Model((*db.CastMember)(nil)).Count(ctx)
				return int(m), int(s), int(c)
			}
			// A restart keeps its public origin (tokens are bound to it).
			env := map[string]string{"SAMPLE_DATA": "true", "PUBLIC_URL": "http://localhost:8080"}
			first := apptest.Start(t, dialect, apptest.Options{DSN: dsn, Env: env, NoBackground: true})
			token := first.SignIn("Asha", false)
			var shows struct{ Shows []struct{ ID string } }
			first.GraphQL("", `{ shows { id } }`, nil).Decode(t, &shows)
			r := first.GraphQL(token, `mutation($s: ID!) { createBooking(showId: $s, seats: ["D4"]) { id } }`, map[string]any{"s": shows.Shows[0].ID})
			var booked struct{ CreateBooking struct{ ID string } }
			r.Decode(t, &booked)
			m1, s1, c1 := counts(first.DB)
			if m1 < 12 || s1 == 0 || c1 < 96 {
				t.Fatalf("seeded %d movies, %d shows, %d cast", m1, s1, c1)
			}
			second := apptest.Start(t, dialect, apptest.Options{DSN: dsn, Env: env, NoBackground: true})
			m2, s2, c2 := counts(second.DB)
			if m1 != m2 || s1 != s2 || c1 != c2 {
				t.Fatalf("second seeding changed counts: %d/%d/%d → %d/%d/%d", m1, s1, c1, m2, s2, c2)
			}
			// The same token still works (the signing key is stored) and the
			// booking survived.
			var mine struct{ MyBookings []struct{ ID string } }
			second.GraphQL(token, `{ myBookings { id } }`, nil).Decode(t, &mine)
			if len(mine.MyBookings) != 1 || mine.MyBookings[0].ID != booked.CreateBooking.ID {
				t.Fatalf("bookings after restart = %+v", mine)
			}
		})
	}
}

package resolvers_test

import (
	"context"
	"math"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/apptest"
)

// reviewQueries counts the statements that read reviews or admissions,
// so a list of movies is shown to cost one per field, not one per movie.
type reviewQueries struct{ n atomic.Int64 }

func (c *reviewQueries) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if strings.Contains(e.Query, "reviews") || strings.Contains(e.Query, "check_ins") {
		c.n.Add(1)
	}
	return ctx
}
func (c *reviewQueries) AfterQuery(context.Context, *bun.QueryEvent) {}

// reviewFixture is an app with two movies playing two days from now, one
// at a cinema in India and one at the default cinema, at 03:00 local (the evening before in UTC, so a
// date in the wrong zone shows), and the app's clock an hour before.
type reviewFixture struct {
	s             *apptest.Server
	starts        time.Time
	movie, other  int64
	show, another string
	staff, admin  string
}

func reviewApp(t *testing.T, dialect string, hooks ...bun.QueryHook) *reviewFixture {
	t.Helper()
	s := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Hooks: hooks})
	ctx := context.Background()
	day := time.Now().In(kolkata).AddDate(0, 0, 2)
	starts := time.Date(day.Year(), day.Month(), day.Day(), 3, 0, 0, 0, kolkata)
	s.Booking.Clock = func() time.Time { return starts.Add(-time.Hour) }
	cinema := &db.Cinema{ID: uuid.NewString(), Name: "Marquee Juhu", City: "Mumbai", Address: "Juhu Tara Road",
		TimeZone: "Asia/Kolkata", CreatedAt: starts}
	screen := &db.Screen{ID: uuid.NewString(), CinemaID: cinema.ID, Name: "Audi 1", LayoutID: db.DefaultLayoutID, CreatedAt: starts}
	for _, m := range []any{cinema, screen} {
		if _, err := s.DB.NewInsert().Model(m).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	f := &reviewFixture{s: s, starts: starts, movie: 881, other: 882, staff: s.SignInStaff("Usha"), admin: s.SignIn("Meera", true)}
	for i, id := range []int64{f.movie, f.other} {
		movie := &db.Movie{ID: id, Title: "Review Test " + string(rune('A'+i)), Runtime: 100, Genres: []db.Genre{}, CreatedAt: starts}
		if _, err := s.DB.NewInsert().Model(movie).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		show := &db.Show{ID: uuid.NewString(), MovieID: id, StartsAt: starts, PricePaise: 10000, CreatedAt: starts, ScreenID: screen.ID}
		if i == 1 {
			show.ScreenID = "" // a screen of the default cinema: any cinema's admission counts
		}
		if err := dbtest.InsertShow(ctx, s.DB, show); err != nil {
			t.Fatal(err)
		}
		if i == 0 {
			f.show = show.ID
		} else {
			f.another = show.ID
		}
	}
	return f
}

// book books seat on show for token's customer and pays it; the ticket
// code is returned.
func (f *reviewFixture) book(t *testing.T, token, show, seat string) string {
	t.Helper()
	ctx := context.Background()
	var booked struct{ CreateBooking struct{ ID string } }
	f.s.GraphQL(token, `mutation($s: ID!, $seat: String!) { createBooking(showId: $s, seats: [$seat]) { id } }`,
		map[string]any{"s": show, "seat": seat}).Decode(t, &booked)
	b, err := db.BookingWithShow(ctx, f.s.DB, booked.CreateBooking.ID)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := f.s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
		EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil {
		t.Fatal(err)
	}
	var mine struct {
		MyBookings []struct {
			ID         string
			TicketCode *string
		}
	}
	f.s.GraphQL(token, `{ myBookings { id ticketCode } }`, nil).Decode(t, &mine)
	for _, m := range mine.MyBookings {
		if m.ID == b.ID && m.TicketCode != nil {
			return *m.TicketCode
		}
	}
	t.Fatalf("no ticket code for %s in %+v", b.ID, mine)
	return ""
}

// admit checks a ticket in at the door, as staff.
func (f *reviewFixture) admit(t *testing.T, code string) {
	t.Helper()
	var in struct {
		CheckIn struct{ CheckedInAt time.Time }
	}
	f.s.GraphQL(f.staff, `mutation($c: String!) { checkIn(code: $c) { checkedInAt } }`, map[string]any{"c": code}).Decode(t, &in)
}

const reviewMovie = `mutation($m: ID!, $r: Int!, $t: String!) {
	reviewMovie(movieId: $m, rating: $r, text: $t) { id author rating text watchedAt cinemaName movie { id } } }`

type reviewOut struct {
	ID, Author, Text, WatchedAt, CinemaName string
	Rating                                  int
	Movie                                   struct{ ID string }
}

type moviePage struct {
	Movie struct {
		VerifiedRating *float64
		VerifiedCount  int
		CanReview      bool
		MyReview       *reviewOut
		Reviews        []reviewOut
	}
}

const movieReviews = `query($m: ID!) { movie(id: $m) { verifiedRating verifiedCount canReview
	myReview { id rating text } reviews { id author rating text watchedAt cinemaName } } }`

func (f *reviewFixture) page(t *testing.T, token string, movie int64) moviePage {
	t.Helper()
	var p moviePage
	f.s.GraphQL(token, movieReviews, map[string]any{"m": movie}).Decode(t, &p)
	return p
}

// TestReviewsOnlyAfterCheckIn: a customer with a paid ticket is refused
// (NOT_ADMITTED) until the ticket is admitted at the door; then they may
// review, once per movie: a second reviewMovie edits the same review. The
// review says where and on which local date the film was watched and
// names the author without their e-mail. Bad ratings and long text are
// BAD_USER_INPUT; a visitor is UNAUTHENTICATED.
func TestReviewsOnlyAfterCheckIn(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			f := reviewApp(t, dialect)
			asha := f.s.SignIn("Asha Rao", false)
			code := f.book(t, asha, f.show, "A1")
			vars := map[string]any{"m": f.movie, "r": 8, "t": "Loved the interval twist."}
			if r := f.s.GraphQL("", reviewMovie, vars); r.FirstCode() != "UNAUTHENTICATED" {
				t.Fatalf("visitor: %+v", r.Errors)
			}
			if r := f.s.GraphQL(asha, reviewMovie, vars); r.FirstCode() != "NOT_ADMITTED" {
				t.Fatalf("before check-in: %+v", r.Errors)
			}
			if p := f.page(t, asha, f.movie); p.Movie.CanReview || p.Movie.MyReview != nil || p.Movie.VerifiedCount != 0 || p.Movie.VerifiedRating != nil {
				t.Fatalf("before check-in the page shows %+v", p.Movie)
			}
			f.admit(t, code)
			// Admitted for one movie is not admitted for another.
			if r := f.s.GraphQL(asha, reviewMovie, map[string]any{"m": f.other, "r": 8, "t": ""}); r.FirstCode() != "NOT_ADMITTED" {
				t.Fatalf("other movie: %+v", r.Errors)
			}
			for name, bad := range map[string]map[string]any{
				"rating 0":  {"m": f.movie, "r": 0, "t": "x"},
				"rating 11": {"m": f.movie, "r": 11, "t": "x"},
				"too long":  {"m": f.movie, "r": 5, "t": strings.Repeat("é", 1001)},
				"control":   {"m": f.movie, "r": 5, "t": "bell\a"},
			} {
				if r := f.s.GraphQL(asha, reviewMovie, bad); r.FirstCode() != "BAD_USER_INPUT" {
					t.Fatalf("%s: %+v", name, r.Errors)
				}
			}
			var first struct{ ReviewMovie reviewOut }
			f.s.GraphQL(asha, reviewMovie, vars).Decode(t, &first)
			want := f.starts.In(kolkata).Format(time.DateOnly)
			got := first.ReviewMovie
			if got.Rating != 8 || got.Text != "Loved the interval twist." || got.Author != "Asha Rao" || got.CinemaName != "Marquee Juhu" ||
				got.WatchedAt != want || got.Movie.ID != "881" {
				t.Fatalf("review = %+v, want watched %s", got, want)
			}
			if f.starts.UTC().Format(time.DateOnly) == want {
				t.Fatal("the show's UTC date should differ from its local date, or the zone is not tested")
			}
			// Exactly 1,000 characters, surrounded by blanks that are trimmed.
			long := strings.Repeat("é", 1000)
			var second struct{ ReviewMovie reviewOut }
			f.s.GraphQL(asha, reviewMovie, map[string]any{"m": f.movie, "r": 6, "t": "  " + long + "\r\n"}).Decode(t, &second)
			if second.ReviewMovie.ID != got.ID || second.ReviewMovie.Rating != 6 || second.ReviewMovie.Text != long {
				t.Fatalf("edit = %+v, want the same review %s rated 6", second.ReviewMovie, got.ID)
			}
			p := f.page(t, asha, f.movie)
			if !p.Movie.CanReview || p.Movie.MyReview == nil || p.Movie.MyReview.ID != got.ID || p.Movie.VerifiedCount != 1 ||
				p.Movie.VerifiedRating == nil || *p.Movie.VerifiedRating != 6 || len(p.Movie.Reviews) != 1 {
				t.Fatalf("after the edit the page shows %+v", p.Movie)
			}
			n, err := f.s.DB.NewSelect().Model((*db.Review)(nil)).Count(context.Background())
			if err != nil || n != 1 {
				t.Fatalf("%d stored reviews (%v), want 1", n, err)
			}
			// Others see the review and the rating but cannot review.
			if p := f.page(t, "", f.movie); p.Movie.CanReview || p.Movie.MyReview != nil || p.Movie.VerifiedCount != 1 || len(p.Movie.Reviews) != 1 {
				t.Fatalf("a visitor sees %+v", p.Movie)
			}
			if strings.Contains(string(f.s.GraphQL("", movieReviews, map[string]any{"m": f.movie}).Data), "@") {
				t.Fatal("the public reviews carry an e-mail address")
			}
		})
	}
}

// TestVerifiedRatingAverages: several reviewers' average and count come
// from the database, newest review first; a hidden review counts nowhere
// and is listed to nobody; hideReview is for admins, writes one audit row
// in its transaction, and a second hide changes nothing. A list of movies
// reads reviews in one statement per field, not one per movie.
func TestVerifiedRatingAverages(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			queries := &reviewQueries{}
			f := reviewApp(t, dialect, queries)
			ids := map[string]string{}
			for i, who := range []struct {
				name   string
				rating int
			}{{"Asha", 7}, {"Ravi", 8}, {"Kiran", 10}} {
				tok := f.s.SignIn(who.name, false)
				f.admit(t, f.book(t, tok, f.show, string(rune('A'+i))+"2"))
				var r struct{ ReviewMovie reviewOut }
				f.s.GraphQL(tok, reviewMovie, map[string]any{"m": f.movie, "r": who.rating, "t": who.name + " was there"}).Decode(t, &r)
				ids[who.name] = r.ReviewMovie.ID
			}
			p := f.page(t, "", f.movie)
			if p.Movie.VerifiedCount != 3 || p.Movie.VerifiedRating == nil || math.Abs(*p.Movie.VerifiedRating-25.0/3) > 1e-9 {
				t.Fatalf("three reviewers: %+v", p.Movie)
			}
			if len(p.Movie.Reviews) != 3 || p.Movie.Reviews[0].Author != "Kiran" || p.Movie.Reviews[2].Author != "Asha" {
				t.Fatalf("reviews, newest first: %+v", p.Movie.Reviews)
			}
			var paged struct{ Movie struct{ Reviews []reviewOut } }
			f.s.GraphQL("", `query($m: ID!) { movie(id: $m) { reviews(limit: 1, offset: 1) { author } } }`, map[string]any{"m": f.movie}).Decode(t, &paged)
			if len(paged.Movie.Reviews) != 1 || paged.Movie.Reviews[0].Author != "Ravi" {
				t.Fatalf("second page of one: %+v", paged.Movie.Reviews)
			}
			if r := f.s.GraphQL("", `query($m: ID!) { movie(id: $m) { reviews(limit: 51) { id } } }`, map[string]any{"m": f.movie}); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("limit 51: %+v", r.Errors)
			}

			const hide = `mutation($id: ID!) { hideReview(id: $id) }`
			kiran := f.s.SignIn("Kiran", false)
			before := auditCount(t, f.s)
			if r := f.s.GraphQL(kiran, hide, map[string]any{"id": ids["Kiran"]}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("customer hides: %+v", r.Errors)
			}
			if r := f.s.GraphQL(f.staff, hide, map[string]any{"id": ids["Kiran"]}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("staff hides: %+v", r.Errors)
			}
			var hid struct{ HideReview bool }
			f.s.GraphQL(f.admin, hide, map[string]any{"id": ids["Kiran"]}).Decode(t, &hid)
			if !hid.HideReview || auditCount(t, f.s) != before+1 {
				t.Fatalf("hide = %v, audit rows %d, want %d", hid.HideReview, auditCount(t, f.s), before+1)
			}
			var last struct {
				AuditLog []struct{ Action, Subject, After string }
			}
			f.s.GraphQL(f.admin, `{ auditLog(limit: 1) { action subject after } }`, nil).Decode(t, &last)
			if len(last.AuditLog) != 1 || last.AuditLog[0].Action != "review.hide" || last.AuditLog[0].Subject != "review:"+ids["Kiran"] ||
				!strings.Contains(last.AuditLog[0].After, `"hidden":true`) {
				t.Fatalf("audit row %+v", last.AuditLog)
			}
			f.s.GraphQL(f.admin, hide, map[string]any{"id": ids["Kiran"]}).Decode(t, &hid)
			if hid.HideReview || auditCount(t, f.s) != before+1 {
				t.Fatalf("second hide = %v, audit rows %d", hid.HideReview, auditCount(t, f.s))
			}
			if r := f.s.GraphQL(f.admin, hide, map[string]any{"id": uuid.NewString()}); r.FirstCode() != "NOT_FOUND" {
				t.Fatalf("unknown review: %+v", r.Errors)
			}
			p = f.page(t, "", f.movie)
			if p.Movie.VerifiedCount != 2 || p.Movie.VerifiedRating == nil || *p.Movie.VerifiedRating != 7.5 || len(p.Movie.Reviews) != 2 {
				t.Fatalf("after hiding Kiran's 10: %+v", p.Movie)
			}
			for _, r := range p.Movie.Reviews {
				if r.ID == ids["Kiran"] {
					t.Fatal("the hidden review is listed")
				}
			}
			// Its author still reads it as theirs; editing keeps it hidden.
			var edited struct{ ReviewMovie reviewOut }
			f.s.GraphQL(kiran, reviewMovie, map[string]any{"m": f.movie, "r": 9, "t": "again"}).Decode(t, &edited)
			if p := f.page(t, kiran, f.movie); p.Movie.MyReview == nil || p.Movie.MyReview.Rating != 9 || p.Movie.VerifiedCount != 2 {
				t.Fatalf("the hidden review's author sees %+v", p.Movie)
			}

			// Both movies in one list: each reviews field is one statement.
			ravi := f.s.SignIn("Ravi", false)
			f.admit(t, f.book(t, ravi, f.another, "C3"))
			var one struct{ ReviewMovie reviewOut }
			f.s.GraphQL(ravi, reviewMovie, map[string]any{"m": f.other, "r": 4, "t": ""}).Decode(t, &one)
			var list struct {
				Movies []struct {
					ID             string
					VerifiedRating *float64
					VerifiedCount  int
					CanReview      bool
					MyReview       *struct{ Rating int }
					Reviews        []struct{ Author string }
				}
			}
			queries.n.Store(0)
			f.s.GraphQL(ravi, `{ movies(limit: 50) { id verifiedRating verifiedCount canReview myReview { rating } reviews { author } } }`, nil).Decode(t, &list)
			if n := queries.n.Load(); n != 4 {
				t.Errorf("%d statements on reviews and admissions for the list, want 4 (one per field)", n)
			}
			seen := 0
			for _, m := range list.Movies {
				switch m.ID {
				case "881":
					seen++
					if m.VerifiedCount != 2 || !m.CanReview || m.MyReview == nil || m.MyReview.Rating != 8 || len(m.Reviews) != 2 {
						t.Errorf("movie 881 in the list: %+v", m)
					}
				case "882":
					seen++
					if m.VerifiedCount != 1 || *m.VerifiedRating != 4 || !m.CanReview || m.MyReview == nil || len(m.Reviews) != 1 {
						t.Errorf("movie 882 in the list: %+v", m)
					}
				}
			}
			if seen != 2 {
				t.Fatalf("the list holds %d of the two movies: %+v", seen, list.Movies)
			}
		})
	}
}

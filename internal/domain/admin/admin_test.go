package admin_test

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/admin"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/catalog"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

var kolkata, _ = time.LoadLocation("Asia/Kolkata")

func adminCtx() context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: "admin_1", Name: "Admin", Admin: true})
}

func userCtx(id string) context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: id, Name: id})
}

func newService(bdb *bun.DB, now time.Time) *admin.Service {
	return &admin.Service{DB: bdb, TZ: kolkata, Clock: func() time.Time { return now }, Catalogue: catalog.NewCatalogue(nil, nil)}
}

func price(p float64) *float64 { return &p }

func sampleID() string {
	return "9100001"
}

func TestAddShowsValidation(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		svc := newService(bdb, time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC))
		good := []admin.ShowsInput{{Date: "2026-03-10", Time: []string{"18:00"}}}
		cases := []struct {
			name string
			ctx  context.Context
			in   admin.AddShowsInput
			code apperr.Kind
			msg  string
		}{
			{"anonymous", context.Background(), admin.AddShowsInput{MovieID: sampleID(), ShowsInput: good, ShowPrice: price(60)}, apperr.Unauthenticated, ""},
			{"not admin", userCtx("u1"), admin.AddShowsInput{MovieID: sampleID(), ShowsInput: good, ShowPrice: price(60)}, apperr.Forbidden, "You are not authorized to access this page."},
			{"no movie", adminCtx(), admin.AddShowsInput{ShowsInput: good, ShowPrice: price(60)}, apperr.BadInput, "Missing required fields"},
			{"no dates", adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowPrice: price(60)}, apperr.BadInput, "Missing required fields"},
			{"date without times", adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowsInput: []admin.ShowsInput{{Date: "2026-03-10"}}, ShowPrice: price(60)}, apperr.BadInput, "Missing required fields"},
			{"no price", adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowsInput: good}, apperr.BadInput, "Missing required fields"},
			{"negative price", adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowsInput: good, ShowPrice: price(-1)}, apperr.BadInput, "Show price must be 0 or more"},
			{"bad movie id", adminCtx(), admin.AddShowsInput{MovieID: "abc", ShowsInput: good, ShowPrice: price(60)}, apperr.BadInput, `Invalid movie id "abc": expected a positive number`},
			{"unknown movie", adminCtx(), admin.AddShowsInput{MovieID: "12345", ShowsInput: good, ShowPrice: price(60)}, apperr.NotFound, "Movie not found"},
			{"bad date", adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowsInput: []admin.ShowsInput{{Date: "10/03/2026", Time: []string{"18:00"}}}, ShowPrice: price(60)}, apperr.BadInput, `Invalid show date or time "10/03/2026" "18:00": expected YYYY-MM-DD and HH:mm`},
			{"bad time", adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowsInput: []admin.ShowsInput{{Date: "2026-03-10", Time: []string{"25:00"}}}, ShowPrice: price(60)}, apperr.BadInput, `Invalid show date or time "2026-03-10" "25:00": expected YYYY-MM-DD and HH:mm`},
			{"past time", adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowsInput: []admin.ShowsInput{{Date: "2025-12-31", Time: []string{"18:00"}}}, ShowPrice: price(60)}, apperr.BadInput, "Show time 2025-12-31 18:00 is in the past"},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				_, err := svc.AddShows(tc.ctx, tc.in)
				e, ok := apperr.As(err)
				if !ok || e.Kind != tc.code || (tc.msg != "" && e.Message != tc.msg) {
					t.Fatalf("err = %v (%s), want %s %q", err, apperr.KindOf(err), tc.code, tc.msg)
				}
			})
		}
		if n, _ := bdb.NewSelect().Model((*db.Show)(nil)).Count(context.Background()); n != 0 {
			t.Fatalf("%d shows written by refused requests", n)
		}
	})
}

func TestAddShowsStoresInTheatreZoneAndIgnoresDuplicates(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		svc := newService(bdb, time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC))
		in := admin.AddShowsInput{MovieID: sampleID(), ShowPrice: price(64.5), ShowsInput: []admin.ShowsInput{
			{Date: "2026-03-10", Time: []string{"00:30", "18:00", "00:30"}},
			{Date: "2026-03-11", Time: []string{"21:15"}},
		}}
		created, err := svc.AddShows(adminCtx(), in)
		if err != nil {
			t.Fatal(err)
		}
		if len(created) != 3 {
			t.Fatalf("created %d shows, want 3 (the repeated 00:30 once)", len(created))
		}
		want := time.Date(2026, 3, 9, 19, 0, 0, 0, time.UTC)
		if !created[0].StartsAt.Equal(want) || created[0].PricePaise != 6450 {
			t.Fatalf("first show at %v for %d paise, want %v for 6450", created[0].StartsAt, created[0].PricePaise, want)
		}
		var stored db.Show
		if err := bdb.NewSelect().Model(&stored).Where("starts_at = ?", want).Scan(ctx); err != nil {
			t.Fatalf("show stored at 2026-03-09T19:00Z not found: %v", err)
		}
		// The movie came from the catalogue, with its cast.
		m, err := db.MovieByID(ctx, bdb, 9100001)
		if err != nil || len(m.Casts) < 8 {
			t.Fatalf("movie stored = %+v, %v", m, err)
		}
		want1, _ := sample.Movie(9100001)
		if m.Title != want1.Title {
			t.Fatalf("title %q", m.Title)
		}
		// Submitting the same form again creates nothing.
		again, err := svc.AddShows(adminCtx(), in)
		if err != nil || len(again) != 0 {
			t.Fatalf("second submit created %d, %v", len(again), err)
		}
		if n, _ := bdb.NewSelect().Model((*db.Show)(nil)).Count(ctx); n != 3 {
			t.Fatalf("%d shows stored", n)
		}
	})
}

func TestParseLocal(t *testing.T) {
	got, err := admin.ParseLocal("2026-03-10", "00:30", kolkata)
	if err != nil || !got.Equal(time.Date(2026, 3, 9, 19, 0, 0, 0, time.UTC)) {
		t.Fatalf("got %v, %v", got, err)
	}
}

// TestFiguresAgree: on a fixture of paid, pending and expired bookings the
// dashboard, the show list and the booking list tell the same story.
func TestFiguresAgree(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		svc := figuresFixture(t, bdb)
		d, err := svc.GetDashboard(adminCtx(), "")
		if err != nil {
			t.Fatal(err)
		}
		if d.TotalBookings != 2 || d.TotalRevenuePaise != 20000 || d.TotalUsers != 4 || d.SoldSeats != 4 || d.HeldSeats != 2 || len(d.ActiveShows) != 2 {
			t.Fatalf("dashboard = %+v", d)
		}
		showsAgree(t, svc, d)
		bookingsAgree(t, svc, d)
		for _, f := range []func(context.Context) error{
			func(c context.Context) error { _, err := svc.GetDashboard(c, ""); return err },
			func(c context.Context) error { _, err := svc.AllShows(c, ""); return err },
			func(c context.Context) error { _, err := svc.AllBookings(c, admin.BookingQuery{}); return err },
			func(c context.Context) error { _, _, err := svc.NowPlaying(c); return err },
		} {
			if err := f(userCtx("u_paid1")); !apperr.Is(err, apperr.Forbidden) {
				t.Fatalf("non-admin: %v", err)
			}
			if err := f(context.Background()); !apperr.Is(err, apperr.Unauthenticated) {
				t.Fatalf("anonymous: %v", err)
			}
		}
	})
}

// figuresFixture books two shows: one booking expired, two paid (200
// rupees, 4 seats) and one pending (2 seats held).
func figuresFixture(t *testing.T, bdb *bun.DB) *admin.Service {
	ctx := context.Background()
	now := time.Now().UTC().Truncate(time.Second)
	clock := now
	nowFn := func() time.Time { return clock }
	svc := newService(bdb, now)
	svc.Clock = nowFn
	shows, err := svc.AddShows(adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowPrice: price(50), ShowsInput: []admin.ShowsInput{
		{Date: now.In(kolkata).AddDate(0, 0, 2).Format("2006-01-02"), Time: []string{"10:00", "14:00"}},
	}})
	if err != nil || len(shows) != 2 {
		t.Fatal(err)
	}
	bk := booking.New(bdb, 10*time.Minute, kolkata, nil, nil)
	bk.Clock = nowFn
	mk := func(user, show string, seats ...string) *db.Booking {
		b, err := bk.CreateBooking(userCtx(user), show, seats)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	pay := func(b *db.Booking) {
		if o, err := bk.ConfirmPayment(ctx, booking.Payment{EventID: "ev_" + b.ID, BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil || o != booking.OutcomePaid {
			t.Fatalf("pay: %v %v", o, err)
		}
	}
	// Expired: made first, then time passes beyond its hold.
	mk("u_expired", shows[0].ID, "J1", "J2")
	clock = clock.Add(11 * time.Minute)
	pay(mk("u_paid1", shows[0].ID, "A1", "A2", "A3")) // 150 rupees
	pay(mk("u_paid2", shows[1].ID, "B1"))             // 50 rupees
	mk("u_pending", shows[1].ID, "C1", "C2")          // held
	return svc
}

// showsAgree checks that the show list adds up to dashboard d.
func showsAgree(t *testing.T, svc *admin.Service, d *admin.Dashboard) {
	t.Helper()
	all, err := svc.AllShows(adminCtx(), "")
	if err != nil {
		t.Fatal(err)
	}
	var sold, held int
	var earnings int64
	for _, f := range all {
		sold += f.SoldSeats
		held += f.HeldSeats
		earnings += f.EarningsPaise
	}
	if sold != d.SoldSeats || held != d.HeldSeats || earnings != d.TotalRevenuePaise {
		t.Fatalf("shows list sold %d held %d earned %d; dashboard %+v", sold, held, earnings, d)
	}
	if all[0].Occupied["A1"] != "u_paid1" || all[1].Occupied["C1"] != "u_pending" || len(all[0].Occupied) != 3 {
		t.Fatalf("occupied maps = %v / %v", all[0].Occupied, all[1].Occupied)
	}
}

// bookingsAgree checks that the booking list, newest first and paged,
// adds up to dashboard d.
func bookingsAgree(t *testing.T, svc *admin.Service, d *admin.Dashboard) {
	t.Helper()
	page, err := svc.AllBookings(adminCtx(), admin.BookingQuery{})
	if err != nil {
		t.Fatal(err)
	}
	if page.Total != 4 || len(page.Bookings) != 4 || page.Limit != admin.DefaultPageSize {
		t.Fatalf("page = %+v", page)
	}
	statuses := map[string]int{}
	var paidSum int64
	for _, b := range page.Bookings {
		statuses[b.Status]++
		if b.Status == db.StatusPaid {
			paidSum += b.AmountPaise
		}
		if b.User == nil || b.User.ID == "" || b.Show == nil || b.Show.Movie == nil {
			t.Fatalf("booking without user/show/movie: %+v", b)
		}
	}
	if statuses[db.StatusPaid] != 2 || statuses[db.StatusPending] != 1 || statuses[db.StatusExpired] != 1 || paidSum != d.TotalRevenuePaise {
		t.Fatalf("statuses %v, paid %d", statuses, paidSum)
	}
	if page.Bookings[0].UserID != "u_pending" {
		t.Fatalf("not newest first: %s", page.Bookings[0].UserID)
	}
	second, err := svc.AllBookings(adminCtx(), admin.BookingQuery{Offset: 3, Limit: 2})
	if err != nil || len(second.Bookings) != 1 || second.Bookings[0].UserID != "u_expired" {
		t.Fatalf("page 2 = %+v, %v", second, err)
	}
	refs := map[string]bool{}
	for _, b := range page.Bookings {
		if !regexp.MustCompile(`^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$`).MatchString(b.Reference) || refs[b.Reference] {
			t.Fatalf("reference %q malformed or repeated", b.Reference)
		}
		refs[b.Reference] = true
	}
	// Search by reference is exact and ignores case.
	want := page.Bookings[2]
	found, err := svc.AllBookings(adminCtx(), admin.BookingQuery{Reference: strings.ToLower(want.Reference)})
	if err != nil || found.Total != 1 || len(found.Bookings) != 1 || found.Bookings[0].ID != want.ID || found.Bookings[0].Show == nil {
		t.Fatalf("search %s = %+v, %v", want.Reference, found, err)
	}
	none, err := svc.AllBookings(adminCtx(), admin.BookingQuery{Reference: want.Reference[:7]})
	if err != nil || none.Total != 0 || len(none.Bookings) != 0 {
		t.Fatalf("prefix search = %+v, %v", none, err)
	}
}

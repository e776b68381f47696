package admin_test

import (
	"context"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/admin"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/testsupport/testclock"
)

// listFixture holds one booking of each effective status, each by its own
// customer, and the services on one test clock.
type listFixture struct {
	svc *admin.Service
	// ids by name: expired (a hold ended but unswept), paid, paid2,
	// refunded (paid, then cancelled by its owner), cancelled, pending.
	ids map[string]string
	ref map[string]string
}

func newListFixture(t *testing.T, bdb *bun.DB) *listFixture {
	t.Helper()
	ctx := context.Background()
	clock := testclock.New(time.Date(2030, 3, 1, 4, 30, 0, 0, time.UTC))
	svc := newService(bdb, clock.Now())
	svc.Clock = clock.Now
	day := clock.Now().In(kolkata).AddDate(0, 0, 2).Format("2006-01-02")
	shows, err := svc.AddShows(adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowPrice: price(50),
		ShowsInput: []admin.ShowsInput{{Date: day, Time: []string{"10:00"}}}})
	if err != nil || len(shows) != 1 {
		t.Fatal(err)
	}
	bk := booking.New(bdb, 10*time.Minute, kolkata, nil, nil)
	bk.Clock, bk.CancelFeePercent = clock.Now, 10
	for id, email := range map[string]string{
		"u_neel": "neel@mail.example", "u_asha": "Asha.Rao@Example.com", "u_ravi_k": "ravi_k@example.org",
		"u_ravix": "ravixk@example.org", "u_meera": "meera@example.net",
	} {
		if err := db.UpsertUser(ctx, bdb, &db.User{ID: id, Name: id, Email: email, CreatedAt: clock.Now(), UpdatedAt: clock.Now()}); err != nil {
			t.Fatal(err)
		}
	}
	f := &listFixture{svc: svc, ids: map[string]string{}, ref: map[string]string{}}
	mk := func(name, user string, seats ...string) string {
		b, err := bk.CreateBooking(userCtx(user), shows[0].ID, seats)
		if err != nil {
			t.Fatal(err)
		}
		f.ids[name], f.ref[name] = b.ID, b.Reference
		return b.ID
	}
	pay := func(id string, amount int64) {
		if o, err := bk.ConfirmPayment(ctx, booking.Payment{EventID: "ev_" + id, BookingID: id, AmountPaise: amount, Currency: "inr"}); err != nil || o != booking.OutcomePaid {
			t.Fatalf("pay: %v %v", o, err)
		}
	}
	mk("expired", "u_neel", "J1")
	clock.Advance(11 * time.Minute)
	pay(mk("paid", "u_asha", "A1", "A2"), 10000)
	pay(mk("paid2", "u_ravi_k", "B1"), 5000)
	pay(mk("refunded", "u_asha", "C1"), 5000)
	if _, err := bk.Cancel(userCtx("u_asha"), f.ids["refunded"]); err != nil {
		t.Fatal(err)
	}
	if _, err := bk.Cancel(userCtx("u_ravix"), mk("cancelled", "u_ravix", "D1")); err != nil {
		t.Fatal(err)
	}
	mk("pending", "u_meera", "E1")
	return f
}

// list runs AllBookings with q and returns the page and the names of its
// bookings, newest first.
func (f *listFixture) list(t *testing.T, q admin.BookingQuery) (*admin.BookingPage, []string) {
	t.Helper()
	page, err := f.svc.AllBookings(adminCtx(), q)
	if err != nil {
		t.Fatalf("AllBookings(%+v): %v", q, err)
	}
	var names []string
	for _, b := range page.Bookings {
		for name, id := range f.ids {
			if id == b.ID {
				names = append(names, name)
			}
		}
	}
	return page, names
}

// TestAllBookingsTotalsAgreeWithTheDashboard: with expired, cancelled,
// refunded and pending bookings beside the paid ones, the unfiltered
// list's paid totals are the dashboard's, and add up from its rows.
func TestAllBookingsTotalsAgreeWithTheDashboard(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newListFixture(t, bdb)
		d, err := f.svc.GetDashboard(adminCtx(), "")
		if err != nil {
			t.Fatal(err)
		}
		page, names := f.list(t, admin.BookingQuery{})
		if page.Total != 6 || len(names) != 6 {
			t.Fatalf("list = %v (total %d), want all 6", names, page.Total)
		}
		var fromRows int64
		statuses := map[string]int{}
		for _, b := range page.Bookings {
			statuses[b.Status]++
			if b.Status == db.StatusPaid {
				fromRows += b.AmountPaise
			}
		}
		if page.PaidAmountPaise != d.TotalRevenuePaise || page.PaidCount != d.TotalBookings ||
			page.PaidAmountPaise != 15000 || page.PaidCount != 2 || fromRows != page.PaidAmountPaise {
			t.Fatalf("list paid %d × %d paise (rows say %d); dashboard %d × %d paise", page.PaidCount, page.PaidAmountPaise, fromRows,
				d.TotalBookings, d.TotalRevenuePaise)
		}
		want := map[string]int{db.StatusPaid: 2, db.StatusExpired: 1, db.StatusRefunded: 1, db.StatusCancelled: 1, db.StatusPending: 1}
		for st, n := range want {
			if statuses[st] != n {
				t.Fatalf("statuses %v, want %v", statuses, want)
			}
		}
		// A page's totals are those of every matching booking, not the page's.
		small, _ := f.list(t, admin.BookingQuery{Limit: 1})
		if small.Total != 6 || small.PaidAmountPaise != 15000 || small.PaidCount != 2 {
			t.Fatalf("one-row page: %+v", small)
		}
	})
}

// TestAllBookingsFilters: status filters read effective statuses (a hold
// that ended unswept is EXPIRED, not PENDING); search matches the start
// of a reference in any case, or any part of the customer's e-mail in any
// case, with LIKE's wildcards taken literally.
func TestAllBookingsFilters(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newListFixture(t, bdb)
		cases := []struct {
			name      string
			q         admin.BookingQuery
			want      []string
			paidCount int
			paidPaise int64
		}{
			{"paid", admin.BookingQuery{Statuses: []string{db.StatusPaid}}, []string{"paid2", "paid"}, 2, 15000},
			{"expired, unswept", admin.BookingQuery{Statuses: []string{db.StatusExpired}}, []string{"expired"}, 0, 0},
			{"pending, live holds only", admin.BookingQuery{Statuses: []string{db.StatusPending}}, []string{"pending"}, 0, 0},
			{"cancelled or refunded", admin.BookingQuery{Statuses: []string{db.StatusCancelled, db.StatusRefunded}}, []string{"cancelled", "refunded"}, 0, 0},
			{"e-mail, any case", admin.BookingQuery{Search: " asha.RAO@example "}, []string{"refunded", "paid"}, 1, 10000},
			{"e-mail and status", admin.BookingQuery{Search: "asha", Statuses: []string{db.StatusRefunded}}, []string{"refunded"}, 0, 0},
			{"underscore is literal", admin.BookingQuery{Search: "i_k"}, []string{"paid2"}, 1, 5000},
			{"percent is literal", admin.BookingQuery{Search: "%"}, nil, 0, 0},
			{"reference, lower case", admin.BookingQuery{Search: strings.ToLower(f.ref["cancelled"])}, []string{"cancelled"}, 0, 0},
			{"no match", admin.BookingQuery{Search: "nobody@nowhere"}, nil, 0, 0},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				page, names := f.list(t, c.q)
				if !slices.Equal(names, c.want) || page.Total != len(c.want) || page.PaidCount != c.paidCount || page.PaidAmountPaise != c.paidPaise {
					t.Fatalf("got %v (total %d, paid %d × %d); want %v (paid %d × %d)",
						names, page.Total, page.PaidCount, page.PaidAmountPaise, c.want, c.paidCount, c.paidPaise)
				}
			})
		}
		// A reference's start finds it, read as people type it.
		ref := f.ref["paid"]
		typed := strings.NewReplacer("0", "o", "1", "l").Replace(strings.ToLower(ref[:5]))
		if _, names := f.list(t, admin.BookingQuery{Search: typed}); !slices.Contains(names, "paid") {
			t.Fatalf("search %q (the start of %s) found %v", typed, ref, names)
		}
		for _, bad := range []admin.BookingQuery{
			{Statuses: []string{"LOST"}},
			{Search: strings.Repeat("x", 255)},
		} {
			if _, err := f.svc.AllBookings(adminCtx(), bad); !apperr.Is(err, apperr.BadInput) {
				t.Fatalf("%+v: %v", bad, err)
			}
		}
	})
}

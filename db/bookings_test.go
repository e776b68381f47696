package db_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

const (
	show1 = "00000000-0000-0000-0000-000000000101"
	show2 = "00000000-0000-0000-0000-000000000102"
)

// bookingsFixture stores two shows and, for each status, a booking, each
// created a minute after the one before.
func bookingsFixture(t *testing.T, bdb *bun.DB) []db.Booking {
	addUser(t, bdb, "u1")
	addUser(t, bdb, "u2")
	addMovie(t, bdb, 1)
	addShow(t, bdb, show1, 1, t0.Add(24*time.Hour))
	addShow(t, bdb, show2, 1, t0.Add(48*time.Hour))
	var out []db.Booking
	for i, st := range []string{db.StatusPaid, db.StatusPending, db.StatusPaid, db.StatusExpired, db.StatusCancelled, db.StatusRefunded} {
		b := db.Booking{ID: fmt.Sprintf("b%d", i), UserID: []string{"u1", "u2"}[i%2], ShowID: []string{show1, show2}[i%2],
			Seats: []string{"A1"}, AmountPaise: int64(1000 * (i + 1)), Status: st,
			HoldExpiresAt: t0.Add(10 * time.Minute), CreatedAt: t0.Add(time.Duration(i) * time.Minute)}
		addBooking(t, bdb, b)
		out = append(out, b)
	}
	return out
}

func TestPaidTotalsCountsPaidBookingsOnly(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		n, sum, err := db.PaidTotals(ctx, bdb)
		if err != nil || n != 0 || sum != 0 {
			t.Fatalf("empty: %d bookings, %d paise, %v", n, sum, err)
		}
		bookingsFixture(t, bdb)
		n, sum, err = db.PaidTotals(ctx, bdb)
		if err != nil || n != 2 || sum != 1000+3000 {
			t.Fatalf("got %d bookings, %d paise, %v; want 2, 4000", n, sum, err)
		}
	})
}

func TestBookingsPageIsNewestFirstWithRelations(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		bookingsFixture(t, bdb)
		page, err := db.BookingsPage(ctx, bdb, db.BookingFilter{}, 1, 3)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, b := range page {
			ids = append(ids, b.ID)
			if b.User == nil || b.User.ID != b.UserID || b.Show == nil || b.Show.ID != b.ShowID || b.Show.Movie == nil {
				t.Fatalf("%s: relations not loaded: user %+v show %+v", b.ID, b.User, b.Show)
			}
		}
		if want := []string{"b4", "b3", "b2"}; !slices.Equal(ids, want) {
			t.Fatalf("page = %v, want %v", ids, want)
		}
		if page[2].Status != db.StatusPaid {
			t.Fatalf("status %q: the page must report stored statuses", page[2].Status)
		}
		tot, err := db.TotalsOfBookings(ctx, bdb, db.BookingFilter{})
		if err != nil || tot.Total != 6 || tot.PaidCount != 2 || tot.PaidPaise != 1000+3000 {
			t.Fatalf("TotalsOfBookings = %+v, %v; want 6 in all, 2 paid for 4000", tot, err)
		}
	})
}

func TestLiveClaimsAreSoldOrStillHeld(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		bookingsFixture(t, bdb)
		later, earlier := t0.Add(time.Minute), t0.Add(-time.Minute)
		addClaim(t, bdb, db.SeatClaim{ShowID: show1, Seat: "A1", BookingID: "b0", UserID: "u1"})
		addClaim(t, bdb, db.SeatClaim{ShowID: show1, Seat: "A2", BookingID: "b2", UserID: "u1", ExpiresAt: &later})
		addClaim(t, bdb, db.SeatClaim{ShowID: show1, Seat: "A3", BookingID: "b2", UserID: "u1", ExpiresAt: &earlier})
		addClaim(t, bdb, db.SeatClaim{ShowID: show1, Seat: "A4", BookingID: "b2", UserID: "u1", ExpiresAt: &t0})
		addClaim(t, bdb, db.SeatClaim{ShowID: show2, Seat: "B1", BookingID: "b1", UserID: "u2", ExpiresAt: &later})

		seats := func(cs []db.SeatClaim) []string {
			var out []string
			for _, c := range cs {
				out = append(out, c.ShowID[len(c.ShowID)-1:]+":"+c.Seat+":"+c.UserID)
			}
			slices.Sort(out)
			return out
		}
		cases := []struct {
			name    string
			showIDs []string
			want    []string
			queries int64
		}{
			{"every show", nil, []string{"1:A1:u1", "1:A2:u1", "2:B1:u2"}, 1},
			{"one show", []string{show2}, []string{"2:B1:u2"}, 1},
			{"no show", []string{}, nil, 0},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				qc := &queryCounter{}
				conn := bdb.WithQueryHook(qc)
				got, err := db.LiveClaims(ctx, conn, t0, tc.showIDs)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(seats(got), tc.want) {
					t.Fatalf("claims = %v, want %v", seats(got), tc.want)
				}
				if qc.n.Load() != tc.queries {
					t.Fatalf("%d queries, want %d", qc.n.Load(), tc.queries)
				}
			})
		}
	})
}

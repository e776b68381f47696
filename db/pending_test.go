package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// TestEndPendingBookingsFilters: each filter ends exactly the bookings it
// names, and the zero filter is refused rather than ending every pending
// booking.
func TestEndPendingBookingsFilters(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		now := time.Date(2030, 3, 1, 10, 0, 0, 0, time.UTC)
		show := &db.Show{ID: "show-1", MovieID: 1, StartsAt: now.Add(24 * time.Hour), PricePaise: 100, CreatedAt: now}
		mustInsert(t, bdb, &db.Movie{ID: 1, Title: "M", Genres: []db.Genre{}, CreatedAt: now}, show,
			&db.User{ID: "asha", CreatedAt: now, UpdatedAt: now})
		hold := now.Add(-time.Minute) // every hold below has ended
		book := func(id, seat string) {
			b := &db.Booking{ID: id, UserID: "asha", ShowID: show.ID, Seats: []string{seat}, Currency: "inr",
				Status: db.StatusPending, HoldExpiresAt: hold, CreatedAt: now, UpdatedAt: now}
			if err := db.InsertBooking(ctx, bdb, b); err != nil {
				t.Fatal(err)
			}
			if _, err := db.ClaimSeats(ctx, bdb, b, &hold); err != nil {
				t.Fatal(err)
			}
		}
		book("b1", "A1")
		book("b2", "A2")
		book("b3", "A3")

		if _, err := db.EndPendingBookings(ctx, bdb, db.PendingFilter{}, db.StatusExpired, now); err == nil {
			t.Fatal("the zero filter was accepted")
		}
		cases := []struct {
			name   string
			filter db.PendingFilter
			want   []string
		}{
			{"someone else's", db.PendingByID("b1").OwnedBy("ravi"), nil},
			{"own", db.PendingByID("b1").OwnedBy("asha"), []string{"b1"}},
			{"stale on a seat", db.PendingStaleOn(show.ID, []string{"A2"}), []string{"b2"}},
			{"due", db.PendingDue(time.Time{}, 10), []string{"b3"}},
			{"nothing left", db.PendingDue(time.Time{}, 10), nil},
		}
		for _, c := range cases {
			ended, err := db.EndPendingBookings(ctx, bdb, c.filter, db.StatusCancelled, now)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			var got []string
			for _, b := range ended {
				got = append(got, b.ID)
			}
			if len(got) != len(c.want) || (len(got) == 1 && got[0] != c.want[0]) {
				t.Fatalf("%s ended %v, want %v", c.name, got, c.want)
			}
		}
	})
}

func mustInsert(t *testing.T, bdb *bun.DB, models ...any) {
	t.Helper()
	for _, m := range models {
		if sh, ok := m.(*db.Show); ok {
			if err := dbtest.InsertShow(context.Background(), bdb, sh); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := bdb.NewInsert().Model(m).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

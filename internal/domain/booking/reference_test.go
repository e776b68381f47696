package booking_test

import (
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// A new booking whose drawn reference is already taken is retried with
// the next draw, inside a fresh transaction, and nothing of the failed
// attempt is left behind.
func TestCreateBookingRedrawsTakenReference(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		draws := []string{"TAKEN000", "TAKEN000", "TAKEN000", "FRESH001"}
		n := 0
		f.svc.NewReference = func() string { n++; return draws[n-1] }
		first, err := f.svc.CreateBooking(as(user(1)), f.show.ID, []string{"A1"})
		if err != nil || first.Reference != "TAKEN000" {
			t.Fatalf("first booking: %+v, %v", first, err)
		}
		second, err := f.svc.CreateBooking(as(user(2)), f.show.ID, []string{"A2"})
		if err != nil || second.Reference != "FRESH001" || n != 4 {
			t.Fatalf("second booking: %+v, %v after %d draws", second, err, n)
		}
		if got := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); got != 2 {
			t.Fatalf("%d bookings stored, want 2", got)
		}
		// Drawing a taken reference every time gives up rather than loop.
		f.svc.NewReference = func() string { return "TAKEN000" }
		if _, err := f.svc.CreateBooking(as(user(3)), f.show.ID, []string{"A3"}); err == nil {
			t.Fatal("booking with an always-taken reference succeeded")
		}
	})
}

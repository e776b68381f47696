package bookingtest

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// CheckSeats verifies, for one show, that no seat belongs to two bookings,
// that every booking owns all of its seats (never some), and that the
// stored bookings match the number of successful requests. It returns the
// claims stored.
func CheckSeats(t testing.TB, bdb bun.IDB, showID string, successes int) []db.SeatClaim {
	t.Helper()
	ctx := context.Background()
	bookings, err := dbtest.ShowBookings(ctx, bdb, showID)
	if err != nil {
		t.Fatal(err)
	}
	claims, err := dbtest.ShowClaims(ctx, bdb, showID)
	if err != nil {
		t.Fatal(err)
	}
	if len(bookings) != successes {
		t.Fatalf("%d bookings stored, %d successes", len(bookings), successes)
	}
	owner := map[string]string{}
	perBooking := map[string]int{}
	for _, c := range claims {
		if prev, ok := owner[c.Seat]; ok {
			t.Fatalf("seat %s claimed by %s and %s", c.Seat, prev, c.BookingID)
		}
		owner[c.Seat] = c.BookingID
		perBooking[c.BookingID]++
	}
	seats := 0
	for _, b := range bookings {
		if perBooking[b.ID] != len(b.Seats) {
			t.Fatalf("booking %s owns %d of its %d seats", b.ID, perBooking[b.ID], len(b.Seats))
		}
		for _, s := range b.Seats {
			if owner[s] != b.ID {
				t.Fatalf("seat %s of booking %s belongs to %s", s, b.ID, owner[s])
			}
		}
		seats += len(b.Seats)
	}
	if seats != len(claims) {
		t.Fatalf("bookings hold %d seats, %d claims stored", seats, len(claims))
	}
	return claims
}

package resolvers_test

import (
	"strings"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// A booking made over GraphQL carries its reference, and an admin finds
// it again by that reference typed in lower case; another reference finds
// nothing.
func TestAdminFindsBookingByReference(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{Env: map[string]string{"SAMPLE_DATA": "true"}, NoBackground: true})
			user := s.SignIn("Asha", false)
			admin := s.SignIn("Meera", true)
			var shows struct{ Shows []struct{ ID string } }
			s.GraphQL("", `{ shows { id } }`, nil).Decode(t, &shows)
			var booked struct {
				CreateBooking struct{ ID, Reference string }
			}
			s.GraphQL(user, `mutation($s: ID!) { createBooking(showId: $s, seats: ["D4"]) { id reference } }`,
				map[string]any{"s": shows.Shows[0].ID}).Decode(t, &booked)
			if len(booked.CreateBooking.Reference) != 8 {
				t.Fatalf("reference = %q", booked.CreateBooking.Reference)
			}
			const find = `query($r: String) { allBookings(reference: $r) { total bookings { id reference } } }`
			var found struct {
				AllBookings struct {
					Total    int
					Bookings []struct{ ID, Reference string }
				}
			}
			s.GraphQL(admin, find, map[string]any{"r": strings.ToLower(booked.CreateBooking.Reference)}).Decode(t, &found)
			if found.AllBookings.Total != 1 || len(found.AllBookings.Bookings) != 1 || found.AllBookings.Bookings[0].ID != booked.CreateBooking.ID {
				t.Fatalf("search = %+v", found)
			}
			other := "00000000"
			if booked.CreateBooking.Reference == other {
				other = "11111111"
			}
			var none struct{ AllBookings struct{ Total int } }
			s.GraphQL(admin, find, map[string]any{"r": other}).Decode(t, &none)
			if none.AllBookings.Total != 0 {
				t.Fatalf("unknown reference found %d", none.AllBookings.Total)
			}
		})
	}
}

package resolvers_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/apptest"
)

// Through GraphQL: the ticket code appears for the owner, staff and an
// admin once paid and for nobody else; a staff user checks it in once, the
// second scan answers ALREADY_CHECKED_IN with the first scan's time; a
// forged code answers INVALID_TICKET.
func TestCheckInThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			ctx := context.Background()
			kolkata, _ := time.LoadLocation("Asia/Kolkata")
			// The show is at noon two days on; the app's clock stands an
			// hour before it, so "today" never depends on when the test runs.
			day := time.Now().In(kolkata).AddDate(0, 0, 2)
			starts := time.Date(day.Year(), day.Month(), day.Day(), 12, 0, 0, 0, kolkata)
			s.Booking.Clock = func() time.Time { return starts.Add(-time.Hour) }
			movie := &db.Movie{ID: 777, Title: "Door Test", Runtime: 100, Genres: []db.Genre{}, CreatedAt: starts}
			if _, err := s.DB.NewInsert().Model(movie).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			show := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: starts, PricePaise: 10000, CreatedAt: starts}
			if err := dbtest.InsertShow(ctx, s.DB, show); err != nil {
				t.Fatal(err)
			}
			owner, other := s.SignIn("Asha", false), s.SignIn("Ravi", false)
			staff, admin := s.SignInStaff("Usha"), s.SignIn("Meera", true)
			var booked struct {
				CreateBooking struct {
					ID, Reference string
					TicketCode    *string
				}
			}
			s.GraphQL(owner, `mutation($s: ID!) { createBooking(showId: $s, seats: ["A1"]) { id reference ticketCode } }`,
				map[string]any{"s": show.ID}).Decode(t, &booked)
			if booked.CreateBooking.TicketCode != nil {
				t.Fatalf("unpaid booking has a ticket code %q", *booked.CreateBooking.TicketCode)
			}
			b, err := db.BookingWithShow(ctx, s.DB, booked.CreateBooking.ID)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
				EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil {
				t.Fatal(err)
			}
			var mine struct {
				MyBookings []struct{ TicketCode *string }
			}
			s.GraphQL(owner, `{ myBookings { ticketCode } }`, nil).Decode(t, &mine)
			if len(mine.MyBookings) != 1 || mine.MyBookings[0].TicketCode == nil {
				t.Fatalf("owner's bookings = %+v", mine)
			}
			code := *mine.MyBookings[0].TicketCode
			const find = `query($r: String) { allBookings(reference: $r) { bookings { ticketCode } } }`
			var seen struct {
				AllBookings struct {
					Bookings []struct{ TicketCode *string }
				}
			}
			s.GraphQL(admin, find, map[string]any{"r": booked.CreateBooking.Reference}).Decode(t, &seen)
			if len(seen.AllBookings.Bookings) != 1 || seen.AllBookings.Bookings[0].TicketCode == nil || *seen.AllBookings.Bookings[0].TicketCode != code {
				t.Fatalf("admin sees %+v", seen)
			}
			var others struct{ MyBookings []struct{ ID string } }
			s.GraphQL(other, `{ myBookings { id } }`, nil).Decode(t, &others)
			if len(others.MyBookings) != 0 {
				t.Fatalf("another user sees %+v", others)
			}

			const checkIn = `mutation($c: String!) { checkIn(code: $c) { checkedInAt booking { id reference seats ticketCode } } }`
			if r := s.GraphQL(other, checkIn, map[string]any{"c": code}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("customer scan: %+v", r.Errors)
			}
			forged := code[:len(code)-2] + "xx"
			if forged == code {
				forged = code[:len(code)-2] + "yy"
			}
			if r := s.GraphQL(staff, checkIn, map[string]any{"c": forged}); r.FirstCode() != "INVALID_TICKET" {
				t.Fatalf("forged scan: %+v", r.Errors)
			}
			var in struct {
				CheckIn struct {
					CheckedInAt time.Time
					Booking     struct {
						ID, Reference string
						Seats         []string
						TicketCode    *string
					}
				}
			}
			s.GraphQL(staff, checkIn, map[string]any{"c": code}).Decode(t, &in)
			if in.CheckIn.Booking.ID != b.ID || in.CheckIn.Booking.TicketCode == nil || !in.CheckIn.CheckedInAt.Equal(starts.Add(-time.Hour)) {
				t.Fatalf("check-in = %+v", in)
			}
			r := s.GraphQL(staff, checkIn, map[string]any{"c": code})
			if r.FirstCode() != "ALREADY_CHECKED_IN" || r.Errors[0].Extensions["checkedInAt"] != in.CheckIn.CheckedInAt.UTC().Format(time.RFC3339Nano) {
				t.Fatalf("second scan: %+v", r.Errors)
			}
		})
	}
}

// Through GraphQL and the app's own wiring: staff check a ticket in by the
// reference printed on it, typed in lower case; the second scan's
// ALREADY_CHECKED_IN carries the show and the seats; a customer who knows
// the reference is FORBIDDEN; and an usher typing references faster than
// RATE_LIMIT_REFERENCE_CHECKINS_PER_MINUTE_USER is RATE_LIMITED with
// retryAfter, while another usher is not.
func TestCheckInByReferenceThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true,
				Env: map[string]string{"RATE_LIMIT_REFERENCE_CHECKINS_PER_MINUTE_USER": "3"}})
			ctx := context.Background()
			kolkata, _ := time.LoadLocation("Asia/Kolkata")
			day := time.Now().In(kolkata).AddDate(0, 0, 2)
			starts := time.Date(day.Year(), day.Month(), day.Day(), 12, 0, 0, 0, kolkata)
			s.Booking.Clock = func() time.Time { return starts.Add(-time.Hour) }
			movie := &db.Movie{ID: 778, Title: "Door By Hand", Runtime: 100, Genres: []db.Genre{}, CreatedAt: starts}
			if _, err := s.DB.NewInsert().Model(movie).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			show := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: starts, PricePaise: 10000, CreatedAt: starts}
			if err := dbtest.InsertShow(ctx, s.DB, show); err != nil {
				t.Fatal(err)
			}
			owner, usha, uma := s.SignIn("Asha", false), s.SignInStaff("Usha"), s.SignInStaff("Uma")
			var booked struct {
				CreateBooking struct{ ID, Reference string }
			}
			s.GraphQL(owner, `mutation($s: ID!) { createBooking(showId: $s, seats: ["B2", "B1"]) { id reference } }`,
				map[string]any{"s": show.ID}).Decode(t, &booked)
			b := booked.CreateBooking
			stored, err := db.BookingWithShow(ctx, s.DB, b.ID)
			if err != nil {
				t.Fatal(err)
			}
			if out, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
				EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: stored.AmountPaise, Currency: "inr"}); err != nil || out != booking.OutcomePaid {
				t.Fatalf("pay: %v %v", out, err)
			}

			const checkIn = `mutation($c: String!) { checkIn(code: $c) { booking { id seats } } }`
			if r := s.GraphQL(owner, checkIn, map[string]any{"c": b.Reference}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("the owner typing the reference: %+v", r.Errors)
			}
			var in struct {
				CheckIn struct{ Booking struct{ ID string } }
			}
			s.GraphQL(usha, checkIn, map[string]any{"c": strings.ToLower(b.Reference)}).Decode(t, &in)
			if in.CheckIn.Booking.ID != b.ID {
				t.Fatalf("checked in %+v", in)
			}
			r := s.GraphQL(usha, checkIn, map[string]any{"c": b.Reference})
			if r.FirstCode() != "ALREADY_CHECKED_IN" {
				t.Fatalf("second scan: %+v", r.Errors)
			}
			ext := r.Errors[0].Extensions
			seats, _ := ext["seats"].([]any)
			if ext["reference"] != b.Reference || ext["movie"] != "Door By Hand" || ext["showDate"] != starts.Format(time.DateOnly) ||
				ext["showTime"] != "12:00" || ext["timeZone"] != "Asia/Kolkata" || ext["screen"] == nil || ext["cinema"] == nil || len(seats) != 2 {
				t.Fatalf("second scan extensions %v", ext)
			}
			if first, _ := seats[0].(map[string]any); first["label"] != "B1" || first["category"] == "" {
				t.Fatalf("seats %v", seats)
			}
			r = s.GraphQL(usha, checkIn, map[string]any{"c": "ZZZZZZZZ"})
			if r.FirstCode() != "INVALID_TICKET" {
				t.Fatalf("an unknown reference: %+v", r.Errors)
			}
			r = s.GraphQL(usha, checkIn, map[string]any{"c": "YYYYYYYY"})
			if r.FirstCode() != "RATE_LIMITED" {
				t.Fatalf("a fourth reference within the minute: %+v", r.Errors)
			}
			if after, _ := r.Errors[0].Extensions["retryAfter"].(float64); after < 1 || after > 20 {
				t.Fatalf("retryAfter %v", r.Errors[0].Extensions)
			}
			if r := s.GraphQL(uma, checkIn, map[string]any{"c": "YYYYYYYY"}); r.FirstCode() != "INVALID_TICKET" {
				t.Fatalf("another usher: %+v", r.Errors)
			}
		})
	}
}

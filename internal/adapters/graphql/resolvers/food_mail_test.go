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
	"marquee/internal/testsupport/smtptest"
)

// The food ordered with a booking reaches the customer's inbox: a paid
// booking with a popcorn and two colas sends, through a real SMTP server
// on loopback, one e-mail whose text and HTML list both lines and the
// amount charged.
func TestFoodEmailReachesTheSMTPServer(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			srv := smtptest.Start(t, smtptest.Options{})
			s := apptest.Start(t, dialect, apptest.Options{Env: mailEnv(srv)})
			show := mailShow(t, s, 883)
			admin, customer := s.SignIn("Meera", true), s.SignIn("Kavya", false)
			const upsert = `mutation($c: ID!, $i: MenuItemInput!) { upsertMenuItem(cinemaId: $c, input: $i) { id } }`
			item := func(name, category string, price, rate int) string {
				var out struct{ UpsertMenuItem struct{ ID string } }
				s.GraphQL(admin, upsert, map[string]any{"c": db.DefaultCinemaID, "i": map[string]any{
					"name": name, "category": category, "pricePaise": price, "gstRatePercent": rate, "available": true}}).Decode(t, &out)
				return out.UpsertMenuItem.ID
			}
			popcorn, cola := item("Large popcorn", "popcorn", 35000, 5), item("Cola", "drinks", 15000, 18)

			var booked struct {
				CreateBooking struct {
					ID, Reference string
					AmountPaise   int64
				}
			}
			s.GraphQL(customer, `mutation($s: ID!, $seats: [String!]!, $f: [OrderLineInput!]) {
				createBooking(showId: $s, seats: $seats, food: $f) { id reference amountPaise } }`,
				map[string]any{"s": show.ID, "seats": []string{"C3"}, "f": []map[string]any{
					{"itemId": popcorn, "quantity": 1}, {"itemId": cola, "quantity": 2}}}).Decode(t, &booked)
			ctx := context.Background()
			b, err := db.BookingWithShow(ctx, s.DB, booked.CreateBooking.ID)
			if err != nil {
				t.Fatal(err)
			}
			now := time.Now()
			if err := db.UpsertUser(ctx, s.DB, &db.User{ID: b.UserID, Name: "Kavya", Email: "kavya@example.com", CreatedAt: now, UpdatedAt: now}); err != nil {
				t.Fatal(err)
			}
			if _, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
				EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil {
				t.Fatal(err)
			}
			// The payment's commit wakes the mail worker; the server is what we wait on.
			got := srv.NextWithin(t, 15*time.Second)
			if got.Envelope.To[0] != "kavya@example.com" || !strings.Contains(got.Subject, booked.CreateBooking.Reference) {
				t.Fatalf("e-mail %q to %v", got.Subject, got.Envelope.To)
			}
			for _, line := range []string{"1 × Large popcorn", "2 × Cola"} {
				if !strings.Contains(got.Text, line) || !strings.Contains(got.HTML, line) {
					t.Fatalf("the e-mail does not list %q:\n%s", line, got.Text)
				}
			}
			if srv.Accepted() != 1 {
				t.Fatalf("the SMTP server accepted %d messages, want the one", srv.Accepted())
			}
		})
	}
}

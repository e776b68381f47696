package resolvers_test

import (
	"context"
	"encoding/json"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/venues"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/livetest"
	"marquee/internal/testsupport/smtptest"
)

const waitlistSub = `subscription($id: ID!) {
  waitlist(showId: $id) { id status position seats together offer { seats expiresAt bookingId } show { id waitlistLength } }
}`

type waitlistMsg struct {
	ID       string
	Status   string
	Position int
	Seats    int
	Together bool
	Offer    *struct {
		Seats     []string
		ExpiresAt time.Time
		BookingID string
	}
	Show struct {
		ID             string
		WaitlistLength int
	}
}

func nextWaitlist(t *testing.T, c *livetest.Client) waitlistMsg {
	t.Helper()
	r, err := c.Next("wl")
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("errors: %+v", r.Errors)
	}
	var out struct{ Waitlist waitlistMsg }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	return out.Waitlist
}

// sellOut sells every seat of a show nobody holds to one filler booking.
func sellOut(t *testing.T, bdb *bun.DB, show *db.Show) {
	t.Helper()
	ctx := context.Background()
	lay, err := db.LayoutByID(ctx, bdb, show.LayoutID)
	if err != nil {
		t.Fatal(err)
	}
	claims, err := dbtest.ShowClaims(ctx, bdb, show.ID)
	if err != nil {
		t.Fatal(err)
	}
	var seats []string
	for seat := range venues.SeatIndex(lay.Layout) {
		if !slices.ContainsFunc(claims, func(c db.SeatClaim) bool { return c.Seat == seat }) {
			seats = append(seats, seat)
		}
	}
	now := time.Now()
	if err := db.EnsureUser(ctx, bdb, "filler", now); err != nil {
		t.Fatal(err)
	}
	b := &db.Booking{ID: uuid.NewString(), UserID: "filler", ShowID: show.ID, Seats: seats, Currency: "inr",
		Status: db.StatusPaid, HoldExpiresAt: now, PaymentProvider: db.ProviderTest, CreatedAt: now, UpdatedAt: now}
	if err := db.InsertBooking(ctx, bdb, b); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ClaimSeats(ctx, bdb, b, nil); err != nil {
		t.Fatal(err)
	}
}

// A waiter's open page hears the offer: on a sold-out show the waiter
// subscribes to the waitlist over graphql-transport-ws and joins (the
// socket carries WAITING, first in line); another customer cancels a paid
// booking of two seats through GraphQL, and the socket carries the offer
// (OFFERED, both seats, held WAITLIST_OFFER_MINUTES), while a real SMTP
// server on loopback receives the offer's e-mail. Leaving is pushed too.
func TestWaitlistOfferArrivesOverTheSocketAndByMail(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			srv := smtptest.Start(t, smtptest.Options{})
			env := mailEnv(srv)
			env["WAITLIST_OFFER_MINUTES"] = "3"
			s := apptest.Start(t, dialect, apptest.Options{Env: env})
			show := mailShow(t, s, 884)
			customer, waiter := s.SignIn("Kavya", false), s.SignIn("Imran", false)
			b := book(t, s, customer, show.ID, "D4", "D5")
			ctx := context.Background()
			if _, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
				EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil {
				t.Fatal(err)
			}
			srv.NextWithin(t, 15*time.Second) // the customer's tickets
			sellOut(t, s.DB, show)

			c := dialInit(t, s, map[string]any{"Authorization": "Bearer " + waiter})
			defer c.Close()
			if err := c.Subscribe("wl", waitlistSub, map[string]any{"id": show.ID}); err != nil {
				t.Fatal(err)
			}
			waitSubscribers(t, s, 1)
			var joined struct{ JoinWaitlist struct{ ID string } }
			s.GraphQL(waiter, `mutation($s: ID!) { joinWaitlist(showId: $s, seats: 2, together: true) { id } }`,
				map[string]any{"s": show.ID}).Decode(t, &joined)
			got := nextWaitlist(t, c)
			if got.ID != joined.JoinWaitlist.ID || got.Status != "WAITING" || got.Position != 1 || got.Seats != 2 ||
				!got.Together || got.Offer != nil || got.Show.WaitlistLength != 1 {
				t.Fatalf("after joining: %+v", got)
			}
			before := time.Now()
			s.GraphQL(customer, `mutation($id: ID!) { cancelBooking(id: $id) { id status } }`, map[string]any{"id": b.ID}).Decode(t, &struct{}{})
			got = nextWaitlist(t, c)
			if got.Status != "OFFERED" || got.Offer == nil || !slices.Equal(got.Offer.Seats, []string{"D4", "D5"}) ||
				got.Offer.ExpiresAt.Before(before.Add(3*time.Minute-time.Second)) || got.Offer.ExpiresAt.After(time.Now().Add(3*time.Minute)) {
				t.Fatalf("after the cancellation: %+v", got)
			}
			// The customer's refund and the waiter's offer, in either order.
			mail := srv.NextWithin(t, 15*time.Second)
			if mail.Envelope.To[0] != "dev_imran@example.com" {
				mail = srv.NextWithin(t, 15*time.Second)
			}
			if mail.Envelope.To[0] != "dev_imran@example.com" || !strings.Contains(mail.Subject, "waitlist") ||
				!strings.Contains(mail.Text, "D4, D5") || !strings.Contains(mail.Text, "Book these seats") {
				t.Fatalf("offer e-mail %q to %v:\n%s", mail.Subject, mail.Envelope.To, mail.Text)
			}

			s.GraphQL(waiter, `mutation($id: ID!) { leaveWaitlist(id: $id) { id } }`, map[string]any{"id": got.ID}).Decode(t, &struct{}{})
			if got = nextWaitlist(t, c); got.Status != "LEFT" {
				t.Fatalf("after leaving: %+v", got)
			}
			var mine struct{ MyWaitlist []waitlistMsg }
			s.GraphQL(waiter, `{ myWaitlist { id status position seats together offer { seats expiresAt bookingId } show { id waitlistLength } } }`, nil).Decode(t, &mine)
			if len(mine.MyWaitlist) != 1 || mine.MyWaitlist[0].Status != "LEFT" {
				t.Fatalf("myWaitlist = %+v", mine)
			}
		})
	}
}

// Refusals carry their codes: signed out, seats out of range.
func TestJoinWaitlistRefusals(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := insertMovieAndShow(t, s.DB, 885, time.Now().Add(48*time.Hour)).ID
			const join = `mutation($s: ID!, $n: Int!) { joinWaitlist(showId: $s, seats: $n) { id } }`
			for _, tc := range []struct {
				token string
				n     int
				code  string
			}{{"", 2, "UNAUTHENTICATED"}, {s.SignIn("Ravi", false), 0, "BAD_USER_INPUT"}, {s.SignIn("Ravi", false), 6, "BAD_USER_INPUT"}} {
				resp := s.GraphQL(tc.token, join, map[string]any{"s": show, "n": tc.n})
				if len(resp.Errors) != 1 || resp.Errors[0].Code() != tc.code {
					t.Fatalf("join %d seats: %+v, want %s", tc.n, resp.Errors, tc.code)
				}
			}
		})
	}
}

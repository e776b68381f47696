package resolvers_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/apptest"
)

// Two replicas (two app instances) on one PostgreSQL database: ten paid
// single seats are cancelled at once through both, over GraphQL. Every
// freed seat is offered exactly once, to the first ten waiters in join
// order, none twice; and the first waiter's socket on one replica hears
// the offer whichever replica made it.
func TestTwoReplicasOfferEachSeatOnce(t *testing.T) {
	if !slices.Contains(dbtest.Dialects(t), "postgres") {
		t.Skip("PostgreSQL only: SQLite is one process")
	}
	dsn := dbtest.NewDSN(t, "postgres")
	replicas := []*apptest.Server{
		apptest.Start(t, "postgres", apptest.Options{DSN: dsn}),
		apptest.Start(t, "postgres", apptest.Options{DSN: dsn}),
	}
	a, b := replicas[0], replicas[1]
	show := insertMovieAndShow(t, a.DB, 886, time.Now().Add(48*time.Hour))
	ctx := context.Background()
	type sale struct{ token, id string }
	var sales []sale
	for i := range 10 {
		// A token is good on the replica that signed it in.
		token := replicas[i%2].SignIn(fmt.Sprintf("Buyer%d", i), false)
		bk := book(t, replicas[i%2], token, show.ID, fmt.Sprintf("%c%d", 'B'+i/5, i%5+1))
		if _, err := a.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
			EventType: "checkout.session.completed", BookingID: bk.ID, AmountPaise: bk.AmountPaise, Currency: "inr"}); err != nil {
			t.Fatal(err)
		}
		sales = append(sales, sale{token, bk.ID})
	}
	sellOut(t, a.DB, show)
	var waiters []string
	for i := range 12 {
		srv := replicas[i%2]
		if i == 0 {
			srv = b // the one whose socket listens for the offer
		}
		token := srv.SignIn(fmt.Sprintf("Waiter%02d", i), false)
		var joined struct{ JoinWaitlist struct{ ID string } }
		srv.GraphQL(token, `mutation($s: ID!) { joinWaitlist(showId: $s, seats: 1) { id } }`,
			map[string]any{"s": show.ID}).Decode(t, &joined)
		waiters = append(waiters, joined.JoinWaitlist.ID)
		if i == 0 {
			c := dialInit(t, b, map[string]any{"Authorization": "Bearer " + token})
			defer c.Close()
			if err := c.Subscribe("wl", waitlistSub, map[string]any{"id": show.ID}); err != nil {
				t.Fatal(err)
			}
			if got := nextWaitlist(t, c); got.Status != "WAITING" || got.Position != 1 {
				t.Fatalf("first waiter at first: %+v", got)
			}
			defer func() {
				if got := nextWaitlist(t, c); got.Status != "OFFERED" || got.Offer == nil || len(got.Offer.Seats) != 1 {
					t.Errorf("first waiter's socket on the other replica: %+v, want the offer", got)
				}
			}()
		}
	}

	errs := make(chan error, len(sales))
	for i, s := range sales {
		go func() {
			resp, err := apptest.GraphQL(replicas[i%2].URL, s.token, `mutation($id: ID!) { cancelBooking(id: $id) { status } }`, map[string]any{"id": s.id})
			if err == nil && len(resp.Errors) > 0 {
				err = fmt.Errorf("%+v", resp.Errors)
			}
			errs <- err
		}()
	}
	for range sales {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
	seen := map[string]bool{}
	for i, id := range waiters {
		e, err := db.WaitlistEntryByID(ctx, a.DB, id)
		if err != nil {
			t.Fatal(err)
		}
		if i >= 10 {
			if e.Status != db.WaitlistWaiting {
				t.Fatalf("waiter %d is %s, want WAITING", i, e.Status)
			}
			continue
		}
		if e.Status != db.WaitlistOffered || e.Booking == nil || len(e.Booking.Seats) != 1 || seen[e.Booking.Seats[0]] {
			t.Fatalf("waiter %d: %s offered %v (seen %v)", i, e.Status, e.Booking, seen)
		}
		seen[e.Booking.Seats[0]] = true
	}
}

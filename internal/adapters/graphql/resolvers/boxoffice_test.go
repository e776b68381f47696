package resolvers_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
)

const sellMutation = `mutation($s: ID!, $seats: [String!]!, $m: PaymentMethod!, $ref: String) {
  sellAtCounter(showId: $s, seats: $seats, method: $m, paymentReference: $ref) {
    id reference status channel paymentMethod amountPaise seats ticketCode soldBy { id } customer { id } } }`

type sold struct {
	ID, Reference, Status, Channel, PaymentMethod string
	AmountPaise                                   int64
	Seats                                         []string
	TicketCode                                    *string
	SoldBy                                        *struct{ ID string }
}

func sell(t *testing.T, s *apptest.Server, token, show, method, ref string, seats ...string) sold {
	t.Helper()
	var out struct{ SellAtCounter sold }
	vars := map[string]any{"s": show, "seats": seats, "m": method}
	if ref != "" {
		vars["ref"] = ref
	}
	s.GraphQL(token, sellMutation, vars).Decode(t, &out)
	return out.SellAtCounter
}

type tillView struct {
	ID              string
	FloatPaise      int64
	ClosedAt        *string
	DifferencePaise *int64
	Expected        []struct {
		Method      string
		AmountPaise int64
	}
	Counted []struct {
		Method      string
		AmountPaise int64
	}
	OpenedBy struct{ ID string }
}

const tillFields = `id floatPaise closedAt differencePaise expected { method amountPaise } counted { method amountPaise } openedBy { id }`

func expectedOf(tv tillView, method string) int64 {
	for _, e := range tv.Expected {
		if e.Method == method {
			return e.AmountPaise
		}
	}
	return -1
}

func auditCount(t *testing.T, s *apptest.Server) int {
	t.Helper()
	n, err := s.DB.NewSelect().Model((*db.AuditEntry)(nil)).Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// TestCounterSaleAppearsOnAnOpenSeatMap: a customer's seat map,
// subscribed before, sees the counter's two seats sold (never held) in
// the next message, and free again after the refund at the counter.
func TestCounterSaleAppearsOnAnOpenSeatMap(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := insertMovieAndShow(t, s.DB, 811, time.Now().Add(48*time.Hour)).ID
			clerk := s.SignInBoxOffice("Counter One")
			s.GraphQL(clerk, `mutation { openTill(floatPaise: 50000) { id } }`, nil).Decode(t, &struct{}{})

			viewer := dialInit(t, s, nil)
			if err := viewer.Subscribe("seats", seatsChangedSub, map[string]any{"id": show}); err != nil {
				t.Fatal(err)
			}
			first := liveapp.Next(t, viewer, "seats")
			b := sell(t, s, clerk, show, "CASH", "", "C4", "C5")
			if b.Status != "PAID" || b.Channel != "COUNTER" || b.PaymentMethod != "CASH" || b.TicketCode == nil ||
				b.SoldBy == nil || len(b.Reference) != db.ReferenceLen {
				t.Fatalf("counter sale %+v", b)
			}
			got := liveapp.Next(t, viewer, "seats")
			if got.Version <= first.Version || !slices.Equal(got.SoldSeats, []string{"C4", "C5"}) || len(got.HeldSeats) != 0 {
				t.Fatalf("after the counter sale: %+v", got)
			}
			s.GraphQL(clerk, `mutation($id: ID!) { refundAtCounter(bookingId: $id) { status } }`, map[string]any{"id": b.ID}).Decode(t, &struct{}{})
			got2 := liveapp.Next(t, viewer, "seats")
			if got2.Version <= got.Version || len(got2.OccupiedSeats) != 0 {
				t.Fatalf("after the refund: %+v", got2)
			}
			if err := viewer.Close(); err != nil {
				t.Fatal(err)
			}
		})
	}
}

// TestCounterAndOnlineRaceForOneSeat: a counter sale and an online
// booking sent together for the same seat; exactly one wins, the other
// is a CONFLICT, and the seat has one claim.
func TestCounterAndOnlineRaceForOneSeat(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			clerk := s.SignInBoxOffice("Counter Two")
			customer := s.SignIn("Meera", false)
			s.GraphQL(clerk, `mutation { openTill(floatPaise: 0) { id } }`, nil).Decode(t, &struct{}{})
			wins := map[string]int{}
			for round := 0; round < 6; round++ {
				show := insertMovieAndShow(t, s.DB, 812, time.Now().Add(time.Duration(48+round*3)*time.Hour)).ID
				var wg sync.WaitGroup
				start := make(chan struct{})
				results := make([]*apptest.GQLResponse, 2)
				wg.Add(2)
				go func() {
					defer wg.Done()
					<-start
					results[0], _ = apptest.GraphQL(s.URL, clerk, sellMutation, map[string]any{"s": show, "seats": []string{"E5"}, "m": "CASH"})
				}()
				go func() {
					defer wg.Done()
					<-start
					results[1], _ = apptest.GraphQL(s.URL, customer, bookMutation, map[string]any{"s": show, "seats": []string{"E5"}})
				}()
				close(start)
				wg.Wait()
				ok, winner := 0, ""
				for i, r := range results {
					if r == nil {
						t.Fatalf("round %d: request %d failed", round, i)
					}
					switch {
					case len(r.Errors) == 0:
						ok++
						winner = []string{db.ChannelCounter, db.ChannelOnline}[i]
						wins[winner]++
					case r.FirstCode() != "CONFLICT":
						t.Fatalf("round %d: request %d: %+v", round, i, r.Errors)
					}
				}
				claims, err := dbtest.ShowClaims(context.Background(), s.DB, show)
				if err != nil {
					t.Fatal(err)
				}
				if ok != 1 || len(claims) != 1 {
					t.Fatalf("round %d: %d winners, %d claims; want exactly one", round, ok, len(claims))
				}
				list, err := dbtest.ShowBookings(context.Background(), s.DB, show)
				if err != nil {
					t.Fatal(err)
				}
				if len(list) != 1 || list[0].Channel != winner {
					t.Fatalf("round %d: bookings %+v, want one of channel %s", round, list, winner)
				}
			}
			t.Logf("winners: %v", wins)
		})
	}
}

// TestTillCashUp: expected cash = float + cash sales - cash refunds;
// cards and UPI are expected apart; closing records counted and the
// difference, and the closed till is read-only. Every act writes exactly
// one audit row; a refused sale writes none.
func TestTillCashUp(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := insertMovieAndShow(t, s.DB, 813, time.Now().Add(48*time.Hour)).ID
			clerk := s.SignInBoxOffice("Counter Three")
			user := s.SignIn("Nobody", false)
			if r := s.GraphQL(user, `mutation { openTill(floatPaise: 100) { id } }`, nil); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("a customer opening a till: %+v", r.Errors)
			}
			if r := s.GraphQL(clerk, sellMutation, map[string]any{"s": show, "seats": []string{"A1"}, "m": "CASH"}); r.FirstCode() != "TILL_CLOSED" {
				t.Fatalf("selling with no till: %+v", r.Errors)
			}
			var opened struct{ OpenTill tillView }
			s.GraphQL(clerk, `mutation { openTill(floatPaise: 200000) { `+tillFields+` } }`, nil).Decode(t, &opened)
			if expectedOf(opened.OpenTill, "CASH") != 200000 || opened.OpenTill.ClosedAt != nil || opened.OpenTill.Counted != nil {
				t.Fatalf("opened %+v", opened.OpenTill)
			}
			if r := s.GraphQL(clerk, `mutation { openTill(floatPaise: 1) { id } }`, nil); r.FirstCode() != "CONFLICT" {
				t.Fatalf("a second open till: %+v", r.Errors)
			}
			if n := auditCount(t, s); n != 1 {
				t.Fatalf("%d audit rows after openTill, want 1", n)
			}
			cash1 := sell(t, s, clerk, show, "CASH", "", "A1", "A2")
			cash2 := sell(t, s, clerk, show, "CASH", "", "A3")
			card := sell(t, s, clerk, show, "CARD", "TERM-0042", "B1")
			upi := sell(t, s, clerk, show, "UPI", "UTR123456789", "B2", "B3")
			if n := auditCount(t, s); n != 5 {
				t.Fatalf("%d audit rows after four sales, want 5", n)
			}
			if r := s.GraphQL(clerk, sellMutation, map[string]any{"s": show, "seats": []string{"A1"}, "m": "CASH"}); r.FirstCode() != "CONFLICT" {
				t.Fatalf("selling a sold seat: %+v", r.Errors)
			}
			if r := s.GraphQL(clerk, sellMutation, map[string]any{"s": show, "seats": []string{"C1"}, "m": "CARD"}); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("a card sale without its reference: %+v", r.Errors)
			}
			if n := auditCount(t, s); n != 5 {
				t.Fatalf("%d audit rows after refused sales, want still 5", n)
			}
			var refunded struct{ RefundAtCounter struct{ Status string } }
			s.GraphQL(clerk, `mutation($id: ID!) { refundAtCounter(bookingId: $id) { status } }`, map[string]any{"id": cash2.ID}).Decode(t, &refunded)
			if refunded.RefundAtCounter.Status != "REFUNDED" {
				t.Fatalf("refund: %+v", refunded)
			}
			if r := s.GraphQL(clerk, `mutation($id: ID!) { refundAtCounter(bookingId: $id) { status } }`, map[string]any{"id": cash2.ID}); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("refunding twice: %+v", r.Errors)
			}
			if n := auditCount(t, s); n != 6 {
				t.Fatalf("%d audit rows after the refund, want 6", n)
			}
			var mine struct{ MyTill tillView }
			s.GraphQL(clerk, `{ myTill { `+tillFields+` } }`, nil).Decode(t, &mine)
			wantCash := 200000 + cash1.AmountPaise + cash2.AmountPaise - cash2.AmountPaise
			if expectedOf(mine.MyTill, "CASH") != wantCash || expectedOf(mine.MyTill, "CARD") != card.AmountPaise ||
				expectedOf(mine.MyTill, "UPI") != upi.AmountPaise {
				t.Fatalf("expected %+v, want cash %d card %d upi %d", mine.MyTill.Expected, wantCash, card.AmountPaise, upi.AmountPaise)
			}

			var closed struct{ CloseTill tillView }
			s.GraphQL(clerk, `mutation($c: [MethodAmountInput!]!) { closeTill(counted: $c) { `+tillFields+` } }`, map[string]any{"c": []map[string]any{
				{"method": "CASH", "amountPaise": wantCash - 1500}, {"method": "CARD", "amountPaise": card.AmountPaise},
				{"method": "UPI", "amountPaise": upi.AmountPaise}}}).Decode(t, &closed)
			c := closed.CloseTill
			if c.ClosedAt == nil || c.DifferencePaise == nil || *c.DifferencePaise != -1500 || len(c.Counted) != 3 || c.Counted[0].AmountPaise != wantCash-1500 {
				t.Fatalf("closed %+v", c)
			}
			if r := s.GraphQL(clerk, `mutation { closeTill(counted: []) { id } }`, nil); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("closing a closed till: %+v", r.Errors)
			}
			if r := s.GraphQL(clerk, `mutation($id: ID!) { refundAtCounter(bookingId: $id) { status } }`, map[string]any{"id": cash1.ID}); r.FirstCode() != "TILL_CLOSED" {
				t.Fatalf("refunding into a closed till: %+v", r.Errors)
			}
			s.GraphQL(clerk, `{ myTill { `+tillFields+` } }`, nil).Decode(t, &mine)
			if mine.MyTill.ID != c.ID || mine.MyTill.DifferencePaise == nil || *mine.MyTill.DifferencePaise != -1500 {
				t.Fatalf("myTill after closing %+v", mine.MyTill)
			}
			if n := auditCount(t, s); n != 7 {
				t.Fatalf("%d audit rows after closing, want 7", n)
			}

			admin := s.SignIn("Boss", true)
			var hist struct {
				Ticket struct {
					History []struct {
						Action string
						Actor  struct{ ID string }
					}
				}
			}
			s.GraphQL(admin, `query($r: String!) { ticket(reference: $r) { history { action actor { id } } } }`, map[string]any{"r": cash2.Reference}).Decode(t, &hist)
			h := hist.Ticket.History
			if len(h) != 2 || h[0].Action != "booking.sellAtCounter" || h[1].Action != "booking.refundAtCounter" || h[1].Actor.ID != c.OpenedBy.ID {
				t.Fatalf("history %+v", h)
			}
		})
	}
}

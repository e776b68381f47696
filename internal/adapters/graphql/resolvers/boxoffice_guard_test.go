package resolvers_test

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// tillCloser closes every open till right after the box office has read
// the clerk's open till (the read before a sale's or refund's
// transaction), once armed: the till closes between the start of the
// sale and its commit.
type tillCloser struct {
	armed atomic.Bool
	db    atomic.Pointer[bun.DB]
	fired atomic.Int32
}

func (h *tillCloser) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context { return ctx }

func (h *tillCloser) AfterQuery(ctx context.Context, e *bun.QueryEvent) {
	q := e.Query
	if e.Err != nil || !strings.Contains(q, `FROM "tills"`) || !strings.Contains(q, "opened_by") ||
		!strings.Contains(q, "closed_at IS NULL") || !h.armed.CompareAndSwap(true, false) {
		return
	}
	_, err := h.db.Load().NewUpdate().Model((*db.Till)(nil)).Set("closed_at = ?", time.Now()).Set("difference_paise = 0").
		Where("closed_at IS NULL").Exec(context.Background())
	if err == nil {
		h.fired.Add(1)
	}
}

// TestTillClosedMidSaleWritesNothing: with no open till a sale and a
// refund are refused with TILL_CLOSED; a till closed after the sale (or
// refund) began and before it commits refuses it with TILL_CLOSED too,
// and nothing of it is left: no booking, no claimed seat, no audit row,
// the refunded booking still PAID.
func TestTillClosedMidSaleWritesNothing(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			h := &tillCloser{}
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Hooks: []bun.QueryHook{h}})
			h.db.Store(s.DB)
			show := insertMovieAndShow(t, s.DB, 815, time.Now().Add(48*time.Hour)).ID
			clerk := s.SignInBoxOffice("Counter Five")
			if r := s.GraphQL(clerk, sellMutation, map[string]any{"s": show, "seats": []string{"A1"}, "m": "CASH"}); r.FirstCode() != "TILL_CLOSED" {
				t.Fatalf("selling with no till: %+v", r.Errors)
			}
			s.GraphQL(clerk, `mutation { openTill(floatPaise: 1000) { id } }`, nil).Decode(t, &struct{}{})
			kept := sell(t, s, clerk, show, "CASH", "", "B1")
			rows := auditCount(t, s)

			h.armed.Store(true)
			r := s.GraphQL(clerk, sellMutation, map[string]any{"s": show, "seats": []string{"A1", "A2"}, "m": "CASH"})
			if h.fired.Load() != 1 {
				t.Fatal("the till was not closed mid-sale")
			}
			if r.FirstCode() != "TILL_CLOSED" {
				t.Fatalf("a sale into a till closed mid-sale: %+v", r.Errors)
			}
			n, err := s.DB.NewSelect().Model((*db.Booking)(nil)).Where("show_id = ?", show).Count(context.Background())
			if err != nil || n != 1 {
				t.Fatalf("%d bookings of the show (%v), want only the first sale", n, err)
			}
			if got := auditCount(t, s); got != rows {
				t.Fatalf("a refused sale wrote %d audit rows", got-rows)
			}
			var occ struct{ OccupiedSeats []string }
			s.GraphQL(clerk, `query($s: ID!) { occupiedSeats(showId: $s) }`, map[string]any{"s": show}).Decode(t, &occ)
			if len(occ.OccupiedSeats) != 1 || occ.OccupiedSeats[0] != "B1" {
				t.Fatalf("occupied seats %v, want only B1", occ.OccupiedSeats)
			}

			// A new till; the refund's till closes mid-refund.
			s.GraphQL(clerk, `mutation { openTill(floatPaise: 1000) { id } }`, nil).Decode(t, &struct{}{})
			h.armed.Store(true)
			r = s.GraphQL(clerk, `mutation($id: ID!) { refundAtCounter(bookingId: $id) { status } }`, map[string]any{"id": kept.ID})
			if h.fired.Load() != 2 || r.FirstCode() != "TILL_CLOSED" {
				t.Fatalf("a refund from a till closed mid-refund: fired %d, %+v", h.fired.Load(), r.Errors)
			}
			var b db.Booking
			if err := s.DB.NewSelect().Model(&b).Where("id = ?", kept.ID).Scan(context.Background()); err != nil || b.Status != db.StatusPaid ||
				b.RefundTillID != "" {
				t.Fatalf("the sale after a refused refund: %+v (%v)", b, err)
			}
			if got := auditCount(t, s); got != rows+1 { // the second till's opening only
				t.Fatalf("%d audit rows after a refused refund, want %d", got, rows+1)
			}
		})
	}
}

// TestRefundByReferenceAtCounter: box-office staff find a counter sale by
// its reference as a person types it (lower case, O for 0) and refund it
// into their till; an unknown reference is null, a malformed one
// BAD_USER_INPUT, and a customer may not look one up.
func TestRefundByReferenceAtCounter(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := insertMovieAndShow(t, s.DB, 816, time.Now().Add(48*time.Hour)).ID
			clerk := s.SignInBoxOffice("Counter Six")
			s.GraphQL(clerk, `mutation { openTill(floatPaise: 5000) { id } }`, nil).Decode(t, &struct{}{})
			sale := sell(t, s, clerk, show, "CASH", "", "C1", "C2")
			typed := strings.ToLower(strings.ReplaceAll(sale.Reference, "0", "O"))
			const lookup = `query($r: String!) { counterBooking(reference: $r) { id reference status channel amountPaise seats } }`
			var found struct {
				CounterBooking *struct {
					ID, Reference, Status, Channel string
					AmountPaise                    int64
					Seats                          []string
				}
			}
			s.GraphQL(clerk, lookup, map[string]any{"r": typed}).Decode(t, &found)
			if found.CounterBooking == nil || found.CounterBooking.ID != sale.ID || found.CounterBooking.Status != "PAID" ||
				found.CounterBooking.AmountPaise != sale.AmountPaise {
				t.Fatalf("lookup of %q: %+v", typed, found.CounterBooking)
			}
			var refunded struct{ RefundAtCounter struct{ Status string } }
			s.GraphQL(clerk, `mutation($id: ID!) { refundAtCounter(bookingId: $id) { status } }`,
				map[string]any{"id": found.CounterBooking.ID}).Decode(t, &refunded)
			if refunded.RefundAtCounter.Status != "REFUNDED" {
				t.Fatalf("refund: %+v", refunded)
			}
			var mine struct{ MyTill tillView }
			s.GraphQL(clerk, `{ myTill { `+tillFields+` } }`, nil).Decode(t, &mine)
			if expectedOf(mine.MyTill, "CASH") != 5000 {
				t.Fatalf("cash after selling and refunding: %+v", mine.MyTill.Expected)
			}
			s.GraphQL(clerk, lookup, map[string]any{"r": "ZZZZZZZZ"}).Decode(t, &found)
			if found.CounterBooking != nil {
				t.Fatalf("an unknown reference found %+v", found.CounterBooking)
			}
			if r := s.GraphQL(clerk, lookup, map[string]any{"r": "abc"}); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("a malformed reference: %+v", r.Errors)
			}
			if r := s.GraphQL(s.SignIn("Patron", false), lookup, map[string]any{"r": sale.Reference}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("a customer looking up a sale: %+v", r.Errors)
			}
		})
	}
}

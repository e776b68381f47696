package resolvers_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// Through GraphQL, at the door on the show's day: a scan while the
// booking's refund is under way answers REFUND_IN_PROGRESS; once the
// refund is abandoned the ticket is admitted, and an admin's refund of it
// then answers ALREADY_CHECKED_IN. A refund recorded on the admitted
// booking (the provider had returned the money) shows admins the
// booking, still PAID, with needsAttention and the amount; its customer
// sees no needsAttention.
func TestRefundAtTheGateThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s, clock, show := refundApp(t, dialect)
			ctx := context.Background()
			owner, staff, admin := s.SignIn("Asha", false), s.SignInStaff("Usha"), s.SignIn("Meera", true)
			paid := paidBooking(t, s, owner, show.ID, "C3")
			clock.Advance(show.StartsAt.Sub(clock.Now()) - time.Hour)

			type adminView struct {
				Status              string
				TicketCode          *string
				NeedsAttention      *string
				RefundedAmountPaise *int
			}
			seen := func() adminView {
				t.Helper()
				var page struct {
					AllBookings struct{ Bookings []adminView }
				}
				s.GraphQL(admin, `query($r: String) { allBookings(reference: $r) { bookings { status ticketCode needsAttention refundedAmountPaise } } }`,
					map[string]any{"r": paid.Reference}).Decode(t, &page)
				if len(page.AllBookings.Bookings) != 1 {
					t.Fatalf("allBookings(reference) = %+v", page)
				}
				return page.AllBookings.Bookings[0]
			}
			before := seen()
			if before.TicketCode == nil || before.NeedsAttention != nil {
				t.Fatalf("paid booking as admins see it = %+v", before)
			}
			inTx := func(f func(tx bun.Tx) (bool, error)) {
				t.Helper()
				if err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
					ok, err := f(tx)
					if err == nil && !ok {
						t.Error("the database refused the step")
					}
					return err
				}); err != nil {
					t.Fatal(err)
				}
			}

			// Another caller is asking the payment provider for the money.
			inTx(func(tx bun.Tx) (bool, error) {
				return db.StartRefund(ctx, tx, paid.ID, clock.Now(), clock.Now().Add(-time.Hour))
			})
			const checkIn = `mutation($c: String!) { checkIn(code: $c) { checkedInAt } }`
			r := s.GraphQL(staff, checkIn, map[string]any{"c": *before.TicketCode})
			if r.FirstCode() != "REFUND_IN_PROGRESS" || !strings.Contains(r.Errors[0].Message, "being refunded") {
				t.Fatalf("scan during a refund: %+v", r.Errors)
			}
			// The provider refused: the booking is PAID again and admits.
			if err := db.AbandonRefund(ctx, s.DB, paid.ID); err != nil {
				t.Fatal(err)
			}
			if r := s.GraphQL(staff, checkIn, map[string]any{"c": *before.TicketCode}); len(r.Errors) != 0 {
				t.Fatalf("scan after the refund was abandoned: %+v", r.Errors)
			}
			const refund = `mutation($id: ID!) { refundBooking(id: $id) { status } }`
			r = s.GraphQL(admin, refund, map[string]any{"id": paid.ID})
			if r.FirstCode() != "ALREADY_CHECKED_IN" || r.Errors[0].Extensions["checkedInAt"] == nil {
				t.Fatalf("admin refund of an admitted ticket: %+v", r.Errors)
			}
			if got := seen(); got.Status != "PAID" || got.NeedsAttention != nil || got.RefundedAmountPaise != nil {
				t.Fatalf("after the refused refund admins see %+v", got)
			}

			// A refund whose mark went stale reached the provider after the scan.
			inTx(func(tx bun.Tx) (bool, error) {
				return db.RecordRefundOfAdmitted(ctx, tx, paid.ID, 10000, clock.Now())
			})
			got := seen()
			if got.Status != "PAID" || got.NeedsAttention == nil || !strings.Contains(*got.NeedsAttention, "admitted") ||
				got.RefundedAmountPaise == nil || *got.RefundedAmountPaise != 10000 {
				t.Fatalf("admitted and refunded booking as admins see it = %+v", got)
			}
			var mine struct {
				MyBookings []struct{ NeedsAttention *string }
			}
			s.GraphQL(owner, `{ myBookings { needsAttention } }`, nil).Decode(t, &mine)
			if len(mine.MyBookings) != 1 || mine.MyBookings[0].NeedsAttention != nil {
				t.Fatalf("the customer sees needsAttention: %+v", mine)
			}
		})
	}
}

package resolvers_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/mail"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/stripemock"
)

const cancelShowMutation = `mutation($id: ID!, $r: String!) { cancelShow(showId: $id, reason: $r) { id status cancelReason revision } }`

const liveShowSub = `subscription($id: ID!) { seatsChanged(showId: $id) { showId version occupiedSeats heldSeats soldSeats status showRevision } }`

// stripeApp is the app paying through Stripe (stripe-mock, behind a proxy
// keeping Stripe's record of refunds).
func stripeApp(t *testing.T, dialect string, proxy *stripemock.Proxy) *apptest.Server {
	return apptest.Start(t, dialect, apptest.Options{NoBackground: true, Env: map[string]string{
		"STRIPE_SECRET_KEY": "sk_test_programme", "STRIPE_WEBHOOK_SECRET": "whsec_programme", "STRIPE_API_BASE": proxy.URL,
	}})
}

type heldBooking struct {
	ID, Reference string
	AmountPaise   int64
	token         string
	paid          bool
}

// Cancelling a show with three paid bookings and two pending holds, as the
// issue's acceptance asks, on both databases: the three are refunded in
// full, once each, through the provider with the admin's refund key; the
// two holds end; five e-mails are queued, one per booking, and the paid
// ones' reminders are dropped; a live subscriber sees the show cancelled
// at a new version, its seats freed; the door refuses a ticket with
// SHOW_CANCELLED and a new booking is refused the same way. Cancelling
// again, and resuming cancellations, refund nothing more.
func TestCancelShowRefundsOnceAndTellsEveryone(t *testing.T) {
	mock := stripemock.Start(t)
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			proxy := stripemock.NewProxy(t, mock)
			s := stripeApp(t, dialect, proxy)
			show := mailShow(t, s, 7101)
			admin := s.SignIn("Programmer", true)

			var bookings []heldBooking
			for i := range 5 {
				token := s.SignIn(fmt.Sprintf("Viewer%d", i), false)
				var out struct{ CreateBooking heldBooking }
				s.GraphQL(token, `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id reference amountPaise } }`,
					map[string]any{"s": show.ID, "seats": []string{seatLabel(2 * i), seatLabel(2*i + 1)}}).Decode(t, &out)
				b := out.CreateBooking
				b.token = token
				if i < 3 {
					if _, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
						EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr",
						PaymentIntentID: "pi_" + b.Reference}); err != nil {
						t.Fatal(err)
					}
					b.paid = true
				}
				bookings = append(bookings, b)
			}
			var ticket struct{ Ticket struct{ TicketCode string } }
			s.GraphQL(bookings[0].token, `query($r: String!) { ticket(reference: $r) { ticketCode } }`,
				map[string]any{"r": bookings[0].Reference}).Decode(t, &ticket)

			watcher := dialInit(t, s, nil)
			if err := watcher.Subscribe("seats", liveShowSub, map[string]any{"id": show.ID}); err != nil {
				t.Fatal(err)
			}
			first := liveapp.Next(t, watcher, "seats")
			if first.Status != db.ShowScheduled || len(first.SoldSeats) != 6 || len(first.HeldSeats) != 4 {
				t.Fatalf("first seat map = %+v", first)
			}

			var cancelled struct {
				CancelShow struct {
					Status, CancelReason string
					Revision             int64
				}
			}
			s.GraphQL(admin, cancelShowMutation, map[string]any{"id": show.ID, "r": "Projector failure"}).Decode(t, &cancelled)
			if c := cancelled.CancelShow; c.Status != db.ShowCancelled || c.CancelReason != "Projector failure" || c.Revision != 1 {
				t.Fatalf("cancelShow answered %+v", c)
			}

			// Pushed live: the cancellation's version says CANCELLED, and the
			// refunds that follow free the sold seats.
			last := first
			for last.Status != db.ShowCancelled || len(last.OccupiedSeats) > 0 {
				next := liveapp.Next(t, watcher, "seats")
				if next.Version <= last.Version {
					t.Fatalf("version %d after %d", next.Version, last.Version)
				}
				last = next
			}
			if last.ShowRevision != 1 {
				t.Fatalf("show revision %d in the seat map, want 1", last.ShowRevision)
			}

			// Three refunds, in full, once each, with the admin's refund key.
			refunds := proxy.Refunds()
			if len(refunds) != 3 {
				t.Fatalf("%d refunds made at the provider, want 3: %+v", len(refunds), refunds)
			}
			for _, b := range bookings[:3] {
				key := "refund-" + b.ID
				i := slices.IndexFunc(refunds, func(r stripemock.Refund) bool { return r.Key == key })
				if i < 0 || refunds[i].AmountPaise != fmt.Sprint(b.AmountPaise) || refunds[i].PaymentIntent != "pi_"+b.Reference {
					t.Fatalf("refund of %s: %+v", b.ID, refunds)
				}
				if n := proxy.Requests(key); n != 1 {
					t.Fatalf("the refund of %s was asked %d times, want once", b.ID, n)
				}
			}
			stored, err := dbtest.ShowBookings(ctx, s.DB, show.ID)
			if err != nil {
				t.Fatal(err)
			}
			for _, row := range stored {
				paid := slices.ContainsFunc(bookings[:3], func(b heldBooking) bool { return b.ID == row.ID })
				switch {
				case paid && (row.Status != db.StatusRefunded || row.RefundedPaise == nil || *row.RefundedPaise != row.AmountPaise):
					t.Errorf("paid booking %s is %s, refunded %v of %d", row.ID, row.Status, row.RefundedPaise, row.AmountPaise)
				case !paid && row.Status != db.StatusCancelled:
					t.Errorf("held booking %s is %s, want CANCELLED", row.ID, row.Status)
				}
			}
			if claims, err := dbtest.ShowClaims(ctx, s.DB, show.ID); err != nil || len(claims) != 0 {
				t.Fatalf("claims left: %+v (%v)", claims, err)
			}

			// One e-mail per booking, the reminders gone.
			box := readOutbox(t, s, admin, "")
			byKind := map[string][]outboxMsg{}
			for _, m := range box.Outbox.Messages {
				byKind[m.Kind] = append(byKind[m.Kind], m)
			}
			if len(byKind[booking.MailShowCancelled]) != 5 || len(byKind[booking.MailPaid]) != 3 || len(box.Outbox.Messages) != 8 {
				t.Fatalf("outbox by kind: %v", kinds(byKind))
			}
			for _, b := range bookings {
				i := slices.IndexFunc(byKind[booking.MailShowCancelled], func(m outboxMsg) bool { return m.BookingReference == b.Reference })
				if i < 0 {
					t.Fatalf("no SHOW_CANCELLED message for %s", b.Reference)
				}
				text := byKind[booking.MailShowCancelled][i].Text
				want := "Your seats were released and you were not charged."
				if b.paid {
					want = "A refund of " + mail.Rupees(b.AmountPaise) + " is on its way to you"
				}
				if !strings.Contains(text, "This show was cancelled: Projector failure") || !strings.Contains(text, want) {
					t.Fatalf("message to %s:\n%s\nwant %q", b.Reference, text, want)
				}
			}

			// The door and the box office refuse the cancelled show.
			usher := s.SignInStaff("Usher")
			if code := s.GraphQL(usher, `mutation($c: String!) { checkIn(code: $c) { checkedInAt } }`,
				map[string]any{"c": ticket.Ticket.TicketCode}).FirstCode(); code != "SHOW_CANCELLED" {
				t.Fatalf("check-in of a cancelled show's ticket: %q, want SHOW_CANCELLED", code)
			}
			if code := s.GraphQL(bookings[4].token, bookMutation, map[string]any{"s": show.ID, "seats": []string{"J1"}}).FirstCode(); code != "SHOW_CANCELLED" {
				t.Fatalf("booking a cancelled show: %q, want SHOW_CANCELLED", code)
			}

			// Again, and resumed: nothing more is refunded.
			s.GraphQL(admin, cancelShowMutation, map[string]any{"id": show.ID, "r": "Twice"}).Decode(t, &cancelled)
			if n := s.Booking.ResumeCancellations(ctx); n != 0 || len(proxy.Refunds()) != 3 {
				t.Fatalf("resumed %d, %d refunds made", n, len(proxy.Refunds()))
			}
			for _, b := range bookings[:3] {
				if n := proxy.Requests("refund-" + b.ID); n != 1 {
					t.Fatalf("the refund of %s was asked %d times after cancelling again", b.ID, n)
				}
			}
		})
	}
}

func kinds(m map[string][]outboxMsg) map[string]int {
	out := map[string]int{}
	for k, v := range m {
		out[k] = len(v)
	}
	return out
}

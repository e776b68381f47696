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
	"marquee/internal/testsupport/testclock"
)

const cancelFields = `id reference status refundedAmountPaise refundedAmount
	cancellation { allowed reason deadline feePercent feePaise refundPaise }`

type cancelView struct {
	ID, Reference, Status string
	RefundedAmountPaise   *int
	RefundedAmount        *float64
	Cancellation          struct {
		Allowed                           bool
		Reason                            *string
		Deadline                          time.Time
		FeePercent, FeePaise, RefundPaise int
	}
}

// refundApp is the app with a 3-hour cutoff and a 10% fee, its booking
// and admin services on a test clock, and a show two days on.
func refundApp(t *testing.T, dialect string) (*apptest.Server, *testclock.Clock, *db.Show) {
	t.Helper()
	s := apptest.Start(t, dialect, apptest.Options{NoBackground: true,
		Env: map[string]string{"CANCEL_CUTOFF": "3h", "CANCEL_FEE_PERCENT": "10"}})
	clock := testclock.New(time.Date(2030, 3, 1, 10, 0, 0, 0, time.UTC))
	s.Booking.Clock, s.Admin.Clock = clock.Now, clock.Now
	ctx := context.Background()
	starts := clock.Now().Add(48 * time.Hour)
	movie := &db.Movie{ID: 778, Title: "Refund Test", Runtime: 100, Genres: []db.Genre{}, CreatedAt: starts}
	if _, err := s.DB.NewInsert().Model(movie).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	show := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: starts, PricePaise: 10000, CreatedAt: starts}
	if err := dbtest.InsertShow(ctx, s.DB, show); err != nil {
		t.Fatal(err)
	}
	return s, clock, show
}

// paidBooking books seats over GraphQL and pays for them.
func paidBooking(t *testing.T, s *apptest.Server, token, showID string, seats ...string) cancelView {
	t.Helper()
	var booked struct{ CreateBooking cancelView }
	s.GraphQL(token, `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { `+cancelFields+` } }`,
		map[string]any{"s": showID, "seats": seats}).Decode(t, &booked)
	b, err := s.Booking.Booking(context.Background(), booked.CreateBooking.ID)
	if err != nil {
		t.Fatal(err)
	}
	if out, err := s.Booking.ConfirmPayment(context.Background(), booking.Payment{EventID: "evt_" + b.ID,
		EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil || out != booking.OutcomePaid {
		t.Fatalf("pay: %s, %v", out, err)
	}
	return booked.CreateBooking
}

// Through GraphQL: the policy, a paid booking's terms, the owner's
// cancel refunding the amount less the fee, refusals by code, and an
// admin's full refund after the cutoff.
func TestCancellationThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s, clock, show := refundApp(t, dialect)
			owner, other, admin := s.SignIn("Asha", false), s.SignIn("Ravi", false), s.SignIn("Meera", true)

			var pol struct {
				CancellationPolicy struct {
					CutoffMinutes, FeePercent int
					Text                      string
				}
			}
			s.GraphQL("", `{ cancellationPolicy { cutoffMinutes feePercent text } }`, nil).Decode(t, &pol)
			if p := pol.CancellationPolicy; p.CutoffMinutes != 180 || p.FeePercent != 10 ||
				p.Text != "Paid bookings can be cancelled up to 3 hours before the show for a refund of the amount minus a 10% fee." {
				t.Fatalf("policy = %+v", p)
			}

			first := paidBooking(t, s, owner, show.ID, "A1", "A2")
			var mine struct{ MyBookings []cancelView }
			s.GraphQL(owner, `{ myBookings { `+cancelFields+` } }`, nil).Decode(t, &mine)
			q := mine.MyBookings[0].Cancellation
			if len(mine.MyBookings) != 1 || !q.Allowed || q.Reason != nil || !q.Deadline.Equal(show.StartsAt.Add(-3*time.Hour)) ||
				q.FeePercent != 10 || q.FeePaise != 2000 || q.RefundPaise != 18000 || mine.MyBookings[0].RefundedAmountPaise != nil {
				t.Fatalf("paid booking's terms = %+v", mine.MyBookings)
			}

			const cancel = `mutation($id: ID!) { cancelBooking(id: $id) { ` + cancelFields + ` } }`
			if code := s.GraphQL(other, cancel, map[string]any{"id": first.ID}).FirstCode(); code != "NOT_FOUND" {
				t.Fatalf("another customer's cancel: %s", code)
			}
			const refund = `mutation($id: ID!) { refundBooking(id: $id) { ` + cancelFields + ` } }`
			if code := s.GraphQL(owner, refund, map[string]any{"id": first.ID}).FirstCode(); code != "FORBIDDEN" {
				t.Fatalf("customer's refundBooking: %s", code)
			}
			var done struct{ CancelBooking cancelView }
			s.GraphQL(owner, cancel, map[string]any{"id": first.ID}).Decode(t, &done)
			if c := done.CancelBooking; c.Status != "REFUNDED" || c.RefundedAmountPaise == nil || *c.RefundedAmountPaise != 18000 ||
				c.RefundedAmount == nil || *c.RefundedAmount != 180 || c.Cancellation.Allowed || c.Cancellation.Reason == nil ||
				!strings.Contains(*c.Cancellation.Reason, "already been refunded") {
				t.Fatalf("cancelled = %+v", c)
			}

			late := paidBooking(t, s, owner, show.ID, "B1")
			clock.Advance(45*time.Hour + time.Minute)
			resp := s.GraphQL(owner, cancel, map[string]any{"id": late.ID})
			if resp.FirstCode() != "CANCEL_CUTOFF_PASSED" || !strings.Contains(resp.Errors[0].Message, "3 hours before the show") {
				t.Fatalf("cancel after the cutoff: %+v", resp.Errors)
			}
			var refunded struct{ RefundBooking cancelView }
			s.GraphQL(admin, refund, map[string]any{"id": late.ID}).Decode(t, &refunded)
			if r := refunded.RefundBooking; r.Status != "REFUNDED" || r.RefundedAmountPaise == nil || *r.RefundedAmountPaise != 10000 {
				t.Fatalf("admin refund after the cutoff = %+v", r)
			}
		})
	}
}

// Through GraphQL: allBookings filters by status and searches by
// reference, and its paid totals agree with the dashboard beside
// refunded, cancelled and pending bookings.
func TestAllBookingsTotalsThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s, _, show := refundApp(t, dialect)
			owner, admin := s.SignIn("Asha", false), s.SignIn("Meera", true)
			kept := paidBooking(t, s, owner, show.ID, "A1", "A2")
			gone := paidBooking(t, s, owner, show.ID, "B1")
			s.GraphQL(owner, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, map[string]any{"id": gone.ID}).Decode(t, &struct{}{})
			var pending struct{ CreateBooking struct{ ID string } }
			s.GraphQL(owner, `mutation($s: ID!) { createBooking(showId: $s, seats: ["C1"]) { id } }`, map[string]any{"s": show.ID}).Decode(t, &pending)

			type page struct{ Total, PaidAmountPaise, PaidCount int }
			var all struct {
				AllBookings page
				Dashboard   struct{ TotalBookings, TotalRevenuePaise int }
			}
			s.GraphQL(admin, `{ allBookings { total paidAmountPaise paidCount } dashboard { totalBookings totalRevenuePaise } }`, nil).Decode(t, &all)
			if all.AllBookings.Total != 3 || all.AllBookings.PaidCount != 1 || all.AllBookings.PaidAmountPaise != 20000 ||
				all.AllBookings.PaidAmountPaise != all.Dashboard.TotalRevenuePaise || all.AllBookings.PaidCount != all.Dashboard.TotalBookings {
				t.Fatalf("list %+v, dashboard %+v", all.AllBookings, all.Dashboard)
			}
			const filtered = `query($q: String, $st: [BookingStatus!]) { allBookings(search: $q, status: $st) { total paidAmountPaise paidCount bookings { id } } }`
			var byStatus struct {
				AllBookings struct {
					page
					Bookings []struct{ ID string }
				}
			}
			s.GraphQL(admin, filtered, map[string]any{"st": []string{"REFUNDED", "PENDING"}}).Decode(t, &byStatus)
			if b := byStatus.AllBookings; b.Total != 2 || b.PaidCount != 0 || len(b.Bookings) != 2 {
				t.Fatalf("REFUNDED or PENDING = %+v", b)
			}
			var byRef struct {
				AllBookings struct {
					page
					Bookings []struct{ ID string }
				}
			}
			s.GraphQL(admin, filtered, map[string]any{"q": strings.ToLower(kept.Reference)}).Decode(t, &byRef)
			if b := byRef.AllBookings; b.Total != 1 || b.Bookings[0].ID != kept.ID || b.PaidAmountPaise != 20000 {
				t.Fatalf("search by reference = %+v", b)
			}
		})
	}
}

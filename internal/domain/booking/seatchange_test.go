package booking_test

import (
	"context"
	"slices"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
)

// TestReclaimStopsSessionsOfReleasedHolds: a late payment that claims its
// seats again releases the unswept hold that sat on them, and, like every
// transition that ends a booking, stops that booking's payment session so
// its customer cannot pay for seats that are no longer theirs.
func TestReclaimStopsSessionsOfReleasedHolds(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		f, gate := newPayingFixture(t, bdb)
		late := f.book(t, "asha", "A1")
		f.clock.Advance(testHold)
		if n, err := f.svc.ExpireDue(ctx); err != nil || n != 1 {
			t.Fatalf("sweep released %d (%v), want 1", n, err)
		}
		stale := f.book(t, "ravi", "A1")
		// Ravi's hold ends too, but no sweep runs before Asha's payment.
		f.clock.Advance(testHold)

		out, err := f.svc.ConfirmPayment(ctx, booking.Payment{
			EventID: "evt_reclaim", EventType: "checkout.session.completed", BookingID: late.ID,
			AmountPaise: late.AmountPaise, Currency: late.Currency, PaymentIntentID: "pi_reclaim",
		})
		if err != nil || out != booking.OutcomeReclaimed {
			t.Fatalf("late payment = %s, %v; want %s", out, err, booking.OutcomeReclaimed)
		}
		if b := loadBooking(t, bdb, stale.ID); b.Status != db.StatusExpired {
			t.Fatalf("unswept hold is %s after the reclaim, want EXPIRED", b.Status)
		}
		if got := gate.expiredSessions(); !slices.Contains(got, stale.PaymentSessionID) {
			t.Fatalf("expired sessions = %v, want %s (the released hold's)", got, stale.PaymentSessionID)
		}
	})
}

// TestProviderEndLeavesItsSessionAlone: when the provider reports a
// session expired or cancelled, the booking ends and its seats are freed,
// but the session is not stopped again: the provider closed it already.
func TestProviderEndLeavesItsSessionAlone(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		f, gate := newPayingFixture(t, bdb)
		expired := f.book(t, "asha", "A1")
		abandoned := f.book(t, "ravi", "B1")
		if out, err := f.svc.ExpirePayment(ctx, "evt_exp", "checkout.session.expired", expired.ID); err != nil || out != booking.OutcomeExpired {
			t.Fatalf("ExpirePayment = %s, %v", out, err)
		}
		if out, err := f.svc.AbandonPayment(ctx, "evt_cancel", abandoned.ID); err != nil || out != booking.OutcomeCancelled {
			t.Fatalf("AbandonPayment = %s, %v", out, err)
		}
		if got, err := f.svc.OccupiedSeats(ctx, f.show.ID); err != nil || len(got) != 0 {
			t.Fatalf("occupied after the provider ended both = %v, %v", got, err)
		}
		if got := gate.expiredSessions(); len(got) != 0 {
			t.Fatalf("sessions the provider closed were stopped again: %v", got)
		}
	})
}

// newPayingFixture is a fixture whose service opens payment sessions with
// a gateProvider, which records the sessions it is asked to stop.
func newPayingFixture(t *testing.T, bdb *bun.DB) (*fixture, *gateProvider) {
	t.Helper()
	f := newFixture(t, bdb)
	gate := newGateProvider()
	f.svc.Payments = gate
	return f, gate
}

// book makes a booking of one seat for userID, failing the test if it
// cannot.
func (f *fixture) book(t *testing.T, userID, seat string) *db.Booking {
	t.Helper()
	b, err := f.svc.CreateBooking(as(userID), f.show.ID, []string{seat})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

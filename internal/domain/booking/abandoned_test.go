package booking_test

import (
	"context"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
)

// gateProvider is a payment provider whose StartCheckout can be held open,
// standing in for a Stripe that has not answered yet (or a process that
// died waiting for it). Calls that are not held answer at once.
type gateProvider struct {
	mu      sync.Mutex
	hold    bool
	entered chan string           // booking id of each held call
	answer  chan booking.Checkout // what a held call returns
	fail    chan error            // or the error it fails with
	expired []string
}

func newGateProvider() *gateProvider {
	return &gateProvider{entered: make(chan string, 1), answer: make(chan booking.Checkout), fail: make(chan error)}
}

func (g *gateProvider) Name() string { return db.ProviderStripe }

func (g *gateProvider) StartCheckout(ctx context.Context, req booking.CheckoutRequest) (booking.Checkout, error) {
	g.mu.Lock()
	hold := g.hold
	g.hold = false
	g.mu.Unlock()
	if !hold {
		return booking.Checkout{SessionID: "cs_" + req.Booking.ID, URL: "https://pay.example/" + req.Booking.ID}, nil
	}
	g.entered <- req.Booking.ID
	select {
	case co := <-g.answer:
		return co, nil
	case err := <-g.fail:
		return booking.Checkout{}, err
	case <-ctx.Done():
		return booking.Checkout{}, ctx.Err()
	}
}

func (g *gateProvider) ExpireCheckout(_ context.Context, sessionID string) error {
	g.mu.Lock()
	g.expired = append(g.expired, sessionID)
	g.mu.Unlock()
	return nil
}

func (g *gateProvider) Refund(context.Context, *db.Booking, int64) error { return nil }

func (g *gateProvider) holdNext() {
	g.mu.Lock()
	g.hold = true
	g.mu.Unlock()
}

func (g *gateProvider) expiredSessions() []string {
	g.mu.Lock()
	defer g.mu.Unlock()
	return slices.Clone(g.expired)
}

// TestBookingWithoutPaymentSessionReleased: a booking whose payment page
// was never recorded (its checkout call is still out, as when the process
// died waiting for Stripe) keeps its seats within the grace and is
// released by the sweeper once the grace has passed, with a version bump
// and a seat event; a booking with a session is left alone. The session
// that finally arrives does not revive the booking and is expired, and a
// payment that still comes takes the late-payment path.
func TestBookingWithoutPaymentSessionReleased(t *testing.T) {
	if booking.DefaultPaymentStartGrace > 2*time.Minute {
		t.Fatalf("default grace %v is longer than 2 minutes", booking.DefaultPaymentStartGrace)
	}
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		f := newFixture(t, bdb)
		gate := newGateProvider()
		f.svc.Payments = gate
		grace := f.svc.PaymentStartGrace
		if grace != booking.DefaultPaymentStartGrace {
			t.Fatalf("New set grace %v, want the default %v", grace, booking.DefaultPaymentStartGrace)
		}

		payable, err := f.svc.CreateBooking(as("asha"), f.show.ID, []string{"A1"})
		if err != nil || payable.PaymentSessionID == "" {
			t.Fatalf("payable booking = %+v, %v", payable, err)
		}

		gate.holdNext()
		type result struct {
			b   *db.Booking
			err error
		}
		done := make(chan result, 1)
		// Cancelled at cleanup, so a failed test does not leave the
		// call waiting for an answer.
		ravi, cancel := context.WithCancel(as("ravi"))
		t.Cleanup(cancel)
		go func() {
			b, err := f.svc.CreateBooking(ravi, f.show.ID, []string{"B1", "B2"})
			done <- result{b, err}
		}()
		var strandedID string
		select {
		case strandedID = <-gate.entered:
		case r := <-done:
			t.Fatalf("booking finished without reaching the provider: %+v %v", r.b, r.err)
		}
		occupied := func() []string {
			t.Helper()
			got, err := f.svc.OccupiedSeats(ctx, f.show.ID)
			if err != nil {
				t.Fatal(err)
			}
			return got
		}
		if got := occupied(); !reflect.DeepEqual(got, []string{"A1", "B1", "B2"}) {
			t.Fatalf("occupied while checkout in flight = %v", got)
		}

		// Within the grace the call may still answer: nothing is released.
		f.clock.Advance(grace - time.Microsecond)
		if n, err := f.svc.ExpireDue(ctx); err != nil || n != 0 {
			t.Fatalf("sweep within the grace released %d (%v)", n, err)
		}
		if got := occupied(); !reflect.DeepEqual(got, []string{"A1", "B1", "B2"}) {
			t.Fatalf("occupied within the grace = %v", got)
		}

		versionBefore := seatVersion(t, bdb, f.show.ID)
		eventsBefore := len(f.events.all())
		f.clock.Advance(time.Microsecond)
		if n, err := f.svc.ExpireDue(ctx); err != nil || n != 1 {
			t.Fatalf("sweep after the grace released %d (%v), want 1", n, err)
		}
		stranded := loadBooking(t, bdb, strandedID)
		if stranded.Status != db.StatusExpired {
			t.Fatalf("stranded booking is %s, want EXPIRED", stranded.Status)
		}
		if got := occupied(); !reflect.DeepEqual(got, []string{"A1"}) {
			t.Fatalf("occupied after release = %v, want [A1]", got)
		}
		if n := count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil)).Where("booking_id = ?", strandedID)); n != 0 {
			t.Fatalf("%d claims left for the released booking", n)
		}
		versionAfter := seatVersion(t, bdb, f.show.ID)
		if versionAfter <= versionBefore {
			t.Fatalf("seat version %d → %d: not bumped", versionBefore, versionAfter)
		}
		evs := f.events.all()[eventsBefore:]
		if len(evs) != 1 || evs[0] != (booking.Event{ShowID: f.show.ID, Version: versionAfter}) {
			t.Fatalf("events after release = %+v, want one at version %d", evs, versionAfter)
		}
		if b := loadBooking(t, bdb, payable.ID); b.Status != db.StatusPending {
			t.Fatalf("booking with a session is %s after the grace, want PENDING", b.Status)
		}

		// The provider answers late: the booking stays released, the
		// customer is told, and the session is stopped.
		gate.answer <- booking.Checkout{SessionID: "cs_late", URL: "https://pay.example/late"}
		r := <-done
		if !apperr.Is(r.err, apperr.Internal) {
			t.Fatalf("late checkout: booking %+v, error %v; want INTERNAL_SERVER_ERROR", r.b, r.err)
		}
		stranded = loadBooking(t, bdb, strandedID)
		if stranded.Status != db.StatusExpired || stranded.PaymentSessionID != "" || stranded.PaymentURL != "" {
			t.Fatalf("late session revived the booking: %s %q %q", stranded.Status, stranded.PaymentSessionID, stranded.PaymentURL)
		}
		if got := gate.expiredSessions(); !slices.Contains(got, "cs_late") {
			t.Fatalf("expired sessions = %v, want cs_late", got)
		}
		if got := occupied(); !reflect.DeepEqual(got, []string{"A1"}) {
			t.Fatalf("occupied after the late answer = %v, want [A1]", got)
		}

		// A payment that still arrives goes through the late-payment path:
		// the seats are free, so they are claimed again and sold.
		out, err := f.svc.ConfirmPayment(ctx, booking.Payment{
			EventID: "evt_late", EventType: "checkout.session.completed", BookingID: strandedID,
			AmountPaise: stranded.AmountPaise, Currency: stranded.Currency, PaymentIntentID: "pi_late",
		})
		if err != nil || out != booking.OutcomeReclaimed {
			t.Fatalf("late payment = %s, %v; want %s", out, err, booking.OutcomeReclaimed)
		}
		if b := loadBooking(t, bdb, strandedID); b.Status != db.StatusPaid {
			t.Fatalf("late-paid booking is %s, want PAID", b.Status)
		}
	})
}

// TestBookingWithoutPaymentSessionNeedsAProvider: a service with no payment
// provider never records a session, so its bookings are not abandoned;
// only their hold ends them.
func TestBookingWithoutPaymentSessionNeedsAProvider(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		b, err := f.svc.CreateBooking(as("asha"), f.show.ID, []string{"C3"})
		if err != nil {
			t.Fatal(err)
		}
		f.clock.Advance(testHold - time.Second)
		if n, err := f.svc.ExpireDue(context.Background()); err != nil || n != 0 {
			t.Fatalf("sweep before the hold ended released %d (%v)", n, err)
		}
		if got := loadBooking(t, bdb, b.ID); got.Status != db.StatusPending {
			t.Fatalf("booking is %s before its hold ended", got.Status)
		}
	})
}

func loadBooking(t *testing.T, bdb *bun.DB, id string) *db.Booking {
	t.Helper()
	b := new(db.Booking)
	if err := bdb.NewSelect().Model(b).Where("id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("load booking %s: %v", id, err)
	}
	return b
}

func seatVersion(t *testing.T, bdb *bun.DB, showID string) int64 {
	t.Helper()
	var v int64
	if err := bdb.NewSelect().Model((*db.Show)(nil)).Column("seat_version").Where("id = ?", showID).Scan(context.Background(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

package booking_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/metrics"
)

func wantBadInput(t *testing.T, err error, msg string) {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok || e.Kind != apperr.BadInput || !strings.Contains(e.Message, msg) {
		t.Fatalf("err = %v (%v), want BAD_USER_INPUT saying %q", err, apperr.KindOf(err), msg)
	}
}

func wantSame(t *testing.T, got, want *db.Booking) {
	t.Helper()
	if got == nil || got.ID != want.ID || !reflect.DeepEqual(got.Seats, want.Seats) ||
		got.PaymentURL != want.PaymentURL || got.PaymentSessionID != want.PaymentSessionID {
		t.Fatalf("got booking %+v, want the first one %+v", got, want)
	}
}

// TestRetryWithIdempotencyKey: a caller who retries a booking with the key
// of the first try gets that booking back — its seats, its payment link —
// while it is pending and once it is paid, whatever the order or case of
// the seats, and nothing new is claimed or announced. The key is the
// caller's own; a used key with another request, or whose booking has
// ended, is bad input.
func TestRetryWithIdempotencyKey(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		f.svc.Payments = newGateProvider()
		out := newOutcomes()
		f.svc.Metrics = out
		other := f.addShow(t, f.clock.Now().Add(72*time.Hour), 6500)

		first, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"A1", "A2"}, "k-1")
		if err != nil || first.PaymentURL == "" {
			t.Fatalf("first try = %+v, %v", first, err)
		}
		events := len(f.events.all())
		again, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{" a2", "A1"}, "k-1")
		if err != nil {
			t.Fatalf("retry: %v", err)
		}
		wantSame(t, again, first)
		if again.Status != db.StatusPending || again.Show == nil || again.Show.Movie == nil {
			t.Fatalf("replayed booking %+v lacks its status or show", again)
		}
		if n := len(f.events.all()); n != events {
			t.Fatalf("the retry announced %d seat changes", n-events)
		}
		if out.get(metrics.Replayed) != 1 || out.get(metrics.Booked) != 1 {
			t.Fatalf("outcomes = %v", out.n)
		}

		// Without a key, or with a new one, the same seats are a new
		// request, refused by the caller's own hold as before.
		_, err = f.svc.CreateBooking(as("asha"), f.show.ID, []string{"A1", "A2"})
		wantConflictOn(t, err, "A1", "A2")
		_, err = f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"A1", "A2"}, "k-2")
		wantConflictOn(t, err, "A1", "A2")

		// The key with another request: other seats (free or not), another show.
		const otherRequest = "already used for another booking request"
		for _, seats := range [][]string{{"A3"}, {"A1"}, {"A1", "A2", "A3"}, {"A1", "a1"}} {
			_, err = f.svc.CreateBookingWithKey(as("asha"), f.show.ID, seats, "k-1")
			wantBadInput(t, err, otherRequest)
		}
		_, err = f.svc.CreateBookingWithKey(as("asha"), other.ID, []string{"A1", "A2"}, "k-1")
		wantBadInput(t, err, otherRequest)

		// Another caller's key of the same name is theirs.
		ravi, err := f.svc.CreateBookingWithKey(as("ravi"), f.show.ID, []string{"A3"}, "k-1")
		if err != nil || ravi.ID == first.ID {
			t.Fatalf("ravi's booking with his own k-1 = %+v, %v", ravi, err)
		}

		// Paid: the retry still gets the booking.
		if o, err := f.svc.ConfirmPayment(context.Background(), booking.Payment{
			EventID: "evt_1", EventType: "checkout.session.completed", BookingID: first.ID,
			AmountPaise: first.AmountPaise, Currency: first.Currency, PaymentIntentID: "pi_1",
		}); err != nil || o != booking.OutcomePaid {
			t.Fatalf("pay = %s, %v", o, err)
		}
		paid, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"A2", "A1"}, "k-1")
		if err != nil || paid.ID != first.ID || paid.Status != db.StatusPaid {
			t.Fatalf("retry of the paid booking = %+v, %v", paid, err)
		}

		// Ended: the key is spent; the seats take a new key.
		held, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"B1"}, "k-3")
		if err != nil {
			t.Fatal(err)
		}
		f.clock.Advance(testHold)
		_, err = f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"B1"}, "k-3")
		wantBadInput(t, err, "has ended (expired)")
		renewed, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"B1"}, "k-4")
		if err != nil || renewed.ID == held.ID {
			t.Fatalf("booking with a new key after the hold ended = %+v, %v", renewed, err)
		}
		if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); n != 4 {
			t.Fatalf("%d bookings stored, want 4 (asha's first, ravi's, asha's expired and renewed)", n)
		}
	})
}

// TestIdempotencyKeyValidation: a key is 1 to 100 visible ASCII
// characters; anything else is refused before anything is written.
func TestIdempotencyKeyValidation(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		for _, key := range []string{"", strings.Repeat("k", booking.MaxIdempotencyKey+1), "two words", "tab\tkey", "ключ", "nul\x00"} {
			_, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"A1"}, key)
			wantBadInput(t, err, "Invalid idempotency key")
		}
		if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); n != 0 {
			t.Fatalf("%d bookings written with invalid keys", n)
		}
		long := strings.Repeat("~", booking.MaxIdempotencyKey)
		b, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"A1"}, long)
		if err != nil || b.IdempotencyKey != long {
			t.Fatalf("booking with a %d-character key = %+v, %v", len(long), b, err)
		}
	})
}

// TestRetryWhileFirstTryInFlight: a retry that arrives while the first
// try's claim is still in its transaction finds no booking for its key,
// is refused by the seats its twin is taking and answers with the twin's
// booking. On this server the refusal comes from the claim engine, never
// from a claim of the retry's own: it waits for the claim in flight, or,
// if that has committed by then, is refused from what the commit taught
// (seatengine's TestBuyersWaitForTheClaimInFlight shows the wait).
func TestRetryWhileFirstTryInFlight(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		g, look := newGate(), &afterLookup{looked: make(chan struct{})}
		svc := booking.New(f.db.WithQueryHook(g).WithQueryHook(look), testHold, time.UTC, nil, f.events)
		svc.Clock = f.clock.Now
		out := newOutcomes()
		svc.Metrics = out

		type result struct {
			b   *db.Booking
			err error
		}
		first, retry := make(chan result, 1), make(chan result, 1)
		go func() {
			b, err := svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"E5", "E6"}, "k-1")
			first <- result{b, err}
		}()
		<-g.reached // the first try's booking is being inserted
		look.armed.Store(true)
		go func() {
			b, err := svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"E6", "E5"}, "k-1")
			retry <- result{b, err}
		}()
		select {
		case <-look.looked: // the retry found no booking for its key
		case r := <-retry:
			close(g.release)
			t.Fatalf("the retry answered before looking its key up: %+v %v", r.b, r.err)
		}
		close(g.release)
		a, b := <-first, <-retry
		if a.err != nil || b.err != nil {
			t.Fatalf("first try %v, retry %v", a.err, b.err)
		}
		wantSame(t, b.b, a.b)
		if out.get(metrics.Booked) != 1 || out.get(metrics.Replayed) != 1 {
			t.Fatalf("outcomes = %v", out.n)
		}
		if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); n != 1 {
			t.Fatalf("%d bookings stored, want one", n)
		}
		if n := look.inserts.Load(); n != 1 {
			t.Fatalf("%d booking inserts, want the first try's alone", n)
		}
	})
}

// afterLookup closes looked once a look-up of an idempotency key has
// answered after it was armed, and counts booking inserts.
type afterLookup struct {
	armed   atomic.Bool
	once    sync.Once
	looked  chan struct{}
	inserts atomic.Int32
}

func (a *afterLookup) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	if strings.HasPrefix(ev.Query, `INSERT INTO "bookings"`) {
		a.inserts.Add(1)
	}
	return ctx
}

func (a *afterLookup) AfterQuery(_ context.Context, ev *bun.QueryEvent) {
	if a.armed.Load() && strings.HasPrefix(ev.Query, "SELECT") && strings.Contains(ev.Query, "idempotency_key =") {
		a.once.Do(func() { close(a.looked) })
	}
}

// pauseAfterLookup holds the first look-up of an idempotency key after it
// has answered (nothing yet), and records the outcome of booking inserts.
type pauseAfterLookup struct {
	once           sync.Once
	looked, resume chan struct{}
	mu             sync.Mutex
	insertErrs     []error
}

func (p *pauseAfterLookup) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (p *pauseAfterLookup) AfterQuery(_ context.Context, ev *bun.QueryEvent) {
	switch {
	case strings.HasPrefix(ev.Query, "SELECT") && strings.Contains(ev.Query, "idempotency_key ="):
		p.once.Do(func() {
			close(p.looked)
			<-p.resume
		})
	case strings.HasPrefix(ev.Query, `INSERT INTO "bookings"`):
		p.mu.Lock()
		p.insertErrs = append(p.insertErrs, ev.Err)
		p.mu.Unlock()
	}
}

// TestSameKeyOnTwoServers: two servers (services with memos of their own)
// take the same retry at the same moment; both found the key unused. The
// database's unique index on (user, key) refuses the second insert and
// its server answers with the first one's booking.
func TestSameKeyOnTwoServers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		p := &pauseAfterLookup{looked: make(chan struct{}), resume: make(chan struct{})}
		late := booking.New(f.db.WithQueryHook(p), testHold, time.UTC, nil, f.events)
		late.Clock = f.clock.Now

		type result struct {
			b   *db.Booking
			err error
		}
		lost := make(chan result, 1)
		go func() {
			b, err := late.CreateBookingWithKey(as("asha"), f.show.ID, []string{"C3"}, "k-1")
			lost <- result{b, err}
		}()
		select {
		case <-p.looked: // the late server found k-1 unused
		case r := <-lost:
			t.Fatalf("the late server answered without looking its key up: %+v %v", r.b, r.err)
		}
		won, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"C3"}, "k-1")
		close(p.resume)
		if err != nil {
			t.Fatal(err)
		}
		r := <-lost
		if r.err != nil {
			t.Fatalf("the late server: %v", r.err)
		}
		wantSame(t, r.b, won)
		p.mu.Lock()
		errs := p.insertErrs
		p.mu.Unlock()
		if len(errs) != 1 || errs[0] == nil {
			t.Fatalf("the late server's inserts ended %v, want one refused by the key's index", errs)
		}
		if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); n != 1 {
			t.Fatalf("%d bookings stored, want one", n)
		}
	})
}

// TestRetryWhilePaymentPageOpens: a retry that arrives after the first
// try's booking committed but before its payment page is recorded (Stripe
// has not answered yet) waits for the first try and answers with the same
// payment link; if the first try fails to open the page, the retry learns
// that the booking has ended.
func TestRetryWhilePaymentPageOpens(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		gate := newGateProvider()
		f.svc.Payments = gate

		type result struct {
			b   *db.Booking
			err error
		}
		gate.holdNext()
		first, retry := make(chan result, 1), make(chan result, 1)
		go func() {
			b, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"D1"}, "k-1")
			first <- result{b, err}
		}()
		id := <-gate.entered // committed; the payment page is being opened
		waiting := booking.RetryWaiting(f.svc, id)
		if waiting == nil {
			gate.answer <- booking.Checkout{SessionID: "cs_slow", URL: "https://pay.example/slow"}
			t.Fatal("the first try's payment page is not marked as opening")
		}
		go func() {
			b, err := f.svc.CreateBookingWithKey(as("asha"), f.show.ID, []string{"D1"}, "k-1")
			retry <- result{b, err}
		}()
		select {
		case <-waiting:
		case r := <-retry:
			gate.answer <- booking.Checkout{SessionID: "cs_slow", URL: "https://pay.example/slow"}
			t.Fatalf("the retry answered before the payment page was recorded: %+v %v", r.b, r.err)
		}
		gate.answer <- booking.Checkout{SessionID: "cs_slow", URL: "https://pay.example/slow"}
		a, b := <-first, <-retry
		if a.err != nil || b.err != nil || a.b.PaymentURL != "https://pay.example/slow" {
			t.Fatalf("first try %+v %v, retry %v", a.b, a.err, b.err)
		}
		wantSame(t, b.b, a.b)

		// A first try whose payment page fails releases its seats; the
		// retry waiting for it is told the booking ended.
		gate.holdNext()
		go func() {
			b, err := f.svc.CreateBookingWithKey(as("ravi"), f.show.ID, []string{"D2"}, "k-1")
			first <- result{b, err}
		}()
		id = <-gate.entered
		waiting = booking.RetryWaiting(f.svc, id)
		go func() {
			b, err := f.svc.CreateBookingWithKey(as("ravi"), f.show.ID, []string{"D2"}, "k-1")
			retry <- result{b, err}
		}()
		select {
		case <-waiting:
		case r := <-retry:
			gate.fail <- errors.New("stripe is down")
			t.Fatalf("the retry answered before the payment page failed: %+v %v", r.b, r.err)
		}
		gate.fail <- errors.New("stripe is down")
		if r := <-first; r.err == nil {
			t.Fatalf("first try with a failed payment page = %+v", r.b)
		}
		wantBadInput(t, (<-retry).err, "has ended (cancelled)")
	})
}

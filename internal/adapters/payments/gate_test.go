package payments_test

import (
	"context"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/paytest"
)

// refundGate holds each refund request on its way to Stripe (stripe-mock)
// while armed, until the test releases it: a payment provider exactly as
// slow as the test needs, with no timer.
type refundGate struct {
	next http.RoundTripper
	mu   sync.Mutex
	// entered is told when a refund request reaches the gate; release
	// lets it through. Both nil while the gate is open.
	entered chan struct{}
	release chan struct{}
}

func (g *refundGate) RoundTrip(r *http.Request) (*http.Response, error) {
	if r.Method == http.MethodPost && r.URL.Path == "/v1/refunds" {
		g.mu.Lock()
		entered, release := g.entered, g.release
		g.mu.Unlock()
		if entered != nil {
			entered <- struct{}{}
			select {
			case <-release:
			case <-r.Context().Done():
				return nil, r.Context().Err()
			}
		}
	}
	return g.next.RoundTrip(r)
}

// arm holds the next refund request: entered receives once it is held,
// and release lets it through (also at the end of the test, so a failed
// test leaves no request blocked).
func (g *refundGate) arm(t *testing.T) (entered <-chan struct{}, release func()) {
	t.Helper()
	in, out := make(chan struct{}, 1), make(chan struct{})
	g.mu.Lock()
	g.entered, g.release = in, out
	g.mu.Unlock()
	var once sync.Once
	release = func() {
		once.Do(func() {
			g.mu.Lock()
			g.entered, g.release = nil, nil
			g.mu.Unlock()
			close(out)
		})
	}
	t.Cleanup(release)
	return in, release
}

// gateEnv is a refundEnv whose refunds pass through gate.
type gateEnv struct {
	refundEnv
	bdb  *bun.DB
	gate *refundGate
}

func usherCtx() context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: "usher", Name: "Usher", Staff: true})
}

// gateTries is how many cancel-at-the-gate races run on each database.
const gateTries = 50

// TestCancelAtTheGate races a refund of a paid booking against a scan of
// its ticket at the door, gateTries times on each database, through the
// Stripe provider against stripe-mock with the refund request held at a
// gate: the scan comes while Stripe is refunding, as the refund is let
// through, after the refund's mark went stale, or before the refund. A
// booking ends admitted or refunded, never both: the door refuses a ticket
// being refunded (REFUND_IN_PROGRESS), a refund refuses an admitted ticket
// before asking Stripe (ALREADY_CHECKED_IN), and a refund that Stripe made
// after a stale mark let the ticket in leaves the booking PAID, with the
// refunded amount recorded for an admin (needsAttention).
func TestCancelAtTheGate(t *testing.T) {
	mockURL := paytest.StartStripeMock(t)
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		capture, hc := paytest.NewCapture()
		env := &gateEnv{refundEnv: refundEnv{capture: capture}, bdb: bdb, gate: &refundGate{next: hc.Transport}}
		env.svc, env.clock = paytest.NewService(bdb,
			newTestStripe(t, mockURL, &http.Client{Transport: env.gate, Timeout: 30 * time.Second}, true), paytest.TheatreTZ(t))
		// Customers may cancel until the show starts: the door opens
		// before it, and that is where the two meet.
		env.svc.CancelCutoff = 0
		env.svc.TicketKey = []byte("0123456789abcdef0123456789abcdef")
		first := env.clock.Now().Add(3 * time.Hour)
		modes := []struct {
			name string
			run  func(t *testing.T, e *gateEnv, b *db.Booking) string
		}{
			{"scan while Stripe refunds", scanWhileRefunding},
			{"scan as the refund ends", scanAsRefundEnds},
			{"scan after the mark went stale", scanAfterMarkWentStale},
			{"refund after the scan", refundAfterScan},
		}
		outcomes := map[string]int{}
		both := 0
		for i := range gateTries {
			mode := modes[i%len(modes)]
			t.Run(fmt.Sprintf("%02d %s", i, mode.name), func(t *testing.T) {
				// A show of its own per try, later each time: what one
				// try leaves sold must not shape the next one's seat map.
				show := paytest.AddShow(t, bdb, first.Add(time.Duration(i)*time.Minute))
				b := env.paid(t, bdb, show, fmt.Sprintf("guest%02d", i), "A1")
				refundsBefore := len(capture.Find(http.MethodPost, "/v1/refunds"))
				outcomes[mode.run(t, env, b)]++
				got := paytest.LoadBooking(t, bdb, b.ID)
				admitted, err := db.CheckInTime(context.Background(), bdb, b.ID)
				if err != nil {
					t.Fatal(err)
				}
				sent := len(capture.Find(http.MethodPost, "/v1/refunds")) - refundsBefore
				switch {
				case admitted != nil && got.Status == db.StatusRefunded:
					both++
					t.Errorf("booking %s is both admitted (%v) and REFUNDED", b.ID, admitted)
				case got.Status == db.StatusRefunded && sent != 1:
					t.Errorf("REFUNDED with %d refunds sent to Stripe, want 1", sent)
				case got.Status == db.StatusPaid && admitted == nil:
					t.Errorf("still PAID but neither admitted nor refunded")
				case got.Status == db.StatusPaid && (sent == 1) != (got.RefundedPaise != nil):
					t.Errorf("PAID and admitted with %d refunds sent to Stripe but refunded %v recorded", sent, got.RefundedPaise)
				}
			})
		}
		if both > 0 {
			t.Errorf("%d of %d tries ended both admitted and REFUNDED", both, gateTries)
		}
		t.Logf("%d tries: %v", gateTries, outcomes)
	})
}

// cancelAsync cancels b as its owner while the test goes on.
func cancelAsync(e *gateEnv, b *db.Booking) <-chan error {
	done := make(chan error, 1)
	go func() {
		_, err := e.svc.Cancel(paytest.As(b.UserID), b.ID)
		done <- err
	}()
	return done
}

// scanWhileRefunding scans while Stripe holds the refund: refused with
// REFUND_IN_PROGRESS; the refund completes.
func scanWhileRefunding(t *testing.T, e *gateEnv, b *db.Booking) string {
	t.Helper()
	entered, release := e.gate.arm(t)
	cancelled := cancelAsync(e, b)
	<-entered
	_, scanErr := e.svc.CheckIn(usherCtx(), e.svc.TicketCodeOf(b))
	release()
	if err := <-cancelled; err != nil {
		t.Errorf("cancel with the scan refused: %v", err)
	}
	wantKind(t, "scan during the refund", scanErr, apperr.RefundInProgress)
	wantStatus(t, e.bdb, b.ID, db.StatusRefunded)
	return "refused while refunding"
}

// scanAsRefundEnds lets the held refund through and scans at once, so the
// scan races the refund's last transaction: whichever wins, the scan is
// refused (still refunding, or refunded).
func scanAsRefundEnds(t *testing.T, e *gateEnv, b *db.Booking) string {
	t.Helper()
	entered, release := e.gate.arm(t)
	cancelled := cancelAsync(e, b)
	<-entered
	scanned := make(chan error, 1)
	start := make(chan struct{})
	go func() {
		<-start
		_, err := e.svc.CheckIn(usherCtx(), e.svc.TicketCodeOf(b))
		scanned <- err
	}()
	close(start)
	release()
	if err := <-cancelled; err != nil {
		t.Errorf("cancel racing the scan: %v", err)
	}
	scanErr := <-scanned
	if !apperr.Is(scanErr, apperr.RefundInProgress) && !apperr.Is(scanErr, apperr.TicketRefunded) {
		t.Errorf("scan racing the refund's end: %v (%s), want REFUND_IN_PROGRESS or TICKET_REFUNDED", scanErr, apperr.KindOf(scanErr))
	}
	return "racing the end: " + string(apperr.KindOf(scanErr))
}

// scanAfterMarkWentStale holds the refund past RefundLease, so the door
// takes its mark for a dead refunder's and admits the ticket; Stripe then
// refunds, and the refund's last transaction finds the check-in: the
// booking stays PAID with its seat, the refunded amount recorded for an
// admin, and the customer is told ALREADY_CHECKED_IN.
func scanAfterMarkWentStale(t *testing.T, e *gateEnv, b *db.Booking) string {
	t.Helper()
	entered, release := e.gate.arm(t)
	cancelled := cancelAsync(e, b)
	<-entered
	e.clock.Advance(booking.RefundLease + time.Second)
	adm, scanErr := e.svc.CheckIn(usherCtx(), e.svc.TicketCodeOf(b))
	release()
	cancelErr := <-cancelled
	if scanErr != nil || adm == nil {
		t.Errorf("scan after the refund mark went stale: %v", scanErr)
	}
	wantKind(t, "refund that ended after the ticket was admitted", cancelErr, apperr.AlreadyCheckedIn)
	got := wantStatus(t, e.bdb, b.ID, db.StatusPaid)
	if got.RefundedPaise == nil || *got.RefundedPaise != b.AmountPaise || got.RefundStartedAt != nil {
		t.Errorf("admitted booking refunded by Stripe: refunded %v, mark %v; want %d recorded, no mark", got.RefundedPaise, got.RefundStartedAt, b.AmountPaise)
	}
	if e.svc.NeedsAttention(adminCtx(), got) == "" || e.svc.NeedsAttention(paytest.As(b.UserID), got) != "" {
		t.Errorf("needsAttention: admin %q, customer %q; want it for admins only",
			e.svc.NeedsAttention(adminCtx(), got), e.svc.NeedsAttention(paytest.As(b.UserID), got))
	}
	if sold, _ := paytest.Seats(t, e.bdb, b.ID); sold != 1 {
		t.Errorf("admitted booking has %d seats sold, want 1", sold)
	}
	return "admitted, refund recorded for an admin"
}

// refundAfterScan scans first; an admin's refund (allowed at any time)
// is then refused without asking Stripe.
func refundAfterScan(t *testing.T, e *gateEnv, b *db.Booking) string {
	t.Helper()
	if _, err := e.svc.CheckIn(usherCtx(), e.svc.TicketCodeOf(b)); err != nil {
		t.Fatalf("scan: %v", err)
	}
	_, err := e.svc.RefundBooking(adminCtx(), b.ID)
	wantKind(t, "admin refund of an admitted ticket", err, apperr.AlreadyCheckedIn)
	got := wantStatus(t, e.bdb, b.ID, db.StatusPaid)
	if got.RefundedPaise != nil || got.RefundStartedAt != nil {
		t.Errorf("refused refund left refunded %v, mark %v", got.RefundedPaise, got.RefundStartedAt)
	}
	if why := e.svc.NeedsAttention(adminCtx(), got); why != "" {
		t.Errorf("an admitted booking nothing went back for needs attention: %q", why)
	}
	return "admitted, refund refused"
}

// wantKind and wantStatus report a mismatch and let the try go on to the
// check that matters most: admitted and refunded, never both.
func wantKind(t *testing.T, what string, err error, kind apperr.Kind) {
	t.Helper()
	if !apperr.Is(err, kind) {
		t.Errorf("%s: %v (%s), want %s", what, err, apperr.KindOf(err), kind)
	}
}

func wantStatus(t *testing.T, bdb *bun.DB, id, want string) *db.Booking {
	t.Helper()
	b := paytest.LoadBooking(t, bdb, id)
	if b.Status != want {
		t.Errorf("booking status = %s, want %s", b.Status, want)
	}
	return b
}

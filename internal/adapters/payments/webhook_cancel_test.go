package payments_test

import (
	"net/http"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/payments"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/paytest"
)

// expireWitness records, for each session-expire request sent to Stripe,
// the status its booking had in the database at that moment: whether the
// session was stopped before the cancel changed the booking.
type expireWitness struct {
	next http.RoundTripper
	bdb  *bun.DB
	mu   sync.Mutex
	seen map[string][]string // session id → booking status at each expire
}

func (w *expireWitness) RoundTrip(r *http.Request) (*http.Response, error) {
	if rest, ok := strings.CutPrefix(r.URL.Path, "/v1/checkout/sessions/"); ok && r.Method == http.MethodPost {
		if session, ok := strings.CutSuffix(rest, "/expire"); ok {
			var b db.Booking
			status := "unknown"
			if err := w.bdb.NewSelect().Model(&b).Column("status").Where("payment_session_id = ?", session).Scan(r.Context()); err == nil {
				status = b.Status
			}
			w.mu.Lock()
			w.seen[session] = append(w.seen[session], status)
			w.mu.Unlock()
		}
	}
	return w.next.RoundTrip(r)
}

func (w *expireWitness) statuses(session string) []string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return append([]string(nil), w.seen[session]...)
}

// TestPaymentAfterCancelIsRefunded: a customer cancels a pending booking
// whose Stripe Checkout session is open; the cancel expires the session at
// stripe-mock before the booking changes, and answers CANCELLED. A
// checkout.session.completed that still arrives (signed like Stripe's) is
// refunded once through stripe-mock; the booking stays CANCELLED with the
// refund recorded, its seats are not claimed again, and a redelivery or a
// second payment event of the session refunds nothing more.
func TestPaymentAfterCancelIsRefunded(t *testing.T) {
	mockURL := paytest.StartStripeMock(t)
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		capture, hc := paytest.NewCapture()
		witness := &expireWitness{next: hc.Transport, bdb: bdb, seen: map[string][]string{}}
		provider := paytest.NewStripe(t, paytest.StripeConfig(mockURL, &http.Client{Transport: witness, Timeout: hc.Timeout}))
		svc, clock := paytest.NewService(bdb, provider, paytest.TheatreTZ(t))
		e := &whEnv{db: bdb, clock: clock, svc: svc, capture: capture, handler: payments.WebhookHandler(svc, provider.WebhookSecret(), nil)}
		show := paytest.AddShow(t, bdb, clock.Now().Add(48*time.Hour))
		b := e.book(t, show, "asha", "C1", "C2")
		versionBefore := paytest.SeatVersion(t, bdb, show.ID)

		got, err := svc.Cancel(paytest.As("asha"), b.ID)
		if err != nil || got.Status != db.StatusCancelled {
			t.Fatalf("cancel = %+v, %v; want CANCELLED", got, err)
		}
		if seen := witness.statuses(b.PaymentSessionID); len(seen) != 1 || seen[0] != db.StatusPending {
			t.Errorf("expire requests for session %s saw the booking %v; want one, sent while it was still PENDING", b.PaymentSessionID, seen)
		}
		afterCancel := paytest.SeatVersion(t, bdb, show.ID)
		if afterCancel <= versionBefore {
			t.Fatalf("seat version %d after the cancel, want above %d", afterCancel, versionBefore)
		}

		late := paid(b)
		e.deliver(t, late, booking.OutcomeRefunded, db.StatusCancelled)
		refunds := capture.Find(http.MethodPost, "/v1/refunds")
		if len(refunds) != 1 {
			t.Fatalf("%d refunds sent to Stripe, want 1", len(refunds))
		}
		r := refunds[0]
		if r.Form.Get("payment_intent") != late.PaymentIntent || r.Form.Get("amount") != strconv.FormatInt(b.AmountPaise, 10) ||
			r.Header.Get("Idempotency-Key") != "refund-"+b.ID {
			t.Fatalf("refund sent: payment_intent %q amount %q key %q; want %s, %d, refund-%s",
				r.Form.Get("payment_intent"), r.Form.Get("amount"), r.Header.Get("Idempotency-Key"), late.PaymentIntent, b.AmountPaise, b.ID)
		}
		stored := paytest.LoadBooking(t, bdb, b.ID)
		if stored.RefundedPaise == nil || *stored.RefundedPaise != b.AmountPaise || stored.RefundedAt == nil || stored.PaidAt != nil {
			t.Fatalf("cancelled booking after the late payment: refunded %v at %v, paid at %v; want %d refunded, never paid",
				stored.RefundedPaise, stored.RefundedAt, stored.PaidAt, b.AmountPaise)
		}
		if sold, held := paytest.Seats(t, bdb, b.ID); sold+held != 0 {
			t.Fatalf("late payment claimed %d sold and %d held seats of a cancelled booking", sold, held)
		}
		if v := paytest.SeatVersion(t, bdb, show.ID); v != afterCancel {
			t.Fatalf("seat version moved from %d to %d: the late payment changed the seats", afterCancel, v)
		}

		// Stripe redelivers; the session's async event follows: nothing more goes back.
		e.deliver(t, late, booking.OutcomeDuplicate, db.StatusCancelled)
		again := late
		again.ID, again.Type = "evt_async_"+b.ID, "checkout.session.async_payment_succeeded"
		e.deliver(t, again, booking.OutcomeRefunded, db.StatusCancelled)
		if n := len(capture.Find(http.MethodPost, "/v1/refunds")); n != 1 {
			t.Fatalf("%d refunds sent after redeliveries, want 1", n)
		}
	})
}

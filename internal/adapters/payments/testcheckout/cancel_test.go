package testcheckout_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/payments/testcheckout"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/paytest"
)

// recordingCheckout is the offline test checkout noting what it is asked:
// each session to expire, with its booking's stored status at that
// moment, and each refund.
type recordingCheckout struct {
	*testcheckout.Provider
	bdb     *bun.DB
	mu      sync.Mutex
	expires []string // booking status at each ExpireCheckout
	refunds []string // booking id of each Refund
}

func (r *recordingCheckout) ExpireCheckout(ctx context.Context, sessionID string) error {
	var b db.Booking
	status := "unknown"
	if err := r.bdb.NewSelect().Model(&b).Column("status").Where("payment_session_id = ?", sessionID).Scan(ctx); err == nil {
		status = b.Status
	}
	r.mu.Lock()
	r.expires = append(r.expires, status)
	r.mu.Unlock()
	return r.Provider.ExpireCheckout(ctx, sessionID)
}

func (r *recordingCheckout) Refund(ctx context.Context, b *db.Booking, amountPaise int64) error {
	r.mu.Lock()
	r.refunds = append(r.refunds, b.ID)
	r.mu.Unlock()
	return r.Provider.Refund(ctx, b, amountPaise)
}

func (r *recordingCheckout) asked() (expires, refunds []string) {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]string(nil), r.expires...), append([]string(nil), r.refunds...)
}

// pausingClock is the service's clock that, once armed, holds the next
// reading until released.
type pausingClock struct {
	c       *paytest.Clock
	mu      sync.Mutex
	reached chan struct{}
	hold    chan struct{}
}

func (p *pausingClock) Now() time.Time {
	p.mu.Lock()
	reached, hold := p.reached, p.hold
	p.reached, p.hold = nil, nil
	p.mu.Unlock()
	if reached != nil {
		close(reached)
		<-hold
	}
	return p.c.Now()
}

// arm holds the next reading: reached closes when it is held, and
// release (also run at the end of the test) lets it go.
func (p *pausingClock) arm(t *testing.T) (reached <-chan struct{}, release func()) {
	in, out := make(chan struct{}), make(chan struct{})
	p.mu.Lock()
	p.reached, p.hold = in, out
	p.mu.Unlock()
	var once sync.Once
	release = func() { once.Do(func() { close(out) }) }
	t.Cleanup(release)
	return in, release
}

// TestPayRacingCancelOnTheTestCheckout: on the offline test checkout,
// the customer's cancel stops the payment session before the booking
// changes, and a Pay click that had already found the booking pending
// when the cancel committed refunds the payment once instead of claiming
// the seats again: the booking stays CANCELLED, as its customer was told.
//
// The Pay request is held at its first reading of the clock, which the
// payment page takes to check that the booking it just loaded is still
// pending; the cancel runs there, and the request goes on with what it
// had read.
func TestPayRacingCancelOnTheTestCheckout(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		tz := paytest.TheatreTZ(t)
		tc, err := testcheckout.New(testcheckout.Config{PublicURL: paytest.PublicURL, TZ: tz})
		if err != nil {
			t.Fatal(err)
		}
		provider := &recordingCheckout{Provider: tc, bdb: bdb}
		e := &tcEnv{db: bdb, mux: http.NewServeMux(), tz: tz}
		e.svc, e.clock = paytest.NewService(bdb, provider, tz)
		clock := &pausingClock{c: e.clock}
		e.svc.Clock = clock.Now
		tc.Routes(e.mux, e.svc)
		show := paytest.AddShow(t, bdb, e.clock.Now().Add(48*time.Hour))
		b := e.book(t, show, "asha", "D4", "D5")

		reached, release := clock.arm(t)
		paid := make(chan int, 1)
		var body string
		go func() {
			rec := e.do(http.MethodPost, pagePath(b)+"/pay", sameSite)
			body = rec.Body.String()
			paid <- rec.Code
		}()
		<-reached
		got, err := e.svc.Cancel(paytest.As("asha"), b.ID)
		if err != nil || got.Status != db.StatusCancelled {
			release()
			t.Fatalf("cancel = %+v, %v; want CANCELLED", got, err)
		}
		expires, _ := provider.asked()
		if len(expires) != 1 || expires[0] != db.StatusPending {
			t.Errorf("expire asked with the booking %v; want once, before the cancel changed it (PENDING)", expires)
		}
		release()
		if code := <-paid; code != http.StatusConflict || !strings.Contains(body, "This booking was cancelled") {
			t.Fatalf("pay after the cancel = %d %q; want 409 saying the booking was cancelled", code, body)
		}

		stored := paytest.WantStatus(t, bdb, b.ID, db.StatusCancelled)
		if stored.RefundedPaise == nil || *stored.RefundedPaise != b.AmountPaise || stored.PaidAt != nil {
			t.Fatalf("cancelled booking after the late payment: refunded %v, paid at %v; want %d refunded, never paid",
				stored.RefundedPaise, stored.PaidAt, b.AmountPaise)
		}
		if sold, held := paytest.Seats(t, bdb, b.ID); sold+held != 0 {
			t.Fatalf("the payment claimed %d sold and %d held seats of a cancelled booking", sold, held)
		}
		// A second click is the same event: nothing more goes back.
		if rec := e.do(http.MethodPost, pagePath(b)+"/pay", sameSite); rec.Code != http.StatusConflict {
			t.Fatalf("second pay = %d", rec.Code)
		}
		out, err := e.svc.ConfirmPayment(context.Background(), booking.Payment{
			EventID: "test_pay_" + b.ID, EventType: "test_checkout.paid", BookingID: b.ID,
			AmountPaise: b.AmountPaise, Currency: b.Currency,
		})
		if err != nil || out != booking.OutcomeDuplicate {
			t.Fatalf("redelivered payment = %s, %v; want duplicate", out, err)
		}
		if _, refunds := provider.asked(); len(refunds) != 1 || refunds[0] != b.ID {
			t.Fatalf("refunds asked %v; want one of %s", refunds, b.ID)
		}
	})
}

package payments_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/payments"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/paytest"
)

// refundEnv is a booking service paying through Stripe (stripe-mock) with
// every request recorded, cancelling with a 10% fee.
type refundEnv struct {
	svc     *booking.Service
	clock   *paytest.Clock
	capture *paytest.CaptureTransport
}

func (e *refundEnv) Now() time.Time { return e.clock.Now() }

// paid books seats of show for userID and applies Stripe's word that they
// were paid with payment intent "pi_"+user.
func (e *refundEnv) paid(t *testing.T, bdb *bun.DB, show *db.Show, userID string, seats ...string) *db.Booking {
	t.Helper()
	b, err := e.svc.CreateBooking(paytest.As(userID), show.ID, seats)
	if err != nil {
		t.Fatal(err)
	}
	out, err := e.svc.ConfirmPayment(context.Background(), booking.Payment{
		EventID: "evt_" + b.ID, EventType: "checkout.session.completed", BookingID: b.ID,
		AmountPaise: b.AmountPaise, Currency: b.Currency, PaymentIntentID: "pi_" + userID,
	})
	if err != nil || out != booking.OutcomePaid {
		t.Fatalf("pay = %s, %v", out, err)
	}
	return paytest.LoadBooking(t, bdb, b.ID)
}

func adminCtx() context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: "admin_1", Name: "Admin", Admin: true, Staff: true})
}

// TestPaidCancellationThroughStripe: cancelling a paid booking asks
// Stripe (stripe-mock) for one refund of the amount less the fee, keyed
// by the booking; when Stripe cannot be reached the booking stays paid;
// racing cancels send one refund.
func TestPaidCancellationThroughStripe(t *testing.T) {
	mockURL := paytest.StartStripeMock(t)
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		newEnv := func(t *testing.T) *refundEnv {
			capture, hc := paytest.NewCapture()
			svc, clock := paytest.NewService(bdb, newTestStripe(t, mockURL, hc, false), paytest.TheatreTZ(t))
			svc.CancelFeePercent = 10
			return &refundEnv{svc: svc, clock: clock, capture: capture}
		}
		paytest.RunShowCases(t, bdb, newEnv, stripeRefundCases(bdb), stripeRefundRaceCases(bdb))
	})
}

// stripeRefundCases are cases of TestPaidCancellationThroughStripe.
func stripeRefundCases(bdb *bun.DB) []paytest.ShowCase[*refundEnv] {
	return []paytest.ShowCase[*refundEnv]{
		{Name: "refund of the amount less the fee, keyed by booking", Run: func(t *testing.T, e *refundEnv, show *db.Show) {
			b := e.paid(t, bdb, show, "asha", "A1", "A2")
			got, err := e.svc.Cancel(paytest.As("asha"), b.ID)
			if err != nil {
				t.Fatal(err)
			}
			want := b.AmountPaise - (b.AmountPaise*10+50)/100
			if got.Status != db.StatusRefunded || got.RefundedPaise == nil || *got.RefundedPaise != want {
				t.Fatalf("booking = %s refunded %v, want REFUNDED %d", got.Status, got.RefundedPaise, want)
			}
			refunds := e.capture.Find(http.MethodPost, "/v1/refunds")
			if len(refunds) != 1 {
				t.Fatalf("sent %d refunds, want 1", len(refunds))
			}
			r := refunds[0]
			if r.Form.Get("payment_intent") != "pi_asha" || r.Form.Get("amount") != fmt.Sprint(want) || r.Header.Get("Idempotency-Key") != "refund-"+b.ID {
				t.Fatalf("refund sent: payment_intent %q amount %q key %q; want pi_asha, %d, refund-%s",
					r.Form.Get("payment_intent"), r.Form.Get("amount"), r.Header.Get("Idempotency-Key"), want, b.ID)
			}
			if sold, held := paytest.Seats(t, bdb, b.ID); sold+held != 0 {
				t.Fatalf("%d sold and %d held seats left", sold, held)
			}
		}},
		{Name: "Stripe unreachable leaves the booking paid", Run: func(t *testing.T, e *refundEnv, show *db.Show) {
			b := e.paid(t, bdb, show, "ravi", "B1")
			down := paytest.NewStripe(t, payments.WithoutRetries(paytest.StripeConfig(closedURL(t), nil)))
			e.svc.Payments = down
			_, err := e.svc.Cancel(paytest.As("ravi"), b.ID)
			if !apperr.Is(err, apperr.RefundFailed) {
				t.Fatalf("cancel with Stripe down: %v (%s), want REFUND_FAILED", err, apperr.KindOf(err))
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
			if sold, _ := paytest.Seats(t, bdb, b.ID); sold != 1 {
				t.Fatalf("%d seats sold after the failed refund, want 1", sold)
			}
			if _, err := e.svc.RefundBooking(adminCtx(), b.ID); !apperr.Is(err, apperr.RefundFailed) {
				t.Fatalf("admin refund with Stripe down: %v", err)
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
		}},
	}
}

// stripeRefundRaceCases are cases of TestPaidCancellationThroughStripe.
func stripeRefundRaceCases(bdb *bun.DB) []paytest.ShowCase[*refundEnv] {
	return []paytest.ShowCase[*refundEnv]{
		{Name: "racing cancels send one refund", Run: func(t *testing.T, e *refundEnv, show *db.Show) {
			b := e.paid(t, bdb, show, "neel", "C1")
			const racers = 6
			errs := make(chan error, racers)
			for range racers {
				go func() {
					_, err := e.svc.Cancel(paytest.As("neel"), b.ID)
					errs <- err
				}()
			}
			ok := 0
			for range racers {
				switch err := <-errs; {
				case err == nil:
					ok++
				case !apperr.Is(err, apperr.Conflict) && !apperr.Is(err, apperr.BadInput):
					t.Errorf("racing cancel: %v (%s)", err, apperr.KindOf(err))
				}
			}
			if n := len(e.capture.Find(http.MethodPost, "/v1/refunds")); ok != 1 || n != 1 {
				t.Fatalf("%d cancels succeeded and %d refunds were sent; want 1 and 1", ok, n)
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusRefunded)
		}},
	}
}

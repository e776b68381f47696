package payments_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/payments/testcheckout"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/paytest"
)

// TestPayableBookingsOutliveThePaymentStartGrace: a booking whose payment
// page exists — a test checkout link or a Stripe Checkout Session — is
// payable, so the sweeper's release of bookings left without a payment
// session never touches it; only its hold ends it.
func TestPayableBookingsOutliveThePaymentStartGrace(t *testing.T) {
	mockURL := paytest.StartStripeMock(t)
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		tc, err := testcheckout.New(testcheckout.Config{PublicURL: paytest.PublicURL, TZ: time.UTC})
		if err != nil {
			t.Fatal(err)
		}
		type env struct {
			name  string
			svc   *booking.Service
			clock *paytest.Clock
		}
		tcEnv, stEnv := env{name: "test checkout"}, env{name: "stripe"}
		tcEnv.svc, tcEnv.clock = paytest.NewService(bdb, tc, time.UTC)
		stEnv.svc, stEnv.clock = paytest.NewService(bdb, newTestStripe(t, mockURL, nil, false), time.UTC)
		for i, env := range []env{tcEnv, stEnv} {
			t.Run(env.name, func(t *testing.T) {
				ctx := context.Background()
				show := paytest.AddShow(t, bdb, env.clock.Now().Add(time.Duration(48+i)*time.Hour))
				b, err := env.svc.CreateBooking(paytest.As(fmt.Sprint("u", i)), show.ID, []string{"D4"})
				if err != nil {
					t.Fatal(err)
				}
				if b.PaymentSessionID == "" || b.PaymentURL == "" {
					t.Fatalf("booking has no payment page: %q %q", b.PaymentSessionID, b.PaymentURL)
				}
				env.clock.Advance(env.svc.PaymentStartGrace + time.Minute)
				if n, err := env.svc.ExpireDue(ctx); err != nil || n != 0 {
					t.Fatalf("sweep after the grace released %d (%v)", n, err)
				}
				paytest.WantStatus(t, bdb, b.ID, db.StatusPending)
				if _, held := paytest.Seats(t, bdb, b.ID); held != 1 {
					t.Fatalf("%d seats held after the grace, want 1", held)
				}
				env.clock.Advance(paytest.Hold)
				if n, err := env.svc.ExpireDue(ctx); err != nil || n != 1 {
					t.Fatalf("sweep after the hold released %d (%v), want 1", n, err)
				}
				paytest.WantStatus(t, bdb, b.ID, db.StatusExpired)
			})
		}
	})
}

package faults_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/proc"
	"marquee/internal/testsupport/stripemock"
)

// silentStripe accepts Stripe API requests and never answers them. It
// reports the path of each request it has received, so a test knows a
// call is in flight without guessing how long that takes.
type silentStripe struct {
	URL      string
	received chan string
}

func startSilentStripe(t *testing.T) *silentStripe {
	t.Helper()
	s := &silentStripe{received: make(chan string, 16)}
	stop := make(chan struct{})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		select {
		case s.received <- r.Method + " " + r.URL.Path:
		default:
		}
		select {
		case <-r.Context().Done(): // the caller gave up or was killed
		case <-stop:
		}
	}))
	t.Cleanup(func() {
		close(stop)
		srv.CloseClientConnections()
		srv.Close()
	})
	s.URL = srv.URL
	return s
}

// TestServerKilledWhileStripeHangs: the server is SIGKILLed while a
// booking waits for Stripe to create its Checkout Session, so the booking
// is committed PENDING with seats held and no payment session. Restarted
// (now with a working Stripe) and a short PAYMENT_START_GRACE, the server
// releases it long before its 10-minute hold would end: the seats become
// free in the API and the booking is recorded EXPIRED. A payment for it
// that still arrives takes the late-payment path and claims the seats
// again.
func TestServerKilledWhileStripeHangs(t *testing.T) {
	bin := goBuild(t, "./cmd/marquee")
	mock := stripemock.Start(t)
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			silent := startSilentStripe(t)
			dsn := dbtest.NewDSN(t, dialect)
			port := proc.FreePort(t, "127.0.0.1")
			base := "http://127.0.0.1:" + strconv.Itoa(port)
			common := []string{
				"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
				"DATABASE_URL=" + dsn, "PORT=" + strconv.Itoa(port), "PUBLIC_URL=" + base,
				"SAMPLE_DATA=false", "SEAT_HOLD_MINUTES=10",
				"STRIPE_SECRET_KEY=sk_test_faults", "STRIPE_WEBHOOK_SECRET=" + whSecret,
				"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER=0", "RATE_LIMIT_BOOKINGS_PER_MINUTE_IP=0", "RATE_LIMIT_SIGNINS_PER_MINUTE_IP=0",
			}
			c := newClient(base)
			// The first process keeps the default grace, so only the kill
			// can leave the booking behind.
			first := startProcess(t, bin, append(slices.Clone(common), "STRIPE_API_BASE="+silent.URL), c)

			check, err := db.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer check.Close()
			show := addShows(t, check, 1)[0]
			seats := []string{"E5", "E6"}
			token := c.signIn(t, "stranded")

			booked := make(chan error, 1)
			go func() {
				_, err := c.gql(token, bookMutation, map[string]any{"s": show, "seats": seats})
				booked <- err
			}()
			select {
			case req := <-silent.received:
				if req != "POST /v1/checkout/sessions" {
					t.Fatalf("first Stripe request = %s, want a Checkout Session", req)
				}
			case err := <-booked:
				t.Fatalf("booking finished before Stripe was called: %v", err)
			case <-time.After(60 * time.Second):
				t.Fatalf("Stripe never received the Checkout Session request\n%s", first.Out.String())
			}
			first.kill()
			if err := <-booked; err == nil {
				t.Fatal("the booking request succeeded although the server was killed mid-checkout")
			}

			var stranded db.Booking
			if err := check.NewSelect().Model(&stranded).Where("show_id = ?", show).Scan(ctx); err != nil {
				t.Fatalf("the killed server left no booking: %v", err)
			}
			if stranded.Status != db.StatusPending || stranded.PaymentSessionID != "" {
				t.Fatalf("left behind: %s with session %q, want PENDING without one", stranded.Status, stranded.PaymentSessionID)
			}

			second := startProcess(t, bin, append(slices.Clone(common), "STRIPE_API_BASE="+mock, "PAYMENT_START_GRACE=1s"), c)
			// Generous for a loaded machine, yet far inside the 10-minute hold.
			waitFor(t, "the stranded booking's seats to be free and the booking EXPIRED", 90*time.Second, func() bool {
				occ, err := c.occupied(show)
				if err != nil || slices.ContainsFunc(seats, func(s string) bool { return slices.Contains(occ, s) }) {
					return false
				}
				var b db.Booking
				return check.NewSelect().Model(&b).Where("id = ?", stranded.ID).Scan(ctx) == nil && b.Status == db.StatusExpired
			})
			var released db.Booking
			if err := check.NewSelect().Model(&released).Where("id = ?", stranded.ID).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			if !released.UpdatedAt.Before(stranded.HoldExpiresAt) {
				t.Fatalf("released at %s, not before the hold ended at %s", released.UpdatedAt, stranded.HoldExpiresAt)
			}
			checkAllOrNothing(t, check)

			// Stripe had created the session after all and the customer paid.
			late := stranded
			late.PaymentSessionID = "cs_created_before_the_kill"
			if got := deliverWebhook(t, base, paidEvent(&late)); got != "200 reclaimed" {
				t.Fatalf("late payment answered %q, want 200 reclaimed\n%s", got, second.Out.String())
			}
			var paid db.Booking
			if err := check.NewSelect().Model(&paid).Where("id = ?", stranded.ID).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			if paid.Status != db.StatusPaid {
				t.Fatalf("late-paid booking is %s, want PAID", paid.Status)
			}
			occ, err := c.occupied(show)
			if err != nil || !slices.Contains(occ, "E5") || !slices.Contains(occ, "E6") {
				t.Fatalf("occupied after the late payment = %v (%v), want E5 and E6", occ, err)
			}
			checkAllOrNothing(t, check)
			t.Logf("booking %s stranded by the kill was released %v after it was made (hold: 10m)",
				stranded.ID, released.UpdatedAt.Sub(stranded.CreatedAt).Round(time.Millisecond))
		})
	}
}

// deliverWebhook posts a signed Stripe event and returns "<status> <message>".
func deliverWebhook(t *testing.T, base string, payload []byte) string {
	t.Helper()
	sig := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: whSecret})
	req, _ := http.NewRequest(http.MethodPost, base+"/api/stripe/webhook", bytes.NewReader(payload))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Stripe-Signature", sig.Header)
	resp, err := (&http.Client{Timeout: 60 * time.Second}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var body struct{ Message string }
	_ = json.NewDecoder(resp.Body).Decode(&body)
	return fmt.Sprintf("%d %s", resp.StatusCode, body.Message)
}

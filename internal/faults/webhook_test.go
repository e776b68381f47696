package faults_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/stripemock"
)

const whSecret = "whsec_faults_test"

// paidEvent is checkout.session.completed paying booking b in full.
func paidEvent(b *db.Booking) []byte {
	sess := map[string]any{
		"id": b.PaymentSessionID, "object": "checkout.session", "mode": "payment",
		"amount_total": b.AmountPaise, "currency": b.Currency, "payment_status": "paid", "status": "complete",
		"payment_intent": "pi_faults", "client_reference_id": b.ID, "metadata": map[string]string{"booking_id": b.ID},
	}
	out, _ := json.Marshal(map[string]any{
		"id": "evt_faults_" + b.ID, "object": "event", "api_version": stripe.APIVersion,
		"type": "checkout.session.completed", "created": time.Now().Unix(), "livemode": false,
		"data": map[string]any{"object": sess},
	})
	return out
}

// TestThousandDuplicateWebhookDeliveries: one signed event delivered
// 1,000 times, many at once, moves its booking exactly once: one "paid"
// answer, 999 "duplicate", one recorded event, one seat-version bump.
func TestThousandDuplicateWebhookDeliveries(t *testing.T) {
	mock := stripemock.Start(t)
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Env: map[string]string{
				"STRIPE_SECRET_KEY": "sk_test_faults", "STRIPE_WEBHOOK_SECRET": whSecret, "STRIPE_API_BASE": mock,
			}})
			ctx := context.Background()
			show := addShows(t, s.DB, 1)[0]
			c := newClient(s.URL)
			data, err := c.gql(c.signIn(t, "payer"), bookMutation, map[string]any{"s": show, "seats": []string{"F4", "F5"}})
			if err != nil {
				t.Fatal(err)
			}
			id := data["createBooking"].(map[string]any)["id"].(string)
			var b db.Booking
			if err := s.DB.NewSelect().Model(&b).Where("id = ?", id).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			if b.PaymentSessionID == "" {
				t.Fatal("booking has no Stripe session")
			}
			versionBefore := seatVersion(t, s, show)

			payload := paidEvent(&b)
			const deliveries, width = 1000, 32
			outcomes := map[string]int{}
			var mu sync.Mutex
			var wg sync.WaitGroup
			next := make(chan struct{})
			hc := &http.Client{Timeout: 60 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: width}}
			for range width {
				wg.Add(1)
				go func() {
					defer wg.Done()
					for range next {
						// Stripe signs every delivery afresh (new timestamp).
						sig := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: whSecret})
						req, _ := http.NewRequest(http.MethodPost, s.URL+"/api/stripe/webhook", bytes.NewReader(payload))
						req.Header.Set("Content-Type", "application/json")
						req.Header.Set("Stripe-Signature", sig.Header)
						key := ""
						if resp, err := hc.Do(req); err != nil {
							key = "error: " + err.Error()
						} else {
							var body struct{ Message string }
							_ = json.NewDecoder(resp.Body).Decode(&body)
							resp.Body.Close()
							key = fmt.Sprintf("%d %s", resp.StatusCode, body.Message)
						}
						mu.Lock()
						outcomes[key]++
						mu.Unlock()
					}
				}()
			}
			for range deliveries {
				next <- struct{}{}
			}
			close(next)
			wg.Wait()

			want := map[string]int{"200 paid": 1, "200 duplicate": deliveries - 1}
			if fmt.Sprint(outcomes) != fmt.Sprint(want) {
				t.Fatalf("answers %v, want %v", outcomes, want)
			}
			if err := s.DB.NewSelect().Model(&b).Where("id = ?", id).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			if b.Status != db.StatusPaid || b.PaymentIntentID != "pi_faults" {
				t.Fatalf("booking is %s (intent %q), want PAID", b.Status, b.PaymentIntentID)
			}
			n, err := s.DB.NewSelect().Model((*db.PaymentEvent)(nil)).Where("booking_id = ?", id).Count(ctx)
			if err != nil || n != 1 {
				t.Fatalf("%d payment events recorded (%v), want 1", n, err)
			}
			if v := seatVersion(t, s, show); v != versionBefore+1 {
				t.Fatalf("seat version went %d → %d, want exactly one change", versionBefore, v)
			}
			var sold int64
			if sold, err = s.DB.NewSelect().Model((*db.SeatClaim)(nil)).Where("booking_id = ? AND expires_at IS NULL", id).Count(ctx); err != nil || sold != 2 {
				t.Fatalf("%d sold claims (%v), want 2", sold, err)
			}
			checkAllOrNothing(t, s.DB)
		})
	}
}

func seatVersion(t *testing.T, s *apptest.Server, show string) int64 {
	t.Helper()
	var v int64
	if err := s.DB.NewSelect().Model((*db.Show)(nil)).Column("seat_version").Where("id = ?", show).Scan(context.Background(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

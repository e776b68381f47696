package payments_test

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v85"
	stripewebhook "github.com/stripe/stripe-go/v85/webhook"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/payments"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/paytest"
)

// whEnv is a real booking service paying through the Stripe provider
// (against stripe-mock), with the real webhook handler in front of it.
type whEnv struct {
	db      *bun.DB
	clock   *paytest.Clock
	svc     *booking.Service
	capture *paytest.CaptureTransport
	handler http.Handler
}

func (e *whEnv) Now() time.Time { return e.clock.Now() }

func newWebhookEnv(t *testing.T, bdb *bun.DB, mockURL string) *whEnv {
	t.Helper()
	capture, hc := paytest.NewCapture()
	e := &whEnv{db: bdb, capture: capture}
	provider := paytest.NewStripe(t, paytest.StripeConfig(mockURL, hc))
	e.svc, e.clock = paytest.NewService(bdb, provider, time.UTC)
	e.handler = payments.WebhookHandler(e.svc, provider.WebhookSecret(), nil)
	return e
}

// book creates a pending booking through the service, as a customer would.
func (e *whEnv) book(t *testing.T, show *db.Show, user string, seatList ...string) *db.Booking {
	t.Helper()
	b, err := e.svc.CreateBooking(paytest.As(user), show.ID, seatList)
	if err != nil {
		t.Fatalf("create booking: %v", err)
	}
	if b.PaymentProvider != db.ProviderStripe || b.PaymentSessionID == "" {
		t.Fatalf("booking not started on Stripe: provider %q session %q", b.PaymentProvider, b.PaymentSessionID)
	}
	return b
}

// sessionEvent is a Stripe event about a Checkout Session.
type sessionEvent struct {
	ID, Type      string
	BookingID     string
	Amount        int64
	Currency      string
	PaymentStatus string
	PaymentIntent string
	// ClientRefOnly puts the booking id only in client_reference_id.
	ClientRefOnly bool
}

func (ev sessionEvent) payload() []byte {
	sess := map[string]any{
		"id": "cs_test_" + ev.ID, "object": "checkout.session", "mode": "payment",
		"amount_total": ev.Amount, "currency": ev.Currency,
		"payment_status": ev.PaymentStatus, "status": "complete",
		"metadata": map[string]string{},
	}
	if ev.PaymentIntent != "" {
		sess["payment_intent"] = ev.PaymentIntent
	}
	if ev.BookingID != "" {
		sess["client_reference_id"] = ev.BookingID
		if !ev.ClientRefOnly {
			sess["metadata"] = map[string]string{"booking_id": ev.BookingID}
		}
	}
	b, err := json.Marshal(map[string]any{
		"id": ev.ID, "object": "event", "api_version": stripe.APIVersion, "type": ev.Type,
		"created": time.Now().Unix(), "livemode": false, "data": map[string]any{"object": sess},
	})
	if err != nil {
		panic(err)
	}
	return b
}

// paid is a checkout.session.completed event paying booking b in full.
func paid(b *db.Booking) sessionEvent {
	return sessionEvent{
		ID: "evt_paid_" + b.ID, Type: "checkout.session.completed", BookingID: b.ID,
		Amount: b.AmountPaise, Currency: "inr", PaymentStatus: "paid", PaymentIntent: "pi_" + b.ID[len(b.ID)-8:],
	}
}

func expired(b *db.Booking) sessionEvent {
	return sessionEvent{
		ID: "evt_expired_" + b.ID, Type: "checkout.session.expired", BookingID: b.ID,
		Amount: b.AmountPaise, Currency: "inr", PaymentStatus: "unpaid",
	}
}

type whResult struct {
	Code    int
	Success bool
	Message string
}

// deliver posts a payload signed with secret through the handler; an empty
// signature header is sent when secret is "".
func deliver(t *testing.T, h http.Handler, payload []byte, secret string) whResult {
	t.Helper()
	req := httptest.NewRequest(http.MethodPost, "/api/stripe/webhook", bytes.NewReader(payload))
	req.Header.Set("Content-Type", "application/json")
	if secret != "" {
		signed := stripewebhook.GenerateTestSignedPayload(&stripewebhook.UnsignedPayload{Payload: payload, Secret: secret})
		req.Header.Set("Stripe-Signature", signed.Header)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var body struct {
		Success *bool  `json:"success"`
		Message string `json:"message"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &body); err != nil || body.Success == nil {
		t.Fatalf("response %d is not the JSON envelope: %q", rec.Code, rec.Body.String())
	}
	return whResult{Code: rec.Code, Success: *body.Success, Message: body.Message}
}

func (e *whEnv) send(t *testing.T, ev sessionEvent) whResult {
	t.Helper()
	return deliver(t, e.handler, ev.payload(), paytest.WebhookSecret)
}

// deliver sends ev, expecting outcome, and checks its booking's status
// after it.
func (e *whEnv) deliver(t *testing.T, ev sessionEvent, outcome booking.Outcome, status string) {
	t.Helper()
	wantResult(t, e.send(t, ev), 200, outcome)
	paytest.WantStatus(t, e.db, ev.BookingID, status)
}

func wantResult(t *testing.T, got whResult, code int, outcome booking.Outcome) {
	t.Helper()
	if got.Code != code || (code == http.StatusOK && (!got.Success || got.Message != string(outcome))) {
		t.Fatalf("webhook answered %d %+v, want %d with outcome %q", got.Code, got, code, outcome)
	}
}

func TestWebhook(t *testing.T) {
	mockURL := paytest.StartStripeMock(t)
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		newEnv := func(t *testing.T) *whEnv { return newWebhookEnv(t, bdb, mockURL) }
		paytest.RunShowCases(t, bdb, newEnv, webhookCases1(bdb), webhookCases2(bdb), webhookCases3(bdb), webhookCases4(bdb))
	})
}

// webhookCases1 are cases of TestWebhook, in parts to keep functions short.
func webhookCases1(bdb *bun.DB) []paytest.ShowCase[*whEnv] {
	return []paytest.ShowCase[*whEnv]{
		{Name: "valid payment marks the booking paid", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "A1", "A2")
			ev := paid(b)
			wantResult(t, e.send(t, ev), 200, booking.OutcomePaid)
			got := paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
			if got.PaymentIntentID != ev.PaymentIntent || got.PaidAt == nil {
				t.Errorf("payment intent %q paid at %v", got.PaymentIntentID, got.PaidAt)
			}
			if sold, held := paytest.Seats(t, bdb, b.ID); sold != 2 || held != 0 {
				t.Errorf("seats sold %d held %d, want 2 sold", sold, held)
			}
		}},
		{Name: "booking id from client_reference_id alone is enough", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "A1")
			ev := paid(b)
			ev.ClientRefOnly = true
			wantResult(t, e.send(t, ev), 200, booking.OutcomePaid)
			paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
		}},
		{Name: "bad or missing signature changes nothing", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "A1", "A2")
			before := paytest.SeatVersion(t, bdb, show.ID)
			payload := paid(b).payload()
			for name, res := range map[string]whResult{
				"wrong secret":     deliver(t, e.handler, payload, "whsec_attacker"),
				"missing header":   deliver(t, e.handler, payload, ""),
				"tampered payload": tampered(t, e.handler, payload),
			} {
				if res.Code != http.StatusBadRequest || res.Success || res.Message == "" {
					t.Errorf("%s: answered %+v, want 400 with success=false and a message", name, res)
				}
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPending)
			if n := paytest.EventCount(t, bdb, b.ID); n != 0 {
				t.Errorf("%d payment events recorded", n)
			}
			if _, held := paytest.Seats(t, bdb, b.ID); held != 2 || paytest.SeatVersion(t, bdb, show.ID) != before {
				t.Errorf("seats changed: held %d", held)
			}
		}},
	}
}

// webhookCases2 are cases of TestWebhook, in parts to keep functions short.
func webhookCases2(bdb *bun.DB) []paytest.ShowCase[*whEnv] {
	return []paytest.ShowCase[*whEnv]{
		{Name: "same event delivered five times applies once", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "B1", "B2")
			before := paytest.SeatVersion(t, bdb, show.ID)
			ev := paid(b)
			for i := range 5 {
				want := booking.OutcomeDuplicate
				if i == 0 {
					want = booking.OutcomePaid
				}
				wantResult(t, e.send(t, ev), 200, want)
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
			var rows []db.PaymentEvent
			if err := bdb.NewSelect().Model(&rows).Where("booking_id = ?", b.ID).Scan(context.Background()); err != nil {
				t.Fatal(err)
			}
			if len(rows) != 1 || rows[0].ID != ev.ID || rows[0].Outcome != string(booking.OutcomePaid) {
				t.Errorf("payment events = %+v, want one %s with outcome paid", rows, ev.ID)
			}
			if v := paytest.SeatVersion(t, bdb, show.ID); v != before+1 {
				t.Errorf("seat version moved %d times, want once", v-before)
			}
		}},
		{Name: "expired then completed re-claims free seats", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "C1", "C2")
			wantResult(t, e.send(t, expired(b)), 200, booking.OutcomeExpired)
			paytest.WantStatus(t, bdb, b.ID, db.StatusExpired)
			wantResult(t, e.send(t, paid(b)), 200, booking.OutcomeReclaimed)
			paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
			if sold, _ := paytest.Seats(t, bdb, b.ID); sold != 2 {
				t.Errorf("sold %d seats, want 2", sold)
			}
			if n := len(e.capture.Find(http.MethodPost, "/v1/refunds")); n != 0 {
				t.Errorf("%d refunds sent for a re-claimed booking", n)
			}
		}},
	}
}

// webhookCases3 are cases of TestWebhook, in parts to keep functions short.
func webhookCases3(bdb *bun.DB) []paytest.ShowCase[*whEnv] {
	return []paytest.ShowCase[*whEnv]{
		{Name: "expired then completed refunds when a seat was sold meanwhile", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "D1", "D2")
			wantResult(t, e.send(t, expired(b)), 200, booking.OutcomeExpired)
			other := e.book(t, show, "u2", "D2")
			ev := paid(b)
			wantResult(t, e.send(t, ev), 200, booking.OutcomeRefunded)
			paytest.WantStatus(t, bdb, b.ID, db.StatusRefunded)
			refunds := e.capture.Find(http.MethodPost, "/v1/refunds")
			if len(refunds) != 1 {
				t.Fatalf("sent %d refunds to stripe-mock, want 1", len(refunds))
			}
			if pi, key := refunds[0].Form.Get("payment_intent"), refunds[0].Header.Get("Idempotency-Key"); pi != ev.PaymentIntent || key != "refund-"+b.ID {
				t.Errorf("refund of %q with key %q", pi, key)
			}
			if _, held := paytest.Seats(t, bdb, other.ID); held != 1 {
				t.Errorf("the other customer's seat was disturbed")
			}
			// Stripe redelivers: nothing more happens, no second refund.
			wantResult(t, e.send(t, ev), 200, booking.OutcomeDuplicate)
			if n := len(e.capture.Find(http.MethodPost, "/v1/refunds")); n != 1 {
				t.Errorf("redelivery sent %d refunds in all, want 1", n)
			}
		}},
		{Name: "amount mismatch is not paid and is logged", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			logs := captureLogs(t)
			b := e.book(t, show, "u1", "E1")
			short := paid(b)
			short.Amount--
			wantResult(t, e.send(t, short), 200, booking.OutcomeAmountMismatch)
			dollars := paid(b)
			dollars.ID, dollars.Currency = dollars.ID+"_usd", "usd"
			wantResult(t, e.send(t, dollars), 200, booking.OutcomeAmountMismatch)
			paytest.WantStatus(t, bdb, b.ID, db.StatusPending)
			if !strings.Contains(logs.String(), `level=ERROR msg="payment amount does not match booking`) {
				t.Errorf("mismatch not logged at error level; logs:\n%s", logs.String())
			}
		}},
		{Name: "session expired ends the booking and frees its seats", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "F1", "F2")
			before := paytest.SeatVersion(t, bdb, show.ID)
			wantResult(t, e.send(t, expired(b)), 200, booking.OutcomeExpired)
			paytest.WantStatus(t, bdb, b.ID, db.StatusExpired)
			if sold, held := paytest.Seats(t, bdb, b.ID); sold+held != 0 {
				t.Errorf("seats still claimed: %d", sold+held)
			}
			if paytest.SeatVersion(t, bdb, show.ID) != before+1 {
				t.Error("seat version not bumped")
			}
			e.book(t, show, "u2", "F1", "F2") // free for someone else
		}},
	}
}

// webhookCases4 are cases of TestWebhook, in parts to keep functions short.
func webhookCases4(bdb *bun.DB) []paytest.ShowCase[*whEnv] {
	return []paytest.ShowCase[*whEnv]{
		{Name: "async payment failed ends the booking", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "F3")
			ev := expired(b)
			ev.ID, ev.Type = "evt_failed_"+b.ID, "checkout.session.async_payment_failed"
			e.deliver(t, ev, booking.OutcomeExpired, db.StatusExpired)
		}},
		{Name: "completed then expired stays paid", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "G1")
			wantResult(t, e.send(t, paid(b)), 200, booking.OutcomePaid)
			wantResult(t, e.send(t, expired(b)), 200, booking.OutcomeIgnored)
			paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
			if sold, _ := paytest.Seats(t, bdb, b.ID); sold != 1 {
				t.Errorf("sold %d seats, want 1", sold)
			}
		}},
		{Name: "completed unpaid waits for the async payment", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "H1")
			ev := paid(b)
			ev.PaymentStatus = "unpaid"
			e.deliver(t, ev, booking.OutcomeIgnored, db.StatusPending)
			if n := paytest.EventCount(t, bdb, b.ID); n != 0 {
				t.Errorf("%d events recorded for an unpaid completion", n)
			}
			ok := paid(b)
			ok.ID, ok.Type = "evt_async_"+b.ID, "checkout.session.async_payment_succeeded"
			e.deliver(t, ok, booking.OutcomePaid, db.StatusPaid)
		}},
		{Name: "events we cannot use are acknowledged", Run: func(t *testing.T, e *whEnv, show *db.Show) {
			b := e.book(t, show, "u1", "J1")
			for _, tt := range []struct {
				id, bookingID, typ string
				want               booking.Outcome
			}{
				{"evt_noid", "", "", booking.OutcomeUnknownBooking},
				{"evt_junk", "'; DROP TABLE bookings; --", "", booking.OutcomeUnknownBooking},
				{"evt_stranger", uuid.NewString(), "", booking.OutcomeUnknownBooking},
				{"evt_other", b.ID, "payment_intent.succeeded", booking.OutcomeIgnored},
			} {
				ev := paid(b)
				ev.ID, ev.BookingID = tt.id, tt.bookingID
				if tt.typ != "" {
					ev.Type = tt.typ
				}
				wantResult(t, e.send(t, ev), 200, tt.want)
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPending)
		}},
	}
}

// tampered signs payload correctly, then changes one byte of it.
func tampered(t *testing.T, h http.Handler, payload []byte) whResult {
	t.Helper()
	signed := stripewebhook.GenerateTestSignedPayload(&stripewebhook.UnsignedPayload{Payload: payload, Secret: paytest.WebhookSecret})
	body := bytes.Replace(payload, []byte(`"paid"`), []byte(`"PAID"`), 1)
	req := httptest.NewRequest(http.MethodPost, "/api/stripe/webhook", bytes.NewReader(body))
	req.Header.Set("Stripe-Signature", signed.Header)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var res whResult
	var env struct {
		Success bool   `json:"success"`
		Message string `json:"message"`
	}
	_ = json.Unmarshal(rec.Body.Bytes(), &env)
	res.Code, res.Success, res.Message = rec.Code, env.Success, env.Message
	return res
}

// captureLogs sends slog's default logger to a buffer for the rest of the
// test. Tests in this package do not run in parallel, so swapping the
// global is safe.
func captureLogs(t *testing.T) *paytest.LockedBuffer {
	t.Helper()
	buf := &paytest.LockedBuffer{}
	prev := slog.Default()
	slog.SetDefault(slog.New(slog.NewTextHandler(buf, &slog.HandlerOptions{Level: slog.LevelDebug})))
	t.Cleanup(func() { slog.SetDefault(prev) })
	return buf
}

func TestWebhookRequestHandling(t *testing.T) {
	bdb := dbtest.Open(t, "sqlite")
	svc := booking.New(bdb, paytest.Hold, time.UTC, nil, nil)
	h := payments.WebhookHandler(svc, paytest.WebhookSecret, nil)
	valid := sessionEvent{ID: "evt_1", Type: "checkout.session.completed", BookingID: uuid.NewString(),
		Amount: 100, Currency: "inr", PaymentStatus: "paid"}.payload()

	t.Run("only POST", func(t *testing.T) {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/stripe/webhook", nil))
		if rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != http.MethodPost {
			t.Fatalf("GET answered %d Allow=%q", rec.Code, rec.Header().Get("Allow"))
		}
	})
	t.Run("body over 64 KiB is 413", func(t *testing.T) {
		big := bytes.Repeat([]byte(" "), 64<<10+1)
		if res := deliver(t, h, big, paytest.WebhookSecret); res.Code != http.StatusRequestEntityTooLarge || res.Success {
			t.Fatalf("answered %+v", res)
		}
	})
	t.Run("not configured is refused", func(t *testing.T) {
		// With an empty secret anyone could sign: never accept.
		if res := deliver(t, payments.WebhookHandler(svc, "", nil), valid, "x"); res.Code != http.StatusServiceUnavailable {
			t.Fatalf("answered %+v", res)
		}
	})
	t.Run("internal error is 500 so Stripe retries", func(t *testing.T) {
		broken := dbtest.Open(t, "sqlite")
		_ = broken.Close()
		bh := payments.WebhookHandler(booking.New(broken, paytest.Hold, time.UTC, nil, nil), paytest.WebhookSecret, nil)
		if res := deliver(t, bh, valid, paytest.WebhookSecret); res.Code != http.StatusInternalServerError || res.Success {
			t.Fatalf("answered %+v", res)
		}
		// The same event on a working database is applied, not "duplicate":
		// the failed attempt left no trace.
		if res := deliver(t, h, valid, paytest.WebhookSecret); res.Code != 200 || res.Message != string(booking.OutcomeUnknownBooking) {
			t.Fatalf("retry answered %+v", res)
		}
	})
	t.Run("stale signature is refused", func(t *testing.T) {
		signed := stripewebhook.GenerateTestSignedPayload(&stripewebhook.UnsignedPayload{
			Payload: valid, Secret: paytest.WebhookSecret, Timestamp: time.Now().Add(-time.Hour)})
		req := httptest.NewRequest(http.MethodPost, "/api/stripe/webhook", bytes.NewReader(valid))
		req.Header.Set("Stripe-Signature", signed.Header)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		if rec.Code != http.StatusBadRequest {
			t.Fatalf("replayed event answered %d", rec.Code)
		}
	})
}

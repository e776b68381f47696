package payments

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"time"

	"github.com/google/uuid"
	"github.com/stripe/stripe-go/v85"
	stripewebhook "github.com/stripe/stripe-go/v85/webhook"

	"marquee/internal/domain/booking"
	"marquee/internal/platform/envelope"
	"marquee/internal/platform/ratelimit"
)

const (
	// maxWebhookBody bounds what an unauthenticated caller can make us
	// buffer before the signature is checked; Stripe's checkout events are
	// a few KiB.
	maxWebhookBody = 64 << 10
	// webhookWorkTimeout bounds the transition and any refund it triggers.
	webhookWorkTimeout = 30 * time.Second
)

// WebhookHandler serves POST /api/stripe/webhook. It verifies the
// Stripe-Signature header with secret and turns checkout events into
// booking transitions. Its status codes are for Stripe, which retries
// anything but 2xx: a bad signature is 400 (a forgery, never retried into
// success), an event we cannot use is 200 (retrying would not help), and
// an internal failure is 500, so the event, whose id was rolled back with
// the failed transaction, is delivered again.
//
// failures counts the deliveries failing the signature check per client
// address: once an address has used up its allowance it is answered 429
// with Retry-After, before any body is read or any signature computed.
// Valid deliveries never count, so Stripe's own retries are not
// throttled. A nil failures limits nothing.
func WebhookHandler(svc *booking.Service, secret string, failures *ratelimit.Limiter) http.Handler {
	return &webhookHandler{svc: svc, secret: secret, failures: failures}
}

type webhookHandler struct {
	svc      *booking.Service
	secret   string
	failures *ratelimit.Limiter
}

func (h *webhookHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	ctx := r.Context()
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", http.MethodPost)
		writeJSON(w, http.StatusMethodNotAllowed, false, "Method not allowed")
		return
	}
	if h.secret == "" {
		// With an empty secret anyone could sign an event; refuse loudly
		// (5xx, so Stripe keeps the events until the server is fixed).
		slog.ErrorContext(ctx, "stripe webhook received but no webhook secret is configured")
		writeJSON(w, http.StatusServiceUnavailable, false, "Stripe webhooks are not configured")
		return
	}
	ip := ratelimit.ClientIP(ctx)
	if blocked, wait := h.failures.Blocked(ip); blocked {
		ratelimit.WriteTooMany(w, wait, "failed webhook deliveries")
		return
	}
	payload, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxWebhookBody))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			slog.WarnContext(ctx, "stripe webhook body too large", "limit", maxWebhookBody)
			writeJSON(w, http.StatusRequestEntityTooLarge, false, "Request body too large")
			return
		}
		writeJSON(w, http.StatusBadRequest, false, "Could not read request body")
		return
	}
	ev, err := stripewebhook.ConstructEventWithOptions(payload, r.Header.Get("Stripe-Signature"), h.secret,
		// The event's API version is the account's, not necessarily the
		// library's; the few checkout.session fields read below are stable
		// across versions.
		stripewebhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		slog.WarnContext(ctx, "stripe webhook rejected", "err", err, "remote", r.RemoteAddr)
		h.failures.Allow(ip)
		writeJSON(w, http.StatusBadRequest, false, "Invalid Stripe signature or payload")
		return
	}

	// The transition must not be cut short because Stripe hung up: a
	// half-finished refund would only be redone on the next delivery.
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), webhookWorkTimeout)
	defer cancel()
	log := slog.With("event", ev.ID, "type", string(ev.Type))

	outcome, err := h.apply(ctx, log, ev)
	if err != nil {
		log.ErrorContext(ctx, "stripe webhook failed; Stripe will retry", "err", err)
		writeJSON(w, http.StatusInternalServerError, false, "Internal error")
		return
	}
	writeJSON(w, http.StatusOK, true, string(outcome))
}

// apply dispatches one verified event. Only the error return makes Stripe
// deliver it again.
func (h *webhookHandler) apply(ctx context.Context, log *slog.Logger, ev stripe.Event) (booking.Outcome, error) {
	switch ev.Type {
	case stripe.EventTypeCheckoutSessionCompleted,
		stripe.EventTypeCheckoutSessionAsyncPaymentSucceeded,
		stripe.EventTypeCheckoutSessionExpired,
		stripe.EventTypeCheckoutSessionAsyncPaymentFailed:
	default:
		log.DebugContext(ctx, "stripe webhook ignored: event type not handled")
		return booking.OutcomeIgnored, nil
	}
	var sess stripe.CheckoutSession
	if ev.Data == nil || json.Unmarshal(ev.Data.Raw, &sess) != nil {
		log.WarnContext(ctx, "stripe webhook ignored: event carries no checkout session")
		return booking.OutcomeIgnored, nil
	}
	log = log.With("session", sess.ID)
	bookingID, ok := sessionBookingID(&sess)
	if !ok {
		// Not one of ours (or tampered metadata): retrying cannot fix it.
		log.WarnContext(ctx, "stripe webhook ignored: no valid booking id in session",
			"metadata_booking_id", sess.Metadata["booking_id"], "client_reference_id", sess.ClientReferenceID)
		return booking.OutcomeUnknownBooking, nil
	}
	log = log.With("booking", bookingID)

	var (
		outcome booking.Outcome
		err     error
	)
	switch ev.Type {
	case stripe.EventTypeCheckoutSessionCompleted, stripe.EventTypeCheckoutSessionAsyncPaymentSucceeded:
		if ev.Type == stripe.EventTypeCheckoutSessionCompleted && sess.PaymentStatus != stripe.CheckoutSessionPaymentStatusPaid {
			// Delayed methods complete the session unpaid; the money (or
			// the failure) arrives as an async_payment_* event.
			log.InfoContext(ctx, "stripe webhook: session completed but not paid yet; waiting for async payment",
				"payment_status", string(sess.PaymentStatus))
			return booking.OutcomeIgnored, nil
		}
		pi := ""
		if sess.PaymentIntent != nil {
			pi = sess.PaymentIntent.ID
		}
		outcome, err = h.svc.ConfirmPayment(ctx, booking.Payment{
			EventID: ev.ID, EventType: string(ev.Type), BookingID: bookingID,
			AmountPaise: sess.AmountTotal, Currency: string(sess.Currency), PaymentIntentID: pi,
		})
	default: // expired, async_payment_failed
		outcome, err = h.svc.ExpirePayment(ctx, ev.ID, string(ev.Type), bookingID)
	}
	if err != nil {
		return "", err
	}
	level := slog.LevelInfo
	switch outcome {
	case booking.OutcomeAmountMismatch, booking.OutcomeUnknownBooking, booking.OutcomeRefunded:
		level = slog.LevelWarn
	}
	log.Log(ctx, level, "stripe webhook applied", "outcome", string(outcome))
	return outcome, nil
}

// sessionBookingID reads the booking id we put on the session. Metadata
// is preferred; client_reference_id is the same value and a fallback. The
// id must be a UUID so that junk never reaches a query as a retryable
// database error.
func sessionBookingID(sess *stripe.CheckoutSession) (string, bool) {
	for _, raw := range []string{sess.Metadata["booking_id"], sess.ClientReferenceID} {
		if raw == "" {
			continue
		}
		u, err := uuid.Parse(raw)
		if err != nil {
			return "", false
		}
		return u.String(), true
	}
	return "", false
}

// writeJSON writes the REST envelope used across /api.
func writeJSON(w http.ResponseWriter, status int, success bool, message string) {
	if !success {
		envelope.Fail(w, status, message, "", nil)
		return
	}
	_ = envelope.OK(w, status, struct {
		Message string `json:"message"`
	}{message})
}

package payments

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v85"

	"marquee/db"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/clock"
	"marquee/internal/platform/origin"
)

const (
	// stripeMinSessionLife is the shortest expires_at Stripe accepts for a
	// Checkout Session; the margin covers clock skew and request latency so
	// a hold of a few minutes never makes session creation fail.
	stripeMinSessionLife = 30*time.Minute + time.Minute
	// stripeMaxSessionLife is the longest expires_at Stripe accepts (24 h),
	// less a margin for the same reasons.
	stripeMaxSessionLife = 24*time.Hour - time.Minute
	// stripeRequestTimeout bounds one provider call including the library's
	// own retries, so a slow Stripe never pins a request (or the sweeper).
	stripeRequestTimeout = 30 * time.Second
	// stripeAttemptTimeout bounds a single HTTP attempt.
	stripeAttemptTimeout = 10 * time.Second
)

// Paths on the client that payment pages (Stripe's and the offline test
// checkout's) send the customer back to. The loading page polls until the
// booking is marked paid.
const (
	SuccessPath = "/loading/my-bookings"
	CancelPath  = "/my-bookings"
)

// StripeConfig configures the Stripe provider.
type StripeConfig struct {
	SecretKey     string
	WebhookSecret string
	// APIBase overrides the API URL (STRIPE_API_BASE), for stripe-mock.
	APIBase string
	// PublicURL is the origin browsers use; return URLs are built from it,
	// never from request headers, which a client controls.
	PublicURL string
	// HTTPClient is optional; the default has a per-attempt timeout.
	HTTPClient *http.Client

	// maxNetworkRetries overrides the library's retry count (tests only).
	maxNetworkRetries *int64
}

// Stripe is the booking.PaymentProvider backed by Stripe Checkout.
type Stripe struct {
	client        *stripe.Client
	webhookSecret string
	publicURL     string
	// Clock is the provider's time; session lifetimes are checked against
	// Stripe's real clock, so this stays the system clock outside tests.
	Clock clock.Clock
}

var _ booking.PaymentProvider = (*Stripe)(nil)

// NewStripe returns a Stripe provider, or an error naming what is missing
// or malformed in cfg.
func NewStripe(cfg StripeConfig) (*Stripe, error) {
	if cfg.SecretKey == "" {
		return nil, errors.New("payments: Stripe secret key is empty")
	}
	if cfg.WebhookSecret == "" {
		return nil, errors.New("payments: Stripe webhook secret is empty")
	}
	public, err := NormalizePublicURL(cfg.PublicURL)
	if err != nil {
		return nil, err
	}
	hc := cfg.HTTPClient
	if hc == nil {
		hc = &http.Client{Timeout: stripeAttemptTimeout}
	}
	bc := &stripe.BackendConfig{
		HTTPClient:    hc,
		LeveledLogger: stripeLogger{},
	}
	if cfg.maxNetworkRetries != nil {
		bc.MaxNetworkRetries = cfg.maxNetworkRetries
	}
	if cfg.APIBase != "" {
		u, err := url.Parse(cfg.APIBase)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return nil, fmt.Errorf("payments: Stripe API base %q: want an absolute http(s) URL", cfg.APIBase)
		}
		bc.URL = stripe.String(strings.TrimRight(cfg.APIBase, "/"))
	}
	// Only the API backend is pointed at APIBase: Connect, Uploads and
	// meter events are other hosts that this package never calls.
	backends := &stripe.Backends{
		API:         stripe.GetBackendWithConfig(stripe.APIBackend, bc),
		Connect:     stripe.GetBackendWithConfig(stripe.ConnectBackend, &stripe.BackendConfig{HTTPClient: hc, LeveledLogger: stripeLogger{}}),
		Uploads:     stripe.GetBackendWithConfig(stripe.UploadsBackend, &stripe.BackendConfig{HTTPClient: hc, LeveledLogger: stripeLogger{}}),
		MeterEvents: stripe.GetBackendWithConfig(stripe.MeterEventsBackend, &stripe.BackendConfig{HTTPClient: hc, LeveledLogger: stripeLogger{}}),
	}
	return &Stripe{
		client:        stripe.NewClient(cfg.SecretKey, stripe.WithBackends(backends)),
		webhookSecret: cfg.WebhookSecret,
		publicURL:     public,
		Clock:         clock.System,
	}, nil
}

// WebhookSecret is the signing secret the webhook handler verifies with.
func (s *Stripe) WebhookSecret() string { return s.webhookSecret }

// Name implements booking.PaymentProvider.
func (s *Stripe) Name() string { return db.ProviderStripe }

// StartCheckout creates a Checkout Session for the booking's full amount.
func (s *Stripe) StartCheckout(ctx context.Context, req booking.CheckoutRequest) (booking.Checkout, error) {
	b := req.Booking
	if b == nil || b.ID == "" {
		return booking.Checkout{}, errors.New("payments: checkout without a booking")
	}
	ctx, cancel := context.WithTimeout(ctx, stripeRequestTimeout)
	defer cancel()

	currency := strings.ToLower(b.Currency)
	if currency == "" {
		currency = "inr"
	}
	name := req.Description
	if name == "" {
		name = "Movie tickets"
	}
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModePayment)),
		LineItems:         lineItems(req, currency, name),
		SuccessURL:        stripe.String(s.publicURL + SuccessPath),
		CancelURL:         stripe.String(s.publicURL + CancelPath),
		ClientReferenceID: stripe.String(b.ID),
		ExpiresAt:         stripe.Int64(s.sessionExpiry(req.ExpiresAt).Unix()),
		// The booking id also goes on the PaymentIntent so a payment seen in
		// the Stripe dashboard leads back to its booking.
		PaymentIntentData: &stripe.CheckoutSessionCreatePaymentIntentDataParams{
			Metadata: map[string]string{"booking_id": b.ID},
		},
	}
	params.AddMetadata("booking_id", b.ID)
	// A retried create (ours or the library's) returns the same session
	// instead of opening a second one the customer could also pay.
	params.SetIdempotencyKey("checkout-" + b.ID)

	sess, err := s.client.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return booking.Checkout{}, fmt.Errorf("create checkout session for booking %s: %w", b.ID, err)
	}
	if sess.ID == "" || sess.URL == "" {
		return booking.Checkout{}, fmt.Errorf("create checkout session for booking %s: Stripe returned no session id or URL", b.ID)
	}
	return booking.Checkout{SessionID: sess.ID, URL: sess.URL}, nil
}

// lineItems are the session's line items. Seats alone are one item for
// the whole booking: they are sold together or not at all. With food or a
// discount they are the breakdown's lines (booking.PriceOrder), each less
// its share of the discount, since Stripe takes no negative line; the
// discount's name says so. Either way the session's total is the
// booking's amount, which the webhook's amount check needs.
func lineItems(req booking.CheckoutRequest, currency, name string) []*stripe.CheckoutSessionCreateLineItemParams {
	item := func(label string, amount int64) *stripe.CheckoutSessionCreateLineItemParams {
		return &stripe.CheckoutSessionCreateLineItemParams{
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:    stripe.String(currency),
				UnitAmount:  stripe.Int64(amount),
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{Name: stripe.String(label)},
			},
			Quantity: stripe.Int64(1),
		}
	}
	if req.Breakdown == nil {
		return []*stripe.CheckoutSessionCreateLineItemParams{item(name, req.Booking.AmountPaise)}
	}
	var items []*stripe.CheckoutSessionCreateLineItemParams
	for _, l := range req.Breakdown.Lines {
		if l.Kind == booking.LineDiscount {
			continue
		}
		label := l.Label
		if l.Kind == booking.LineTickets {
			label = name + " — " + l.Label
		}
		if l.DiscountSharePaise > 0 {
			label += " (offer applied)"
		}
		items = append(items, item(label, l.AmountPaise-l.DiscountSharePaise))
	}
	return items
}

// sessionExpiry is the hold's end clamped into the lifetime Stripe allows.
// A hold shorter than Stripe's minimum still ends on time: the sweeper
// expires the session through the API when the hold ends.
func (s *Stripe) sessionExpiry(holdEnds time.Time) time.Time {
	now := s.Clock.Now()
	if earliest := now.Add(stripeMinSessionLife); holdEnds.Before(earliest) {
		return earliest
	}
	if latest := now.Add(stripeMaxSessionLife); holdEnds.After(latest) {
		return latest
	}
	return holdEnds
}

// ExpireCheckout stops a session so it can no longer be paid. A session
// that is already expired, complete or unknown to Stripe is what we wanted
// anyway; anything else (network, auth, rate limit, 5xx) is returned.
func (s *Stripe) ExpireCheckout(ctx context.Context, sessionID string) error {
	if sessionID == "" {
		return nil
	}
	ctx, cancel := context.WithTimeout(ctx, stripeRequestTimeout)
	defer cancel()
	_, err := s.client.V1CheckoutSessions.Expire(ctx, sessionID, &stripe.CheckoutSessionExpireParams{})
	if err == nil {
		return nil
	}
	var se *stripe.Error
	if errors.As(err, &se) && (se.HTTPStatusCode == http.StatusBadRequest || se.HTTPStatusCode == http.StatusNotFound) &&
		se.Type == stripe.ErrorTypeInvalidRequest {
		slog.InfoContext(ctx, "stripe checkout session not open; nothing to expire", "session", sessionID, "stripe_message", se.Msg)
		return nil
	}
	return fmt.Errorf("expire checkout session %s: %w", sessionID, err)
}

// Refund returns amountPaise of a booking's payment: all of it, or less
// a cancellation fee. The idempotency key is the booking's, since a
// booking is refunded once: a repeated call (a webhook redelivered after a
// failure, a cancel retried after its answer was lost) gets the first
// refund back instead of making a second. After Stripe forgets the key,
// "already refunded" still counts as done.
func (s *Stripe) Refund(ctx context.Context, b *db.Booking, amountPaise int64) error {
	if b == nil || b.PaymentIntentID == "" {
		id := ""
		if b != nil {
			id = b.ID
		}
		return fmt.Errorf("refund booking %s: no payment intent to refund", id)
	}
	if amountPaise <= 0 {
		return fmt.Errorf("refund booking %s: amount %d paise is not positive", b.ID, amountPaise)
	}
	ctx, cancel := context.WithTimeout(ctx, stripeRequestTimeout)
	defer cancel()
	params := &stripe.RefundCreateParams{PaymentIntent: stripe.String(b.PaymentIntentID), Amount: stripe.Int64(amountPaise)}
	params.AddMetadata("booking_id", b.ID)
	params.SetIdempotencyKey("refund-" + b.ID)
	_, err := s.client.V1Refunds.Create(ctx, params)
	if err == nil {
		return nil
	}
	var se *stripe.Error
	if errors.As(err, &se) && se.Code == stripe.ErrorCodeChargeAlreadyRefunded {
		return nil
	}
	return fmt.Errorf("refund booking %s: %w", b.ID, err)
}

// NormalizePublicURL checks that raw is an http(s) origin and returns it
// in origin.Normalize's form, ready for paths to be appended.
func NormalizePublicURL(raw string) (string, error) {
	public, err := origin.Normalize(raw)
	if err != nil {
		return "", fmt.Errorf("payments: public URL %q: want an absolute http(s) URL such as https://tickets.example.com", raw)
	}
	return public, nil
}

// stripeLogger routes the library's logging into slog. Its errors are
// logged at warning level because every failed call is also returned to
// us and logged (or deliberately ignored, like "session already expired")
// with the context the library lacks.
type stripeLogger struct{}

func (stripeLogger) Debugf(ctx context.Context, format string, v ...any) {
	slog.DebugContext(ctx, "stripe: "+fmt.Sprintf(format, v...))
}
func (stripeLogger) Infof(ctx context.Context, format string, v ...any) {
	slog.DebugContext(ctx, "stripe: "+fmt.Sprintf(format, v...))
}
func (stripeLogger) Warnf(ctx context.Context, format string, v ...any) {
	slog.WarnContext(ctx, "stripe: "+fmt.Sprintf(format, v...))
}
func (stripeLogger) Errorf(ctx context.Context, format string, v ...any) {
	slog.WarnContext(ctx, "stripe: "+fmt.Sprintf(format, v...))
}

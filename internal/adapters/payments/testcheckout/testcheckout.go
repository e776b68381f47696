package testcheckout

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"marquee/db"
	"marquee/internal/adapters/payments"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/venues"
	bookingview "marquee/internal/domain/view"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/origin"
)

// Event ids of the test checkout. They are fixed per booking so a second
// click (or a resubmitted form) is a duplicate the booking service ignores.
const (
	testPayEventPrefix    = "test_pay_"
	testCancelEventPrefix = "test_cancel_"
	testPayEventType      = "test_checkout.paid"
)

// Config configures the offline test checkout.
type Config struct {
	// PublicURL is the origin browsers use: payment links and redirects
	// are built from it, and form posts must come from it.
	PublicURL string
	// TZ is the theatre's time zone, in which show times are displayed.
	TZ *time.Location
}

// Provider is the booking.PaymentProvider used when Stripe is not
// configured. Its "payment page" is served by this server (see Routes), so
// the purchase flow, including the hold running out, works with no network
// and no keys. Nothing is ever charged.
type Provider struct {
	publicURL string // an origin.Normalize'd origin
	tz        *time.Location
}

var (
	_ booking.PaymentProvider = (*Provider)(nil)
	_ booking.InstantCheckout = (*Provider)(nil)
)

// New returns the test provider, or an error when the public
// URL is unusable.
func New(cfg Config) (*Provider, error) {
	public, err := payments.NormalizePublicURL(cfg.PublicURL)
	if err != nil {
		return nil, err
	}
	tz := cfg.TZ
	if tz == nil {
		return nil, errors.New("payments: test checkout needs the theatre time zone")
	}
	return &Provider{publicURL: public, tz: tz}, nil
}

// Name implements booking.PaymentProvider.
func (t *Provider) Name() string { return db.ProviderTest }

// StartCheckout points the customer at the local test payment page.
func (t *Provider) StartCheckout(_ context.Context, req booking.CheckoutRequest) (booking.Checkout, error) {
	if req.Booking == nil || req.Booking.ID == "" {
		return booking.Checkout{}, errors.New("payments: checkout without a booking")
	}
	return t.InstantCheckout(req.Booking), nil
}

// InstantCheckout names the session and page of booking b; the page needs
// nothing prepared, so the booking service stores them with b.
func (t *Provider) InstantCheckout(b *db.Booking) booking.Checkout {
	return booking.Checkout{SessionID: "test_" + b.ID, URL: t.publicURL + "/checkout/test/" + b.ID}
}

// ExpireCheckout has nothing to stop: the page checks the booking's state
// on every request, so an ended hold is never payable.
func (t *Provider) ExpireCheckout(context.Context, string) error { return nil }

// Refund has nothing to return: nothing was charged, so the refund is
// only recorded on the booking.
func (t *Provider) Refund(context.Context, *db.Booking, int64) error { return nil }

// Routes mounts the test checkout on mux:
//
//	GET  /checkout/test/{id}         the payment page
//	POST /checkout/test/{id}/pay     pay (redirects to /loading/my-bookings)
//	POST /checkout/test/{id}/cancel  cancel (redirects to /my-bookings)
//
// Methods are checked here rather than in the patterns so that a
// catch-all route elsewhere on mux (the client's SPA fallback) cannot
// swallow a wrong-method request that should be a 405.
func (t *Provider) Routes(mux *http.ServeMux, svc *booking.Service) {
	h := &handler{t: t, svc: svc}
	mux.HandleFunc("/checkout/test/{id}", h.page)
	mux.HandleFunc("/checkout/test/{id}/{action}", h.action)
}

type handler struct {
	t   *Provider
	svc *booking.Service
}

func (h *handler) page(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		h.methodNotAllowed(w, "GET, HEAD")
		return
	}
	b, ok := h.load(w, r)
	if !ok {
		return
	}
	h.render(w, http.StatusOK, h.checkoutView(r.Context(), b, ""))
}

func (h *handler) action(w http.ResponseWriter, r *http.Request) {
	act := r.PathValue("action")
	if act != "pay" && act != "cancel" {
		h.notFound(w)
		return
	}
	if r.Method != http.MethodPost {
		h.methodNotAllowed(w, "POST")
		return
	}
	if !h.t.sameOrigin(r) {
		// A cross-site page must not be able to pay for or cancel someone's
		// booking by auto-submitting a form.
		slog.WarnContext(r.Context(), "test checkout: cross-origin post refused",
			"origin", r.Header.Get("Origin"), "referer", r.Header.Get("Referer"), "path", r.URL.Path)
		h.render(w, http.StatusForbidden, view{
			Title: "Request refused", Heading: "Request refused",
			Message: "This form can only be submitted from " + h.t.publicURL + ". Open the payment page from your bookings and try again.",
			Link:    h.t.publicURL + payments.CancelPath, LinkText: "Go to my bookings",
		})
		return
	}
	b, ok := h.load(w, r)
	if !ok {
		return
	}
	if act == "pay" {
		h.pay(w, r, b)
	} else {
		h.cancel(w, r, b)
	}
}

func (h *handler) pay(w http.ResponseWriter, r *http.Request, b *db.Booking) {
	ctx := r.Context()
	if b.Status == db.StatusPaid {
		// A second click or a resubmitted form: the customer got what
		// they asked for, so send them where the first click went.
		http.Redirect(w, r, h.t.publicURL+payments.SuccessPath, http.StatusSeeOther)
		return
	}
	// Mirrors Stripe, whose session is expired by the sweeper when the
	// hold ends: a page left open past its hold cannot pay any more.
	if bookingview.BookingStatus(b, h.svc.Clock.Now()) != db.StatusPending {
		h.render(w, http.StatusConflict, h.checkoutView(ctx, b, "This booking can no longer be paid."))
		return
	}
	outcome, err := h.svc.ConfirmPayment(ctx, booking.Payment{
		EventID: testPayEventPrefix + b.ID, EventType: testPayEventType, BookingID: b.ID,
		// The booking's own amount: there is no separate payment whose
		// total could differ.
		AmountPaise: b.AmountPaise, Currency: b.Currency,
	})
	if err != nil {
		h.internalError(w, r, "confirm test payment", err)
		return
	}
	slog.InfoContext(ctx, "test checkout: pay", "booking", b.ID, "outcome", string(outcome))
	if outcome == booking.OutcomeDuplicate {
		// A second click: report whatever the first one achieved.
		if b, err = h.svc.Booking(ctx, b.ID); err != nil {
			h.internalError(w, r, "reload booking", err)
			return
		}
		switch b.Status {
		case db.StatusPaid:
			outcome = booking.OutcomePaid
		case db.StatusRefunded:
			outcome = booking.OutcomeRefunded
		}
	}
	switch outcome {
	case booking.OutcomePaid, booking.OutcomeReclaimed, booking.OutcomeAlreadyPaid:
		http.Redirect(w, r, h.t.publicURL+payments.SuccessPath, http.StatusSeeOther)
	case booking.OutcomeRefunded:
		if nb, err := h.svc.Booking(ctx, b.ID); err == nil && nb.Status == db.StatusCancelled {
			h.render(w, http.StatusConflict, view{
				Title: "Booking cancelled", Heading: "This booking was cancelled",
				Message: "The booking was cancelled before the payment went through, so the payment was refunded " +
					"and the seats stay released. In test mode nothing was charged.",
				Link: h.t.publicURL + payments.CancelPath, LinkText: "Go to my bookings",
			})
			return
		}
		h.render(w, http.StatusConflict, view{
			Title: "Seats no longer available", Heading: "Your seats were taken",
			Message: "Your hold ended and someone else booked these seats before the payment arrived, " +
				"so the booking was refunded. In test mode nothing was charged.",
			Link: h.t.publicURL + payments.CancelPath, LinkText: "Go to my bookings",
		})
	case booking.OutcomeUnknownBooking:
		h.notFound(w)
	default:
		if nb, err := h.svc.Booking(ctx, b.ID); err == nil {
			b = nb
		}
		h.render(w, http.StatusConflict, h.checkoutView(ctx, b, "The payment could not be applied to this booking."))
	}
}

func (h *handler) cancel(w http.ResponseWriter, r *http.Request, b *db.Booking) {
	outcome, err := h.svc.AbandonPayment(r.Context(), testCancelEventPrefix+b.ID, b.ID)
	if err != nil {
		h.internalError(w, r, "cancel test payment", err)
		return
	}
	// Whatever happened (cancelled, or already paid or ended), the
	// customer's bookings page shows the truth.
	slog.InfoContext(r.Context(), "test checkout: cancel", "booking", b.ID, "outcome", string(outcome))
	http.Redirect(w, r, h.t.publicURL+payments.CancelPath, http.StatusSeeOther)
}

// load reads the booking named in the path. Malformed, unknown and
// non-test bookings all look the same (404): the test page must never act
// on a booking that is paid through Stripe.
func (h *handler) load(w http.ResponseWriter, r *http.Request) (*db.Booking, bool) {
	b, err := h.svc.Booking(r.Context(), r.PathValue("id"))
	if err != nil {
		if k := apperr.KindOf(err); k == apperr.NotFound || k == apperr.BadInput {
			h.notFound(w)
		} else {
			h.internalError(w, r, "load booking", err)
		}
		return nil, false
	}
	if b.PaymentProvider != db.ProviderTest {
		h.notFound(w)
		return nil, false
	}
	return b, true
}

// sameOrigin reports whether a form post comes from a page of PublicURL.
// Browsers send Origin on every form POST; Referer is the fallback for
// old ones. A request with neither is refused: no browser form sends that.
func (t *Provider) sameOrigin(r *http.Request) bool {
	if o := r.Header.Get("Origin"); o != "" {
		return origin.Same(o, t.publicURL) // "null" is no origin
	}
	if ref := r.Header.Get("Referer"); ref != "" {
		o, err := origin.Of(ref)
		return err == nil && o == t.publicURL
	}
	return false
}

func (h *handler) checkoutView(ctx context.Context, b *db.Booking, notice string) view {
	now := h.svc.Clock.Now()
	status := bookingview.BookingStatus(b, now)
	v := view{
		Title: "Test checkout", Heading: "Confirm your booking",
		ID: b.ID, Reference: b.Reference, Seats: strings.Join(b.Seats, ", "), Amount: formatRupees(b.AmountPaise),
		Status: statusLabel(status), Pending: status == db.StatusPending, Notice: notice,
		Link: h.t.publicURL + payments.CancelPath, LinkText: "Back to my bookings",
	}
	// What the amount pays for besides seats, as the booking was sold.
	if food, err := h.svc.Food(ctx, b); err == nil {
		var items []string
		for _, f := range food {
			items = append(items, fmt.Sprintf("%d × %s", f.Quantity, f.Name))
		}
		v.Food = strings.Join(items, ", ")
	}
	if b.DiscountPaise > 0 {
		v.Discount = "−" + formatRupees(b.DiscountPaise)
	}
	if b.Show != nil {
		v.ShowTime = b.Show.StartsAt.In(venues.ShowZone(b.Show, h.t.tz)).Format("Mon 2 Jan 2006, 3:04 PM MST")
		if b.Show.Movie != nil {
			v.Movie = b.Show.Movie.Title
		}
	}
	if v.Pending {
		left := b.HoldExpiresAt.Sub(now)
		v.MsLeft = left.Milliseconds()
		v.RefreshAfter = int64(left/time.Second) + 1
		v.TimeLeft = formatRemaining(left)
		v.HoldEnds = b.HoldExpiresAt.In(venues.ShowZone(b.Show, h.t.tz)).Format("3:04:05 PM MST")
	}
	return v
}

func statusLabel(status string) string {
	switch status {
	case db.StatusPending:
		return "Awaiting payment"
	case db.StatusPaid:
		return "Paid"
	case db.StatusExpired:
		return "Expired: the seat hold ended"
	case db.StatusCancelled:
		return "Cancelled"
	case db.StatusRefunded:
		return "Refunded"
	}
	return status
}

// formatRupees renders paise as rupees with Indian digit grouping and
// paise only when there are any (₹1,23,456, ₹130.50), exactly as the
// client shows prices, so the amount reads the same on both pages.
func formatRupees(paise int64) string {
	sign := ""
	if paise < 0 {
		sign, paise = "-", -paise
	}
	digits := fmt.Sprint(paise / 100)
	if len(digits) > 3 {
		head, tail := digits[:len(digits)-3], digits[len(digits)-3:]
		var groups []string
		for len(head) > 2 {
			groups = append([]string{head[len(head)-2:]}, groups...)
			head = head[:len(head)-2]
		}
		groups = append([]string{head}, groups...)
		digits = strings.Join(groups, ",") + "," + tail
	}
	if paise%100 == 0 {
		return sign + "₹" + digits
	}
	return fmt.Sprintf("%s₹%s.%02d", sign, digits, paise%100)
}

func formatRemaining(d time.Duration) string {
	if d <= 0 {
		return "none: the hold has ended"
	}
	d = d.Truncate(time.Second)
	m, s := int(d/time.Minute), int(d%time.Minute/time.Second)
	if m == 0 {
		return fmt.Sprintf("%d s", s)
	}
	return fmt.Sprintf("%d min %d s", m, s)
}

func (h *handler) notFound(w http.ResponseWriter) {
	h.render(w, http.StatusNotFound, view{
		Title: "Not found", Heading: "Payment page not found",
		Message: "There is no test payment for this address. It may belong to another booking, or the link is incomplete.",
		Link:    h.t.publicURL + payments.CancelPath, LinkText: "Go to my bookings",
	})
}

func (h *handler) methodNotAllowed(w http.ResponseWriter, allow string) {
	w.Header().Set("Allow", allow)
	h.render(w, http.StatusMethodNotAllowed, view{
		Title: "Method not allowed", Heading: "Method not allowed",
		Message: "This address does not accept that kind of request.",
		Link:    h.t.publicURL + payments.CancelPath, LinkText: "Go to my bookings",
	})
}

func (h *handler) internalError(w http.ResponseWriter, r *http.Request, what string, err error) {
	slog.ErrorContext(r.Context(), "test checkout: "+what, "path", r.URL.Path, "err", err)
	h.render(w, http.StatusInternalServerError, view{
		Title: "Something went wrong", Heading: "Something went wrong",
		Message: "The payment could not be processed. Please try again in a moment.",
		Link:    h.t.publicURL + payments.CancelPath, LinkText: "Go to my bookings",
	})
}

func (h *handler) render(w http.ResponseWriter, status int, v view) {
	hdr := w.Header()
	hdr.Set("Content-Type", "text/html; charset=utf-8")
	hdr.Set("Cache-Control", "no-store")
	hdr.Set("X-Content-Type-Options", "nosniff")
	// Same-origin referrers keep the Referer fallback of sameOrigin working
	// without leaking booking ids to other sites.
	hdr.Set("Referrer-Policy", "same-origin")
	// No script but the countdown, no framing (clickjacking the Pay
	// button), and forms may only post here and redirect to PublicURL.
	hdr.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; script-src "+countdownHash+
		"; base-uri 'none'; frame-ancestors 'none'; form-action 'self' "+h.t.publicURL)
	w.WriteHeader(status)
	if err := pageTemplate.Execute(w, v); err != nil {
		slog.Error("test checkout: render page", "err", err)
	}
}

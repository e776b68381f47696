package booking

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/venues"
	"marquee/internal/domain/view"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// RefundLease is how long one caller's refund of a booking keeps others
// from starting another, and keeps its ticket out at the door. It
// outlasts a provider call (Stripe's is bounded at 30 s with its
// retries), so only a caller that died mid-refund is ever taken over, and
// the provider's idempotency key makes that safe.
const RefundLease = 2 * time.Minute

// CancelQuote is what cancelling a booking would do for one caller now.
type CancelQuote struct {
	Allowed bool
	// Reason says why it is not allowed; "" when it is.
	Reason string
	// Deadline is when the show starts less the policy's cutoff.
	Deadline   time.Time
	FeePercent int
	// FeePaise is kept and RefundPaise returned; both 0 unless a paid
	// booking may be cancelled.
	FeePaise    int64
	RefundPaise int64

	// refusal is the error kind of a cancel refused for Reason.
	refusal apperr.Kind
}

// err is the refusal of a cancel that q does not allow.
func (q CancelQuote) err() error { return apperr.New(q.refusal, "%s", q.Reason) }

func (q CancelQuote) refuse(kind apperr.Kind, reason string) CancelQuote {
	q.Allowed, q.Reason, q.refusal, q.FeePaise, q.RefundPaise = false, reason, kind, 0, 0
	return q
}

// CancellationQuote says whether the caller may cancel b now and what it
// would return. Its owner cancels under the policy (an unpaid booking
// returns nothing; a paid one, until the deadline, its amount less the
// fee). An admin looking at someone else's booking gets refundBooking's
// terms instead: a paid booking back in full, at any time.
func (s *Service) CancellationQuote(ctx context.Context, b *db.Booking) (CancelQuote, error) {
	show := b.Show
	if show == nil {
		var err error
		if show, err = db.ShowByID(ctx, s.DB, b.ShowID); err != nil {
			return CancelQuote{}, fmt.Errorf("show of booking %s: %w", b.ID, err)
		}
	}
	caller := auth.CallerFrom(ctx)
	now := s.Clock.Now()
	pol := s.Policy()
	q := CancelQuote{Allowed: true, Deadline: pol.Deadline(show.StartsAt), FeePercent: pol.FeePercent}
	owner := caller != nil && caller.UserID == b.UserID
	status := view.BookingStatus(b, now)
	switch {
	case !owner && (caller == nil || !caller.Admin):
		return q.refuse(apperr.NotFound, "Only the customer who made this booking can cancel it."), nil
	case status == db.StatusPaid && (!owner || show.Status == db.ShowCancelled):
		// An admin refunds in full, at any time; so does a customer whose
		// show was cancelled (its refund is on its way anyway).
		q.FeePercent, q.RefundPaise = 0, b.AmountPaise
		return q, nil
	case status == db.StatusPaid:
		return s.paidQuote(ctx, q, b, show, now)
	case status == db.StatusPending && owner:
		return q, nil
	}
	return q.refuse(apperr.BadInput, endedReason(status)), nil
}

// paidQuote is the owner's quote q for paid booking b of show.
func (s *Service) paidQuote(ctx context.Context, q CancelQuote, b *db.Booking, show *db.Show, now time.Time) (CancelQuote, error) {
	if !now.Before(q.Deadline) {
		return q.refuse(apperr.CancelCutoffPassed, s.cutoffReason(show, q.Deadline)), nil
	}
	// A ticket is admitted only on its show's day, so only then can it
	// have been used.
	if now.After(show.StartsAt.Add(-24 * time.Hour)) {
		admitted, err := db.CheckInTime(ctx, s.DB, b.ID)
		if err != nil {
			return CancelQuote{}, err
		}
		if admitted != nil {
			return q.refuse(apperr.Conflict, "This ticket has already been used at the door, so it can no longer be cancelled."), nil
		}
	}
	food, collected, err := s.foodPaid(ctx, b)
	if err != nil {
		return CancelQuote{}, err
	}
	q.FeePaise = s.Policy().Fee(b.AmountPaise - food)
	q.RefundPaise = b.AmountPaise - q.FeePaise - collected
	return q, nil
}

// foodPaid is what booking b's customer paid for its food (each line less
// its share of the discount), and for the part already handed over at
// the counter. A cancellation keeps its fee on the tickets and the
// booking fee only: food not collected goes back in full, and food
// collected is not returned at all.
func (s *Service) foodPaid(ctx context.Context, b *db.Booking) (food, collected int64, _ error) {
	if b.FoodPaise == 0 {
		return 0, 0, nil
	}
	bd, err := s.BreakdownOf(ctx, b)
	if err != nil {
		return 0, 0, err
	}
	lines, err := db.OrderLinesOf(ctx, s.DB, []string{b.ID})
	if err != nil {
		return 0, 0, err
	}
	k := 0
	for _, l := range bd.Lines {
		if l.Kind != LineFood || k >= len(lines) {
			continue
		}
		paid := l.AmountPaise - l.DiscountSharePaise
		food += paid
		if lines[k].CollectedAt != nil {
			collected += paid
		}
		k++
	}
	return food, collected, nil
}

func (s *Service) cutoffReason(show *db.Show, deadline time.Time) string {
	if s.CancelCutoff <= 0 {
		return "It is too late to cancel: the show has started."
	}
	return fmt.Sprintf("It is too late to cancel: paid bookings can be cancelled up to %s before the show, and this one's deadline was %s.",
		humanDuration(s.CancelCutoff), deadline.In(venues.ShowZone(show, s.TZ)).Format("Mon 2 Jan 2006, 3:04 PM"))
}

// endedReason says why a booking that is neither pending nor paid cannot
// be cancelled; status PENDING is an admin looking at someone's unpaid one.
func endedReason(status string) string {
	switch status {
	case db.StatusExpired:
		return "This booking has expired: it was not paid in time and its seats were released."
	case db.StatusCancelled:
		return "This booking is already cancelled."
	case db.StatusRefunded:
		return "This booking has already been refunded."
	case db.StatusPending:
		return "This booking is not paid yet, so there is nothing to refund; only its customer can cancel it."
	}
	return "This booking cannot be cancelled."
}

// Cancel ends one of the caller's bookings and frees its seats. A pending
// one becomes CANCELLED once its payment session is expired. A paid one,
// before the policy's deadline and unless its ticket was admitted, is
// refunded its amount less the fee and becomes REFUNDED; after it the
// cancel fails with CANCEL_CUTOFF_PASSED, and when the provider fails the
// refund the booking stays PAID and the cancel fails with REFUND_FAILED.
func (s *Service) Cancel(ctx context.Context, bookingID string) (*db.Booking, error) {
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, err
	}
	id, err := parseBookingID(bookingID)
	if err != nil {
		return nil, err
	}
	b, err := s.load(ctx, s.DB, id)
	if err != nil {
		return nil, err
	}
	if b.UserID != caller.UserID {
		// Someone else's booking is indistinguishable from a missing one.
		return nil, apperr.NotFoundf("Booking not found")
	}
	if view.BookingStatus(b, s.Clock.Now()) == db.StatusPending {
		return s.cancelPending(ctx, b)
	}
	q, err := s.CancellationQuote(ctx, b)
	if err != nil {
		return nil, err
	}
	if !q.Allowed {
		return nil, q.err()
	}
	var note *ShowChange
	if b.Show != nil && b.Show.Status == db.ShowCancelled {
		// The cancellation told the customer already.
		note = &ShowChange{Kind: MailShowCancelled, Reason: b.Show.CancelReason, RefundPaise: q.RefundPaise}
	}
	return s.refundPaid(ctx, b, q.RefundPaise, note)
}

// RefundBooking refunds any paid booking in full, at any time, and frees
// its seats: the admin's way to make things right. A ticket admitted at
// the door is not refunded (ALREADY_CHECKED_IN).
func (s *Service) RefundBooking(ctx context.Context, bookingID string) (*db.Booking, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	id, err := parseBookingID(bookingID)
	if err != nil {
		return nil, err
	}
	b, err := s.load(ctx, s.DB, id)
	if err != nil {
		return nil, err
	}
	if status := view.BookingStatus(b, s.Clock.Now()); status != db.StatusPaid {
		return nil, apperr.BadInputf("%s", endedReason(status))
	}
	return s.refundPaid(ctx, b, b.AmountPaise, nil)
}

// cancelPending ends the caller's pending booking b as CANCELLED, frees
// its seats and tells its customer, in one transaction. Its payment
// session is stopped first, before the booking changes: once the session
// is expired no payment can start on it, so a customer told CANCELLED is
// not charged for it afterwards. A payment that still arrives (it
// completed just before the expiry, or the provider could not be reached)
// is refunded by ConfirmPayment, never re-claimed, so the answer stays
// true either way.
func (s *Service) cancelPending(ctx context.Context, b *db.Booking) (*db.Booking, error) {
	closed := s.expireCheckout(ctx, b)
	now := s.Clock.Now()
	ch, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		ch, err := endPending(ctx, tx, db.PendingByID(b.ID).OwnedBy(b.UserID), db.StatusCancelled, now)
		if err != nil || len(ch.ended) == 0 {
			return ch, err
		}
		// Expired above; when that failed, changeSeats tries once more
		// after the commit.
		ch.sessionsClosed = closed
		ended := *b
		ended.Status, ended.UpdatedAt = db.StatusCancelled, now
		return ch, s.notify(ctx, tx, MailCancelled, &ended)
	})
	if err != nil {
		return nil, err
	}
	if len(ch.ended) == 0 {
		// It was paid, or its hold ended, while this request ran.
		return nil, apperr.BadInputf("This booking changed while it was being cancelled (it is no longer pending); please look at it again.")
	}
	return s.load(ctx, s.DB, b.ID)
}

// expireCheckout stops pending booking b's payment session, if this
// server's provider opened one, and reports whether it is stopped. A
// failure is only logged: the cancel goes on, and a payment that still
// arrives is refunded.
func (s *Service) expireCheckout(ctx context.Context, b *db.Booking) bool {
	if s.Payments == nil || b.PaymentSessionID == "" || b.PaymentProvider != s.Payments.Name() {
		return false
	}
	if err := s.Payments.ExpireCheckout(ctx, b.PaymentSessionID); err != nil {
		slog.WarnContext(ctx, "expire checkout session before cancelling", "booking", b.ID, "session", b.PaymentSessionID, "err", err)
		return false
	}
	return true
}

// errRefundFailed is what the caller is told when the provider did not
// return the money; the cause is logged.
var errRefundFailed = apperr.New(apperr.RefundFailed,
	"The refund could not be made, so the booking is still paid and keeps its seats. Please try again in a few minutes.")

// refundPaid returns amountPaise of paid booking b to its customer and
// then, in one transaction and only if b is still PAID and its ticket was
// not admitted, makes it REFUNDED, frees its seats (announced live after
// commit) and tells the customer. The provider is asked first and outside
// any transaction; a refund it refuses leaves b PAID. StartRefund lets
// one caller at a time ask, so two racing cancels (or a cancel and an
// admin's refund) refund once, and while its mark is live the door
// refuses the ticket (REFUND_IN_PROGRESS). A ticket admitted before the
// mark is refused a refund (ALREADY_CHECKED_IN) without asking anyone.
//
// The customer is told REFUNDED, or, for the refund of a cancelled show
// (note set), what note says: the outbox keeps one such message per
// booking, so the one the cancellation queued is not queued again.
func (s *Service) refundPaid(ctx context.Context, b *db.Booking, amountPaise int64, note *ShowChange) (*db.Booking, error) {
	// Once the provider is asked, the outcome must be recorded whether or
	// not the customer's request is still there to hear it.
	ctx = context.WithoutCancel(ctx)
	now := s.Clock.Now()
	var started bool
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		started, err = db.StartRefund(ctx, tx, b.ID, now, now.Add(-RefundLease))
		return err
	})
	if err != nil {
		return nil, err
	}
	if !started {
		return nil, s.refundNotStarted(ctx, b.ID)
	}
	if err := s.returnMoney(ctx, b, amountPaise); err != nil {
		slog.ErrorContext(ctx, "refund failed; the booking stays paid", "booking", b.ID, "amount_paise", amountPaise, "err", err)
		if err := db.AbandonRefund(ctx, s.DB, b.ID); err != nil {
			slog.ErrorContext(ctx, "clear refund mark", "booking", b.ID, "err", err)
		}
		return nil, errRefundFailed
	}
	admitted, err := s.recordRefund(ctx, b, amountPaise, note)
	if err != nil {
		// The money went back but the booking still reads PAID. Clearing
		// the mark lets the next cancel retry at once: the provider's
		// idempotency key answers it without refunding again.
		slog.ErrorContext(ctx, "refund made but not recorded; the booking still reads paid", "booking", b.ID, "err", err)
		if err := db.AbandonRefund(ctx, s.DB, b.ID); err != nil {
			slog.ErrorContext(ctx, "clear refund mark", "booking", b.ID, "err", err)
		}
		return nil, err
	}
	if admitted {
		// Only a refund whose mark went stale while the provider answered
		// gets here: the door took the mark for a dead refunder's.
		slog.ErrorContext(ctx, "refund reached the payment provider after the ticket was admitted; "+
			"the booking stays paid and needs an admin", "booking", b.ID, "amount_paise", amountPaise)
		return nil, apperr.New(apperr.AlreadyCheckedIn,
			"This ticket was admitted at the door while the refund was being made, so the booking stays paid. "+
				"The payment provider had already returned the money, so the booking is marked for an admin to settle.").
			WithDetail("refundedPaise", amountPaise)
	}
	return s.load(ctx, s.DB, b.ID)
}

// recordRefund is refundPaid's transaction. A booking that is no longer
// PAID was refunded by a caller that took over a stale refund mark; it is
// left as that caller recorded it. A booking admitted at the door stays
// PAID with its seats; admitted reports that the refund was recorded on
// it for an admin (see db.RecordRefundOfAdmitted).
func (s *Service) recordRefund(ctx context.Context, b *db.Booking, amountPaise int64, note *ShowChange) (admitted bool, _ error) {
	now := s.Clock.Now()
	_, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		admitted = false // a retried transaction starts over
		done, err := db.RefundPaid(ctx, tx, b.ID, amountPaise, now)
		if err != nil {
			return seatChange{}, err
		}
		if !done {
			admitted, err = db.RecordRefundOfAdmitted(ctx, tx, b.ID, amountPaise, now)
			return seatChange{}, err
		}
		if err := db.DeleteClaims(ctx, tx, []string{b.ID}); err != nil {
			return seatChange{}, err
		}
		// A refund gives the redemption back, and the stock of food not
		// handed over yet.
		if err := db.ReleaseExtras(ctx, tx, []string{b.ID}, true); err != nil {
			return seatChange{}, err
		}
		refunded := *b
		refunded.Status, refunded.RefundedPaise, refunded.RefundedAt = db.StatusRefunded, &amountPaise, &now
		refunded.RefundStartedAt, refunded.UpdatedAt = nil, now
		if note != nil {
			if err := s.tell(ctx, tx, *note, &refunded); err != nil {
				return seatChange{}, err
			}
		} else if err := s.notify(ctx, tx, MailRefunded, &refunded); err != nil {
			return seatChange{}, err
		}
		var ch seatChange
		ch.Touch(b.ShowID)
		return ch, nil
	})
	return admitted, err
}

// refundNotStarted explains why StartRefund refused booking id.
func (s *Service) refundNotStarted(ctx context.Context, id string) error {
	b, err := s.load(ctx, s.DB, id)
	if err != nil {
		return err
	}
	if b.Status != db.StatusPaid {
		return apperr.BadInputf("%s", endedReason(view.BookingStatus(b, s.Clock.Now())))
	}
	admittedAt, err := db.CheckInTime(ctx, s.DB, id)
	if err != nil {
		return err
	}
	if admittedAt != nil {
		return apperr.New(apperr.AlreadyCheckedIn, "This ticket has already been used at the door, so it can no longer be cancelled or refunded.").
			WithDetail("checkedInAt", admittedAt.UTC().Format(time.RFC3339Nano))
	}
	return apperr.New(apperr.Conflict, "A refund of this booking is already under way; please look at it again in a moment.")
}

// errNoProvider refuses a refund through a provider this server lacks.
var errNoProvider = errors.New("the booking's payment provider is not configured")

// returnMoney has the booking's payment provider return amountPaise. A
// booking paid through the offline test checkout was never charged, so
// nothing needs to go back; nor when the whole amount is kept as a fee.
func (s *Service) returnMoney(ctx context.Context, b *db.Booking, amountPaise int64) error {
	switch {
	case amountPaise <= 0:
		return nil
	case s.Payments != nil && s.Payments.Name() == b.PaymentProvider:
		return s.Payments.Refund(ctx, b, amountPaise)
	case b.PaymentProvider == db.ProviderTest:
		return nil
	}
	return fmt.Errorf("refund booking %s through %q: %w", b.ID, b.PaymentProvider, errNoProvider)
}

package booking

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// Outcome says what a payment event did to its booking.
type Outcome string

const (
	OutcomePaid           Outcome = "paid"
	OutcomeAlreadyPaid    Outcome = "already_paid"
	OutcomeReclaimed      Outcome = "reclaimed"
	OutcomeRefunded       Outcome = "refunded"
	OutcomeAmountMismatch Outcome = "amount_mismatch"
	OutcomeUnknownBooking Outcome = "unknown_booking"
	OutcomeDuplicate      Outcome = "duplicate"
	OutcomeExpired        Outcome = "expired"
	OutcomeCancelled      Outcome = "cancelled"
	OutcomeIgnored        Outcome = "ignored"
)

// Payment is a provider's word that a booking was paid.
type Payment struct {
	// EventID identifies the delivery; an id seen before changes nothing.
	EventID         string
	EventType       string
	BookingID       string
	AmountPaise     int64
	Currency        string
	PaymentIntentID string
}

// errNeedsRefund aborts the confirming transaction when the seats of a
// late payment are gone; the refund then happens outside any transaction.
var errNeedsRefund = errors.New("seats gone: refund needed")

// ConfirmPayment applies a payment to its booking exactly once. The seats
// become sold if the booking still holds them or, for a payment that
// arrives after the hold ended, if they are still free; otherwise the
// money goes back and the booking ends REFUNDED. A payment for a booking
// that was cancelled goes back too, and the booking stays CANCELLED, as
// its customer was told. A payment whose amount or currency differs from
// the booking's never marks it paid.
func (s *Service) ConfirmPayment(ctx context.Context, p Payment) (Outcome, error) {
	now := s.Clock.Now()
	var outcome Outcome
	var booking db.Booking
	_, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		var ch seatChange
		var err error
		outcome, ch, err = s.applyPayment(ctx, tx, p, &booking, now)
		return ch, err
	})
	if errors.Is(err, errNeedsRefund) {
		return s.refund(ctx, p, &booking)
	}
	if err != nil {
		return "", err
	}
	return outcome, nil
}

// applyPayment is ConfirmPayment's transaction: it records the event,
// locks the booking into b and, unless the payment changes nothing, sells
// the booking its seats and marks it paid.
func (s *Service) applyPayment(ctx context.Context, tx bun.Tx, p Payment, b *db.Booking, now time.Time) (Outcome, seatChange, error) {
	fresh, err := db.RecordPaymentEvent(ctx, tx, p.EventID, p.EventType, p.BookingID, now)
	if err != nil || !fresh {
		return OutcomeDuplicate, seatChange{}, err
	}
	if err := db.LockBooking(ctx, tx, p.BookingID, b); err != nil {
		if errors.Is(err, db.ErrNotFound) {
			return OutcomeUnknownBooking, seatChange{}, setOutcome(ctx, tx, p.EventID, OutcomeUnknownBooking)
		}
		return "", seatChange{}, err
	}
	if outcome, settled := settledOutcome(ctx, p, b); settled {
		return outcome, seatChange{}, setOutcome(ctx, tx, p.EventID, outcome)
	}
	if b.Status == db.StatusCancelled {
		// Its customer (or the payment page's cancel) was told it is
		// cancelled and its seats may be someone else's: the money goes
		// back, whether or not the seats are free.
		return "", seatChange{}, errNeedsRefund
	}
	outcome, ch, err := sellSeats(ctx, tx, b, now)
	if err != nil {
		return "", seatChange{}, err
	}
	if err := sellExtras(ctx, tx, b, b.Status == db.StatusPending); err != nil {
		return "", seatChange{}, err
	}
	if err := db.MarkPaid(ctx, tx, b.ID, p.PaymentIntentID, now); err != nil {
		return "", seatChange{}, err
	}
	if err := s.notify(ctx, tx, MailPaid, b); err != nil {
		return "", seatChange{}, err
	}
	if err := setOutcome(ctx, tx, p.EventID, outcome); err != nil {
		return "", seatChange{}, err
	}
	ch.Touch(b.ShowID)
	return outcome, ch, nil
}

// settledOutcome reports a payment that must not touch its booking: one
// for the wrong amount, or for a booking already paid or refunded.
func settledOutcome(ctx context.Context, p Payment, b *db.Booking) (Outcome, bool) {
	switch {
	case p.AmountPaise != b.AmountPaise || !sameCurrency(p.Currency, b.Currency):
		slog.ErrorContext(ctx, "payment amount does not match booking; not marking paid",
			"booking", b.ID, "event", p.EventID,
			"paid", p.AmountPaise, "paid_currency", p.Currency,
			"expected", b.AmountPaise, "expected_currency", b.Currency)
		return OutcomeAmountMismatch, true
	case b.Status == db.StatusPaid:
		return OutcomeAlreadyPaid, true
	case b.Status == db.StatusRefunded:
		return OutcomeRefunded, true
	case b.Status == db.StatusCancelled && b.RefundedPaise != nil:
		// A payment for it was refunded already (another event of the
		// same session): one refund is enough.
		return OutcomeRefunded, true
	}
	return "", false
}

// sellSeats makes a paid booking's seats sold: its own claims, if it
// still holds them, become permanent; if its hold ended and the claims
// were deleted, the seats are claimed again (releasing holds on them that
// ended unswept). errNeedsRefund means someone else has them now.
func sellSeats(ctx context.Context, tx bun.Tx, b *db.Booking, now time.Time) (Outcome, seatChange, error) {
	kept, err := db.KeepClaims(ctx, tx, b.ID)
	if err != nil {
		return "", seatChange{}, err
	}
	if kept == len(b.Seats) {
		return OutcomePaid, seatChange{}, nil
	}
	// Seats of a cancelled show are sold to nobody: the money goes back.
	// (On PostgreSQL a cancellation committing at this very moment can
	// still let this sale through; ResumeCancellations then refunds it.)
	if st, err := db.SaleState(ctx, tx, b.ShowID); err != nil {
		return "", seatChange{}, err
	} else if st.Status == db.ShowCancelled {
		return "", seatChange{}, errNeedsRefund
	}
	ch, err := endPending(ctx, tx, db.PendingStaleOn(b.ShowID, b.Seats), db.StatusExpired, now)
	if err != nil {
		return "", seatChange{}, err
	}
	claimed, err := db.ClaimSeats(ctx, tx, b, nil)
	if err != nil {
		return "", seatChange{}, err
	}
	if len(claimed) != len(b.Seats) {
		return "", seatChange{}, errNeedsRefund
	}
	return OutcomeReclaimed, ch, nil
}

// refund returns a late payment whose seats were sold to someone else, or
// any payment for a cancelled booking.
// The provider call comes first and is idempotent per booking; only when
// it succeeded is the event recorded, so a failed refund is retried with
// the provider's next delivery. The booking holds no seats by now (that is
// why it is refunded), so this is no seat change.
func (s *Service) refund(ctx context.Context, p Payment, b *db.Booking) (Outcome, error) {
	b.PaymentIntentID = p.PaymentIntentID
	if err := s.returnMoney(ctx, b, b.AmountPaise); err != nil {
		return "", fmt.Errorf("refund booking %s: %w", b.ID, err)
	}
	now := s.Clock.Now()
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		fresh, err := db.RecordPaymentEvent(ctx, tx, p.EventID, p.EventType, b.ID, now)
		if err != nil || !fresh {
			return err
		}
		if err := setOutcome(ctx, tx, p.EventID, OutcomeRefunded); err != nil {
			return err
		}
		if err := db.MarkRefunded(ctx, tx, b.ID, p.PaymentIntentID, now); err != nil {
			return err
		}
		// The customer paid and got nothing: they are told why the money went back.
		return s.notify(ctx, tx, MailRefunded, b)
	})
	if err != nil {
		return "", err
	}
	if b.Status == db.StatusCancelled {
		slog.WarnContext(ctx, "payment arrived for a cancelled booking; refunded", "booking", b.ID, "event", p.EventID)
	} else {
		slog.WarnContext(ctx, "payment arrived after the seats were sold to someone else; refunded", "booking", b.ID, "event", p.EventID)
	}
	return OutcomeRefunded, nil
}

// ExpirePayment applies a provider's word that a booking's payment session
// expired unpaid: a pending booking ends EXPIRED and frees its seats.
func (s *Service) ExpirePayment(ctx context.Context, eventID, eventType, bookingID string) (Outcome, error) {
	return s.endByProvider(ctx, eventID, eventType, bookingID, db.StatusExpired, OutcomeExpired)
}

// AbandonPayment applies a customer's cancel on the payment page.
func (s *Service) AbandonPayment(ctx context.Context, eventID, bookingID string) (Outcome, error) {
	return s.endByProvider(ctx, eventID, "checkout.cancelled", bookingID, db.StatusCancelled, OutcomeCancelled)
}

// endByProvider ends a pending booking whose payment session the provider
// closed, once per event; a booking already paid, expired or cancelled is
// left alone (OutcomeIgnored).
func (s *Service) endByProvider(ctx context.Context, eventID, eventType, bookingID, status string, done Outcome) (Outcome, error) {
	now := s.Clock.Now()
	var outcome Outcome
	_, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		fresh, err := db.RecordPaymentEvent(ctx, tx, eventID, eventType, bookingID, now)
		if err != nil || !fresh {
			outcome = OutcomeDuplicate
			return seatChange{}, err
		}
		ch, err := endPending(ctx, tx, db.PendingByID(bookingID), status, now)
		if err != nil {
			return seatChange{}, err
		}
		ch.sessionsClosed = true
		outcome = OutcomeIgnored
		if len(ch.ended) > 0 {
			outcome = done
		}
		return ch, setOutcome(ctx, tx, eventID, outcome)
	})
	if err != nil {
		return "", err
	}
	return outcome, nil
}

func setOutcome(ctx context.Context, tx bun.Tx, eventID string, o Outcome) error {
	return db.SetPaymentEventOutcome(ctx, tx, eventID, string(o))
}

func sameCurrency(a, b string) bool { return strings.EqualFold(a, b) }

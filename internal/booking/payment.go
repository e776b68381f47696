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
// money goes back and the booking ends REFUNDED. A payment whose amount or
// currency differs from the booking's never marks it paid.
func (s *Service) ConfirmPayment(ctx context.Context, p Payment) (Outcome, error) {
	now := s.now()
	var outcome Outcome
	var version int64
	var showID string
	var booking db.Booking
	err := withRetry(ctx, func() error {
		outcome, version, showID = "", 0, ""
		return s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			fresh, err := recordEvent(ctx, tx, p.EventID, p.EventType, p.BookingID, now)
			if err != nil || !fresh {
				outcome = OutcomeDuplicate
				return err
			}
			if err := lockBooking(ctx, tx, p.BookingID, &booking); err != nil {
				if isNoRows(err) {
					outcome = OutcomeUnknownBooking
					return setOutcome(ctx, tx, p.EventID, outcome)
				}
				return err
			}
			switch {
			case p.AmountPaise != booking.AmountPaise || !sameCurrency(p.Currency, booking.Currency):
				outcome = OutcomeAmountMismatch
				slog.ErrorContext(ctx, "payment amount does not match booking; not marking paid",
					"booking", booking.ID, "event", p.EventID,
					"paid", p.AmountPaise, "paid_currency", p.Currency,
					"expected", booking.AmountPaise, "expected_currency", booking.Currency)
				return setOutcome(ctx, tx, p.EventID, outcome)
			case booking.Status == db.StatusPaid:
				outcome = OutcomeAlreadyPaid
				return setOutcome(ctx, tx, p.EventID, outcome)
			case booking.Status == db.StatusRefunded:
				outcome = OutcomeRefunded
				return setOutcome(ctx, tx, p.EventID, outcome)
			}
			// Our own claims, if still there, become permanent.
			res, err := tx.NewUpdate().Model((*db.SeatClaim)(nil)).
				Set("expires_at = NULL").
				Where("booking_id = ?", booking.ID).Exec(ctx)
			if err != nil {
				return err
			}
			kept, _ := res.RowsAffected()
			outcome = OutcomePaid
			if int(kept) != len(booking.Seats) {
				// The hold ended and its claims were deleted: claim again.
				if _, err := releaseStaleHolds(ctx, tx, booking.ShowID, booking.Seats, now); err != nil {
					return err
				}
				claimed, err := claimSeats(ctx, tx, &booking, nil)
				if err != nil {
					return err
				}
				if len(claimed) != len(booking.Seats) {
					return errNeedsRefund
				}
				outcome = OutcomeReclaimed
			}
			_, err = tx.NewUpdate().Model((*db.Booking)(nil)).
				Set("status = ?", db.StatusPaid).Set("paid_at = ?", now).Set("updated_at = ?", now).
				Set("payment_intent_id = ?", p.PaymentIntentID).
				Where("id = ?", booking.ID).Exec(ctx)
			if err != nil {
				return err
			}
			if err := setOutcome(ctx, tx, p.EventID, outcome); err != nil {
				return err
			}
			showID = booking.ShowID
			version, err = bumpVersion(ctx, tx, booking.ShowID)
			return err
		})
	})
	if errors.Is(err, errNeedsRefund) {
		return s.refund(ctx, p, &booking)
	}
	if err != nil {
		return "", err
	}
	if showID != "" {
		s.publish(ctx, Event{ShowID: showID, Version: version})
	}
	return outcome, nil
}

// refund returns a late payment whose seats were sold to someone else.
// The provider call comes first and is idempotent per booking; only when
// it succeeded is the event recorded, so a failed refund is retried with
// the provider's next delivery.
func (s *Service) refund(ctx context.Context, p Payment, b *db.Booking) (Outcome, error) {
	b.PaymentIntentID = p.PaymentIntentID
	if s.Payments != nil {
		if err := s.Payments.Refund(ctx, b); err != nil {
			return "", fmt.Errorf("refund booking %s: %w", b.ID, err)
		}
	}
	now := s.now()
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		fresh, err := recordEvent(ctx, tx, p.EventID, p.EventType, b.ID, now)
		if err != nil || !fresh {
			return err
		}
		if err := setOutcome(ctx, tx, p.EventID, OutcomeRefunded); err != nil {
			return err
		}
		_, err = tx.NewUpdate().Model((*db.Booking)(nil)).
			Set("status = ?", db.StatusRefunded).Set("updated_at = ?", now).
			Set("payment_intent_id = ?", p.PaymentIntentID).
			Where("id = ? AND status IN (?)", b.ID, bun.In([]string{db.StatusPending, db.StatusExpired, db.StatusCancelled})).
			Exec(ctx)
		return err
	})
	if err != nil {
		return "", err
	}
	slog.WarnContext(ctx, "payment arrived after the seats were sold to someone else; refunded", "booking", b.ID, "event", p.EventID)
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

func (s *Service) endByProvider(ctx context.Context, eventID, eventType, bookingID, status string, done Outcome) (Outcome, error) {
	now := s.now()
	outcome := OutcomeIgnored
	var version int64
	var showID string
	var ended []db.Booking
	err := withRetry(ctx, func() error {
		outcome, version, showID, ended = OutcomeIgnored, 0, "", nil
		return s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			fresh, err := recordEvent(ctx, tx, eventID, eventType, bookingID, now)
			if err != nil || !fresh {
				outcome = OutcomeDuplicate
				return err
			}
			_, err = tx.NewUpdate().Model(&ended).
				Set("status = ?", status).Set("updated_at = ?", now).
				Where("id = ? AND status = ?", bookingID, db.StatusPending).
				Returning("id, show_id, payment_provider, payment_session_id").
				Exec(ctx)
			if err != nil {
				return err
			}
			if len(ended) == 0 {
				// Already paid, expired or cancelled: nothing to undo.
				return setOutcome(ctx, tx, eventID, outcome)
			}
			if _, err := tx.NewDelete().Model((*db.SeatClaim)(nil)).Where("booking_id = ?", bookingID).Exec(ctx); err != nil {
				return err
			}
			outcome, showID = done, ended[0].ShowID
			if err := setOutcome(ctx, tx, eventID, outcome); err != nil {
				return err
			}
			version, err = bumpVersion(ctx, tx, showID)
			return err
		})
	})
	if err != nil {
		return "", err
	}
	if showID != "" {
		s.publish(ctx, Event{ShowID: showID, Version: version})
	}
	return outcome, nil
}

// recordEvent stores an event id; false means it was applied before.
func recordEvent(ctx context.Context, tx bun.Tx, id, typ, bookingID string, now time.Time) (bool, error) {
	ev := &db.PaymentEvent{ID: id, Type: typ, BookingID: bookingID, Outcome: "pending", ReceivedAt: now}
	res, err := tx.NewInsert().Model(ev).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

func setOutcome(ctx context.Context, tx bun.Tx, eventID string, o Outcome) error {
	_, err := tx.NewUpdate().Model((*db.PaymentEvent)(nil)).Set("outcome = ?", string(o)).Where("id = ?", eventID).Exec(ctx)
	return err
}

// lockBooking reads a booking, locking its row on PostgreSQL so payment
// events for one booking apply one after another.
func lockBooking(ctx context.Context, tx bun.Tx, id string, b *db.Booking) error {
	q := tx.NewSelect().Model(b).Where("id = ?", id)
	if db.IsPG(tx) {
		q = q.For("UPDATE")
	}
	return q.Scan(ctx)
}

func sameCurrency(a, b string) bool { return strings.EqualFold(a, b) }

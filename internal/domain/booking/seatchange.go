package booking

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// seatChange is what one transaction did to seats: the shows whose seats
// it changed and the bookings it ended.
type seatChange struct {
	shows []string
	ended []db.Booking
	// sessionsClosed says the payment provider itself closed the ended
	// bookings' sessions (it reported them expired or cancelled), so
	// there is no session left to stop.
	sessionsClosed bool
}

// touch records that a show's seats changed.
func (c *seatChange) touch(showID string) { c.shows = append(c.shows, showID) }

// changeSeats is the one way a show's seats change. It runs fn in a
// transaction (rerun when the database aborts it for lock reasons), then
// bumps the seat version of every show fn touched, in sorted order so two
// transactions cannot deadlock on the show rows, and commits. Only after
// the commit does it announce the new versions and stop the payment
// sessions of the bookings fn ended. It returns what fn did in the
// transaction that committed.
func (s *Service) changeSeats(ctx context.Context, fn func(ctx context.Context, tx bun.Tx) (seatChange, error)) (seatChange, error) {
	var ch seatChange
	var events []Event
	err := withRetry(ctx, func() error {
		return s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			var err error
			if ch, err = fn(ctx, tx); err != nil {
				return err
			}
			events, err = bumpVersions(ctx, tx, ch.shows)
			return err
		})
	})
	if err != nil {
		return seatChange{}, err
	}
	s.publish(ctx, events...)
	if !ch.sessionsClosed {
		s.expireCheckouts(ctx, ch.ended)
	}
	return ch, nil
}

// bumpVersions increments the seat version of each show once, in sorted
// order, and returns the events announcing the new versions.
func bumpVersions(ctx context.Context, tx bun.Tx, shows []string) ([]Event, error) {
	ids := slices.Clone(shows)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	events := make([]Event, 0, len(ids))
	for _, id := range ids {
		v, err := db.BumpSeatVersion(ctx, tx, id)
		if err != nil {
			return nil, err
		}
		events = append(events, Event{ShowID: id, Version: v})
	}
	return events, nil
}

// endPending ends the PENDING bookings f chooses with status (EXPIRED or
// CANCELLED) and frees all their seats, since a booking is all or nothing.
// It runs inside a changeSeats transaction and reports the ended bookings
// and their shows.
func endPending(ctx context.Context, tx bun.Tx, f db.PendingFilter, status string, now time.Time) (seatChange, error) {
	ended, err := db.EndPendingBookings(ctx, tx, f, status, now)
	if err != nil {
		return seatChange{}, fmt.Errorf("end pending bookings: %w", err)
	}
	if len(ended) == 0 {
		return seatChange{}, nil
	}
	ch := seatChange{ended: ended}
	ids := make([]string, len(ended))
	for i, b := range ended {
		ids[i] = b.ID
		ch.touch(b.ShowID)
	}
	if err := db.DeleteClaims(ctx, tx, ids); err != nil {
		return seatChange{}, err
	}
	return ch, nil
}

// expireCheckouts stops the payment sessions of bookings that just ended,
// so a customer cannot pay for seats that are no longer theirs. A failure
// is only logged: a payment that still arrives is re-claimed or refunded.
func (s *Service) expireCheckouts(ctx context.Context, ended []db.Booking) {
	if s.Payments == nil {
		return
	}
	for _, b := range ended {
		if b.PaymentSessionID == "" || b.PaymentProvider != s.Payments.Name() {
			continue
		}
		if err := s.Payments.ExpireCheckout(ctx, b.PaymentSessionID); err != nil {
			slog.WarnContext(ctx, "expire checkout session", "booking", b.ID, "session", b.PaymentSessionID, "err", err)
		}
	}
}

package booking

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/booking/seatengine"
)

// seatChange is what one transaction did to seats: what the claim engine
// needs (the shows whose seats it changed, the seats a new booking
// claimed) and the bookings it ended.
type seatChange struct {
	seatengine.Change
	ended []db.Booking
	// sessionsClosed says the payment provider itself closed the ended
	// bookings' sessions (it reported them expired or cancelled), so
	// there is no session left to stop.
	sessionsClosed bool
	// offers are the PENDING bookings the change made for waiters
	// (settleWaitlists), whose payment pages open after the commit.
	offers []*db.Booking
}

// seatFunc is the body of a seat-changing transaction.
type seatFunc func(ctx context.Context, tx bun.Tx) (seatChange, error)

// changeSeats is the one way a show's seats change: fn runs through the
// claim engine (seatengine.Engine.Change), which bumps the seat version
// of every show fn touched in the same transaction and announces the new
// versions after the commit. Only after the commit does changeSeats stop
// the payment sessions of the bookings fn ended. It returns what fn did
// in the transaction that committed.
func (s *Service) changeSeats(ctx context.Context, fn seatFunc) (seatChange, error) {
	var ch seatChange
	_, err := s.seats.Change(ctx, s.keepChange(&ch, fn))
	return s.changed(ctx, ch, err)
}

// claimSeats is changeSeats for fn claiming seats of one show for a new
// booking (see seatengine.Engine.Claim).
func (s *Service) claimSeats(ctx context.Context, showID string, seats []string, seen seatengine.Seen, fn seatFunc) (seatChange, error) {
	var ch seatChange
	_, err := s.seats.Claim(ctx, showID, seats, seen, s.keepChange(&ch, fn))
	return s.changed(ctx, ch, err)
}

// keepChange is fn as the claim engine runs it, keeping all fn did in
// *ch. The engine reruns fn when it reruns its transaction, so *ch is
// what the last run did: the one that committed, when the change did.
// Every change that may have freed seats then hands them to the shows'
// waitlists in the same transaction (settleWaitlists): this is the one
// place every path that frees seats passes.
func (s *Service) keepChange(ch *seatChange, fn seatFunc) seatengine.Func {
	return func(ctx context.Context, tx bun.Tx) (seatengine.Change, error) {
		var err error
		if *ch, err = fn(ctx, tx); err != nil {
			return ch.Change, err
		}
		return ch.Change, s.settleWaitlists(ctx, tx, ch)
	}
}

// changed finishes a seat change that committed (err nil) by stopping
// the payment sessions of the bookings it ended.
func (s *Service) changed(ctx context.Context, ch seatChange, err error) (seatChange, error) {
	if err != nil {
		return seatChange{}, err
	}
	if !ch.sessionsClosed {
		s.expireCheckouts(ctx, ch.ended)
	}
	s.openOffers(ctx, ch.offers)
	return ch, nil
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
		ch.Touch(b.ShowID)
	}
	if err := db.DeleteClaims(ctx, tx, ids); err != nil {
		return seatChange{}, err
	}
	// Their food's stock and their held redemptions go back with the
	// seats: an unpaid booking never counts a redemption.
	if err := db.ReleaseExtras(ctx, tx, ids, false); err != nil {
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

package booking

import (
	"context"
	"log/slog"
	"sort"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// sweepBatch bounds one sweep transaction so a backlog is worked off in
// short transactions instead of one long lock.
const sweepBatch = 200

// maxSweepWait bounds how long the sweeper sleeps; a replica that did not
// create a booking is not kicked, so it must look by itself.
const maxSweepWait = 2 * time.Second

// Kick wakes the sweeper so it recomputes when the next hold ends.
func (s *Service) Kick() {
	if s.kick == nil {
		return
	}
	select {
	case s.kick <- struct{}{}:
	default:
	}
}

// DefaultPaymentStartGrace is how long a new booking may stay without a
// payment session before it counts as abandoned. Opening a Stripe session
// is bounded well below it (30 s, retries included), so a booking whose
// call is still in flight is never taken for an abandoned one.
const DefaultPaymentStartGrace = 2 * time.Minute

// paymentStartGrace is PaymentStartGrace, or 0 (never abandoned) for a
// service without a payment provider, which never records a session.
func (s *Service) paymentStartGrace() time.Duration {
	if s.Payments == nil || s.PaymentStartGrace <= 0 {
		return 0
	}
	return s.PaymentStartGrace
}

// abandonedBefore is the creation time before which a PENDING booking
// without a payment session is abandoned: whoever was opening its payment
// page died or gave up, so it could never be paid. Zero disables the rule.
func (s *Service) abandonedBefore(now time.Time) time.Time {
	g := s.paymentStartGrace()
	if g == 0 {
		return time.Time{}
	}
	return now.Add(-g)
}

// ExpireDue ends every pending booking whose hold has run out, or that
// was abandoned before its payment page opened (see PaymentStartGrace),
// frees its seats and announces the change. Several replicas may sweep at
// once: on PostgreSQL each takes the rows the others have not locked, and the
// status condition in the update means a hold is released exactly once.
func (s *Service) ExpireDue(ctx context.Context) (int, error) {
	total := 0
	for {
		n, err := s.expireBatch(ctx)
		total += n
		if err != nil || n < sweepBatch {
			return total, err
		}
	}
}

func (s *Service) expireBatch(ctx context.Context) (int, error) {
	now := s.now()
	var ended []db.Booking
	var events []Event
	err := withRetry(ctx, func() error {
		ended, events = nil, nil
		return s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			var err error
			ended, err = db.ExpireDuePending(ctx, tx, now, s.abandonedBefore(now), sweepBatch)
			if err != nil {
				return err
			}
			if len(ended) == 0 {
				return nil
			}
			ids := make([]string, len(ended))
			shows := map[string]bool{}
			for i, b := range ended {
				ids[i] = b.ID
				shows[b.ShowID] = true
			}
			if _, err := tx.NewDelete().Model((*db.SeatClaim)(nil)).Where("booking_id IN (?)", bun.In(ids)).Exec(ctx); err != nil {
				return err
			}
			// Bump shows in a fixed order so two sweepers cannot deadlock.
			showIDs := make([]string, 0, len(shows))
			for id := range shows {
				showIDs = append(showIDs, id)
			}
			sort.Strings(showIDs)
			for _, id := range showIDs {
				v, err := bumpVersion(ctx, tx, id)
				if err != nil {
					return err
				}
				events = append(events, Event{ShowID: id, Version: v})
			}
			return nil
		})
	})
	if err != nil {
		return 0, err
	}
	s.publish(ctx, events...)
	s.expireCheckouts(ctx, ended)
	return len(ended), nil
}

// nextDue returns when the earliest pending booking is due for release.
func (s *Service) nextDue(ctx context.Context) (time.Time, bool, error) {
	return db.NextPendingDue(ctx, s.DB, s.paymentStartGrace())
}

// RunSweeper expires holds as they end until ctx is cancelled. It sleeps
// until the next hold ends (or maxSweepWait), and wakes early when a new
// booking is made on this replica.
func (s *Service) RunSweeper(ctx context.Context) {
	for {
		if _, err := s.ExpireDue(ctx); err != nil && ctx.Err() == nil {
			slog.ErrorContext(ctx, "expire holds", "err", err)
		}
		wait := maxSweepWait
		if next, ok, err := s.nextDue(ctx); err == nil && ok {
			if d := time.Until(next); d < wait {
				wait = d
			}
		}
		if wait < 10*time.Millisecond {
			wait = 10 * time.Millisecond
		}
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-s.kick:
			t.Stop()
		case <-t.C:
		}
	}
}

package booking

import (
	"context"
	"log/slog"
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

// kickFor wakes the sweeper for a new booking only when the booking falls
// due before the sweeper means to wake anyway: holds are all as long, so
// a new one almost never ends first, and each needless wake cost a sweep
// transaction and two reads per booking.
func (s *Service) kickFor(b *db.Booking) {
	due := b.HoldExpiresAt
	if g := s.paymentStartGrace(); g > 0 {
		if at := b.CreatedAt.Add(g); at.Before(due) {
			due = at
		}
	}
	if planned := s.sweepAt.Load(); planned == 0 || due.UnixNano() < planned {
		s.Kick()
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

// expireBatch releases up to sweepBatch due bookings in one transaction.
func (s *Service) expireBatch(ctx context.Context) (int, error) {
	now := s.Clock.Now()
	due := db.PendingDue(s.abandonedBefore(now), sweepBatch)
	ch, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		return endPending(ctx, tx, due, db.StatusExpired, now)
	})
	return len(ch.ended), err
}

// nextDue returns when the earliest pending booking is due for release.
func (s *Service) nextDue(ctx context.Context) (time.Time, bool, error) {
	return db.NextPendingDue(ctx, s.DB, s.paymentStartGrace())
}

// RunSweeper expires holds as they end until ctx is cancelled. It sleeps
// until the next hold ends (or maxSweepWait), and wakes early when a new
// booking on this replica falls due sooner; such a wake only plans again,
// since nothing is due yet.
func (s *Service) RunSweeper(ctx context.Context) {
	sweep := true
	for {
		if sweep {
			if _, err := s.ExpireDue(ctx); err != nil && ctx.Err() == nil {
				slog.ErrorContext(ctx, "expire holds", "err", err)
			}
			s.resumeNow(ctx)
			// What this process keeps of shows whose sales have closed
			// goes: nothing can be booked on them any more.
			s.facts.prune(s.Clock.Now())
			s.seats.Sweep(func(id string) bool { return s.facts.get(id) != nil })
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
		s.sweepAt.Store(time.Now().Add(wait).UnixNano())
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return
		case <-s.kick:
			t.Stop()
			sweep = false
		case <-t.C:
			sweep = true
		}
	}
}

// resumeEvery is how often the sweeper looks for refunds of cancelled
// shows left undone (ResumeCancellations): one indexed query when there
// are none.
const resumeEvery = 5 * time.Second

// resumeNow resumes cancellations when resumeEvery has passed since the
// sweeper last did.
func (s *Service) resumeNow(ctx context.Context) {
	now := time.Now()
	if last := s.resumedAt.Load(); last != 0 && now.Sub(time.Unix(0, last)) < resumeEvery {
		return
	}
	s.resumedAt.Store(now.UnixNano())
	if n := s.ResumeCancellations(ctx); n > 0 {
		slog.InfoContext(ctx, "refunded bookings of cancelled shows left unrefunded", "count", n)
	}
}

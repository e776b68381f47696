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
	// claim is the seats a new booking claimed, for the memo.
	claim *claimedSeats
}

// claimedSeats are seats of one show claimed by one booking, held until
// until (zero: sold); freed says the same transaction released others.
type claimedSeats struct {
	show  string
	seats []string
	until time.Time
	freed bool
}

// touch records that a show's seats changed.
func (c *seatChange) touch(showID string) { c.shows = append(c.shows, showID) }

// changeSeats is the one way a show's seats change. It runs fn in a
// transaction (rerun when the database aborts it for lock reasons), then
// bumps the seat version of every show fn touched, in sorted order so two
// transactions cannot deadlock on the show rows, and commits. Only after
// the commit does it announce the new versions and stop the payment
// sessions of the bookings fn ended. It returns what fn did in the
// transaction that committed. On SQLite fn may share its transaction with
// others' (see seatQueue): it then runs in a savepoint of its own, so it
// still commits or rolls back as a whole.
func (s *Service) changeSeats(ctx context.Context, fn seatFunc) (seatChange, error) {
	return s.changeSeatsIf(ctx, "", nil, nil, fn)
}

// seatFunc is the body of a seat-changing transaction.
type seatFunc func(ctx context.Context, tx bun.Tx) (seatChange, error)

// admitFunc decides, once a change's turn to write has come, whether it
// runs at all. inBatch names the seats of a show that changes committing
// together with this one have claimed before it (none on PostgreSQL).
type admitFunc func(inBatch func(showID string, seats []string) []string) error

// changeSeatsIf is changeSeats that first asks admit, once it is this
// change's turn to write, whether it should run at all. A change to one
// show's seats names it as showID: on PostgreSQL such changes queue per
// show (they would wait for each other on the show's row anyway, see
// seatQueue); others go alone. learned, when set, is called once the memo
// has learned what a committed change did, before the commit is announced
// and the caller is woken: the buyers waiting for a claim (see awaitClaim)
// need not wait for either. A change that did not commit teaches the memo
// nothing, and its caller learns that when changeSeatsIf returns.
func (s *Service) changeSeatsIf(ctx context.Context, showID string, admit admitFunc, learned func(), fn seatFunc) (seatChange, error) {
	var ch seatChange
	var err error
	if q := s.queueFor(showID); q != nil {
		ch, err = q.submit(ctx, &seatJob{ctx: ctx, admit: admit, learned: learned, fn: fn, done: make(chan struct{})})
	} else {
		ch, err = s.changeAlone(ctx, admit, learned, fn)
	}
	if err != nil {
		return seatChange{}, err
	}
	if !ch.sessionsClosed {
		s.expireCheckouts(ctx, ch.ended)
	}
	return ch, nil
}

// changeAlone runs one change in a transaction of its own (PostgreSQL,
// where transactions run side by side).
func (s *Service) changeAlone(ctx context.Context, admit admitFunc, learned func(), fn seatFunc) (seatChange, error) {
	if admit != nil {
		if err := admit(func(string, []string) []string { return nil }); err != nil {
			return seatChange{}, err
		}
	}
	var ch seatChange
	var events []Event
	var committing time.Time
	err := withRetry(ctx, func() error {
		return s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			var err error
			if ch, err = fn(ctx, tx); err != nil {
				return err
			}
			events, err = bumpVersions(ctx, tx, ch.shows)
			committing = time.Now()
			return err
		})
	})
	if err != nil {
		return seatChange{}, err
	}
	s.remember([]seatChange{ch}, events, committing)
	if learned != nil {
		learned()
	}
	s.publish(ctx, events...)
	return ch, nil
}

// remember tells the memo the seats that the changes committed together
// claimed, at the versions they moved their shows to. A show that any of
// them changed otherwise (a release, a sale, a claim that released ended
// holds first) may have lost seats at that version, so the memo must not
// take its earlier state for complete.
func (s *Service) remember(changes []seatChange, events []Event, committing time.Time) {
	for _, ev := range events {
		until := map[string]time.Time{}
		freed := false
		for _, ch := range changes {
			c := ch.claim
			if c != nil && c.show == ev.ShowID {
				for _, seat := range c.seats {
					until[seat] = c.until
				}
				freed = freed || c.freed
				continue
			}
			freed = freed || slices.Contains(ch.shows, ev.ShowID)
		}
		if len(until) > 0 {
			s.memo.claimed(ev.ShowID, ev.Version, committing, until, freed)
		}
	}
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

package seatengine

import (
	"context"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// Change is what one transaction did to seats: the shows whose seats it
// changed and, for a new booking, the seats it claimed.
type Change struct {
	Shows []string
	// Claim is the seats a new booking claimed, for the memo; nil for any
	// other change.
	Claim *Claim
}

// Claim is seats of one show claimed by one booking, held until Until
// (zero: sold); Freed says the same transaction released others of the
// show. Revision is the show's revision the claim was checked and priced
// at: on PostgreSQL the claim commits only while the show is still
// scheduled at it (see bumpVersions).
type Claim struct {
	Show     string
	Seats    []string
	Until    time.Time
	Freed    bool
	Revision int64
}

// Touch records that a show's seats changed.
func (c *Change) Touch(showID string) { c.Shows = append(c.Shows, showID) }

// Func is the body of a seat-changing transaction.
type Func func(ctx context.Context, tx bun.Tx) (Change, error)

// admitFunc decides, once a change's turn to write has come, whether it
// runs at all. inBatch names the seats of a show that changes committing
// together with this one have claimed before it.
type admitFunc func(inBatch func(showID string, seats []string) []string) error

// change runs fn in a transaction (rerun when the database aborts it for
// lock reasons), then bumps the seat version of every show fn touched, in
// sorted order so two transactions cannot deadlock on the show rows, and
// commits; only then does it announce the new versions. On SQLite fn may
// share its transaction with others' (see queue): it then runs in a
// savepoint of its own, so it still commits or rolls back as a whole.
//
// admit, when set, is asked once it is this change's turn to write
// whether it should run at all. A change to one show's seats names it as
// showID: on PostgreSQL such changes queue per show (they would wait for
// each other on the show's row anyway, see queue); others go alone.
// learned, when set, is called once the memo has learned what a committed
// change did, before the commit is announced and the caller is woken: the
// buyers waiting for a claim (see await) need not wait for either. A
// change that did not commit teaches the memo nothing, and its caller
// learns that when change returns.
func (e *Engine) change(ctx context.Context, showID string, admit admitFunc, learned func(), fn Func) (Change, error) {
	if q := e.queueFor(showID); q != nil {
		return q.submit(ctx, &job{ctx: ctx, admit: admit, learned: learned, fn: fn, done: make(chan struct{})})
	}
	return e.changeAlone(ctx, admit, learned, fn)
}

// changeAlone runs one change in a transaction of its own (PostgreSQL,
// where transactions run side by side).
func (e *Engine) changeAlone(ctx context.Context, admit admitFunc, learned func(), fn Func) (Change, error) {
	if admit != nil {
		if err := admit(func(string, []string) []string { return nil }); err != nil {
			return Change{}, err
		}
	}
	var ch Change
	var events []Event
	var committing time.Time
	err := withRetry(ctx, func() error {
		return e.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			var err error
			if ch, err = fn(ctx, tx); err != nil {
				return err
			}
			events, err = e.bumpVersions(ctx, tx, ch.Shows, []Change{ch})
			committing = time.Now()
			return err
		})
	})
	if err != nil {
		return Change{}, err
	}
	e.remember([]Change{ch}, events, committing)
	if learned != nil {
		learned()
	}
	e.host.Announce(ctx, events...)
	return ch, nil
}

// remember tells the memo the seats that the changes committed together
// claimed, at the versions they moved their shows to. A show that any of
// them changed otherwise (a release, a sale, a claim that released ended
// holds first) may have lost seats at that version, so the memo must not
// take its earlier state for complete.
func (e *Engine) remember(changes []Change, events []Event, committing time.Time) {
	for _, ev := range events {
		until := map[string]time.Time{}
		freed := false
		for _, ch := range changes {
			c := ch.Claim
			if c != nil && c.Show == ev.ShowID {
				for _, seat := range c.Seats {
					until[seat] = c.Until
				}
				freed = freed || c.Freed
				continue
			}
			freed = freed || slices.Contains(ch.Shows, ev.ShowID)
		}
		if len(until) > 0 {
			e.memo.claimed(ev.ShowID, ev.Version, committing, until, freed)
		}
	}
}

// bumpVersions increments the seat version of each show once, in sorted
// order, and returns the events announcing the new versions.
//
// Where changes do not share one writer (PostgreSQL), a show whose seats
// the changes claimed is bumped only while it is still scheduled at the
// revision the claims were checked at (db.BumpSeatVersionIfOnSale): a
// claim checks the show's state in its transaction, but a cancellation,
// move or repricing may commit between that check and this statement,
// and the bump, which waits for the show's row, is where the claim learns
// of it and rolls back with db.ErrShowChanged. On SQLite the claim's own
// check is final, as its transaction holds the only write lock; a batch
// there may also hold a change of the show that comes after the claim,
// which a guarded bump would take for one the claim missed.
func (e *Engine) bumpVersions(ctx context.Context, tx bun.Tx, shows []string, changes []Change) ([]Event, error) {
	ids := slices.Clone(shows)
	slices.Sort(ids)
	ids = slices.Compact(ids)
	guards := map[string]int64{}
	if e.queue == nil {
		for _, ch := range changes {
			c := ch.Claim
			if c == nil {
				continue
			}
			if rev, ok := guards[c.Show]; ok && rev != c.Revision {
				// Claims of one show checked at two revisions: the show
				// changed while the batch ran, so the earlier ones are stale.
				return nil, db.ErrShowChanged
			}
			guards[c.Show] = c.Revision
		}
	}
	events := make([]Event, 0, len(ids))
	for _, id := range ids {
		var v int64
		var err error
		if rev, guarded := guards[id]; guarded {
			v, err = db.BumpSeatVersionIfOnSale(ctx, tx, id, rev)
		} else {
			v, err = db.BumpSeatVersion(ctx, tx, id)
		}
		if err != nil {
			return nil, err
		}
		events = append(events, Event{ShowID: id, Version: v})
	}
	if e.recordEvents.Load() {
		now := e.host.Now()
		for i, ev := range events {
			var seats string
			var err error
			if held, sold, ok := claimsOnly(changes, ev.ShowID); ok {
				// The transaction did nothing to the show but claim
				// these seats: the outbox carries them as a delta, and
				// the seat map is not read.
				seats, err = db.RecordSeatDelta(ctx, tx, ev.ShowID, ev.Version, held, sold, now)
			} else {
				// After every bump, so the show's row is read at the
				// version this transaction moved it to.
				e.eventReads.Add(1)
				seats, err = db.RecordSeatEvent(ctx, tx, ev.ShowID, now)
			}
			if err != nil {
				return nil, err
			}
			events[i].Seats = seats
		}
	}
	return events, nil
}

// claimsOnly reports whether all that changes did to the show was claim
// seats for new bookings, freeing none, and returns the seats held (with
// when each hold ends) and sold. Any other change of the show (a
// release, a sale, a claim that ended stale holds first, a show change)
// needs the show's whole seat map.
func claimsOnly(changes []Change, showID string) (held map[string]time.Time, sold []string, ok bool) {
	held = map[string]time.Time{}
	for _, ch := range changes {
		c := ch.Claim
		if c != nil && c.Show == showID {
			if c.Freed {
				return nil, nil, false
			}
			for _, seat := range c.Seats {
				if c.Until.IsZero() {
					sold = append(sold, seat)
				} else {
					held[seat] = c.Until
				}
			}
			continue
		}
		if slices.Contains(ch.Shows, showID) {
			return nil, nil, false
		}
	}
	return held, sold, len(held)+len(sold) > 0
}

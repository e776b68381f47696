package live

import (
	"context"
	"time"

	"marquee/internal/domain/booking"
)

// A Bus carries the announcements of committed seat changes between
// replicas, so a change made on one reaches the subscribers of every
// other: PostgreSQL's LISTEN/NOTIFY is one (internal/adapters/pgnotify).
// With SQLite there is one process and no bus. A bus may lose an
// announcement (a replica dies between COMMIT and sending it); the
// broker's version re-check heals that (Options.Recheck).
type Bus interface {
	// Announce sends a committed change to the other replicas. It must
	// never block on them or on the network: Publish calls it.
	Announce(ev booking.Event)
	// Listen tells r of the other replicas' changes until ctx ends, and
	// to re-read everything whenever some may have been missed (each
	// time it (re)connects).
	Listen(ctx context.Context, r Receiver)
	// Close sends what is queued, for a bounded time, and stops.
	Close()
}

// A Receiver takes what a Bus hears; the Broker is one.
type Receiver interface {
	// Heard is a change another replica announced.
	Heard(showID string, version int64)
	// Resync re-reads every watched show: announcements may have been
	// missed.
	Resync()
}

var _ Receiver = (*Broker)(nil)

// A SeatBus is a Bus whose messages carry each change's seat map
// (internal/adapters/natsbus over NATS JetStream). The broker tells it
// which shows have subscribers here, so it receives only those, and does
// not read a committed change of its own: the change comes back through
// the bus with its seat map, like everyone else's.
type SeatBus interface {
	Bus
	// Watch is called when a show gains its first subscriber here, and
	// Unwatch when it loses its last one. Both are called with the
	// broker's lock held, in order, and must not block.
	Watch(showID string)
	Unwatch(showID string)
}

// A SeatReceiver is a Receiver that also takes a change with its seat
// map; the Broker is one.
type SeatReceiver interface {
	Receiver
	// HeardSeats is a change with the show's seats at its version.
	HeardSeats(sn booking.Snapshot)
}

var _ SeatReceiver = (*Broker)(nil)

// HeardSeats implements SeatReceiver: the next version of a show whose
// latest snapshot is here, with no read under way, goes to its
// subscribers as it is, without reading the database. A version after a
// gap is held for up to Options.GapWait, since messages from different
// replicas' relays may arrive out of order: when the missing versions
// arrive within that time, all go out in order without a read; when the
// window passes with the gap still open (a version really was lost), the
// show is read once and resynced. Anything else (a version arriving while
// a read is in flight, or before the first snapshot) is heard like Heard;
// versions already delivered are dropped.
func (b *Broker) HeardSeats(sn booking.Snapshot) {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	st := b.shows[sn.ShowID]
	if st == nil {
		b.mu.Unlock()
		return // nobody watches this show here
	}
	st.mu.Lock()
	b.mu.Unlock()
	base := st.base()
	switch {
	case base != nil && sn.Version <= base.Version:
		st.mu.Unlock() // delivered already (a redelivery or an overtaken read)
		return
	case base != nil && sn.Version == base.Version+1 && !st.reading:
		b.takeSeatsLocked(st, b.mapAt(base, sn))
		b.drainGapLocked(st)
		st.mu.Unlock()
		return
	case base != nil && !st.reading && b.opts.GapWait > 0:
		// A gap: wait a little for the versions before this one.
		b.holdGapLocked(st, sn)
		st.mu.Unlock()
		return
	}
	st.mu.Unlock()
	b.announce(sn.ShowID, sn.Version)
}

// base is the newest seat map this show has delivered or holds for the
// end of its Coalesce window; st.mu is held.
func (st *show) base() *SeatMap {
	if st.held != nil {
		return st.held
	}
	return st.latest
}

// mapAt is the seat map sn carries at base.Version+1: sn's own, or base
// with sn's delta applied.
func (b *Broker) mapAt(base *SeatMap, sn booking.Snapshot) *SeatMap {
	if sn.Delta {
		b.busDeltas.Add(1)
		return base.withDelta(sn, b.clock())
	}
	return seatMapOf(sn)
}

// takeSeatsLocked delivers the next version a SeatBus carried, or holds
// it for the end of the show's Coalesce window; st.mu is held.
func (b *Broker) takeSeatsLocked(st *show, sm *SeatMap) {
	now := b.now()
	st.want = max(st.want, sm.Version)
	if st.announced.IsZero() {
		st.announced = now
	}
	b.busSeats.Add(1)
	if wait := b.opts.Coalesce - now.Sub(st.busOffer); b.opts.Coalesce > 0 && wait > 0 {
		// A show that keeps changing gets at most one seat map per
		// Coalesce, as with reads: the newest waits for the window's
		// end, and the ones it replaces are never encoded or sent.
		if st.held == nil {
			// After Close it finds no subscribers and does nothing.
			time.AfterFunc(wait, func() { b.releaseHeld(st) })
		}
		st.held = sm
		return
	}
	st.busOffer = now
	b.offerLocked(st, sm, now)
}

// holdGapLocked keeps sn, a version after a gap, until the versions
// before it arrive or the show's gap window ends; st.mu is held.
func (b *Broker) holdGapLocked(st *show, sn booking.Snapshot) {
	if st.gap == nil {
		st.gap = map[int64]booking.Snapshot{}
	}
	st.gap[sn.Version] = sn
	if st.gapOpen {
		return // the window already runs, from the first gap
	}
	st.gapOpen = true
	st.gapGen++
	gen := st.gapGen
	b.gapsHeld.Add(1)
	wait := b.gapAfter(b.opts.GapWait)
	go func() {
		select {
		case <-wait:
		case <-b.ctx.Done():
			return
		}
		b.gapExpired(st, gen)
	}()
}

// drainGapLocked delivers the held versions that now follow on, and
// closes the gap window once none is left waiting; st.mu is held.
func (b *Broker) drainGapLocked(st *show) {
	for len(st.gap) > 0 {
		base := st.base()
		for v := range st.gap {
			if base != nil && v <= base.Version {
				delete(st.gap, v) // overtaken by a read
			}
		}
		if base == nil {
			break
		}
		next, ok := st.gap[base.Version+1]
		if !ok {
			break
		}
		delete(st.gap, next.Version)
		b.takeSeatsLocked(st, b.mapAt(base, next))
	}
	if len(st.gap) == 0 && st.gapOpen {
		st.gapOpen = false
		st.gapGen++ // the window's goroutine finds it stale
		b.gapsFilled.Add(1)
	}
}

// gapExpired ends a gap window: what the versions that arrived meanwhile
// could fill was delivered already, so a version still held means one
// before it was lost, and the show is read once up to the newest held.
func (b *Broker) gapExpired(st *show, gen int64) {
	st.mu.Lock()
	if st.gapGen != gen || !st.gapOpen {
		st.mu.Unlock()
		return
	}
	// A read may have delivered the missing versions meanwhile: what
	// follows on from it goes out now, without another read.
	b.drainGapLocked(st)
	if !st.gapOpen {
		st.mu.Unlock()
		return
	}
	st.gapOpen = false
	st.gapGen++
	var newest int64
	for v := range st.gap {
		newest = max(newest, v)
	}
	st.gap = nil
	st.mu.Unlock()
	if newest > 0 {
		b.gapReads.Add(1)
		b.announce(st.id, newest)
	}
}

// releaseHeld delivers the seat map HeardSeats held back for the end of
// its Coalesce window.
func (b *Broker) releaseHeld(st *show) {
	st.mu.Lock()
	defer st.mu.Unlock()
	sm := st.held
	st.held = nil
	if sm == nil || b.ctx.Err() != nil || len(st.subs) == 0 {
		return
	}
	now := b.now()
	st.busOffer = now
	b.offerLocked(st, sm, now)
}

// Heard implements Receiver: subscribers of the show get a snapshot at
// least as new as version.
func (b *Broker) Heard(showID string, version int64) { b.announce(showID, version) }

// Resync implements Receiver.
func (b *Broker) Resync() { b.resyncAll() }

// Run listens to the other replicas through Options.Bus until ctx ends or
// the broker closes; without a bus it returns at once.
func (b *Broker) Run(ctx context.Context) {
	if b.opts.Bus == nil {
		return
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(b.ctx, cancel)
	defer stop()
	b.opts.Bus.Listen(ctx, b)
}

package live

import (
	"context"

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

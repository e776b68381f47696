package seatengine

import (
	"context"
	"errors"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// Event announces that a show's seats changed; Version is the show's seat
// version after the change. Events are published after commit only.
type Event struct {
	ShowID  string
	Version int64
	// Seats is the show's seat map at Version as the seat-event outbox
	// recorded it (db.SeatEventPayload in JSON), when it records events
	// (RecordEvents); empty otherwise. The bus that relays the outbox can
	// publish it at once, without reading the row back.
	Seats string
}

// Seen is what a booking request saw of its show: the seat version it
// read (NoVersion when it has read none yet), and when (monotonic) it
// began.
type Seen struct {
	Version int64
	Began   time.Time
}

// NoVersion is Seen.Version for a request that has not read its show.
const NoVersion = -1

// Taken is a claim refused because seats of it are taken: by the memo
// before it wrote (FromMemory), or, when a claim's Func returns it, by
// the database. Seats are in the order requested.
type Taken struct {
	Seats      []string
	FromMemory bool
}

func (t *Taken) Error() string { return "seats taken: " + strings.Join(t.Seats, ", ") }

// Host is what the engine asks, at each use, of the service it changes
// seats for.
type Host interface {
	// Now is the business clock: holds end by it.
	Now() time.Time
	// Announce is told of the new seat versions of each committed change,
	// after the commit.
	Announce(ctx context.Context, evs ...Event)
}

// Engine changes seats and remembers what it saw of them. Build it with
// New.
type Engine struct {
	db   bun.IDB
	host Host
	// memo remembers seats seen taken, to refuse losers without a write.
	memo memo
	// shows and versions share reads of a show, and of its seat version
	// alone, among concurrent booking requests.
	shows    sharedReads[*db.Show]
	versions sharedReads[int64]
	// queue writes this process's seat changes on SQLite (see queue); nil
	// on PostgreSQL, where claims queue per show in showQueues and other
	// changes have transactions of their own.
	queue      *queue
	queueMu    sync.Mutex
	showQueues map[string]*queue
	// recordEvents writes each committed change's seat map to the
	// seat-event outbox in its transaction (RecordEvents).
	recordEvents atomic.Bool
	// eventReads counts the seat maps read for the outbox: a change that
	// only claimed seats records a delta without one (see bumpVersions).
	eventReads atomic.Int64
}

// RecordEvents makes every seat change from now on also write the show's
// new seat map to the seat-event outbox (db.RecordSeatEvent) in its
// transaction, for a bus that relays it to the other replicas
// (EVENT_BUS_URL): the announcement then survives a replica that dies
// right after its commit.
func (e *Engine) RecordEvents() { e.recordEvents.Store(true) }

// EventReads is how many seat maps the engine has read for the
// seat-event outbox: one per recorded change that was not only a claim.
func (e *Engine) EventReads() int64 { return e.eventReads.Load() }

// New returns an engine writing to idb for host.
func New(idb bun.IDB, host Host) *Engine {
	e := &Engine{db: idb, host: host}
	if db.OneWriter(idb) {
		e.queue = &queue{e: e}
	}
	e.shows.fetch = func(ctx context.Context, id string) (*db.Show, error) { return db.ShowByID(ctx, idb, id) }
	e.versions.fetch = func(ctx context.Context, id string) (int64, error) { return db.ShowSeatVersion(ctx, idb, id) }
	return e
}

// Change is the one way a show's seats change: fn runs in a transaction
// that also bumps the seat version of every show fn touched, and the new
// versions are announced after the commit. It returns what fn did in the
// transaction that committed.
func (e *Engine) Change(ctx context.Context, fn Func) (Change, error) {
	return e.change(ctx, "", nil, nil, fn)
}

// Claim is Change for fn claiming seats of one show for one new booking,
// by a request that saw what seen says. It queues per show. While it is
// under way, buyers of any of its seats wait for its outcome (see Refuse)
// instead of queueing behind it. Once it is its turn to write, it is
// refused with a *Taken error, FromMemory, if the memo knows one of its
// seats taken during the request, or a change committing with it claimed
// one. fn reports seats the database refused by returning a *Taken; the
// memo then reads the show's seats, so the buyers behind this one are
// refused from memory.
func (e *Engine) Claim(ctx context.Context, showID string, seats []string, seen Seen, fn Func) (Change, error) {
	admit := func(inBatch func(showID string, seats []string) []string) error {
		taken := e.memo.refusal(showID, seats, seen.Version, seen.Began, e.host.Now())
		if len(taken) == 0 {
			taken = inBatch(showID, seats)
		}
		if len(taken) > 0 {
			return &Taken{Seats: taken, FromMemory: true}
		}
		return nil
	}
	inFlight := e.memo.startClaim(showID, seats)
	ended := func() { e.memo.endClaim(showID, inFlight) }
	defer ended() // a claim that did not commit ends here
	ch, err := e.change(ctx, showID, admit, ended, fn)
	var taken *Taken
	if errors.As(err, &taken) && !taken.FromMemory {
		e.learnSeats(ctx, showID, seen.Version, taken.Seats)
	}
	return ch, err
}

// Refuse names the requested seats of a show that are known to have been
// taken during a request that saw what seen says, in the order requested;
// none means the database must decide. It never writes. A request with a
// claim of this process in flight for any of the seats waits for that
// claim's outcome first: it decides the request as well as a transaction
// of its own would. A request that has read no version yet, when the
// memo may refuse it, reads the show's seat version alone, sharing the
// read with the requests waiting for one.
func (e *Engine) Refuse(ctx context.Context, showID string, seats []string, seen Seen) []string {
	now := e.host.Now()
	if taken := e.memo.refusal(showID, seats, seen.Version, seen.Began, now); len(taken) > 0 {
		return taken
	}
	if seen.Version != NoVersion {
		if !e.await(ctx, showID, seats) {
			return nil
		}
		return e.memo.refusal(showID, seats, seen.Version, seen.Began, e.host.Now())
	}
	if !e.memo.mayRefuse(showID, seats, now) {
		if !e.await(ctx, showID, seats) {
			return nil
		}
		now = e.host.Now()
		if taken := e.memo.refusal(showID, seats, NoVersion, seen.Began, now); len(taken) > 0 {
			return taken
		}
		if !e.memo.mayRefuse(showID, seats, now) {
			return nil
		}
	}
	v, read, err := e.versions.read(ctx, showID, seen.Began)
	if err != nil {
		return nil
	}
	e.memo.confirm(showID, v, read)
	return e.memo.refusal(showID, seats, v, seen.Began, now)
}

// await waits for this process's claim in flight of any of the seats, if
// there is one, and reports whether it waited. Its outcome, which the memo
// learns before the claim ends, decides the waiting request as well as a
// transaction of its own would: a hot seat's buyers wait for the winner's
// commit instead of queueing behind it, each with a booking of their own
// to insert. Only a request with no claim of its own in flight waits, so
// no two requests wait for each other.
func (e *Engine) await(ctx context.Context, showID string, seats []string) bool {
	done := e.memo.claimOn(showID, seats)
	if done == nil {
		return false
	}
	select {
	case <-done:
		return true
	case <-ctx.Done():
		return false
	}
}

// Show reads a show (db.ShowByID) for a request that began at began,
// sharing the read with the requests for it since (see sharedReads); a
// zero began takes any read under way, however old. The memo learns the
// seat version the read found. The show is a copy of its own.
func (e *Engine) Show(ctx context.Context, showID string, began time.Time) (*db.Show, error) {
	shared, read, err := e.shows.read(ctx, showID, began)
	if err != nil {
		return nil, err
	}
	e.memo.confirm(shared.ID, shared.SeatVersion, read)
	show := new(db.Show)
	*show = *shared
	return show, nil
}

// Snapshot reads a show's seats and version in one statement, so the two
// always agree, and teaches the memo the show's complete seat state. The
// seats are in no particular order.
func (e *Engine) Snapshot(ctx context.Context, showID string) (db.ShowSeats, error) {
	began := time.Now()
	ss, err := db.ShowSeatsAt(ctx, e.db, showID, e.host.Now())
	if err != nil {
		return db.ShowSeats{}, err
	}
	e.memo.snapshot(showID, ss.Version, began, ss.HeldUntil, ss.Sold)
	return ss, nil
}

// learnSeats reads the show's seats after the database refused a claim
// the memo let through, unless the memo has learned those seats taken in
// a state as new as the one the request saw meanwhile, so the buyers
// behind this one are refused from memory. One read per show runs at a
// time; the others carry on without waiting for it.
func (e *Engine) learnSeats(ctx context.Context, showID string, version int64, taken []string) {
	if e.memo.knows(showID, version, taken) || !e.memo.startRefresh(showID) {
		return
	}
	defer e.memo.finishRefresh(showID)
	_, _ = e.Snapshot(context.WithoutCancel(ctx), showID)
}

// Sweep forgets what the engine keeps of the shows keep does not name
// (their memo, shared reads, idle write queues), but for those with a
// claim or snapshot read in flight. The caller keeps the shows that can
// still be booked.
func (e *Engine) Sweep(keep func(showID string) bool) {
	e.memo.sweep(keep)
	e.shows.forget(keep)
	e.versions.forget(keep)
	e.dropIdleQueues()
}

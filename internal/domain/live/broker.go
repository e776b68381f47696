package live

import (
	"context"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"marquee/internal/domain/booking"
	"marquee/internal/domain/programme"
	"marquee/internal/platform/apperr"
)

// SeatMap is one show's seats at one seat version. A delivered SeatMap is
// shared by every subscriber it goes to and must not be modified; its
// encodings for the wire are shared the same way (Encoded).
type SeatMap struct {
	ShowID        string
	Version       int64
	OccupiedSeats []string
	HeldSeats     []string
	SoldSeats     []string
	// Status and ShowRevision are the show's own, read with its seats: a
	// cancellation, a move or new prices reach open pages with the seat
	// version they bump.
	Status       string
	ShowRevision int64

	// heldUntil is when each held seat's hold ends, where known: a delta
	// applied to this map drops the holds that have ended (see withDelta).
	heldUntil map[string]time.Time
	enc       encodings
}

func seatMapOf(sn booking.Snapshot) *SeatMap {
	return &SeatMap{ShowID: sn.ShowID, Version: sn.Version, OccupiedSeats: sn.Occupied(), HeldSeats: sn.Held, SoldSeats: sn.Sold,
		Status: sn.Status, ShowRevision: sn.Revision, heldUntil: sn.HeldUntil}
}

// withDelta is the seat map at d.Version: sm (at d.Version-1) with the
// seats the delta d claimed, less the holds that ended by now, which free
// their seats without a new version (a read at now would not see them
// either). sm is not changed.
func (sm *SeatMap) withDelta(d booking.Snapshot, now time.Time) *SeatMap {
	until := make(map[string]time.Time, len(sm.heldUntil)+len(d.HeldUntil))
	held := make([]string, 0, len(sm.HeldSeats)+len(d.Held))
	sold := make([]string, 0, len(sm.SoldSeats)+len(d.Sold))
	gone := make(map[string]bool, len(d.Sold))
	for _, seat := range d.Sold {
		gone[seat] = true
	}
	keep := func(seat string, t time.Time, known bool) {
		if gone[seat] || (known && !t.After(now)) {
			return
		}
		held = append(held, seat)
		if known {
			until[seat] = t
		}
	}
	for _, seat := range sm.HeldSeats {
		t, known := sm.heldUntil[seat]
		keep(seat, t, known)
	}
	for _, seat := range d.Held {
		t, known := d.HeldUntil[seat]
		keep(seat, t, known)
	}
	sold = append(append(sold, sm.SoldSeats...), d.Sold...)
	booking.SortSeats(held)
	booking.SortSeats(sold)
	sn := booking.Snapshot{ShowID: sm.ShowID, Version: d.Version, Held: held, Sold: sold, Status: sm.Status,
		Revision: sm.ShowRevision, HeldUntil: until}
	return seatMapOf(sn)
}

// SnapshotFunc reads a show's current seats and version in one statement
// (booking.Service.SeatSnapshot).
type SnapshotFunc func(ctx context.Context, showID string) (booking.Snapshot, error)

// VersionsFunc reads the current seat versions of many shows at once
// (db.SeatVersions); a show that does not exist is left out.
type VersionsFunc func(ctx context.Context, showIDs []string) (map[string]int64, error)

// Options configure a Broker. Only Snapshot is required.
type Options struct {
	Snapshot SnapshotFunc
	// Bus carries announcements to and from the other replicas
	// (PostgreSQL's LISTEN/NOTIFY); nil on SQLite, or for a single
	// process. The broker listens through it in Run and closes it in
	// Close.
	Bus Bus
	// MaxLag drops a subscriber whose newest snapshot has waited unread
	// this long while another one arrived (default 30s). Websocket
	// subscribers are normally cut earlier by the transport's write timeout.
	MaxLag time.Duration
	// MaxReads bounds concurrent snapshot reads, for new subscribers and
	// after changes alike, so no burst of subscribes or changes over many
	// shows can take the whole connection pool (default 4).
	MaxReads int
	// Coalesce spaces out the reads of a show that keeps changing (a rush
	// on a new release): a read for a change starts no sooner than
	// Coalesce after the show's last one began, and covers every change
	// that arrived meanwhile, so subscribers get at most one seat map per
	// Coalesce however fast seats sell (default 20ms; negative: no
	// spacing). A change after a quieter spell is read and sent at once.
	Coalesce time.Duration
	// Metrics observes each new version's fan-out (metrics.Live has the
	// method); nil observes nothing.
	Metrics interface{ FanoutDuration(time.Duration) }
	// Versions, when set, makes the broker re-check the seat versions of
	// every show it has subscribers for, in one query, each Recheck
	// (default 5s; negative: never), and re-read any show whose version
	// moved past what it announced. A committed change whose
	// announcement was lost (the replica that made it died between COMMIT
	// and NOTIFY, its NOTIFY failed three times, or a writer published
	// nothing) then reaches subscribers within about Recheck, instead of
	// staying unseen until the show's next change. There is no query
	// while nobody subscribes, and once the last subscriber has gone the
	// loop sleeps without a timer until the next one comes.
	Versions VersionsFunc
	Recheck  time.Duration
	// GapWait is how long a version a SeatBus carried past a gap (v+2
	// while v is the newest here) waits for the versions before it
	// (default 150ms; negative: read at once). Replicas' relays publish
	// independently, so their messages may arrive out of order: the
	// missing version usually comes within milliseconds, and then the
	// show is not read at all. When the window passes with the gap still
	// open, the show is read once.
	GapWait time.Duration
	// Clock is the business clock holds end by (booking.Service.Clock;
	// default time.Now): a seat map kept from a delta drops the holds
	// that have ended by it.
	Clock  func() time.Time
	Logger *slog.Logger
}

// Stats are counters for tests, benchmarks and operators.
type Stats struct {
	Subscribers int   // current subscriptions
	Shows       int   // shows with subscribers or a read in flight
	ChangeReads int64 // snapshot reads triggered by changes or resyncs
	FirstReads  int64 // snapshot reads for new subscribers only
	Delivered   int64 // snapshots put into subscriber mailboxes (or sinks)
	Coalesced   int64 // unread (or unsent) snapshots replaced by a newer one
	Dropped     int64 // subscribers cut off for lagging
	Rechecks    int64 // version re-check queries run (Options.Versions)
	// Healed counts shows a re-check found at a version no announcement
	// (Publish, the Bus) had reached: lost notifications, plus the rare
	// one the re-check merely overtook.
	Healed int64
	// BusSeats counts versions delivered from a seat map a SeatBus
	// carried, without reading the database; BusDeltas those of them
	// the bus carried as a delta applied to the previous map.
	BusSeats, BusDeltas int64
	// GapsHeld counts gap windows opened (a SeatBus version arrived past
	// a missing one), GapsFilled those the missing versions closed in
	// time, without a read, and GapReads those that ended in a read.
	GapsHeld, GapsFilled, GapReads int64
}

// Broker fans seat snapshots out to subscribers. It implements
// booking.Publisher.
type Broker struct {
	opts Options
	log  *slog.Logger
	ctx  context.Context // ends at Close; bounds reads
	stop context.CancelFunc
	sem  chan struct{}
	wg   sync.WaitGroup // refreshes in flight

	mu     sync.Mutex
	closed bool
	shows  map[string]*show

	// wake tells the re-check loop that a show gained its first
	// subscriber; it holds one signal so none is lost.
	wake  chan struct{}
	now   func() time.Time                     // tests move time forward
	after func(time.Duration) <-chan time.Time // tests decide when a wait is over
	// gapAfter times the gap windows (GapWait); tests end them themselves.
	gapAfter func(time.Duration) <-chan time.Time
	// clock is Options.Clock.
	clock func() time.Time

	// ahead are the shows the last re-check found past what was
	// delivered, with a SeatBus (see confirmAhead).
	ahead map[string]int64

	changeReads, firstReads       atomic.Int64
	delivered, coalesced, dropped atomic.Int64
	rechecks, healed              atomic.Int64
	busSeats, busDeltas           atomic.Int64

	gapsHeld, gapsFilled, gapReads atomic.Int64
}

var _ booking.Publisher = (*Broker)(nil)

// show is the subscriber set of one show. Its mutex orders every delivery
// with every (un)subscription, so a mailbox is never written after it is
// closed and versions reach each subscriber in increasing order.
type show struct {
	id      string
	mu      sync.Mutex
	subs    map[*subscriber]struct{}
	latest  *SeatMap // newest snapshot delivered
	reading bool     // a refresh goroutine owns the next read
	dirty   bool     // a change arrived during that read: read again
	changed bool     // the next read is for a change, not only for new subscribers
	// want is the highest version announced; readFor is what it was when
	// the read in flight started, which that read is sure to cover.
	want, readFor int64
	// changeRead is when the last read for a change started (Coalesce);
	// announced when the oldest change not yet delivered was announced.
	changeRead, announced time.Time
	// busOffer is when a seat map a SeatBus carried was last delivered,
	// and held the newest one waiting for the end of its Coalesce window
	// (see HeardSeats).
	busOffer time.Time
	held     *SeatMap
	// gap holds versions a SeatBus carried past a missing one, by
	// version, while the gap window (GapWait) is open; gapGen tells a
	// window's timer whether it is still the current one.
	gap     map[int64]booking.Snapshot
	gapOpen bool
	gapGen  int64
}

type subscriber struct {
	ch     chan *SeatMap // one slot: the newest snapshot not yet taken
	sink   Sink          // when set, snapshots go here instead of ch
	sent   int64         // version last put into ch
	since  time.Time     // when the snapshot now in ch was put there
	closed bool
	// ready is closed once the first snapshot is in ch, or err says why
	// there will be none; Subscribe waits for it.
	ready     chan struct{}
	readyDone bool
	err       error
}

// settle releases the Subscribe waiting for sub's first snapshot; err is
// what it returns (nil when a snapshot was delivered). Call it under the
// show's lock.
func (sub *subscriber) settle(err error) {
	if sub.readyDone {
		return
	}
	sub.readyDone, sub.err = true, err
	close(sub.ready)
}

// endLocked closes sub's mailbox and removes it from the show; a
// Subscribe still waiting for its first snapshot returns err.
func (st *show) endLocked(sub *subscriber, err error) {
	if sub.closed {
		return
	}
	sub.closed = true
	close(sub.ch)
	delete(st.subs, sub)
	sub.settle(err)
	if sub.sink != nil {
		sub.sink.Ended()
	}
}

// errShuttingDown answers subscriptions that arrive while the server
// stops; the client reconnects, to another replica if there is one.
var errShuttingDown = apperr.New(apperr.Internal, "The server is restarting. Please try again.")

// New returns a broker; call Run to listen across replicas and Close to
// stop it.
func New(opts Options) *Broker {
	if opts.Snapshot == nil {
		panic("live: Options.Snapshot is required")
	}
	if opts.MaxLag <= 0 {
		opts.MaxLag = 30 * time.Second
	}
	if opts.MaxReads <= 0 {
		opts.MaxReads = 4
	}
	if opts.Recheck == 0 {
		opts.Recheck = 5 * time.Second
	}
	if opts.Coalesce == 0 {
		opts.Coalesce = 20 * time.Millisecond
	}
	if opts.GapWait == 0 {
		opts.GapWait = 150 * time.Millisecond
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	ctx, stop := context.WithCancel(context.Background())
	b := &Broker{
		opts: opts, log: log, ctx: ctx, stop: stop,
		sem:   make(chan struct{}, opts.MaxReads),
		shows: map[string]*show{},
		wake:  make(chan struct{}, 1),
		now:   time.Now,
		after: time.After,
	}
	b.gapAfter = time.After
	b.clock = opts.Clock
	if b.clock == nil {
		b.clock = time.Now
	}
	if opts.Versions != nil && opts.Recheck > 0 {
		b.wg.Add(1)
		go b.recheckLoop()
	}
	return b
}

// Publish announces a committed change. It never blocks on the database
// or on subscribers: the local fan-out and the bus's announcement to the
// other replicas run on their own goroutines.
//
// With a SeatBus the change is not read here either: it comes back
// through the bus with its seat map (see SeatBus), and the bus hears it
// locally itself when it cannot carry it.
func (b *Broker) Publish(_ context.Context, ev booking.Event) {
	if _, carries := b.opts.Bus.(SeatBus); !carries {
		b.announce(ev.ShowID, ev.Version)
	}
	if b.opts.Bus != nil {
		b.opts.Bus.Announce(ev)
	}
}

// Subscribe returns a mailbox of seat maps for a show: its current
// snapshot first, then one after every change, versions strictly
// increasing. A reader that falls behind gets only the newest snapshot.
// The channel is closed when ctx ends, when the subscriber lags more than
// MaxLag, or when the broker closes.
//
// With a sink (nil: none) the seat maps go to the sink instead, and the
// subscription then ends when the sink's cancel function is called rather
// than with ctx (see Sink).
//
// The first snapshot comes from the show's shared refresh, never from a
// read of the subscriber's own: a subscriber arriving while a read is in
// flight takes that read's result, and every read waits for one of the
// MaxReads places. Each subscribe used to read for itself, straight from
// the pool: a flood of subscribes (30,000 from three anonymous sockets in
// a review) queued that many reads on SQLite's 8 or PostgreSQL's 20
// connections, and database/sql hands a freed connection to a random
// waiter, so the /healthz ping waited behind them past its 2 s budget and
// reported the database down while it was only busy.
func (b *Broker) Subscribe(ctx context.Context, rawShowID string, sink Sink) (<-chan *SeatMap, error) {
	id, err := programme.ParseShowID(rawShowID)
	if err != nil {
		return nil, err
	}
	// A new show is at version 0, so sent starts below it.
	sub := &subscriber{ch: make(chan *SeatMap, 1), sink: sink, sent: -1, ready: make(chan struct{})}
	// Registered before any read starts for it, so a change committed
	// after that read is never missed: its event finds this subscriber.
	st, err := b.register(id, sub)
	if err != nil {
		return nil, err
	}
	select {
	case <-sub.ready:
	case <-ctx.Done():
		// The subscriber left while we were reading: not an error worth
		// reporting, just an empty subscription.
		b.unregister(st, sub)
		return sub.ch, nil
	}
	if sub.err != nil {
		b.unregister(st, sub)
		return nil, sub.err
	}
	if sub.sink != nil {
		// unregister is safe to call more than once.
		sub.sink.Attached(func() { b.unregister(st, sub) })
		return sub.ch, nil
	}
	context.AfterFunc(ctx, func() { b.unregister(st, sub) })
	return sub.ch, nil
}

func (b *Broker) register(id string, sub *subscriber) (*show, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil, errShuttingDown
	}
	st := b.shows[id]
	if st == nil {
		st = &show{id: id, subs: map[*subscriber]struct{}{}}
		b.shows[id] = st
		// Before the first read starts, so no change after it is missed.
		if sb, ok := b.opts.Bus.(SeatBus); ok {
			sb.Watch(id)
		}
		select {
		case b.wake <- struct{}{}:
		default: // a wake-up is already pending
		}
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	st.subs[sub] = struct{}{}
	// A read already in flight serves the newcomer too: any change it
	// misses was announced after it started, and so reads again.
	if !st.reading {
		b.startRefreshLocked(st)
	}
	return st, nil
}

// startRefreshLocked starts the show's refresh goroutine; b.mu and st.mu
// are held.
func (b *Broker) startRefreshLocked(st *show) {
	st.reading = true
	b.wg.Add(1)
	go b.refresh(st)
}

func (b *Broker) unregister(st *show, sub *subscriber) {
	b.mu.Lock()
	defer b.mu.Unlock()
	st.mu.Lock()
	defer st.mu.Unlock()
	st.endLocked(sub, errShuttingDown)
	if len(st.subs) == 0 && !st.reading && b.shows[st.id] == st {
		b.forgetLocked(st.id)
	}
}

// announce makes sure the show's subscribers get a snapshot at least as
// new as version (0: unknown, always read). One read serves every
// subscriber; events arriving during a read cost one more read in total.
// news reports whether version is beyond anything announced or delivered
// before (the re-check counts those as healed).
func (b *Broker) announce(showID string, version int64) (news bool) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return false
	}
	st := b.shows[showID]
	if st == nil {
		return false // nobody watches this show here
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	news = version > st.want && (st.latest == nil || version > st.latest.Version)
	st.want = max(st.want, version)
	if st.announced.IsZero() && (st.latest == nil || version == 0 || version > st.latest.Version) {
		st.announced = b.now()
	}
	switch {
	case version > 0 && st.latest != nil && version <= st.latest.Version:
		// Already delivered (our own change echoed by NOTIFY).
	case st.reading && version > 0 && version <= st.readFor:
		// The read in flight started after this change was committed.
	case st.reading:
		st.dirty, st.changed = true, true
	default:
		st.changed = true
		b.startRefreshLocked(st)
	}
	return news
}

// refresh reads a show's snapshot and delivers it, again while changes
// keep arriving during the read, and retries failed reads with backoff as
// long as someone is watching.
func (b *Broker) refresh(st *show) {
	defer b.wg.Done()
	backoff := 50 * time.Millisecond
	for {
		if d := b.coalesceDelay(st); d > 0 {
			// A burst: changes arriving meanwhile join this read.
			select {
			case <-b.after(d):
			case <-b.ctx.Done():
			}
		}
		sn, err := b.readSnapshot(st, b.beginRead(st))
		st.mu.Lock()
		step := b.afterReadLocked(st, sn, err)
		if step == refreshStop {
			st.reading, st.dirty = false, false
		}
		st.mu.Unlock()
		switch step {
		case refreshStop:
			b.forgetIfIdle(st)
			return
		case refreshRetry:
			b.log.Warn("live: read seat snapshot", "show", st.id, "err", err)
			select {
			case <-time.After(backoff):
			case <-b.ctx.Done():
			}
			backoff = min(backoff*2, 5*time.Second)
		}
	}
}

// refreshStep is what a refresh does after one read.
type refreshStep int

const (
	refreshStop  refreshStep = iota // nobody left to read for, or nothing new to read
	refreshAgain                    // a change arrived during the read: read again now
	refreshRetry                    // the read failed and someone still waits: retry after backoff
)

// coalesceDelay is how long the coming read waits: when it is for a
// change and the show's last change read started less than Coalesce ago.
func (b *Broker) coalesceDelay(st *show) time.Duration {
	st.mu.Lock()
	defer st.mu.Unlock()
	if b.opts.Coalesce <= 0 || !st.changed || st.changeRead.IsZero() {
		return 0
	}
	return st.changeRead.Add(b.opts.Coalesce).Sub(b.now())
}

// beginRead marks the versions the coming read is sure to cover, since
// everything announced so far was committed before it starts, and
// reports whether the read is for a change rather than only for new
// subscribers.
func (b *Broker) beginRead(st *show) (forChange bool) {
	st.mu.Lock()
	defer st.mu.Unlock()
	st.readFor = st.want
	forChange = st.changed
	// Everything announced so far is covered: only a change announced
	// from now on calls for another read.
	st.changed, st.dirty = false, false
	if forChange {
		st.changeRead = b.now()
	}
	return forChange
}

// readSnapshot reads the show once one of the MaxReads places is free;
// Close ends the wait with the broker context's error.
func (b *Broker) readSnapshot(st *show, forChange bool) (booking.Snapshot, error) {
	select {
	case b.sem <- struct{}{}:
		if forChange {
			b.changeReads.Add(1)
		} else {
			b.firstReads.Add(1)
		}
		sn, err := b.opts.Snapshot(b.ctx, st.id)
		<-b.sem
		return sn, err
	case <-b.ctx.Done():
		return booking.Snapshot{}, b.ctx.Err()
	}
}

// afterReadLocked acts on a read's outcome under st.mu: it delivers a
// snapshot, or ends the subscriptions the error is final for, and says
// what the refresh does next.
func (b *Broker) afterReadLocked(st *show, sn booking.Snapshot, err error) refreshStep {
	if b.ctx.Err() != nil || len(st.subs) == 0 {
		return refreshStop
	}
	if apperr.Is(err, apperr.NotFound) {
		// The show is gone: nothing more will ever change. Those
		// still waiting for a first snapshot learn why.
		for sub := range st.subs {
			st.endLocked(sub, err)
		}
		return refreshStop
	}
	if err != nil {
		// Newcomers get the error at once, as if they had read it
		// themselves; established subscribers wait for a retry.
		for sub := range st.subs {
			if !sub.readyDone {
				st.endLocked(sub, err)
			}
		}
		if len(st.subs) == 0 {
			return refreshStop
		}
		return refreshRetry
	}
	b.offerLocked(st, seatMapOf(sn), b.now())
	if st.dirty {
		st.dirty = false
		return refreshAgain
	}
	return refreshStop
}

// forgetLocked drops a show nobody watches any more; b.mu is held.
func (b *Broker) forgetLocked(id string) {
	delete(b.shows, id)
	if sb, ok := b.opts.Bus.(SeatBus); ok {
		sb.Unwatch(id)
	}
}

func (b *Broker) forgetIfIdle(st *show) {
	b.mu.Lock()
	defer b.mu.Unlock()
	st.mu.Lock()
	defer st.mu.Unlock()
	if len(st.subs) == 0 && !st.reading && b.shows[st.id] == st {
		b.forgetLocked(st.id)
	}
}

// offerLocked keeps sm when it is newer than what the show last
// delivered, and hands the newest snapshot to every subscriber that does
// not have it yet (newcomers included).
func (b *Broker) offerLocked(st *show, sm *SeatMap, now time.Time) {
	newer := st.latest == nil || sm.Version > st.latest.Version
	if newer {
		st.latest = sm
	}
	for sub := range st.subs {
		b.deliverLocked(st, sub, st.latest, now)
	}
	if newer && !st.announced.IsZero() {
		// From the change's announcement to the last mailbox or socket
		// writer: the read, any Coalesce wait, the hand-over.
		if b.opts.Metrics != nil {
			b.opts.Metrics.FanoutDuration(b.now().Sub(st.announced))
		}
		st.announced = time.Time{}
		if st.dirty {
			st.announced = now // changes that came during the read
		}
	}
}

// deliverLocked puts sm in the subscriber's one-slot mailbox without ever
// blocking: an unread older snapshot is replaced, and a subscriber that
// has left one unread for longer than MaxLag is cut off (its channel
// closes, which ends its subscription). A sink keeps its own one slot;
// the websocket behind it cuts off a peer that does not take a write in
// time, so sinks are not held to MaxLag.
func (b *Broker) deliverLocked(st *show, sub *subscriber, sm *SeatMap, now time.Time) {
	if sub.closed || sm.Version <= sub.sent {
		return
	}
	if sub.sink != nil {
		if sub.sink.Offer(sm) {
			b.coalesced.Add(1)
		}
		sub.sent = sm.Version
		sub.settle(nil)
		b.delivered.Add(1)
		return
	}
	select {
	case sub.ch <- sm:
		sub.since = now
	default:
		if now.Sub(sub.since) > b.opts.MaxLag {
			st.endLocked(sub, nil)
			b.dropped.Add(1)
			return
		}
		// We are the only sender and hold the show lock, so after taking
		// the stale snapshot out the slot is free.
		select {
		case <-sub.ch:
			b.coalesced.Add(1)
		default:
			sub.since = now
		}
		sub.ch <- sm
	}
	sub.sent = sm.Version
	sub.settle(nil)
	b.delivered.Add(1)
}

// resyncAll re-reads every watched show, for when notifications may have
// been missed (the bus was disconnected).
func (b *Broker) resyncAll() {
	b.mu.Lock()
	ids := make([]string, 0, len(b.shows))
	for id := range b.shows {
		ids = append(ids, id)
	}
	b.mu.Unlock()
	for _, id := range ids {
		b.announce(id, 0)
	}
}

// recheckLoop re-checks the watched shows' versions every Recheck for as
// long as the broker has shows; when it has none it waits, with no timer
// and no query, for a show to gain a subscriber. Announcements travel by Publish in
// this process and by NOTIFY between replicas, and either can be lost
// after the change committed: the process dies between COMMIT and NOTIFY,
// the NOTIFY fails three times, a writer publishes nothing. Nothing else
// would ever re-read such a show until its next change, however long
// that is, so the re-check is what bounds the staleness.
//
// It also runs on SQLite, where every change normally comes from this
// process and is announced in it: there it finds nothing, at the cost of
// one primary-key lookup per Recheck while someone watches, and it still
// heals a change from any writer that does not publish (another process
// on the same file, a tool); one code path is also one path tested on
// both databases.
func (b *Broker) recheckLoop() {
	defer b.wg.Done()
	for {
		b.mu.Lock()
		idle := len(b.shows) == 0
		b.mu.Unlock()
		if idle {
			select {
			case <-b.wake:
			case <-b.ctx.Done():
				return
			}
			continue
		}
		select {
		case <-b.after(b.opts.Recheck):
		case <-b.ctx.Done():
			return
		}
		b.recheck()
	}
}

// recheck reads the versions of every show with subscribers and a
// delivered snapshot, in one query, and announces them: announce ignores
// what was already announced or delivered and reads the rest. A show
// whose first snapshot is still being read is left to that read, which
// started after its subscriber registered; anything it misses is caught
// by the next re-check.
func (b *Broker) recheck() {
	b.mu.Lock()
	ids := make([]string, 0, len(b.shows))
	for id, st := range b.shows {
		st.mu.Lock()
		if len(st.subs) > 0 && st.latest != nil {
			ids = append(ids, id)
		}
		st.mu.Unlock()
	}
	b.mu.Unlock()
	if len(ids) == 0 {
		return
	}
	// The query holds a connection like a snapshot read, so it takes one
	// of the MaxReads places too.
	select {
	case b.sem <- struct{}{}:
	case <-b.ctx.Done():
		return
	}
	// A re-check slower than its interval is stale anyway: give up and
	// let the next one try, rather than hold the place indefinitely.
	ctx, cancel := context.WithTimeout(b.ctx, max(b.opts.Recheck, 2*time.Second))
	versions, err := b.opts.Versions(ctx, ids)
	cancel()
	<-b.sem
	b.rechecks.Add(1)
	if err != nil {
		if b.ctx.Err() == nil {
			b.log.Warn("live: re-check seat versions", "shows", len(ids), "err", err)
		}
		return
	}
	if _, carries := b.opts.Bus.(SeatBus); carries {
		versions = b.confirmAhead(versions)
	}
	healed := 0
	for id, v := range versions {
		if b.announce(id, v) {
			healed++
		}
	}
	if healed > 0 {
		b.healed.Add(int64(healed))
		b.log.Info("live: re-check found seat changes no notification announced", "shows", healed)
	}
}

// confirmAhead keeps, of the versions a re-check read, those of shows
// that were already ahead of what was delivered at the re-check before
// and still are. With a SeatBus a change commits before its message is
// published, so a re-check often reads a version whose message is on
// its way; reading the show then would cost a read per re-check for
// nothing. A change whose message was lost is read one re-check later.
// Only the re-check loop calls it.
func (b *Broker) confirmAhead(versions map[string]int64) map[string]int64 {
	out := map[string]int64{}
	ahead := map[string]int64{}
	b.mu.Lock()
	defer b.mu.Unlock()
	for id, v := range versions {
		st := b.shows[id]
		if st == nil {
			continue
		}
		st.mu.Lock()
		delivered := int64(-1)
		if st.latest != nil {
			delivered = st.latest.Version
		}
		st.mu.Unlock()
		if v <= delivered {
			continue
		}
		if prev, ok := b.ahead[id]; ok && delivered < prev {
			out[id] = v
		}
		ahead[id] = v
	}
	b.ahead = ahead
	return out
}

// Stats returns the broker's counters.
func (b *Broker) Stats() Stats {
	b.mu.Lock()
	shows, subs := len(b.shows), 0
	for _, st := range b.shows {
		st.mu.Lock()
		subs += len(st.subs)
		st.mu.Unlock()
	}
	b.mu.Unlock()
	return Stats{
		Subscribers: subs, Shows: shows,
		BusDeltas: b.busDeltas.Load(), ChangeReads: b.changeReads.Load(), FirstReads: b.firstReads.Load(), Delivered: b.delivered.Load(),
		Coalesced: b.coalesced.Load(), Dropped: b.dropped.Load(),
		Rechecks: b.rechecks.Load(), Healed: b.healed.Load(), BusSeats: b.busSeats.Load(),
		GapsHeld: b.gapsHeld.Load(), GapsFilled: b.gapsFilled.Load(), GapReads: b.gapReads.Load(),
	}
}

// Close stops the broker: every subscription ends (its channel closes),
// the bus sends what it has queued (for a bounded time) and stops, and
// reads in flight finish before Close returns.
func (b *Broker) Close() {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	b.closed = true
	b.mu.Unlock()
	// Let queued announcements go out, so other replicas learn of the
	// last changes made here; the bus does not hang on a database that
	// is gone.
	if b.opts.Bus != nil {
		b.opts.Bus.Close()
	}
	b.stop()
	b.wg.Wait()
	b.mu.Lock()
	defer b.mu.Unlock()
	for id, st := range b.shows {
		st.mu.Lock()
		for sub := range st.subs {
			st.endLocked(sub, errShuttingDown)
		}
		st.subs = nil
		st.mu.Unlock()
		delete(b.shows, id)
	}
}

package pgnotify

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"marquee/db"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/live"
)

// ListenApplicationName is the application_name of every replica's LISTEN
// connection, so operators (and tests) can find it in pg_stat_activity.
const ListenApplicationName = "marquee-listen"

// Options configure a Bus.
type Options struct {
	// DB sends NOTIFY after commit: the pool itself (a *bun.DB), never a
	// transaction. Nil sends nothing.
	DB db.Execer
	// DSN is the postgres:// URL the LISTEN connection dials; empty means
	// this replica does not listen.
	DSN string
	// Channel is the NOTIFY channel (default "marquee_seats").
	Channel string
	// HealthInterval is how long the LISTEN connection may stay silent
	// before it is probed (default 5s), and ProbeTimeout how long the
	// probe may take (default 3s); a failed probe forces a reconnect. A
	// half-open connection (its peer or a middlebox gone without a word)
	// delivers nothing and reports no error, so together they bound how
	// long one can go unnoticed: 8s by default. It was 30s + 5s, during
	// which every notification to this replica was lost. A round trip
	// through PostgreSQL is the probe, not TCP keepalive or
	// TCP_USER_TIMEOUT: a proxy or balancer in between keeps acknowledging
	// at the TCP level after the path behind it died, and only an answer
	// from the server itself proves the LISTEN is still heard.
	HealthInterval time.Duration
	ProbeTimeout   time.Duration
	Logger         *slog.Logger
}

// Stats are counters for tests and operators.
type Stats struct {
	Sent     int64 // NOTIFY payloads sent
	Received int64 // notifications received on LISTEN
	Connects int64 // successful LISTEN (re)connections
}

// Bus is the live.Bus over PostgreSQL's LISTEN/NOTIFY.
type Bus struct {
	opts Options
	log  *slog.Logger
	ctx  context.Context // ends at Close; bounds NOTIFYs and Listen
	stop context.CancelFunc
	// senders is the NOTIFY sender in flight; Close lets it flush.
	senders sync.WaitGroup

	mu      sync.Mutex
	closed  bool
	pending map[string]int64 // NOTIFYs not yet sent: show → highest version
	sending bool

	listen listenState
	// rooms hears waiting-room admissions (HearRooms).
	rooms atomic.Pointer[func(roomID string, version int64)]

	sent, received, connects atomic.Int64
}

var _ live.Bus = (*Bus)(nil)

// New returns a bus; hand it to live.Options.Bus, which listens through
// it (Broker.Run) and closes it (Broker.Close).
func New(opts Options) *Bus {
	if opts.Channel == "" {
		opts.Channel = "marquee_seats"
	}
	if opts.HealthInterval <= 0 {
		opts.HealthInterval = 5 * time.Second
	}
	if opts.ProbeTimeout <= 0 {
		opts.ProbeTimeout = 3 * time.Second
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	ctx, stop := context.WithCancel(context.Background())
	b := &Bus{opts: opts, log: log, ctx: ctx, stop: stop, pending: map[string]int64{}}
	b.listen.init()
	return b
}

// Announce queues a change for the NOTIFY sender; it never blocks on the
// database. Changes of one show waiting together collapse into the
// highest version: receivers read the whole snapshot anyway.
func (b *Bus) Announce(ev booking.Event) {
	if b.opts.DB == nil {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return
	}
	if ev.Version > b.pending[ev.ShowID] {
		b.pending[ev.ShowID] = ev.Version
	}
	if !b.sending {
		b.sending = true
		b.senders.Add(1)
		go b.sendNotifies()
	}
}

// sendNotifies sends everything queued, one statement per batch, on a
// pooled connection outside any transaction (a NOTIFY inside the booking
// transaction would serialise commits on PostgreSQL's notify lock).
func (b *Bus) sendNotifies() {
	defer b.senders.Done()
	for {
		b.mu.Lock()
		if len(b.pending) == 0 {
			b.sending = false
			b.mu.Unlock()
			return
		}
		batch := b.pending
		b.pending = map[string]int64{}
		b.mu.Unlock()

		payloads := make([]string, 0, len(batch))
		for id, v := range batch {
			payloads = append(payloads, id+":"+strconv.FormatInt(v, 10))
		}
		var err error
		for attempt := 0; attempt < 3; attempt++ {
			// Payloads never contain spaces (uuid:number).
			err = db.Notify(b.ctx, b.opts.DB, b.opts.Channel, payloads)
			if err == nil || b.ctx.Err() != nil {
				break
			}
			select {
			case <-time.After(time.Duration(50<<attempt) * time.Millisecond):
			case <-b.ctx.Done():
			}
		}
		if err != nil {
			// Other replicas see these changes with the next one, or at
			// their next version re-check (live.Options.Recheck); ours
			// were fanned out locally already.
			b.log.Error("live: NOTIFY failed", "payloads", len(payloads), "err", err)
			continue
		}
		b.sent.Add(int64(len(payloads)))
	}
}

// roomPrefix marks a waiting room's payload on the seats channel:
// "room:<roomId>:<admitVersion>". A replica that knows no rooms reads it
// as a show nobody watches and ignores it.
const roomPrefix = "room:"

// AnnounceRoom implements waitingroom.Announcer: a NOTIFY on the seats
// channel after the admission committed, sent like a seat change's.
func (b *Bus) AnnounceRoom(roomID string, version int64) {
	b.Announce(booking.Event{ShowID: roomPrefix + roomID, Version: version})
}

// HearRooms has Listen hand every waiting-room announcement to fn (the
// waiting rooms' Heard); call it before Listen starts.
func (b *Bus) HearRooms(fn func(roomID string, version int64)) { b.rooms.Store(&fn) }

func parsePayload(p string) (showID string, version int64, ok bool) {
	i := strings.LastIndexByte(p, ':')
	if i <= 0 {
		return "", 0, false
	}
	v, err := strconv.ParseInt(p[i+1:], 10, 64)
	if err != nil || v <= 0 {
		return "", 0, false
	}
	return p[:i], v, true
}

// listenState publishes the LISTEN connection's backend pid (0 while
// disconnected) and wakes waiters on every change.
type listenState struct {
	mu      sync.Mutex
	pid     uint32
	changed chan struct{}
}

func (l *listenState) init() { l.changed = make(chan struct{}) }

func (l *listenState) set(pid uint32) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.pid = pid
	close(l.changed)
	l.changed = make(chan struct{})
}

// Listening reports the backend pid of the LISTEN connection (0 while it
// is down) and a channel closed at its next change.
func (b *Bus) Listening() (pid uint32, changed <-chan struct{}) {
	b.listen.mu.Lock()
	defer b.listen.mu.Unlock()
	return b.listen.pid, b.listen.changed
}

// WaitListening waits until the LISTEN connection is up with a backend
// other than notPID (0: any) and returns its pid.
func (b *Bus) WaitListening(ctx context.Context, notPID uint32) (uint32, error) {
	if b.opts.DSN == "" {
		return 0, errors.New("live: this bus does not listen")
	}
	for {
		pid, changed := b.Listening()
		if pid != 0 && pid != notPID {
			return pid, nil
		}
		select {
		case <-changed:
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	}
}

// Listen keeps one LISTEN connection open, reconnecting with backoff, and
// tells r of every change heard and, after each (re)connect, to re-read
// every watched show. It returns when ctx ends or the bus closes.
func (b *Bus) Listen(ctx context.Context, r live.Receiver) {
	if b.opts.DSN == "" {
		return
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(b.ctx, cancel)
	defer stop()

	listener, err := db.NewListener(b.opts.DSN, ListenApplicationName, b.opts.Channel)
	if err != nil {
		b.log.Error("live: LISTEN disabled: bad database URL", "err", err)
		return
	}
	const minBackoff, maxBackoff = 50 * time.Millisecond, 5 * time.Second
	backoff := minBackoff
	for ctx.Err() == nil {
		listened, err := b.listenOnce(ctx, listener, r)
		if ctx.Err() != nil {
			return
		}
		if listened {
			backoff = minBackoff
		}
		b.log.Warn("live: LISTEN connection lost; reconnecting", "err", err, "in", backoff)
		wait := backoff/2 + rand.N(backoff/2+1)
		select {
		case <-time.After(wait):
		case <-ctx.Done():
			return
		}
		backoff = min(backoff*2, maxBackoff)
	}
}

// listenOnce runs one LISTEN connection until it fails; listened reports
// whether LISTEN took effect.
func (b *Bus) listenOnce(ctx context.Context, listener *db.Listener, r live.Receiver) (listened bool, err error) {
	conn, err := listener.Connect(ctx)
	if err != nil {
		return false, err
	}
	defer conn.Close()
	b.connects.Add(1)
	b.listen.set(conn.PID())
	defer b.listen.set(0)
	// Anything committed while we were not listening (or before we first
	// listened) is only in the database: read every watched show again.
	r.Resync()

	for {
		payload, err := conn.Wait(ctx, b.opts.HealthInterval)
		switch {
		case err == nil:
			b.received.Add(1)
			if id, v, ok := parsePayload(payload); ok {
				b.heard(r, id, v)
			}
		case ctx.Err() != nil:
			return true, nil
		case errors.Is(err, db.ErrQuiet):
			// Quiet for a while: make sure the connection is still alive,
			// since a half-open TCP connection would wait forever. Quiet
			// plus probe bounds how long a dead one goes unnoticed (8s
			// by default; see Options.HealthInterval).
			pctx, cancel := context.WithTimeout(ctx, b.opts.ProbeTimeout)
			err := conn.Ping(pctx)
			cancel()
			if err != nil {
				return true, fmt.Errorf("probe: %w", err)
			}
		default:
			return true, err
		}
	}
}

// heard hands a payload to the waiting rooms or to r.
func (b *Bus) heard(r live.Receiver, id string, v int64) {
	room, isRoom := strings.CutPrefix(id, roomPrefix)
	if !isRoom {
		r.Heard(id, v)
		return
	}
	if fn := b.rooms.Load(); fn != nil {
		(*fn)(room, v)
	}
}

// Stats returns the bus's counters.
func (b *Bus) Stats() Stats {
	return Stats{Sent: b.sent.Load(), Received: b.received.Load(), Connects: b.connects.Load()}
}

// Close lets queued NOTIFYs go out, so other replicas learn of the last
// changes made here, but does not hang on a database that is gone (5 s at
// most); then it stops sending and ends Listen.
func (b *Bus) Close() {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		return
	}
	b.closed = true
	b.mu.Unlock()
	flushed := make(chan struct{})
	go func() { b.senders.Wait(); close(flushed) }()
	select {
	case <-flushed:
	case <-time.After(5 * time.Second):
	}
	b.stop()
	b.senders.Wait()
}

package natsbus

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/live"
)

// Defaults of Options.
const (
	DefaultStream  = "MARQUEE_SEATS"
	DefaultSubject = "marquee.seats"
)

// Options configure a Bus.
type Options struct {
	// URL is the NATS server (EVENT_BUS_URL), e.g. nats://127.0.0.1:4222.
	URL string
	// Stream is the JetStream stream's name and Subject the prefix of its
	// subjects (<Subject>.<showId>); two streams on one server need
	// prefixes of their own, since their subjects may not overlap.
	Stream, Subject string
	// DB holds the seat-event outbox the relay publishes from.
	DB *bun.DB
	// RelayPoll is how often the relay looks for rows nobody announced
	// to it (those of a replica that died, or that it could not publish
	// earlier): default 1s. Lease is how long a claimed row is this
	// relay's (default 10s), RelayBatch the most rows per claim (100).
	RelayPoll  time.Duration
	Lease      time.Duration
	RelayBatch int
	// PingInterval is how often the connection is probed, so a half-open
	// one is noticed within about twice that (default 5s).
	PingInterval time.Duration
	// Name is the connection's name on the server (default marquee).
	Name   string
	Logger *slog.Logger
}

// Stats are counters for tests and operators.
type Stats struct {
	Published  int64 // outbox rows published and acknowledged
	Received   int64 // messages received for watched shows
	Reconnects int64 // reconnections to the server
	Claims     int64 // claim statements the relay ran
	// Reclaimed counts the outbox rows those statements returned: seat
	// maps read back from the database, as a replica's read would be,
	// because their writer had not published them (it died, or its
	// publish failed) or a poll overtook it.
	Reclaimed int64
	Watched   int  // shows subscribed to now
	Connected bool // the connection to NATS is up
}

// Bus is the live.SeatBus over NATS JetStream.
type Bus struct {
	opts  Options
	log   *slog.Logger
	nc    *nats.Conn
	js    jetstream.JetStream
	token string // this relay's name in the outbox's claims

	ctx  context.Context // ends at Close
	stop context.CancelFunc
	kick chan struct{}
	done sync.WaitGroup

	mu   sync.Mutex
	subs map[string]*nats.Subscription
	recv live.Receiver // set by Listen
	// roomSub takes waiting-room announcements (HearRooms).
	roomSub *nats.Subscription
	// fresh are this replica's committed changes with their seat maps,
	// for the relay to publish straight away (see Announce).
	fresh []booking.Event
	// toDelete are rows published from fresh, for the deleter.
	toDelete   []db.SeatEvent
	deleteKick chan struct{}
	// acks are publishFresh's messages awaiting acknowledgement.
	acks chan pending

	published, received, reconnects, claims, reclaimed atomic.Int64
}

var _ live.SeatBus = (*Bus)(nil)

// New connects to the NATS server and makes sure the stream exists; an
// unreachable server is an error, like an unreachable database. Hand the
// bus to live.Options.Bus, which listens through it and closes it; the
// booking service must record seat events (booking.Service.RecordSeatEvents).
func New(ctx context.Context, opts Options) (*Bus, error) {
	if opts.Stream == "" {
		opts.Stream = DefaultStream
	}
	if opts.Subject == "" {
		opts.Subject = DefaultSubject
	}
	if opts.RelayPoll <= 0 {
		opts.RelayPoll = time.Second
	}
	if opts.Lease <= 0 {
		opts.Lease = 10 * time.Second
	}
	if opts.RelayBatch <= 0 {
		opts.RelayBatch = 100
	}
	if opts.PingInterval <= 0 {
		opts.PingInterval = 5 * time.Second
	}
	if opts.Name == "" {
		opts.Name = "marquee"
	}
	log := opts.Logger
	if log == nil {
		log = slog.Default()
	}
	var tok [8]byte
	_, _ = rand.Read(tok[:])
	bctx, stop := context.WithCancel(context.Background())
	b := &Bus{opts: opts, log: log, token: hex.EncodeToString(tok[:]), ctx: bctx, stop: stop,
		kick: make(chan struct{}, 1), deleteKick: make(chan struct{}, 1), acks: make(chan pending, 64), subs: map[string]*nats.Subscription{}}
	nc, err := nats.Connect(opts.URL, nats.Name(opts.Name),
		nats.MaxReconnects(-1), nats.ReconnectWait(250*time.Millisecond), nats.ReconnectJitter(100*time.Millisecond, time.Second),
		nats.PingInterval(opts.PingInterval), nats.MaxPingsOutstanding(2),
		nats.ReconnectHandler(b.reconnected),
		nats.DisconnectErrHandler(func(_ *nats.Conn, err error) {
			if err != nil { // nil: Close
				log.Warn("live: NATS connection lost; reconnecting", "err", err)
			}
		}))
	if err != nil {
		stop()
		return nil, fmt.Errorf("EVENT_BUS_URL=%s: connect to NATS: %w", redact(opts.URL), err)
	}
	b.nc = nc
	if b.js, err = jetstream.New(nc); err == nil {
		cctx, cancel := context.WithTimeout(ctx, 10*time.Second)
		_, err = b.js.CreateOrUpdateStream(cctx, jetstream.StreamConfig{
			Name: opts.Stream, Subjects: []string{opts.Subject + ".>"},
			// Messages are announcements, not history: a replica that
			// was away re-reads the database instead of replaying them.
			MaxAge: time.Hour, Duplicates: 2 * time.Minute, Storage: jetstream.FileStorage,
			MaxMsgsPerSubject: 16, Discard: jetstream.DiscardOld,
		})
		cancel()
	}
	if err != nil {
		nc.Close()
		stop()
		return nil, fmt.Errorf("EVENT_BUS_URL=%s: JetStream stream %s: %w", redact(opts.URL), opts.Stream, err)
	}
	b.done.Add(3)
	go b.relay()
	go b.acker()
	go b.deleter()
	return b, nil
}

// redact hides a password in a nats:// URL.
func redact(u string) string {
	if p, err := url.Parse(u); err == nil {
		return p.Redacted()
	}
	return "(unparsable URL)"
}

// MsgID is the Nats-Msg-Id of a show's change to version: JetStream
// stores one message per id within the stream's duplicate window.
func MsgID(showID string, version int64) string {
	return showID + ":" + strconv.FormatInt(version, 10)
}

// Announce has the relay publish the change now rather than at its next
// poll: from the seat map the event carries (recorded in the outbox by
// the change's transaction), without claiming the row first; the row is
// deleted once JetStream has it. While the connection is down the change
// is heard locally instead, so this replica's own subscribers still see
// it, and the row waits for the relay.
func (b *Bus) Announce(ev booking.Event) {
	if ev.Seats != "" && b.nc.IsConnected() {
		b.mu.Lock()
		b.fresh = append(b.fresh, ev)
		b.mu.Unlock()
	}
	select {
	case b.kick <- struct{}{}:
	default: // a kick is pending already
	}
	if !b.nc.IsConnected() {
		b.mu.Lock()
		r := b.recv
		b.mu.Unlock()
		if r != nil {
			r.Heard(ev.ShowID, ev.Version)
		}
	}
}

// roomSubject is where waiting-room admissions are announced: outside the
// stream's subjects (<Subject>.>), since they are plain NATS messages. A
// lost one costs a waiter at most a tick of the room's.
func (b *Bus) roomSubject() string { return b.opts.Subject + "_rooms" }

// AnnounceRoom implements waitingroom.Announcer: a core NATS message
// (no outbox, no JetStream), buffered by the client, never blocking.
func (b *Bus) AnnounceRoom(roomID string, version int64) {
	if err := b.nc.Publish(b.roomSubject(), []byte(roomID+":"+strconv.FormatInt(version, 10))); err != nil {
		b.log.Warn("live: NATS room announcement", "room", roomID, "err", err)
	}
}

// HearRooms subscribes to the waiting-room announcements and hands each
// to fn (the waiting rooms' Heard), on the connection's own goroutine.
func (b *Bus) HearRooms(fn func(roomID string, version int64)) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.roomSub != nil {
		_ = b.roomSub.Unsubscribe()
	}
	sub, err := b.nc.Subscribe(b.roomSubject(), func(m *nats.Msg) {
		p := string(m.Data)
		i := strings.LastIndexByte(p, ':')
		if i <= 0 {
			return
		}
		if v, err := strconv.ParseInt(p[i+1:], 10, 64); err == nil {
			fn(p[:i], v)
		}
	})
	if err != nil {
		b.log.Warn("live: NATS room subscribe", "err", err)
		return
	}
	b.roomSub = sub
	// The server knows of the subscription once a round trip returns, so
	// announcements sent after HearRooms reach it.
	if err := b.nc.FlushTimeout(5 * time.Second); err != nil {
		b.log.Warn("live: NATS room subscribe flush", "err", err)
	}
}

// Watch subscribes to a show's subject.
func (b *Bus) Watch(showID string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if _, ok := b.subs[showID]; ok {
		return
	}
	sub, err := b.nc.Subscribe(b.opts.Subject+"."+showID, b.onMessage)
	if err != nil {
		// Only a closed connection refuses; the re-check heals the show.
		b.log.Warn("live: NATS subscribe", "show", showID, "err", err)
		return
	}
	b.subs[showID] = sub
}

// Unwatch unsubscribes from a show's subject.
func (b *Bus) Unwatch(showID string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if sub, ok := b.subs[showID]; ok {
		_ = sub.Unsubscribe()
		delete(b.subs, showID)
	}
}

func (b *Bus) onMessage(m *nats.Msg) {
	b.received.Add(1)
	var p db.SeatEventPayload
	if err := json.Unmarshal(m.Data, &p); err != nil || p.ShowID == "" {
		b.log.Warn("live: unreadable seat event", "subject", m.Subject, "err", err)
		return
	}
	b.mu.Lock()
	r := b.recv
	b.mu.Unlock()
	switch r := r.(type) {
	case nil:
		// Not listening yet: Listen resyncs when it starts.
	case live.SeatReceiver:
		booking.SortSeats(p.Held)
		booking.SortSeats(p.Sold)
		r.HeardSeats(booking.Snapshot{ShowID: p.ShowID, Version: p.Version, Held: p.Held, Sold: p.Sold, Status: p.Status, Revision: p.Revision,
			HeldUntil: p.HeldUntil, Delta: p.Delta})
	default:
		r.Heard(p.ShowID, p.Version)
	}
}

// reconnected re-reads every watched show: what was published while the
// connection was down never reached this replica.
func (b *Bus) reconnected(*nats.Conn) {
	b.reconnects.Add(1)
	b.log.Info("live: NATS connection restored; re-reading watched shows")
	b.mu.Lock()
	r := b.recv
	b.mu.Unlock()
	if r != nil {
		r.Resync()
	}
	select {
	case b.kick <- struct{}{}: // rows that waited for the connection
	default:
	}
}

// Listen hands messages to r until ctx ends or the bus closes. It resyncs
// first: messages may have arrived before r was there to take them.
func (b *Bus) Listen(ctx context.Context, r live.Receiver) {
	b.mu.Lock()
	b.recv = r
	b.mu.Unlock()
	r.Resync()
	select {
	case <-ctx.Done():
	case <-b.ctx.Done():
	}
	b.mu.Lock()
	b.recv = nil
	b.mu.Unlock()
}

// relay publishes outbox rows when kicked and every RelayPoll, until the
// bus closes.
func (b *Bus) relay() {
	defer b.done.Done()
	t := time.NewTicker(b.opts.RelayPoll)
	defer t.Stop()
	for {
		select {
		case <-b.ctx.Done():
			return
		case <-b.kick:
			if b.publishFresh() {
				continue // rows that failed wait for the next poll
			}
		case <-t.C:
		}
		for b.ctx.Err() == nil && b.nc.IsConnected() {
			n, err := b.relayOnce(b.ctx)
			if err != nil {
				if b.ctx.Err() == nil {
					b.log.Warn("live: relay seat events", "err", err)
				}
				break
			}
			if n < b.opts.RelayBatch {
				break
			}
		}
	}
}

// publishFresh publishes the changes Announce queued and deletes the
// rows JetStream acknowledged; it reports whether there were any.
func (b *Bus) publishFresh() bool {
	b.mu.Lock()
	evs := b.fresh
	b.fresh = nil
	b.mu.Unlock()
	if len(evs) == 0 {
		return false
	}
	rows := make([]db.SeatEvent, len(evs))
	for i, ev := range evs {
		rows[i] = db.SeatEvent{ShowID: ev.ShowID, Version: ev.Version, Payload: ev.Seats}
	}
	futures, err := b.send(rows)
	if err != nil && b.ctx.Err() == nil {
		b.log.Warn("live: publish seat events; the relay retries them", "err", err)
	}
	if len(futures) > 0 {
		// The acknowledgements are awaited beside the next publishes,
		// not before them: subscribers have the messages as soon as the
		// server does, and a change committed meanwhile must not wait
		// for the round trip of the one before.
		select {
		case b.acks <- pending{rows: rows[:len(futures)], futures: futures}:
		case <-b.ctx.Done():
		}
	}
	return true
}

// pending are published rows whose acknowledgements the acker awaits.
type pending struct {
	rows    []db.SeatEvent
	futures []jetstream.PubAckFuture
}

// acker awaits the acknowledgements of what publishFresh sent, in order,
// and hands the acknowledged rows to the deleter, until the bus closes;
// a row left unacknowledged stays in the outbox for a relay's poll.
func (b *Bus) acker() {
	defer b.done.Done()
	for {
		var p pending
		select {
		case <-b.ctx.Done():
			return
		case p = <-b.acks:
		}
		acked, err := b.await(b.ctx, p.rows, p.futures)
		if err != nil && b.ctx.Err() == nil {
			b.log.Warn("live: publish seat events; the relay retries them", "err", err)
		}
		if len(acked) > 0 {
			// The delete runs beside the next publishes, not before
			// them: a busy database must not hold up the announcements.
			b.mu.Lock()
			b.toDelete = append(b.toDelete, acked...)
			b.mu.Unlock()
			select {
			case b.deleteKick <- struct{}{}:
			default:
			}
		}
	}
}

// deleter deletes the rows publishFresh published, in batches, until the
// bus closes; what is left then is published again by some relay and
// dropped by JetStream as a duplicate.
func (b *Bus) deleter() {
	defer b.done.Done()
	for {
		select {
		case <-b.ctx.Done():
			return
		case <-b.deleteKick:
		}
		b.mu.Lock()
		rows := b.toDelete
		b.toDelete = nil
		b.mu.Unlock()
		ctx, cancel := context.WithTimeout(b.ctx, 5*time.Second)
		err := db.DeleteSeatEvents(ctx, b.opts.DB, "", rows)
		cancel()
		if err != nil && b.ctx.Err() == nil {
			b.log.Warn("live: delete published seat events; a relay publishes them again", "err", err)
		}
	}
}

// publish sends rows to JetStream, each with its message id, and
// returns those acknowledged.
func (b *Bus) publish(ctx context.Context, rows []db.SeatEvent) ([]db.SeatEvent, error) {
	futures, sendErr := b.send(rows)
	acked, err := b.await(ctx, rows[:len(futures)], futures)
	return acked, errors.Join(sendErr, err)
}

// send publishes rows in order, each with its message id, without
// waiting for JetStream's acknowledgements: it returns the futures of the
// first rows, up to one that could not be sent.
func (b *Bus) send(rows []db.SeatEvent) ([]jetstream.PubAckFuture, error) {
	futures := make([]jetstream.PubAckFuture, 0, len(rows))
	for _, ev := range rows {
		m := nats.NewMsg(b.opts.Subject + "." + ev.ShowID)
		m.Data = []byte(ev.Payload)
		f, err := b.js.PublishMsgAsync(m, jetstream.WithMsgID(MsgID(ev.ShowID, ev.Version)))
		if err != nil {
			return futures, err
		}
		futures = append(futures, f)
	}
	return futures, nil
}

// await waits for the acknowledgements of rows (futures[i] is rows[i]'s)
// and returns the rows acknowledged.
func (b *Bus) await(ctx context.Context, rows []db.SeatEvent, futures []jetstream.PubAckFuture) ([]db.SeatEvent, error) {
	var pubErr error
	acked := make([]db.SeatEvent, 0, len(futures))
	wait := time.NewTimer(5 * time.Second)
	defer wait.Stop()
	for i, f := range futures {
		select {
		case <-f.Ok():
			acked = append(acked, rows[i])
		case err := <-f.Err():
			pubErr = errors.Join(pubErr, err)
		case <-wait.C:
			return acked, errors.Join(pubErr, errors.New("no acknowledgement from JetStream within 5s"))
		case <-ctx.Done():
			return acked, errors.Join(pubErr, ctx.Err())
		}
	}
	b.published.Add(int64(len(acked)))
	return acked, pubErr
}

// relayOnce claims one batch of outbox rows, publishes them and deletes
// those JetStream acknowledged; it returns how many it claimed.
func (b *Bus) relayOnce(ctx context.Context) (int, error) {
	b.claims.Add(1)
	rows, err := db.ClaimSeatEvents(ctx, b.opts.DB, b.token, time.Now(), b.opts.Lease, b.opts.RelayBatch)
	if err != nil || len(rows) == 0 {
		return 0, err
	}
	b.reclaimed.Add(int64(len(rows)))
	acked, pubErr := b.publish(ctx, rows)
	// Deleting and releasing must happen even when the bus is closing.
	dctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 5*time.Second)
	defer cancel()
	if err := db.DeleteSeatEvents(dctx, b.opts.DB, b.token, acked); err != nil {
		return len(rows), err
	}
	if len(acked) < len(rows) {
		if err := db.ReleaseSeatEvents(dctx, b.opts.DB, b.token); err != nil {
			return len(rows), errors.Join(pubErr, err)
		}
		return len(rows), fmt.Errorf("publish seat events: %w", errors.Join(pubErr, errors.New("not all acknowledged")))
	}
	return len(rows), nil
}

// Stats returns the bus's counters.
func (b *Bus) Stats() Stats {
	b.mu.Lock()
	watched := len(b.subs)
	b.mu.Unlock()
	return Stats{Published: b.published.Load(), Received: b.received.Load(), Reconnects: b.reconnects.Load(),
		Claims: b.claims.Load(), Reclaimed: b.reclaimed.Load(), Watched: watched, Connected: b.nc.IsConnected()}
}

// Close lets the relay finish the batch it is publishing, for a bounded
// time, then stops it and closes the connection. Rows not yet published
// stay in the outbox for another replica's relay.
func (b *Bus) Close() {
	select {
	case <-b.ctx.Done():
		return
	default:
	}
	b.stop()
	finished := make(chan struct{})
	go func() { b.done.Wait(); close(finished) }()
	select {
	case <-finished:
	case <-time.After(5 * time.Second):
	}
	st := b.Stats()
	b.nc.Close()
	b.log.Info("live: NATS seat bus closed", "published", st.Published, "received", st.Received, "reconnects", st.Reconnects)
}

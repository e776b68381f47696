package live

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"marquee/db"
	"marquee/internal/domain/booking"
)

// ListenApplicationName is the application_name of every replica's LISTEN
// connection, so operators (and tests) can find it in pg_stat_activity.
const ListenApplicationName = "marquee-listen"

// queueNotify records a change for the NOTIFY sender. Changes of one show
// waiting together collapse into the highest version: receivers read the
// whole snapshot anyway.
func (b *Broker) queueNotify(ev booking.Event) {
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
func (b *Broker) sendNotifies() {
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
			err = db.Notify(b.ctx, b.opts.NotifyDB, b.opts.Channel, payloads)
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
			// their next version re-check (Options.Recheck); ours were
			// fanned out locally already.
			b.log.Error("live: NOTIFY failed", "payloads", len(payloads), "err", err)
			continue
		}
		b.notifySent.Add(int64(len(payloads)))
	}
}

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
func (b *Broker) Listening() (pid uint32, changed <-chan struct{}) {
	b.listen.mu.Lock()
	defer b.listen.mu.Unlock()
	return b.listen.pid, b.listen.changed
}

// WaitListening waits until the LISTEN connection is up with a backend
// other than notPID (0: any) and returns its pid.
func (b *Broker) WaitListening(ctx context.Context, notPID uint32) (uint32, error) {
	if b.opts.ListenDSN == "" {
		return 0, errors.New("live: this broker does not listen")
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

// Run keeps one LISTEN connection open (PostgreSQL only), reconnecting
// with backoff and re-reading every watched show after each reconnect. It
// returns when ctx ends or the broker closes.
func (b *Broker) Run(ctx context.Context) {
	if b.opts.ListenDSN == "" {
		return
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	stop := context.AfterFunc(b.ctx, cancel)
	defer stop()

	listener, err := db.NewListener(b.opts.ListenDSN, ListenApplicationName, b.opts.Channel)
	if err != nil {
		b.log.Error("live: LISTEN disabled: bad database URL", "err", err)
		return
	}
	const minBackoff, maxBackoff = 50 * time.Millisecond, 5 * time.Second
	backoff := minBackoff
	for ctx.Err() == nil {
		listened, err := b.listenOnce(ctx, listener)
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
func (b *Broker) listenOnce(ctx context.Context, listener *db.Listener) (listened bool, err error) {
	conn, err := listener.Connect(ctx)
	if err != nil {
		return false, err
	}
	defer conn.Close()
	b.listenConnect.Add(1)
	b.listen.set(conn.PID())
	defer b.listen.set(0)
	// Anything committed while we were not listening (or before we first
	// listened) is only in the database: read every watched show again.
	b.resyncAll()

	for {
		payload, err := conn.Wait(ctx, b.opts.HealthInterval)
		switch {
		case err == nil:
			b.notifyRecv.Add(1)
			if id, v, ok := parsePayload(payload); ok {
				b.announce(id, v)
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

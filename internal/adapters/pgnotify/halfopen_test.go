package pgnotify_test

import (
	"context"
	"database/sql"
	"net"
	"net/url"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/adapters/pgnotify"
	"marquee/internal/domain/live"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
)

// The LISTEN connection goes half-open: the network between the replica
// and PostgreSQL stops carrying anything, and neither end closes. No
// notification arrives and no error is reported, so only the probe after a
// quiet HealthInterval can notice; a probe that gets no answer within
// ProbeTimeout makes the bus reconnect on a new backend, while the old
// one is still connected. (The defaults, 5 s + 3 s, are TestDefaultBounds';
// here they are short so the test does not wait for them.)
func TestHalfOpenListenConnectionIsReplaced(t *testing.T) {
	dsn := dbtest.NewDSN(t, "postgres")
	a := apptest.Start(t, "postgres", apptest.Options{DSN: dsn, NoBackground: true})
	show := liveapp.NewShow(t, a.DB)
	p := startBlackholeProxy(t, dsn)
	bus := pgnotify.New(pgnotify.Options{DSN: p.dsn, HealthInterval: 50 * time.Millisecond, ProbeTimeout: time.Second})
	b := live.New(live.Options{Snapshot: a.Booking.SeatSnapshot, Bus: bus})
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	done := make(chan struct{})
	go func() { b.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done; b.Close() })
	pid, err := bus.WaitListening(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := b.Subscribe(ctx, show, nil)
	if err != nil {
		t.Fatal(err)
	}
	<-ch

	p.blackhole()
	newPID, err := bus.WaitListening(ctx, pid)
	if err != nil {
		t.Fatalf("no new LISTEN connection after the old one went half-open: %v", err)
	}
	if p.swallowed.Load() == 0 {
		t.Fatal("nothing was sent on the half-open connection: no probe")
	}
	if !backendAlive(t, dsn, pid) {
		t.Fatalf("backend %d is gone: the server closed it, the replica did not notice by itself", pid)
	}
	if n := bus.Stats().Connects; n != 2 || newPID == pid {
		t.Fatalf("LISTEN backend %d → %d in %d connections, want one reconnect", pid, newPID, n)
	}
}

func backendAlive(t *testing.T, dsn string, pid uint32) bool {
	t.Helper()
	sqldb, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer sqldb.Close()
	var n int
	if err := sqldb.QueryRow(`SELECT count(*) FROM pg_stat_activity WHERE pid = $1`, int64(pid)).Scan(&n); err != nil {
		t.Fatal(err)
	}
	return n == 1
}

// blackholeProxy forwards TCP connections to PostgreSQL until blackhole
// is called; from then on the connections it carried swallow every byte
// either way and stay open, as behind a dead middlebox. Later connections
// are forwarded normally.
type blackholeProxy struct {
	dsn       string // the database URL through the proxy
	ln        net.Listener
	mu        sync.Mutex
	pairs     []*proxyPair
	swallowed atomic.Int64 // bytes dropped on the floor
	wg        sync.WaitGroup
}

type proxyPair struct {
	client, server net.Conn
	dead           atomic.Bool
}

func startBlackholeProxy(t *testing.T, dsn string) *blackholeProxy {
	t.Helper()
	u, err := url.Parse(dsn)
	if err != nil {
		t.Fatal(err)
	}
	target := u.Host
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	u.Host = ln.Addr().String()
	p := &blackholeProxy{dsn: u.String(), ln: ln}
	p.wg.Add(1)
	go func() {
		defer p.wg.Done()
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", target)
			if err != nil {
				c.Close()
				continue
			}
			pair := &proxyPair{client: c, server: s}
			p.mu.Lock()
			p.pairs = append(p.pairs, pair)
			p.mu.Unlock()
			p.wg.Add(2)
			go p.pipe(pair, c, s)
			go p.pipe(pair, s, c)
		}
	}()
	t.Cleanup(func() {
		ln.Close()
		p.mu.Lock()
		for _, pair := range p.pairs {
			pair.client.Close()
			pair.server.Close()
		}
		p.mu.Unlock()
		p.wg.Wait()
	})
	return p
}

// pipe copies from one end to the other while the pair is alive, and
// drops what it reads once it is dead. A dead pair's ends stay open until
// the proxy stops, whatever either end does; a live pair's end closing
// closes the other, as through any proxy.
func (p *blackholeProxy) pipe(pair *proxyPair, from, to net.Conn) {
	defer p.wg.Done()
	buf := make([]byte, 32<<10)
	for {
		n, err := from.Read(buf)
		if pair.dead.Load() {
			p.swallowed.Add(int64(n))
		} else if n > 0 {
			_, err = to.Write(buf[:n])
		}
		if err != nil {
			if !pair.dead.Load() {
				to.Close()
				from.Close()
			}
			return
		}
	}
}

// blackhole kills every connection carried so far.
func (p *blackholeProxy) blackhole() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for _, pair := range p.pairs {
		pair.dead.Store(true)
	}
}

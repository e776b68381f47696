package natstest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"

	"marquee/db/dbtest"
)

// URL returns the NATS server's URL, skipping the test when nothing
// answers there, or failing it under CI=true.
func URL(t testing.TB) string {
	t.Helper()
	u, err := reach(t)
	if err != nil {
		t.Skip(err)
	}
	return u
}

// reach connects to TEST_NATS_URL once; an unreachable server fails the
// test under CI=true and is returned as an error otherwise.
func reach(t testing.TB) (string, error) {
	t.Helper()
	u := os.Getenv("TEST_NATS_URL")
	if u == "" {
		u = "nats://127.0.0.1:4222"
	}
	nc, err := nats.Connect(u, nats.Timeout(3*time.Second))
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("CI=true but NATS at %s (TEST_NATS_URL) is unreachable: NATS tests must run in CI: %v", u, err)
		}
		return "", fmt.Errorf("NATS at %s (TEST_NATS_URL) is unreachable: %w", u, err)
	}
	nc.Close()
	return u, nil
}

// Bus is one way seat changes travel between replicas: SQLite's
// in-process broker (one process), PostgreSQL NOTIFY, or NATS JetStream
// (on PostgreSQL, a stream of the test's own). Env is the configuration
// that selects it.
type Bus struct {
	Name, Dialect string
	Env           map[string]string
}

// Buses lists every bus the test can run on: PostgreSQL's when
// TEST_DATABASE_URL is set, NATS's when its server also answers (both
// required under CI=true).
func Buses(t testing.TB) []Bus {
	t.Helper()
	buses := []Bus{{Name: "sqlite-inprocess", Dialect: "sqlite"}}
	if dbtest.PostgresURL(t) == "" {
		return buses
	}
	buses = append(buses, Bus{Name: "postgres-notify", Dialect: "postgres"})
	if _, err := reach(t); err != nil {
		t.Logf("no NATS bus: %v", err)
		return buses
	}
	s := NewStream(t)
	return append(buses, Bus{Name: "postgres-nats", Dialect: "postgres", Env: s.Env(s.URL)})
}

// Stream is a stream name and subject prefix of one test's own.
type Stream struct {
	URL, Name, Subject string
}

// NewStream names a stream for the test and deletes it (once some replica
// has created it) when the test ends.
func NewStream(t testing.TB) Stream {
	t.Helper()
	u := URL(t)
	var b [6]byte
	_, _ = rand.Read(b[:])
	id := hex.EncodeToString(b[:])
	s := Stream{URL: u, Name: "TEST_SEATS_" + strings.ToUpper(id), Subject: "test." + id + ".seats"}
	t.Cleanup(func() {
		nc, err := nats.Connect(u)
		if err != nil {
			t.Errorf("delete stream %s: %v", s.Name, err)
			return
		}
		defer nc.Close()
		js, err := jetstream.New(nc)
		if err != nil {
			t.Errorf("delete stream %s: %v", s.Name, err)
			return
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		if err := js.DeleteStream(ctx, s.Name); err != nil && !errors.Is(err, jetstream.ErrStreamNotFound) {
			t.Errorf("delete stream %s: %v", s.Name, err)
		}
	})
	return s
}

// Env is the app configuration that selects this stream on url (the
// stream's own server, or a Proxy in front of it).
func (s Stream) Env(url string) map[string]string {
	return map[string]string{"EVENT_BUS_URL": url, "EVENT_BUS_STREAM": s.Name, "EVENT_BUS_SUBJECT": s.Subject}
}

// Proxy forwards TCP connections to the NATS server until Cut, which
// closes every connection and refuses new ones (closes each at once)
// until Restore. It stops when the test ends.
type Proxy struct {
	URL    string
	target string
	ln     net.Listener

	mu    sync.Mutex
	cut   bool
	conns map[net.Conn]struct{}
	wg    sync.WaitGroup
}

// NewProxy starts a proxy in front of the server at natsURL.
func NewProxy(t testing.TB, natsURL string) *Proxy {
	t.Helper()
	u, err := url.Parse(natsURL)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p := &Proxy{URL: "nats://" + ln.Addr().String(), target: u.Host, ln: ln, conns: map[net.Conn]struct{}{}}
	p.wg.Add(1)
	go p.accept()
	t.Cleanup(func() {
		_ = ln.Close()
		p.Cut()
		p.wg.Wait()
	})
	return p
}

func (p *Proxy) accept() {
	defer p.wg.Done()
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.mu.Lock()
		if p.cut {
			p.mu.Unlock()
			_ = c.Close()
			continue
		}
		p.mu.Unlock()
		up, err := net.DialTimeout("tcp", p.target, 3*time.Second)
		if err != nil {
			_ = c.Close()
			continue
		}
		p.mu.Lock()
		if p.cut {
			p.mu.Unlock()
			_ = c.Close()
			_ = up.Close()
			continue
		}
		p.conns[c], p.conns[up] = struct{}{}, struct{}{}
		p.mu.Unlock()
		p.wg.Add(2)
		go p.pipe(c, up)
		go p.pipe(up, c)
	}
}

func (p *Proxy) pipe(dst, src net.Conn) {
	defer p.wg.Done()
	_, _ = io.Copy(dst, src)
	_ = dst.Close()
	_ = src.Close()
}

// Cut closes every proxied connection and refuses new ones.
func (p *Proxy) Cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut = true
	for c := range p.conns {
		_ = c.Close()
	}
	clear(p.conns)
}

// Restore accepts connections again.
func (p *Proxy) Restore() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.cut = false
}

package websocket_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
)

// liveBytes is the memory the process holds after a full collection:
// heap objects and goroutine stacks (a parked subscription costs both).
func liveBytes() uint64 {
	runtime.GC()
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc + m.StackInuse
}

// errorCode is extensions.code of the first error of an "error" message.
func errorCode(t testing.TB, m livetest.Message) string {
	t.Helper()
	var errs []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	}
	if err := json.Unmarshal(m.Payload, &errs); err != nil || len(errs) == 0 {
		t.Fatalf("error message %s: want a list of GraphQL errors (%v)", m.Payload, err)
	}
	code, _ := errs[0].Extensions["code"].(string)
	return code
}

// healthPoller asks /healthz over and over until stopped and remembers
// every answer that was not 200.
type healthPoller struct {
	stop chan struct{}
	done chan struct{}
	n    atomic.Int64
	mu   sync.Mutex
	bad  []string
}

func pollHealth(url string) *healthPoller {
	p := &healthPoller{stop: make(chan struct{}), done: make(chan struct{})}
	client := &http.Client{Timeout: 30 * time.Second}
	go func() {
		defer close(p.done)
		for {
			select {
			case <-p.stop:
				return
			default:
			}
			resp, err := client.Get(url + "/healthz")
			var got string
			if err != nil {
				got = err.Error()
			} else {
				body, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					got = fmt.Sprintf("%d %s", resp.StatusCode, body)
				}
			}
			p.n.Add(1)
			if got != "" {
				p.mu.Lock()
				p.bad = append(p.bad, got)
				p.mu.Unlock()
			}
		}
	}()
	return p
}

// finish stops polling and fails the test if any answer was not 200.
func (p *healthPoller) finish(t testing.TB) {
	t.Helper()
	close(p.stop)
	<-p.done
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.bad) > 0 {
		t.Fatalf("/healthz answered other than 200 %d times of %d during the flood, first: %s", len(p.bad), p.n.Load(), p.bad[0])
	}
	if p.n.Load() == 0 {
		t.Fatal("/healthz was never asked")
	}
}

// TestSubscribeFloodIsBounded is the review's finding: a few anonymous
// sockets each sending thousands of subscribes. Every subscribe beyond
// WS_MAX_SUBSCRIPTIONS on a socket is answered with an error for its id,
// the server's memory stays flat (before the limit each subscription held
// a goroutine, its operation and a queued database read: 30,000 of them
// grew the process by more than 800 MB), and /healthz stays 200 while it
// happens (the queued reads used to starve its ping of a connection).
func TestSubscribeFloodIsBounded(t *testing.T) {
	const (
		sockets = 3
		perConn = 2000
		limit   = 20
	)
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true,
				Env: map[string]string{"WS_MAX_SUBSCRIPTIONS": fmt.Sprint(limit)}})
			var shows []string
			for range 4 {
				shows = append(shows, liveapp.NewShow(t, s.DB))
			}
			// Warm up pools, caches and the first socket's buffers, so the
			// baseline is not charged to the flood.
			warm := liveapp.Dial(t, s.URL, livetest.DialOptions{})
			if err := warm.Init(nil); err != nil {
				t.Fatal(err)
			}
			liveapp.Subscribe(t, warm, "w", shows[0])
			_ = warm.Close()
			liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))

			health := pollHealth(s.URL)
			before := liveBytes()
			var wg sync.WaitGroup
			type tally struct {
				accepted, refused int
				other             []string
				err               error
			}
			results := make([]tally, sockets)
			clients := make([]*livetest.Client, sockets)
			for i := range sockets {
				c := liveapp.Dial(t, s.URL, livetest.DialOptions{})
				if err := c.Init(nil); err != nil {
					t.Fatal(err)
				}
				clients[i] = c
				wg.Add(1)
				go func() {
					defer wg.Done()
					r := &results[i]
					// Subscribes go out while the answers are read, as a
					// real flood would: neither side waits for the other.
					sendErr := make(chan error, 1)
					go func() {
						for j := range perConn {
							if err := c.Subscribe(fmt.Sprint(j), liveapp.SeatsSub, map[string]any{"id": shows[j%len(shows)]}); err != nil {
								sendErr <- err
								return
							}
						}
						sendErr <- nil
					}()
					for range perConn {
						m, err := c.Read()
						if err != nil {
							r.err = err
							return
						}
						switch {
						case m.Type == "next":
							r.accepted++
						case m.Type == "error" && errorCode(t, m) == "SUBSCRIPTION_LIMIT_EXCEEDED":
							r.refused++
						default:
							r.other = append(r.other, fmt.Sprintf("%s %s %s", m.Type, m.ID, m.Payload))
						}
					}
					r.err = <-sendErr
				}()
			}
			wg.Wait()
			after := liveBytes()
			growth := int64(after) - int64(before)
			t.Logf("live memory %0.1f MiB before the flood, %0.1f MiB with %d sockets after %d subscribes each (%+0.1f MiB)",
				float64(before)/(1<<20), float64(after)/(1<<20), sockets, perConn, float64(growth)/(1<<20))
			for i, r := range results {
				if r.err != nil || r.accepted != limit || r.refused != perConn-limit || len(r.other) > 0 {
					t.Fatalf("socket %d: %d accepted, %d refused, other %v, err %v; want %d accepted and %d refused",
						i, r.accepted, r.refused, r.other, r.err, limit, perConn-limit)
				}
			}
			if n := s.Live.Stats().Subscribers; n != sockets*limit {
				t.Fatalf("%d live subscriptions, want %d", n, sockets*limit)
			}
			health.finish(t)
			// 60 subscriptions take about a MiB; the 6,000 the old code
			// kept took 59 MiB (SQLite) and 98 MiB (PostgreSQL) here.
			if growth > 16<<20 {
				t.Fatalf("memory grew by %0.1f MiB during the flood", float64(growth)/(1<<20))
			}
			// The accepted subscriptions still work after the flood: the
			// five watching shows[1] on each socket see the booking.
			liveapp.Book(t, s, s.SignIn("Asha", false), shows[1], "A1")
			for _, c := range clients {
				want := map[string]bool{}
				for j := 1; j < limit; j += len(shows) {
					want[fmt.Sprint(j)] = true
				}
				for len(want) > 0 {
					m, err := c.Read()
					if err != nil || m.Type != "next" || !want[m.ID] || !strings.Contains(string(m.Payload), `"occupiedSeats":["A1"]`) {
						t.Fatalf("after the flood: %+v %v, want the booking for one of %v", m, err, want)
					}
					delete(want, m.ID)
				}
				_ = c.Close()
			}
			liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
		})
	}
}

// TestSubscriptionSlotIsReleased: the subscribe over WS_MAX_SUBSCRIPTIONS
// gets an error for its id and the socket stays open; completing a
// subscription frees its slot for the next one, and only one.
func TestSubscriptionSlotIsReleased(t *testing.T) {
	const limit = 5
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true,
				Env: map[string]string{"WS_MAX_SUBSCRIPTIONS": fmt.Sprint(limit)}})
			show := liveapp.NewShow(t, s.DB)
			t.Run("graphql-transport-ws", func(t *testing.T) {
				c := liveapp.Dial(t, s.URL, livetest.DialOptions{})
				if err := c.Init(nil); err != nil {
					t.Fatal(err)
				}
				for i := range limit {
					liveapp.Subscribe(t, c, fmt.Sprint(i), show)
				}
				refused := func(id string) {
					t.Helper()
					if err := c.Subscribe(id, liveapp.SeatsSub, map[string]any{"id": show}); err != nil {
						t.Fatal(err)
					}
					m, err := c.Read()
					if err != nil {
						t.Fatal(err)
					}
					if m.Type != "error" || m.ID != id || errorCode(t, m) != "SUBSCRIPTION_LIMIT_EXCEEDED" {
						t.Fatalf("subscribe %s over the limit: %s %s %s, want an error SUBSCRIPTION_LIMIT_EXCEEDED", id, m.Type, m.ID, m.Payload)
					}
				}
				refused("over")
				if err := c.Complete("2"); err != nil {
					t.Fatal(err)
				}
				liveapp.Subscribe(t, c, "over", show) // the refused id is free, and so is the slot
				refused("again")
				// A query also runs in a slot, and gives it back when it ends.
				if err := c.Complete("0"); err != nil {
					t.Fatal(err)
				}
				if err := c.Subscribe("q", `{ isAdmin }`, nil); err != nil {
					t.Fatal(err)
				}
				if m, err := c.Read(); err != nil || m.Type != "next" || m.ID != "q" {
					t.Fatalf("query in the freed slot: %+v %v", m, err)
				}
				if m, err := c.Read(); err != nil || m.Type != "complete" || m.ID != "q" {
					t.Fatalf("query in the freed slot: %+v %v, want complete", m, err)
				}
				liveapp.Subscribe(t, c, "after-query", show)
				refused("full")
				// Completed subscribers are let go of on their own goroutine.
				liveapp.WaitUntil(t, fmt.Sprintf("%d subscribers", limit), func() bool { return s.Live.Stats().Subscribers == limit })
				_ = c.Close()
				liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
			})
		})
	}
}

// dialFrom opens a websocket that says, through X-Forwarded-For, that it
// comes from addr.
func dialFrom(url, addr string) (*livetest.Client, *http.Response, error) {
	return livetest.Dial(context.Background(), url, livetest.DialOptions{Header: http.Header{"X-Forwarded-For": {addr}}})
}

// TestConnectionsPerAddress: a client address may hold
// WS_MAX_CONNECTIONS_PER_IP sockets, counted with the rate limiter's idea
// of the address (a trusted proxy's X-Forwarded-For, IPv6 per /64); the
// next upgrade is refused with 429, and a closed socket, gracefully or
// not, gives its place back.
func TestConnectionsPerAddress(t *testing.T) {
	const limit = 3
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true, Env: map[string]string{
		"WS_MAX_CONNECTIONS_PER_IP": fmt.Sprint(limit),
		"TRUSTED_PROXIES":           "127.0.0.1",
	}})
	open := func(addr string) *livetest.Client {
		t.Helper()
		c, resp, err := dialFrom(s.URL, addr)
		if err != nil {
			t.Fatalf("socket from %s refused: %v (%v)", addr, err, resp)
		}
		t.Cleanup(func() { _ = c.Abort() })
		if err := c.Init(nil); err != nil {
			t.Fatal(err)
		}
		return c
	}
	refused := func(addr string) {
		t.Helper()
		c, resp, err := dialFrom(s.URL, addr)
		if err == nil {
			_ = c.Close()
			t.Fatalf("socket %d from %s accepted", limit+1, addr)
		}
		if resp == nil || resp.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("refused with %v (%v), want HTTP 429", resp, err)
		}
		var body struct {
			Success bool
			Message string
			Code    string
		}
		if err := liveapp.DecodeJSON(resp, &body); err != nil || body.Success || body.Code != "CONNECTION_LIMIT_EXCEEDED" ||
			!strings.Contains(body.Message, fmt.Sprint(limit)) {
			t.Fatalf("429 body %+v (%v), want the envelope naming the limit", body, err)
		}
	}
	// acceptedAgain dials until the server has let go of a closed socket.
	acceptedAgain := func(addr string) *livetest.Client {
		t.Helper()
		deadline := time.Now().Add(15 * time.Second)
		for {
			c, resp, err := dialFrom(s.URL, addr)
			if err == nil {
				t.Cleanup(func() { _ = c.Abort() })
				return c
			}
			if resp == nil || resp.StatusCode != http.StatusTooManyRequests || time.Now().After(deadline) {
				t.Fatalf("socket from %s after one closed: %v (%v)", addr, err, resp)
			}
			time.Sleep(5 * time.Millisecond) // polling for the server to notice the close
		}
	}

	var held []*livetest.Client
	for range limit {
		held = append(held, open("203.0.113.7"))
	}
	refused("203.0.113.7")
	// Other addresses have their own allowance; an IPv6 /64 is one address.
	open("198.51.100.1")
	for i := range limit {
		open(fmt.Sprintf("2001:db8:0:1::%x", i+1))
	}
	refused("2001:db8:0:1::ffff")
	open("2001:db8:0:2::1")

	// A graceful close gives the place back, once.
	_ = held[0].Close()
	held[0] = acceptedAgain("203.0.113.7")
	refused("203.0.113.7")
	// So does a connection that vanished without a close frame.
	_ = held[1].Abort()
	held[1] = acceptedAgain("203.0.113.7")
	refused("203.0.113.7")
	// Refusals took nothing: closing every socket frees all places.
	for _, c := range held {
		_ = c.Close()
	}
	for range limit {
		acceptedAgain("203.0.113.7")
	}
	refused("203.0.113.7")
}

// TestZeroConnectionsPerAddressIsOff: WS_MAX_CONNECTIONS_PER_IP=0 turns the
// limit off, as 0 does for every rate limit, rather than refusing to
// start: one address holds more sockets than the default 200 allows.
func TestZeroConnectionsPerAddressIsOff(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true, Env: map[string]string{
		"WS_MAX_CONNECTIONS_PER_IP": "0",
		"TRUSTED_PROXIES":           "127.0.0.1",
	}})
	const sockets = 201
	for i := range sockets {
		c, resp, err := dialFrom(s.URL, "203.0.113.8")
		if err != nil {
			t.Fatalf("socket %d refused with the limit off: %v (%v)", i+1, err, resp)
		}
		t.Cleanup(func() { _ = c.Abort() })
	}
}

// TestCompleteThenSubscribeAtTheLimit: a client at the limit that
// completes one subscription and at once starts another (a browser moving
// to the next show) is never refused, although gqlgen may still be
// winding the completed one down; and the socket never runs more than the
// limit.
func TestCompleteThenSubscribeAtTheLimit(t *testing.T) {
	const limit, cycles = 4, 300
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true,
		Env: map[string]string{"WS_MAX_SUBSCRIPTIONS": fmt.Sprint(limit)}})
	show := liveapp.NewShow(t, s.DB)
	c := liveapp.Dial(t, s.URL, livetest.DialOptions{})
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	for i := range limit {
		liveapp.Subscribe(t, c, fmt.Sprint(i), show)
	}
	// complete and subscribe leave back to back, so the subscribe
	// usually arrives while gqlgen is still ending the completed one.
	for i := range cycles {
		id := fmt.Sprint(i % limit)
		if err := c.Complete(id); err != nil {
			t.Fatal(err)
		}
		if err := c.Subscribe(id, liveapp.SeatsSub, map[string]any{"id": show}); err != nil {
			t.Fatal(err)
		}
		if m, err := c.Read(); err != nil || m.Type != "next" || m.ID != id {
			t.Fatalf("cycle %d: subscribe after complete: %+v %v, want next for %s", i, m, err, id)
		}
		// The broker lets go of a completed subscriber on its own
		// goroutine, a moment after gqlgen has ended the operation.
		liveapp.WaitUntil(t, "at most the limit of subscribers", func() bool { return s.Live.Stats().Subscribers <= limit })
	}
	if n := s.Live.Stats().Subscribers; n != limit {
		t.Fatalf("%d subscribers after the cycles, want %d", n, limit)
	}
	_ = c.Close()
	liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
}

package mail_test

import (
	"context"
	"net"
	"sync"
	"testing"
	"time"

	"marquee/db"
	"marquee/internal/adapters/smtp"
	"marquee/internal/domain/mail"
)

// guard only fails a test that would otherwise hang; no test here asserts
// how long anything took.
const guard = 10 * time.Second

// silentServer listens on loopback, accepts every connection and never
// says a word: the SMTP server that once held a worker for 6 min 54 s
// waiting for its greeting. accepted receives one value per connection.
func silentServer(t *testing.T) (addr *net.TCPAddr, accepted <-chan struct{}) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ch := make(chan struct{}, 100)
	var mu sync.Mutex
	var conns []net.Conn
	done := make(chan struct{})
	go func() {
		defer close(done)
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			mu.Lock()
			conns = append(conns, c)
			mu.Unlock()
			ch <- struct{}{}
		}
	}()
	t.Cleanup(func() {
		_ = ln.Close()
		<-done
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			_ = c.Close()
		}
	})
	return ln.Addr().(*net.TCPAddr), ch
}

// silentEnv is an env of one replica whose worker sends to a silent
// server, with the sender's timeout smtpTimeout and the worker's
// sendTimeout; b is a paid booking whose e-mail is due.
func silentEnv(t *testing.T, dialect string, smtpTimeout, sendTimeout time.Duration) (*env, *db.Booking, <-chan struct{}) {
	t.Helper()
	addr, accepted := silentServer(t)
	e := newEnv(t, dialect, 1, nil, smtp.Config{})
	s, err := smtp.New(smtp.Config{Host: addr.IP.String(), Port: addr.Port, Loopback: true,
		From: "Marquee <tickets@tickets.example>", Timeout: smtpTimeout})
	if err != nil {
		t.Fatal(err)
	}
	w := e.replicas[0].w
	w.Sender, w.SendTimeout, w.Lease = s, sendTimeout, time.Hour
	return e, e.pay(0, "asha@example.com", "A1", "A2"), accepted
}

// A server that accepts and never greets costs one attempt at most the
// configured timeout: the sender's own (connecting, the greeting, each
// command) or the worker's for the whole delivery, whichever ends first.
// The attempt is a temporary failure, tried again after the backoff.
func TestNeverGreetingServerCostsOneTimeout(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		for _, c := range []struct {
			name                     string
			smtpTimeout, sendTimeout time.Duration
		}{
			{"the sender's timeout covers the greeting", 200 * time.Millisecond, time.Hour},
			{"the worker's send timeout covers the whole attempt", time.Hour, 200 * time.Millisecond},
		} {
			t.Run(c.name, func(t *testing.T) {
				e, b, accepted := silentEnv(t, dialect, c.smtpTimeout, c.sendTimeout)
				type result struct {
					n   int
					err error
				}
				drained := make(chan result, 1)
				go func() {
					n, err := e.replicas[0].w.Drain(context.Background())
					drained <- result{n, err}
				}()
				var n int
				select {
				case r := <-drained:
					if r.err != nil {
						t.Fatal(r.err)
					}
					n = r.n
				case <-time.After(guard):
					t.Fatalf("the attempt still waits for the greeting after %v", guard)
				}
				select {
				case <-accepted:
				default:
					t.Fatal("the worker never reached the server")
				}
				m := e.messages(b.ID)["PAID"]
				if n != 1 || m.Status != db.MailPending || m.Attempts != 1 || m.LastError == "" || m.LockedUntil != nil ||
					!m.NextAttemptAt.Equal(e.clock.Now().Add(mail.DefaultRetryBase)) {
					t.Fatalf("handled %d; message %+v, want a temporary failure retried after %v", n, m, mail.DefaultRetryBase)
				}
			})
		}
	})
}

// Stopping the worker while it waits on a server that never greets
// returns once the stop grace is over, however long the timeouts, and
// the message is released unsent for the next worker, not counted as
// refused.
func TestStopDuringSilentServer(t *testing.T) {
	eachDialect(t, func(t *testing.T, dialect string) {
		e, b, accepted := silentEnv(t, dialect, time.Hour, time.Hour)
		e.replicas[0].w.StopGrace = 100 * time.Millisecond
		ctx, cancel := context.WithCancel(context.Background())
		defer cancel()
		done := make(chan struct{})
		go func() {
			defer close(done)
			e.replicas[0].w.Run(ctx)
		}()
		select {
		case <-accepted:
		case <-time.After(guard):
			t.Fatal("the worker never reached the server")
		}
		cancel()
		select {
		case <-done:
		case <-time.After(guard):
			t.Fatalf("the worker had not stopped %v after it was asked to", guard)
		}
		m := e.messages(b.ID)["PAID"]
		if m.Status != db.MailPending || m.LockedUntil != nil || m.LastError != "" || m.NextAttemptAt.After(e.clock.Now()) {
			t.Fatalf("message %+v, want released and due now", m)
		}
		next, err := db.ClaimMail(context.Background(), e.replicas[0].bdb, e.clock.Now(), e.clock.Now().Add(time.Minute), "next-worker")
		if err != nil || next == nil || next.ID != m.ID {
			t.Fatalf("the next worker could not take the message: %+v %v", next, err)
		}
	})
}

package app_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"marquee/internal/testsupport/livetest"
)

var shortTimeouts = map[string]string{
	"HTTP_READ_HEADER_TIMEOUT": "1s", "HTTP_READ_TIMEOUT": "2s", "HTTP_WRITE_TIMEOUT": "1s", "HTTP_IDLE_TIMEOUT": "2s",
}

// trickle writes the first line, then one more line every 100ms, until
// the server ends the connection or 15 s pass. It returns how long the
// server put up with it and what it answered.
func trickle(t *testing.T, base, first string, line func(i int) string) (time.Duration, string) {
	t.Helper()
	conn, err := net.Dial("tcp", strings.TrimPrefix(base, "http://"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	started := time.Now()
	closed := make(chan string, 1)
	go func() {
		b, _ := io.ReadAll(conn) // until the server closes
		closed <- string(b)
	}()
	if _, err := io.WriteString(conn, first); err != nil {
		t.Fatal(err)
	}
	tick := time.NewTicker(100 * time.Millisecond)
	defer tick.Stop()
	deadline := time.After(15 * time.Second)
	for i := 0; ; i++ {
		select {
		case answer := <-closed:
			return time.Since(started), answer
		case <-deadline:
			t.Fatal("the server was still reading the trickled request after 15 s")
		case <-tick.C:
			_, _ = io.WriteString(conn, line(i)) // fails once the server has hung up
		}
	}
}

// TestSlowLorisIsCutOff: a client that never finishes its headers is
// disconnected after HTTP_READ_HEADER_TIMEOUT.
func TestSlowLorisIsCutOff(t *testing.T) {
	// A long read timeout, so only the header timeout can end it in time.
	s := start(t, "sqlite", map[string]string{"HTTP_READ_HEADER_TIMEOUT": "1s", "HTTP_READ_TIMEOUT": "1m"})
	took, answer := trickle(t, s.URL, "GET /healthz HTTP/1.1\r\nHost: x\r\n",
		func(i int) string { return fmt.Sprintf("X-Loris-%d: y\r\n", i) })
	if took > 4*time.Second {
		t.Fatalf("header trickle lasted %v, want it cut off after about 1 s", took)
	}
	if strings.Contains(answer, "200 OK") {
		t.Fatalf("the trickled request was served: %q", answer)
	}
}

// TestSlowBodyIsCutOff: a request body trickled slower than
// HTTP_READ_TIMEOUT allows is not waited for.
func TestSlowBodyIsCutOff(t *testing.T) {
	s := start(t, "sqlite", shortTimeouts)
	took, answer := trickle(t, s.URL,
		"POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n",
		func(int) string { return " " })
	if took > 5*time.Second {
		t.Fatalf("body trickle lasted %v, want it cut off after about 2 s", took)
	}
	t.Logf("cut off after %v with %q", took.Round(time.Millisecond), firstLine(answer))
}

func firstLine(s string) string { l, _, _ := strings.Cut(s, "\r\n"); return l }

// TestWebsocketOutlivesTheTimeouts: a seat-map subscription stays open
// and keeps receiving well past every HTTP timeout.
func TestWebsocketOutlivesTheTimeouts(t *testing.T) {
	s := start(t, "sqlite", shortTimeouts)
	show := addShow(t, s.DB)
	tok := token(t, s.URL, "wes")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	c, _, err := livetest.Dial(ctx, s.URL, livetest.DialOptions{})
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	if err := c.Subscribe("seats", `subscription($s: ID!) { seatsChanged(showId: $s) { version occupiedSeats } }`, map[string]any{"s": show}); err != nil {
		t.Fatal(err)
	}
	if _, err := c.Next("seats"); err != nil {
		t.Fatalf("first snapshot: %v", err)
	}
	// Outlast read (2 s), write (1 s) and idle (2 s) timeouts. This is
	// the one wait here that is the point of the test.
	time.Sleep(3 * time.Second)
	wantBooked(t, bookGQL(t, s.URL, tok, show, "E5", nil))
	res, err := c.Next("seats")
	if err != nil {
		t.Fatalf("after the timeouts passed the subscription is gone: %v", err)
	}
	if !strings.Contains(string(res.Data), "E5") {
		t.Fatalf("update = %s, want seat E5", res.Data)
	}
	if err := c.Complete("seats"); err != nil && !errors.Is(err, net.ErrClosed) {
		t.Fatal(err)
	}
}

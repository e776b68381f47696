package httpserver

import (
	"bufio"
	"context"
	"errors"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"
)

// pipeListener hands the server one end of net.Pipe per Dial: a pipe has
// no buffer, so a client that stops reading blocks the server's next
// write at once, as a stalled peer does once the socket buffers are full.
type pipeListener struct {
	conns chan net.Conn
	done  chan struct{}
}

func (l *pipeListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.done:
		return nil, net.ErrClosed
	}
}
func (l *pipeListener) Close() error   { close(l.done); return nil }
func (l *pipeListener) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)} }

// TestStreamWriterCutsOffAStalledReader: each write of an event stream
// must be taken within the write timeout; a peer that stops reading makes
// the write fail and cancels the stream's context (ending its
// subscription) instead of holding the handler for as long as the peer
// stays connected. After finish nothing more is written.
func TestStreamWriterCutsOffAStalledReader(t *testing.T) {
	ended := make(chan error, 1)
	srv := &http.Server{Handler: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithCancel(r.Context())
		defer cancel()
		sw := &streamWriter{w: w, rc: http.NewResponseController(w), timeout: 50 * time.Millisecond, cancel: cancel}
		w.Header().Set("Content-Type", "text/event-stream")
		event := "data: " + strings.Repeat("x", 1000) + "\n\n"
		for ctx.Err() == nil {
			_, _ = sw.Write([]byte(event))
			sw.Flush()
		}
		sw.finish()
		_, err := sw.Write([]byte(event))
		ended <- err
	})}
	ln := &pipeListener{conns: make(chan net.Conn), done: make(chan struct{})}
	go func() { _ = srv.Serve(ln) }()
	defer srv.Close()

	client, server := net.Pipe()
	defer client.Close()
	ln.conns <- server
	if _, err := client.Write([]byte("POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n")); err != nil {
		t.Fatal(err)
	}
	_ = client.SetReadDeadline(time.Now().Add(10 * time.Second))
	status, err := bufio.NewReader(client).ReadString('\n')
	if err != nil || !strings.HasPrefix(status, "HTTP/1.1 200") {
		t.Fatalf("status line %q, %v", status, err)
	}
	// From here the client reads nothing more.
	select {
	case err := <-ended:
		if !errors.Is(err, errStreamFinished) {
			t.Fatalf("a write after finish: %v, want errStreamFinished", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("the stream was still writing to a peer that stopped reading 10 s ago")
	}
}

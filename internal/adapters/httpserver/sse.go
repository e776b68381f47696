package httpserver

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"

	"marquee/internal/platform/ratelimit"
)

// Stream defaults, as the websocket's (internal/adapters/websocket).
const (
	defaultStreamsPerIP       = 200
	defaultStreamPingInterval = 10 * time.Second
	defaultStreamWriteTimeout = 10 * time.Second
)

// CodeConnectionLimit refuses an event stream beyond the address's
// allowance; the websocket refuses a socket with the same code.
const CodeConnectionLimit = "CONNECTION_LIMIT_EXCEEDED"

// eventStream serves an operation as Server-Sent Events: a POST to
// /graphql with Accept: text/event-stream and a JSON body, for curl and
// other clients without a websocket. It is gqlgen's transport.SSE (one
// "next" event per result, then "complete"; a refused operation is one
// "next" carrying its errors), so parsing, validation, the limits of
// gqllimit, the caller from the Authorization header and the error
// presenter are the same as for POST and the websocket.
//
// What it adds is what makes a long-lived response safe here:
//   - at most maxPerIP streams per client address at a time (the rate
//     limiter's address), like the websocket's per-address socket limit;
//     a stream beyond it is refused with 429 before anything runs;
//   - no HTTP_WRITE_TIMEOUT (writeDeadline leaves event streams without a
//     context deadline): instead each write must be taken within
//     writeTimeout, which replaces the request's write deadline, so a peer
//     that stops reading is cut off and its subscription ends, as on the
//     websocket. (HTTP_READ_TIMEOUT does not reach it: net/http clears the
//     read deadline once the body has been read.);
//   - a comment line every pingInterval, so proxies keep an idle stream
//     open and a vanished peer is noticed;
//   - nothing is written after the handler returns (gqlgen's keep-alive
//     goroutine could otherwise write to a finished response).
type eventStream struct {
	sse          transport.SSE
	conns        *ratelimit.Slots
	writeTimeout time.Duration
}

var _ graphql.Transport = (*eventStream)(nil)

func newEventStream(maxPerIP int, ping, writeTimeout time.Duration) *eventStream {
	if maxPerIP == 0 {
		maxPerIP = defaultStreamsPerIP
	}
	if ping <= 0 {
		ping = defaultStreamPingInterval
	}
	if writeTimeout <= 0 {
		writeTimeout = defaultStreamWriteTimeout
	}
	return &eventStream{
		sse:          transport.SSE{KeepAlivePingInterval: ping},
		conns:        ratelimit.NewSlots(maxPerIP),
		writeTimeout: writeTimeout,
	}
}

// Supports is transport.SSE's: POST, a JSON body, and text/event-stream
// among the accepted types.
func (t *eventStream) Supports(r *http.Request) bool { return t.sse.Supports(r) }

func (t *eventStream) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	addr := ratelimit.ClientIP(r.Context())
	if addr == "" {
		addr = ratelimit.Key(ratelimit.Proxies(nil).ClientAddr(r))
	}
	if !t.conns.Acquire(addr) {
		writeStreamLimit(w, t.conns.Max())
		return
	}
	defer t.conns.Release(addr)

	ctx, cancel := context.WithCancel(r.Context())
	defer cancel()
	sw := &streamWriter{w: w, rc: http.NewResponseController(w), timeout: t.writeTimeout, cancel: cancel}
	defer sw.finish()
	t.sse.Do(sw, r.WithContext(ctx), exec)
}

// isEventStream is what writeDeadline and CompressDynamic leave to the
// event-stream transport: a POST to /graphql accepting text/event-stream.
func isEventStream(r *http.Request) bool {
	return r.Method == http.MethodPost && r.URL.Path == "/graphql" &&
		strings.Contains(r.Header.Get("Accept"), "text/event-stream")
}

var errStreamFinished = errors.New("event stream finished")

// streamWriter is the ResponseWriter gqlgen's SSE transport writes to.
// Every write and flush must complete within timeout, or the stream's
// context is cancelled (ending its subscription); after finish nothing
// more is written.
type streamWriter struct {
	w       http.ResponseWriter
	rc      *http.ResponseController
	timeout time.Duration
	cancel  context.CancelFunc

	mu       sync.Mutex
	finished bool
}

func (s *streamWriter) Header() http.Header { return s.w.Header() }

func (s *streamWriter) WriteHeader(code int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if !s.finished {
		s.w.WriteHeader(code)
	}
}

func (s *streamWriter) Write(b []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.finished {
		return 0, errStreamFinished
	}
	_ = s.rc.SetWriteDeadline(time.Now().Add(s.timeout))
	n, err := s.w.Write(b)
	if err != nil {
		s.cancel()
	}
	return n, err
}

func (s *streamWriter) Flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.finished {
		return
	}
	_ = s.rc.SetWriteDeadline(time.Now().Add(s.timeout))
	if err := s.rc.Flush(); err != nil {
		s.cancel()
	}
}

func (s *streamWriter) finish() {
	s.mu.Lock()
	s.finished = true
	s.mu.Unlock()
}

// writeStreamLimit refuses a stream with 429 and a GraphQL error body.
func writeStreamLimit(w http.ResponseWriter, limit int) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(http.StatusTooManyRequests)
	_ = json.NewEncoder(w).Encode(map[string]any{"errors": []map[string]any{{
		"message":    fmt.Sprintf("Too many open event streams from your network: at most %d at a time. Close one and try again.", limit),
		"extensions": map[string]any{"code": CodeConnectionLimit, "limit": limit},
	}}})
}

package httpserver

import (
	"context"
	"net/http"
	"strings"
	"time"

	"marquee/internal/platform/gqllimit"
	"marquee/internal/platform/ratelimit"
)

// Limits bound what one request may ask of the server.
type Limits struct {
	// GraphQL bounds each operation and the POST body of /graphql; it
	// also says whether introspection (and field suggestions) are on.
	GraphQL gqllimit.Limits
	// SignIns limits development sign-ins per client address.
	SignIns *ratelimit.Limiter
	// Proxies are the trusted reverse proxies for the client address.
	Proxies ratelimit.Proxies
	// WriteTimeout bounds every response except websockets and event
	// streams, which stay open as long as a seat map; 0 means none.
	WriteTimeout time.Duration
	// MaxStreamsPerIP is how many Server-Sent Event streams of /graphql
	// one client address may hold open (the websocket's
	// WS_MAX_CONNECTIONS_PER_IP, counted apart from its sockets; default
	// 200; negative: no limit). A further one is refused with 429.
	MaxStreamsPerIP int
}

// wrap applies the per-request limits around the whole router.
func (l Limits) wrap(next http.Handler) http.Handler {
	return ratelimit.Middleware(l.Proxies, writeDeadline(l.WriteTimeout, next))
}

// writeDeadline gives each response its own write deadline and its
// handler a matching context deadline, except websockets and event
// streams. The http.Server has no WriteTimeout, because that would cut
// every websocket at the same age.
func writeDeadline(d time.Duration, next http.Handler) http.Handler {
	if d <= 0 {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rc := http.NewResponseController(w)
		if isWebsocket(r) {
			// A deadline left by an earlier request on this keep-alive
			// connection must not end the socket.
			_ = rc.SetWriteDeadline(time.Time{})
			next.ServeHTTP(w, r)
			return
		}
		if isEventStream(r) {
			// No context deadline: the stream lasts as long as its
			// subscription. The write deadline bounds the request until
			// the event-stream transport has counted it against its
			// address; then the transport clears it and bounds each
			// write instead (eventStream).
			_ = rc.SetWriteDeadline(time.Now().Add(d))
			next.ServeHTTP(w, r)
			return
		}
		_ = rc.SetWriteDeadline(time.Now().Add(d)) // unsupported writers (tests) just have none
		ctx, cancel := context.WithTimeout(r.Context(), d)
		defer cancel()
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func isWebsocket(r *http.Request) bool {
	return strings.Contains(strings.ToLower(r.Header.Get("Upgrade")), "websocket")
}

// HTTPTimeouts are the http.Server's own timeouts.
type HTTPTimeouts struct {
	// ReadHeader cuts off a client that trickles its headers (slow loris).
	ReadHeader time.Duration
	// Read bounds reading a whole request; a websocket clears it on
	// upgrade.
	Read time.Duration
	// Idle closes keep-alive connections nobody uses.
	Idle time.Duration
}

// Apply sets the timeouts on s. WriteTimeout stays unset on purpose: see
// Limits.WriteTimeout.
func (t HTTPTimeouts) Apply(s *http.Server) {
	s.ReadHeaderTimeout = t.ReadHeader
	s.ReadTimeout = t.Read
	s.IdleTimeout = t.Idle
}

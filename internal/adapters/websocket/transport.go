package websocket

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	gws "github.com/gorilla/websocket"

	"marquee/internal/domain/live"
	"marquee/internal/domain/waitingroom"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/envelope"
	"marquee/internal/platform/origin"
	"marquee/internal/platform/ratelimit"
)

// Options configure the websocket transport. Zero durations take
// the defaults.
type Options struct {
	// Verifier authenticates the Authorization value of connection_init,
	// exactly as the HTTP middleware does for the header.
	Verifier *auth.Verifier
	// PublicURL is the origin browsers load the app from; only it may open
	// a websocket (plus http://localhost and http://127.0.0.1 on any port
	// when Development is set). Requests without an Origin header are not
	// from browsers and are allowed.
	PublicURL   string
	Development bool
	// InitTimeout closes connections that send no connection_init in time
	// with 4408 (default 10s).
	InitTimeout time.Duration
	// PingInterval is the graphql-transport-ws ping period; a peer that
	// has not answered a ping within two periods is closed (default 10s).
	PingInterval time.Duration
	// WriteTimeout cuts off a peer that does not take a message in time
	// (default 10s).
	WriteTimeout time.Duration
	// MaxSubscriptions is how many operations one socket may run at a
	// time (WS_MAX_SUBSCRIPTIONS, default 20; Unlimited: no limit); a
	// subscribe beyond it is answered with an error for its id, code
	// SUBSCRIPTION_LIMIT_EXCEEDED.
	MaxSubscriptions int
	// MaxConnectionsPerIP is how many sockets one client address may hold
	// open (WS_MAX_CONNECTIONS_PER_IP, default 200; Unlimited: no limit,
	// sockets are still counted for the gauges); the address is the
	// rate limiter's (ratelimit.Middleware, IPv6 per /64), or the peer's
	// when no middleware set one. Further upgrades are refused with 429.
	MaxConnectionsPerIP int
	Logger              *slog.Logger
	// Metrics is told of sockets and of subscriptions starting and ending
	// (metrics.Live has these methods); nil counts nothing.
	Metrics Gauges
	// Seats is the live seat broker. A seatsChanged subscription the
	// fan-out can encode is subscribed to it directly, with the operation
	// as its sink; nil leaves every operation to gqlgen's executor and
	// the resolvers.
	Seats Subscriber
	// Rooms is the waiting room. A queuePosition subscription a
	// positionShape can encode is subscribed to it with the operation as
	// its sink, as seatsChanged is to Seats; nil leaves it to gqlgen.
	Rooms RoomSubscriber

	readLimit  int64         // largest client message
	closeGrace time.Duration // how long a close frame waits for the peer's reply
}

// Unlimited turns MaxSubscriptions or MaxConnectionsPerIP off. The zero
// value means "the default", as everywhere in Options, so "off" (what 0
// means in the environment, as for every other limit) needs a value of
// its own.
const Unlimited = -1

// The limits a zero MaxSubscriptions or MaxConnectionsPerIP stands for,
// and the defaults of WS_MAX_SUBSCRIPTIONS and WS_MAX_CONNECTIONS_PER_IP.
const (
	DefaultMaxSubscriptions    = 20
	DefaultMaxConnectionsPerIP = 200
)

// Subscriber subscribes to a show's seat maps (live.Broker): with a sink,
// they go to the sink (see live.Sink).
type Subscriber interface {
	Subscribe(ctx context.Context, showID string, sink live.Sink) (<-chan *live.SeatMap, error)
}

// RoomSubscriber subscribes to a caller's place in a waiting room
// (waitingroom.Service), its positions going to the sink.
type RoomSubscriber interface {
	SubscribeSink(ctx context.Context, roomID string, sink waitingroom.Sink) error
}

// Gauges are told of sockets and subscriptions as they come and go.
type Gauges interface {
	ConnectionOpened()
	ConnectionClosed()
	SubscriptionStarted()
	SubscriptionEnded()
}

type noGauges struct{}

func (noGauges) ConnectionOpened()    {}
func (noGauges) ConnectionClosed()    {}
func (noGauges) SubscriptionStarted() {}
func (noGauges) SubscriptionEnded()   {}

// Transport is the /graphql websocket, behind an origin check: every
// socket speaks graphql-transport-ws (the npm graphql-ws library's
// protocol, every browser's) and is served by a session of this package
// (session.go).
type Transport struct {
	o        Options
	log      *slog.Logger
	upgrader gws.Upgrader
	origins  map[string]bool
	dev      bool
	conns    *ratelimit.Slots
	shapes   frameShapes
	frames   atomic.Int64 // messages written by the fan-out (seat maps, queue positions)
	writers  writers      // the fan-out's writers

	mu       sync.Mutex
	sessions map[*session]struct{}
	servers  map[*http.Server]bool // those told to close our sockets at Shutdown
}

var _ graphql.Transport = (*Transport)(nil)

// NewTransport returns the websocket transport for httpserver.Deps.GraphQLTransports.
func NewTransport(o Options) *Transport {
	if o.InitTimeout <= 0 {
		o.InitTimeout = 10 * time.Second
	}
	if o.PingInterval <= 0 {
		o.PingInterval = 10 * time.Second
	}
	if o.WriteTimeout <= 0 {
		o.WriteTimeout = 10 * time.Second
	}
	if o.MaxSubscriptions == 0 {
		o.MaxSubscriptions = DefaultMaxSubscriptions
	}
	if o.MaxConnectionsPerIP == 0 {
		o.MaxConnectionsPerIP = DefaultMaxConnectionsPerIP
	}
	if o.Metrics == nil {
		o.Metrics = noGauges{}
	}
	log := o.Logger
	if log == nil {
		log = slog.Default()
	}
	o.readLimit, o.closeGrace = 64<<10, time.Second
	t := &Transport{o: o, log: log, origins: map[string]bool{}, dev: o.Development,
		conns:    ratelimit.NewSlots(o.MaxConnectionsPerIP),
		sessions: map[*session]struct{}{}, servers: map[*http.Server]bool{},
		upgrader: newUpgrader()}
	if public, err := origin.Normalize(o.PublicURL); err == nil {
		t.origins[public] = true
	}
	return t
}

// Supports claims websocket upgrade requests only; other upgrade offers
// (h2c from curl, say) fall through to the POST and GET transports.
func (t *Transport) Supports(r *http.Request) bool {
	return gws.IsWebSocketUpgrade(r)
}

// Do serves one websocket connection until it closes.
func (t *Transport) Do(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor) {
	if !t.originAllowed(r.Header.Get("Origin")) {
		// Refused before the upgrade: a page from another site never gets
		// a socket speaking with its visitor's credentials.
		http.Error(w, "websocket origin not allowed", http.StatusForbidden)
		return
	}
	// Not a handshake at all: refused before any place is counted (gorilla
	// would answer it too, from inside the upgrade).
	if r.Method != http.MethodGet || r.Header.Get("Sec-Websocket-Version") != "13" || r.Header.Get("Sec-Websocket-Key") == "" {
		http.Error(w, "not a websocket handshake", http.StatusBadRequest)
		return
	}
	if !slices.Contains(gws.Subprotocols(r), subprotocolTransportWS) {
		// The legacy graphql-ws protocol (subscriptions-transport-ws), or
		// none: refused before the upgrade, in the /api envelope, rather
		// than a socket that would close at the first message.
		writeSubprotocolRequired(w)
		return
	}
	// Counted from before the upgrade until the socket is closed, so a
	// place is given back exactly once however the socket ends.
	addr := ratelimit.ClientIP(r.Context())
	if addr == "" {
		addr = ratelimit.Key(ratelimit.Proxies(nil).ClientAddr(r))
	}
	if !t.conns.Acquire(addr) {
		writeConnLimit(w, t.conns.Max())
		return
	}
	t.serveSession(w, r, exec, addr)
}

// serveSession upgrades to graphql-transport-ws and returns at once: the
// session's reader carries the socket from here, so the HTTP handler's
// goroutine, with the request and net/http's buffers, is not kept for
// the socket's life.
func (t *Transport) serveSession(w http.ResponseWriter, r *http.Request, exec graphql.GraphExecutor, addr string) {
	hj := &hijacker{ResponseWriter: w}
	ws, err := t.upgrader.Upgrade(hj, r, nil)
	if err != nil {
		t.conns.Release(addr) // gorilla has answered the request
		return
	}
	s := newSession(t, ws, hj.wire, r, exec, addr)
	t.track(s, r)
	t.o.Metrics.ConnectionOpened()
	go s.serve()
}

// track registers a session, and asks the server it came through to close
// the sessions at Shutdown, which does not close hijacked connections.
// (gqlgen's transport closed them when the request's context ended; a
// session has outlived its request.)
func (t *Transport) track(s *session, r *http.Request) {
	srv, _ := r.Context().Value(http.ServerContextKey).(*http.Server)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.sessions[s] = struct{}{}
	if srv != nil && !t.servers[srv] {
		t.servers[srv] = true
		srv.RegisterOnShutdown(t.closeSessions)
	}
}

func (t *Transport) forget(s *session) {
	t.mu.Lock()
	delete(t.sessions, s)
	t.mu.Unlock()
	t.conns.Release(s.addr)
	t.o.Metrics.ConnectionClosed()
}

// closeSessions closes every graphql-transport-ws socket with 1000, as
// gqlgen's transport did when the server's base context ended; clients
// reconnect, to another replica if there is one.
func (t *Transport) closeSessions() {
	t.mu.Lock()
	all := make([]*session, 0, len(t.sessions))
	for s := range t.sessions {
		all = append(all, s)
	}
	t.mu.Unlock()
	for _, s := range all {
		s.sendClose(gws.CloseNormalClosure, "terminated")
		s.closeAfterGrace()
	}
}

// FanoutStats count the fan-out, for tests and benchmarks.
type FanoutStats struct {
	Encodes int64 // seat-map payloads encoded: one per version and query shape
	Frames  int64 // messages written: seat maps and queue positions
}

// FanoutStats returns the fan-out's counters.
func (t *Transport) FanoutStats() FanoutStats {
	return FanoutStats{Encodes: t.shapes.encodes.Load(), Frames: t.frames.Load()}
}

// OpenConnections is how many sockets are open (or being opened) now.
func (t *Transport) OpenConnections() int { return t.conns.Open() }

// CodeConnectionLimit is the code in the body of the 429 refusing a
// socket beyond MaxConnectionsPerIP.
const CodeConnectionLimit = "CONNECTION_LIMIT_EXCEEDED"

// CodeSubprotocolRequired is the code in the body of the 400 refusing an
// upgrade that does not offer graphql-transport-ws.
const CodeSubprotocolRequired = "SUBPROTOCOL_REQUIRED"

// writeSubprotocolRequired refuses an upgrade for another protocol (or
// none) in the /api envelope.
func writeSubprotocolRequired(w http.ResponseWriter) {
	envelope.Fail(w, http.StatusBadRequest,
		`This websocket speaks the graphql-transport-ws protocol (the npm graphql-ws library's): request the subprotocol "graphql-transport-ws".`,
		CodeSubprotocolRequired, map[string]any{"subprotocol": subprotocolTransportWS})
}

// writeConnLimit refuses the upgrade in the /api envelope. Browsers do
// not show a refused handshake's body to scripts, but curl and logs do.
func writeConnLimit(w http.ResponseWriter, limit int) {
	envelope.Fail(w, http.StatusTooManyRequests,
		fmt.Sprintf("Too many open websockets from your network: at most %d at a time. Close one and try again.", limit),
		CodeConnectionLimit, map[string]any{"limit": limit})
}

func (t *Transport) originAllowed(header string) bool {
	if header == "" {
		return true
	}
	norm, err := origin.Normalize(header)
	if err != nil {
		return false
	}
	if t.origins[norm] {
		return true
	}
	if t.dev {
		u, _ := url.Parse(norm)
		switch u.Hostname() {
		case "localhost", "127.0.0.1", "::1":
			return true // Normalize admits only http and https
		}
	}
	return false
}

// errForbidden refuses a connection_init (the session closes with 4403).
var errForbidden = errors.New("forbidden")

// authenticate checks connection_init: its Authorization value (the key
// in any letter case) goes through Verifier.Authenticate, the same path
// as the HTTP header, so resolvers see the same caller either way. No
// value leaves the connection anonymous (or signed in by the upgrade
// request's own header). A value that fails verification, or is not a
// string, rejects the connection with 4403 Forbidden.
func authenticate(ctx context.Context, v *auth.Verifier, p transport.InitPayload) (context.Context, error) {
	var values []any
	for k, val := range p {
		if strings.EqualFold(k, "authorization") {
			values = append(values, val)
		}
	}
	switch {
	case len(values) > 1:
		return ctx, errForbidden
	case len(values) == 1:
		s, ok := values[0].(string)
		if !ok {
			return ctx, errForbidden
		}
		if strings.TrimSpace(s) != "" {
			if v == nil {
				return ctx, errForbidden
			}
			ctx = v.Authenticate(ctx, s)
		}
	}
	if auth.VerificationError(ctx) != nil {
		return ctx, errForbidden
	}
	return ctx, nil
}

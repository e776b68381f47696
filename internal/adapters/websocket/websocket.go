package websocket

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"reflect"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"
	gws "github.com/gorilla/websocket"
)

// writeBuffers lends write buffers to every socket, legacy or not, only
// while a message is being written, so an idle socket holds none.
var writeBuffers = &sync.Pool{}

// newUpgrader is the graphql-transport-ws upgrader. Client messages are
// small (a subscribe is a few hundred bytes, pongs a dozen), so a 512-byte
// read buffer serves them, and larger ones are read straight through it.
func newUpgrader() gws.Upgrader {
	return gws.Upgrader{
		HandshakeTimeout: 10 * time.Second,
		ReadBufferSize:   512,
		WriteBufferPool:  writeBuffers,
		WriteBufferSize:  4096,
		Subprotocols:     []string{subprotocolTransportWS, subprotocolLegacyWS},
		// The Transport checked the origin before the upgrade.
		CheckOrigin: func(*http.Request) bool { return true },
	}
}

// gorillaImpl plugs gorilla/websocket into gqlgen's websocket transport,
// which serves the legacy graphql-ws protocol (subscriptions-transport-ws,
// gqlgen's own test client).
type gorillaImpl struct {
	upgrader     gws.Upgrader
	initTimeout  time.Duration
	writeTimeout time.Duration
	closeGrace   time.Duration
	maxOps       int
	metrics      Gauges
}

var _ transport.WebsocketImplementation = (*gorillaImpl)(nil)

func newGorilla(initTimeout, writeTimeout, closeGrace time.Duration, maxOps int, metrics Gauges) *gorillaImpl {
	u := newUpgrader()
	u.ReadBufferSize = 1024
	return &gorillaImpl{upgrader: u,
		initTimeout: initTimeout, writeTimeout: writeTimeout, closeGrace: closeGrace, maxOps: maxOps, metrics: metrics,
	}
}

type connSlotKey struct{}

// connSlot hands the accepted connection back to Transport.Do, which
// closes it after gqlgen returns: a few of gqlgen's early exits (an init
// payload that is not an object, for one) never close it.
type connSlot struct{ conn *wsConn }

func (g *gorillaImpl) Accept(w http.ResponseWriter, r *http.Request, opts transport.WebsocketAcceptOptions) (transport.WebsocketConn, error) {
	ws, err := g.upgrader.Upgrade(w, r, opts.ResponseHeader)
	if err != nil {
		return nil, err
	}
	g.metrics.ConnectionOpened()
	c := &wsConn{
		ws:           ws,
		metrics:      g.metrics,
		writeTimeout: g.writeTimeout,
		closeGrace:   g.closeGrace,
		maxOps:       g.maxOps,
		active:       map[string]bool{},
		running:      map[string]bool{},
		freed:        make(chan struct{}, 1),
		done:         make(chan struct{}),
	}
	if g.initTimeout > 0 {
		c.smu.Lock() // the timer may fire before the assignment is done
		c.initTimer = time.AfterFunc(g.initTimeout, c.initTimedOut)
		c.smu.Unlock()
	}
	if slot, ok := r.Context().Value(connSlotKey{}).(*connSlot); ok {
		slot.conn = c
	}
	return c, nil
}

// wsConn is one legacy websocket. gorilla allows one writer at a time:
// data frames go through wmu; close frames use WriteControl, which
// gorilla allows concurrently.
type wsConn struct {
	ws           *gws.Conn
	metrics      Gauges
	writeTimeout time.Duration
	closeGrace   time.Duration
	// maxOps bounds the operations one socket runs at a time. Each costs
	// a goroutine, gqlgen's operation state and a broker subscriber, so
	// without a bound one socket could pin any amount of memory.
	maxOps int

	wmu sync.Mutex

	smu       sync.Mutex
	initTimer *time.Timer // closes with 1002 unless connection_init arrives first
	initSeen  bool
	// active holds the operations the client started and has not seen
	// end; running those gqlgen has not ended yet. freed wakes a reader
	// waiting for one to end.
	active  map[string]bool
	running map[string]bool
	freed   chan struct{}
	done    chan struct{} // closed with the network connection

	closeOnce sync.Once
	closeSent atomic.Bool
	netOnce   sync.Once
}

var (
	_ transport.WebsocketConn          = (*wsConn)(nil)
	_ transport.WebsocketReadLimiter   = (*wsConn)(nil)
	_ transport.WebsocketReadDeadliner = (*wsConn)(nil)
)

func (c *wsConn) Subprotocol() string { return c.ws.Subprotocol() }

func (c *wsConn) SetReadLimit(limit int64) { c.ws.SetReadLimit(limit) }

func (c *wsConn) SetReadDeadline(t time.Time) error {
	if c.closeSent.Load() {
		return nil // the close grace period owns the deadline now
	}
	return c.ws.SetReadDeadline(t)
}

// NextReader returns the next message for gqlgen, after holding start
// messages to the operation limit.
func (c *wsConn) NextReader() (int, io.Reader, error) {
	for {
		mt, data, err := c.ws.ReadMessage()
		if err != nil {
			c.closeNet()
			if c.closeSent.Load() || gws.IsCloseError(err, gws.CloseNormalClosure, gws.CloseNoStatusReceived) {
				return mt, nil, transport.ErrWebsocketClosed
			}
			return mt, nil, err
		}
		if c.closeSent.Load() {
			continue // closing: only the peer's close reply matters
		}
		v := c.check(data)
		if v.action == waitSlot {
			v = c.awaitSlot(data, v)
		}
		switch v.action {
		case pass:
			return mt, bytes.NewReader(data), nil
		case answer:
			// Written by the reader itself: a client that floods without
			// reading the answers stops being read, and TCP pushes back.
			if err := c.write(v.data); err != nil {
				return mt, nil, err
			}
		case ignore:
		}
	}
}

type action int

const (
	pass     action = iota
	ignore          // the connection closed while waiting
	answer          // send data back to the client instead of passing the message on
	waitSlot        // wait for a finishing operation to end, then check again
)

type verdict struct {
	action action
	data   []byte // the answer, or waitSlot's refusal
}

// awaitSlot waits, for at most the write timeout, until gqlgen has ended
// one of the operations the client already stopped, and checks the
// message again. Those end within moments; if one does not, the start is
// refused like any other over the limit.
func (c *wsConn) awaitSlot(data []byte, v verdict) verdict {
	wait := c.writeTimeout
	if wait <= 0 {
		wait = 10 * time.Second
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for v.action == waitSlot {
		select {
		case <-c.freed:
			v = c.check(data)
		case <-c.done:
			return verdict{action: ignore} // the next read reports the close
		case <-timer.C:
			return verdict{action: answer, data: v.data}
		}
	}
	return v
}

// check holds the legacy protocol (which has no close codes to enforce)
// to the session's rules: it notes the init so the timeout does not fire,
// and holds start messages to the operation limit. Operations keep the
// client's id (the protocol sends a complete after a stop, so the client
// sees when its id is free), and a start reusing a running id is refused
// rather than run twice under one id.
func (c *wsConn) check(data []byte) verdict {
	var m struct {
		Type string
		ID   string
	}
	if json.Unmarshal(data, &m) != nil {
		return verdict{action: pass} // gqlgen answers malformed messages
	}
	c.smu.Lock()
	defer c.smu.Unlock()
	switch m.Type {
	case "connection_init":
		c.initSeen = true
		if c.initTimer != nil {
			c.initTimer.Stop()
		}
	case "start":
		if c.active[m.ID] {
			return verdict{action: answer, data: opError(m.ID, "An operation with this id is already running", "BAD_REQUEST", nil)}
		}
		if c.maxOps > 0 {
			refusal := limitRefusal(m.ID, c.maxOps)
			if len(c.active) >= c.maxOps {
				return verdict{action: answer, data: refusal}
			}
			if len(c.running) >= c.maxOps {
				return verdict{action: waitSlot, data: refusal}
			}
		}
		c.active[m.ID], c.running[m.ID] = true, true
		c.metrics.SubscriptionStarted()
	}
	return verdict{action: pass}
}

func (c *wsConn) stopInitTimer() {
	c.smu.Lock()
	defer c.smu.Unlock()
	if c.initTimer != nil {
		c.initTimer.Stop()
	}
}

func (c *wsConn) initTimedOut() {
	c.smu.Lock()
	seen := c.initSeen
	c.smu.Unlock()
	if seen {
		return
	}
	c.sendClose(gws.CloseProtocolError, "Connection initialisation timeout")
	c.closeAfterGrace()
}

// WriteJSON sends a message from gqlgen; an error or complete ends its
// operation, which frees its place.
func (c *wsConn) WriteJSON(v any) error {
	if typ, id := messageMeta(v); typ == "error" || typ == "complete" {
		c.ended(id)
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return c.write(data)
}

func (c *wsConn) ended(op string) {
	c.smu.Lock()
	defer c.smu.Unlock()
	if !c.running[op] {
		return
	}
	delete(c.running, op)
	delete(c.active, op)
	c.metrics.SubscriptionEnded()
	select {
	case c.freed <- struct{}{}:
	default: // a wake-up is already pending
	}
}

// messageMeta reads the type and id of gqlgen's (unexported) message
// struct.
func messageMeta(v any) (typ, id string) {
	rv := reflect.ValueOf(v)
	for rv.Kind() == reflect.Pointer || rv.Kind() == reflect.Interface {
		if rv.IsNil() {
			return "", ""
		}
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return "", ""
	}
	if f := rv.FieldByName("Type"); f.IsValid() && f.Kind() == reflect.String {
		typ = f.String()
	}
	if f := rv.FieldByName("ID"); f.IsValid() && f.Kind() == reflect.String {
		id = f.String()
	}
	return typ, id
}

// write sends one text frame. A peer that does not take it within the
// write timeout is cut off: it is gone or too slow to be worth waiting
// for, and a half-written frame cannot be resumed anyway.
func (c *wsConn) write(data []byte) error {
	c.wmu.Lock()
	defer c.wmu.Unlock()
	if c.writeTimeout > 0 {
		_ = c.ws.SetWriteDeadline(time.Now().Add(c.writeTimeout))
	}
	err := c.ws.WriteMessage(gws.TextMessage, data)
	if err != nil {
		c.closeNet()
	}
	return err
}

// WriteClose sends the close frame (only the first one counts).
func (c *wsConn) WriteClose(code int, reason string) error {
	c.sendClose(code, reason)
	return nil
}

func (c *wsConn) sendClose(code int, reason string) {
	c.closeOnce.Do(func() {
		c.closeSent.Store(true)
		c.stopInitTimer()
		msg := gws.FormatCloseMessage(code, limitReason(reason))
		_ = c.ws.WriteControl(gws.CloseMessage, msg, time.Now().Add(time.Second))
	})
}

// Close ends the connection: at once, or after a short grace period for
// the peer's close reply when a close frame was sent.
func (c *wsConn) Close() error {
	if c.closeSent.Load() {
		c.closeAfterGrace()
		return nil
	}
	c.closeNet()
	return nil
}

func (c *wsConn) closeAfterGrace() {
	// A blocked reader wakes at the deadline and closes; the timer covers
	// the case where nobody is reading any more.
	_ = c.ws.SetReadDeadline(time.Now().Add(c.closeGrace))
	time.AfterFunc(c.closeGrace, c.closeNet)
}

func (c *wsConn) closeNet() {
	c.netOnce.Do(func() {
		c.stopInitTimer()
		close(c.done)
		_ = c.ws.Close()
		c.metrics.ConnectionClosed()
	})
}

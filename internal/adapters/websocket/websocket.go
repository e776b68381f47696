package websocket

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"
	gws "github.com/gorilla/websocket"
)

// The graphql-transport-ws close codes (graphql-ws PROTOCOL.md). gqlgen
// closes with 1002 (or not at all) where the protocol prescribes these,
// so the connection below watches the frames and sends them itself.
const (
	CloseBadRequest        = 4400 // malformed or unknown message
	CloseUnauthorized      = 4401 // subscribe before connection_ack
	CloseForbidden         = 4403 // connection_init rejected (a presented token failed verification)
	CloseInitTimeout       = 4408 // no connection_init in time
	CloseSubscriberExists  = 4409 // subscribe reusing an id that is still active
	CloseTooManyInitialise = 4429 // a second connection_init
)

const (
	subprotocolTransportWS = "graphql-transport-ws" // npm graphql-ws
	subprotocolLegacyWS    = "graphql-ws"           // subscriptions-transport-ws, gqlgen's test client
)

// CodeSubscriptionLimit is extensions.code of the error answering a
// subscribe beyond a socket's MaxSubscriptions.
const CodeSubscriptionLimit = "SUBSCRIPTION_LIMIT_EXCEEDED"

// gorillaImpl plugs gorilla/websocket into gqlgen's websocket transport.
type gorillaImpl struct {
	upgrader     gws.Upgrader
	initTimeout  time.Duration
	writeTimeout time.Duration
	closeGrace   time.Duration
	maxOps       int
}

var _ transport.WebsocketImplementation = (*gorillaImpl)(nil)

func newGorilla(initTimeout, writeTimeout, closeGrace time.Duration, maxOps int) *gorillaImpl {
	return &gorillaImpl{
		upgrader: gws.Upgrader{
			HandshakeTimeout: 10 * time.Second,
			ReadBufferSize:   1024,
			// Write buffers are taken from a pool only while a message is
			// written, so an idle subscriber costs no write buffer.
			WriteBufferPool: &sync.Pool{},
			WriteBufferSize: 4096,
			// graphql-transport-ws first; the legacy protocol stays for
			// older clients and gqlgen's own test client.
			Subprotocols: []string{subprotocolTransportWS, subprotocolLegacyWS},
			// The Transport checked the origin before the upgrade.
			CheckOrigin: func(*http.Request) bool { return true },
		},
		initTimeout: initTimeout, writeTimeout: writeTimeout, closeGrace: closeGrace, maxOps: maxOps,
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
	c := &wsConn{
		ws:           ws,
		modern:       ws.Subprotocol() == subprotocolTransportWS,
		writeTimeout: g.writeTimeout,
		closeGrace:   g.closeGrace,
		maxOps:       g.maxOps,
		active:       map[string]string{},
		clientOf:     map[string]string{},
		running:      map[string]struct{}{},
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

// wsConn is one websocket. gorilla allows one writer at a time: data
// frames go through wmu; close frames use WriteControl, which gorilla
// allows concurrently.
type wsConn struct {
	ws           *gws.Conn
	modern       bool // graphql-transport-ws: enforce its rules
	writeTimeout time.Duration
	closeGrace   time.Duration
	// maxOps bounds the operations one socket runs at a time. Each costs
	// a goroutine, gqlgen's operation state and a broker subscriber, so
	// without a bound one socket could pin any amount of memory.
	maxOps int

	wmu sync.Mutex

	// Protocol state. gqlgen keys operations by the client's id and
	// misbehaves when one is reused (a late complete for the old operation
	// ends the new one), so each subscribe gets a fresh operation id on the
	// way in and the client's id back on the way out.
	smu       sync.Mutex
	initTimer *time.Timer // 4408 unless connection_init arrives first
	initSeen  bool
	acked     bool
	active    map[string]string // client id → operation id, while running
	clientOf  map[string]string // operation id → client id
	lastOp    uint64
	// running holds the operations gqlgen has not ended yet (no error or
	// complete from it). A client's complete frees its id and its place
	// in active at once, as graphql-ws expects, but gqlgen needs a moment
	// to wind the operation down; running keeps a subscribe/complete loop
	// from piling those up beyond maxOps. freed wakes a reader waiting
	// for one to end.
	running map[string]struct{}
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

// NextReader returns the next message for gqlgen, after checking it
// against graphql-transport-ws: a violation closes the connection with
// the protocol's code and gqlgen sees a closed connection.
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
			if v.data != nil {
				data = v.data
			}
			return mt, bytes.NewReader(data), nil
		case answerPing:
			_ = c.write([]byte(`{"type":"pong"}`))
		case answer:
			// Written by the reader itself: a client that floods without
			// reading the answers stops being read, and TCP pushes back.
			if err := c.write(v.data); err != nil {
				return mt, nil, err
			}
		case ignore:
		case reject:
			c.fail(v.code, v.reason)
			return mt, nil, transport.ErrWebsocketClosed
		}
	}
}

type action int

const (
	pass action = iota
	ignore
	answerPing
	answer   // send data back to the client instead of passing the message on
	waitSlot // wait for a finishing operation to end, then check again
	reject
)

type verdict struct {
	action action
	data   []byte // the message to pass on, when rewritten; the answer; or waitSlot's refusal
	code   int
	reason string
}

// awaitSlot waits, for at most the write timeout, until gqlgen has ended
// one of the operations the client already completed, and checks the
// message again. Those end within moments; if one does not, the
// subscribe is refused like any other over the limit.
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

// opError is the error message ending operation id at once, with the
// GraphQL errors list as payload in both subprotocols.
func opError(id, message, code string, extra map[string]any) []byte {
	ext := map[string]any{"code": code}
	for k, v := range extra {
		ext[k] = v
	}
	b, _ := json.Marshal(map[string]any{"id": id, "type": "error",
		"payload": []any{map[string]any{"message": message, "extensions": ext}}})
	return b
}

// limitVerdictLocked refuses, or holds back, an operation that would take
// the socket past maxOps; ok means there is room.
func (c *wsConn) limitVerdictLocked(id string) (verdict, bool) {
	if c.maxOps <= 0 {
		return verdict{}, true
	}
	refusal := opError(id,
		fmt.Sprintf("Too many subscriptions on this connection: at most %d at a time. Complete one before starting another.", c.maxOps),
		CodeSubscriptionLimit, map[string]any{"limit": c.maxOps})
	if len(c.active) >= c.maxOps {
		return verdict{action: answer, data: refusal}, false
	}
	if len(c.running) >= c.maxOps {
		return verdict{action: waitSlot, data: refusal}, false
	}
	return verdict{}, true
}

func rejectWith(code int, reason string) verdict {
	return verdict{action: reject, code: code, reason: reason}
}

// check applies graphql-transport-ws's message rules and state machine.
func (c *wsConn) check(data []byte) verdict {
	if !c.modern {
		return c.checkLegacy(data)
	}
	m, ok := parseClientMessage(data)
	if !ok {
		return rejectWith(CloseBadRequest, "Invalid message received")
	}
	c.smu.Lock()
	defer c.smu.Unlock()
	switch m.Type {
	case "connection_init":
		if c.initSeen {
			return rejectWith(CloseTooManyInitialise, "Too many initialisation requests")
		}
		c.sawInitLocked()
	case "subscribe":
		if !c.acked {
			return rejectWith(CloseUnauthorized, "Unauthorized")
		}
		if _, dup := c.active[m.ID]; dup {
			return rejectWith(CloseSubscriberExists, limitReason("Subscriber for "+m.ID+" already exists"))
		}
		if v, ok := c.limitVerdictLocked(m.ID); !ok {
			return v
		}
		c.lastOp++
		op := strconv.FormatUint(c.lastOp, 10)
		c.active[m.ID], c.clientOf[op] = op, m.ID
		c.running[op] = struct{}{}
		return verdict{action: pass, data: m.withID(op)}
	case "complete":
		op, ok := c.active[m.ID]
		if !ok {
			return verdict{action: ignore} // nothing running under that id
		}
		delete(c.active, m.ID)
		delete(c.clientOf, op)
		return verdict{action: pass, data: m.withID(op)}
	case "ping":
		if !c.acked {
			// Allowed at any time; gqlgen only answers after the ack.
			return verdict{action: answerPing}
		}
	case "pong":
		if !c.acked {
			return verdict{action: ignore}
		}
	}
	return verdict{action: pass}
}

// checkLegacy handles the legacy protocol (subscriptions-transport-ws),
// which has no close codes to enforce: it notes the init so the timeout
// does not fire, and holds start messages to the same operation limit.
// Operations keep the client's id (the protocol sends a complete after a
// stop, so the client sees when its id is free), and a start reusing a
// running id is refused rather than run twice under one id.
func (c *wsConn) checkLegacy(data []byte) verdict {
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
		c.sawInitLocked()
	case "start":
		if _, dup := c.active[m.ID]; dup {
			return verdict{action: answer, data: opError(m.ID, "An operation with this id is already running", "BAD_REQUEST", nil)}
		}
		if v, ok := c.limitVerdictLocked(m.ID); !ok {
			return v
		}
		c.active[m.ID], c.clientOf[m.ID] = m.ID, m.ID
		c.running[m.ID] = struct{}{}
	}
	return verdict{action: pass}
}

func (c *wsConn) sawInitLocked() {
	c.initSeen = true
	if c.initTimer != nil {
		c.initTimer.Stop()
	}
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
	code := CloseInitTimeout
	if !c.modern {
		code = gws.CloseProtocolError
	}
	c.sendClose(code, "Connection initialisation timeout")
	c.closeAfterGrace()
}

type clientMessage struct {
	Type string
	ID   string
	raw  map[string]json.RawMessage
}

func (m clientMessage) withID(id string) []byte {
	m.raw["id"], _ = json.Marshal(id)
	b, _ := json.Marshal(m.raw)
	return b
}

// parseClientMessage validates a message the way graphql-ws's server
// does: an object with a known client message type and the fields that
// type requires.
func parseClientMessage(data []byte) (clientMessage, bool) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(data, &raw); err != nil || raw == nil {
		return clientMessage{}, false
	}
	m := clientMessage{raw: raw}
	if json.Unmarshal(raw["type"], &m.Type) != nil {
		return m, false
	}
	switch m.Type {
	case "connection_init", "ping", "pong":
		return m, isObjectOrNull(raw["payload"])
	case "subscribe":
		if json.Unmarshal(raw["id"], &m.ID) != nil || m.ID == "" {
			return m, false
		}
		var p map[string]json.RawMessage
		if json.Unmarshal(raw["payload"], &p) != nil || p == nil {
			return m, false
		}
		var query string
		if json.Unmarshal(p["query"], &query) != nil {
			return m, false
		}
		if !isObjectOrNull(p["variables"]) || !isObjectOrNull(p["extensions"]) || !isStringOrNull(p["operationName"]) {
			return m, false
		}
		return m, true
	case "complete":
		return m, json.Unmarshal(raw["id"], &m.ID) == nil && m.ID != ""
	default:
		// Unknown types, and server-to-client ones (connection_ack, next,
		// error), are not something a client may send.
		return m, false
	}
}

func isObjectOrNull(v json.RawMessage) bool {
	if len(v) == 0 || string(v) == "null" {
		return true
	}
	var o map[string]json.RawMessage
	return json.Unmarshal(v, &o) == nil
}

func isStringOrNull(v json.RawMessage) bool {
	if len(v) == 0 || string(v) == "null" {
		return true
	}
	var s string
	return json.Unmarshal(v, &s) == nil
}

// limitReason keeps a close reason within the 123 bytes a close frame
// allows.
func limitReason(s string) string {
	if len(s) > 123 {
		return s[:120] + "..."
	}
	return s
}

// WriteJSON sends a message from gqlgen. For graphql-transport-ws it
// notes the connection_ack, puts the client's id back on operation
// messages, and drops those of operations the client already completed
// (gqlgen sends a complete after the client's own, and one after an
// error; the protocol wants neither).
func (c *wsConn) WriteJSON(v any) error {
	typ, id := messageMeta(v)
	if typ == "error" || typ == "complete" {
		c.ended(id)
	}
	if c.modern {
		c.smu.Lock()
		switch typ {
		case "connection_ack":
			c.acked = true
		case "next", "error", "complete":
			client, ok := c.clientOf[id]
			if !ok {
				c.smu.Unlock()
				return nil
			}
			if typ != "next" {
				delete(c.clientOf, id)
				delete(c.active, client)
			}
			if !setMessageID(v, client) {
				c.smu.Unlock()
				return fmt.Errorf("live: cannot address gqlgen message %T", v)
			}
		}
		c.smu.Unlock()
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	return c.write(data)
}

// ended notes that gqlgen has ended operation op (its error or complete
// is being sent), which frees its place.
func (c *wsConn) ended(op string) {
	c.smu.Lock()
	defer c.smu.Unlock()
	if _, ok := c.running[op]; !ok {
		return
	}
	delete(c.running, op)
	if !c.modern {
		delete(c.active, op)
		delete(c.clientOf, op)
	}
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

func setMessageID(v any, id string) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || rv.Elem().Kind() != reflect.Struct {
		return false
	}
	f := rv.Elem().FieldByName("ID")
	if !f.IsValid() || !f.CanSet() || f.Kind() != reflect.String {
		return false
	}
	f.SetString(id)
	return true
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

// fail closes with a protocol error code from the reading goroutine, then
// waits briefly for the peer's close reply so the close frame is not lost
// to a reset.
func (c *wsConn) fail(code int, reason string) {
	c.sendClose(code, reason)
	_ = c.ws.SetReadDeadline(time.Now().Add(c.closeGrace))
	for {
		if _, _, err := c.ws.ReadMessage(); err != nil {
			break
		}
	}
	c.closeNet()
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
	})
}

package live

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
	"github.com/gorilla/websocket"
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

// gorillaImpl plugs gorilla/websocket into gqlgen's websocket transport.
type gorillaImpl struct {
	upgrader     websocket.Upgrader
	initTimeout  time.Duration
	writeTimeout time.Duration
	closeGrace   time.Duration
}

var _ transport.WebsocketImplementation = (*gorillaImpl)(nil)

func newGorilla(initTimeout, writeTimeout, closeGrace time.Duration) *gorillaImpl {
	return &gorillaImpl{
		upgrader: websocket.Upgrader{
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
		initTimeout: initTimeout, writeTimeout: writeTimeout, closeGrace: closeGrace,
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
		active:       map[string]string{},
		clientOf:     map[string]string{},
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
	ws           *websocket.Conn
	modern       bool // graphql-transport-ws: enforce its rules
	writeTimeout time.Duration
	closeGrace   time.Duration

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
			if c.closeSent.Load() || websocket.IsCloseError(err, websocket.CloseNormalClosure, websocket.CloseNoStatusReceived) {
				return mt, nil, transport.ErrWebsocketClosed
			}
			return mt, nil, err
		}
		if c.closeSent.Load() {
			continue // closing: only the peer's close reply matters
		}
		v := c.check(data)
		switch v.action {
		case pass:
			if v.data != nil {
				data = v.data
			}
			return mt, bytes.NewReader(data), nil
		case answerPing:
			_ = c.write([]byte(`{"type":"pong"}`))
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
	reject
)

type verdict struct {
	action action
	data   []byte // the message to pass on, when rewritten
	code   int
	reason string
}

func rejectWith(code int, reason string) verdict {
	return verdict{action: reject, code: code, reason: reason}
}

// check applies graphql-transport-ws's message rules and state machine.
func (c *wsConn) check(data []byte) verdict {
	if !c.modern {
		// The legacy protocol has no close codes to enforce; only note the
		// init so the timeout does not fire.
		var m struct{ Type string }
		if json.Unmarshal(data, &m) == nil && m.Type == "connection_init" {
			c.smu.Lock()
			c.sawInitLocked()
			c.smu.Unlock()
		}
		return verdict{action: pass}
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
		c.lastOp++
		op := strconv.FormatUint(c.lastOp, 10)
		c.active[m.ID], c.clientOf[op] = op, m.ID
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
		code = websocket.CloseProtocolError
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
	if c.modern {
		typ, id := messageMeta(v)
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
	err := c.ws.WriteMessage(websocket.TextMessage, data)
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
		msg := websocket.FormatCloseMessage(code, limitReason(reason))
		_ = c.ws.WriteControl(websocket.CloseMessage, msg, time.Now().Add(time.Second))
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
		_ = c.ws.Close()
	})
}

package websocket

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	gws "github.com/gorilla/websocket"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// session serves one graphql-transport-ws socket itself rather than
// through gqlgen's websocket transport, which kept four goroutines per
// subscribed socket (the HTTP handler's, holding the request and its 8
// KiB of buffers; a ping ticker; a watcher of the request's end; one per
// operation, waiting on its channel) and encoded every seat map once per
// subscriber. An idle session has one goroutine, its reader; timers do the
// pinging; and seatsChanged subscriptions are served by the fan-out
// (fanout.go). Operations still run through gqlgen's executor, so parsing,
// validation, the limits, resolvers and error presentation are gqlgen's,
// and every message has the bytes gqlgen's transport gave it. Two helpers
// of gqlgen's transport have no effect here, as nothing in this
// application uses them: transport.GetInitPayload finds no payload, and
// transport.AddSubscriptionError panics (the panic ends the operation
// with an error message).
type session struct {
	t       *Transport
	ws      *gws.Conn
	wire    *wireConn // ws's connection
	exec    graphql.GraphExecutor
	headers http.Header
	addr    string // per-address place, given back at the end

	// ctx has the upgrade request's values but not its cancellation (the
	// request ends as soon as the socket is handed over); it ends with the
	// session.
	ctx    context.Context
	cancel context.CancelFunc

	// wmu is held for every message written: gorilla allows one writer
	// at a time, and a message of gorilla's may take several writes (a
	// fragmented one), between which the fan-out's frames must not go.
	wmu sync.Mutex

	mu        sync.Mutex
	initTimer *time.Timer // 4408 unless connection_init arrives first
	pingTimer *time.Timer
	initSeen  bool
	acked     bool
	pongSeen  bool
	opCtx     context.Context       // ctx as connection_init authenticated it
	ops       map[string]*operation // client id → operation the client has not completed
	// running counts operations the server has not finished. A client's
	// complete frees the id at once, as graphql-ws expects, but gqlgen may
	// need a moment to wind the operation down; running keeps a
	// subscribe/complete loop from piling those up beyond MaxSubscriptions,
	// and freed wakes a subscribe waiting for one to finish.
	running int
	freed   chan struct{}
	closed  bool

	queue sendQueue

	closeOnce sync.Once
	closeSent atomic.Bool
	netOnce   sync.Once
	done      chan struct{} // closed with the network connection
}

func newSession(t *Transport, ws *gws.Conn, wire *wireConn, r *http.Request, exec graphql.GraphExecutor, addr string) *session {
	ctx, cancel := context.WithCancel(context.WithoutCancel(r.Context()))
	s := &session{t: t, ws: ws, wire: wire, exec: exec, headers: r.Header, addr: addr, ctx: ctx, cancel: cancel,
		ops: map[string]*operation{}, freed: make(chan struct{}, 1), done: make(chan struct{})}
	ws.SetReadLimit(t.o.readLimit)
	if t.o.InitTimeout > 0 {
		s.mu.Lock() // the timer may fire before the assignment is done
		s.initTimer = time.AfterFunc(t.o.InitTimeout, s.initTimedOut)
		s.mu.Unlock()
	}
	return s
}

// serve reads the socket until it closes, then lets go of everything the
// session holds. It is the session's only long-lived goroutine.
func (s *session) serve() {
	defer s.shutdown()
	for {
		_, data, err := s.ws.ReadMessage()
		if err != nil {
			if !s.closeSent.Load() && !gws.IsCloseError(err, gws.CloseNormalClosure, gws.CloseNoStatusReceived) {
				s.t.log.Debug("websocket", "err", err)
			}
			return
		}
		if s.closeSent.Load() {
			continue // closing: only the peer's close reply matters
		}
		if !s.handle(data, graphql.Now()) {
			return
		}
	}
}

// handle applies graphql-transport-ws's message rules and state machine
// to one message; false means the connection is closing.
func (s *session) handle(data []byte, at time.Time) bool {
	m, ok := parseClientMessage(data)
	if !ok {
		s.fail(CloseBadRequest, "Invalid message received")
		return false
	}
	switch m.Type {
	case "connection_init":
		return s.init(m.Payload)
	case "subscribe":
		return s.subscribe(m, at)
	case "complete":
		s.complete(m.ID)
	case "ping":
		s.mu.Lock()
		acked := s.acked
		s.mu.Unlock()
		if !acked {
			// Allowed at any time; gqlgen only echoed the payload after
			// the ack.
			_ = s.write([]byte(`{"type":"pong"}`))
		} else {
			_ = s.write(encodeMessage("pong", "", m.Payload))
		}
	case "pong":
		s.mu.Lock()
		if s.acked {
			s.pongSeen = true
			s.setReadDeadline(time.Time{})
		}
		s.mu.Unlock()
	}
	return true
}

// init authenticates connection_init and acknowledges it, or closes with
// 4403 when a presented token fails verification.
func (s *session) init(payload json.RawMessage) bool {
	s.mu.Lock()
	if s.initSeen {
		s.mu.Unlock()
		s.fail(CloseTooManyInitialise, "Too many initialisation requests")
		return false
	}
	s.initSeen = true
	if s.initTimer != nil {
		s.initTimer.Stop()
	}
	s.mu.Unlock()
	p := transport.InitPayload{}
	if len(payload) > 0 {
		_ = json.Unmarshal(payload, &p) // an object or null (parseClientMessage)
	}
	ctx, err := authenticate(s.ctx, s.t.o.Verifier, p)
	if err != nil {
		s.fail(CloseForbidden, "Forbidden")
		return false
	}
	s.mu.Lock()
	s.opCtx, s.acked = ctx, true
	s.mu.Unlock()
	if s.write([]byte(`{"type":"connection_ack"}`)) != nil {
		return false
	}
	s.startPings()
	return true
}

// startPings pings every PingInterval from a timer, not a goroutine; a
// peer that has not answered a ping within two intervals is cut off by the
// read deadline, as gqlgen's transport did it.
func (s *session) startPings() {
	every := s.t.o.PingInterval
	if every <= 0 {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.setReadDeadline(time.Now().Add(2 * every))
	s.pingTimer = time.AfterFunc(every, s.ping)
}

func (s *session) ping() {
	if s.write([]byte(`{"type":"ping"}`)) != nil {
		return
	}
	every := s.t.o.PingInterval
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	if s.pongSeen {
		s.setReadDeadline(time.Now().Add(2 * every))
	}
	s.pongSeen = false
	s.pingTimer.Reset(every)
}

func (s *session) setReadDeadline(t time.Time) {
	if s.closeSent.Load() {
		return // the close grace period owns the deadline now
	}
	_ = s.ws.SetReadDeadline(t)
}

// subscribe starts an operation, or refuses it: 4401 before the ack, 4409
// for an id still active, an error for its id beyond MaxSubscriptions.
func (s *session) subscribe(m clientMessage, at time.Time) bool {
	s.mu.Lock()
	if !s.acked {
		s.mu.Unlock()
		s.fail(CloseUnauthorized, "Unauthorized")
		return false
	}
	if _, dup := s.ops[m.ID]; dup {
		s.mu.Unlock()
		s.fail(CloseSubscriberExists, limitReason("Subscriber for "+m.ID+" already exists"))
		return false
	}
	s.mu.Unlock()
	op, ok := s.admit(m.ID)
	if op == nil {
		if ok {
			_ = s.write(limitRefusal(m.ID, s.t.o.MaxSubscriptions))
		}
		return ok
	}
	var ctx context.Context
	ctx, op.cancel = context.WithCancel(op.ctxParent())
	go s.run(op, ctx, m.Payload, at)
	return true
}

// admit registers an operation under id when there is room. When the
// socket is only over the limit because operations the client completed
// are still winding down, it waits for one of them, at most WriteTimeout;
// they end within moments, and if one does not the subscribe is refused
// like any other over the limit. A nil operation with ok is a refusal;
// without ok the socket closed.
func (s *session) admit(id string) (op *operation, ok bool) {
	max := s.t.o.MaxSubscriptions
	var timeout <-chan time.Time
	for {
		s.mu.Lock()
		switch {
		case s.closed:
			s.mu.Unlock()
			return nil, false
		case max > 0 && len(s.ops) >= max:
			s.mu.Unlock()
			return nil, true
		case max <= 0 || s.running < max:
			idJSON, _ := json.Marshal(id)
			op = &operation{s: s, id: id, idJSON: idJSON}
			s.ops[id] = op
			s.running++
			s.mu.Unlock()
			return op, true
		}
		s.mu.Unlock()
		if timeout == nil {
			timer := time.NewTimer(s.t.o.WriteTimeout)
			defer timer.Stop()
			timeout = timer.C
		}
		select {
		case <-s.freed:
		case <-s.done:
			return nil, false
		case <-timeout:
			return nil, true
		}
	}
}

// ctxParent is the context operations run under: the session's, as
// connection_init authenticated it.
func (op *operation) ctxParent() context.Context {
	op.s.mu.Lock()
	defer op.s.mu.Unlock()
	return op.s.opCtx
}

// complete is the client ending an operation: its id is free at once.
func (s *session) complete(id string) {
	s.mu.Lock()
	op := s.ops[id]
	delete(s.ops, id)
	if op != nil {
		op.withdrawn.Store(true)
	}
	s.mu.Unlock()
	if op != nil {
		op.stop()
	}
}

// run executes an operation through gqlgen the way its websocket
// transport did, until the operation ends or the fan-out takes it over.
func (s *session) run(op *operation, ctx context.Context, payload json.RawMessage, at time.Time) {
	params := &graphql.RawParams{}
	dec := json.NewDecoder(bytes.NewReader(payload))
	dec.UseNumber()
	if err := dec.Decode(params); err != nil {
		s.sendErrors(op, &gqlerror.Error{Message: "invalid json"})
		s.finish(op)
		return
	}
	params.ReadTime = graphql.TraceTiming{Start: at, End: graphql.Now()}
	params.Headers = s.headers
	ctx = graphql.StartOperationTrace(ctx)
	rc, errs := s.exec.CreateOperationContext(ctx, params)
	if errs != nil {
		resp := s.exec.DispatchError(graphql.WithOperationContext(ctx, rc), errs)
		if errcode.GetErrorKind(errs) == errcode.KindProtocol {
			s.sendErrors(op, resp.Errors...)
		} else {
			s.sendResponse(op, &graphql.Response{Errors: errs})
		}
		s.send(op, "complete", nil)
		s.finish(op)
		return
	}
	ctx = graphql.WithOperationContext(ctx, rc)
	if rc.Operation.Operation == ast.Subscription {
		op.counted = true
		s.t.o.Metrics.SubscriptionStarted()
	}
	if subscribe := s.sinkFor(op, rc); subscribe != nil {
		if s.subscribeSink(op, ctx, rc, subscribe) {
			// The fan-out finishes it. Neither the broker nor the room
			// watches the context of a sink: end it now, so nothing of
			// the operation stays reachable for the subscription's life.
			op.cancel()
			return
		}
		s.finish(op)
		return
	}
	s.dispatch(op, ctx, rc)
	s.finish(op)
}

// sinkFor is how to subscribe op with itself as the sink, when the
// fan-out can serve it: a seatsChanged or queuePosition subscription whose
// selection a shape encodes. Nil leaves op to gqlgen's executor.
func (s *session) sinkFor(op *operation, rc *graphql.OperationContext) *sinkSubscribe {
	if s.t.o.Seats != nil {
		if shape, root, showID := s.t.shapes.shapeOf(rc); shape != nil {
			op.shape = shape
			return &sinkSubscribe{root: root, arg: "showId", value: showID, subscribe: func(ctx context.Context) error {
				_, err := s.t.o.Seats.Subscribe(ctx, showID, op)
				return err
			}}
		}
	}
	if s.t.o.Rooms != nil {
		if shape, root, roomID := positionShapeOf(rc); shape != nil {
			op.qshape = shape
			return &sinkSubscribe{root: root, arg: "roomId", value: roomID, subscribe: func(ctx context.Context) error {
				return s.t.o.Rooms.SubscribeSink(ctx, roomID, op)
			}}
		}
	}
	return nil
}

// sinkSubscribe is a subscription field the fan-out serves: its root
// field and argument (as the resolver would see them), and the call that
// subscribes the operation as its sink.
type sinkSubscribe struct {
	root      graphql.CollectedField
	arg       string
	value     string
	subscribe func(context.Context) error
}

// subscribeSink serves a subscription the fan-out can encode without
// gqlgen's executor: the operation itself is the sink it subscribes to
// the broker (seatsChanged) or the waiting room (queuePosition), in place
// of the channel the resolver would have subscribed (and a goroutine to
// wait on it). It reports true when the fan-out serves the operation from
// now on. A refusal (a malformed or unknown show or room, a signed-out
// caller) reaches the client exactly as through the resolver: the error
// presented with the field's path and location as data null, then
// complete. This assumes the server installs no field interceptor (gqlgen
// extension around resolvers), which would not see this field.
func (s *session) subscribeSink(op *operation, ctx context.Context, rc *graphql.OperationContext,
	sub *sinkSubscribe) (handedOver bool) {
	// The field context gqlgen gives the resolver: the error's path and
	// location come from it.
	ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: "Subscription"})
	ctx = graphql.WithFieldContext(ctx, &graphql.FieldContext{Object: "Subscription", Field: sub.root,
		Args: map[string]any{sub.arg: sub.value}, IsMethod: true, IsResolver: true})
	defer func() {
		if r := recover(); r != nil {
			s.sendResponse(op, s.exec.DispatchError(ctx, gqlerror.List{asGQLError(rc.Recover(ctx, r))}))
			s.send(op, "complete", nil)
			handedOver = false
		}
	}()
	if err := sub.subscribe(ctx); err != nil {
		err = graphql.AddFieldLocationToError(ctx, err)
		s.sendResponse(op, s.exec.DispatchError(ctx, gqlerror.List{asGQLError(err)}))
		s.send(op, "complete", nil)
		return false
	}
	if op.handOver() {
		return true
	}
	// Subscribe returned without attaching op: the client completed it,
	// or the socket closed, while the first snapshot was read.
	s.send(op, "complete", nil)
	return false
}

// asGQLError is err as the *gqlerror.Error that wraps it (ErrorOnPath and
// Recover make one), or a new one with its message.
func asGQLError(err error) *gqlerror.Error {
	var gqlErr *gqlerror.Error
	if errors.As(err, &gqlErr) {
		return gqlErr
	}
	gqlErr = &gqlerror.Error{}
	if err != nil {
		gqlErr.Message = err.Error()
	}
	return gqlErr
}

// dispatch runs the operation's resolvers through gqlgen and sends its
// results.
func (s *session) dispatch(op *operation, ctx context.Context, rc *graphql.OperationContext) {
	defer func() {
		if r := recover(); r != nil {
			s.sendErrors(op, asGQLError(rc.Recover(ctx, r)))
		}
	}()
	responses, ctx := s.exec.DispatchOperation(ctx, rc)
	for {
		resp := responses(ctx)
		if resp == nil {
			break
		}
		s.sendResponse(op, resp)
	}
	s.send(op, "complete", nil)
}

func (s *session) sendResponse(op *operation, resp *graphql.Response) {
	b, err := json.Marshal(resp)
	if err != nil {
		panic(err) // as gqlgen's transport: recovered into an error for the operation
	}
	s.send(op, "next", b)
}

func (s *session) sendErrors(op *operation, list ...*gqlerror.Error) {
	errs := make([]error, len(list))
	for i, e := range list {
		errs[i] = e
	}
	b, err := json.Marshal(errs)
	if err != nil {
		panic(err)
	}
	s.send(op, "error", b)
}

// send writes a message of an operation the client still has. After an
// error or complete the id is the client's to reuse, and nothing more of
// this operation goes out under it; nor does anything after the client's
// own complete (the protocol wants no complete for it).
func (s *session) send(op *operation, typ string, payload []byte) {
	s.mu.Lock()
	if s.ops[op.id] != op {
		s.mu.Unlock()
		return
	}
	if typ != "next" {
		delete(s.ops, op.id)
		op.withdrawn.Store(true)
	}
	s.mu.Unlock()
	_ = s.write(encodeMessage(typ, op.id, payload))
}

// deliverable reports whether the client still has op: the fan-out's
// writers ask before every frame, so it reads a flag kept with each
// removal from s.ops rather than taking s.mu and hashing the id.
func (s *session) deliverable(op *operation) bool {
	return !op.withdrawn.Load()
}

// finish notes that the server is done with an operation, which frees its
// place.
func (s *session) finish(op *operation) {
	if op.cancel != nil {
		op.cancel()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if op.finished {
		return
	}
	op.finished = true
	if op.counted {
		s.t.o.Metrics.SubscriptionEnded()
	}
	s.running--
	select {
	case s.freed <- struct{}{}:
	default: // a wake-up is already pending
	}
}

var errClosing = errors.New("websocket: closing")

// write sends one text frame. A peer that does not take it within the
// write timeout is cut off: it is gone or too slow to be worth waiting
// for, and a half-written frame cannot be resumed anyway.
func (s *session) write(data []byte) error {
	if s.closeSent.Load() {
		// Closing: the peer's close reply is awaited, and anything more
		// would be refused by gorilla anyway.
		return errClosing
	}
	s.wmu.Lock()
	defer s.wmu.Unlock()
	if wt := s.t.o.WriteTimeout; wt > 0 {
		_ = s.ws.SetWriteDeadline(time.Now().Add(wt))
	}
	err := s.ws.WriteMessage(gws.TextMessage, data)
	if err != nil {
		s.closeNet()
	}
	return err
}

func (s *session) initTimedOut() {
	s.mu.Lock()
	seen := s.initSeen
	s.mu.Unlock()
	if seen {
		return
	}
	s.sendClose(CloseInitTimeout, "Connection initialisation timeout")
	s.closeAfterGrace()
}

func (s *session) sendClose(code int, reason string) {
	s.closeOnce.Do(func() {
		s.closeSent.Store(true)
		msg := gws.FormatCloseMessage(code, limitReason(reason))
		_ = s.ws.WriteControl(gws.CloseMessage, msg, time.Now().Add(time.Second))
	})
}

// fail closes with a protocol error code from the reader, then waits
// briefly for the peer's close reply so the close frame is not lost to a
// reset.
func (s *session) fail(code int, reason string) {
	s.sendClose(code, reason)
	_ = s.ws.SetReadDeadline(time.Now().Add(s.t.o.closeGrace))
	for {
		if _, _, err := s.ws.ReadMessage(); err != nil {
			break
		}
	}
	s.closeNet()
}

// closeAfterGrace ends the connection after a short grace period for the
// peer's close reply: the reader wakes at the deadline.
func (s *session) closeAfterGrace() {
	_ = s.ws.SetReadDeadline(time.Now().Add(s.t.o.closeGrace))
}

func (s *session) closeNet() {
	s.netOnce.Do(func() {
		close(s.done)
		_ = s.ws.Close()
	})
}

// shutdown runs when the reader stops: every operation ends, and the
// session's place among the address's sockets is given back.
func (s *session) shutdown() {
	s.closeNet()
	s.mu.Lock()
	s.closed = true
	ops := s.ops
	s.ops = map[string]*operation{}
	for _, op := range ops {
		op.withdrawn.Store(true)
	}
	if s.initTimer != nil {
		s.initTimer.Stop()
	}
	if s.pingTimer != nil {
		s.pingTimer.Stop()
	}
	s.mu.Unlock()
	for _, op := range ops {
		op.stop()
	}
	s.cancel()
	s.t.forget(s)
}

package websocket

import (
	"context"
	"encoding/binary"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	gws "github.com/gorilla/websocket"

	"marquee/internal/domain/live"
	"marquee/internal/domain/waitingroom"
)

// operation is one subscribe of a graphql-transport-ws session. It runs
// on a goroutine of its own while gqlgen executes it; a seatsChanged
// subscription that a frameShape can encode is instead subscribed to the
// broker with the operation as its live.Sink (Options.Seats), and once
// subscribed needs no goroutine at all: the broker offers it each new
// seat map, and the socket's writer sends the shared payload framed with
// the operation's id.
type operation struct {
	s      *session
	id     string // the client's id
	idJSON []byte // id as a JSON string, spliced into every seat frame
	cancel context.CancelFunc
	shape  *frameShape    // set when the fan-out may serve its seat maps
	qshape *positionShape // set when the fan-out may serve its queue positions

	// Under s.queue.mu: the fan-out's side of the operation.
	attached    bool // the broker delivers to this sink
	armed       bool // gqlgen is done with it: the writer may send
	stopped     bool // the client completed it, or the socket closed
	ended       bool // the broker let go of it
	queued      bool // in s.queue.ops
	pending     any  // newest *live.SeatMap or *waitingroom.Position not yet sent
	unsubscribe func()

	finished bool // under s.mu: no longer counted against MaxSubscriptions
	counted  bool // a subscription, reported to the Metrics gauges
	// withdrawn is set, under s.mu, when the operation leaves s.ops: the
	// client completed it, an error or complete went out, or the socket
	// closed. Nothing more is sent for it from then on.
	withdrawn atomic.Bool
}

var (
	_ live.Sink        = (*operation)(nil)
	_ waitingroom.Sink = (*operation)(nil)
)

// sendQueue is a session's queue of operations with something to send.
// The fan-out's writers (writers) send the seat maps of the sockets that
// take them at once; what must wait (a socket busy or full, a complete
// message) goes on in a writer goroutine of the session's own, which
// drains the queue and exits when it is empty, so an idle socket has
// none. A socket slow to take its frames has its unsent seat maps
// replaced by newer ones (one slot per operation) and never holds up the
// broker or another socket.
type sendQueue struct {
	mu       sync.Mutex
	ops      []*operation
	flushing bool
	// one backs ops while it holds a single operation, as it does on
	// nearly every socket: queueing a seat map then allocates nothing,
	// where a fresh slice per socket per change was 10,000 allocations
	// for one change of a show with 10,000 sockets.
	one [1]*operation
}

// Offer implements live.Sink; it runs under the broker's show lock.
func (op *operation) Offer(sm *live.SeatMap) (replaced bool) {
	return op.offer(sm)
}

// OfferPosition implements waitingroom.Sink; it runs under the room's
// lock.
func (op *operation) OfferPosition(p *waitingroom.Position) {
	op.offer(p)
}

func (op *operation) offer(v any) (replaced bool) {
	s := op.s
	s.queue.mu.Lock()
	defer s.queue.mu.Unlock()
	replaced = op.pending != nil
	op.pending = v
	s.scheduleLocked(op)
	return replaced
}

// payload is the "next" payload of a pending value: a seat map's is
// shared by every socket of the replica, a position's is this socket's.
func (op *operation) payload(v any) []byte {
	switch v := v.(type) {
	case *live.SeatMap:
		return op.shape.payload(v)
	case *waitingroom.Position:
		return op.qshape.encode(v)
	}
	panic(fmt.Sprintf("websocket: nothing to encode %T with", v))
}

// lastPayload is a fan-out writer's memory of the seat-map payload it
// framed last: in a burst every socket of a show takes the same one, so
// the writer asks the seat map (and its lock, which the other writers
// share) once per burst rather than once per socket.
type lastPayload struct {
	sm    *live.SeatMap
	shape *frameShape
	data  []byte
}

func (c *lastPayload) of(op *operation, v any) []byte {
	sm, ok := v.(*live.SeatMap)
	if !ok {
		return op.payload(v)
	}
	if c.sm != sm || c.shape != op.shape {
		c.sm, c.shape, c.data = sm, op.shape, op.shape.payload(sm)
	}
	return c.data
}

// Attached implements live.Sink and waitingroom.Sink.
func (op *operation) Attached(cancel func()) {
	s := op.s
	s.queue.mu.Lock()
	op.attached, op.unsubscribe = true, cancel
	stopped := op.stopped
	s.queue.mu.Unlock()
	if stopped {
		cancel() // stopped while Subscribe was returning
	}
}

// Ended implements live.Sink and waitingroom.Sink; it runs under the
// broker's show lock or the room's.
func (op *operation) Ended() {
	s := op.s
	s.queue.mu.Lock()
	defer s.queue.mu.Unlock()
	op.ended = true
	s.scheduleLocked(op)
}

// handOver is called once the broker's Subscribe has returned: when the
// broker took the operation as its sink, the fan-out serves it from now on
// (it reports true), and what was offered meanwhile is sent.
func (op *operation) handOver() bool {
	s := op.s
	s.queue.mu.Lock()
	defer s.queue.mu.Unlock()
	if !op.attached {
		return false
	}
	op.armed = true
	if op.pending != nil || op.ended {
		s.scheduleLocked(op)
	}
	return true
}

// stop ends the operation from this side: the client completed it or the
// socket is closing. It must not be called with the session's locks held
// (the broker calls back into Ended).
func (op *operation) stop() {
	s := op.s
	s.queue.mu.Lock()
	op.stopped = true
	unsubscribe := op.unsubscribe
	s.queue.mu.Unlock()
	op.cancel()
	if unsubscribe != nil {
		unsubscribe()
	}
}

// scheduleLocked queues op for the writer and hands the session to the
// fan-out's writers if nothing is sending its queue. Called with
// s.queue.mu held.
func (s *session) scheduleLocked(op *operation) {
	if !op.armed || op.queued {
		return
	}
	op.queued = true
	if s.queue.ops == nil {
		s.queue.ops = s.queue.one[:0]
	}
	s.queue.ops = append(s.queue.ops, op)
	if !s.queue.flushing {
		s.queue.flushing = true
		s.t.writers.push(s)
	}
}

// writers are the fan-out's writers: at most one per processor, as the
// floor of the benchmark writes, rather than a goroutine started per
// socket for each seat map (10,000 of them for one change on a show with
// 10,000 sockets, each with its write deadline and gorilla's buffer).
// They run while sessions wait for them and exit when none do.
type writers struct {
	mu      sync.Mutex
	queue   []*session
	running int
}

func (w *writers) push(s *session) {
	w.mu.Lock()
	w.queue = append(w.queue, s)
	start := w.running < runtime.GOMAXPROCS(0)
	if start {
		w.running++
	}
	w.mu.Unlock()
	if start {
		go w.work()
	}
}

// writerBatch is how many sessions a writer takes from the queue at once.
const writerBatch = 32

func (w *writers) work() {
	var batch [writerBatch]*session
	var last lastPayload
	for {
		w.mu.Lock()
		n := copy(batch[:], w.queue)
		if n == 0 {
			w.queue = nil // let go of a burst's queue
			w.running--
			w.mu.Unlock()
			return
		}
		w.queue = w.queue[n:]
		w.mu.Unlock()
		for i, s := range batch[:n] {
			batch[i] = nil
			if !s.flushNow(&last) {
				go s.flush()
			}
		}
	}
}

// flushNow sends the seat maps at the head of the send queue while the
// socket takes each at once, and reports true when the queue is empty
// (and the session no longer flushing); false leaves the rest to a writer
// of the session's own (flush), which must then run.
func (s *session) flushNow(last *lastPayload) bool {
	for {
		s.queue.mu.Lock()
		if len(s.queue.ops) == 0 {
			s.queue.ops = s.queue.one[:0]
			s.queue.flushing = false
			s.queue.mu.Unlock()
			return true
		}
		op := s.queue.ops[0]
		sm := op.pending
		s.queue.mu.Unlock()
		if sm == nil {
			return false // ended: the complete waits for the write lock
		}
		sent, rest := s.tryNext(op, sm, last)
		if !sent {
			return false
		}
		s.queue.mu.Lock()
		// Only a flusher takes operations off the queue, so op is still
		// its head; a newer seat map offered meanwhile keeps it there.
		if op.pending == sm {
			op.pending = nil
			if !op.ended {
				op.queued = false
				s.queue.ops = slices.Delete(s.queue.ops, 0, 1)
			}
		}
		s.queue.mu.Unlock()
		if rest {
			return false // the frame's end waits for the socket
		}
	}
}

// flush sends what the send queue holds, oldest operation first, and exits
// when nothing is left.
func (s *session) flush() {
	if s.wire != nil {
		// The end of a frame flushNow began goes before anything else.
		s.wmu.Lock()
		if err := s.wire.finish(s.t.o.WriteTimeout); err != nil {
			s.closeNet()
		}
		s.wmu.Unlock()
	}
	for {
		s.queue.mu.Lock()
		if len(s.queue.ops) == 0 {
			s.queue.ops = s.queue.one[:0] // an idle socket keeps no larger queue
			s.queue.flushing = false
			s.queue.mu.Unlock()
			return
		}
		op := s.queue.ops[0]
		s.queue.ops = slices.Delete(s.queue.ops, 0, 1)
		op.queued = false
		sm, ended := op.pending, op.ended
		op.pending = nil
		s.queue.mu.Unlock()
		if sm != nil {
			s.sendNext(op, sm)
		}
		if ended {
			// What the broker delivered before letting go has gone out;
			// the client learns the subscription is over, as it did when
			// gqlgen saw the channel close.
			s.send(op, "complete", nil)
			s.finish(op)
		}
	}
}

// framePool holds the buffers seat frames are assembled in.
var framePool = sync.Pool{New: func() any { b := make([]byte, 0, 2048); return &b }}

// sendNext writes v (a seat map or a position) as a "next" message: its
// payload framed with this operation's id as gqlgen's exchanger frames it
// ({"payload":…,"id":…,"type":"next"}).
func (s *session) sendNext(op *operation, v any) {
	if !s.deliverable(op) {
		return
	}
	payload := op.payload(v)
	bp := framePool.Get().(*[]byte)
	b := append((*bp)[:0], `{"payload":`...)
	b = append(b, payload...)
	b = append(b, `,"id":`...)
	b = append(b, op.idJSON...)
	b = append(b, `,"type":"next"}`...)
	s.t.frames.Add(1) // before the write, so a reader never sees the frame first
	_ = s.write(b)
	if cap(b) <= 64<<10 {
		*bp = b
		framePool.Put(bp)
	}
}

// maxHeader is the longest header of a server's websocket frame: no mask,
// a 64-bit length.
const maxHeader = 10

// tryNext is sendNext for the fan-out's writers: the same message, as
// one unfragmented text frame written without waiting (never compressed:
// the transport negotiates no extension). Without sent nothing was
// written, and the session's own writer sends it.
func (s *session) tryNext(op *operation, v any, last *lastPayload) (sent, rest bool) {
	if s.wire == nil || s.closeSent.Load() {
		return false, false
	}
	if !s.deliverable(op) {
		return true, false // the client has let go of it: nothing to send
	}
	if !s.wmu.TryLock() {
		return false, false // a message is being written
	}
	defer s.wmu.Unlock()
	payload := last.of(op, v)
	bp := framePool.Get().(*[]byte)
	b := append((*bp)[:0], make([]byte, maxHeader)...)
	b = append(b, `{"payload":`...)
	b = append(b, payload...)
	b = append(b, `,"id":`...)
	b = append(b, op.idJSON...)
	b = append(b, `,"type":"next"}`...)
	start := putHeader(b, len(b)-maxHeader)
	s.t.frames.Add(1) // before the write, so a reader never sees the frame first
	sent, rest = s.wire.tryWrite(b[start:])
	if !sent {
		s.t.frames.Add(-1)
	}
	if cap(b) <= 64<<10 {
		*bp = b
		framePool.Put(bp)
	}
	return sent, rest
}

// putHeader writes the header of a final, unmasked text frame of n
// payload bytes into the end of b[:maxHeader], and returns where it starts.
func putHeader(b []byte, n int) int {
	const finText = 0x80 | gws.TextMessage
	switch {
	case n < 126:
		b[8], b[9] = finText, byte(n)
		return 8
	case n <= 0xffff:
		b[6], b[7] = finText, 126
		binary.BigEndian.PutUint16(b[8:], uint16(n))
		return 6
	default:
		b[0], b[1] = finText, 127
		binary.BigEndian.PutUint64(b[2:], uint64(n))
		return 0
	}
}

package websocket

import (
	"context"
	"slices"
	"sync"

	"marquee/internal/domain/live"
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
	shape  *frameShape // set when the fan-out may serve it

	// Under s.queue.mu: the fan-out's side of the operation.
	attached    bool          // the broker delivers to this sink
	armed       bool          // gqlgen is done with it: the writer may send
	stopped     bool          // the client completed it, or the socket closed
	ended       bool          // the broker let go of it
	queued      bool          // in s.queue.ops
	pending     *live.SeatMap // newest seat map not yet sent
	unsubscribe func()

	finished bool // under s.mu: no longer counted against MaxSubscriptions
	counted  bool // a subscription, reported to the Metrics gauges
}

var _ live.Sink = (*operation)(nil)

// sendQueue is a session's queue of operations with something to send. One
// writer goroutine drains it while it is not empty and exits when it is,
// so an idle socket has none; a socket slow to take its frames has its
// unsent seat maps replaced by newer ones (one slot per operation) and
// never holds up the broker or another socket.
type sendQueue struct {
	mu       sync.Mutex
	ops      []*operation
	flushing bool
}

// Offer implements live.Sink; it runs under the broker's show lock.
func (op *operation) Offer(sm *live.SeatMap) (replaced bool) {
	s := op.s
	s.queue.mu.Lock()
	defer s.queue.mu.Unlock()
	replaced = op.pending != nil
	op.pending = sm
	s.scheduleLocked(op)
	return replaced
}

// Attached implements live.Sink.
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

// Ended implements live.Sink; it runs under the broker's show lock.
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

// scheduleLocked queues op for the writer and starts the writer if none
// runs. Called with s.queue.mu held.
func (s *session) scheduleLocked(op *operation) {
	if !op.armed || op.queued {
		return
	}
	op.queued = true
	s.queue.ops = append(s.queue.ops, op)
	if !s.queue.flushing {
		s.queue.flushing = true
		go s.flush()
	}
}

// flush sends what the send queue holds, oldest operation first, and exits
// when nothing is left.
func (s *session) flush() {
	for {
		s.queue.mu.Lock()
		if len(s.queue.ops) == 0 {
			s.queue.ops = nil // an idle socket keeps no queue
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
			s.sendSeatMap(op, sm)
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

// sendSeatMap writes sm as a "next" message: the payload shared by every
// socket, framed with this operation's id as gqlgen's exchanger frames it
// ({"payload":…,"id":…,"type":"next"}).
func (s *session) sendSeatMap(op *operation, sm *live.SeatMap) {
	if !s.deliverable(op) {
		return
	}
	payload := op.shape.payload(sm)
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

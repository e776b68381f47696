package websocket

import (
	"bufio"
	"errors"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// wireConn is the network connection under a session's gorilla Conn. It
// lets the fan-out's writers put a whole seat frame on the socket with one
// system call that never waits (tryWrite), as the floor of the benchmark
// writes, without a goroutine, a write deadline or gorilla's buffer per
// frame; and it keeps every byte on the wire in frame order: each write
// holds mu, and the unsent end of a frame tryWrite began (a socket whose
// send buffer filled up mid-frame) goes out before anything else, whoever
// writes next. Gorilla writes everything through Write, its own control
// frames included (pongs, close replies, the close for a message over the
// read limit), so none of them can land inside a frame.
type wireConn struct {
	net.Conn
	raw syscall.RawConn // nil: no non-blocking path (not a plain socket)

	deadline atomic.Int64 // gorilla's write deadline, Unix nanoseconds; 0: none

	mu     sync.Mutex
	rest   []byte // the unsent end of a frame tryWrite began
	broken error  // a frame could not be finished: nothing more may follow

	// The arguments and results of rawWrite, a method value made once so
	// that a tryWrite allocates nothing.
	frame    []byte
	n        int
	errno    error
	rawWrite func(fd uintptr) bool
}

var errBrokenFrame = errors.New("websocket: a frame was left unfinished")

func newWireConn(c net.Conn) *wireConn {
	w := &wireConn{Conn: c}
	if sc, ok := c.(syscall.Conn); ok {
		if raw, err := sc.SyscallConn(); err == nil {
			w.raw = raw
			w.rawWrite = w.writeFD
		}
	}
	return w
}

// Write is every write of gorilla's: the unsent end of a frame goes
// first. The deadline gorilla set before it applies to this write only,
// and is cleared after, so that an old deadline does not stop tryWrite.
func (w *wireConn) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	var d time.Time
	if ns := w.deadline.Load(); ns != 0 {
		d = time.Unix(0, ns)
	}
	_ = w.Conn.SetWriteDeadline(d)
	defer w.Conn.SetWriteDeadline(time.Time{}) //nolint:errcheck // a closed socket has no deadline to clear
	if err := w.finishLocked(); err != nil {
		return 0, err
	}
	return w.Conn.Write(p)
}

// SetWriteDeadline keeps the deadline for the writes that follow; it is
// set on the socket only for the time of each write (Write).
func (w *wireConn) SetWriteDeadline(t time.Time) error {
	var ns int64
	if !t.IsZero() {
		ns = t.UnixNano()
	}
	w.deadline.Store(ns)
	return nil
}

// SetDeadline sets the read deadline on the socket, and keeps the write
// deadline as SetWriteDeadline does.
func (w *wireConn) SetDeadline(t time.Time) error {
	_ = w.SetWriteDeadline(t)
	return w.Conn.SetReadDeadline(t)
}

// finish writes the unsent end of a frame, if any, within timeout.
func (w *wireConn) finish(timeout time.Duration) error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.rest) == 0 {
		return w.broken
	}
	if timeout > 0 {
		_ = w.Conn.SetWriteDeadline(time.Now().Add(timeout))
		defer w.Conn.SetWriteDeadline(time.Time{}) //nolint:errcheck // as in Write
	}
	return w.finishLocked()
}

func (w *wireConn) finishLocked() error {
	if w.broken != nil {
		return w.broken
	}
	if len(w.rest) == 0 {
		return nil
	}
	_, err := w.Conn.Write(w.rest)
	w.rest = nil
	if err != nil {
		// Part of a frame may be out: the stream cannot go on.
		w.broken = errBrokenFrame
	}
	return err
}

// tryWrite writes frame, a whole websocket frame, without waiting. sent
// reports that the frame is on its way: all of it, or (rest) its start,
// the end kept for whoever writes next (finish); without sent nothing was
// written: the socket is busy or full, or broken.
func (w *wireConn) tryWrite(frame []byte) (sent, rest bool) {
	if w.raw == nil || !w.mu.TryLock() {
		return false, false
	}
	defer w.mu.Unlock()
	if len(w.rest) > 0 || w.broken != nil {
		return false, false
	}
	w.frame = frame
	err := w.raw.Write(w.rawWrite)
	n := w.n
	w.frame, w.errno = nil, nil
	if err != nil || n <= 0 {
		return false, false
	}
	if n < len(frame) {
		w.rest = append([]byte(nil), frame[n:]...)
		return true, true
	}
	return true, false
}

// writeFD is one write system call on the non-blocking socket; it never
// asks the runtime to wait for the socket to become writable.
func (w *wireConn) writeFD(fd uintptr) bool {
	for {
		w.n, w.errno = syscall.Write(int(fd), w.frame)
		if w.errno != syscall.EINTR {
			return true
		}
	}
}

// hijacker hands gorilla's Upgrader the hijacked connection wrapped in a
// wireConn.
type hijacker struct {
	http.ResponseWriter
	wire *wireConn
}

func (h *hijacker) Hijack() (net.Conn, *bufio.ReadWriter, error) {
	c, brw, err := http.NewResponseController(h.ResponseWriter).Hijack()
	if err != nil {
		return nil, nil, err
	}
	h.wire = newWireConn(c)
	return h.wire, brw, nil
}

package seatengine

import (
	"context"
	"sync"
	"time"
)

// sharedReads shares reads of a show among the booking requests waiting
// on it. A read that started after a request arrived is as good for it as
// a read of its own: what it returns was the show's state at some moment
// of that request. A request that arrives while a read is under way joins
// the next one, which starts as soon as that read ends, so a burst of
// buyers for one show, which would each queue a read on the connection
// pool, shares a read per read's duration instead, at most one at a time.
type sharedReads[T any] struct {
	fetch func(ctx context.Context, showID string) (T, error)
	mu    sync.Mutex
	shows map[string]*readQueue[T]
}

// readQueue is the latest read of one show and the one waiting to follow
// it.
type readQueue[T any] struct {
	cur, next *sharedRead[T]
}

// sharedRead is one read of a show; done is closed once it has a result.
type sharedRead[T any] struct {
	start time.Time // monotonic, just before the statement; zero until then
	done  chan struct{}
	val   T
	err   error
}

// read returns what a read that started no earlier than began found, and
// when that read started. The value is shared with other requests and
// must not be modified.
func (r *sharedReads[T]) read(ctx context.Context, showID string, began time.Time) (T, time.Time, error) {
	sr, lead, after := r.join(showID, began)
	if lead {
		// Others may be waiting on this read: it must not end with this
		// request's context, nor start before the read ahead of it ends.
		if after != nil {
			<-after.done
		}
		r.mu.Lock()
		sr.start = time.Now()
		q := r.shows[showID]
		q.cur, q.next = sr, nil
		r.mu.Unlock()
		sr.val, sr.err = r.fetch(context.WithoutCancel(ctx), showID)
		close(sr.done)
	}
	select {
	case <-sr.done:
		return sr.val, sr.start, sr.err
	case <-ctx.Done():
		var zero T
		return zero, time.Time{}, ctx.Err()
	}
}

// join finds the read that serves a request that began at began: the
// current one if it started since, else the next one. lead says the
// caller must perform it, after the read after (if any) has ended.
func (r *sharedReads[T]) join(showID string, began time.Time) (sr *sharedRead[T], lead bool, after *sharedRead[T]) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.shows == nil {
		r.shows = map[string]*readQueue[T]{}
	}
	q := r.shows[showID]
	if q == nil {
		q = &readQueue[T]{}
		r.shows[showID] = q
	}
	if q.cur != nil && !q.cur.start.IsZero() && !q.cur.start.Before(began) {
		return q.cur, false, nil
	}
	if q.next != nil {
		return q.next, false, nil
	}
	q.next = &sharedRead[T]{done: make(chan struct{})}
	if q.cur != nil && !isDone(q.cur.done) {
		return q.next, true, q.cur
	}
	return q.next, true, nil
}

func isDone(done chan struct{}) bool {
	select {
	case <-done:
		return true
	default:
		return false
	}
}

// forget drops the shows nothing is reading, but for those keep says to
// keep.
func (r *sharedReads[T]) forget(keep func(showID string) bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for id, q := range r.shows {
		if q.next == nil && (q.cur == nil || isDone(q.cur.done)) && !keep(id) {
			delete(r.shows, id)
		}
	}
}

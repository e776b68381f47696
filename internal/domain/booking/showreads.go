package booking

import (
	"context"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// showReads shares reads of a show among the booking requests waiting on
// it. A read that started after a request arrived is as good for it as a
// read of its own: what it returns was the show's state at some moment of
// that request. A request that arrives while a read is under way joins
// the next one, which starts as soon as that read ends, so a burst of
// buyers for one show, which would each queue a read on the connection
// pool, shares a read per read's duration instead, at most one at a time.
type showReads struct {
	mu    sync.Mutex
	shows map[string]*showReadQueue
}

// showReadQueue is the latest read of one show and the one waiting to
// follow it.
type showReadQueue struct {
	cur, next *showRead
}

// showRead is one read of a show; done is closed once it has a result.
type showRead struct {
	start time.Time // monotonic, just before the statement; zero until then
	done  chan struct{}
	show  *db.Show
	err   error
}

// read returns the show as read by a statement that started no earlier
// than began, and when that statement started. The show it returns is
// shared with other requests and must not be modified.
func (r *showReads) read(ctx context.Context, idb bun.IDB, showID string, began time.Time) (*db.Show, time.Time, error) {
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
		sr.show, sr.err = db.ShowByID(context.WithoutCancel(ctx), idb, showID)
		close(sr.done)
	}
	select {
	case <-sr.done:
		return sr.show, sr.start, sr.err
	case <-ctx.Done():
		return nil, time.Time{}, ctx.Err()
	}
}

// join finds the read that serves a request that began at began: the
// current one if it started since, else the next one. lead says the
// caller must perform it, after the read after (if any) has ended.
func (r *showReads) join(showID string, began time.Time) (sr *showRead, lead bool, after *showRead) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.shows == nil {
		r.shows = map[string]*showReadQueue{}
	}
	q := r.shows[showID]
	if q == nil {
		q = &showReadQueue{}
		r.shows[showID] = q
	}
	if q.cur != nil && !q.cur.start.IsZero() && !q.cur.start.Before(began) {
		return q.cur, false, nil
	}
	if q.next != nil {
		return q.next, false, nil
	}
	q.next = &showRead{done: make(chan struct{})}
	if q.cur != nil && !isDone(q.cur) {
		return q.next, true, q.cur
	}
	return q.next, true, nil
}

func isDone(sr *showRead) bool {
	select {
	case <-sr.done:
		return true
	default:
		return false
	}
}

// forget drops the reads of shows whose sales have closed, and failed
// reads, once nothing waits on them.
func (r *showReads) forget(now time.Time) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for id, q := range r.shows {
		if q.next != nil || q.cur == nil || !isDone(q.cur) {
			continue
		}
		if q.cur.err != nil || !q.cur.show.StartsAt.After(now) {
			delete(r.shows, id)
		}
	}
}

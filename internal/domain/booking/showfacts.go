package booking

import (
	"sync"
	"sync/atomic"
	"time"
)

// showFacts are the parts of a show that change only with its revision
// (a move, new prices), enough to validate a request without reading the
// show. Facts of an older revision than a read of the show finds are
// replaced (see set), so a show moved or repriced on another replica is
// priced and checked as it is now by the next request that reads it.
type showFacts struct {
	revision int64
	startsAt time.Time
	maxSeats int
	layout   *cachedLayout
	// prices by category; nil until read.
	prices atomic.Pointer[map[string]int64]
}

// factBook keeps the facts of the shows booked on this process, until
// their sales close. The zero factBook is ready to use.
type factBook struct {
	shows sync.Map // show id → *showFacts
}

// get returns the show's facts, if known.
func (b *factBook) get(showID string) *showFacts {
	if f, ok := b.shows.Load(showID); ok {
		return f.(*showFacts)
	}
	return nil
}

// set records the facts of the show as read at revision, unless facts of
// that revision (or a later one) are known already, and returns them.
func (b *factBook) set(showID string, revision int64, startsAt time.Time, maxSeats int, layout *cachedLayout) *showFacts {
	for {
		f := b.get(showID)
		if f != nil && f.revision >= revision {
			return f
		}
		nf := &showFacts{revision: revision, startsAt: startsAt, maxSeats: maxSeats, layout: layout}
		if f == nil {
			if got, loaded := b.shows.LoadOrStore(showID, nf); !loaded {
				return nf
			} else if got.(*showFacts).revision >= revision {
				return got.(*showFacts)
			}
			continue
		}
		if b.shows.CompareAndSwap(showID, f, nf) {
			return nf
		}
	}
}

// forget drops what is known of a show: this process changed it.
func (b *factBook) forget(showID string) { b.shows.Delete(showID) }

// prices returns the show's prices at revision if they are known; the
// map is shared and must not be modified.
func (b *factBook) prices(showID string, revision int64) map[string]int64 {
	if f := b.get(showID); f != nil && f.revision == revision {
		if p := f.prices.Load(); p != nil {
			return *p
		}
	}
	return nil
}

// setPrices keeps the show's prices, read at revision, with its facts
// (read first).
func (b *factBook) setPrices(showID string, revision int64, prices map[string]int64) {
	if f := b.get(showID); f != nil && f.revision == revision {
		f.prices.Store(&prices)
	}
}

// prune forgets the shows whose sales have closed: nothing can be booked
// on them any more.
func (b *factBook) prune(now time.Time) {
	b.shows.Range(func(id, f any) bool {
		if !f.(*showFacts).startsAt.After(now) {
			b.shows.Delete(id)
		}
		return true
	})
}

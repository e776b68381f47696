package booking

import (
	"sync"
	"sync/atomic"
	"time"
)

// showFacts are the parts of a show that never change once it is
// scheduled, enough to validate a request without reading the show.
type showFacts struct {
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

// set records the show's facts, unless they are known already, and
// returns them.
func (b *factBook) set(showID string, startsAt time.Time, maxSeats int, layout *cachedLayout) *showFacts {
	if f := b.get(showID); f != nil {
		return f
	}
	f, _ := b.shows.LoadOrStore(showID, &showFacts{startsAt: startsAt, maxSeats: maxSeats, layout: layout})
	return f.(*showFacts)
}

// prices returns the show's prices if they are known; the map is shared
// and must not be modified.
func (b *factBook) prices(showID string) map[string]int64 {
	if f := b.get(showID); f != nil {
		if p := f.prices.Load(); p != nil {
			return *p
		}
	}
	return nil
}

// setPrices keeps the show's prices with its facts (read first).
func (b *factBook) setPrices(showID string, prices map[string]int64) {
	if f := b.get(showID); f != nil {
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

package live

import (
	"sync"
)

// A Sink takes a subscriber's seat maps in place of the channel Subscribe
// returns, so that no goroutine per subscriber has to wait on a channel:
// the websocket transport hands each seat map to its socket's writer when
// one arrives. A sink keeps at most one unsent seat map (the newest), so
// a slow socket is skipped ahead exactly like a channel mailbox.
//
// Subscribe with a sink registers the sink; the channel it returns then
// carries nothing and is closed at the end. The broker calls Offer and
// Ended with the show's lock held, so neither may block or call back into
// the broker.
type Sink interface {
	// Offer hands over the newest seat map, newer than every one offered
	// before; replaced reports that an earlier one was still unsent and
	// is dropped for it.
	Offer(sm *SeatMap) (replaced bool)
	// Attached comes once, after the first Offer, when Subscribe succeeds
	// (and, should the subscription end meanwhile, after Ended). From then
	// on the subscription ends when cancel is called, which is safe to do
	// more than once: the broker stops watching Subscribe's context, so
	// that context and everything it holds can be let go of. Without
	// Attached (Subscribe failed, or its context ended first) the
	// subscriber is gone by the time Subscribe returns.
	Attached(cancel func())
	// Ended comes once when the subscription ends for any reason; no
	// Offer follows it.
	Ended()
}

// encodings memoises a seat map's encodings, so that however many
// subscribers of a show receive one version, each shape of message is
// built once: every subscriber of a show is handed the same *SeatMap for
// a version (see offerLocked).
type encodings struct {
	mu      sync.Mutex
	entries []*encoding // a handful at most: one per distinct query shape
}

type encoding struct {
	key  string
	once sync.Once
	data []byte
}

// Encoded returns build's result for key, calling build at most once per
// key for this seat map; concurrent callers with the same key wait for
// the one build. The result is shared and must not be modified.
func (sm *SeatMap) Encoded(key string, build func(*SeatMap) []byte) []byte {
	sm.enc.mu.Lock()
	var e *encoding
	for _, x := range sm.enc.entries {
		if x.key == key {
			e = x
			break
		}
	}
	if e == nil {
		e = &encoding{key: key}
		sm.enc.entries = append(sm.enc.entries, e)
	}
	sm.enc.mu.Unlock()
	e.once.Do(func() { e.data = build(sm) })
	return e.data
}

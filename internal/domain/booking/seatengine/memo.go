package seatengine

import (
	"slices"
	"sync"
	"time"
)

// memo remembers which seats of a show were seen taken, and when, so a
// buyer asking for one of them is refused without a write transaction.
// It only ever refuses; it never admits anyone. A request it does not
// refuse goes to the database, whose key on (show, seat) stays the one
// arbiter, so a memo that is behind can cost a wasted transaction but
// never sell a seat twice.
//
// A refusal must be one the database could have given during the request.
// The memo keeps, per show, the newest state it knows: a seat version,
// the seats taken at it (all of them when it came from a snapshot, or
// just those a local commit claimed) and a time no later than the moment
// that state became current. A seat of that state refuses a request when
// the state was current at some moment of the request: the state is at
// least as new as the seat version the request itself read, or it was
// current no earlier than the request began. Either way the seat was
// taken while the buyer waited, as if they had clicked a moment earlier.
// A hold counts only until it ends.
type memo struct {
	mu    sync.Mutex
	shows map[string]*showMemo
}

// showMemo is what the memo knows of one show.
type showMemo struct {
	state *seatState
	// refreshing is set while a snapshot read for this show is in flight.
	refreshing bool
	// claiming are this process's claims of the show's seats that have
	// not finished yet.
	claiming []*claimInFlight
}

// claimInFlight is a claim of seats on its way to the database; done is
// closed once it has finished and the memo has learned its outcome.
type claimInFlight struct {
	seats []string
	done  chan struct{}
	// waiters counts the requests that waited for it (tests watch it).
	waiters int
}

// seatState is the newest known seat state of a show.
type seatState struct {
	version int64
	// since is no later than the moment version became current, on the
	// monotonic clock.
	since time.Time
	// taken maps each seat seen taken at version to the end of its hold
	// (zero when it is sold).
	taken map[string]time.Time
	// complete says taken is every seat taken at version (a snapshot), not
	// only the seats one commit claimed.
	complete bool
}

// show returns the show's entry, made on first use; the zero memo is
// ready to use. Call it with m.mu held.
func (m *memo) show(id string) *showMemo {
	if m.shows == nil {
		m.shows = map[string]*showMemo{}
	}
	sm := m.shows[id]
	if sm == nil {
		sm = &showMemo{}
		m.shows[id] = sm
	}
	return sm
}

// refusal names the requested seats known to have been taken during a
// request that began at began (monotonic) and read seat version read (-1
// when it read none), as of now on the business clock. The seats come
// back in the order requested; none means the database must decide.
func (m *memo) refusal(showID string, seats []string, read int64, began, now time.Time) []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	sm := m.shows[showID]
	if sm == nil || sm.state == nil {
		return nil
	}
	st := sm.state
	if !(read >= 0 && st.version >= read) && st.since.Before(began) {
		return nil
	}
	var taken []string
	for _, seat := range seats {
		if until, ok := st.taken[seat]; ok && (until.IsZero() || until.After(now)) {
			taken = append(taken, seat)
		}
	}
	return taken
}

// mayRefuse reports whether any requested seat is among those the memo
// has seen taken, whatever the version: only then is reading the show's
// current version worth it.
func (m *memo) mayRefuse(showID string, seats []string, now time.Time) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	sm := m.shows[showID]
	if sm == nil || sm.state == nil {
		return false
	}
	for _, seat := range seats {
		if until, ok := sm.state.taken[seat]; ok && (until.IsZero() || until.After(now)) {
			return true
		}
	}
	return false
}

// knows reports whether the memo's state of the show is at least version
// and has every one of seats taken.
func (m *memo) knows(showID string, version int64, seats []string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	sm := m.shows[showID]
	if sm == nil || sm.state == nil || sm.state.version < version {
		return false
	}
	for _, seat := range seats {
		if _, ok := sm.state.taken[seat]; !ok {
			return false
		}
	}
	return true
}

// confirm records that a read which started at since found the show at
// version: if that is the memo's state, the state was still current then,
// which serves every request that began before it without a read of its
// own.
func (m *memo) confirm(showID string, version int64, since time.Time) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if sm := m.shows[showID]; sm != nil && sm.state != nil && sm.state.version == version && sm.state.since.Before(since) {
		sm.state.since = since
	}
}

// snapshot records a show's complete seat state at version, read by a
// statement that started at since.
func (m *memo) snapshot(showID string, version int64, since time.Time, held map[string]time.Time, sold []string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	sm := m.show(showID)
	if sm.state != nil && sm.state.version > version {
		return
	}
	taken := make(map[string]time.Time, len(held)+len(sold))
	for seat, until := range held {
		taken[seat] = until
	}
	for _, seat := range sold {
		taken[seat] = time.Time{}
	}
	sm.state = &seatState{version: version, since: since, taken: taken, complete: true}
}

// claimed records that a local commit, which started to commit no
// earlier than since, moved the show to version and claimed the seats of
// until (each held until its time, zero for sold). When the memo held the
// complete state just before it and the commit freed nothing, the new
// state is complete too.
func (m *memo) claimed(showID string, version int64, since time.Time, until map[string]time.Time, freed bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	sm := m.show(showID)
	st := sm.state
	switch {
	case st != nil && st.complete && st.version == version-1 && !freed:
		st.version, st.since = version, since
	case st == nil || st.version < version:
		st = &seatState{version: version, since: since, taken: make(map[string]time.Time, len(until))}
		sm.state = st
	default:
		return // a newer state is known already
	}
	for seat, t := range until {
		st.taken[seat] = t
	}
}

// startRefresh reports whether the caller should read a snapshot of the
// show now, marking the read in flight; finishRefresh ends it.
func (m *memo) startRefresh(showID string) bool {
	m.mu.Lock()
	defer m.mu.Unlock()
	sm := m.show(showID)
	if sm.refreshing {
		return false
	}
	sm.refreshing = true
	return true
}

func (m *memo) finishRefresh(showID string) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if sm := m.shows[showID]; sm != nil {
		sm.refreshing = false
	}
}

// startClaim records that this process is claiming seats of the show;
// endClaim must follow once the claim has finished, whatever its outcome,
// after the memo has learned it. Calling endClaim again does nothing.
func (m *memo) startClaim(showID string, seats []string) *claimInFlight {
	c := &claimInFlight{seats: seats, done: make(chan struct{})}
	m.mu.Lock()
	defer m.mu.Unlock()
	sm := m.show(showID)
	sm.claiming = append(sm.claiming, c)
	return c
}

func (m *memo) endClaim(showID string, c *claimInFlight) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if sm := m.shows[showID]; sm != nil {
		if i := slices.Index(sm.claiming, c); i >= 0 {
			sm.claiming = slices.Delete(sm.claiming, i, i+1)
			close(c.done)
		}
	}
}

// claimOn returns the done channel of a claim in flight for any of seats
// of the show, or nil when there is none.
func (m *memo) claimOn(showID string, seats []string) <-chan struct{} {
	m.mu.Lock()
	defer m.mu.Unlock()
	sm := m.shows[showID]
	if sm == nil {
		return nil
	}
	for _, c := range sm.claiming {
		for _, seat := range seats {
			if slices.Contains(c.seats, seat) {
				c.waiters++
				return c.done
			}
		}
	}
	return nil
}

// sweep forgets the shows keep does not name, but for those with a
// snapshot read or a claim in flight: the caller keeps the shows that
// can still be booked, so nothing is kept for a show whose sales have
// closed, or whose state came from seat maps alone.
func (m *memo) sweep(keep func(showID string) bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	for id, sm := range m.shows {
		if sm.refreshing || len(sm.claiming) > 0 {
			continue
		}
		if !keep(id) {
			delete(m.shows, id)
		}
	}
}

package auth

import (
	"context"
	"sync"
)

// UserRecorder stores the users the server has seen. Clerk owns the
// accounts, but bookings and favourites reference users by id and admin
// screens show their names, so a local copy is kept. RecordUser must be an
// idempotent upsert: two replicas, or two concurrent first requests, may
// record the same user.
type UserRecorder interface {
	RecordUser(ctx context.Context, c Caller) error
}

// seenUsersMax bounds the memory spent remembering recorded users; past it,
// an evicted user costs one extra idempotent write on their next request.
const seenUsersMax = 10_000

// record tells the recorder about c unless this process already recorded
// exactly this caller. It runs before the request continues, so a booking
// made in the same request can reference the user row. A failure is logged
// and the request proceeds: identity was verified, and the row is retried on
// the next request because only successful writes are remembered.
func (v *Verifier) record(ctx context.Context, c Caller) {
	if v.rec == nil || v.seen.has(c) {
		return
	}
	if err := v.rec.RecordUser(ctx, c); err != nil {
		v.log.ErrorContext(ctx, "auth: recording user failed", "user", c.UserID, "err", err)
		return
	}
	v.seen.add(c)
}

// seenUsers remembers the last recorded version of each caller, so steady
// traffic does not write, while a changed name, email, picture or role does.
type seenUsers struct {
	mu  sync.Mutex
	max int
	m   map[string]Caller
}

func newSeenUsers(limit int) *seenUsers {
	return &seenUsers{max: limit, m: map[string]Caller{}}
}

func (s *seenUsers) has(c Caller) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	prev, ok := s.m[c.UserID]
	return ok && prev == c
}

func (s *seenUsers) add(c Caller) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, ok := s.m[c.UserID]; !ok && len(s.m) >= s.max {
		// Evict an arbitrary entry (map order is random): cheaper than an
		// LRU and good enough, since a miss costs only one upsert.
		for id := range s.m {
			delete(s.m, id)
			break
		}
	}
	s.m[c.UserID] = c
}

package ratelimit

import "sync"

// Slots bounds how many long-lived connections one client address holds
// open at a time (websockets, event streams), where a rate of new ones
// says nothing: a connection costs while it stays open. Only addresses
// with a connection open are kept, so it is as large as they are many.
type Slots struct {
	mu   sync.Mutex
	max  int
	open map[string]int
}

// NewSlots allows max connections per address; max ≤ 0 allows any number
// (they are still counted, for Open).
func NewSlots(max int) *Slots { return &Slots{max: max, open: map[string]int{}} }

// Max is the limit per address (≤ 0: none).
func (s *Slots) Max() int { return s.max }

// Acquire takes a slot for addr, or reports false when addr holds Max.
func (s *Slots) Acquire(addr string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.max > 0 && s.open[addr] >= s.max {
		return false
	}
	s.open[addr]++
	return true
}

// Release gives back a slot Acquire took.
func (s *Slots) Release(addr string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.open[addr] <= 1 {
		delete(s.open, addr)
		return
	}
	s.open[addr]--
}

// Open is how many slots are taken, over every address.
func (s *Slots) Open() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	n := 0
	for _, c := range s.open {
		n += c
	}
	return n
}

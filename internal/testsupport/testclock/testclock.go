package testclock

import (
	"sync"
	"time"
)

// Clock is a settable clock, safe for the code under test to read while
// the test advances it.
type Clock struct {
	mu sync.Mutex
	t  time.Time
}

// New is a clock standing at at.
func New(at time.Time) *Clock { return &Clock{t: at} }

func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

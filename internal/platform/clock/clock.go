package clock

import "time"

// Clock returns the current time. The zero value (nil) is the system
// clock, so a service built without one still works.
type Clock func() time.Time

// System is the wall clock.
var System Clock = time.Now

// Now returns the current time in UTC, truncated to the microsecond.
func (c Clock) Now() time.Time {
	if c == nil {
		c = time.Now
	}
	return c().UTC().Truncate(time.Microsecond)
}

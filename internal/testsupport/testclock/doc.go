// Package testclock is a settable clock for tests of code that takes a
// Now function, so such tests move time on instead of waiting for it.
package testclock

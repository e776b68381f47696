// Package config reads Marquee's settings from the environment and
// validates all of them at start-up, so a typo is one clear error before
// the server listens rather than a surprise on some later request. It is
// part of the wiring: a default is the constant of the code it configures
// (booking.DefaultHold, gqllimit.DefaultMaxDepth, tmdb.DefaultBaseURL, …),
// never a copy of its own, so it imports the domain, platform and
// adapter packages it configures; only cmd/marquee, internal/app and
// test support import it.
package config

// Package app wires the fixture: a wiring-time function value (Limit)
// and an adapter behind a domain port (Events).
package app

import (
	"walkfix/internal/adapters/push"
	"walkfix/internal/adapters/rest"
	"walkfix/internal/domain/rules"
	"walkfix/resolvers"
)

// Serve builds everything once.
func Serve() {
	s := rules.New(push.Hub{})
	s.Limit = func(user string) error { return nil }
	resolvers.Serve(&resolvers.Resolver{Rules: s})
	rest.Serve(s)
}

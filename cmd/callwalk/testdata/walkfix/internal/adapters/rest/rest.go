// Package rest is the fixture's REST adapter with a route table.
package rest

import "walkfix/internal/domain/rules"

type api struct{ s *rules.Service }

type route struct {
	method, path string
	handle       func(body string) error
}

func (a *api) routes() []route {
	return []route{
		{"POST", "/api/book", a.book},
		{"POST", "/api/cancel", a.cancel},
	}
}

func (a *api) book(body string) error   { return a.s.Book(body) }
func (a *api) cancel(body string) error { return a.s.Cancel(body) }

// Serve stands for the router.
func Serve(s *rules.Service) {
	for _, r := range (&api{s}).routes() {
		_ = r.handle("A1")
	}
}

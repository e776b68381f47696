// Package resolvers is the fixture's GraphQL adapter.
package resolvers

import (
	"walkfix/graph"
	"walkfix/internal/domain/rules"
)

type Resolver struct{ Rules *rules.Service }

type mutationResolver struct{ *Resolver }

// Book is the resolver of the book field.
func (r *mutationResolver) Book(seat string) error {
	graph.Marshal(seat)
	return r.Rules.Book(seat)
}

// Cancel is the resolver of the cancel field.
func (r *mutationResolver) Cancel(seat string) error { return r.Rules.Cancel(seat) }

// Serve stands for the generated server calling the resolvers.
func Serve(r *Resolver) {
	m := &mutationResolver{r}
	_ = m.Book("A1")
	_ = m.Cancel("A1")
}

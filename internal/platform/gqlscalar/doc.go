// Package gqlscalar holds GraphQL scalar bindings for our own Go types,
// so plain fields (a movie's numeric id) marshal directly instead of
// going through a resolver, which gqlgen would run on its own goroutine.
package gqlscalar

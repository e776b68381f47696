// Package scalar holds the GraphQL adapter's scalar bindings for our own
// Go types (gqlgen.yml names them), so plain fields (a movie's numeric
// id) marshal directly instead of going through a resolver, which gqlgen
// would run on its own goroutine.
package scalar

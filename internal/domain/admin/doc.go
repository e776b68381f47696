// Package admin is the cinema's back office: scheduling shows for movies
// from the catalogue, and the figures admins watch (dashboard, every show,
// every booking). Every function checks the admin role itself, so the
// GraphQL directive and the REST adapters are a second line, not the only
// one.
package admin

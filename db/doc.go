// Package db owns persistence: the bun models and the queries the services
// run, on SQLite and PostgreSQL alike (the steps that create the schema are
// in db/migrations). It knows nothing of HTTP, Clerk or Stripe; every query
// function takes a bun.IDB so callers can compose them inside or outside a
// transaction. Files are named for the entity they store.
package db

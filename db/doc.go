// Package db owns persistence: the bun models, the migrations that create
// them on SQLite and PostgreSQL alike, and the queries the services run.
// It knows nothing of HTTP, Clerk or Stripe; every query function takes a
// bun.IDB so callers can compose them inside or outside a transaction.
package db

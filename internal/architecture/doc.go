// Package architecture holds the test that keeps the layering of
// DESIGN.md §3 true for every package of the module at once: statements
// and dialect knowledge live in db, db knows nothing of HTTP, Clerk or
// Stripe, and the adapters (resolvers, REST) reach the store only through
// the services. It has no code of its own; per-package lint tests could
// each be forgotten by a new package, this one cannot.
package architecture

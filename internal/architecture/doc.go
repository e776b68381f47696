// Package architecture holds the test that keeps the layering of
// DESIGN.md §3 and README.md's Architecture section true for every
// package of the module at once: statements and dialect knowledge live in
// db, db knows nothing of HTTP, Clerk or Stripe (nor of the rest of the
// module), the adapters (resolvers, REST) reach the store only through the
// services, imports run one way (platform → nothing above it, domain →
// platform, adapters → domain and platform, only the wiring knows
// everything) and the server is never built from test support. It has no
// code of its own; per-package lint tests could each be forgotten by a
// new package, this one cannot.
package architecture

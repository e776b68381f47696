// Package architecture holds the test that keeps the layering of
// DESIGN.md §3 and README.md's Architecture section true for every
// package of the module at once: statements and dialect knowledge live in
// db, db speaks no protocol but its database's (nor knows the rest of the
// module), the adapters (GraphQL resolvers, REST) reach the store only
// through the services, imports run one way (platform → nothing above
// it, domain → platform, adapters → domain and platform, only the wiring
// knows everything) and the server is never built from test support.
// Every adapter lives under internal/adapters: a folder of no layer is
// refused, the domain speaks no protocol (HTTP, SMTP, Stripe, GraphQL,
// LISTEN/NOTIFY) and carries no value in a context, Stripe, go-mail and
// the websocket library each belong to one adapter, and gqlgen.yml keeps
// the GraphQL adapter in one folder. It has no code of its own;
// per-package lint tests could each be forgotten by a new package, this
// one cannot.
package architecture

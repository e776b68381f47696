// Package rest serves the fourteen /api paths of SPEC §7 as thin adapters
// over the same service functions the GraphQL resolvers call: decode the
// request, call one service, encode the {"success": ...} envelope. It holds
// no SQL and no business rule: it renders the storage model types, through
// package view like GraphQL, but never calls a db function nor imports bun
// or a driver (a test enforces that), so a rule can only live in the
// services. The
// whole table is in Routes; docs/rest.md is rendered from real responses by
// the tests and cannot drift from it. For the public QuickShow client, two
// paths also answer in its American spelling, and Services.QuickShowFailures
// (REST_COMPAT=quickshow) answers refusals with 200, as its server did.
package rest

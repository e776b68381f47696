// Package gqllimit bounds what one GraphQL request may ask of the server:
// body and query-string size and batching (HTTP middleware), parser
// tokens, selections counted before validation (whose cost grows with
// their square), selection depth, aliases, introspection (and with it
// "did you mean" suggestions), a cost model with list weights (gqlgen's
// complexity limit), and control characters in any string input (Text,
// BAD_USER_INPUT). Every check runs before a resolver, so a
// refused operation never reaches the database. Last, the size of an
// answer is bounded: one larger than the limit is replaced by an error
// before any of it is written.
package gqllimit

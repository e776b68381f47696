// Package gqllimit bounds what one GraphQL request may ask of the server:
// body size and batching (HTTP middleware), parser tokens, selection depth,
// aliases, expanded fields, introspection, and a cost model with list
// weights (gqlgen's complexity limit). Every check runs before a resolver,
// so a refused operation never reaches the database.
package gqllimit

// Package resolvers implements the GraphQL schema. Each resolver is thin:
// it takes the caller from the context, calls one service, and returns.
// Business rules live in the services so the REST adapters share them.
package resolvers

// Package complexity is the GraphQL schema's cost model: the weight of
// every list field, by the bound the server puts on it or a generous
// estimate of real sizes, for gqlgen's complexity limit
// (gqllimit.CostLimit). It lives with the GraphQL adapter because it is
// written against the generated graph.ComplexityRoot; the limits
// themselves, which know no schema, stay in internal/platform/gqllimit.
package complexity

package resolvers

import (
	"context"

	"github.com/99designs/gqlgen/graphql"

	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/platform/auth"
)

// HasRole implements @hasRole: the one place a field's role is enforced
// for GraphQL. The services check again, for callers that are not
// GraphQL (REST, jobs).
func HasRole(ctx context.Context, _ any, next graphql.Resolver, role graph.Role) (any, error) {
	switch role {
	case graph.RoleAdmin:
		if _, err := auth.RequireAdmin(ctx); err != nil {
			return nil, err
		}
	case graph.RoleBoxOffice:
		if _, err := auth.RequireBoxOffice(ctx); err != nil {
			return nil, err
		}
	case graph.RoleStaff:
		if _, err := auth.RequireStaff(ctx); err != nil {
			return nil, err
		}
	default:
		if _, err := auth.Require(ctx); err != nil {
			return nil, err
		}
	}
	return next(ctx)
}

// Directives returns the directive implementations for the schema.
func Directives() graph.DirectiveRoot {
	return graph.DirectiveRoot{HasRole: HasRole}
}

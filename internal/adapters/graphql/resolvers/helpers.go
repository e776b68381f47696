package resolvers

import (
	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/domain/programme"
)

// optional turns "no value" into GraphQL null.
func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// derefInt reads an optional argument whose schema default makes nil rare.
func derefInt(p *int) int {
	if p == nil {
		return 0
	}
	return *p
}

// derefString reads an optional string argument; null means empty ("no filter").
func derefString(p *string) string {
	if p == nil {
		return ""
	}
	return *p
}

// movieFilter and movieSort hand the movies arguments to the service as
// its own types (the GraphQL enum's values are the service's).
func movieFilter(f *graph.MovieFilter) *programme.MovieFilter {
	if f == nil {
		return nil
	}
	return &programme.MovieFilter{Search: f.Search, Genre: f.Genre, Language: f.Language, Date: f.Date, City: f.City}
}

func movieSort(s *graph.MovieSort) *programme.Sort {
	if s == nil {
		return nil
	}
	o := programme.Sort(*s)
	return &o
}

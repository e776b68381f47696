package resolvers

import (
	"fmt"
	"marquee/db"
	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/venues"
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
	return &programme.MovieFilter{Search: f.Search, Genre: f.Genre, Language: f.Language, Format: f.Format, Date: f.Date, City: f.City}
}

func movieSort(s *graph.MovieSort) *programme.Sort {
	if s == nil {
		return nil
	}
	o := programme.Sort(*s)
	return &o
}

func derefBool(p *bool) bool { return p != nil && *p }

// categoryPrices are price inputs as the services take them.
func categoryPrices(in []graph.CategoryPriceInput) []venues.CategoryPrice {
	out := make([]venues.CategoryPrice, 0, len(in))
	for _, p := range in {
		out = append(out, venues.CategoryPrice{Category: p.Category, PricePaise: int64(p.PricePaise)})
	}
	return out
}

// bandTime is one end of a price card's time band as HH:mm (24:00 for
// the end of the day), or nil for an open end.
func bandTime(minute *int) *string {
	if minute == nil {
		return nil
	}
	t := fmt.Sprintf("%02d:%02d", *minute/60, *minute%60)
	return &t
}

// customerOf is a person as GraphQL's Customer: the loaded user, or just
// the id when the row names someone never recorded (the system).
func customerOf(u *db.User, id string) *graph.Customer {
	if u == nil {
		return &graph.Customer{ID: id}
	}
	return &graph.Customer{ID: u.ID, Name: u.Name, Email: u.Email}
}

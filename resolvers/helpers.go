package resolvers

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

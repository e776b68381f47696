package resolvers

// optional turns "no value" into GraphQL null.
func optional(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

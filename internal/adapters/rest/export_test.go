package rest

import "maps"

// Endpoint is one row of the routes table, for the tests.
type Endpoint struct{ Method, Path, Auth string }

// Table returns the routes table in its order.
func Table() []Endpoint {
	var out []Endpoint
	for _, rt := range newAPI(Services{}).table() {
		out = append(out, Endpoint{rt.Method, rt.Path, rt.Auth.String()})
	}
	return out
}

// String is the Auth column's text in docs/rest.md, which the docs test
// renders.
func (acc access) String() string {
	return [...]string{"none", "bearer", "bearer (admin)"}[acc]
}

// Aliases returns the second spelling of each table path that has one.
func Aliases() map[string]string { return maps.Clone(aliases) }

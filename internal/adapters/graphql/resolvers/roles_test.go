package resolvers_test

import (
	"fmt"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/ast"

	"marquee/db/dbtest"
	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/testsupport/apptest"
)

// notAdmin lists every root field that is deliberately open to visitors or
// to any signed-in user. A new root field must either carry
// @hasRole(role: ADMIN) or be added here — the test fails otherwise, so an
// admin field cannot ship unguarded by accident.
var notAdmin = map[string]bool{
	"Query.movies": true, "Query.movie": true, "Query.similarMovies": true, "Query.shows": true, "Query.show": true,
	"Query.credits": true, "Query.occupiedSeats": true, "Query.me": true, "Query.isAdmin": true,
	"Query.favourites": true, "Query.myBookings": true,
	// Where and what things cost is public, like the programme itself.
	"Query.cities": true, "Query.cinemas": true, "Query.cinema": true, "Query.screen": true,
	"Query.showsByDate": true, "Query.quote": true,
	// The best seats are read from the public seat map, for visitors too.
	"Query.bestSeats": true,
	// The cancellation policy is shown before anyone books.
	"Query.cancellationPolicy": true,
	// The ticket page checks owner, staff or admin itself (booking.Service.Ticket).
	"Query.ticket": true,
	// What the movies filter offers is part of the public programme.
	"Query.movieFilterOptions": true,
	"Mutation.toggleFavourite": true, "Mutation.createBooking": true, "Mutation.cancelBooking": true,
	"Subscription.seatsChanged": true,
	// A review needs a ticket of the caller's admitted at the door (reviews.Service.Write).
	"Mutation.reviewMovie": true,
	// The waitlist is any signed-in customer's own (booking.Service checks
	// the caller and owns the entry).
	"Query.myWaitlist": true, "Mutation.joinWaitlist": true, "Mutation.leaveWaitlist": true,
	"Subscription.waitlist": true,
	// The waiting room is for every visitor; joining and the position
	// need a signed-in user, which the service checks (waitingroom).
	"Query.waitingRoom": true, "Mutation.joinQueue": true, "Subscription.queuePosition": true,
}

// roleOf is the role a field's @hasRole names, or "" without one.
func roleOf(f *ast.FieldDefinition) string {
	d := f.Directives.ForName("hasRole")
	if d == nil {
		return ""
	}
	if arg := d.Arguments.ForName("role"); arg != nil {
		return arg.Value.Raw
	}
	return ""
}

func isAdminField(f *ast.FieldDefinition) bool {
	return roleOf(f) == "ADMIN" || roleOf(f) == "STAFF" || roleOf(f) == "BOX_OFFICE"
}

// literal returns a GraphQL literal of the given type, good enough to get
// past validation so the role check is what answers.
func literal(s *ast.Schema, t *ast.Type) string {
	if t.Elem != nil {
		return "[" + literal(s, t.Elem) + "]"
	}
	switch t.NamedType {
	case "ID":
		return `"0190b6a4-0000-7000-8000-000000000000"`
	case "String":
		return `"A1"`
	case "Int":
		return "1"
	case "Float":
		return "60"
	case "Boolean":
		return "true"
	case "Time":
		return `"2030-01-01T00:00:00Z"`
	}
	def := s.Types[t.NamedType]
	switch def.Kind {
	case ast.Enum:
		return def.EnumValues[0].Name
	case ast.InputObject:
		var parts []string
		for _, f := range def.Fields {
			parts = append(parts, f.Name+": "+literal(s, f.Type))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	}
	panic("no literal for " + t.String())
}

func operation(s *ast.Schema, kind string, f *ast.FieldDefinition) string {
	var args []string
	for _, a := range f.Arguments {
		args = append(args, a.Name+": "+literal(s, a.Type))
	}
	call := f.Name
	if len(args) > 0 {
		call += "(" + strings.Join(args, ", ") + ")"
	}
	if def := s.Types[f.Type.Name()]; def.Kind == ast.Object {
		call += " { __typename }"
	}
	return kind + " { " + call + " }"
}

func TestEveryAdminFieldIsGuarded(t *testing.T) {
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	type field struct {
		kind, key string
		def       *ast.FieldDefinition
	}
	var admin []field
	for _, root := range []struct {
		kind string
		def  *ast.Definition
	}{{"query", schema.Query}, {"mutation", schema.Mutation}, {"subscription", schema.Subscription}} {
		for _, f := range root.def.Fields {
			if strings.HasPrefix(f.Name, "__") {
				continue
			}
			key := root.def.Name + "." + f.Name
			switch {
			case isAdminField(f):
				if notAdmin[key] {
					t.Errorf("%s is guarded but listed as open", key)
				}
				admin = append(admin, field{root.kind, key, f})
			case !notAdmin[key]:
				t.Errorf("%s has no @hasRole and is not listed as open: decide who may call it", key)
			}
		}
	}
	if len(admin) < 5 {
		t.Fatalf("found %d admin fields; the schema lost its directives?", len(admin))
	}
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			// The live schema, through introspection, has the same root fields.
			var intro struct {
				Schema struct {
					QueryType, MutationType struct{ Fields []struct{ Name string } }
				} `json:"__schema"`
			}
			s.GraphQL("", `{ __schema { queryType { fields { name } } mutationType { fields { name } } } }`, nil).Decode(t, &intro)
			served := map[string]bool{}
			for _, f := range intro.Schema.QueryType.Fields {
				served["Query."+f.Name] = true
			}
			for _, f := range intro.Schema.MutationType.Fields {
				served["Mutation."+f.Name] = true
			}
			user, adminTok, staffTok := s.SignIn("Ravi", false), s.SignIn("Meera", true), s.SignInStaff("Usha")
			var checked []string
			for _, f := range admin {
				if f.kind != "subscription" && !served[f.key] {
					t.Errorf("%s is in the schema but not served", f.key)
				}
				op := operation(schema, f.kind, f.def)
				if r := s.GraphQL("", op, nil); r.FirstCode() != "UNAUTHENTICATED" {
					t.Errorf("%s anonymous: %+v (op %s)", f.key, r.Errors, op)
				}
				if r := s.GraphQL(user, op, nil); r.FirstCode() != "FORBIDDEN" {
					t.Errorf("%s non-admin: %+v (op %s)", f.key, r.Errors, op)
				}
				if r := s.GraphQL(adminTok, op, nil); r.FirstCode() == "FORBIDDEN" || r.FirstCode() == "UNAUTHENTICATED" {
					t.Errorf("%s admin refused: %+v (op %s)", f.key, r.Errors, op)
				}
				// Staff pass STAFF fields and nothing admin-only.
				r := s.GraphQL(staffTok, op, nil)
				if staffField := roleOf(f.def) == "STAFF"; staffField && (r.FirstCode() == "FORBIDDEN" || r.FirstCode() == "UNAUTHENTICATED") {
					t.Errorf("%s staff refused: %+v (op %s)", f.key, r.Errors, op)
				} else if !staffField && r.FirstCode() != "FORBIDDEN" {
					t.Errorf("%s staff let into an admin field: %+v (op %s)", f.key, r.Errors, op)
				}
				checked = append(checked, f.key)
			}
			if !slices.Contains(checked, "Mutation.checkIn") {
				t.Error("checkIn was not walked")
			}
			sort.Strings(checked)
			t.Log(fmt.Sprintf("guarded: %s", strings.Join(checked, ", ")))
		})
	}
}

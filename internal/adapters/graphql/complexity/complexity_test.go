package complexity

import (
	"context"
	"reflect"
	"strings"
	"testing"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"

	"marquee/db"
	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/platform/gqllimit"
)

var schemaES = graph.NewExecutableSchema(graph.Config{Complexity: Complexity()})

// load parses and validates an operation document against the schema.
func load(t *testing.T, src string) *ast.QueryDocument {
	t.Helper()
	doc, err := parser.ParseQuery(&ast.Source{Input: src})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	if errs := validator.ValidateWithRules(schemaES.Schema(), doc, nil); len(errs) > 0 {
		t.Fatalf("validate: %v\n%s", errs, src)
	}
	return doc
}

func cost(t *testing.T, doc *ast.QueryDocument, vars map[string]any) int {
	t.Helper()
	return complexity.Calculate(context.Background(), schemaES, doc.Operations[0], vars)
}

// layoutQuery is the review's query: n aliases of every show's whole
// layout, cell by cell.
func layoutQuery(n int) string {
	var b strings.Builder
	b.WriteString("{")
	for i := range n {
		b.WriteString(" a")
		b.WriteString(string(rune('a' + i%26)))
		b.WriteString(strings.Repeat("x", i/26))
		b.WriteString(": shows { layout { rows { cells { seat kind category } } } }")
	}
	b.WriteString(" }")
	return b.String()
}

// TestLayoutListsCostTheirBounds: a layout's rows, cells and categories
// and a show's seat lists cost what a layout may really hold (60 rows of
// 80 cells, 12 categories), so one full seat map costs what it answers
// and every show's seat map is refused.
func TestLayoutListsCostTheirBounds(t *testing.T) {
	const rows, cells, cats = db.MaxLayoutRows, db.MaxLayoutCellsPerRow, db.MaxLayoutCategories
	layout := 1 + (1 + rows*(1+cells*3)) // layout { rows { cells { seat kind category } } }
	cases := []struct {
		query string
		want  int
	}{
		{`{ show(id: "1") { layout { rows { cells { seat kind category } } } } }`, 1 + layout},
		{`{ screen(id: "1") { layout { rows { label cells { kind } } } } }`, 1 + 1 + (1 + rows*(1+1+cells*1))},
		{`{ show(id: "1") { layout { categories { code name } } prices { category pricePaise } } }`, 1 + (1 + (1 + cats*2)) + (1 + cats*2)},
		// A list of scalars costs its length.
		{`{ show(id: "1") { occupiedSeats } }`, 1 + (1 + rows*cells)},
		{`{ occupiedSeats(showId: "1") }`, 1 + rows*cells},
		{`{ shows { id } }`, 1 + showsPerList},
		{`{ shows { layout { rows { cells { seat kind category } } } } }`, 1 + showsPerList*layout},
		{`{ cinemas { screens { layout { categories { code } } } } }`, 1 + 50*(1+20*(1+(1+cats*1)))},
		{layoutQuery(15), 15 * (1 + showsPerList*layout)},
	}
	for _, tc := range cases {
		if got := cost(t, load(t, tc.query), nil); got != tc.want {
			t.Errorf("%.120s: complexity %d, want %d", tc.query, got, tc.want)
		}
	}
	// One alias of the review's query is refused already; one full seat
	// map (what the booking page asks for) is not.
	if c := cost(t, load(t, layoutQuery(1)), nil); c <= gqllimit.DefaultMaxComplexity {
		t.Errorf("every show's layout costs %d, within the default limit %d", c, gqllimit.DefaultMaxComplexity)
	}
	if c := cost(t, load(t, cases[0].query), nil); c > gqllimit.DefaultMaxComplexity/2 {
		t.Errorf("one show's full layout costs %d, more than half the default limit %d", c, gqllimit.DefaultMaxComplexity)
	}
}

// TestEveryListHasAWeight: every list field of the schema is costed by
// its bound or expected size, so a new list cannot slip in at the cost of
// one element. A page's list (BookingPage.bookings, OutboxPage.messages)
// is weighed on the field that takes the page's limit.
func TestEveryListHasAWeight(t *testing.T) {
	pagedBy := map[string]string{"BookingPage.bookings": "Query.allBookings", "OutboxPage.messages": "Query.outbox"}
	root := reflect.ValueOf(Complexity())
	weighed := func(typ, field string) bool {
		obj := root.FieldByNameFunc(func(n string) bool { return strings.EqualFold(n, typ) })
		if !obj.IsValid() {
			t.Fatalf("no complexity struct for type %s", typ)
		}
		fn := obj.FieldByNameFunc(func(n string) bool { return strings.EqualFold(n, field) })
		if !fn.IsValid() {
			t.Fatalf("no complexity function for %s.%s", typ, field)
		}
		return !fn.IsNil()
	}
	lists := 0
	for _, def := range schemaES.Schema().Types {
		if def.BuiltIn || def.Kind != ast.Object || strings.HasPrefix(def.Name, "__") {
			continue
		}
		for _, f := range def.Fields {
			if f.Type.Elem == nil || strings.HasPrefix(f.Name, "__") {
				continue
			}
			lists++
			name := def.Name + "." + f.Name
			if parent, ok := pagedBy[name]; ok {
				typ, field, _ := strings.Cut(parent, ".")
				if !weighed(typ, field) {
					t.Errorf("%s is paged by %s, which has no weight", name, parent)
				}
				continue
			}
			if !weighed(def.Name, f.Name) {
				t.Errorf("list field %s has no weight in Complexity()", name)
			}
		}
	}
	if lists < 30 {
		t.Fatalf("found only %d list fields; is the schema walk broken?", lists)
	}
}

// TestTheReviewLayoutQueryIsRefused: the 15-alias query passes the depth,
// alias and field limits and is refused by its cost, before it runs.
func TestTheReviewLayoutQueryIsRefused(t *testing.T) {
	doc := load(t, layoutQuery(15))
	opCtx := &graphql.OperationContext{Operation: doc.Operations[0], Stats: graphql.Stats{}}
	if err := (gqllimit.Shape{Limits: gqllimit.Limits{}}).MutateOperationContext(context.Background(), opCtx); err != nil {
		t.Fatalf("shape refused it first: %v", err)
	}
	limit := &gqllimit.CostLimit{Limit: gqllimit.DefaultMaxComplexity}
	if err := limit.Validate(schemaES); err != nil {
		t.Fatal(err)
	}
	err := limit.MutateOperationContext(context.Background(), opCtx)
	if err == nil || err.Extensions["code"] != gqllimit.CodeComplexity {
		t.Fatalf("got %v, want %s", err, gqllimit.CodeComplexity)
	}
}

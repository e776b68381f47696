package gqllimit

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"

	weights "marquee/internal/adapters/graphql/complexity"
	"marquee/internal/adapters/graphql/graph"
)

var schemaES = graph.NewExecutableSchema(graph.Config{Complexity: weights.Complexity()})

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

func TestMeasure(t *testing.T) {
	cases := []struct {
		name  string
		query string
		want  Metrics
	}{
		{"flat", `{ isAdmin me { id name } }`, Metrics{Depth: 2, Fields: 4}},
		{"nested lists", `{ myBookings { show { movie { showTimes { times { showId } } } } } }`, Metrics{Depth: 6, Fields: 6}},
		{"aliases", `{ a: isAdmin b: isAdmin isAdmin me { x: id } }`, Metrics{Depth: 2, Aliases: 3, Fields: 5}},
		{"fragments count where they are spread", `query { myBookings { ...B } m: me { id } } fragment B on Booking { show { s1: id ...S } } fragment S on Show { movie { t: title } }`,
			Metrics{Depth: 4, Aliases: 3, Fields: 7}},
		{"inline fragments", `{ me { ... on User { id n: name } } }`, Metrics{Depth: 2, Aliases: 1, Fields: 3}},
		{"introspection is flagged but not measured for depth", `{ __schema { types { fields { type { ofType { ofType { name } } } } } } }`, Metrics{Introspects: true}},
		{"__type", `{ __type(name: "Movie") { name fields { name } } }`, Metrics{Introspects: true, Fields: 4}},
		{"__typename is not introspection", `{ __typename }`, Metrics{Depth: 1, Fields: 1}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := Measure(load(t, tc.query).Operations[0]); got != tc.want {
				t.Fatalf("Measure = %+v, want %+v", got, tc.want)
			}
		})
	}
}

// fragmentBomb spreads each fragment twice into the next: 2^levels fields
// from a query of a few hundred bytes.
func fragmentBomb(levels int) string {
	var b strings.Builder
	b.WriteString("query { movies { ...F0 } }\n")
	for i := range levels {
		fmt.Fprintf(&b, "fragment F%d on Movie { ...F%d ...F%d }\n", i, i+1, i+1)
	}
	fmt.Fprintf(&b, "fragment F%d on Movie { id }\n", levels)
	return b.String()
}

// TestFragmentBombIsMeasuredInLinearTime: 2^50 expanded fields are
// counted (saturating) without walking them, so the limit refuses the
// operation before gqlgen's unmemoised complexity walk could hang on it.
func TestFragmentBombIsMeasuredInLinearTime(t *testing.T) {
	doc := load(t, fragmentBomb(50))
	start := time.Now()
	m := Measure(doc.Operations[0])
	if took := time.Since(start); took > time.Second {
		t.Fatalf("Measure took %v", took)
	}
	if m.Fields < 1<<50 {
		t.Fatalf("fields = %d, want at least 2^50", m.Fields)
	}
	err := Shape{}.MutateOperationContext(context.Background(), &graphql.OperationContext{Operation: doc.Operations[0]})
	if err == nil || err.Extensions["code"] != CodeComplexity {
		t.Fatalf("Shape = %v, want %s", err, CodeComplexity)
	}
}

func TestShapeLimits(t *testing.T) {
	l := Limits{MaxDepth: 3, MaxAliases: 2, MaxComplexity: 5}
	cases := []struct {
		name, query, code string
		limits            Limits
	}{
		{"depth within", `{ myBookings { show { id } } }`, "", l},
		{"too deep", `{ myBookings { show { movie { id } } } }`, CodeDepth, l},
		{"aliases within", `{ a: isAdmin b: isAdmin }`, "", l},
		{"too many aliases", `{ a: isAdmin b: isAdmin c: isAdmin }`, CodeAliases, l},
		{"too many aliases through a fragment", `{ ...Q } fragment Q on Query { a: isAdmin b: isAdmin c: isAdmin }`, CodeAliases, l},
		{"too many fields", `{ me { id name email imageUrl isAdmin } }`, CodeComplexity, l},
		{"introspection off", `{ __schema { queryType { name } } }`, CodeIntrospection, l},
		{"introspection hidden in a fragment", `{ ...Q } fragment Q on Query { __type(name: "Movie") { name } }`, CodeIntrospection, l},
		{"introspection on", `{ __schema { queryType { name } } }`, "", Limits{Introspection: true}},
	}
	memo := &MeasureMemo{}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			doc := load(t, tc.query)
			// Alone, then twice through the memo (walked, then remembered):
			// the same verdict every time.
			for _, shape := range []Shape{{Limits: tc.limits}, {Limits: tc.limits, Memo: memo}, {Limits: tc.limits, Memo: memo}} {
				err := shape.MutateOperationContext(context.Background(), &graphql.OperationContext{Operation: doc.Operations[0]})
				switch {
				case tc.code == "" && err != nil:
					t.Fatalf("refused: %v", err)
				case tc.code != "" && (err == nil || err.Extensions["code"] != tc.code):
					t.Fatalf("got %v, want code %s", err, tc.code)
				}
			}
		})
	}
}

// TestListWeights: a list costs its elements times its expected size, so
// the cost model tells a list of movies with their cast from one movie's.
func TestListWeights(t *testing.T) {
	cases := []struct {
		query string
		vars  map[string]any
		want  int
	}{
		{`{ movie(id: "1") { casts { name } } }`, nil, 1 + (1 + 20*1)},
		{`{ movies { casts { name } } }`, nil, 1 + 20*(1+20*1)},
		{`{ movies { showTimes { times { showId } } } }`, nil, 1 + 20*(1+7*(1+10*1))},
		{`{ movies(filter: {search: "a"}, sort: RATING, limit: 5) { casts { name } } }`, nil, 1 + 5*(1+20*1)},
		{`{ movies(limit: 100) { id } }`, nil, 1 + 100},
		{`{ movies(limit: 1000) { id } }`, nil, 1 + 100},
		{`{ shows { id } }`, nil, 1 + 100},
		{`{ favourites { id } myBookings { id } credits(movieId: "1") { id } }`, nil, 21 + 21 + 21},
		{`{ allShows { seatsSold } dashboard { activeShows { id } } nowPlaying { genres { id } } }`, nil, 101 + (1 + 101) + (1 + 20*(1+5))},
		{`query($n: Int) { allBookings(limit: $n) { total } }`, map[string]any{"n": 200}, 1 + 200},
		{`{ allBookings { total } }`, nil, 1 + 50},
		{`{ allBookings(limit: 100000) { total } }`, nil, 1 + 200},
	}
	for _, tc := range cases {
		if got := cost(t, load(t, tc.query), tc.vars); got != tc.want {
			t.Errorf("%s: complexity %d, want %d", tc.query, got, tc.want)
		}
	}
}

// introspectionQuery is what GraphiQL sends (graphql-js
// getIntrospectionQuery with descriptions, specifiedByURL, isRepeatable,
// schema description and deprecated input values).
const introspectionQuery = `query IntrospectionQuery {
  __schema {
    description
    queryType { name } mutationType { name } subscriptionType { name }
    types { ...FullType }
    directives { name description isRepeatable locations args(includeDeprecated: true) { ...InputValue } }
  }
}
fragment FullType on __Type {
  kind name description specifiedByURL
  fields(includeDeprecated: true) { name description args(includeDeprecated: true) { ...InputValue } type { ...TypeRef } isDeprecated deprecationReason }
  inputFields(includeDeprecated: true) { ...InputValue }
  interfaces { ...TypeRef }
  enumValues(includeDeprecated: true) { name description isDeprecated deprecationReason }
  possibleTypes { ...TypeRef }
}
fragment InputValue on __InputValue { name description type { ...TypeRef } defaultValue isDeprecated deprecationReason }
fragment TypeRef on __Type {
  kind name
  ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } } } } } } }
}`

// clientOperations reads every operation of the browser app from the
// generated client/src/gql/gql.ts, each with the fragments it spreads.
func clientOperations(t *testing.T) map[string]string {
	t.Helper()
	src, err := os.ReadFile("../../../client/src/gql/gql.ts")
	if err != nil {
		t.Fatalf("read generated client documents: %v", err)
	}
	re := regexp.MustCompile(`(?m)^\s+("(?:[^"\\]|\\.)*"): typeof types\.`)
	var all []string
	for _, m := range re.FindAllStringSubmatch(string(src), -1) {
		s, err := strconv.Unquote(m[1])
		if err != nil {
			t.Fatalf("unquote %s: %v", m[1], err)
		}
		all = append(all, s)
	}
	doc, err := parser.ParseQuery(&ast.Source{Input: strings.Join(all, "\n")})
	if err != nil {
		t.Fatalf("parse client documents: %v", err)
	}
	ops := map[string]string{}
	for _, op := range doc.Operations {
		var b strings.Builder
		b.WriteString(op.Position.Src.Input[op.Position.Start:endOf(op.SelectionSet)])
		seen := map[string]bool{}
		var spread func(ast.SelectionSet)
		spread = func(set ast.SelectionSet) {
			for _, s := range set {
				switch s := s.(type) {
				case *ast.Field:
					spread(s.SelectionSet)
				case *ast.InlineFragment:
					spread(s.SelectionSet)
				case *ast.FragmentSpread:
					if f := doc.Fragments.ForName(s.Name); f != nil && !seen[s.Name] {
						seen[s.Name] = true
						b.WriteString("\n" + f.Position.Src.Input[f.Position.Start:endOf(f.SelectionSet)])
						spread(f.SelectionSet)
					}
				}
			}
		}
		spread(op.SelectionSet)
		ops[op.Name] = b.String()
	}
	if len(ops) < 10 {
		t.Fatalf("found only %d client operations in gql.ts; has its format changed?", len(ops))
	}
	return ops
}

// endOf finds the offset just past a selection set's closing brace.
func endOf(set ast.SelectionSet) int {
	src := set[0].GetPosition().Src.Input
	depth, i := 0, set[0].GetPosition().Start
	// Walk back to the opening brace, then forward to its partner.
	for src[i] != '{' {
		i--
	}
	for ; i < len(src); i++ {
		switch src[i] {
		case '{':
			depth++
		case '}':
			depth--
			if depth == 0 {
				return i + 1
			}
		}
	}
	return len(src)
}

// TestClientOperationsFitTheLimits: the defaults must never refuse what
// the browser app (or GraphiQL's schema fetch) sends, with room to grow.
func TestClientOperationsFitTheLimits(t *testing.T) {
	ops := clientOperations(t)
	ops["GraphiQL introspection"] = introspectionQuery
	worst := Metrics{}
	worstCost, worstTokens, worstFields := 0, 0, 0
	for name, src := range ops {
		doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: src}, DefaultMaxTokens/4)
		if err != nil {
			t.Errorf("%s: needs more than a quarter of the token limit: %v", name, err)
			continue
		}
		if errs := validator.ValidateWithRules(schemaES.Schema(), doc, nil); len(errs) > 0 {
			t.Errorf("%s: invalid against the schema: %v", name, errs)
			continue
		}
		op := doc.Operations[0]
		m := Measure(op)
		c := complexity.Calculate(context.Background(), schemaES, op, map[string]any{"limit": 200, "offset": 0})
		t.Logf("%-24s depth %2d aliases %d fields %3d complexity %5d tokens %d", name, m.Depth, m.Aliases, m.Fields, c, tokens(src))
		if err := (Shape{Limits: Limits{Introspection: true}}).MutateOperationContext(context.Background(), &graphql.OperationContext{Operation: op}); err != nil {
			t.Errorf("%s: refused by the default limits: %v", name, err)
		}
		if n := CountSelections(doc); n > DefaultMaxFields/2 {
			t.Errorf("%s: %d selections leave less than half the limit %d spare", name, n, DefaultMaxFields)
		} else {
			worstFields = max(worstFields, n)
		}
		if c > DefaultMaxComplexity/2 {
			t.Errorf("%s: complexity %d leaves less than half the limit %d spare", name, c, DefaultMaxComplexity)
		}
		worst.Depth, worst.Aliases = max(worst.Depth, m.Depth), max(worst.Aliases, m.Aliases)
		worstCost, worstTokens = max(worstCost, c), max(worstTokens, tokens(src))
	}
	t.Logf("worst: depth %d (limit %d), aliases %d (limit %d), complexity %d (limit %d), tokens %d (limit %d), selections %d (limit %d)",
		worst.Depth, DefaultMaxDepth, worst.Aliases, DefaultMaxAliases, worstCost, DefaultMaxComplexity, worstTokens, DefaultMaxTokens, worstFields, DefaultMaxFields)
}

// tokens counts lexer tokens the way the parser's limit does, roughly:
// names, punctuation and literals.
func tokens(src string) int {
	return len(regexp.MustCompile(`[_A-Za-z][_0-9A-Za-z]*|\.\.\.|"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?|[!$():=@\[\]{}|&]`).FindAllString(src, -1))
}

func TestBody(t *testing.T) {
	var got string
	h := Body(64, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		b := make([]byte, 100)
		n, _ := r.Body.Read(b)
		got = string(b[:n])
	}))
	cases := []struct {
		name, method, body string
		status             int
		code               string
	}{
		{"one operation", "POST", `{"query":"{ isAdmin }"}`, 200, ""},
		{"batch", "POST", ` [{"query":"{ isAdmin }"},{"query":"{ me { id } }"}]`, 400, CodeBatch},
		{"too large", "POST", `{"query":"{ isAdmin }", "pad": "` + strings.Repeat("x", 100) + `"}`, 413, CodeTooLarge},
		{"GET untouched", "GET", "", 200, ""},
		{"GET query string within", "GET", "?" + strings.Repeat("q", 64), 200, ""},
		{"GET query string too large", "GET", "?" + strings.Repeat("q", 65), 413, CodeTooLarge},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got = ""
			rec := httptest.NewRecorder()
			req := httptest.NewRequest(tc.method, "/graphql", strings.NewReader(tc.body))
			if tc.method == "GET" {
				req = httptest.NewRequest(tc.method, "/graphql"+tc.body, nil)
			}
			h.ServeHTTP(rec, req)
			if rec.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", rec.Code, tc.status, rec.Body)
			}
			if tc.code != "" && !strings.Contains(rec.Body.String(), `"code":"`+tc.code+`"`) {
				t.Fatalf("body %s lacks code %s", rec.Body, tc.code)
			}
			if tc.status == 200 && tc.method == "POST" && got != tc.body {
				t.Fatalf("handler read %q, want the body intact", got)
			}
		})
	}
}

// TestCostLimitRemembersByIntVariables: the memo answers a cached
// operation by its Int variables, so the same tree with a larger list size
// is refused and a smaller one admitted, in either order; other variables
// share one entry.
func TestCostLimitRemembersByIntVariables(t *testing.T) {
	limit := &CostLimit{Limit: 100}
	if err := limit.Validate(schemaES); err != nil {
		t.Fatal(err)
	}
	doc := load(t, `query($n: Int, $q: String) { movies(filter: {search: $q}, limit: $n) { casts { name } } }`)
	run := func(vars map[string]any) (int, *gqlerror.Error) {
		opCtx := &graphql.OperationContext{Operation: doc.Operations[0], Variables: vars, Stats: graphql.Stats{}}
		err := limit.MutateOperationContext(context.Background(), opCtx)
		stats, _ := opCtx.Stats.GetExtension("ComplexityLimit").(*extension.ComplexityStats)
		return stats.Complexity, err
	}
	steps := []struct {
		vars    map[string]any
		cost    int
		refused bool
	}{
		{map[string]any{"n": int64(1), "q": "a"}, 1 + 1*(1+20), false},
		{map[string]any{"n": int64(20), "q": "a"}, 1 + 20*(1+20), true},
		{map[string]any{"n": int64(1), "q": "b"}, 1 + 1*(1+20), false},
		{map[string]any{"n": int64(4), "q": "b"}, 1 + 4*(1+20), false},
		{map[string]any{"n": int64(20), "q": "c"}, 1 + 20*(1+20), true},
		{map[string]any{"q": "c"}, 1 + 20*(1+20), true},
	}
	for i, st := range steps {
		cost, err := run(st.vars)
		if cost != st.cost || (err != nil) != st.refused {
			t.Fatalf("step %d %v: cost %d, refused %v; want %d, %v", i, st.vars, cost, err != nil, st.cost, st.refused)
		}
		if err != nil && (err.Extensions["code"] != CodeComplexity || !strings.Contains(err.Message, fmt.Sprintf("complexity %d,", st.cost))) {
			t.Fatalf("step %d: %v", i, err)
		}
	}
	if got := len(limit.costs); got != 4 {
		t.Errorf("%d entries remembered, want 4 (n=1, 20, 4 and none)", got)
	}
}

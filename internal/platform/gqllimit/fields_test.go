package gqllimit

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/parser"
	"github.com/vektah/gqlparser/v2/validator"
	"github.com/vektah/gqlparser/v2/validator/rules"

	"marquee/internal/testsupport/gqltest"
)

// typenames is the review's query: n unaliased __typename selections.
func typenames(n int) string {
	return "{" + strings.Repeat(" __typename", n) + " }"
}

func parse(t *testing.T, src string) *ast.QueryDocument {
	t.Helper()
	doc, err := parser.ParseQuery(&ast.Source{Input: src})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return doc
}

func TestCountSelections(t *testing.T) {
	cases := []struct {
		name, query string
		want        int
	}{
		{"flat", `{ isAdmin me { id name } }`, 4},
		{"unaliased repeats count each time", typenames(1990), 1990},
		{"aliases count", `{ a: isAdmin b: isAdmin isAdmin }`, 3},
		{"a fragment counts where it is spread, with its spread",
			`{ me { ...U } m: me { ...U } } fragment U on User { id name }`, 2 * (1 + 1 + 2)},
		{"inline fragments count", `{ me { ... on User { id } } }`, 3},
		{"unused fragments count as written",
			`{ isAdmin } fragment A on Query { ` + strings.Repeat("__typename ", 10) + `} fragment B on Query { ` + strings.Repeat("__typename ", 10) + `}`, 21},
		{"every operation counts as written",
			`query A { ` + strings.Repeat("__typename ", 10) + `} query B { ` + strings.Repeat("__typename ", 10) + `}`, 20},
		{"a cycle counts its spreads once", `{ ...A } fragment A on Query { __typename ...B } fragment B on Query { ...A }`, 4},
		{"an unknown fragment counts only its spread", `{ ...Nope }`, 1},
		{"introspection counts", `{ __schema { types { name } } }`, 3},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			if got := CountSelections(parse(t, tc.query)); got != tc.want {
				t.Fatalf("CountSelections = %d, want %d", got, tc.want)
			}
		})
	}
}

// TestCountSelectionsOfAFragmentBomb: 2^50 expanded selections are counted
// (saturating) without walking them.
func TestCountSelectionsOfAFragmentBomb(t *testing.T) {
	done := make(chan int, 1)
	go func() { done <- CountSelections(parse(t, fragmentBomb(50))) }()
	select {
	case n := <-done:
		if n < 1<<50 {
			t.Fatalf("counted %d, want at least 2^50", n)
		}
	case <-time.After(time.Minute): // a generous deadline for an exponential walk, not a timing
		t.Fatal("counting a fragment bomb did not finish")
	}
}

func TestFieldsMutator(t *testing.T) {
	// 199 __typename written once and spread ten times: 1,990 selected
	// from a few hundred tokens.
	fragments := "{" + strings.Repeat(" ...F", 10) + " } fragment F on Query {" + strings.Repeat(" __typename", 199) + " }"
	aliased := func(n int) string {
		var b strings.Builder
		b.WriteString("{")
		for i := range n {
			fmt.Fprintf(&b, " t%d: __typename", i)
		}
		b.WriteString(" }")
		return b.String()
	}
	f := Fields{Max: DefaultMaxFields}
	cases := []struct {
		name, query string
		refused     bool
	}{
		{"1,990 __typename", typenames(1990), true},
		// 3 tokens each: 600 is what fits the parser's token limit.
		{"600 aliased", aliased(600), true},
		{"1,990 through fragments", fragments, true},
		{"just under the limit", typenames(DefaultMaxFields), false},
		{"just over the limit", typenames(DefaultMaxFields + 1), true},
		{"a parse error is left to gqlgen", "{ " + strings.Repeat("__typename ", 1000), false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := f.MutateOperationParameters(context.Background(), &graphql.RawParams{Query: tc.query})
			switch {
			case tc.refused && (err == nil || err.Extensions["code"] != CodeFields):
				t.Fatalf("got %v, want %s", err, CodeFields)
			case !tc.refused && err != nil:
				t.Fatalf("refused: %v", err)
			}
		})
	}
}

// TestFieldsTrustsTheQueryCache: a document the executor cached was
// validated, so it passed this check already and is not parsed again.
func TestFieldsTrustsTheQueryCache(t *testing.T) {
	cache := lru.New[*ast.QueryDocument](10)
	q := typenames(600)
	f := Fields{Max: 500, Cache: cache}
	if err := f.MutateOperationParameters(context.Background(), &graphql.RawParams{Query: q}); err == nil {
		t.Fatal("not refused before it was cached")
	}
	cache.Add(context.Background(), q, &ast.QueryDocument{})
	if err := f.MutateOperationParameters(context.Background(), &graphql.RawParams{Query: q}); err != nil {
		t.Fatalf("cached document refused: %v", err)
	}
}

// TestRulesWithoutSuggestions: every kind of "Did you mean" gqlparser's
// default rules give is gone, and the errors themselves remain.
func TestRulesWithoutSuggestions(t *testing.T) {
	typos := gqltest.Typos()
	typos["leaf selection"] = `{ movies }`
	for name, q := range typos {
		t.Run(name, func(t *testing.T) {
			doc := parse(t, q)
			withHints := fmt.Sprint(validator.ValidateWithRules(schemaES.Schema(), doc, rules.NewDefaultRules()))
			if name != "leaf selection" && !strings.Contains(withHints, "Did you mean") {
				t.Fatalf("the default rules do not suggest here, so this case proves nothing: %s", withHints)
			}
			errs := validator.ValidateWithRules(schemaES.Schema(), parse(t, q), RulesWithoutSuggestions())
			if len(errs) == 0 {
				t.Fatal("no validation error")
			}
			if got := fmt.Sprint(errs); strings.Contains(got, "Did you mean") || strings.Contains(got, "{ ... }") {
				t.Fatalf("suggests: %s", got)
			}
		})
	}
}

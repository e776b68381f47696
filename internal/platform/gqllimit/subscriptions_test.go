package gqllimit

import (
	"fmt"
	"strings"
	"testing"

	"github.com/vektah/gqlparser/v2/validator"
	"github.com/vektah/gqlparser/v2/validator/rules"
)

// TestSingleRootField: a subscription selects one response key at its
// root, counted through aliases and fragments as the spec counts it; the
// same key twice is still one field.
func TestSingleRootField(t *testing.T) {
	const sm = `seatsChanged(showId: "x") { version }`
	cases := []struct {
		name, query string
		want        string // "" when valid
		defaultMiss bool   // gqlparser's own rule lets it through
	}{
		{"one field", `subscription { ` + sm + ` }`, "", false},
		{"the same key twice merges", `subscription { ` + sm + ` ` + sm + ` }`, "", false},
		{"one field through a fragment", `subscription S { ...F } fragment F on Subscription { ` + sm + ` }`, "", false},
		{"two aliases of one field", `subscription { a: ` + sm + ` b: ` + sm + ` }`,
			"Anonymous Subscription must select only one top level field.", true},
		{"an alias beside the field", `subscription Two { ` + sm + ` b: ` + sm + ` }`,
			`Subscription "Two" must select only one top level field.`, true},
		{"a second key in a fragment", `subscription { a: ` + sm + ` ...F } fragment F on Subscription { b: ` + sm + ` }`,
			"Anonymous Subscription must select only one top level field.", true},
		{"a second key in an inline fragment", `subscription { a: ` + sm + ` ... on Subscription { b: ` + sm + ` } }`,
			"Anonymous Subscription must select only one top level field.", true},
		{"introspection at the root", `subscription { __typename }`,
			"Anonymous Subscription must not select an introspection top level field.", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			errs := validator.ValidateWithRules(schemaES.Schema(), parse(t, tc.query), Rules())
			got := fmt.Sprint(errs)
			if tc.want == "" {
				if len(errs) > 0 {
					t.Fatalf("refused: %s", got)
				}
				return
			}
			if len(errs) != 1 || !strings.Contains(got, tc.want) {
				t.Fatalf("errors %s, want one saying %q", got, tc.want)
			}
			if errs[0].Rule != SingleRootFieldRule.Name {
				t.Fatalf("rule %q, want %q", errs[0].Rule, SingleRootFieldRule.Name)
			}
			defaults := validator.ValidateWithRules(schemaES.Schema(), parse(t, tc.query), rules.NewDefaultRules())
			if missed := len(defaults) == 0; missed != tc.defaultMiss {
				t.Fatalf("gqlparser's rules: %v (expected them to miss it: %v)", defaults, tc.defaultMiss)
			}
		})
	}
	// RulesWithoutSuggestions is built on Rules.
	errs := validator.ValidateWithRules(schemaES.Schema(), parse(t, cases[3].query), RulesWithoutSuggestions())
	if len(errs) != 1 {
		t.Fatalf("RulesWithoutSuggestions: %v", errs)
	}
}

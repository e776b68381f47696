package gqllimit

import (
	"strconv"
	"strings"

	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/validator/core"
	"github.com/vektah/gqlparser/v2/validator/rules"
)

// SingleRootFieldRule is the GraphQL spec's "Single root field" rule for
// subscriptions (§5.2.3.1), replacing gqlparser's rule of the same name.
// The spec counts response keys, after fragments are expanded; gqlparser
// counts field names, so `a: seatsChanged(…) b: seatsChanged(…)` passed
// validation, reached gqlgen's executor as two streams and came back as an
// internal error ("must subscribe to exactly one stream") instead of a
// validation error. The same field under one response key twice is one
// root field, as the spec's field merging makes it.
var SingleRootFieldRule = core.Rule{
	Name: rules.SingleFieldSubscriptionsRule.Name,
	RuleFunc: func(observers *core.Events, addError core.AddErrFunc) {
		observers.OnOperation(func(walker *core.Walker, op *ast.OperationDefinition) {
			if walker.Schema.Subscription == nil || op.Operation != ast.Subscription {
				return
			}
			name := "Anonymous Subscription"
			if op.Name != "" {
				name = "Subscription " + strconv.Quote(op.Name)
			}
			keys := rootResponseKeys(op.SelectionSet)
			if len(keys) > 1 {
				addError(core.Message("%s must select only one top level field.", name), core.At(keys[1].Position))
			}
			for _, f := range keys {
				if strings.HasPrefix(f.Name, "__") {
					addError(core.Message("%s must not select an introspection top level field.", name), core.At(f.Position))
				}
			}
		})
	},
}

// rootResponseKeys is the first field of each distinct response key (alias,
// or name) at the root, through inline fragments and fragment spreads.
func rootResponseKeys(set ast.SelectionSet) []*ast.Field {
	var out []*ast.Field
	seen := map[string]bool{}
	spread := map[string]bool{}
	var walk func(ast.SelectionSet)
	walk = func(set ast.SelectionSet) {
		for _, sel := range set {
			switch sel := sel.(type) {
			case *ast.Field:
				key := sel.Alias
				if key == "" {
					key = sel.Name
				}
				if !seen[key] {
					seen[key] = true
					out = append(out, sel)
				}
			case *ast.InlineFragment:
				walk(sel.SelectionSet)
			case *ast.FragmentSpread:
				if sel.Definition != nil && !spread[sel.Name] {
					spread[sel.Name] = true
					walk(sel.Definition.SelectionSet)
				}
			}
		}
	}
	walk(set)
	return out
}

// Rules is gqlparser's default rule set with SingleRootFieldRule in place
// of its subscription rule.
func Rules() *rules.Rules {
	r := rules.NewDefaultRules()
	r.RemoveRule(SingleRootFieldRule.Name)
	r.AddRule(SingleRootFieldRule.Name, SingleRootFieldRule.RuleFunc)
	return r
}

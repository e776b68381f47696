package gqllimit

import (
	"github.com/vektah/gqlparser/v2/validator/core"
	"github.com/vektah/gqlparser/v2/validator/rules"
)

// RulesWithoutSuggestions is Rules with every rule that can answer "Did
// you mean …?" swapped for its silent twin. gqlgen's
// SetDisableSuggestion only swaps the field and leaf rules; arguments,
// input fields, enum values and type names would still name the schema's
// members to a caller who may not introspect it.
func RulesWithoutSuggestions() *rules.Rules {
	r := Rules()
	for _, swap := range []struct {
		name   string
		silent core.Rule
	}{
		{rules.FieldsOnCorrectTypeRule.Name, rules.FieldsOnCorrectTypeRuleWithoutSuggestions},
		{rules.ScalarLeafsRule.Name, rules.ScalarLeafsRuleWithoutSuggestions},
		{rules.KnownArgumentNamesRule.Name, rules.KnownArgumentNamesRuleWithoutSuggestions},
		{rules.KnownTypeNamesRule.Name, rules.KnownTypeNamesRuleWithoutSuggestions},
		{rules.ValuesOfCorrectTypeRule.Name, rules.ValuesOfCorrectTypeRuleWithoutSuggestions},
	} {
		r.RemoveRule(swap.name)
		r.AddRule(swap.silent.Name, swap.silent.RuleFunc)
	}
	return r
}

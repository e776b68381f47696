package gqllimit

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
	"github.com/vektah/gqlparser/v2/parser"
)

// Fields refuses a document that selects too much before gqlparser
// validates it. Validation is not linear: OverlappingFieldsCanBeMerged
// compares the fields of a selection set pairwise, so 2,000 `__typename`
// selections (22 KB, under every other limit) cost a second of CPU. gqlgen
// parses and validates in one step after the OperationParameterMutators,
// so this mutator parses the query itself (parsing is linear and bounded
// by the token limit) and counts before gqlgen ever validates.
//
// Every selection counts: fields (aliased or not, __typename and
// introspection included), fragment spreads and inline fragments. Each
// operation and each fragment definition is counted with its fragments
// expanded (memoised, so a fragment bomb costs linear time and a cycle
// counts once), and the document as written is counted as a whole, so
// unused fragments and extra operations are bounded too.
type Fields struct {
	// Max is the most selections allowed; 0 takes DefaultMaxFields.
	Max int
	// MaxTokens is the parser's token limit (the executor's, so the two
	// parses agree); 0 takes DefaultMaxTokens.
	MaxTokens int
	// Cache is the executor's query cache, if any: a document in it was
	// validated, so it passed this check before and needs no second parse.
	Cache graphql.Cache[*ast.QueryDocument]
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationParameterMutator
} = Fields{}

func (Fields) ExtensionName() string                          { return "FieldLimit" }
func (Fields) Validate(schema graphql.ExecutableSchema) error { return nil }

// MutateOperationParameters counts the selections of params.Query. Parse
// errors are left to gqlgen, which reports them with its usual code.
func (f Fields) MutateOperationParameters(ctx context.Context, params *graphql.RawParams) *gqlerror.Error {
	if params.Query == "" {
		return nil
	}
	if f.Cache != nil {
		if _, ok := f.Cache.Get(ctx, params.Query); ok {
			return nil
		}
	}
	maxTokens, limit := f.MaxTokens, f.Max
	if maxTokens <= 0 {
		maxTokens = DefaultMaxTokens
	}
	if limit <= 0 {
		limit = DefaultMaxFields
	}
	doc, err := parser.ParseQueryWithTokenLimit(&ast.Source{Input: params.Query}, maxTokens)
	if err != nil || doc == nil {
		return nil
	}
	if n := CountSelections(doc); n > limit {
		return limitError(CodeFields, "operation selects %d fields and fragments once fragments are expanded, which exceeds the limit of %d", n, limit)
	}
	return nil
}

// CountSelections is the largest of: the selections of the document as
// written, and of each operation and fragment definition with its
// fragments expanded. It works on an unvalidated document, so it resolves
// fragment spreads by name itself.
func CountSelections(doc *ast.QueryDocument) int {
	c := counter{doc: doc, memo: map[*ast.FragmentDefinition]int{}, busy: map[*ast.FragmentDefinition]bool{}}
	written := 0
	for _, op := range doc.Operations {
		written = add(written, rawSelections(op.SelectionSet))
	}
	for _, def := range doc.Fragments {
		written = add(written, rawSelections(def.SelectionSet))
	}
	most := written
	for _, op := range doc.Operations {
		most = max(most, c.set(op.SelectionSet))
	}
	for _, def := range doc.Fragments {
		most = max(most, c.fragment(def))
	}
	return most
}

func rawSelections(set ast.SelectionSet) int {
	n := 0
	for _, s := range set {
		n = add(n, 1)
		switch s := s.(type) {
		case *ast.Field:
			n = add(n, rawSelections(s.SelectionSet))
		case *ast.InlineFragment:
			n = add(n, rawSelections(s.SelectionSet))
		}
	}
	return n
}

type counter struct {
	doc  *ast.QueryDocument
	memo map[*ast.FragmentDefinition]int
	busy map[*ast.FragmentDefinition]bool
}

func (c counter) set(set ast.SelectionSet) int {
	n := 0
	for _, s := range set {
		n = add(n, 1)
		switch s := s.(type) {
		case *ast.Field:
			n = add(n, c.set(s.SelectionSet))
		case *ast.InlineFragment:
			n = add(n, c.set(s.SelectionSet))
		case *ast.FragmentSpread:
			n = add(n, c.fragment(c.doc.Fragments.ForName(s.Name)))
		}
	}
	return n
}

// fragment counts a definition once; a spread back into a fragment being
// counted (a cycle, which validation refuses anyway) adds only itself.
func (c counter) fragment(def *ast.FragmentDefinition) int {
	if def == nil || c.busy[def] {
		return 0
	}
	if n, ok := c.memo[def]; ok {
		return n
	}
	c.busy[def] = true
	n := c.set(def.SelectionSet)
	delete(c.busy, def)
	c.memo[def] = n
	return n
}

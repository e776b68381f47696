package gqllimit

import (
	"context"
	"math"
	"sync"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// Shape refuses operations that are too deep, use too many aliases, select
// too many fields once fragments are expanded, or introspect when that is
// off. It runs after parsing and validation and before anything executes.
// Memo, when set, keeps each operation's measure: an operation from the
// query cache is the same tree on every request, so it is walked once.
type Shape struct {
	Limits Limits
	Memo   *MeasureMemo
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = Shape{}

func (Shape) ExtensionName() string                          { return "ShapeLimit" }
func (Shape) Validate(schema graphql.ExecutableSchema) error { return nil }

// MutateOperationContext checks the operation about to run.
func (s Shape) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	op := opCtx.Operation
	if op == nil {
		return nil
	}
	m := s.Memo.measure(op)
	l := s.Limits.WithDefaults()
	switch {
	case m.Introspects && !s.Limits.Introspection:
		return limitError(CodeIntrospection, "GraphQL introspection is disabled on this server")
	case m.Depth > l.MaxDepth:
		return limitError(CodeDepth, "operation has depth %d, which exceeds the limit of %d", m.Depth, l.MaxDepth)
	case m.Aliases > l.MaxAliases:
		return limitError(CodeAliases, "operation has %d aliased fields, which exceeds the limit of %d", m.Aliases, l.MaxAliases)
	case m.Fields > l.MaxComplexity:
		// Every field costs at least 1, so this is a lower bound of the
		// complexity; checking it here keeps gqlgen's complexity walk,
		// which re-expands fragments without memoising, off fragment bombs.
		return limitError(CodeComplexity, "operation has complexity at least %d, which exceeds the limit of %d", m.Fields, l.MaxComplexity)
	}
	return nil
}

func limitError(code, format string, args ...any) *gqlerror.Error {
	err := gqlerror.Errorf(format, args...)
	errcode.Set(err, code)
	return err
}

// MeasureMemo remembers the measure of up to memoSize operations, by
// their parsed tree (which the query cache hands out again for the same
// query text); a full memo starts over.
type MeasureMemo struct {
	mu  sync.Mutex
	ops map[*ast.OperationDefinition]Metrics
}

const memoSize = 1000

// measure is Measure(op), remembered; a nil memo remembers nothing.
func (mm *MeasureMemo) measure(op *ast.OperationDefinition) Metrics {
	if mm == nil {
		return Measure(op)
	}
	mm.mu.Lock()
	m, ok := mm.ops[op]
	mm.mu.Unlock()
	if ok {
		return m
	}
	m = Measure(op)
	mm.mu.Lock()
	if mm.ops == nil || len(mm.ops) >= memoSize {
		mm.ops = make(map[*ast.OperationDefinition]Metrics, memoSize)
	}
	mm.ops[op] = m
	mm.mu.Unlock()
	return m
}

// Metrics describe an operation with its fragments expanded.
type Metrics struct {
	// Depth is the deepest field nesting, introspection subtrees excluded.
	Depth int
	// Aliases counts fields whose response name differs from the field.
	Aliases int
	// Fields counts selected fields, except under __schema (gqlgen's cost
	// model skips it too).
	Fields int
	// Introspects is true when __schema or __type is selected.
	Introspects bool
}

// Measure walks the operation, expanding fragments. Each fragment is
// measured once and reused, so nesting fragments that spread each other
// twice (a "fragment bomb") costs linear time, not exponential.
func Measure(op *ast.OperationDefinition) Metrics {
	w := walker{memo: map[*ast.FragmentDefinition]*Metrics{}}
	return w.set(op.SelectionSet)
}

type walker struct {
	memo map[*ast.FragmentDefinition]*Metrics
}

var inProgress = &Metrics{}

func (w walker) set(sel ast.SelectionSet) Metrics {
	var m Metrics
	for _, s := range sel {
		var c Metrics
		switch s := s.(type) {
		case *ast.Field:
			c = w.field(s)
		case *ast.InlineFragment:
			c = w.set(s.SelectionSet)
		case *ast.FragmentSpread:
			c = w.fragment(s.Definition)
		}
		m.Depth = max(m.Depth, c.Depth)
		m.Aliases = add(m.Aliases, c.Aliases)
		m.Fields = add(m.Fields, c.Fields)
		m.Introspects = m.Introspects || c.Introspects
	}
	return m
}

func (w walker) field(f *ast.Field) Metrics {
	sub := w.set(f.SelectionSet)
	m := Metrics{Aliases: sub.Aliases, Introspects: sub.Introspects}
	if f.Alias != "" && f.Alias != f.Name {
		m.Aliases = add(m.Aliases, 1)
	}
	switch f.Name {
	case "__schema":
		m.Introspects = true
		return m // neither depth nor fields: gqlgen does not cost it either
	case "__type":
		m.Introspects = true
		m.Fields = add(sub.Fields, 1)
		return m
	}
	m.Depth = 1 + sub.Depth
	m.Fields = add(sub.Fields, 1)
	return m
}

func (w walker) fragment(def *ast.FragmentDefinition) Metrics {
	if def == nil {
		return Metrics{}
	}
	if m, ok := w.memo[def]; ok {
		return *m // a cycle (refused by validation anyway) measures as empty
	}
	w.memo[def] = inProgress
	m := w.set(def.SelectionSet)
	w.memo[def] = &m
	return m
}

// add saturates instead of overflowing.
func add(a, b int) int {
	if a > math.MaxInt-b {
		return math.MaxInt
	}
	return a + b
}

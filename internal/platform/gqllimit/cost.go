package gqllimit

import (
	"context"
	"fmt"
	"strings"
	"sync"

	"github.com/99designs/gqlgen/complexity"
	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"
)

// CostLimit refuses operations whose cost under the schema's cost model
// (Complexity) exceeds Limit, with gqlgen's code and message. It is
// gqlgen's FixedComplexityLimit with a memo: gqlgen walks the operation and
// calls the cost model for every field on every request, about a tenth of
// what serving a cached query costs besides its resolvers, though an
// operation from the query cache is the same tree each time. The cost can
// still differ between requests through the operation's variables, but
// only through its Int variables: the cost model reads nothing but list
// sizes (Int arguments, see Complexity), and an Int argument takes a
// variable only of type Int. So the memo keys an operation's cost by its
// parsed tree and the values of its Int variables.
type CostLimit struct {
	Limit int

	es    graphql.ExecutableSchema
	mu    sync.Mutex
	costs map[costKey]int
}

type costKey struct {
	op   *ast.OperationDefinition
	ints string
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = &CostLimit{}

// ExtensionName is gqlgen's, so extension.GetComplexityStats still finds
// the figures.
func (c *CostLimit) ExtensionName() string { return "ComplexityLimit" }

func (c *CostLimit) Validate(schema graphql.ExecutableSchema) error {
	c.es = schema
	return nil
}

// MutateOperationContext costs the operation about to run.
func (c *CostLimit) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	op := opCtx.Operation
	if op == nil {
		return nil
	}
	cost := c.cost(ctx, op, opCtx.Variables)
	opCtx.Stats.SetExtension(c.ExtensionName(), &extension.ComplexityStats{Complexity: cost, ComplexityLimit: c.Limit})
	if cost > c.Limit {
		return limitError(CodeComplexity, "operation has complexity %d, which exceeds the limit of %d", cost, c.Limit)
	}
	return nil
}

// cost is complexity.Calculate, remembered for up to memoSize keys (a
// full memo starts over).
func (c *CostLimit) cost(ctx context.Context, op *ast.OperationDefinition, vars map[string]any) int {
	key := costKey{op: op, ints: intVariables(op, vars)}
	c.mu.Lock()
	cost, ok := c.costs[key]
	c.mu.Unlock()
	if ok {
		return cost
	}
	cost = complexity.Calculate(ctx, c.es, op, vars)
	c.mu.Lock()
	if c.costs == nil || len(c.costs) >= memoSize {
		c.costs = make(map[costKey]int, memoSize)
	}
	c.costs[key] = cost
	c.mu.Unlock()
	return cost
}

// intVariables spells the values of op's Int variables ("" when it has
// none, as most operations).
func intVariables(op *ast.OperationDefinition, vars map[string]any) string {
	var b strings.Builder
	for _, vd := range op.VariableDefinitions {
		if vd.Type == nil || vd.Type.Name() != "Int" {
			continue
		}
		fmt.Fprintf(&b, "%s=%v;", vd.Variable, vars[vd.Variable])
	}
	return b.String()
}

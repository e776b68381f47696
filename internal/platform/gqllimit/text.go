package gqllimit

import (
	"context"
	"fmt"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/errcode"
	"github.com/vektah/gqlparser/v2/ast"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"marquee/internal/platform/apperr"
	"marquee/internal/platform/textinput"
)

// Text refuses an operation any of whose string inputs breaks
// textinput's rule (a control character other than tab, line feed and
// carriage return, or invalid UTF-8) with BAD_USER_INPUT naming the
// argument or variable, before any resolver runs. It checks every string
// the operation carries, whatever its type (String, ID, a custom scalar)
// and however deep in an input object or list: the literals of every
// field's and directive's arguments, fragments included, and every
// variable's value. So no resolver or service needs the check, and a NUL
// never reaches the database.
type Text struct{}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationContextMutator
} = Text{}

func (Text) ExtensionName() string                          { return "TextInput" }
func (Text) Validate(schema graphql.ExecutableSchema) error { return nil }

// MutateOperationContext checks the variables, in their declared order,
// then the literals.
func (Text) MutateOperationContext(ctx context.Context, opCtx *graphql.OperationContext) *gqlerror.Error {
	op := opCtx.Operation
	if op == nil {
		return nil
	}
	for _, vd := range op.VariableDefinitions {
		if v, ok := opCtx.Variables[vd.Variable]; ok {
			if err := textinput.CheckValue("Variable", "$"+vd.Variable, v); err != nil {
				return badInput(err)
			}
		}
	}
	w := literals{seen: map[*ast.FragmentDefinition]bool{}}
	if err := w.set(op.SelectionSet); err != nil {
		return badInput(err)
	}
	return nil
}

func badInput(err error) *gqlerror.Error {
	gerr := gqlerror.Errorf("%s", err.Error())
	errcode.Set(gerr, string(apperr.BadInput))
	return gerr
}

// literals walks a selection set's argument literals, each fragment once
// (so a fragment spread many times costs one walk).
type literals struct {
	seen map[*ast.FragmentDefinition]bool
}

func (w literals) set(set ast.SelectionSet) error {
	for _, s := range set {
		switch s := s.(type) {
		case *ast.Field:
			if err := w.args("Argument", s.Arguments); err != nil {
				return err
			}
			if err := w.directives(s.Directives); err != nil {
				return err
			}
			if err := w.set(s.SelectionSet); err != nil {
				return err
			}
		case *ast.InlineFragment:
			if err := w.directives(s.Directives); err != nil {
				return err
			}
			if err := w.set(s.SelectionSet); err != nil {
				return err
			}
		case *ast.FragmentSpread:
			if err := w.directives(s.Directives); err != nil {
				return err
			}
			if def := s.Definition; def != nil && !w.seen[def] {
				w.seen[def] = true
				if err := w.set(def.SelectionSet); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

func (w literals) directives(list ast.DirectiveList) error {
	for _, d := range list {
		if err := w.args("Argument of @"+d.Name, d.Arguments); err != nil {
			return err
		}
	}
	return nil
}

func (w literals) args(label string, list ast.ArgumentList) error {
	for _, a := range list {
		if err := value(label, a.Name, a.Value); err != nil {
			return err
		}
	}
	return nil
}

// value checks a literal; a variable in it was checked with the variables.
func value(label, path string, v *ast.Value) error {
	if v == nil {
		return nil
	}
	switch v.Kind {
	case ast.StringValue, ast.BlockValue:
		return textinput.Check(label+" "+path, v.Raw)
	case ast.ListValue:
		for i, c := range v.Children {
			if err := value(label, fmt.Sprintf("%s[%d]", path, i), c.Value); err != nil {
				return err
			}
		}
	case ast.ObjectValue:
		for _, c := range v.Children {
			if err := value(label, path+"."+c.Name, c.Value); err != nil {
				return err
			}
		}
	}
	return nil
}

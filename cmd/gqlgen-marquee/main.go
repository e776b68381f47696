package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/99designs/gqlgen/api"
	"github.com/99designs/gqlgen/codegen"
	"github.com/99designs/gqlgen/codegen/config"
	"github.com/vektah/gqlparser/v2/ast"
)

// inLine are the objects whose resolver fields run in line.
var inLine = []string{"Movie"}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "gqlgen-marquee:", err)
		os.Exit(1)
	}
}

func run() error {
	cfg, err := config.LoadConfigFromDefaultLocations()
	if err != nil {
		return err
	}
	p := &inOrder{}
	if err := api.Generate(cfg, api.AddPlugin(p)); err != nil {
		return err
	}
	return p.rewrite(cfg.Exec.Filename)
}

// inOrder is the plugin: it marks the inLine objects before gqlgen writes
// the executor, notes the lists it may marshal in order, and rewrites
// them once the executor is written.
type inOrder struct {
	lists   []string        // marshal functions of plain-object lists
	scalars map[string]bool // marshal functions of scalars and enums
}

func (p *inOrder) Name() string { return "marquee-in-order" }

// GenerateCode runs before gqlgen writes its code from data.
func (p *inOrder) GenerateCode(data *codegen.Data) error {
	plain := map[string]bool{}
	for _, o := range data.Objects {
		plain[o.Name] = !slices.ContainsFunc(o.Fields, func(f *codegen.Field) bool { return f.IsResolver || f.MethodHasContext })
		if slices.Contains(inLine, o.Name) {
			o.DisableConcurrency = true
		}
	}
	p.scalars = map[string]bool{}
	for _, ref := range data.ReferencedTypes {
		if ref.Definition == nil {
			continue
		}
		switch {
		case ref.IsSlice() && ref.Definition.Kind == ast.Object && plain[ref.Definition.Name]:
			p.lists = append(p.lists, ref.MarshalFunc())
		case !ref.IsSlice() && (ref.Definition.Kind == ast.Scalar || ref.Definition.Kind == ast.Enum):
			p.scalars[ref.MarshalFunc()] = true
		}
	}
	slices.Sort(p.lists)
	return nil
}

var concurrently = regexp.MustCompile(`graphql\.MarshalSliceConcurrently\(ctx, len\(v\), \d+, (?:true|false), func\(`)

// rewrite makes the plain-object lists of the executor in file marshal in
// order, through marshalInOrder in a file of its own beside it.
func (p *inOrder) rewrite(file string) error {
	src, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	out := deferOnlyWhenDeferred(p.inlineFields(string(src)))
	for _, fn := range p.lists {
		start := strings.Index(out, "func (ec *executionContext) "+fn+"(")
		if start < 0 {
			continue // a list type gqlgen wrote no marshaller for
		}
		end := start + strings.Index(out[start:], "\n}\n")
		body := concurrently.ReplaceAllString(out[start:end], "marshalInOrder(ctx, len(v), func(")
		out = out[:start] + body + out[end:]
	}
	if err := os.WriteFile(file, []byte(out), 0o644); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(filepath.Dir(file), "inorder.generated.go"), []byte(helper), 0o644)
}

// plainField matches a field gqlgen resolves from the object alone: its
// value is a field or method of obj, with no directive in the way (nil
// middleware) and a scalar marshaller; fieldCall matches its call in an
// object's marshaller.
var (
	plainField = regexp.MustCompile(`(?s)^func \(ec \*executionContext\) (_\w+)\(ctx context\.Context, field graphql\.CollectedField, obj \*?[\w.]+\) \(ret graphql\.Marshaler\) \{
	return graphql\.ResolveField\(
		ctx,
		ec\.OperationContext,
		field,
		func\(ctx context\.Context, field graphql\.CollectedField\) \(\*graphql\.FieldContext, error\) \{
			return ec\.fieldContext\w+\(ctx, field\)
		\},
		func\(ctx context\.Context\) \(any, error\) \{
			return (obj\.\w+(?:\(\))?), nil
		\},
		nil,
		func\(ctx context\.Context, selections ast\.SelectionSet, v [^)]+\) graphql\.Marshaler \{
			return ec\.([^(\s]+)\(ctx, selections, v\)
		\},
		true,
		(?:true|false),
	\)
\}`)
	fieldCall = regexp.MustCompile(`out\.Values\[i\] = ec\.(_\w+)\(ctx, field, obj\)`)
)

// inlineFields has objects marshal their plain scalar fields directly,
// where gqlgen resolves each through graphql.ResolveField: a field
// context, a context value, closures, the value boxed and a pass through
// the (empty) field middleware, about ten allocations per field. The
// field context is only needed by resolvers, directives, field
// interceptors (the server installs none) and errors, and a scalar read
// from obj has none of these; a non-null time that is zero still reports
// its error, on the enclosing field.
func (p *inOrder) inlineFields(src string) string {
	direct := map[string]string{} // field function → its direct marshal call
	for _, chunk := range strings.SplitAfter(src, "\n}\n") {
		start := strings.Index(chunk, "func (ec *executionContext) _")
		if start < 0 {
			continue
		}
		m := plainField.FindStringSubmatch(strings.TrimSuffix(chunk[start:], "\n"))
		if m != nil && p.scalars[m[3]] {
			direct[m[1]] = "out.Values[i] = ec." + m[3] + "(ctx, field.Selections, " + m[2] + ")"
		}
	}
	return fieldCall.ReplaceAllStringFunc(src, func(call string) string {
		if d, ok := direct[fieldCall.FindStringSubmatch(call)[1]]; ok {
			return d
		}
		return call
	})
}

// deferredGroup matches the end of every object's marshaller, which hands
// the fields it deferred to gqlgen's @defer machinery.
var deferredGroup = regexp.MustCompile(`\n\tatomic\.AddInt32\(&ec\.Deferred, int32\(min\(len\(deferLabelToView\), math\.MaxInt32\)\)\)\n\n\tec\.ProcessDeferredGroup\(graphql\.DeferredGroup\{\n\t\tDefers:   deferLabelToView,\n\t\tPath:     graphql\.GetPath\(ctx\),\n\t\tFieldSet: deferredFieldSet,\n\t\tContext:  ctx,\n\t\}\)\n`)

const (
	deferMakers = "\tdeferredFieldSet := graphql.NewFieldSet(nil)\n\tdeferLabelToView := make(map[string]*graphql.FieldSetView)\n"
	noDeferrals = "\tvar deferredFieldSet *graphql.FieldSet\n\tvar deferLabelToView map[string]*graphql.FieldSetView\n"
)

// deferOnlyWhenDeferred has each object hand over its deferred fields
// only when it has some. gqlgen's ProcessDeferredGroup returns at once
// when there are none, but the group's path is built before the call, a
// walk up the field contexts and a slice allocated for every object
// marshalled (about 170 for a movie's detail), for nothing when an
// operation defers nothing, as every operation of the client.
// An object none of whose fields can be deferred (all in line: plain
// objects and those resolved in line, see inLine) also skips making the
// field set and the map it would hand over: two allocations an object.
func deferOnlyWhenDeferred(src string) string {
	chunks := strings.SplitAfter(src, "\n}\n")
	for i, chunk := range chunks {
		if strings.Contains(chunk, deferMakers) && !strings.Contains(chunk, "deferLabelToView[") && !strings.Contains(chunk, "deferredFieldSet.") {
			chunks[i] = strings.Replace(chunk, deferMakers, noDeferrals, 1)
		}
	}
	return deferredGroup.ReplaceAllLiteralString(strings.Join(chunks, ""), `
	if len(deferLabelToView) > 0 {
		atomic.AddInt32(&ec.Deferred, int32(min(len(deferLabelToView), math.MaxInt32)))
		ec.ProcessDeferredGroup(graphql.DeferredGroup{
			Defers:   deferLabelToView,
			Path:     graphql.GetPath(ctx),
			FieldSet: deferredFieldSet,
			Context:  ctx,
		})
	}
`)
}

const helper = `// Code generated by cmd/gqlgen-marquee, DO NOT EDIT.

package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
)

// marshalInOrder marshals a list of plain objects one element after
// another, with the element's field context and the panic handling
// graphql.MarshalSliceConcurrently gives each of its goroutines.
func marshalInOrder(ctx context.Context, n int, marshal func(ctx context.Context, i int) graphql.Marshaler) graphql.Array {
	ret := make(graphql.Array, n)
	// The elements' field contexts and indexes, allocated together.
	fcs := make([]graphql.FieldContext, n)
	index := make([]int, n)
	for i := range n {
		index[i] = i
		fcs[i].Index = &index[i]
		child := graphql.WithFieldContext(ctx, &fcs[i])
		failed := false
		func() {
			defer func() {
				if r := recover(); r != nil {
					graphql.AddError(child, graphql.Recover(child, r))
					failed = true
				}
			}()
			ret[i] = marshal(child, i)
		}()
		if failed {
			return nil
		}
	}
	return ret
}
`

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRewrite: the lists named are marshalled in order, any other list
// keeps gqlgen's goroutines, and the helper is written beside the file.
func TestRewrite(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "generated.go")
	src := `package graph

func (ec *executionContext) marshalNPlain2ᚕT(ctx context.Context, sel ast.SelectionSet, v []T) graphql.Marshaler {
	ret := graphql.MarshalSliceConcurrently(ctx, len(v), 0, false, func(ctx context.Context, i int) graphql.Marshaler {
		return ec.marshalNPlain(ctx, sel, v[i])
	})
	return ret
}

func (ec *executionContext) marshalNBusy2ᚕU(ctx context.Context, sel ast.SelectionSet, v []U) graphql.Marshaler {
	ret := graphql.MarshalSliceConcurrently(ctx, len(v), 0, false, func(ctx context.Context, i int) graphql.Marshaler {
		return ec.marshalNBusy(ctx, sel, v[i])
	})
	return ret
}
`
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	p := &inOrder{lists: []string{"marshalNPlain2ᚕT", "marshalNAbsent2ᚕV"}}
	if err := p.rewrite(file); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(file)
	plain, busy, _ := strings.Cut(string(got), "marshalNBusy2ᚕU(")
	if !strings.Contains(plain, "marshalInOrder(ctx, len(v), func(") || strings.Contains(plain, "MarshalSliceConcurrently") {
		t.Errorf("plain list not in order:\n%s", plain)
	}
	if !strings.Contains(busy, "graphql.MarshalSliceConcurrently(ctx, len(v), 0, false, func(") {
		t.Errorf("other list rewritten:\n%s", busy)
	}
	if helper, err := os.ReadFile(filepath.Join(dir, "inorder.generated.go")); err != nil || !strings.Contains(string(helper), "func marshalInOrder(") {
		t.Errorf("helper: %v\n%s", err, helper)
	}
}

// TestDeferOnlyWhenDeferred: an object that cannot defer a field makes no
// defer machinery, one that can keeps it, and both hand their deferred
// fields over only when there are some.
func TestDeferOnlyWhenDeferred(t *testing.T) {
	tail := `
	atomic.AddInt32(&ec.Deferred, int32(min(len(deferLabelToView), math.MaxInt32)))

	ec.ProcessDeferredGroup(graphql.DeferredGroup{
		Defers:   deferLabelToView,
		Path:     graphql.GetPath(ctx),
		FieldSet: deferredFieldSet,
		Context:  ctx,
	})

	return out
}
`
	plain := "func (ec *executionContext) _Plain(ctx context.Context) graphql.Marshaler {\n" + deferMakers +
		"\tfor i, field := range fields {\n\t\tout.Values[i] = ec._Plain_id(ctx, field, obj)\n\t}\n" + tail
	busy := "func (ec *executionContext) _Busy(ctx context.Context) graphql.Marshaler {\n" + deferMakers +
		"\tfor i, field := range fields {\n\t\tdfs := deferLabelToView[deferrable.Label]\n\t\tdfs.Values = append(dfs.Values, deferredFieldSet.Len())\n\t}\n" + tail
	got := deferOnlyWhenDeferred(plain + "\n" + busy)
	gotPlain, gotBusy, _ := strings.Cut(got, "func (ec *executionContext) _Busy(")
	if !strings.Contains(gotPlain, noDeferrals) || strings.Contains(gotPlain, deferMakers) {
		t.Errorf("plain object still makes the defer machinery:\n%s", gotPlain)
	}
	if !strings.Contains(gotBusy, deferMakers) {
		t.Errorf("deferring object lost its defer machinery:\n%s", gotBusy)
	}
	for _, part := range []string{gotPlain, gotBusy} {
		if strings.Count(part, "if len(deferLabelToView) > 0 {") != 1 || strings.Count(part, "GetPath") != 1 {
			t.Errorf("deferred group not guarded:\n%s", part)
		}
	}
}

package migrations_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestStepsUseFrozenTables fails when a step names one of package db's
// live models (a struct embedding bun.BaseModel): a field added to that
// model later would change what the released step creates, so a fresh
// database would no longer match an upgraded one. A step declares the
// table as it made it instead (userV1, bookingV1, …).
func TestStepsUseFrozenTables(t *testing.T) {
	models := bunModels(t, filepath.Join("..", "*.go"))
	for _, name := range []string{"Booking", "User", "CheckIn", "SeatClaim"} {
		if !models[name] {
			t.Fatalf("found no model %s in package db (%d models): the check would miss it", name, len(models))
		}
	}
	if found := liveModelUses(t, "*.go", models); len(found) > 0 {
		t.Errorf("steps built from package db's live models:\n%s", strings.Join(found, "\n"))
	}
}

// TestFrozenTableCheckCatches proves the check above can fail.
func TestFrozenTableCheckCatches(t *testing.T) {
	src := `package migrations
import "marquee/db"
func up() { _ = createTable(ctx, tx, (*db.CheckIn)(nil)); var _ db.Booking; _ = db.DefaultCinemaID }`
	found := liveModelUsesIn(t, "x.go", src, map[string]bool{"CheckIn": true, "Booking": true})
	if len(found) != 2 || !strings.Contains(found[0], "db.CheckIn") || !strings.Contains(found[1], "db.Booking") {
		t.Fatalf("found %q, want db.CheckIn and db.Booking", found)
	}
}

// bunModels lists the struct types of the files matching glob (tests
// aside) that embed bun.BaseModel.
func bunModels(t *testing.T, glob string) map[string]bool {
	t.Helper()
	models := map[string]bool{}
	for _, name := range goFiles(t, glob) {
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			spec, ok := n.(*ast.TypeSpec)
			if !ok {
				return true
			}
			st, ok := spec.Type.(*ast.StructType)
			if !ok {
				return true
			}
			for _, field := range st.Fields.List {
				if sel, ok := field.Type.(*ast.SelectorExpr); ok && len(field.Names) == 0 && sel.Sel.Name == "BaseModel" {
					models[spec.Name.Name] = true
				}
			}
			return true
		})
	}
	return models
}

func liveModelUses(t *testing.T, glob string, models map[string]bool) []string {
	t.Helper()
	var found []string
	for _, name := range goFiles(t, glob) {
		found = append(found, liveModelUsesIn(t, name, nil, models)...)
	}
	return found
}

// liveModelUsesIn reports every reference to db.<model> in one file (read
// from disk when src is nil).
func liveModelUsesIn(t *testing.T, name string, src any, models map[string]bool) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, name, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	ast.Inspect(f, func(n ast.Node) bool {
		if sel, ok := n.(*ast.SelectorExpr); ok {
			if x, ok := sel.X.(*ast.Ident); ok && x.Name == "db" && models[sel.Sel.Name] {
				found = append(found, fset.Position(sel.Pos()).String()+": db."+sel.Sel.Name)
			}
		}
		return true
	})
	return found
}

// goFiles lists the files matching glob, tests aside.
func goFiles(t *testing.T, glob string) []string {
	t.Helper()
	names, err := filepath.Glob(glob)
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, name := range names {
		if !strings.HasSuffix(name, "_test.go") {
			out = append(out, name)
		}
	}
	if len(out) == 0 {
		t.Fatalf("no Go files match %s", glob)
	}
	return out
}

package rest_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// forbidden are the database packages: an adapter that can reach them can
// build a query, and a query in an adapter is a rule outside the services.
var forbidden = []string{
	"database/sql",
	"github.com/uptrace/bun",
	"github.com/jackc/pgx",
	"github.com/lib/pq",
	"modernc.org/sqlite",
	"github.com/mattn/go-sqlite3",
}

// modelsPkg may be imported for its model types and constants, which the
// views render; its functions are the queries, and those stay out.
const modelsPkg = "marquee/db"

// queryFuncs returns the package-level functions of the db package.
func queryFuncs(t *testing.T) map[string]bool {
	t.Helper()
	files, err := filepath.Glob("../../db/*.go")
	if err != nil {
		t.Fatal(err)
	}
	funcs := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil {
				funcs[fn.Name.Name] = true
			}
		}
	}
	if !funcs["MovieByID"] || !funcs["BookingsPage"] {
		t.Fatalf("found no query functions in ../../db (%d functions); is the test running in internal/rest?", len(funcs))
	}
	return funcs
}

// dbAccess returns what one Go source file does that reaches the database:
// a forbidden import, a subpackage of db, or a call of a db function.
func dbAccess(t *testing.T, funcs map[string]bool, name string, src any) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	var bad []string
	models := ""
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		for _, p := range forbidden {
			if path == p || strings.HasPrefix(path, p+"/") {
				bad = append(bad, "imports "+path)
			}
		}
		if strings.HasPrefix(path, modelsPkg+"/") {
			bad = append(bad, "imports "+path)
		}
		if path != modelsPkg {
			continue
		}
		models = "db"
		if imp.Name != nil {
			models = imp.Name.Name
		}
		if models == "." || models == "_" {
			// A dot import would hide the calls from the check below.
			bad = append(bad, "imports "+path+" as "+models)
		}
	}
	if models == "" {
		return bad
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if id, ok := sel.X.(*ast.Ident); ok && id.Name == models && funcs[sel.Sel.Name] {
			bad = append(bad, "uses "+models+"."+sel.Sel.Name)
		}
		return true
	})
	return bad
}

// TestNoDatabaseAccess fails when a non-test file of internal/rest can run
// a query. Rendering the model types is fine; tests may do anything, since
// they check what the store holds.
func TestNoDatabaseAccess(t *testing.T) {
	funcs := queryFuncs(t)
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		checked++
		if bad := dbAccess(t, funcs, name, nil); len(bad) > 0 {
			t.Errorf("%s %s: adapters call services, never the database", name, strings.Join(bad, ", "))
		}
	}
	if checked < 4 {
		t.Fatalf("checked only %d files; is the test running in internal/rest?", checked)
	}
	// Subpackages would be a way around the rule.
	entries, _ := os.ReadDir(".")
	for _, e := range entries {
		if e.IsDir() && e.Name() != "testdata" {
			t.Errorf("internal/rest/%s: subpackages are not checked by this test; keep the adapters in one package", e.Name())
		}
	}
}

// The check itself must catch each way in, and let the models through.
func TestNoDatabaseAccessCatches(t *testing.T) {
	funcs := queryFuncs(t)
	for _, body := range []string{
		`import "marquee/db"; var _ = db.MovieByID`,
		`import x "marquee/db"; func f() { x.BookingsPage(nil, nil, 0, 1) }`,
		`import . "marquee/db"`,
		`import "marquee/db/dbtest"`,
		`import x "github.com/uptrace/bun"`,
		`import "github.com/uptrace/bun/dialect/pgdialect"`,
		`import "github.com/jackc/pgx/v5/stdlib"`,
		`import _ "modernc.org/sqlite"`,
		`import "database/sql"`,
	} {
		if bad := dbAccess(t, funcs, "x.go", "package rest\n"+body+"\n"); len(bad) != 1 {
			t.Errorf("%s: found %q, want one finding", body, bad)
		}
	}
	for _, body := range []string{
		`import "marquee/db"; var _ db.Movie; var _ = db.StatusPaid; func f(b *db.Booking) []string { return b.Show.Movie.GenreNames() }`,
		`import "marquee/internal/booking"`,
		`import "marquee/dbx"`,
		`import "encoding/json"; var db struct{ MovieByID int }; var _ = db.MovieByID`,
	} {
		if bad := dbAccess(t, funcs, "x.go", "package rest\n"+body+"\n"); len(bad) != 0 {
			t.Errorf("%s: wrongly caught %q", body, bad)
		}
	}
}

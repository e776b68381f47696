package rest_test

import (
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
	"marquee/db",
	"database/sql",
	"github.com/uptrace/bun",
	"github.com/jackc/pgx",
	"github.com/lib/pq",
	"modernc.org/sqlite",
	"github.com/mattn/go-sqlite3",
}

// dbImports returns the forbidden imports of one Go source file.
func dbImports(t *testing.T, name string, src any) []string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.ImportsOnly)
	if err != nil {
		t.Fatal(err)
	}
	var bad []string
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		for _, p := range forbidden {
			if path == p || strings.HasPrefix(path, p+"/") {
				bad = append(bad, path)
			}
		}
	}
	return bad
}

// TestNoDatabaseImports fails when a non-test file of internal/rest imports
// a database package. Tests may: they check what the store holds.
func TestNoDatabaseImports(t *testing.T) {
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
		if bad := dbImports(t, name, nil); len(bad) > 0 {
			t.Errorf("%s imports %s: adapters call services, never the database", name, strings.Join(bad, ", "))
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

// The check itself must catch each spelling.
func TestNoDatabaseImportsCatches(t *testing.T) {
	for _, imp := range []string{`"marquee/db"`, `"marquee/db/dbtest"`, `x "github.com/uptrace/bun"`, `"github.com/uptrace/bun/dialect/pgdialect"`,
		`"github.com/jackc/pgx/v5/stdlib"`, `_ "modernc.org/sqlite"`, `"database/sql"`} {
		src := "package rest\nimport " + imp + "\n"
		if len(dbImports(t, "x.go", src)) != 1 {
			t.Errorf("import %s not caught", imp)
		}
	}
	for _, imp := range []string{`"marquee/internal/booking"`, `"marquee/dbx"`, `"encoding/json"`} {
		if bad := dbImports(t, "x.go", "package rest\nimport "+imp+"\n"); len(bad) != 0 {
			t.Errorf("import %s wrongly caught", imp)
		}
	}
}

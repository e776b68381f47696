package architecture

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"go/types"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The GraphQL adapter's resolvers and gqlgen's output (gqlgen.yml).
const (
	gqlResolvers = "internal/adapters/graphql/resolvers"
	gqlGenerated = "internal/adapters/graphql/graph"
)

// baseline is the benchmark's claim transaction written by hand, the
// floor the service layer is measured against: the one file outside db
// that may build statements and use database/sql.
const baseline = "cmd/marquee-bench/baseline.go"

// queryNames are the methods that build, prepare or run a statement,
// each with the fewest arguments a database call of that name takes.
// Names at 0 are reported wherever they appear, called or not. The
// others are common words: url.URL.Query() takes no argument, while
// every database Query, QueryRow, Exec and Prepare takes the statement.
var queryNames = map[string]int{
	"NewSelect": 0, "NewInsert": 0, "NewUpdate": 0, "NewDelete": 0, "NewRaw": 0,
	"NewCreateTable": 0, "NewDropTable": 0, "NewMerge": 0, "NewValues": 0,
	"NewTruncateTable": 0, "NewAddColumn": 0, "NewDropColumn": 0,
	"NewCreateIndex": 0, "NewDropIndex": 0,
	"ExecContext": 0, "QueryContext": 0, "QueryRowContext": 0,
	"PrepareContext": 0, "PingContext": 0,
	"Exec": 1, "Query": 1, "QueryRow": 1, "Prepare": 1,
}

// storeImports are the packages that talk to a database directly:
// drivers, dialects, migrations. bun itself stays importable, for the
// bun.IDB and bun.Tx that services pass to db functions.
var storeImports = []string{
	"database/sql",
	"github.com/jackc/pgx", "github.com/jackc/pgconn", "github.com/lib/pq",
	"github.com/uptrace/bun/dialect", "github.com/uptrace/bun/driver", "github.com/uptrace/bun/migrate",
	"modernc.org/sqlite", "github.com/mattn/go-sqlite3",
}

// dbMustNotImport keeps the store free of the transports and providers.
var dbMustNotImport = []string{"net/http", "github.com/clerk", "github.com/stripe"}

// dialectCalls branch on the database in use. Besides db, only the
// composition root may call them: cmd/ and internal/app choose which
// parts to plug in (NOTIFY and LISTEN on PostgreSQL) and name the
// database in the start-up log; no statement differs there.
// (config reads DATABASE_URL but never asks which dialect it names.)
var dialectCalls = map[string]bool{"IsPG": true, "IsPostgres": true, "Dialect": true}

// under reports whether path is one of prefixes or inside one of them.
func under(path string, prefixes ...string) bool {
	for _, p := range prefixes {
		if path == p || strings.HasPrefix(path, p+"/") {
			return true
		}
	}
	return false
}

// scope says which rules apply to a file, by its slash-separated path
// from the module root.
type scope struct {
	store    bool // inside db/: statements belong here
	baseline bool // the benchmark's raw SQL
	wiring   bool // cmd/ and internal/app: may branch on the dialect
	adapter  bool // resolvers and REST adapters: call services only
	fixture  bool // test support: test code, so may write its fixtures' SQL
	layer    *layer
}

func scopeOf(rel string) scope {
	sc := scope{
		store:    under(rel, "db"),
		baseline: rel == baseline,
		wiring:   under(rel, "cmd", "internal/app"),
		adapter:  under(rel, gqlResolvers, "internal/adapters/rest"),
		fixture:  under(rel, "internal/testsupport"),
	}
	for i := range layers {
		if under(rel, layers[i].folders...) {
			sc.layer = &layers[i]
			break
		}
	}
	return sc
}

// A layer is a set of folders whose code may import only the module's
// packages under mayImport (anything outside the module is free).
type layer struct {
	name      string
	folders   []string
	mayImport []string
}

// layers are the import directions of README.md's Architecture section:
// platform code knows no domain, the domain knows no adapter, nothing but
// the wiring knows the wiring, and db knows nothing of the module. graph
// is gqlgen's output, bound to domain types, and not ours to shape. The
// first layer whose folders hold a file is the file's.
var layers = []layer{
	{"db", []string{"db"}, []string{"marquee/db"}},
	{"platform", []string{"internal/platform"},
		[]string{"marquee/db", "marquee/internal/platform"}},
	{"domain", []string{"internal/domain"},
		[]string{"marquee/db", "marquee/internal/platform", "marquee/internal/domain"}},
	// httpserver mounts the resolvers, so adapters may import adapters.
	{"adapters", []string{"internal/adapters"},
		[]string{"marquee/db", "marquee/internal/platform", "marquee/internal/domain", "marquee/internal/adapters"}},
}

// testSupport is code written for tests: only tests, the benchmark and
// other test support may import it, never a file the server is built from.
var testSupport = []string{"marquee/internal/testsupport", "marquee/db/dbtest"}

// mayUseTestSupport are the non-test folders allowed to import testSupport.
var mayUseTestSupport = []string{"internal/testsupport", "db/dbtest", "cmd/marquee-bench", "internal/faults", "internal/architecture"}

// layerFinding is what is wrong with rel importing path, or "".
func layerFinding(sc scope, rel, path string) string {
	if !under(path, "marquee") {
		return ""
	}
	if under(path, testSupport...) && !under(rel, mayUseTestSupport...) {
		return "test support is for tests (only internal/testsupport, cmd/marquee-bench and internal/faults may import it)"
	}
	if sc.layer != nil && !under(path, sc.layer.mayImport...) {
		return fmt.Sprintf("%s code may import only %s of this module", sc.layer.name, strings.Join(sc.layer.mayImport, ", "))
	}
	return ""
}

// checker finds what one file does against the layering rules.
type checker struct {
	fset   *token.FileSet
	rel    string
	sc     scope
	store  map[string]bool // db's package-level functions
	dbName string          // the file's name for package db, if imported
	found  []string
}

func (c *checker) report(n ast.Node, format string, args ...any) {
	c.found = append(c.found, fmt.Sprintf("%s: %s", c.fset.Position(n.Pos()), fmt.Sprintf(format, args...)))
}

// check parses src as the file at rel (a path from the module root; nil
// src reads it from root) and returns each violation as "file:line:col:
// what".
func check(root, rel string, src any, store map[string]bool) ([]string, error) {
	if src == nil {
		b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
		if err != nil {
			return nil, err
		}
		src = b
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, rel, src, parser.SkipObjectResolution)
	if err != nil {
		return nil, err
	}
	c := &checker{fset: fset, rel: rel, sc: scopeOf(rel), store: store}
	c.imports(f)
	ast.Inspect(f, c.node)
	return c.found, nil
}

func (c *checker) imports(f *ast.File) {
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		switch {
		case c.sc.store && under(path, dbMustNotImport...):
			c.report(imp, "imports %s: package db knows nothing of HTTP, Clerk or Stripe", path)
		case !c.sc.store && !c.sc.baseline && !c.sc.fixture && under(path, storeImports...):
			c.report(imp, "imports %s: drivers and dialects belong in package db", path)
		case c.sc.adapter && (under(path, "github.com/uptrace/bun") || strings.HasPrefix(path, "marquee/db/")):
			c.report(imp, "imports %s: adapters call a service, never the store", path)
		default:
			if why := layerFinding(c.sc, c.rel, path); why != "" {
				c.report(imp, "imports %s: %s", path, why)
			}
		}
		if path != "marquee/db" || c.sc.store {
			continue
		}
		c.dbName = "db"
		if imp.Name != nil {
			c.dbName = imp.Name.Name
		}
		if c.dbName == "." || c.dbName == "_" {
			c.report(imp, "imports marquee/db as %s, which hides its calls from this test", c.dbName)
		}
	}
}

func (c *checker) node(n ast.Node) bool {
	switch n := n.(type) {
	case *ast.SelectorExpr:
		name := n.Sel.Name
		if min, ok := queryNames[name]; ok && min == 0 && !c.sc.store && !c.sc.baseline && !c.sc.fixture {
			c.report(n.Sel, "%s: statements belong in package db, as functions taking bun.IDB", types.ExprString(n))
		}
		if x, ok := n.X.(*ast.Ident); ok && c.sc.adapter && x.Name == c.dbName && c.store[name] {
			c.report(n.Sel, "%s: adapters call a service, never the store", types.ExprString(n))
		}
	case *ast.CallExpr:
		sel, ok := n.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		name := sel.Sel.Name
		if min := queryNames[name]; min > 0 && len(n.Args) >= min && !c.sc.store && !c.sc.baseline && !c.sc.fixture {
			c.report(sel.Sel, "%s(…): statements belong in package db, as functions taking bun.IDB", types.ExprString(sel))
		}
		if dialectCalls[name] && !c.sc.store && !c.sc.wiring {
			c.report(sel.Sel, "%s(…): dialect branches belong in package db (only cmd/ and internal/app wire by dialect)", types.ExprString(sel))
		}
	}
	return true
}

// moduleRoot is the folder of the go.mod of module marquee, found upward
// from the test's working directory.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if b, err := os.ReadFile(filepath.Join(dir, "go.mod")); err == nil {
			if !strings.HasPrefix(string(b), "module marquee\n") {
				t.Fatalf("%s/go.mod is not module marquee", dir)
			}
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("no go.mod above the working directory")
		}
		dir = parent
	}
}

// sourceFiles lists every non-test .go file the go tool would build in
// the module, as slash-separated paths from root. graph/ is generated by
// gqlgen and not ours to shape.
func sourceFiles(t *testing.T, root string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		name := d.Name()
		if d.IsDir() {
			if path == root {
				return nil
			}
			if name == "node_modules" || name == "testdata" || rel == gqlGenerated ||
				strings.HasPrefix(name, ".") || strings.HasPrefix(name, "_") {
				return filepath.SkipDir
			}
			if _, err := os.Stat(filepath.Join(path, "go.mod")); err == nil {
				return filepath.SkipDir // another module
			}
			return nil
		}
		if strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			files = append(files, rel)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// storeFuncs returns the package-level functions of package db: what an
// adapter must not call.
func storeFuncs(t *testing.T, root string) map[string]bool {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(root, "db", "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	funcs := map[string]bool{}
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && fn.Name.IsExported() {
				funcs[fn.Name.Name] = true
			}
		}
	}
	if !funcs["MovieByID"] || !funcs["Notify"] {
		t.Fatalf("found no query functions in %s/db (%d functions)", root, len(funcs))
	}
	return funcs
}

// TestLayering fails for every file of the module that builds SQL
// outside db, imports a driver or dialect outside db, branches on the
// dialect outside db and the wiring, makes db depend on HTTP, Clerk or
// Stripe, lets an adapter reach the store, imports against the direction
// of the layers (layers) or builds the server from test support. Tests,
// and the test support they share, may do anything else: they check what
// the store holds.
func TestLayering(t *testing.T) {
	root := moduleRoot(t)
	store := storeFuncs(t, root)
	files := sourceFiles(t, root)
	for _, want := range []string{"internal/adapters/pgnotify/pgnotify.go", "internal/adapters/rest/routes.go", gqlResolvers + "/schema.resolvers.go",
		"db/listen.go", "cmd/marquee/main.go", "internal/platform/config/config.go", "internal/adapters/websocket/transport.go",
		"internal/testsupport/apptest/apptest.go", baseline} {
		if !slices.Contains(files, want) {
			t.Fatalf("%s is not among the %d files checked", want, len(files))
		}
	}
	for _, rel := range files {
		found, err := check(root, rel, nil, store)
		if err != nil {
			t.Fatal(err)
		}
		for _, f := range found {
			t.Error(f)
		}
	}
	// The exception must still be needed: the baseline, judged as any
	// other file, builds SQL.
	if found, err := check(root, "cmd/marquee-bench/not-the-baseline.go", mustRead(t, root, baseline), store); err != nil || len(found) == 0 {
		t.Errorf("%s builds no SQL any more (%v); drop its exception from this test", baseline, err)
	}
}

func mustRead(t *testing.T, root, rel string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestCheckerCatches proves the check can fail: each forbidden form, in
// a file where it is forbidden, is reported once, with its position.
func TestCheckerCatches(t *testing.T) {
	store := storeFuncs(t, moduleRoot(t))
	type tc struct{ rel, src, want string }
	cases := []tc{
		{"internal/x/x.go", `var _ = d.NewSelect`, "d.NewSelect: statements belong in package db"},
		{"internal/x/x.go", `import x "marquee/db"; func f() { x.IsPG(nil) }`, "x.IsPG(…): dialect branches"},
		{"internal/domain/booking/x.go", `import "marquee/db"; func f() { db.Dialect(nil) }`, "db.Dialect(…): dialect branches"},
		{"internal/platform/config/x.go", `import "marquee/db"; func f(u string) bool { return db.IsPostgres(u) }`, "db.IsPostgres(…)"},
		{"internal/domain/live/x.go", `func f() { _ = d.Dialect().Name() }`, "d.Dialect(…)"},
		{"db/x.go", `import "net/http"`, "imports net/http: package db knows nothing"},
		{"db/dbtest/x.go", `import "net/http/httptest"`, "imports net/http/httptest"},
		{"db/x.go", `import "github.com/clerk/clerk-sdk-go/v2"`, "imports github.com/clerk/clerk-sdk-go/v2"},
		{"db/x.go", `import "github.com/stripe/stripe-go/v85"`, "imports github.com/stripe/stripe-go/v85"},
		{"internal/adapters/rest/x.go", `import "marquee/db"; var _ = db.MovieByID`, "db.MovieByID: adapters call a service"},
		{gqlResolvers + "/x.go", `import x "marquee/db"; func f() { x.BookingsPage(nil, nil, 0, 1) }`, "x.BookingsPage: adapters"},
		{"internal/adapters/rest/x.go", `import "github.com/uptrace/bun"`, "imports github.com/uptrace/bun: adapters"},
		{gqlResolvers + "/sub/x.go", `import "marquee/db/dbtest"`, "imports marquee/db/dbtest: adapters"},
		{"internal/x/x.go", `import . "marquee/db"`, "imports marquee/db as ."},
	}
	// Spelled out rather than taken from queryNames, so that dropping a
	// name there fails here.
	for _, name := range []string{"NewSelect", "NewInsert", "NewUpdate", "NewDelete", "NewRaw", "NewCreateTable",
		"NewDropTable", "NewMerge", "NewValues", "NewTruncateTable", "NewAddColumn", "NewDropColumn", "NewCreateIndex",
		"NewDropIndex", "ExecContext", "QueryContext", "QueryRowContext", "PrepareContext", "PingContext"} {
		cases = append(cases, tc{"internal/x/x.go", `func f() { d.` + name + `(ctx, "SELECT 1") }`, "d." + name + ": statements"})
	}
	for _, name := range []string{"Exec", "Query", "QueryRow", "Prepare"} {
		cases = append(cases, tc{"cmd/marquee-bench/x.go", `func f() { _, _ = tx.` + name + `("SELECT 1") }`, "tx." + name + "(…): statements"})
	}
	for _, p := range []string{"database/sql", "database/sql/driver", "github.com/jackc/pgx/v5", "github.com/jackc/pgx/v5/pgconn",
		"github.com/jackc/pgx/v5/pgxpool", "github.com/jackc/pgx/v5/stdlib", "github.com/uptrace/bun/dialect/pgdialect",
		"github.com/uptrace/bun/dialect/sqlitedialect", "github.com/uptrace/bun/driver/sqliteshim", "modernc.org/sqlite",
		"github.com/mattn/go-sqlite3", "github.com/lib/pq"} {
		cases = append(cases, tc{"internal/x/x.go", `import _ "` + p + `"`, "imports " + p + ": drivers and dialects"})
	}
	// Import directions between the layers, and test support kept out of
	// what the server is built from.
	const onlyPlatform, onlyDomain, onlyAdapters, onlyDB = ": platform code may import only",
		": domain code may import only", ": adapters code may import only", ": db code may import only"
	const forTests = ": test support is for tests"
	for _, c := range []tc{
		{"internal/platform/config/x.go", "marquee/internal/domain/booking", onlyPlatform},
		{"internal/platform/auth/x.go", "marquee/internal/adapters/rest", onlyPlatform},
		{"internal/platform/gqllimit/x.go", "marquee/internal/adapters/graphql/resolvers", onlyPlatform},
		{"internal/platform/ratelimit/x.go", "marquee/internal/app", onlyPlatform},
		{"internal/platform/origin/x.go", "marquee/internal/testsupport/apptest", forTests},
		{"internal/platform/x/x.go", "marquee/internal/platforms/x", onlyPlatform},
		{"internal/domain/booking/x.go", "marquee/internal/adapters/rest", onlyDomain},
		{"internal/domain/live/x.go", "marquee/internal/adapters/websocket", onlyDomain},
		{"internal/domain/admin/x.go", "marquee/internal/adapters/graphql/resolvers", onlyDomain},
		{"internal/domain/cinema/x.go", "marquee/internal/app", onlyDomain},
		{"internal/domain/catalog/sample/x.go", "marquee/internal/adapters/graphql/graph", onlyDomain},
		{"internal/domain/users/x.go", "marquee/client", onlyDomain},
		{"internal/adapters/payments/x.go", "marquee/internal/testsupport/stripemock", forTests},
		{"internal/domain/booking/x.go", "marquee/db/dbtest", forTests},
		{"internal/adapters/payments/x.go", "marquee/internal/app", onlyAdapters},
		{gqlResolvers + "/x.go", "marquee/internal/app", onlyAdapters},
		{"internal/adapters/payments/testcheckout/x.go", "marquee/internal/testsupport/paytest", forTests},
		{gqlResolvers + "/x.go", "marquee/internal/testsupport/livetest", forTests},
		{"db/x.go", "marquee/internal/platform/apperr", onlyDB},
		{"db/dbtest/x.go", "marquee/internal/app", onlyDB},
		{"internal/app/x.go", "marquee/internal/testsupport/apptest", forTests},
		{"cmd/marquee/x.go", "marquee/internal/testsupport/clerktest", forTests},
		{"cmd/marquee/x.go", "marquee/db/dbtest", forTests},
	} {
		cases = append(cases, tc{c.rel, `import _ "` + c.src + `"`, "imports " + c.src + c.want})
	}
	for _, c := range cases {
		src := "package x\n" + c.src + "\n"
		found, err := check("", c.rel, src, store)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if len(found) != 1 || !strings.HasPrefix(found[0], c.rel+":2:") || !strings.Contains(found[0], c.want) {
			t.Errorf("%s in %s: found %q, want one finding at line 2 containing %q", c.src, c.rel, found, c.want)
		}
	}
}

// TestCheckerAllows keeps the check precise: what services, wiring, the
// store and the baseline legitimately do is never reported.
func TestCheckerAllows(t *testing.T) {
	store := storeFuncs(t, moduleRoot(t))
	for _, c := range []struct{ rel, src string }{
		{"internal/adapters/rest/x.go", `import "net/http"; func f(r *http.Request) string { return r.URL.Query().Get("id") }`},
		{"internal/domain/booking/x.go", `import ("context"; "github.com/uptrace/bun"; "marquee/db")
func f(ctx context.Context, idb bun.IDB) error {
	return idb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error { _, err := db.ShowByID(ctx, tx, "x"); return err })
}`},
		{"internal/domain/live/x.go", `import "marquee/db"; func f(c *db.ListenConn) { _ = c.Ping(ctx); _, _ = c.Wait(ctx, 0); _ = db.Notify(ctx, ex, "c", nil) }`},
		{"internal/adapters/rest/x.go", `import "marquee/db"; var _ db.Movie; var _ = db.StatusPaid; func f(b *db.Booking) []string { return b.Show.Movie.GenreNames() }`},
		{"internal/adapters/rest/x.go", `var db struct{ MovieByID int }; var _ = db.MovieByID`},
		{"db/x.go", `import ("database/sql"; "github.com/jackc/pgx/v5"); func f() { d.NewSelect(); d.ExecContext(ctx, "q"); db.IsPG(d) }`},
		{"db/dbtest/x.go", `import "database/sql"; func f() { admin.Exec("CREATE SCHEMA s") }`},
		{"cmd/marquee/x.go", `import "marquee/db"; func f() { _ = db.IsPG(d); _ = db.Dialect(d) }`},
		{"internal/app/x.go", `import "marquee/db"; func f() { _ = db.IsPG(d) }`},
		{baseline, `import "database/sql"; func f(tx *sql.Tx) { tx.Exec("INSERT"); tx.QueryRow("UPDATE") }`},
		// Each layer importing what it may.
		{"internal/platform/gqllimit/x.go", `import ("marquee/db"; "marquee/internal/platform/apperr"; "github.com/google/uuid")`},
		{"internal/domain/live/x.go", `import ("marquee/db"; "marquee/internal/platform/apperr"; "marquee/internal/domain/booking"; "net/http")`},
		{"internal/domain/catalog/tmdb/x.go", `import "marquee/internal/domain/catalog/sample"`},
		{"internal/adapters/httpserver/x.go", `import ("marquee/db"; "marquee/internal/adapters/graphql/graph"; "marquee/internal/adapters/graphql/resolvers"; "marquee/internal/domain/live"; "marquee/internal/platform/auth")`},
		{"internal/adapters/payments/testcheckout/x.go", `import "marquee/internal/adapters/payments"`},
		{gqlResolvers + "/x.go", `import ("marquee/internal/adapters/graphql/graph"; "marquee/internal/domain/booking"; "marquee/internal/adapters/graphql/scalar")`},
		{"db/dbtest/x.go", `import "marquee/db"`},
		{"internal/app/x.go", `import ("marquee/client"; "marquee/internal/adapters/graphql/resolvers"; "marquee/internal/adapters/rest"; "marquee/internal/domain/booking")`},
		{"cmd/marquee/x.go", `import ("marquee/internal/app"; "marquee/internal/platform/config")`},
		// Test support: its own code, the benchmark and the fault tests.
		{"internal/testsupport/apptest/x.go", `import ("marquee/internal/app"; "marquee/db/dbtest"; "marquee/internal/testsupport/livetest")`},
		{"internal/testsupport/paytest/x.go", `import "marquee/db"; func f() { bdb.NewInsert().Model(m).Exec(ctx) }`},
		{"cmd/marquee-bench/x.go", `import ("marquee/internal/testsupport/livebench"; "marquee/db/dbtest")`},
		{"internal/faults/x.go", `import "marquee/internal/testsupport/apptest"`},
	} {
		found, err := check("", c.rel, "package x\n"+c.src+"\n", store)
		if err != nil {
			t.Fatalf("%s: %v", c.src, err)
		}
		if len(found) != 0 {
			t.Errorf("%s in %s: wrongly reported %q", c.src, c.rel, found)
		}
	}
}

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

// The GraphQL adapter, in one place: the schema, gqlgen's output and the
// resolvers (gqlgen.yml names them).
const (
	gqlHome      = "internal/adapters/graphql"
	gqlResolvers = gqlHome + "/resolvers"
	gqlGenerated = gqlHome + "/graph"
)

// cardGraphQL are the root folders DESIGN.md's sketch names for the
// GraphQL adapter. The adapter lives under internal/adapters/graphql, but
// the card allows these names, so code there is held to the adapters'
// rules rather than refused as a folder of no layer.
var cardGraphQL = []string{"graph", "resolvers"}

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

// protocols are the libraries that speak to the world outside the
// process (HTTP, websockets, GraphQL, SMTP, Stripe, Clerk, NATS): they
// belong to the adapters, which the domain reaches through its ports, and
// to the wiring. db speaks none but its database's (its drivers, above).
var protocols = []string{
	"net/http", "net/smtp", "net/rpc",
	"github.com/gorilla/websocket", "github.com/coder/websocket",
	"github.com/99designs/gqlgen", "github.com/vektah/gqlparser",
	"github.com/stripe/stripe-go", "github.com/wneessen/go-mail", "github.com/emersion/go-smtp",
	"github.com/clerk", "github.com/nats-io",
}

// platformProtocols are the protocols platform code may use: the HTTP
// middleware and GraphQL limits every adapter shares, and token checks.
var platformProtocols = []string{"net/http", "github.com/99designs/gqlgen", "github.com/vektah/gqlparser", "github.com/clerk"}

// protocolOwners are libraries one adapter owns, so that each protocol
// has one home: all of Stripe is the payments adapter, SMTP the smtp one,
// the websocket library the websocket transport.
var protocolOwners = map[string]string{
	"github.com/stripe/stripe-go":  "internal/adapters/payments",
	"github.com/wneessen/go-mail":  "internal/adapters/smtp",
	"github.com/gorilla/websocket": "internal/adapters/websocket",
}

// busNames are db's LISTEN/NOTIFY: the PostgreSQL bus between replicas,
// an adapter (internal/adapters/pgnotify) behind live.Bus.
var busNames = map[string]bool{"Notify": true, "NewListener": true, "Listener": true, "ListenConn": true, "ErrQuiet": true}

// homes are the folders with a place in the architecture but no layer of
// their own: the wiring, the embedded client, and test code.
var homes = []string{"cmd", "internal/app", "client", "internal/testsupport", "internal/faults", "internal/architecture"}

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
	testCode bool // test support, the benchmark, fault tests: may use any library
	homeless bool // in no layer and no home: a folder the architecture does not know
	layer    *layer
}

func scopeOf(rel string) scope {
	sc := scope{
		store:    under(rel, "db"),
		baseline: rel == baseline,
		wiring:   under(rel, "cmd", "internal/app"),
		adapter:  under(rel, gqlResolvers, "internal/adapters/rest", "resolvers"),
		fixture:  under(rel, "internal/testsupport"),
		testCode: under(rel, mayUseTestSupport...),
	}
	for i := range layers {
		if under(rel, layers[i].folders...) {
			sc.layer = &layers[i]
			break
		}
	}
	sc.homeless = sc.layer == nil && !under(rel, homes...)
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
// the wiring knows the wiring, and db knows nothing of the module. Every
// adapter (everything that speaks a protocol) lives under
// internal/adapters; the GraphQL adapter's generated graph is gqlgen's
// output, bound to domain types, and not ours to shape. The first layer
// whose folders hold a file is the file's.
var layers = []layer{
	{"db", []string{"db"}, []string{"marquee/db"}},
	{"platform", []string{"internal/platform"},
		[]string{"marquee/db", "marquee/internal/platform"}},
	{"domain", []string{"internal/domain"},
		[]string{"marquee/db", "marquee/internal/platform", "marquee/internal/domain"}},
	// httpserver mounts the resolvers, so adapters may import adapters.
	{"adapters", append([]string{"internal/adapters"}, cardGraphQL...),
		[]string{"marquee/db", "marquee/internal/platform", "marquee/internal/domain", "marquee/internal/adapters",
			"marquee/graph", "marquee/resolvers"}},
}

// testSupport is code written for tests: only tests, the benchmark and
// other test support may import it, never a file the server is built from.
var testSupport = []string{"marquee/internal/testsupport", "marquee/db/dbtest"}

// mayUseTestSupport are the non-test folders allowed to import testSupport.
var mayUseTestSupport = []string{"internal/testsupport", "db/dbtest", "cmd/marquee-bench", "internal/faults", "internal/architecture"}

// migrations creates the schema: the wiring runs it at start-up, test
// support on each fresh database; no service or adapter does.
const migrations = "marquee/db/migrations"

// layerFinding is what is wrong with rel importing path, or "".
func layerFinding(sc scope, rel, path string) string {
	if !under(path, "marquee") {
		return ""
	}
	if under(path, testSupport...) && !under(rel, mayUseTestSupport...) {
		return "test support is for tests (only internal/testsupport, cmd/marquee-bench and internal/faults may import it)"
	}
	if under(path, migrations) && !sc.wiring && !under(rel, mayUseTestSupport...) {
		return "only the wiring (cmd/, internal/app) and test support migrate the database"
	}
	if sc.layer != nil && !under(path, sc.layer.mayImport...) {
		return fmt.Sprintf("%s code may import only %s of this module", sc.layer.name, strings.Join(sc.layer.mayImport, ", "))
	}
	return ""
}

// checker finds what one file does against the layering rules.
type checker struct {
	fset        *token.FileSet
	rel         string
	sc          scope
	store       map[string]bool // db's package-level functions
	dbName      string          // the file's name for package db, if imported
	contextName string          // the file's name for package context, if imported
	found       []string
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

// homeFinding is why a file in no layer and no home may not be there.
const homeFinding = "in no layer: product code lives in db/, internal/platform, internal/domain, " +
	"internal/adapters (everything that speaks a protocol, the GraphQL adapter included) or the wiring " +
	"(cmd/, internal/app); test code in internal/testsupport or internal/faults"

// protocolFinding is what is wrong with a file of scope sc importing
// the library at path, or "".
func protocolFinding(sc scope, rel, path string) string {
	if !under(path, protocols...) {
		return ""
	}
	if sc.layer != nil && sc.layer.name == "db" {
		// db/dbtest too: the store's harness speaks SQL only.
		return "package db speaks no protocol but its database's (no HTTP, Clerk, Stripe, …)"
	}
	if sc.testCode {
		return ""
	}
	for lib, owner := range protocolOwners {
		if under(path, lib) && !under(rel, owner) {
			return fmt.Sprintf("%s is the %s adapter's alone", lib, owner)
		}
	}
	if sc.layer == nil {
		return ""
	}
	switch sc.layer.name {
	case "domain":
		return "domain code speaks no protocol: that is an adapter's, behind a port the domain defines"
	case "platform":
		if !under(path, platformProtocols...) {
			return "platform code speaks only HTTP middleware, GraphQL limits and token checks; other protocols are adapters'"
		}
	}
	return ""
}

func (c *checker) imports(f *ast.File) {
	if c.sc.homeless {
		c.report(f.Name, "%s", homeFinding)
	}
	for _, imp := range f.Imports {
		path, _ := strconv.Unquote(imp.Path.Value)
		switch {
		case protocolFinding(c.sc, c.rel, path) != "":
			c.report(imp, "imports %s: %s", path, protocolFinding(c.sc, c.rel, path))
		case !c.sc.store && !c.sc.baseline && !c.sc.fixture && under(path, storeImports...):
			c.report(imp, "imports %s: drivers and dialects belong in package db", path)
		case c.sc.adapter && (under(path, "github.com/uptrace/bun") || strings.HasPrefix(path, "marquee/db/")):
			c.report(imp, "imports %s: adapters call a service, never the store", path)
		default:
			if why := layerFinding(c.sc, c.rel, path); why != "" {
				c.report(imp, "imports %s: %s", path, why)
			}
		}
		if path == "context" {
			c.contextName = "context"
			if imp.Name != nil {
				c.contextName = imp.Name.Name
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
		if x, ok := n.X.(*ast.Ident); ok && x.Name == c.dbName && busNames[name] && !c.sc.testCode && !under(c.rel, "internal/adapters") {
			c.report(n.Sel, "%s: LISTEN/NOTIFY between replicas is an adapter's (internal/adapters/pgnotify, behind live.Bus)", types.ExprString(n))
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
		if c.sc.layer != nil && c.sc.layer.name == "domain" && c.contextValue(sel, len(n.Args)) {
			c.report(sel.Sel, "%s(…): domain code carries no value in a context (a websocket, a sink, …): pass it as a parameter", types.ExprString(sel))
		}
	}
	return true
}

// contextValue reports whether a call of sel with n arguments puts a
// value into a context (context.WithValue) or reads one (ctx.Value(key)).
// The caller, which every layer reads, is platform/auth's to keep.
func (c *checker) contextValue(sel *ast.SelectorExpr, n int) bool {
	if x, ok := sel.X.(*ast.Ident); ok && c.contextName != "" && x.Name == c.contextName && sel.Sel.Name == "WithValue" {
		return true
	}
	return sel.Sel.Name == "Value" && n == 1
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
// the module, as slash-separated paths from root. The GraphQL adapter's
// graph/ is generated by gqlgen and not ours to shape.
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
			if name == "node_modules" || name == "testdata" || rel == gqlGenerated || rel == "graph" ||
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
// dialect outside db and the wiring, lets an adapter reach the store,
// imports against the direction of the layers (layers), builds the
// server from test support, lies in a folder of no layer (an adapter
// outside internal/adapters, say), speaks a protocol from db, the domain
// or platform (beyond the shared HTTP middleware), uses Stripe, go-mail
// or the websocket library outside the adapter that owns it, uses db's
// LISTEN/NOTIFY outside the adapters, or carries a value in a context in
// the domain. Tests, and the test support they share, may do anything
// else: they check what the store holds.
func TestLayering(t *testing.T) {
	root := moduleRoot(t)
	store := storeFuncs(t, root)
	files := sourceFiles(t, root)
	for _, want := range []string{"internal/adapters/pgnotify/pgnotify.go", "internal/adapters/rest/routes.go", gqlResolvers + "/schema.resolvers.go",
		"internal/adapters/payments/stripe.go", "internal/adapters/smtp/smtp.go", "internal/adapters/tmdb/client.go", "client/embed.go",
		"db/listen.go", "cmd/marquee/main.go", "internal/app/config/config.go", "db/migrations/migrate.go", "internal/adapters/websocket/transport.go",
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
		{"internal/platform/x/x.go", `var _ = d.NewSelect`, "d.NewSelect: statements belong in package db"},
		{"internal/platform/x/x.go", `import x "marquee/db"; func f() { x.IsPG(nil) }`, "x.IsPG(…): dialect branches"},
		{"internal/domain/booking/x.go", `import "marquee/db"; func f() { db.Dialect(nil) }`, "db.Dialect(…): dialect branches"},
		{"internal/platform/origin/x.go", `import "marquee/db"; func f(u string) bool { return db.IsPostgres(u) }`, "db.IsPostgres(…)"},
		{"internal/domain/live/x.go", `func f() { _ = d.Dialect().Name() }`, "d.Dialect(…)"},
		{"db/x.go", `import "net/http"`, "imports net/http: package db speaks no protocol"},
		{"db/dbtest/x.go", `import "net/http/httptest"`, "imports net/http/httptest"},
		{"db/x.go", `import "github.com/clerk/clerk-sdk-go/v2"`, "imports github.com/clerk/clerk-sdk-go/v2"},
		{"db/x.go", `import "github.com/stripe/stripe-go/v85"`, "imports github.com/stripe/stripe-go/v85"},
		{"internal/adapters/rest/x.go", `import "marquee/db"; var _ = db.MovieByID`, "db.MovieByID: adapters call a service"},
		{gqlResolvers + "/x.go", `import x "marquee/db"; func f() { x.BookingsPage(nil, nil, 0, 1) }`, "x.BookingsPage: adapters"},
		{"internal/adapters/rest/x.go", `import "github.com/uptrace/bun"`, "imports github.com/uptrace/bun: adapters"},
		{gqlResolvers + "/sub/x.go", `import "marquee/db/dbtest"`, "imports marquee/db/dbtest: adapters"},
		{"internal/platform/x/x.go", `import . "marquee/db"`, "imports marquee/db as ."},
		// Protocols: none in the domain (an adapter's, behind a port), in
		// platform only the shared HTTP middleware, GraphQL limits and
		// token checks, and Stripe, go-mail and the websocket library in
		// the one adapter that owns each.
		{"internal/domain/catalog/x.go", `import "net/http"`, "imports net/http: domain code speaks no protocol"},
		{"internal/domain/mail/x.go", `import gomail "github.com/wneessen/go-mail"`, "imports github.com/wneessen/go-mail: github.com/wneessen/go-mail is the internal/adapters/smtp adapter's"},
		{"internal/domain/booking/x.go", `import "github.com/stripe/stripe-go/v85"`, "is the internal/adapters/payments adapter's"},
		{"internal/domain/live/x.go", `import "github.com/99designs/gqlgen/graphql"`, "domain code speaks no protocol"},
		{"internal/domain/users/x.go", `import "github.com/clerk/clerk-sdk-go/v2"`, "domain code speaks no protocol"},
		{"internal/platform/x/x.go", `import "github.com/nats-io/nats.go"`, "platform code speaks only HTTP middleware"},
		{"internal/platform/auth/x.go", `import "net/smtp"`, "platform code speaks only"},
		{"internal/adapters/rest/x.go", `import "github.com/stripe/stripe-go/v85/webhook"`, "is the internal/adapters/payments adapter's"},
		{"internal/adapters/httpserver/x.go", `import gws "github.com/gorilla/websocket"`, "is the internal/adapters/websocket adapter's"},
		{"internal/adapters/payments/testcheckout/x.go", `import "github.com/wneessen/go-mail"`, "is the internal/adapters/smtp adapter's"},
		{"internal/app/x.go", `import "github.com/stripe/stripe-go/v85"`, "is the internal/adapters/payments adapter's"},
		{"cmd/marquee/x.go", `import "github.com/gorilla/websocket"`, "is the internal/adapters/websocket adapter's"},
		// LISTEN/NOTIFY is an adapter's, and the domain carries no value in
		// a context (the websocket's sink is a parameter of Subscribe).
		{"internal/domain/live/x.go", `import "marquee/db"; var _ = db.Notify`, "db.Notify: LISTEN/NOTIFY between replicas is an adapter's"},
		{"internal/domain/live/x.go", `import "marquee/db"; func f(c *db.ListenConn) {}`, "db.ListenConn: LISTEN/NOTIFY"},
		{"internal/platform/x/x.go", `import d "marquee/db"; var _, _ = d.NewListener("", "", "")`, "d.NewListener: LISTEN/NOTIFY"},
		{"internal/domain/live/x.go", `import "context"; func f(ctx context.Context) any { return ctx.Value(sinkKey{}) }`, "ctx.Value(…): domain code carries no value in a context"},
		{"internal/domain/booking/x.go", `import c "context"; func f(ctx c.Context) c.Context { return c.WithValue(ctx, 1, 2) }`, "c.WithValue(…): domain code carries no value"},
	}
	// Spelled out rather than taken from queryNames, so that dropping a
	// name there fails here.
	for _, name := range []string{"NewSelect", "NewInsert", "NewUpdate", "NewDelete", "NewRaw", "NewCreateTable",
		"NewDropTable", "NewMerge", "NewValues", "NewTruncateTable", "NewAddColumn", "NewDropColumn", "NewCreateIndex",
		"NewDropIndex", "ExecContext", "QueryContext", "QueryRowContext", "PrepareContext", "PingContext"} {
		cases = append(cases, tc{"internal/platform/x/x.go", `func f() { d.` + name + `(ctx, "SELECT 1") }`, "d." + name + ": statements"})
	}
	for _, name := range []string{"Exec", "Query", "QueryRow", "Prepare"} {
		cases = append(cases, tc{"cmd/marquee-bench/x.go", `func f() { _, _ = tx.` + name + `("SELECT 1") }`, "tx." + name + "(…): statements"})
	}
	for _, p := range []string{"database/sql", "database/sql/driver", "github.com/jackc/pgx/v5", "github.com/jackc/pgx/v5/pgconn",
		"github.com/jackc/pgx/v5/pgxpool", "github.com/jackc/pgx/v5/stdlib", "github.com/uptrace/bun/dialect/pgdialect",
		"github.com/uptrace/bun/dialect/sqlitedialect", "github.com/uptrace/bun/driver/sqliteshim", "modernc.org/sqlite",
		"github.com/mattn/go-sqlite3", "github.com/lib/pq"} {
		cases = append(cases, tc{"internal/platform/x/x.go", `import _ "` + p + `"`, "imports " + p + ": drivers and dialects"})
	}
	// Import directions between the layers, and test support kept out of
	// what the server is built from.
	const onlyPlatform, onlyDomain, onlyAdapters, onlyDB = ": platform code may import only",
		": domain code may import only", ": adapters code may import only", ": db code may import only"
	const forTests = ": test support is for tests"
	for _, c := range []tc{
		{"internal/platform/clock/x.go", "marquee/internal/domain/booking", onlyPlatform},
		{"internal/platform/auth/x.go", "marquee/internal/adapters/rest", onlyPlatform},
		{"internal/platform/gqllimit/x.go", "marquee/internal/adapters/graphql/resolvers", onlyPlatform},
		{"internal/platform/gqllimit/x.go", "marquee/internal/adapters/graphql/graph", onlyPlatform},
		{"internal/platform/gqllimit/x.go", "marquee/graph", onlyPlatform},
		{"internal/platform/ratelimit/x.go", "marquee/internal/app", onlyPlatform},
		{"internal/platform/origin/x.go", "marquee/internal/testsupport/apptest", forTests},
		{"internal/platform/x/x.go", "marquee/internal/platforms/x", onlyPlatform},
		{"internal/domain/booking/x.go", "marquee/internal/adapters/rest", onlyDomain},
		{"internal/domain/live/x.go", "marquee/internal/adapters/websocket", onlyDomain},
		{"internal/domain/admin/x.go", "marquee/internal/adapters/graphql/resolvers", onlyDomain},
		{"internal/domain/programme/x.go", "marquee/internal/app", onlyDomain},
		{"internal/domain/catalog/sample/x.go", "marquee/internal/adapters/graphql/graph", onlyDomain},
		{"internal/domain/users/x.go", "marquee/client", onlyDomain},
		{"internal/domain/booking/x.go", "marquee/internal/adapters/payments", onlyDomain},
		{"internal/domain/live/x.go", "marquee/internal/adapters/pgnotify", onlyDomain},
		{"internal/domain/mail/x.go", "marquee/internal/adapters/smtp", onlyDomain},
		{"internal/domain/admin/x.go", "marquee/internal/adapters/tmdb", onlyDomain},
		{"internal/domain/catalog/x.go", "marquee/resolvers", onlyDomain},
		{"internal/adapters/payments/x.go", "marquee/internal/testsupport/stripemock", forTests},
		{"internal/domain/booking/x.go", "marquee/db/dbtest", forTests},
		{"internal/adapters/payments/x.go", "marquee/internal/app", onlyAdapters},
		{gqlResolvers + "/x.go", "marquee/internal/app", onlyAdapters},
		{"internal/adapters/payments/testcheckout/x.go", "marquee/internal/testsupport/paytest", forTests},
		{gqlResolvers + "/x.go", "marquee/internal/testsupport/livetest", forTests},
		{"db/x.go", "marquee/internal/platform/apperr", onlyDB},
		{"internal/domain/booking/x.go", "marquee/db/migrations", ": only the wiring"},
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
	// A folder of no layer: an adapter outside internal/adapters, or any
	// other new home, is reported once, at its package clause.
	for _, rel := range []string{"internal/stripe/x.go", "internal/graphql/resolvers/x.go", "internal/adapter/smtp/x.go",
		"internal/x/x.go", "payments/x.go", "graphql/x.go", "schema/x.go", "internal/domains/x.go"} {
		found, err := check("", rel, "package x\n\nimport \"net/http\"\n\nvar _ http.Handler\n", store)
		if err != nil {
			t.Fatal(err)
		}
		if len(found) != 1 || !strings.HasPrefix(found[0], rel+":1:") || !strings.Contains(found[0], "in no layer") {
			t.Errorf("%s: found %q, want one finding at line 1: in no layer", rel, found)
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
		{"internal/adapters/pgnotify/x.go", `import "marquee/db"; func f(c *db.ListenConn) { _ = c.Ping(ctx); _, _ = c.Wait(ctx, 0); _ = db.Notify(ctx, ex, "c", nil) }`},
		{"internal/adapters/rest/x.go", `import "marquee/db"; var _ db.Movie; var _ = db.StatusPaid; func f(b *db.Booking) []string { return b.Show.Movie.GenreNames() }`},
		{"internal/adapters/rest/x.go", `var db struct{ MovieByID int }; var _ = db.MovieByID`},
		{"db/x.go", `import ("database/sql"; "github.com/jackc/pgx/v5"); func f() { d.NewSelect(); d.ExecContext(ctx, "q"); db.IsPG(d) }`},
		{"db/dbtest/x.go", `import "database/sql"; func f() { admin.Exec("CREATE SCHEMA s") }`},
		{"cmd/marquee/x.go", `import "marquee/db"; func f() { _ = db.IsPG(d); _ = db.Dialect(d) }`},
		{"internal/app/x.go", `import "marquee/db"; func f() { _ = db.IsPG(d) }`},
		{baseline, `import "database/sql"; func f(tx *sql.Tx) { tx.Exec("INSERT"); tx.QueryRow("UPDATE") }`},
		// Each layer importing what it may.
		{"internal/platform/gqllimit/x.go", `import ("marquee/db"; "marquee/internal/platform/apperr"; "github.com/google/uuid")`},
		{"internal/domain/live/x.go", `import ("marquee/db"; "marquee/internal/platform/apperr"; "marquee/internal/domain/booking")`},
		{"internal/domain/catalog/x.go", `import ("marquee/internal/domain/catalog/sample"; "html/template"; "net/mail"; "net/url")`},
		{"internal/adapters/tmdb/x.go", `import ("marquee/internal/domain/catalog"; "net/http")`},
		{"internal/adapters/pgnotify/x.go", `import ("marquee/db"; "marquee/internal/domain/live")`},
		{"internal/adapters/httpserver/x.go", `import ("marquee/db"; "marquee/internal/adapters/graphql/graph"; "marquee/internal/adapters/graphql/resolvers"; "marquee/internal/domain/live"; "marquee/internal/platform/auth")`},
		{"internal/adapters/payments/testcheckout/x.go", `import ("marquee/internal/adapters/payments"; "net/http")`},
		{"internal/adapters/payments/x.go", `import ("github.com/stripe/stripe-go/v85"; stripewebhook "github.com/stripe/stripe-go/v85/webhook")`},
		{"internal/adapters/smtp/x.go", `import gomail "github.com/wneessen/go-mail"`},
		{"internal/adapters/websocket/x.go", `import ("github.com/gorilla/websocket"; "github.com/99designs/gqlgen/graphql/handler/transport")`},
		{"internal/platform/auth/x.go", `import ("net/http"; "github.com/clerk/clerk-sdk-go/v2"; "github.com/clerk/clerk-sdk-go/v2/jwt")`},
		{"internal/platform/gqllimit/x.go", `import ("github.com/99designs/gqlgen/graphql/handler"; "github.com/vektah/gqlparser/v2/ast")`},
		{"internal/app/x.go", `import ("net/http"; "github.com/99designs/gqlgen/graphql"; "github.com/clerk/clerk-sdk-go/v2")`},
		{"cmd/gqlgen-marquee/x.go", `import "github.com/99designs/gqlgen/api"`},
		{"internal/testsupport/stripemock/x.go", `import "github.com/stripe/stripe-go/v85"`},
		{"internal/testsupport/livetest/x.go", `import "github.com/gorilla/websocket"`},
		{"cmd/marquee-bench/x.go", `import "github.com/gorilla/websocket"`},
		// The card's root names for the GraphQL adapter are the adapter.
		{"resolvers/x.go", `import ("marquee/graph"; "marquee/internal/domain/booking"; "github.com/99designs/gqlgen/graphql")`},
		{"internal/adapters/httpserver/x.go", `import ("marquee/graph"; "marquee/resolvers")`},
		{"client/x.go", `import "embed"`},
		// Context values: the adapters' and platform's (the caller).
		{"internal/platform/auth/x.go", `import "context"; func f(ctx context.Context) any { return context.WithValue(ctx, k{}, ctx.Value(k{})) }`},
		{"internal/adapters/websocket/x.go", `import "context"; func f(ctx context.Context) any { return ctx.Value(k{}) }`},
		{"internal/domain/booking/x.go", `import "sync/atomic"; var v atomic.Value; func f() any { return v.Load() }`},
		{gqlResolvers + "/x.go", `import ("marquee/internal/adapters/graphql/graph"; "marquee/internal/domain/booking"; "marquee/internal/adapters/graphql/scalar")`},
		{"db/dbtest/x.go", `import ("marquee/db"; "marquee/db/migrations")`},
		{"db/migrations/x.go", `import "marquee/db"; func f() { tx.NewCreateTable(); tx.ExecContext(ctx, "ALTER TABLE x"); db.IsPG(tx) }`},
		{"internal/app/x.go", `import "marquee/db/migrations"`},
		{"internal/app/x.go", `import ("marquee/client"; "marquee/internal/adapters/graphql/resolvers"; "marquee/internal/adapters/rest"; "marquee/internal/domain/booking")`},
		{"cmd/marquee/x.go", `import ("marquee/internal/app"; "marquee/internal/app/config")`},
		// config is wiring: it reads each layer's settings with that
		// layer's own defaults.
		{"internal/app/config/x.go", `import ("marquee/db"; "marquee/internal/domain/booking"; "marquee/internal/platform/gqllimit"; "marquee/internal/adapters/tmdb")`},
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

// TestGraphQLAdapterInOnePlace: gqlgen.yml puts the schema, the generated
// executor and models and the resolvers in the GraphQL adapter's folder
// (or at the root names DESIGN.md's card gives them), and the client's
// codegen.ts reads the same schema, so the adapter cannot drift apart
// again.
func TestGraphQLAdapterInOnePlace(t *testing.T) {
	root := moduleRoot(t)
	var schemas, outputs []string
	section := ""
	for _, line := range strings.Split(string(mustRead(t, root, "gqlgen.yml")), "\n") {
		if line == "" || strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		if !strings.HasPrefix(line, " ") {
			section, _, _ = strings.Cut(line, ":")
			continue
		}
		key, value, _ := strings.Cut(strings.TrimSpace(line), ":")
		value = strings.Trim(strings.TrimSpace(value), `"`)
		switch {
		case section == "schema" && strings.HasPrefix(key, "- "):
			schemas = append(schemas, strings.TrimSpace(strings.TrimPrefix(key, "- ")))
		case (section == "exec" || section == "model" || section == "resolver") && (key == "filename" || key == "dir"):
			outputs = append(outputs, value)
		}
	}
	if len(schemas) != 1 || len(outputs) != 3 {
		t.Fatalf("gqlgen.yml: schema %q, outputs %q; want one schema and exec, model and resolver paths", schemas, outputs)
	}
	for _, p := range append(slices.Clone(schemas), outputs...) {
		if !under(p, gqlHome) && !under(p, cardGraphQL...) && p != "schema.graphqls" {
			t.Errorf("gqlgen.yml puts %s outside the GraphQL adapter (%s)", p, gqlHome)
		}
	}
	if want := "fromRoot('" + schemas[0] + "')"; !strings.Contains(string(mustRead(t, root, "codegen.ts")), want) {
		t.Errorf("codegen.ts does not read the schema gqlgen does (%s)", want)
	}
}

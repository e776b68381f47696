package apperr

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestEveryKindHasItsRESTAnswer reads the kinds this package declares from
// its source, so a kind added to a const block is enumerated here whether
// or not anyone remembers this test, and fails on any without its REST
// answer in answers (it would have been a 500). Only INTERNAL_SERVER_ERROR
// is a 500; refusals are 4xx, and sign-in requests and faults are not
// refusals.
func TestEveryKindHasItsRESTAnswer(t *testing.T) {
	declared := declaredKinds(t, sourceFiles(t, "."))
	for _, k := range []Kind{BadInput, Internal, AlreadyCheckedIn, RefundFailed} {
		if !slices.Contains(declared, k) {
			t.Fatalf("%s is not among the %d kinds read from the source: the enumeration misses declarations", k, len(declared))
		}
	}
	if missing := unanswered(declared); len(missing) > 0 {
		t.Errorf("kinds without a REST answer in answers (REST would answer 500): %s", strings.Join(missing, ", "))
	}
	if len(answers) != len(declared) {
		t.Errorf("answers has %d kinds, the source declares %d: one answer per declared kind", len(answers), len(declared))
	}
	for _, k := range declared {
		a, ok := answers[k]
		if !ok {
			continue
		}
		switch {
		case a.status == 500 && k != Internal:
			t.Errorf("%s answers 500: only INTERNAL_SERVER_ERROR may", k)
		case a.status < 400 || a.status > 599:
			t.Errorf("%s answers %d: not an error status", k, a.status)
		case a.refusal && (a.status >= 500 || a.status == 401):
			t.Errorf("%s answers %d as a refusal: QuickShow clients would read a fault or a sign-in request as a message", k, a.status)
		case !a.refusal && a.status < 500 && a.status != 401:
			t.Errorf("%s answers %d but is no refusal", k, a.status)
		}
		if k.HTTPStatus() != a.status || k.Refusal() != a.refusal || !k.Declared() {
			t.Errorf("%s: HTTPStatus %d, Refusal %v, Declared %v disagree with answers", k, k.HTTPStatus(), k.Refusal(), k.Declared())
		}
	}
	if k := Kind("NOT_DECLARED"); k.Declared() || k.HTTPStatus() != 500 || k.Refusal() {
		t.Errorf("an undeclared kind: Declared %v, HTTPStatus %d, Refusal %v", k.Declared(), k.HTTPStatus(), k.Refusal())
	}
}

// TestKindEnumerationCatches proves the check above can fail: a kind
// declared in a new block, with no answer, is found and reported.
func TestKindEnumerationCatches(t *testing.T) {
	f := parseSource(t, "x.go", `package apperr
const (
	PromoExpired Kind = "PROMO_EXPIRED"
	notAKind          = "NOT_A_KIND"
	count         int = 3
)
const BadInputAgain = BadInput
var SoldOut Kind = "SOLD_OUT"
var Gone = Kind("GONE")`)
	declared := declaredKinds(t, []*ast.File{f})
	if want := []Kind{"PROMO_EXPIRED", "SOLD_OUT", "GONE"}; !slices.Equal(declared, want) {
		t.Fatalf("declared %q, want %q", declared, want)
	}
	if missing := unanswered(declared); len(missing) != 3 {
		t.Fatalf("unanswered %q, want all three", missing)
	}
}

// TestKindsAreDeclaredOnlyHere: every other package of the module uses
// the kinds declared here. A kind made elsewhere (a conversion, a typed
// constant, a string literal where a Kind goes) would have no REST answer
// and no test to say so.
func TestKindsAreDeclaredOnlyHere(t *testing.T) {
	root := filepath.Join("..", "..", "..") // this package is internal/platform/apperr
	if b, err := os.ReadFile(filepath.Join(root, "go.mod")); err != nil || !strings.HasPrefix(string(b), "module marquee\n") {
		t.Fatalf("%s is not the module's root: %v", root, err)
	}
	var found []string
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if path != root && (d.Name() == "node_modules" || d.Name() == "testdata" || rel == "internal/platform/apperr" ||
				strings.HasPrefix(d.Name(), ".") || strings.HasPrefix(d.Name(), "_")) {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		files++
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		found = append(found, kindsMadeIn(t, rel, src)...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("read %d files under %s: not the module", files, root)
	}
	for _, f := range found {
		t.Error(f)
	}
}

// TestKindsMadeElsewhereAreFound proves the check above can fail.
func TestKindsMadeElsewhereAreFound(t *testing.T) {
	found := kindsMadeIn(t, "internal/domain/promo/x.go", []byte(`package promo
import e "marquee/internal/platform/apperr"
const Expired e.Kind = "PROMO_EXPIRED"
var refusal e.Kind
func f() error {
	_ = e.Kind("SOLD_OUT")
	_ = &e.Error{Kind: "GONE", Message: "m"}
	_ = e.New(e.Conflict, "fine")
	return e.New("TOO_LATE", "m")
}`))
	want := []string{"Expired", "e.Kind(…)", `"GONE"`, `"TOO_LATE"`}
	if len(found) != len(want) {
		t.Fatalf("found %q, want one finding for each of %q", found, want)
	}
	for i, w := range want {
		if !strings.Contains(found[i], w) {
			t.Errorf("finding %q does not name %s", found[i], w)
		}
	}
}

// declaredKinds lists the constants and variables of type Kind that the
// files declare with a string literal, in order.
func declaredKinds(t *testing.T, files []*ast.File) []Kind {
	t.Helper()
	var kinds []Kind
	for _, f := range files {
		for _, decl := range f.Decls {
			gen, ok := decl.(*ast.GenDecl)
			if !ok || (gen.Tok != token.CONST && gen.Tok != token.VAR) {
				continue
			}
			for _, spec := range gen.Specs {
				vs := spec.(*ast.ValueSpec)
				typed := isKind(vs.Type)
				for _, v := range vs.Values {
					// X Kind = "…", or X = Kind("…").
					if call, ok := v.(*ast.CallExpr); ok && vs.Type == nil && isKind(call.Fun) && len(call.Args) == 1 {
						typed, v = true, call.Args[0]
					}
					if !typed {
						continue
					}
					lit, ok := v.(*ast.BasicLit)
					if !ok || lit.Kind != token.STRING {
						t.Fatalf("a Kind declared with %T: declare each with its string", v)
					}
					s, err := strconv.Unquote(lit.Value)
					if err != nil {
						t.Fatal(err)
					}
					kinds = append(kinds, Kind(s))
				}
			}
		}
	}
	return kinds
}

func isKind(e ast.Expr) bool {
	id, ok := e.(*ast.Ident)
	return ok && id.Name == "Kind"
}

// unanswered lists the kinds answers lacks.
func unanswered(declared []Kind) []string {
	var missing []string
	for _, k := range declared {
		if _, ok := answers[k]; !ok {
			missing = append(missing, string(k))
		}
	}
	return missing
}

// kindsMadeIn reports each place file rel makes a Kind of its own: a
// conversion to apperr.Kind, a constant or variable of that type given a
// value, or a string literal as the kind of New or of an Error literal.
func kindsMadeIn(t *testing.T, rel string, src []byte) []string {
	t.Helper()
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, rel, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	name := ""
	for _, imp := range f.Imports {
		if p, _ := strconv.Unquote(imp.Path.Value); p == "marquee/internal/platform/apperr" {
			name = "apperr"
			if imp.Name != nil {
				name = imp.Name.Name
			}
		}
	}
	if name == "" {
		return nil
	}
	isApperr := func(e ast.Expr, sel string) bool {
		s, ok := e.(*ast.SelectorExpr)
		if !ok || s.Sel.Name != sel {
			return false
		}
		x, ok := s.X.(*ast.Ident)
		return ok && x.Name == name
	}
	isString := func(e ast.Expr) bool {
		lit, ok := e.(*ast.BasicLit)
		return ok && lit.Kind == token.STRING
	}
	var found []string
	report := func(n ast.Node, what string) {
		found = append(found, fmt.Sprintf("%s: %s makes an error kind outside apperr: declare it there, with its REST answer", fset.Position(n.Pos()), what))
	}
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ValueSpec:
			if isApperr(n.Type, "Kind") && len(n.Values) > 0 {
				report(n, n.Names[0].Name)
			}
		case *ast.CallExpr:
			switch {
			case isApperr(n.Fun, "Kind"):
				report(n, name+".Kind(…)")
			case isApperr(n.Fun, "New") && len(n.Args) > 0 && isString(n.Args[0]):
				report(n.Args[0], n.Args[0].(*ast.BasicLit).Value)
			}
		case *ast.CompositeLit:
			if !isApperr(n.Type, "Error") {
				return true
			}
			for _, el := range n.Elts {
				if kv, ok := el.(*ast.KeyValueExpr); ok && isString(kv.Value) {
					if key, ok := kv.Key.(*ast.Ident); ok && key.Name == "Kind" {
						report(kv.Value, kv.Value.(*ast.BasicLit).Value)
					}
				}
			}
		}
		return true
	})
	return found
}

// sourceFiles parses this package's non-test files in dir.
func sourceFiles(t *testing.T, dir string) []*ast.File {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, parseSource(t, name, string(src)))
	}
	return files
}

func parseSource(t *testing.T, name, src string) *ast.File {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), name, src, parser.SkipObjectResolution)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

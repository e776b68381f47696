package main

import (
	"fmt"
	"go/ast"
	"go/token"
	"go/types"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/tools/go/ssa"
)

// Layers, lowest first. A call from a lower layer into a higher one is a
// climb: the reader goes back up the stack of the architecture.
const (
	layerOther   = iota
	layerBase    // db/, internal/platform/
	layerDomain  // internal/domain/
	layerAdapter // internal/adapters/ (and a root resolvers/, graph/)
	layerWiring  // internal/app/, cmd/
)

var layerNames = [...]string{"other", "db/platform", "domain", "adapter", "wiring"}

// layerOf places a module-relative package directory in a layer.
func layerOf(dir string) int {
	under := func(d string) bool { return dir == d || strings.HasPrefix(dir, d+"/") }
	switch {
	case under("cmd"), under("internal/app"):
		return layerWiring
	case under("internal/adapters"), under("resolvers"), under("graph"):
		return layerAdapter
	case under("internal/domain"):
		return layerDomain
	case under("db"), under("internal/platform"):
		return layerBase
	}
	return layerOther
}

// entry is where a walk starts.
type entry struct {
	label string
	fn    *ssa.Function
}

// entries finds where the operation named from enters the program: the
// GraphQL resolver method of that field (a method From of a type named
// *Resolver) and each REST route whose handler is a method value named
// from in a route table ({"POST", "/api/...", ..., a.from}).
func (p *program) entries(from string) ([]entry, error) {
	var out []entry
	field := upperFirst(from)
	var gql []*ssa.Function
	for fn := range p.cg.Nodes {
		if fn == nil || !p.ours(fn) || transparent(fn) || fn.Name() != field {
			continue
		}
		if recv := fn.Signature.Recv(); recv != nil && strings.HasSuffix(typeName(recv.Type()), "Resolver") {
			gql = append(gql, fn)
		}
	}
	for _, fn := range p.sortFuncs(gql) {
		out = append(out, entry{label: "GraphQL " + from, fn: fn})
	}
	seen := map[string]bool{}
	for _, pkg := range p.pkgs {
		out = append(out, p.routes(pkg, from, seen)...)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no GraphQL resolver %s nor REST route handled by %s found", field, from)
	}
	return out, nil
}

// routes scans the module's packages imported by the program for route
// table rows whose handler is a method value named from.
func (p *program) routes(pkg *pkgT, from string, seen map[string]bool) []entry {
	var out []entry
	var visit func(pk *pkgT)
	visit = func(pk *pkgT) {
		if seen[pk.PkgPath] {
			return
		}
		seen[pk.PkgPath] = true
		for _, imp := range sortedImports(pk) {
			visit(imp)
		}
		if pk.Module == nil || pk.Module.Path != p.modPath {
			return
		}
		for _, f := range pk.Syntax {
			ast.Inspect(f, func(n ast.Node) bool {
				lit, ok := n.(*ast.CompositeLit)
				if !ok || len(lit.Elts) < 3 {
					return true
				}
				sel, ok := lit.Elts[len(lit.Elts)-1].(*ast.SelectorExpr)
				if !ok || sel.Sel.Name != from {
					return true
				}
				method, path := stringLit(lit.Elts[0]), stringLit(lit.Elts[1])
				if method == "" || !strings.HasPrefix(path, "/") {
					return true
				}
				s := pk.TypesInfo.Selections[sel]
				if s == nil || s.Kind() != types.MethodVal {
					return true
				}
				fn := p.ssa.FuncValue(s.Obj().(*types.Func))
				if fn != nil && p.ours(fn) {
					out = append(out, entry{label: "REST " + method + " " + path, fn: fn})
				}
				return true
			})
		}
	}
	visit(pkg)
	return out
}

// stringLit is the value of a string literal expression, "" otherwise.
func stringLit(e ast.Expr) string {
	b, ok := e.(*ast.BasicLit)
	if !ok || b.Kind != token.STRING {
		return ""
	}
	s, err := strconv.Unquote(b.Value)
	if err != nil {
		return ""
	}
	return s
}

func typeName(t types.Type) string {
	if p, ok := t.(*types.Pointer); ok {
		t = p.Elem()
	}
	if n, ok := t.(*types.Named); ok {
		return n.Obj().Name()
	}
	return ""
}

func upperFirst(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// stop is one function entered by the walk.
type stop struct {
	fn     *ssa.Function
	name   string
	file   string
	pkg    string
	layer  int
	depth  int
	parent int // index of the caller's stop, -1 for the entry
	// kind is "first" (first stop in its file), "same" (same file as the
	// stop before) or "return" (a file visited earlier, left since).
	kind  string
	climb bool // a call from a lower layer to a higher one
}

// walk enters every module function reachable from fn, depth first, in
// the source order of the calls; a function already entered is not
// entered again (a reader has read it).
func (p *program) walk(fn *ssa.Function) []stop {
	entered := map[*ssa.Function]bool{}
	var stops []stop
	var visit func(fn *ssa.Function, parent, depth int)
	visit = func(fn *ssa.Function, parent, depth int) {
		if entered[fn] {
			return
		}
		entered[fn] = true
		st := stop{fn: fn, name: p.name(fn), file: p.file(fn), pkg: p.pkgDir(fn), depth: depth, parent: parent}
		st.layer = layerOf(st.pkg)
		if parent >= 0 {
			st.climb = st.layer > stops[parent].layer
		}
		i := len(stops)
		stops = append(stops, st)
		for _, s := range p.callSites(fn) {
			var callees []*ssa.Function
			callees = append(callees, s.callees...)
			for _, c := range s.handed {
				for maker := range p.handedBy[c] {
					if entered[maker] {
						callees = append(callees, c)
						break
					}
				}
			}
			for _, c := range p.sortFuncs(callees) {
				visit(c, i, depth+1)
			}
			for _, c := range s.after {
				visit(c, i, depth+1)
			}
		}
	}
	visit(fn, -1, 0)
	classify(stops)
	return stops
}

// classify marks each stop first, same or return.
func classify(stops []stop) {
	seen := map[string]bool{}
	for i := range stops {
		switch f := stops[i].file; {
		case i > 0 && stops[i-1].file == f:
			stops[i].kind = "same"
		case seen[f]:
			stops[i].kind = "return"
		default:
			stops[i].kind = "first"
		}
		seen[stops[i].file] = true
	}
}

// fileCount is how a walk used one file.
type fileCount struct {
	file    string
	stops   int // functions entered in it
	entries int // times the walk came into it from another file
}

// summary is what a walk crossed.
type summary struct {
	functions, files, packages  int
	stops, first, returns, same int
	runs                        int // entries into a file: first + returns
	climbs                      int
	perFile                     []fileCount
	perPackage                  []fileCount
}

func summarise(stops []stop) summary {
	var s summary
	fns, idx, pidx := map[string]bool{}, map[string]int{}, map[string]int{}
	for _, st := range stops {
		fns[st.name] = true
		s.stops++
		if st.climb {
			s.climbs++
		}
		i, ok := idx[st.file]
		if !ok {
			i = len(s.perFile)
			idx[st.file] = i
			s.perFile = append(s.perFile, fileCount{file: st.file})
		}
		s.perFile[i].stops++
		j, ok := pidx[st.pkg]
		if !ok {
			j = len(s.perPackage)
			pidx[st.pkg] = j
			s.perPackage = append(s.perPackage, fileCount{file: st.pkg})
		}
		s.perPackage[j].stops++
		switch st.kind {
		case "first":
			s.first++
		case "return":
			s.returns++
		case "same":
			s.same++
			continue
		}
		s.runs++
		s.perFile[i].entries++
	}
	s.functions, s.files, s.packages = len(fns), len(s.perFile), len(s.perPackage)
	return s
}

// report prints one walk.
func report(w io.Writer, e entry, name string, stops []stop, verbose bool) {
	s := summarise(stops)
	fmt.Fprintf(w, "%s — %s\n", e.label, name)
	fmt.Fprintf(w, "  crosses %d functions in %d files of %d packages\n", s.functions, s.files, s.packages)
	fmt.Fprintf(w, "  %d stops (functions entered): %d in a new file, %d returns to a file already left, %d in the file of the stop before\n",
		s.stops, s.first, s.returns, s.same)
	fmt.Fprintf(w, "  %d file entries (a run of stops in one file counted once = %d new files + %d returns)\n", s.runs, s.first, s.returns)
	fmt.Fprintf(w, "  %d climbs (a call from a lower layer to a higher one; wiring > adapter > domain > db/platform)\n", s.climbs)
	fmt.Fprintf(w, "  packages (first reached first): stops\n")
	for _, c := range s.perPackage {
		fmt.Fprintf(w, "    %-44s %3d\n", c.file, c.stops)
	}
	fmt.Fprintf(w, "  files (first reached first): entries stops\n")
	for _, c := range s.perFile {
		fmt.Fprintf(w, "    %-44s %3d %3d\n", c.file, c.entries, c.stops)
	}
	if verbose {
		fmt.Fprintf(w, "  walk (^ climb, ↩ return to a file already left):\n")
		for i, st := range stops {
			mark := " "
			if st.kind == "return" {
				mark = "↩"
			}
			climb := " "
			if st.climb {
				climb = "^"
			}
			fmt.Fprintf(w, "  %3d %s%s %s%s  [%s %s]\n", i+1, climb, mark, strings.Repeat("  ", st.depth), st.name, layerNames[st.layer], st.file)
		}
	}
	fmt.Fprintln(w)
}

// sortedImports is a package's imports in path order.
func sortedImports(pk *pkgT) []*pkgT {
	out := make([]*pkgT, 0, len(pk.Imports))
	for _, imp := range pk.Imports {
		out = append(out, imp)
	}
	slices.SortFunc(out, func(a, b *pkgT) int { return strings.Compare(a.PkgPath, b.PkgPath) })
	return out
}

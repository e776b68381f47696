package main

import (
	"fmt"
	"go/token"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"golang.org/x/tools/go/callgraph"
	"golang.org/x/tools/go/callgraph/cha"
	"golang.org/x/tools/go/callgraph/vta"
	"golang.org/x/tools/go/packages"
	"golang.org/x/tools/go/ssa"
	"golang.org/x/tools/go/ssa/ssautil"
)

type pkgT = packages.Package

// program is a module's production binary in SSA form with its call graph.
type program struct {
	modPath string // module path, e.g. "marquee"
	modDir  string // absolute directory of go.mod
	fset    *token.FileSet
	pkgs    []*packages.Package
	ssa     *ssa.Program
	cg      *callgraph.Graph
	// exclude are module-relative directories whose functions are not
	// walked (generated code, test harnesses).
	exclude []string
	// order numbers each call instruction by its place in its function,
	// for a stable order among calls that share a position.
	sites map[*ssa.Function][]site
	// handedBy maps a module function used as a value to the functions
	// that hand it to a call as an argument (see callSites).
	handedBy map[*ssa.Function]map[*ssa.Function]bool
}

// site is one call instruction of a function and what it may call.
type site struct {
	pos   token.Pos
	index int // instruction's place in the function, ties broken by it
	// callees are what the call calls in the module: its static callee,
	// the methods an interface call may reach, and the function values
	// made at start-up that a function-value call may reach.
	callees []*ssa.Function
	// handed are function values a function-value call may reach that
	// are handed from call to call (a closure passed as an argument):
	// only those made by a function the walk has entered can be here.
	handed []*ssa.Function
	// after are the function values this call hands over as arguments:
	// the walk enters them after the callees if those did not (a library
	// such as bun's RunInTx or sort.Slice calls them back; a module
	// callee already entered, such as changeSeats for a second operation,
	// is not entered again, but what it is handed still runs).
	after []*ssa.Function
}

// load builds the program rooted at the main packages named by patterns
// (relative to dir) and its call graph: CHA first, then two rounds of VTA
// over the functions reachable from the roots, as govulncheck does. VTA
// resolves an interface call to the types that actually flow into its
// receiver and a call of a function value to the functions that flow
// into it, across the whole binary; it is deterministic (a fixpoint over
// sets) where the pointer analysis of old was not available anyway.
func load(dir string, patterns []string, exclude []string) (*program, error) {
	cfg := &packages.Config{Mode: packages.LoadAllSyntax | packages.NeedModule, Dir: dir, Tests: false}
	pkgs, err := packages.Load(cfg, patterns...)
	if err != nil {
		return nil, err
	}
	var errs []string
	packages.Visit(pkgs, nil, func(p *packages.Package) {
		for _, e := range p.Errors {
			errs = append(errs, e.Error())
		}
	})
	if len(errs) > 0 {
		return nil, fmt.Errorf("loading %v: %s", patterns, strings.Join(errs, "; "))
	}
	if len(pkgs) == 0 || pkgs[0].Module == nil {
		return nil, fmt.Errorf("%v: not inside a module", patterns)
	}
	p := &program{
		modPath: pkgs[0].Module.Path,
		modDir:  pkgs[0].Module.Dir,
		fset:    pkgs[0].Fset,
		pkgs:    pkgs,
		exclude: exclude,
		sites:   map[*ssa.Function][]site{},
	}
	prog, ssaPkgs := ssautil.AllPackages(pkgs, ssa.InstantiateGenerics)
	prog.Build()
	p.ssa = prog

	var roots []*ssa.Function
	for _, sp := range ssaPkgs {
		if sp == nil {
			continue
		}
		if sp.Pkg.Name() != "main" {
			return nil, fmt.Errorf("%s is not a main package: callwalk analyses a binary", sp.Pkg.Path())
		}
		roots = append(roots, sp.Func("main"), sp.Func("init"))
	}
	initial := cha.CallGraph(prog)
	fns := forward(roots, initial)
	g := vta.CallGraph(fns, initial)
	fns = forward(roots, g)
	p.cg = vta.CallGraph(fns, g)
	p.findHanded()
	return p, nil
}

// findHanded records, for every module function used as a value, which
// functions hand it to a call as an argument. VTA is context-insensitive:
// for a call of a parameter it lists every function passed there anywhere
// in the program (every seat change's body at the seat queue's call of
// j.fn). A value handed over is only called within the call it was
// handed to, so the walk admits it only once its maker has been entered.
// A value stored in a field at start-up (a fetch function, a rate limit)
// is not handed over, and VTA's word on it stands.
func (p *program) findHanded() {
	p.handedBy = map[*ssa.Function]map[*ssa.Function]bool{}
	fns := make([]*ssa.Function, 0, len(p.cg.Nodes))
	for fn := range p.cg.Nodes {
		if fn != nil && p.ours(fn) {
			fns = append(fns, fn)
		}
	}
	for _, fn := range fns {
		for _, b := range fn.Blocks {
			for _, instr := range b.Instrs {
				call, ok := instr.(ssa.CallInstruction)
				if !ok {
					continue
				}
				for _, arg := range call.Common().Args {
					if v := p.funcValue(arg); v != nil {
						if p.handedBy[v] == nil {
							p.handedBy[v] = map[*ssa.Function]bool{}
						}
						p.handedBy[v][fn] = true
					}
				}
			}
		}
	}
}

// forward is the set of functions reachable from roots in g.
func forward(roots []*ssa.Function, g *callgraph.Graph) map[*ssa.Function]bool {
	seen := map[*ssa.Function]bool{}
	var visit func(n *callgraph.Node)
	visit = func(n *callgraph.Node) {
		if n == nil || seen[n.Func] {
			return
		}
		seen[n.Func] = true
		for _, e := range n.Out {
			visit(e.Callee)
		}
	}
	for _, r := range roots {
		if r != nil {
			visit(g.Nodes[r])
		}
	}
	return seen
}

// file is the module-relative file of fn ("" outside the module).
func (p *program) file(fn *ssa.Function) string {
	if fn == nil || !fn.Pos().IsValid() {
		return ""
	}
	name := p.fset.Position(fn.Pos()).Filename
	rel, err := filepath.Rel(p.modDir, name)
	if err != nil || strings.HasPrefix(rel, "..") {
		return ""
	}
	return filepath.ToSlash(rel)
}

// ours reports whether fn is written in the module, in a file callwalk
// walks: not generated, not a harness, not a test.
func (p *program) ours(fn *ssa.Function) bool {
	f := p.file(fn)
	if f == "" || strings.HasSuffix(f, "_test.go") {
		return false
	}
	for _, ex := range p.exclude {
		if f == ex || strings.HasPrefix(f, strings.TrimSuffix(ex, "/")+"/") {
			return false
		}
	}
	return true
}

// transparent reports whether fn is glue the compiler wrote (a bound
// method value, a thunk, an interface wrapper, a range-over-func body):
// the walk goes through it to what it calls without stopping.
func transparent(fn *ssa.Function) bool {
	return fn.Synthetic != "" && !strings.HasPrefix(fn.Synthetic, "instance of")
}

// callSites lists fn's calls in source order with their callees: module
// functions, resolved through compiler glue. A call into code outside the
// module (bun's RunInTx, sort.Slice) does not take the walk into that
// code, whose dynamic calls VTA resolves for the whole program at once
// (every closure handed to RunInTx anywhere); instead each function value
// the call hands over (a closure, a method value, a named function)
// counts as called from that call, after its callees.
func (p *program) callSites(fn *ssa.Function) []site {
	if s, ok := p.sites[fn]; ok {
		return s
	}
	node := p.cg.Nodes[fn]
	bySite := map[ssa.CallInstruction][]*ssa.Function{}
	var order []ssa.CallInstruction
	if node != nil {
		for _, e := range node.Out {
			if _, ok := bySite[e.Site]; !ok {
				order = append(order, e.Site)
			}
			bySite[e.Site] = append(bySite[e.Site], e.Callee.Func)
		}
	}
	index := map[ssa.Instruction]int{}
	i := 0
	for _, b := range fn.Blocks {
		for _, instr := range b.Instrs {
			index[instr] = i
			i++
		}
	}
	var out []site
	for _, call := range order {
		var callees, handed []*ssa.Function
		cc := call.Common()
		dynamic := cc.StaticCallee() == nil && !cc.IsInvoke()
		for _, c := range bySite[call] {
			for _, r := range p.resolve(c, map[*ssa.Function]bool{}) {
				switch {
				case !p.ours(r):
					// The walk does not go into code outside the module.
				case dynamic && len(p.handedBy[r]) > 0:
					handed = append(handed, r)
				default:
					callees = append(callees, r)
				}
			}
		}
		var after []*ssa.Function
		for _, arg := range cc.Args {
			if f := p.funcValue(arg); f != nil {
				after = append(after, f)
			}
		}
		callees, handed, after = p.sortFuncs(callees), p.sortFuncs(handed), p.sortFuncs(after)
		if len(callees)+len(handed)+len(after) == 0 {
			continue
		}
		out = append(out, site{pos: call.Pos(), index: index[call], callees: callees, handed: handed, after: after})
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].pos != out[j].pos && out[i].pos.IsValid() && out[j].pos.IsValid() {
			return out[i].pos < out[j].pos
		}
		return out[i].index < out[j].index
	})
	p.sites[fn] = out
	return out
}

// resolve replaces compiler glue by the functions it calls.
func (p *program) resolve(fn *ssa.Function, seen map[*ssa.Function]bool) []*ssa.Function {
	if !transparent(fn) {
		return []*ssa.Function{fn}
	}
	if seen[fn] {
		return nil
	}
	seen[fn] = true
	var out []*ssa.Function
	if n := p.cg.Nodes[fn]; n != nil {
		for _, e := range n.Out {
			out = append(out, p.resolve(e.Callee.Func, seen)...)
		}
	}
	return out
}

// funcValue is the module function that v, an argument handed to code
// outside the module, is made from at the call (nil when it is not one).
func (p *program) funcValue(v ssa.Value) *ssa.Function {
	for {
		ct, ok := v.(*ssa.ChangeType)
		if !ok {
			break
		}
		v = ct.X
	}
	var fn *ssa.Function
	switch v := v.(type) {
	case *ssa.Function:
		fn = v
	case *ssa.MakeClosure:
		fn, _ = v.Fn.(*ssa.Function)
	}
	if fn == nil {
		return nil
	}
	for _, r := range p.resolve(fn, map[*ssa.Function]bool{}) {
		if p.ours(r) {
			return r
		}
	}
	return nil
}

// sortFuncs orders and de-duplicates functions by where they are written.
func (p *program) sortFuncs(fns []*ssa.Function) []*ssa.Function {
	sort.SliceStable(fns, func(i, j int) bool {
		a, b := p.fset.Position(fns[i].Pos()), p.fset.Position(fns[j].Pos())
		if a.Filename != b.Filename {
			return a.Filename < b.Filename
		}
		if a.Offset != b.Offset {
			return a.Offset < b.Offset
		}
		return fns[i].String() < fns[j].String()
	})
	return slices.Compact(fns)
}

// name is fn's name with the module path left out.
func (p *program) name(fn *ssa.Function) string {
	if o := fn.Origin(); o != nil {
		fn = o
	}
	return strings.ReplaceAll(fn.RelString(nil), p.modPath+"/", "")
}

// pkgDir is the module-relative directory of fn's file ("." for the root).
func (p *program) pkgDir(fn *ssa.Function) string {
	return filepath.ToSlash(filepath.Dir(p.file(fn)))
}

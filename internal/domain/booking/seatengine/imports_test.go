package seatengine

import (
	"go/parser"
	"go/token"
	"os"
	"strconv"
	"strings"
	"testing"
)

// TestImportsOnlyDBAndPlatform: the engine knows seats, versions and
// claims, never the rules that change them, so of this module it may
// import db and platform packages alone; in particular never booking,
// whose Event is an alias of the engine's and which hands the engine the
// body of each change.
func TestImportsOnlyDBAndPlatform(t *testing.T) {
	files, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, f := range files {
		name := f.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, imp := range src.Imports {
			path, _ := strconv.Unquote(imp.Path.Value)
			if path != "marquee" && !strings.HasPrefix(path, "marquee/") {
				continue
			}
			if path != "marquee/db" && !strings.HasPrefix(path, "marquee/internal/platform/") {
				t.Errorf("%s imports %s: the engine may import only marquee/db and marquee/internal/platform/…", name, path)
			}
		}
	}
}

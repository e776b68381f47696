package client

import (
	"embed"
	"io/fs"
)

// dist and dist-playground always hold at least a .gitkeep, so the binary
// builds before the first client build; the server then reports the
// missing app.
//
//go:embed all:dist
var dist embed.FS

//go:embed all:dist-playground
var playground embed.FS

// Dist returns the built app's files, rooted at dist/.
func Dist() fs.FS { return sub(dist, "dist") }

// Playground returns the built GraphiQL page (served at /playground),
// rooted at dist-playground/.
func Playground() fs.FS { return sub(playground, "dist-playground") }

func sub(f embed.FS, dir string) fs.FS {
	s, err := fs.Sub(f, dir)
	if err != nil {
		panic(err) // dir is a literal that always exists in the embed
	}
	return s
}

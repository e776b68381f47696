package client

import (
	"embed"
	"io/fs"
)

// dist always holds at least dist/.gitkeep, so the binary builds before
// the first client build; the server then reports the missing app.
//
//go:embed all:dist
var dist embed.FS

// Dist returns the built app's files, rooted at dist/.
func Dist() fs.FS {
	sub, err := fs.Sub(dist, "dist")
	if err != nil {
		panic(err) // "dist" is a literal that always exists in the embed
	}
	return sub
}

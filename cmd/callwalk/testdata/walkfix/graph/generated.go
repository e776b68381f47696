// Package graph stands for generated code, which callwalk does not walk.
package graph

import "fmt"

// Marshal is generated.
func Marshal(v string) string { return fmt.Sprint(v) }

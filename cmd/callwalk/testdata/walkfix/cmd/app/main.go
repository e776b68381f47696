// Command app wires the fixture's binary.
package main

import "walkfix/internal/app"

func main() { app.Serve() }

// Command testlog turns `make test`'s output into the CI log: one line per
// test result as it happens, and, for every failure, the lines that say
// why (a Go test's messages and stack, a package's panic or build error, a
// browser journey's error, Vitest's failure report). .ci/run pipes the whole
// output through it and keeps the unfiltered copy beside.
//
// It replaced a grep that kept only the result lines: a failing journey's
// message (indented under "e2e FAIL …") never reached the CI log, and grep
// held its output back for minutes because a pipe is block-buffered. This
// writes each line as soon as it is complete.
package main

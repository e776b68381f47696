package main

import (
	"strings"
	"testing"
)

// A make test run with one failure of each kind the CI log must explain.
const sampleLog = `go test -count=1 -timeout 20m -v marquee/a marquee/b
=== RUN   TestFine
    fine_test.go:10: chatter of a passing test
--- PASS: TestFine (0.00s)
=== RUN   TestBroken
=== RUN   TestBroken/sub
    broken_test.go:42: seat A1: got FREE, want SOLD
    broken_test.go:43: stack line of the failure
=== NAME  TestBroken
    broken_test.go:50: parent's own message
--- FAIL: TestBroken (0.01s)
    --- FAIL: TestBroken/sub (0.00s)
FAIL
FAIL	marquee/a	0.02s
# marquee/b
b/b.go:7:2: undefined: nothere
FAIL	marquee/b [build failed]
=== RUN   TestPanics
    panics_test.go:5: before the panic
panic: runtime error: invalid memory address [recovered]
goroutine 7 [running]:
marquee/c.TestPanics(0xc000)
	/src/c/panics_test.go:6 +0x1d
FAIL	marquee/c	0.01s
ok  	marquee/d	0.5s
 ❯ src/app.test.tsx (3 tests | 1 failed)
⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯
 FAIL  src/app.test.tsx > shows the toast
AssertionError: expected 'Saved' to be 'Booked'
 ❯ src/app.test.tsx:12:5
 Test Files  1 failed | 40 passed (41)
      Tests  1 failed | 357 passed (358)
e2e PASS over the wire on SQLite › home (3.1 s)
e2e FAIL journeys on SQLite › favourites (20.2 s)
    step "it is on Favourites" failed: page.waitForURL: Timeout 20000ms exceeded.
    at atRoute (e2e/lib/app.mjs:12:3)
e2e: 1 passed, 1 failed, 0 skipped
`

func run(t *testing.T, in string) string {
	t.Helper()
	var out strings.Builder
	if err := filter(strings.NewReader(in), &out); err != nil {
		t.Fatal(err)
	}
	return out.String()
}

// TestFailuresSayWhy: every kind of failure shows its message and stack,
// not only its result line.
func TestFailuresSayWhy(t *testing.T) {
	out := run(t, sampleLog)
	for _, want := range []string{
		"--- FAIL: TestBroken (0.01s)",
		"seat A1: got FREE, want SOLD",
		"stack line of the failure",
		"parent's own message",
		"undefined: nothere",
		"FAIL\tmarquee/b [build failed]",
		"before the panic",
		"panic: runtime error",
		"/src/c/panics_test.go:6",
		"AssertionError: expected 'Saved' to be 'Booked'",
		"Tests  1 failed",
		"e2e FAIL journeys on SQLite › favourites",
		"page.waitForURL: Timeout 20000ms exceeded.",
		"at atRoute (e2e/lib/app.mjs:12:3)",
		"e2e: 1 passed, 1 failed, 0 skipped",
		"ok  \tmarquee/d",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("the CI log lacks %q; it was:\n%s", want, out)
		}
	}
}

// TestPassingChatterStaysOut: what passing tests print is not repeated,
// so the log stays short enough to read.
func TestPassingChatterStaysOut(t *testing.T) {
	out := run(t, sampleLog)
	for _, unwanted := range []string{"chatter of a passing test", "=== RUN"} {
		if strings.Contains(out, unwanted) {
			t.Errorf("the CI log repeats %q:\n%s", unwanted, out)
		}
	}
	if !strings.Contains(out, "--- PASS: TestFine") {
		t.Errorf("a passing test's result line is missing:\n%s", out)
	}
}

// TestLinesGoOutAsTheyCome: each line is written when it is complete, not
// when a buffer fills (grep held a pipe's output back for minutes).
func TestLinesGoOutAsTheyCome(t *testing.T) {
	w := &countingWriter{}
	s := &state{out: w, byTest: map[string][]string{}}
	s.line("--- PASS: TestA (0.00s)")
	if w.writes != 1 {
		t.Fatalf("%d writes after one result line, want 1 at once", w.writes)
	}
}

type countingWriter struct{ writes int }

func (c *countingWriter) Write(p []byte) (int, error) { c.writes++; return len(p), nil }

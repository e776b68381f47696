package main

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"regexp"
	"strings"
)

func main() {
	if err := filter(os.Stdin, os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "testlog:", err)
		os.Exit(1)
	}
}

// maxKept bounds what is remembered of one test's or one package's output,
// keeping the newest lines: a failure's message and stack come last.
const maxKept = 400

var (
	// A result or summary line, shown as it comes.
	resultLine = regexp.MustCompile(`^(--- (PASS|FAIL|SKIP)|PASS$|FAIL|ok |NOTE|\s+--- (FAIL|SKIP))|Tests |Test Files |^e2e[: ]|^== `)
	// go test -v's markers of whose output follows.
	testMarker = regexp.MustCompile(`^=== (RUN|CONT|NAME|PAUSE)\s+(\S+)`)
	goFail     = regexp.MustCompile(`^\s*--- FAIL: (\S+)`)
	pkgEnd     = regexp.MustCompile(`^(ok|FAIL|\?)\s+\S+`)
)

// state follows the output of one `make test`.
type state struct {
	out io.Writer
	// Go: the output lines of each test since its === RUN, and of the
	// package outside any test (build errors, panics, TestMain).
	current string
	byTest  map[string][]string
	pkg     []string
	// inPanic shows every line of a panic and its goroutine stacks until
	// the package's FAIL line.
	inPanic bool
	// inE2EFail shows the indented lines under "e2e FAIL …".
	inE2EFail bool
	// inVitestFailures shows Vitest's failure report, from its "Failed
	// Tests" banner to the summary.
	inVitestFailures bool
}

func filter(in io.Reader, out io.Writer) error {
	s := &state{out: out, byTest: map[string][]string{}}
	sc := bufio.NewScanner(in)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		s.line(sc.Text())
	}
	return sc.Err()
}

func (s *state) show(line string) { fmt.Fprintln(s.out, line) }

func keep(lines []string, line string) []string {
	lines = append(lines, line)
	if len(lines) > maxKept {
		lines = lines[len(lines)-maxKept:]
	}
	return lines
}

func (s *state) line(line string) {
	switch {
	case s.inPanic:
		s.show(line)
		if pkgEnd.MatchString(line) {
			s.inPanic = false
			s.endPackage()
		}
		return
	case s.inVitestFailures:
		s.show(line)
		if strings.Contains(line, "Test Files ") {
			s.inVitestFailures = false
		}
		return
	case s.inE2EFail:
		if strings.HasPrefix(line, " ") || strings.HasPrefix(line, "\t") {
			s.show(line)
			return
		}
		s.inE2EFail = false
	}

	if m := testMarker.FindStringSubmatch(line); m != nil {
		s.current = m[2]
		return
	}
	if strings.HasPrefix(line, "panic: ") || strings.HasPrefix(line, "fatal error: ") {
		// The test that panicked: what it printed before comes first.
		s.flushTest(s.current)
		s.show(line)
		s.inPanic = true
		return
	}
	if strings.Contains(line, "Failed Tests") && strings.Contains(line, "⎯") {
		s.show(line)
		s.inVitestFailures = true
		return
	}
	if strings.HasPrefix(line, "e2e FAIL") {
		s.show(line)
		s.inE2EFail = true
		return
	}
	if m := goFail.FindStringSubmatch(line); m != nil {
		s.show(line)
		s.flushTest(m[1])
		return
	}
	if pkgEnd.MatchString(line) {
		if strings.HasPrefix(line, "FAIL") && len(s.pkg) > 0 {
			// A build error or a failure outside any test (TestMain).
			for _, l := range s.pkg {
				s.show("    " + l)
			}
		}
		s.show(line)
		s.endPackage()
		return
	}
	if resultLine.MatchString(line) {
		s.show(line)
		if strings.HasPrefix(line, "--- ") || strings.HasPrefix(strings.TrimSpace(line), "--- ") {
			return
		}
	}
	if s.current != "" {
		s.byTest[s.current] = keep(s.byTest[s.current], line)
	} else {
		s.pkg = keep(s.pkg, line)
	}
}

// flushTest shows what a failed test printed (its t.Error messages, log
// lines and any stack), once.
func (s *state) flushTest(name string) {
	for _, l := range s.byTest[name] {
		s.show("    " + strings.TrimLeft(l, " "))
	}
	delete(s.byTest, name)
}

func (s *state) endPackage() {
	s.current = ""
	s.byTest = map[string][]string{}
	s.pkg = nil
}

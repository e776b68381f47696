package main

import (
	"fmt"
	"os"
	"regexp"
	"strings"
)

// profileHeading opens the report's section of profile findings. It is
// written by hand (what a profile showed and what was done about it),
// so a run keeps it as it was, wherever it stood, and puts it after the
// summary.
const profileHeading = "## Profile findings"

// keptSection returns the section under heading in the report at path,
// from its heading to the next second-level heading, or "" when there is
// none.
func keptSection(path, heading string) string {
	old, err := os.ReadFile(path)
	if err != nil {
		return ""
	}
	text := string(old)
	start := strings.Index(text, "\n"+heading+"\n")
	if start < 0 {
		return ""
	}
	rest := text[start+1:]
	if end := strings.Index(rest[len(heading):], "\n## "); end >= 0 {
		rest = rest[:len(heading)+end+1]
	}
	return "\n" + strings.TrimRight(rest, "\n") + "\n"
}

var boldFigure = regexp.MustCompile(`\*\*([^*]+)\*\*`)

// closingNote quotes the key figure of every summary row that has one
// (the bold one), beside its goal and whether it was met.
func closingNote(rows []summaryRow) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n## Closing note\n\n")
	fmt.Fprintf(&b, "Each key figure of this run, quoted from the summary:\n\n")
	for _, row := range rows {
		m := boldFigure.FindStringSubmatch(row.measured)
		if m == nil {
			continue
		}
		verdict := "met"
		if !row.met {
			verdict = "**not met**"
		}
		fmt.Fprintf(&b, "- %s: %s (goal %s) — %s.\n", row.figure, m[1], row.goal, verdict)
	}
	return b.String()
}

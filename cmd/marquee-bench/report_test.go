package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestReportKeepsFindingsAndQuotesGoals: a rewrite keeps the hand-written
// profile findings, carries the goals unchanged with the key
// figure in bold, and quotes every key figure in its closing note.
func TestReportKeepsFindingsAndQuotesGoals(t *testing.T) {
	path := filepath.Join(t.TempDir(), "benchmarks.md")
	findings := "## Profile findings\n\nThe claim spent its time waiting for a writer.\n\n- one\n- two\n"
	if err := os.WriteFile(path, []byte("# Benchmarks\n\nold\n\n"+findings+"\n## Booking: hot seat\n\nold table\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	ms := time.Millisecond
	r := &report{
		started: time.Now(),
		read:    []readResult{{dialect: "sqlite", conns: 64, duration: time.Second, gqlRPS: 710, plainRPS: 1000}},
		hot: []hotResult{{dialect: "postgres", screen: "10×9", trials: 3, buyers: 1000, winners: []int{1, 1, 1},
			settleP50: 140 * ms, settleMax: 150 * ms, othersConflict: true, baseP50: 100 * ms, baseMax: 120 * ms}},
		distinct: []distinctResult{{dialect: "sqlite", screen: "264-seat", n: 10, workers: 2, gqlRate: 400, rawRate: 1000}},
	}
	if err := r.write(path); err != nil {
		t.Fatal(err)
	}
	got, _ := os.ReadFile(path)
	text := string(got)
	for _, want := range []string{
		findings,
		"| 710 rps, p99 0.0 ms → **0.71** | ≥ 0.7 on both |",
		"settle p50 140.0 ms → **1.40** | ≤ 1.3 on both |",
		"400/s, p99 0.0 ms → **0.40** | ≥ 0.5 on both |",
		"## Closing note",
		"(sqlite, 64 connections): 0.71 (goal ≥ 0.7 on both) — met.",
		"(postgres): 1.40 (goal ≤ 1.3 on both) — **not met**.",
		"(sqlite, 2 clients): 0.40 (goal ≥ 0.5 on both) — **not met**.",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("report lacks %q:\n%s", want, text)
		}
	}
	if strings.Count(text, "## Profile findings") != 1 || strings.Contains(text, "old table") {
		t.Errorf("findings not kept exactly once, or the old report leaked:\n%s", text)
	}
}

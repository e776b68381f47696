package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"marquee/internal/testsupport/livebench"
)

// The per-operation section divides each count and CPU by the bookings,
// shows the database's and the NATS server's CPU only where they were
// measured, and the room's CPU per update; with nothing measured it is
// left out.
func TestPerOpMarkdown(t *testing.T) {
	stmts := []stmtResult{
		{dialect: "sqlite", bus: "in-process", clients: 16, bookings: 100, shows: 3, took: 200 * time.Millisecond, book: 900, pay: 1300, mail: 30, other: 150, txControl: 490, writes: 860,
			appCPU: 500 * time.Millisecond},
		{dialect: "postgres", bus: "nats", clients: 16, bookings: 100, shows: 1, took: time.Second, book: 900, pay: 1600, relay: 100, mail: 160, other: 150, txControl: 440, writes: 1220,
			appCPU: 400 * time.Millisecond, dbCPU: 800 * time.Millisecond, natsCPU: 20 * time.Millisecond},
	}
	room := roomRun()
	room.CPU, room.Updates = 3*time.Second, 100000
	md := perOpMarkdown(stmts, &livebench.Results{Room: []livebench.RoomRun{room}})
	for _, want := range []string{
		"## Per-operation costs",
		"| sqlite | in-process | 16 | 100 | 3 | 500/s | **23.8** | 9.0 | 13.0 | 0.0 | 0.3 | 1.5 | 4.9 | 8.6 | 5.00 ms | — | — |",
		"| postgres | nats | 16 | 100 | 1 | 100/s | **29.1** | 9.0 | 16.0 | 1.0 | 1.6 | 1.5 | 4.4 | 12.2 | 4.00 ms | 8.00 ms | 0.20 ms |",
		"| postgres | 3 | 20000 | 90 s | 100000 | 3000.0 ms | 30.0 µs |",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("section lacks %q:\n%s", want, md)
		}
	}
	if md := perOpMarkdown(nil, &livebench.Results{}); md != "" {
		t.Errorf("section with nothing measured: %q", md)
	}

	// The report's opening points at the section and at capacity.md.
	path := filepath.Join(t.TempDir(), "benchmarks.md")
	if err := (&report{started: time.Now(), stmts: stmts}).write(path); err != nil {
		t.Fatal(err)
	}
	out, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(out), "[per-operation costs](#per-operation-costs) are what [capacity.md](capacity.md)") ||
		!strings.Contains(string(out), "\n## Per-operation costs\n") {
		t.Errorf("report without the per-operation costs' link and section:\n%s", out)
	}
}

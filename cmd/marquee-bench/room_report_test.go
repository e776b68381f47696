package main

import (
	"strings"
	"testing"
	"time"

	"marquee/internal/testsupport/livebench"
)

// roomRun is a waiting-room run that meets every goal: 24 KiB a socket,
// p99 900 ms, 600 a minute exactly, 500 tokens for 500 places and users.
func roomRun() livebench.RoomRun {
	return livebench.RoomRun{Dialect: "postgres", Replicas: 3, Sockets: 20000, Rate: 600, Before: 40 << 20, After: 40<<20 + 20000*24<<10,
		Latency:  livebench.Quantiles{N: 4000, P50: 300 * time.Millisecond, P99: 900 * time.Millisecond, Max: 1200 * time.Millisecond},
		Admitted: 900, AdmittedFor: 90 * time.Second, Tokens: 500, Places: 500, Users: 500, Room: 500}
}

// The waiting room's rows carry issue 28's goals word for word, the key
// figure in bold, and hold each figure to its goal.
func TestRoomSummaryRows(t *testing.T) {
	pg, lite := roomRun(), roomRun()
	lite.Dialect, lite.Replicas = "sqlite", 1
	rows := roomRows([]livebench.RoomRun{pg, lite})
	want := []struct{ figure, goal, bold string }{
		{"RSS per queued socket, 20000 sockets on one replica (postgres)", "≤ 25 KiB", "**24.0 KiB**"},
		{"admission batch to position update, 20000 sockets, 600/min (postgres)", "p99 ≤ 1 s", "**p99 900.0 ms**"},
		{"admissions per minute, 3 replicas (postgres)", "the configured rate ± 5%", "**600.0/min**"},
		{"admission tokens, distinct places, distinct users", "none admitted twice across 3 replicas", "**500 / 500 / 500 / 500**"},
		// One replica alone cannot admit twice across three: no such row.
		{"RSS per queued socket, 20000 sockets on one replica (sqlite)", "≤ 25 KiB", "**24.0 KiB**"},
		{"admission batch to position update, 20000 sockets, 600/min (sqlite)", "p99 ≤ 1 s", "**p99 900.0 ms**"},
		{"admissions per minute, 1 replicas (sqlite)", "the configured rate ± 5%", "**600.0/min**"},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d: %+v", len(rows), len(want), rows)
	}
	for i, w := range want {
		if r := rows[i]; !strings.Contains(r.figure, w.figure) || r.goal != w.goal || !strings.Contains(r.measured, w.bold) || !r.met {
			t.Errorf("row %d = %+v\nwant figure ~%q, goal %q, measured with %q, met", i, r, w.figure, w.goal, w.bold)
		}
	}
	if roomRows(nil) != nil {
		t.Error("rows without a room run")
	}
	// Without room runs, the live rows are the other parts' alone.
	if rows := liveLatencyRows(&livebench.Results{}); len(rows) != 0 {
		t.Errorf("live rows without any run: %+v", rows)
	}
	if rows := liveLatencyRows(&livebench.Results{Room: []livebench.RoomRun{pg}}); len(rows) != 4 || rows[3].goal != roomOnceGoal {
		t.Errorf("live rows of one room run: %+v", rows)
	}
}

// Each goal missed by a little is not met, and only its own row says so.
func TestRoomRowsNotMet(t *testing.T) {
	cases := []struct {
		name  string
		row   int
		spoil func(r *livebench.RoomRun)
	}{
		{"25.1 KiB a socket", 0, func(r *livebench.RoomRun) { r.After = r.Before + 20000*25*1024 + 20000*103 }},
		{"p99 a millisecond over 1 s", 1, func(r *livebench.RoomRun) { r.Latency.P99 = time.Second + time.Millisecond }},
		{"no update timed", 1, func(r *livebench.RoomRun) { r.Latency = livebench.Quantiles{} }},
		{"6% slow", 2, func(r *livebench.RoomRun) { r.Admitted = 846 }},
		{"6% fast", 2, func(r *livebench.RoomRun) { r.Admitted = 954 }},
		{"nothing admitted in the window", 2, func(r *livebench.RoomRun) { r.Admitted, r.AdmittedFor = 0, 0 }},
		{"a place admitted twice", 3, func(r *livebench.RoomRun) { r.Places = 499 }},
		{"a user admitted twice", 3, func(r *livebench.RoomRun) { r.Users = 499 }},
		{"the room counted one more than its tokens", 3, func(r *livebench.RoomRun) { r.Room = 501 }},
		{"no token at all", 3, func(r *livebench.RoomRun) { r.Tokens, r.Places, r.Users, r.Room = 0, 0, 0, 0 }},
	}
	for _, c := range cases {
		r := roomRun()
		c.spoil(&r)
		for i, row := range roomRows([]livebench.RoomRun{r}) {
			if row.met == (i == c.row) {
				t.Errorf("%s: row %d met = %v (%+v)", c.name, i, row.met, row)
			}
		}
	}
	// The edges of ± 5% are met.
	for _, n := range []int{855, 945} {
		r := roomRun()
		r.Admitted = n
		if !roomRows([]livebench.RoomRun{r})[2].met {
			t.Errorf("%d in 90 s (%.1f/min) is within 5%% of 600 and was not met", n, r.PerMinute())
		}
	}
}

package main

import (
	"strings"
	"testing"
	"time"

	"marquee/internal/testsupport/livebench"
)

func fanoutOf(dialect string, subscribers int, p99 time.Duration, missed int) livebench.Fanout {
	return livebench.Fanout{Dialect: dialect, Subscribers: subscribers, Changes: 30, Missed: missed,
		Latency: livebench.Quantiles{P50: p99 / 2, P99: p99, Max: p99}}
}

// The live rows carry issue 17's goals word for word, one row per
// database, the key figure in bold, and hold each figure to its goal.
func TestLiveSummaryRows(t *testing.T) {
	live := &livebench.Results{
		Fanout: []livebench.Fanout{
			fanoutOf("sqlite", 1000, 20*time.Millisecond, 0),
			fanoutOf("sqlite", 5000, 100*time.Millisecond, 0),
			fanoutOf("sqlite", 10000, 130*time.Millisecond, 0), // exactly 1.3 × the floor: met
			fanoutOf("postgres", 1000, 20*time.Millisecond, 0),
			fanoutOf("postgres", 5000, 100*time.Millisecond, 0),
			fanoutOf("postgres", 10000, 131*time.Millisecond, 0), // over 1.3 × the floor
		},
		Floor: []livebench.Floor{
			{Subscribers: 5000, Latency: livebench.Quantiles{P99: 50 * time.Millisecond}},
			{Subscribers: 10000, Latency: livebench.Quantiles{P99: 100 * time.Millisecond}},
		},
		Memory: []livebench.Memory{
			{Dialect: "sqlite", Connections: 10000, Before: 30 << 20, After: 30<<20 + 10000*40<<10}, // 40 KiB: met
			{Dialect: "postgres", Connections: 10000, Before: 30 << 20, After: 30<<20 + 10000*41<<10},
		},
		Throughput: []livebench.Throughput{
			{Dialect: "sqlite", Viewers: 1000, Off: 100, OnIdle: 100, OnWatched: 70},
			{Dialect: "postgres", Viewers: 1000, Off: 100, OnIdle: 100, OnWatched: 69},
		},
	}
	rows := append(liveLatencyRows(live), liveThroughputRows(live.Throughput)...)
	want := []struct {
		figure, goal, bold string
		met                bool
	}{
		{"commit-to-receipt p99, 5000 subscribers (sqlite)", "tracked: the 10000 row's growth", "", true},
		{"commit-to-receipt p99, 10000 subscribers ÷ the bare-TCP floor (sqlite)", "10,000 subscribers' p99 ≤ 1.3 × the floor's 10,000 p99 of the same run, none missed", "**1.30**", true},
		{"commit-to-receipt p99, 5000 subscribers (postgres)", "tracked: the 10000 row's growth", "", true},
		{"commit-to-receipt p99, 10000 subscribers ÷ the bare-TCP floor (postgres)", "10,000 subscribers' p99 ≤ 1.3 × the floor's 10,000 p99 of the same run, none missed", "**1.31**", false},
		{"RSS per idle subscribed socket, 10000 sockets (sqlite)", "≤ 40 KiB", "**40.0 KiB**", true},
		{"RSS per idle subscribed socket, 10000 sockets (postgres)", "≤ 40 KiB", "**41.0 KiB**", false},
		{"fan-out on ÷ off, 1000 watching (sqlite)", "≥ 0.7 on both", "**0.70**", true},
		{"fan-out on ÷ off, 1000 watching (postgres)", "≥ 0.7 on both", "**0.69**", false},
	}
	if len(rows) != len(want) {
		t.Fatalf("%d rows, want %d: %+v", len(rows), len(want), rows)
	}
	for i, w := range want {
		r := rows[i]
		if !strings.Contains(r.figure, w.figure) || r.goal != w.goal || !strings.Contains(r.measured, w.bold) || r.met != w.met {
			t.Errorf("row %d = %+v\nwant figure ~%q, goal %q, measured with %q, met %v", i, r, w.figure, w.goal, w.bold, w.met)
		}
	}
	// A subscriber missed at either size fails the fan-out goal.
	live.Fanout[1].Missed = 1
	if rows := liveLatencyRows(live); rows[1].met {
		t.Error("a missed subscriber at 5,000 still met the goal")
	}
}

// The 10,000 row is held to the floor of the same size, names it and the
// growth from 5,000; without a floor of that size it is not met.
func TestFanoutRowIsHeldToTheFloor(t *testing.T) {
	base, top := fanoutOf("sqlite", 5000, 60*time.Millisecond, 0), fanoutOf("sqlite", 10000, 120*time.Millisecond, 0)
	floor := []livebench.Floor{
		{Subscribers: 5000, Latency: livebench.Quantiles{P99: 20 * time.Millisecond}},
		{Subscribers: 10000, Latency: livebench.Quantiles{P99: 100 * time.Millisecond}},
	}
	rows := fanoutRows([]livebench.Fanout{base, top}, floor, "sqlite")
	if !strings.Contains(rows[1].measured, "**1.20** × the floor's p99") || !rows[1].met {
		t.Errorf("10,000 row = %+v, want 1.20 × the floor, met", rows[1])
	}
	if !strings.Contains(rows[1].baseline, "10000 sockets: p99 100.0 ms") || !strings.Contains(rows[1].baseline, "(2.00 × to 10000)") {
		t.Errorf("10,000 row baseline = %q, want the floor's p99 and the growth from 5,000", rows[1].baseline)
	}
	// A subscriber missed fails it, whatever the ratio.
	top.Missed = 1
	if rows := fanoutRows([]livebench.Fanout{base, top}, floor, "sqlite"); rows[1].met {
		t.Error("a missed subscriber met the goal")
	}
	top.Missed = 0
	// A floor of other sizes is not held beside these.
	floor[1].Subscribers = 20000
	rows = fanoutRows([]livebench.Fanout{base, top}, floor, "sqlite")
	if rows[1].met || strings.Contains(rows[1].baseline, "floor") || !strings.Contains(rows[1].measured, "no floor of 10000 sockets") {
		t.Errorf("judged against a floor of another size: %+v", rows[1])
	}
}

package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"runtime/pprof"
	"strconv"
	"strings"
	"time"

	"marquee/internal/testsupport/livebench"
)

func main() {
	livebench.ServeFloorWriter() // when started as the fan-out floor's writer
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "live-bench:", err)
		os.Exit(1)
	}
}

func run() error {
	var cfg livebench.Config
	pg := flag.String("pg", os.Getenv("TEST_DATABASE_URL"), "PostgreSQL URL to create schemas in (empty: SQLite only, no cross-replica figure)")
	subs := flag.String("subscribers", "1000,5000,10000", "fan-out sizes, smallest first")
	parts := flag.String("parts", "", "measurements to run, comma-separated: fanout (with memory), cross, buses, room, throughput (default: all)")
	dialects := flag.String("dialects", "", "databases, comma-separated: sqlite, postgres (default: both)")
	flag.IntVar(&cfg.Changes, "changes", 30, "bookings timed per fan-out size")
	flag.IntVar(&cfg.CrossRate, "rate", 100, "cross-replica bookings per second")
	flag.DurationVar(&cfg.CrossDuration, "duration", 10*time.Second, "cross-replica run length")
	flag.IntVar(&cfg.BusWatchers, "bus-watchers", 3000, "bus comparison: watchers of one show over three replicas")
	flag.IntVar(&cfg.BusRate, "bus-rate", 50, "bus comparison: bookings per second")
	flag.IntVar(&cfg.BusBookings, "bus-bookings", 300, "bus comparison: bookings per bus (at most 400)")
	flag.IntVar(&cfg.RoomSockets, "room-sockets", 20000, "waiting room: sockets queued on one replica")
	flag.IntVar(&cfg.RoomRate, "room-rate", 600, "waiting room: admissions per minute")
	flag.DurationVar(&cfg.RoomFor, "room-for", 90*time.Second, "waiting room: how long admissions are measured once every socket is queued")
	flag.IntVar(&cfg.Bookings, "bookings", 1500, "bookings per throughput run")
	flag.IntVar(&cfg.Workers, "workers", 16, "concurrent booking clients in the throughput runs")
	flag.IntVar(&cfg.Viewers, "viewers", 1000, "subscribers during the watched throughput run")
	out := flag.String("out", "", "also write the Markdown to this file")
	cpuProfile := flag.String("cpuprofile", "", "write a CPU profile of this process (the throughput runs serve in-process; the fan-out server is a process of its own)")
	flag.Parse()
	cfg.PostgresURL = *pg
	cfg.Parts, cfg.Dialects = splitList(*parts), splitList(*dialects)
	for _, s := range splitList(*subs) {
		n, err := strconv.Atoi(s)
		if err != nil || n <= 0 {
			return fmt.Errorf("bad -subscribers %q", *subs)
		}
		cfg.Subscribers = append(cfg.Subscribers, n)
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	res, err := livebench.Run(context.Background(), cfg)
	if err != nil {
		return err
	}
	md := res.Markdown()
	fmt.Print(md)
	if *out != "" {
		return os.WriteFile(*out, []byte(md), 0o644)
	}
	return nil
}

func splitList(s string) []string {
	var out []string
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

package main

import (
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"marquee/internal/testsupport/livebench"
)

func main() {
	var cfg livebench.Config
	pg := flag.String("pg", os.Getenv("TEST_DATABASE_URL"), "PostgreSQL URL to create schemas in (empty: SQLite only, no cross-replica figure)")
	subs := flag.String("subscribers", "1000,5000", "fan-out sizes, smallest first")
	flag.IntVar(&cfg.Changes, "changes", 30, "bookings timed per fan-out size")
	flag.IntVar(&cfg.CrossRate, "rate", 100, "cross-replica bookings per second")
	flag.DurationVar(&cfg.CrossDuration, "duration", 10*time.Second, "cross-replica run length")
	flag.IntVar(&cfg.Bookings, "bookings", 1500, "bookings per throughput run")
	flag.IntVar(&cfg.Workers, "workers", 16, "concurrent booking clients in the throughput runs")
	flag.IntVar(&cfg.Viewers, "viewers", 1000, "subscribers during the watched throughput run")
	out := flag.String("out", "", "also write the Markdown to this file")
	flag.Parse()
	cfg.PostgresURL = *pg
	for _, s := range strings.Split(*subs, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n <= 0 {
			fmt.Fprintf(os.Stderr, "live-bench: bad -subscribers %q\n", *subs)
			os.Exit(2)
		}
		cfg.Subscribers = append(cfg.Subscribers, n)
	}
	res, err := livebench.Run(context.Background(), cfg)
	if err != nil {
		fmt.Fprintln(os.Stderr, "live-bench:", err)
		os.Exit(1)
	}
	md := res.Markdown()
	fmt.Print(md)
	if *out != "" {
		if err := os.WriteFile(*out, []byte(md), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "live-bench:", err)
			os.Exit(1)
		}
	}
}

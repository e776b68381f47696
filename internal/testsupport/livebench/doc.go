// Package livebench measures the live seat map: commit-to-receipt latency
// with thousands of subscribers on one show beside the floor of the host
// (the same number of bare loopback TCP messages, floor.go, written by a
// child process of the benchmark's own executable), memory per idle subscribed
// connection, cross-replica latency at a steady booking rate, and booking
// throughput with the fan-out on and off. Run prints the figures and
// Markdown renders them for docs/benchmarks.md; `go run
// ./internal/testsupport/livebench/live-bench` runs everything with defaults.
package livebench

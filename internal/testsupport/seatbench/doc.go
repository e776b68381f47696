// Package seatbench measures the bestSeats proposal on the sample
// catalogue's 264-seat screen (sample.GrandLayout): the pure choice over
// seat maps from empty to nearly full, and the whole service call with
// its reads of the show and its seats. The Go benchmark (BenchmarkBestSeats
// in internal/domain/booking) and `make bench` (cmd/marquee-bench) run the
// same cases.
package seatbench

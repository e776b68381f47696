// Package searchbench measures the movie search and filters on a
// generated catalogue of 2,000 movies (dbtest.InsertCatalogue): the
// as-you-type dropdown, a full results page, the filters together, and
// the unfiltered programme as the baseline. The Go benchmark
// (BenchmarkSearch in internal/domain/programme) and `make bench`
// (cmd/marquee-bench) run the same cases through the same service.
package searchbench

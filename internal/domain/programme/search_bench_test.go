package programme_test

import (
	"context"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/searchbench"
)

// BenchmarkSearch runs the movies search and filters on a catalogue of
// 2,000 generated movies, on each database:
//
//	go test -run '^$' -bench Search ./internal/domain/programme/
func BenchmarkSearch(b *testing.B) {
	for _, dialect := range dbtest.Dialects(b) {
		b.Run(dialect, func(b *testing.B) {
			svc, err := searchbench.Setup(context.Background(), dbtest.Open(b, dialect))
			if err != nil {
				b.Fatal(err)
			}
			for _, c := range searchbench.Cases() {
				b.Run(c.Name, func(b *testing.B) { searchbench.Loop(b, svc, c) })
			}
		})
	}
}

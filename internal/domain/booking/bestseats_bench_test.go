package booking_test

import (
	"context"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/seatbench"
)

// BenchmarkBestSeats times bestSeats on the 264-seat screen: the pure
// choice over seat maps from empty to nearly full, and the whole service
// call on each database (make bench reports the same cases):
//
//	go test -run '^$' -bench BestSeats ./internal/domain/booking/
func BenchmarkBestSeats(b *testing.B) {
	for _, c := range seatbench.Cases() {
		b.Run(c.Name, func(b *testing.B) { seatbench.Loop(b, c) })
	}
	for _, dialect := range dbtest.Dialects(b) {
		b.Run(dialect+": "+seatbench.ServiceCase, func(b *testing.B) {
			svc, showID, err := seatbench.Setup(context.Background(), dbtest.Open(b, dialect))
			if err != nil {
				b.Fatal(err)
			}
			seatbench.ServiceLoop(b, svc, showID)
		})
	}
}

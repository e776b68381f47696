package seatengine

import (
	"context"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db/dbtest"
)

// buyersPerSeat is how many buyers ask for each seat of the hot-seat
// benchmark, one after another as the parallel goroutines take them.
const buyersPerSeat = 32

// BenchmarkClaimHotSeat: buyersPerSeat buyers in a row ask for each seat,
// from 32 goroutines; one gets it. ns/op is one buyer's cost in the
// engine, loser or winner; the losers are refused from memory, by a
// claim in flight they waited for, by a claim of the same batch, or by
// the database (db-refusals/op).
func BenchmarkClaimHotSeat(b *testing.B) {
	benchClaims(b, func(i int64) string { return fmt.Sprintf("H%d", i/buyersPerSeat) })
}

// BenchmarkClaimDistinctSeats: every buyer asks for a seat of their own,
// from 32 goroutines, so every claim commits; claims that queue up meanwhile
// share a transaction (tx/op).
func BenchmarkClaimDistinctSeats(b *testing.B) {
	benchClaims(b, func(i int64) string { return fmt.Sprintf("D%d", i) })
}

// benchClaims runs, on each configured database, buyers asking for
// seatOf(i) for the i-th buyer, each as a booking request asks the
// engine: refused before the show is read, else the show read (shared),
// refused with its version, else the claim.
func benchClaims(b *testing.B, seatOf func(i int64) string) {
	for _, dialect := range dbtest.Dialects(b) {
		b.Run(dialect, func(b *testing.B) {
			bdb := dbtest.Open(b, dialect)
			show := newShow(b, bdb)
			var txs atomic.Int64
			e := New(bdb.WithQueryHook(countBegins{&txs}), &events{})
			var next, won, dbRefused atomic.Int64
			ctx := context.Background()
			b.SetParallelism(max(1, 32/runtime.GOMAXPROCS(0))) // 32 buyers at once
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					seats := []string{seatOf(next.Add(1) - 1)}
					err := buy(ctx, e, show, seats)
					var taken *Taken
					switch {
					case err == nil:
						won.Add(1)
					case errors.As(err, &taken):
						if !taken.FromMemory {
							dbRefused.Add(1)
						}
					default:
						b.Error(err)
						return
					}
				}
			})
			b.StopTimer()
			n := float64(b.N)
			b.ReportMetric(float64(txs.Load())/n, "tx/op")
			b.ReportMetric(float64(dbRefused.Load())/n, "db-refusals/op")
			if want := int64(len(distinct(b.N, seatOf))); won.Load() != want {
				b.Fatalf("%d claims won for %d seats", won.Load(), want)
			}
		})
	}
}

// buy is the engine's part of a booking request for seats of show.
func buy(ctx context.Context, e *Engine, show string, seats []string) error {
	began := time.Now()
	if taken := e.Refuse(ctx, show, seats, Seen{Version: NoVersion, Began: began}); len(taken) > 0 {
		return &Taken{Seats: taken, FromMemory: true}
	}
	sh, err := e.Show(ctx, show, began)
	if err != nil {
		return err
	}
	seen := Seen{Version: sh.SeatVersion, Began: began}
	if taken := e.Refuse(ctx, show, seats, seen); len(taken) > 0 {
		return &Taken{Seats: taken, FromMemory: true}
	}
	_, err = e.Claim(ctx, show, seats, seen, claim(show, seats, nil))
	return err
}

// distinct is the set of seats the first n buyers ask for.
func distinct(n int, seatOf func(i int64) string) map[string]bool {
	seats := map[string]bool{}
	for i := range int64(n) {
		seats[seatOf(i)] = true
	}
	return seats
}

// countBegins counts the transactions an engine opens.
type countBegins struct{ n *atomic.Int64 }

func (c countBegins) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	if strings.HasPrefix(ev.Query, "BEGIN") {
		c.n.Add(1)
	}
	return ctx
}
func (c countBegins) AfterQuery(context.Context, *bun.QueryEvent) {}

package db_test

import (
	"context"
	"fmt"
	"maps"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// SeatVersions answers every existing show among the ids with its current
// seat version, in one statement per batch of ids.
func TestSeatVersions(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		addMovie(t, bdb, 1)
		var ids []string
		for i := range 5 {
			id := fmt.Sprintf("00000000-0000-0000-0000-0000000000%02d", i)
			addShow(t, bdb, id, 1, t0.Add(time.Duration(i)*3*time.Hour))
			ids = append(ids, id)
		}
		want := map[string]int64{}
		for i, id := range ids {
			for range i {
				_, err := db.BumpSeatVersion(ctx, bdb, id)
				must(t, err)
			}
			want[id] = int64(i)
		}
		missing := "00000000-0000-0000-0000-0000000000ff"

		counter := &queryCounter{}
		bdb.AddQueryHook(counter)
		got, err := db.SeatVersions(ctx, bdb, append(ids, missing))
		must(t, err)
		if !maps.Equal(got, want) || counter.n.Load() != 1 {
			t.Fatalf("SeatVersions = %v in %d statements; want %v in 1", got, counter.n.Load(), want)
		}

		defer db.SetSeatVersionsBatch(2)()
		counter.n.Store(0)
		got, err = db.SeatVersions(ctx, bdb, append(ids, missing))
		must(t, err)
		if !maps.Equal(got, want) || counter.n.Load() != 3 {
			t.Fatalf("batches of 2: SeatVersions = %v in %d statements; want %v in 3", got, counter.n.Load(), want)
		}

		counter.n.Store(0)
		got, err = db.SeatVersions(ctx, bdb, nil)
		if err != nil || len(got) != 0 || counter.n.Load() != 0 {
			t.Fatalf("no ids: %v %v in %d statements; want nothing asked", got, err, counter.n.Load())
		}
	})
}

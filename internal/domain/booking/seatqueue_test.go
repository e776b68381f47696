package booking

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db/dbtest"
)

type callerKey struct{}

// TestSeatChangeSeesItsCallersContext: a change runs with its caller's
// context values, on SQLite's queue as on PostgreSQL, but a caller that
// gave up before its turn never runs.
func TestSeatChangeSeesItsCallersContext(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		s := New(bdb, time.Minute, time.UTC, nil, nil)
		ctx := context.WithValue(context.Background(), callerKey{}, "asha")
		var seen any
		_, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
			seen = ctx.Value(callerKey{})
			return seatChange{}, nil
		})
		if err != nil || seen != "asha" {
			t.Fatalf("change saw %v (%v), want the caller's value", seen, err)
		}
		gone, cancel := context.WithCancel(ctx)
		cancel()
		ran := false
		_, err = s.changeSeats(gone, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
			ran = true
			return seatChange{}, nil
		})
		if err == nil || ran {
			t.Fatalf("a cancelled caller's change ran (%v)", err)
		}
	})
}

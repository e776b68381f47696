package seatengine

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db/dbtest"
)

type callerKey struct{}

// TestSeatChangeSeesItsCallersContext: a change runs with its caller's
// context values, on SQLite's queue as on PostgreSQL, but a caller that
// gave up before its turn never runs.
func TestSeatChangeSeesItsCallersContext(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		e := New(bdb, &events{})
		ctx := context.WithValue(context.Background(), callerKey{}, "asha")
		var seen any
		_, err := e.Change(ctx, func(ctx context.Context, tx bun.Tx) (Change, error) {
			seen = ctx.Value(callerKey{})
			return Change{}, nil
		})
		if err != nil || seen != "asha" {
			t.Fatalf("change saw %v (%v), want the caller's value", seen, err)
		}
		gone, cancel := context.WithCancel(ctx)
		cancel()
		ran := false
		_, err = e.Change(gone, func(ctx context.Context, tx bun.Tx) (Change, error) {
			ran = true
			return Change{}, nil
		})
		if err == nil || ran {
			t.Fatalf("a cancelled caller's change ran (%v)", err)
		}
	})
}

package db_test

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// A seat event is recorded in the writing transaction with the show's
// seats at the version it bumped to; a relay's claim is a lease nobody
// else can take while it runs; rows published are deleted, the rest
// released for any relay at once; a lease that ran out (its relay died)
// is taken over.
func TestSeatEventOutbox(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		addMovie(t, bdb, 1)
		show := "00000000-0000-0000-0000-000000000042"
		addShow(t, bdb, show, 1, t0)
		for range 2 {
			must(t, bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				if _, err := db.BumpSeatVersion(ctx, tx, show); err != nil {
					return err
				}
				_, err := db.RecordSeatEvent(ctx, tx, show, t0)
				return err
			}))
		}
		// A rolled-back change leaves no row.
		_ = bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := db.BumpSeatVersion(ctx, tx, show); err != nil {
				return err
			}
			_, err := db.RecordSeatEvent(ctx, tx, show, t0)
			must(t, err)
			return context.Canceled
		})

		now := t0.Add(time.Minute)
		a, err := db.ClaimSeatEvents(ctx, bdb, "relay-a", now, 10*time.Second, 1)
		must(t, err)
		if len(a) != 1 || a[0].Version != 1 {
			t.Fatalf("relay A claimed %+v, want version 1 (the oldest)", a)
		}
		var p db.SeatEventPayload
		must(t, json.Unmarshal([]byte(a[0].Payload), &p))
		if p.ShowID != show || p.Version != 1 || p.Status != db.ShowScheduled {
			t.Fatalf("payload %+v", p)
		}
		b, err := db.ClaimSeatEvents(ctx, bdb, "relay-b", now, 10*time.Second, 10)
		must(t, err)
		if len(b) != 1 || b[0].Version != 2 {
			t.Fatalf("relay B claimed %+v while A's lease runs, want version 2 alone", b)
		}
		// B could not publish: its row is free again at once.
		must(t, db.ReleaseSeatEvents(ctx, bdb, "relay-b"))
		// A died holding version 1: once its lease ends, C takes both.
		c, err := db.ClaimSeatEvents(ctx, bdb, "relay-c", now.Add(11*time.Second), 10*time.Second, 10)
		must(t, err)
		if len(c) != 2 {
			t.Fatalf("relay C claimed %+v, want both rows", c)
		}
		// A's late delete names rows it no longer holds: nothing goes.
		must(t, db.DeleteSeatEvents(ctx, bdb, "relay-a", a))
		n, err := bdb.NewSelect().Model((*db.SeatEvent)(nil)).Count(ctx)
		must(t, err)
		if n != 2 {
			t.Fatalf("%d rows left after a relay whose lease ended deleted one, want 2", n)
		}
		must(t, db.DeleteSeatEvents(ctx, bdb, "relay-c", c[:1]))
		// A relay that published a row it never claimed deletes it
		// whoever holds it.
		must(t, db.DeleteSeatEvents(ctx, bdb, "", c[1:]))
		n, err = bdb.NewSelect().Model((*db.SeatEvent)(nil)).Count(ctx)
		must(t, err)
		if n != 0 {
			t.Fatalf("%d rows left after relay C published both", n)
		}
	})
}

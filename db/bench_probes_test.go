package db_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// PendingSeatEvents counts the outbox rows until a relay deletes them;
// BackendPIDs finds this connection's own backend by its application
// name on PostgreSQL and reports none on SQLite.
func TestBenchProbes(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		addMovie(t, bdb, 1)
		show := "00000000-0000-0000-0000-000000000043"
		addShow(t, bdb, show, 1, t0)
		n, err := db.PendingSeatEvents(ctx, bdb)
		if err != nil || n != 0 {
			t.Fatalf("PendingSeatEvents on an empty outbox = %d, %v", n, err)
		}
		must(t, bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := db.BumpSeatVersion(ctx, tx, show); err != nil {
				return err
			}
			_, err := db.RecordSeatEvent(ctx, tx, show, t0)
			return err
		}))
		if n, err = db.PendingSeatEvents(ctx, bdb); err != nil || n != 1 {
			t.Fatalf("PendingSeatEvents after one change = %d, %v; want 1", n, err)
		}
		rows, err := db.ClaimSeatEvents(ctx, bdb, "relay", t0, 0, 10)
		must(t, err)
		must(t, db.DeleteSeatEvents(ctx, bdb, "relay", rows))
		if n, err = db.PendingSeatEvents(ctx, bdb); err != nil || n != 0 {
			t.Fatalf("PendingSeatEvents once published = %d, %v; want 0", n, err)
		}

		if !db.IsPG(bdb) {
			if pids, err := db.BackendPIDs(ctx, bdb, "x"); err != nil || pids != nil {
				t.Fatalf("BackendPIDs on SQLite = %v, %v; want none", pids, err)
			}
			return
		}
		conn, err := bdb.Conn(ctx)
		must(t, err)
		defer conn.Close()
		if _, err := conn.ExecContext(ctx, "SET application_name = 'marquee-probe-test'"); err != nil {
			t.Fatal(err)
		}
		var own int
		must(t, conn.QueryRowContext(ctx, "SELECT pg_backend_pid()").Scan(&own))
		pids, err := db.BackendPIDs(ctx, bdb, "marquee-probe-test")
		if err != nil || len(pids) != 1 || pids[0] != own {
			t.Fatalf("BackendPIDs = %v, %v; want [%d]", pids, err, own)
		}
	})
}

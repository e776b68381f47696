package db

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/uptrace/bun"
)

// The reads below serve the benchmarks' per-operation costs
// (cmd/marquee-bench, docs/capacity.md); the application never calls them.

// PendingSeatEvents counts the seat-event outbox rows no relay has
// published yet (published rows are deleted).
func PendingSeatEvents(ctx context.Context, idb bun.IDB) (int, error) {
	n, err := idb.NewSelect().Model((*SeatEvent)(nil)).Count(ctx)
	if err != nil {
		return 0, fmt.Errorf("pending seat events: %w", err)
	}
	return int(n), nil
}

// BackendPIDs lists the process ids of the PostgreSQL backends serving
// connections opened with application_name app, so a benchmark can read
// the database's CPU for one application's work from the host. Nil on
// SQLite, which has no backends.
func BackendPIDs(ctx context.Context, idb bun.IDB, app string) ([]int, error) {
	if !IsPG(idb) {
		return nil, nil
	}
	var pids []int
	if err := idb.NewSelect().TableExpr("pg_stat_activity").Column("pid").
		Where("application_name = ?", app).Scan(ctx, &pids); err != nil {
		return nil, fmt.Errorf("backend pids: %w", err)
	}
	return pids, nil
}

// AdmissionsSnapshot reads a room's admission tokens and the room itself
// in one snapshot (repeatable read on PostgreSQL; a SQLite transaction
// reads one snapshot from its first read on), so a batch admitted while it
// reads shows in both or in neither.
func AdmissionsSnapshot(ctx context.Context, bdb *bun.DB, roomID string) ([]AdmissionToken, *WaitingRoom, error) {
	var toks []AdmissionToken
	var wr *WaitingRoom
	var opts *sql.TxOptions
	if IsPG(bdb) {
		opts = &sql.TxOptions{Isolation: sql.LevelRepeatableRead, ReadOnly: true}
	}
	err := bdb.RunInTx(ctx, opts, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if toks, err = AdmissionTokensOf(ctx, tx, roomID); err != nil {
			return err
		}
		wr, err = WaitingRoomByID(ctx, tx, roomID)
		return err
	})
	return toks, wr, err
}

package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"marquee/db"
)

// migrateWaitlist (0016) is the live waitlist (issue #29): one row per
// customer waiting for seats of a show, in join order. The partial unique
// index is what keeps one active entry (waiting or offered) per customer
// and show, whichever replica serves the join; an offer is a PENDING
// booking of the waiter's, named by booking_id. Written out as statements
// so the step stays what it was when the models change.
func migrateWaitlist(ctx context.Context, tx bun.Tx) error {
	tsType, intType, boolType := "TIMESTAMP", "INTEGER", "BOOLEAN"
	if db.IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	stmts := []string{
		`CREATE TABLE IF NOT EXISTS waitlist_entries (
			id TEXT PRIMARY KEY,
			show_id TEXT NOT NULL REFERENCES shows (id),
			user_id TEXT NOT NULL REFERENCES users (id),
			seats ` + intType + ` NOT NULL,
			together ` + boolType + ` NOT NULL,
			category TEXT,
			status TEXT NOT NULL,
			booking_id TEXT REFERENCES bookings (id),
			joined_at ` + tsType + ` NOT NULL,
			updated_at ` + tsType + ` NOT NULL
		)`,
		`CREATE UNIQUE INDEX IF NOT EXISTS waitlist_entries_active_key ON waitlist_entries (show_id, user_id)
			WHERE status IN ('WAITING', 'OFFERED')`,
		`CREATE INDEX IF NOT EXISTS waitlist_entries_show_idx ON waitlist_entries (show_id, status, joined_at, id)`,
		`CREATE INDEX IF NOT EXISTS waitlist_entries_user_idx ON waitlist_entries (user_id, joined_at)`,
		`CREATE INDEX IF NOT EXISTS waitlist_entries_booking_idx ON waitlist_entries (booking_id) WHERE booking_id IS NOT NULL`,
	}
	for _, stmt := range stmts {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"marquee/db"
)

// migrateSeatEventOutbox (0015) adds the seat-event outbox (issue #28):
// with EVENT_BUS_URL set, every committed seat change writes its show's
// seat map at the new version here, in its own transaction, and a relay
// on any replica publishes it to NATS JetStream and deletes it. A row
// outlives the replica that wrote it, so a change committed just before a
// crash is still announced. claimed_until and claim_token are a relay's
// lease on a row while it publishes. Written out as statements so the
// step stays what it was when the models change.
func migrateSeatEventOutbox(ctx context.Context, tx bun.Tx) error {
	tsType, intType := "TIMESTAMP", "INTEGER"
	if db.IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	stmts := []string{
		`CREATE TABLE IF NOT EXISTS seat_event_outbox (
			show_id TEXT NOT NULL,
			version ` + intType + ` NOT NULL,
			payload TEXT NOT NULL,
			created_at ` + tsType + ` NOT NULL,
			claimed_until ` + tsType + `,
			claim_token TEXT NOT NULL DEFAULT '',
			PRIMARY KEY (show_id, version)
		)`,
		`CREATE INDEX IF NOT EXISTS seat_event_outbox_created_idx ON seat_event_outbox (created_at)`,
	}
	for _, stmt := range stmts {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

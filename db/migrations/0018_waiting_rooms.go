package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"marquee/db"
)

// migrateWaitingRooms (0018) is the on-sale waiting room (issue #28): the
// rooms an admin opens for a movie or one show, with their admission
// counters (joined is the last place handed out, admitted the last place
// let in, so a waiter's position is its place less admitted and needs no
// count of the line); one entry per signed-in user and room, so a refresh
// or a second tab keeps the place; and the admission tokens, each used by
// at most one booking. Written out as statements so the step stays what
// it was when the models change.
func migrateWaitingRooms(ctx context.Context, tx bun.Tx) error {
	tsType, intType := "TIMESTAMP", "INTEGER"
	if db.IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	stmts := []string{
		`CREATE TABLE IF NOT EXISTS waiting_rooms (
			id TEXT PRIMARY KEY,
			movie_id ` + intType + ` NOT NULL REFERENCES movies (id),
			show_id TEXT REFERENCES shows (id),
			admit_per_minute ` + intType + ` NOT NULL,
			session_minutes ` + intType + ` NOT NULL,
			max_tickets_per_user ` + intType + ` NOT NULL,
			opened_by TEXT NOT NULL,
			opened_at ` + tsType + ` NOT NULL,
			closed_at ` + tsType + `,
			joined ` + intType + ` NOT NULL DEFAULT 0,
			admitted ` + intType + ` NOT NULL DEFAULT 0,
			admit_clock ` + tsType + ` NOT NULL,
			admit_version ` + intType + ` NOT NULL DEFAULT 0
		)`,
		// One open room per movie and one per show, whichever replica
		// opens it.
		`CREATE UNIQUE INDEX IF NOT EXISTS waiting_rooms_open_movie_key ON waiting_rooms (movie_id) WHERE closed_at IS NULL AND show_id IS NULL`,
		`CREATE UNIQUE INDEX IF NOT EXISTS waiting_rooms_open_show_key ON waiting_rooms (show_id) WHERE closed_at IS NULL AND show_id IS NOT NULL`,
		`CREATE TABLE IF NOT EXISTS waiting_entries (
			room_id TEXT NOT NULL REFERENCES waiting_rooms (id),
			user_id TEXT NOT NULL,
			place ` + intType + ` NOT NULL,
			joined_at ` + tsType + ` NOT NULL,
			PRIMARY KEY (room_id, user_id)
		)`,
		`CREATE UNIQUE INDEX IF NOT EXISTS waiting_entries_place_key ON waiting_entries (room_id, place)`,
		`CREATE TABLE IF NOT EXISTS admission_tokens (
			id TEXT PRIMARY KEY,
			room_id TEXT NOT NULL REFERENCES waiting_rooms (id),
			user_id TEXT NOT NULL,
			place ` + intType + ` NOT NULL,
			issued_at ` + tsType + ` NOT NULL,
			expires_at ` + tsType + ` NOT NULL,
			used_at ` + tsType + `,
			booking_id TEXT
		)`,
		`CREATE UNIQUE INDEX IF NOT EXISTS admission_tokens_place_key ON admission_tokens (room_id, place)`,
		`CREATE INDEX IF NOT EXISTS admission_tokens_user_idx ON admission_tokens (room_id, user_id, issued_at)`,
	}
	for _, stmt := range stmts {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

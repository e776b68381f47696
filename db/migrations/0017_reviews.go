package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"marquee/db"
)

// migrateReviews (0017) stores verified reviews (issue #29): one per
// customer and movie, which the unique key enforces whichever replica
// serves the second call; the admitted booking it was written after, so
// the page can say where and when the film was watched; and when an admin
// hid it (hidden reviews stay, for the audit trail, but count nowhere).
// Written out as statements so the step stays what it was when the
// models change.
func migrateReviews(ctx context.Context, tx bun.Tx) error {
	tsType, intType := "TIMESTAMP", "INTEGER"
	if db.IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	stmts := []string{
		`CREATE TABLE IF NOT EXISTS reviews (
			id TEXT PRIMARY KEY,
			user_id TEXT NOT NULL REFERENCES users (id),
			movie_id ` + intType + ` NOT NULL REFERENCES movies (id),
			booking_id TEXT NOT NULL REFERENCES bookings (id),
			rating INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 10),
			text TEXT NOT NULL,
			created_at ` + tsType + ` NOT NULL,
			updated_at ` + tsType + ` NOT NULL,
			hidden_at ` + tsType + `,
			hidden_by TEXT
		)`,
		`CREATE UNIQUE INDEX IF NOT EXISTS reviews_user_movie_key ON reviews (user_id, movie_id)`,
		// The movie page reads a movie's visible reviews, newest first,
		// and their average and count.
		`CREATE INDEX IF NOT EXISTS reviews_movie_idx ON reviews (movie_id, created_at) WHERE hidden_at IS NULL`,
	}
	for _, stmt := range stmts {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

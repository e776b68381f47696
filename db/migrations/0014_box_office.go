package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"marquee/db"
)

// migrateBoxOffice (0014) is what the box office, the reports, the
// distributors' settlement and the audit trail need (issue #27): a
// booking's sales channel (every existing booking was sold online), the
// payment method when it is not read from the provider (counter sales),
// who sold it, at which till and to what contact (a phone or e-mail,
// optional), and the till a counter refund was paid from; the tills; each film's hire agreement per
// cinema; and the audit log, which is only ever appended to. Written out
// as statements so the step stays what it was when the models change.
func migrateBoxOffice(ctx context.Context, tx bun.Tx) error {
	tsType, intType := "TIMESTAMP", "INTEGER"
	if db.IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	stmts := []string{
		`ALTER TABLE bookings ADD COLUMN channel TEXT NOT NULL DEFAULT 'ONLINE'`,
		`ALTER TABLE bookings ADD COLUMN payment_method TEXT`,
		`ALTER TABLE bookings ADD COLUMN sold_by TEXT REFERENCES users (id)`,
		`ALTER TABLE bookings ADD COLUMN till_id TEXT`,
		`ALTER TABLE bookings ADD COLUMN refund_till_id TEXT`,
		`ALTER TABLE bookings ADD COLUMN contact TEXT`,
		`CREATE TABLE IF NOT EXISTS tills (
			id TEXT PRIMARY KEY,
			opened_by TEXT NOT NULL REFERENCES users (id),
			opened_at ` + tsType + ` NOT NULL,
			float_paise ` + intType + ` NOT NULL,
			closed_at ` + tsType + `,
			counted TEXT,
			difference_paise ` + intType + `
		)`,
		// One open till per staff member: a second openTill is refused
		// by the database, whichever replica serves it.
		`CREATE UNIQUE INDEX IF NOT EXISTS tills_open_key ON tills (opened_by) WHERE closed_at IS NULL`,
		`CREATE INDEX IF NOT EXISTS bookings_till_idx ON bookings (till_id) WHERE till_id IS NOT NULL`,
		`CREATE INDEX IF NOT EXISTS bookings_refund_till_idx ON bookings (refund_till_id) WHERE refund_till_id IS NOT NULL`,
		`CREATE TABLE IF NOT EXISTS film_hires (
			movie_id ` + intType + ` NOT NULL REFERENCES movies (id),
			cinema_id TEXT NOT NULL REFERENCES cinemas (id),
			distributor TEXT NOT NULL,
			weekly_percent TEXT NOT NULL,
			minimum_guarantee_paise ` + intType + `,
			updated_at ` + tsType + ` NOT NULL,
			PRIMARY KEY (movie_id, cinema_id)
		)`,
		`CREATE TABLE IF NOT EXISTS audit_log (
			id TEXT PRIMARY KEY,
			at ` + tsType + ` NOT NULL,
			actor_id TEXT NOT NULL,
			action TEXT NOT NULL,
			subject TEXT NOT NULL,
			before_json TEXT,
			after_json TEXT
		)`,
		`CREATE INDEX IF NOT EXISTS audit_log_at_idx ON audit_log (at, id)`,
		`CREATE INDEX IF NOT EXISTS audit_log_subject_idx ON audit_log (subject, at)`,
	}
	for _, stmt := range stmts {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

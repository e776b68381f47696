package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"marquee/db"
)

// migrateRefunds (0006) gives bookings what a refund returned and when,
// and the mark of a refund under way. Bookings refunded before this step
// (late payments, always in full) get their whole amount, at their last
// update.
func migrateRefunds(ctx context.Context, tx bun.Tx) error {
	tsType, intType := "TIMESTAMP", "INTEGER"
	if db.IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	for _, stmt := range []string{
		`ALTER TABLE bookings ADD COLUMN refunded_paise ` + intType,
		`ALTER TABLE bookings ADD COLUMN refunded_at ` + tsType,
		`ALTER TABLE bookings ADD COLUMN refund_started_at ` + tsType,
	} {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	_, err := tx.NewUpdate().Table("bookings").
		Set("refunded_paise = amount_paise").Set("refunded_at = updated_at").
		Where("status = ?", db.StatusRefunded).Exec(ctx)
	return err
}

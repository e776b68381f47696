package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"

	"marquee/db"
)

// migrateReferences (0004) gives every booking a reference, unique by an
// index.
func migrateReferences(ctx context.Context, tx bun.Tx) error {
	if _, err := tx.ExecContext(ctx, `ALTER TABLE bookings ADD COLUMN reference TEXT NOT NULL DEFAULT ''`); err != nil {
		return err
	}
	if err := backfillReferences(ctx, tx); err != nil {
		return fmt.Errorf("backfill references: %w", err)
	}
	// The frozen model only names the table: the column is the one added
	// above.
	return createIndex(ctx, tx, (*bookingV1)(nil), "bookings_reference_key", true, "reference")
}

// backfillReferences gives every booking stored before references existed
// one derived from its id, so the step gives the same result wherever it
// runs; a clash (rare) rehashes with a counter.
func backfillReferences(ctx context.Context, tx bun.Tx) error {
	var ids []string
	if err := tx.NewSelect().Table("bookings").Column("id").Order("id").Scan(ctx, &ids); err != nil {
		return err
	}
	used := make(map[string]bool, len(ids))
	for _, id := range ids {
		var ref string
		for n := 0; ; n++ {
			if ref = db.DerivedReference(id, n); !used[ref] {
				break
			}
		}
		used[ref] = true
		if _, err := tx.NewUpdate().Table("bookings").Set("reference = ?", ref).Where("id = ?", id).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

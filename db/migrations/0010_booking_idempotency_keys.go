package migrations

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

// migrateIdempotencyKeys (0010) gives bookings the idempotency key of the
// request that made them. NULL (every booking made before, and those made
// without a key) is distinct from every other NULL in a unique index on
// both databases, so only keyed bookings are constrained. The statements
// are written out rather than derived from the Booking model, so this
// step stays what it was when later steps change the model.
func migrateIdempotencyKeys(ctx context.Context, tx bun.Tx) error {
	for _, stmt := range []string{
		`ALTER TABLE bookings ADD COLUMN idempotency_key TEXT`,
		`CREATE UNIQUE INDEX IF NOT EXISTS bookings_user_idempotency_key ON bookings (user_id, idempotency_key)`,
	} {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

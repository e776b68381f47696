package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// MigrateFirst applies only the first n steps: a database as an older
// release left it.
func MigrateFirst(ctx context.Context, bdb *bun.DB, n int) error {
	return migrate(ctx, bdb, steps[:n])
}

// LegacyShow and LegacyBooking are the rows as release 0002 stored them.
type (
	LegacyShow    = showV1
	LegacyBooking = bookingV1
	// LegacyMovie is a movie row as release 0001 stored it.
	LegacyMovie = movieV1
)

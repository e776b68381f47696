package db

import (
	"context"

	"github.com/uptrace/bun"
)

// MigrateFirst applies only the first n migration steps: a database as an
// older release left it.
func MigrateFirst(ctx context.Context, bdb *bun.DB, n int) error {
	return migrate(ctx, bdb, migrations[:n])
}

// LegacyShow and LegacyBooking are the rows as release 0002 stored them.
type (
	LegacyShow    = showV1
	LegacyBooking = bookingV1
)

var PgxDSN = pgxDSN

// SetSeatVersionsBatch lowers the ids per SeatVersions statement, so a
// test can cross the bound with a few shows; it returns the restore.
func SetSeatVersionsBatch(n int) (restore func()) {
	old := seatVersionsBatch
	seatVersionsBatch = n
	return func() { seatVersionsBatch = old }
}

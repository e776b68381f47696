package migrations

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// checkInV5 is the table as migration 0005 made it.
type checkInV5 struct {
	bun.BaseModel `bun:"table:check_ins"`

	BookingID   string    `bun:"booking_id,pk"`
	StaffID     string    `bun:"staff_id,notnull"`
	CheckedInAt time.Time `bun:"checked_in_at,notnull"`
}

func migrateCheckIns(ctx context.Context, tx bun.Tx) error {
	return createTable(ctx, tx, (*checkInV5)(nil), `("booking_id") REFERENCES "bookings" ("id")`)
}

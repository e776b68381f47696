package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// CheckIn records that a booking's holders were admitted. The booking id
// is the primary key, so a ticket admits once however many scanners race.
type CheckIn struct {
	bun.BaseModel `bun:"table:check_ins"`

	BookingID   string    `bun:"booking_id,pk"`
	StaffID     string    `bun:"staff_id,notnull"`
	CheckedInAt time.Time `bun:"checked_in_at,notnull"`
}

func migrateCheckIns(ctx context.Context, tx bun.Tx) error {
	return createTable(ctx, tx, (*CheckIn)(nil), `("booking_id") REFERENCES "bookings" ("id")`)
}

// RecordCheckIn admits booking id at now unless it was admitted before;
// it returns whether this call admitted it and the time of the one
// admission that counts.
func RecordCheckIn(ctx context.Context, idb bun.IDB, id, staffID string, now time.Time) (admitted bool, at time.Time, err error) {
	res, err := idb.NewInsert().Model(&CheckIn{BookingID: id, StaffID: staffID, CheckedInAt: now}).
		On("CONFLICT (booking_id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, time.Time{}, err
	}
	if n, err := res.RowsAffected(); err != nil {
		return false, time.Time{}, err
	} else if n == 1 {
		return true, now, nil
	}
	var first CheckIn
	if err := idb.NewSelect().Model(&first).Where("booking_id = ?", id).Scan(ctx); err != nil {
		return false, time.Time{}, err
	}
	return false, first.CheckedInAt, nil
}

// BookingByReference returns the booking with reference ref (as stored)
// with its show, movie and cinema, or ErrNotFound.
func BookingByReference(ctx context.Context, idb bun.IDB, ref string) (*Booking, error) {
	b := new(Booking)
	err := idb.NewSelect().Model(b).Relation("Show").Relation("Show.Movie").Relation("Show.Screen.Cinema").
		Where("booking.reference = ?", ref).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return b, nil
}

// CheckInTime is when booking id was admitted, or nil before that.
func CheckInTime(ctx context.Context, idb bun.IDB, id string) (*time.Time, error) {
	var rows []CheckIn
	if err := idb.NewSelect().Model(&rows).Where("booking_id = ?", id).Limit(1).Scan(ctx); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, nil
	}
	at := rows[0].CheckedInAt
	return &at, nil
}

package db

import (
	"context"
	"fmt"
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

// AdmitResult is what AdmitBooking did.
type AdmitResult int

const (
	// Admitted: this call admitted the booking.
	Admitted AdmitResult = iota
	// AdmittedBefore: an earlier scan did; Admission.At is its time.
	AdmittedBefore
	// RefundUnderWay: a refund of the booking is being asked of its
	// payment provider (a live StartRefund mark), so it was not admitted.
	RefundUnderWay
	// NotPaid: the booking is not PAID (any more); Admission.Status says
	// what it is.
	NotPaid
	// ShowWasCancelled: the booking's show was cancelled (its refund may
	// not have reached the booking yet).
	ShowWasCancelled
)

// Admission is AdmitBooking's answer.
type Admission struct {
	Result AdmitResult
	// At is when the booking was admitted (Admitted, AdmittedBefore).
	At time.Time
	// Status is the booking's stored status.
	Status string
}

// AdmitBooking admits PAID booking id of a scheduled show at now unless
// it was admitted before or a refund of it is under way: a StartRefund
// mark newer than staleBefore. The insert is conditional on both, and the booking's row
// is locked first (see lockBookingRow), so a scan and a refund racing
// for one booking are decided by the database: either the mark sees the
// check-in and refuses, or the check-in sees the mark and refuses. idb
// must be a transaction.
func AdmitBooking(ctx context.Context, idb bun.IDB, id, staffID string, now, staleBefore time.Time) (Admission, error) {
	if err := lockBookingRow(ctx, idb, id); err != nil {
		return Admission{}, fmt.Errorf("admit booking: %w", err)
	}
	// ON CONFLICT after INSERT ... SELECT needs the SELECT's WHERE on
	// SQLite (it would read ON as a join clause otherwise); it has one.
	res, err := idb.NewRaw(`INSERT INTO check_ins (booking_id, staff_id, checked_in_at) SELECT ?, ?, ?
WHERE EXISTS (SELECT 1 FROM bookings AS b JOIN shows AS s ON s.id = b.show_id
	WHERE b.id = ? AND b.status = ? AND (b.refund_started_at IS NULL OR b.refund_started_at <= ?) AND s.status = ?)
ON CONFLICT (booking_id) DO NOTHING`, id, staffID, now, id, StatusPaid, staleBefore, ShowScheduled).Exec(ctx)
	if err != nil {
		return Admission{}, fmt.Errorf("admit booking: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return Admission{}, err
	} else if n == 1 {
		return Admission{Result: Admitted, At: now, Status: StatusPaid}, nil
	}
	var b Booking
	if err := idb.NewSelect().Model(&b).Column("status", "refund_started_at", "show_id").Where("id = ?", id).Scan(ctx); err != nil {
		return Admission{}, notFound(err)
	}
	first, err := CheckInTime(ctx, idb, id)
	switch {
	case err != nil:
		return Admission{}, err
	case first != nil:
		return Admission{Result: AdmittedBefore, At: *first, Status: b.Status}, nil
	case b.Status != StatusPaid:
		return Admission{Result: NotPaid, Status: b.Status}, nil
	}
	if st, err := SaleState(ctx, idb, b.ShowID); err != nil {
		return Admission{}, err
	} else if st.Status == ShowCancelled {
		return Admission{Result: ShowWasCancelled, Status: b.Status}, nil
	}
	return Admission{Result: RefundUnderWay, Status: b.Status}, nil
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

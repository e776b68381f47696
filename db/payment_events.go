package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// PaymentEvent records a payment provider event that has been applied, so
// a retried or duplicated delivery changes nothing the second time.
type PaymentEvent struct {
	bun.BaseModel `bun:"table:payment_events"`

	ID         string    `bun:"id,pk"`
	Type       string    `bun:"type,notnull"`
	BookingID  string    `bun:"booking_id,notnull"`
	Outcome    string    `bun:"outcome,notnull"`
	ReceivedAt time.Time `bun:"received_at,notnull"`
}

// RecordPaymentEvent stores a provider event id with outcome "pending";
// false means the id was stored before, so the event was already applied.
func RecordPaymentEvent(ctx context.Context, idb bun.IDB, id, typ, bookingID string, now time.Time) (bool, error) {
	ev := &PaymentEvent{ID: id, Type: typ, BookingID: bookingID, Outcome: "pending", ReceivedAt: now}
	res, err := idb.NewInsert().Model(ev).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, err
	}
	n, _ := res.RowsAffected()
	return n == 1, nil
}

// SetPaymentEventOutcome records what an event did to its booking.
func SetPaymentEventOutcome(ctx context.Context, idb bun.IDB, eventID, outcome string) error {
	_, err := idb.NewUpdate().Model((*PaymentEvent)(nil)).Set("outcome = ?", outcome).Where("id = ?", eventID).Exec(ctx)
	return err
}

package migrations

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// outboxV7 is the table as migration 0007 made it.
type outboxV7 struct {
	bun.BaseModel `bun:"table:outbox_messages"`

	ID            string     `bun:"id,pk"`
	BookingID     string     `bun:"booking_id,notnull"`
	Kind          string     `bun:"kind,notnull"`
	ToAddr        string     `bun:"to_addr,notnull"`
	Subject       string     `bun:"subject,notnull"`
	Text          string     `bun:"text,notnull"`
	HTML          string     `bun:"html,notnull"`
	Status        string     `bun:"status,notnull"`
	Attempts      int        `bun:"attempts,notnull"`
	LastError     string     `bun:"last_error,notnull"`
	DueAt         time.Time  `bun:"due_at,notnull"`
	NextAttemptAt time.Time  `bun:"next_attempt_at,notnull"`
	SentAt        *time.Time `bun:"sent_at,nullzero"`
	CreatedAt     time.Time  `bun:"created_at,notnull"`
	LockedUntil   *time.Time `bun:"locked_until,nullzero"`
	LeaseToken    string     `bun:"lease_token,notnull"`
}

func migrateOutbox(ctx context.Context, tx bun.Tx) error {
	if err := createTable(ctx, tx, (*outboxV7)(nil), `("booking_id") REFERENCES "bookings" ("id")`); err != nil {
		return err
	}
	if err := createIndex(ctx, tx, (*outboxV7)(nil), "outbox_booking_kind_key", true, "booking_id", "kind"); err != nil {
		return err
	}
	if err := createIndex(ctx, tx, (*outboxV7)(nil), "outbox_due_idx", false, "status", "next_attempt_at"); err != nil {
		return err
	}
	return createIndex(ctx, tx, (*outboxV7)(nil), "outbox_created_idx", false, "created_at")
}

package migrations

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// bookingV1 is the bookings table as the first release created it.
type bookingV1 struct {
	bun.BaseModel `bun:"table:bookings"`

	ID               string     `bun:"id,pk"`
	UserID           string     `bun:"user_id,notnull"`
	ShowID           string     `bun:"show_id,notnull"`
	Seats            []string   `bun:"seats,type:text,notnull"`
	AmountPaise      int64      `bun:"amount_paise,notnull"`
	Currency         string     `bun:"currency,notnull"`
	Status           string     `bun:"status,notnull"`
	HoldExpiresAt    time.Time  `bun:"hold_expires_at,notnull"`
	PaymentProvider  string     `bun:"payment_provider,notnull"`
	PaymentSessionID string     `bun:"payment_session_id,notnull"`
	PaymentURL       string     `bun:"payment_url,notnull"`
	PaymentIntentID  string     `bun:"payment_intent_id,notnull"`
	PaidAt           *time.Time `bun:"paid_at,nullzero"`
	CreatedAt        time.Time  `bun:"created_at,notnull"`
	UpdatedAt        time.Time  `bun:"updated_at,notnull"`
}

type seatClaimV2 struct {
	bun.BaseModel `bun:"table:seat_claims"`

	ShowID    string     `bun:"show_id,pk"`
	Seat      string     `bun:"seat,pk"`
	BookingID string     `bun:"booking_id,notnull"`
	UserID    string     `bun:"user_id,notnull"`
	ExpiresAt *time.Time `bun:"expires_at,nullzero"`
}

type paymentEventV2 struct {
	bun.BaseModel `bun:"table:payment_events"`

	ID         string    `bun:"id,pk"`
	Type       string    `bun:"type,notnull"`
	BookingID  string    `bun:"booking_id,notnull"`
	Outcome    string    `bun:"outcome,notnull"`
	ReceivedAt time.Time `bun:"received_at,notnull"`
}

func migrateBookings(ctx context.Context, tx bun.Tx) error {
	if err := createTable(ctx, tx, (*bookingV1)(nil),
		`("user_id") REFERENCES "users" ("id")`,
		`("show_id") REFERENCES "shows" ("id")`); err != nil {
		return err
	}
	for _, ix := range []struct {
		name string
		cols []string
	}{
		{"bookings_user_created_idx", []string{"user_id", "created_at"}},
		{"bookings_status_hold_idx", []string{"status", "hold_expires_at"}},
		{"bookings_show_idx", []string{"show_id"}},
		{"bookings_created_idx", []string{"created_at"}},
	} {
		if err := createIndex(ctx, tx, (*bookingV1)(nil), ix.name, false, ix.cols...); err != nil {
			return err
		}
	}
	if err := createTable(ctx, tx, (*seatClaimV2)(nil),
		`("show_id") REFERENCES "shows" ("id")`,
		`("booking_id") REFERENCES "bookings" ("id")`); err != nil {
		return err
	}
	if err := createIndex(ctx, tx, (*seatClaimV2)(nil), "seat_claims_booking_idx", false, "booking_id"); err != nil {
		return err
	}
	return createTable(ctx, tx, (*paymentEventV2)(nil))
}

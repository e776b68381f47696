package db

import (
	"time"

	"github.com/uptrace/bun"
)

// Booking statuses. A booking is never deleted: it moves PENDING → PAID,
// or PENDING → EXPIRED/CANCELLED; a paid booking cancelled by its customer
// or refunded by an admin, and a payment that arrives for an expired
// booking whose seats are gone, end REFUNDED. A payment that arrives for a
// CANCELLED booking is refunded and the booking stays CANCELLED.
const (
	StatusPending   = "PENDING"
	StatusPaid      = "PAID"
	StatusExpired   = "EXPIRED"
	StatusCancelled = "CANCELLED"
	StatusRefunded  = "REFUNDED"
)

// Payment providers of a booking.
const (
	ProviderStripe = "stripe"
	ProviderTest   = "test"
)

// Booking is one customer's claim on seats of a show.
type Booking struct {
	bun.BaseModel `bun:"table:bookings"`

	ID string `bun:"id,pk"`
	// Reference is the short code a person reads out (8 characters of
	// Crockford base32), unique across bookings.
	Reference   string   `bun:"reference,notnull"`
	UserID      string   `bun:"user_id,notnull"`
	ShowID      string   `bun:"show_id,notnull"`
	Seats       []string `bun:"seats,type:text,notnull"`
	AmountPaise int64    `bun:"amount_paise,notnull"`
	// TicketsPaise (GST-inclusive seat prices), FeePaise (booking fees
	// before GST) and TaxPaise (GST inside the tickets plus GST on the
	// fees) make up AmountPaise = TicketsPaise + FeePaise + GST on fees.
	TicketsPaise int64  `bun:"tickets_paise,notnull"`
	FeePaise     int64  `bun:"fee_paise,notnull"`
	TaxPaise     int64  `bun:"tax_paise,notnull"`
	Currency     string `bun:"currency,notnull"`
	Status       string `bun:"status,notnull"`
	// HoldExpiresAt is when an unpaid booking stops holding its seats.
	HoldExpiresAt    time.Time  `bun:"hold_expires_at,notnull"`
	PaymentProvider  string     `bun:"payment_provider,notnull"`
	PaymentSessionID string     `bun:"payment_session_id,notnull"`
	PaymentURL       string     `bun:"payment_url,notnull"`
	PaymentIntentID  string     `bun:"payment_intent_id,notnull"`
	PaidAt           *time.Time `bun:"paid_at,nullzero"`
	// RefundedPaise is what went back to the customer: once REFUNDED, the
	// amount less any cancellation fee; on a CANCELLED booking, a payment
	// that arrived after the cancel (in full); on a PAID booking, a refund
	// that reached the provider after the ticket was admitted (see
	// RecordRefundOfAdmitted), which an admin must settle. nil otherwise.
	RefundedPaise *int64     `bun:"refunded_paise"`
	RefundedAt    *time.Time `bun:"refunded_at,nullzero"`
	// RefundStartedAt is set while one caller is asking the payment
	// provider for a PAID booking's refund, so a second cancel or an
	// admin's refund racing it does not ask again; see StartRefund.
	RefundStartedAt *time.Time `bun:"refund_started_at,nullzero"`
	CreatedAt       time.Time  `bun:"created_at,notnull"`
	UpdatedAt       time.Time  `bun:"updated_at,notnull"`
	// IdempotencyKey is the key the customer's client sent with the
	// request that made the booking, unique per user; empty (NULL) when
	// it sent none. See BookingByIdempotencyKey.
	IdempotencyKey string `bun:"idempotency_key,nullzero"`

	Show *Show `bun:"rel:belongs-to,join:show_id=id"`
	User *User `bun:"rel:belongs-to,join:user_id=id"`
}

// SeatClaim is the live index of taken seats: the primary key (show, seat)
// is what makes double-selling impossible. A held seat carries the hold's
// expiry; a sold one has none. Claims of expired, cancelled or refunded
// bookings are deleted in the transaction that ends them.
type SeatClaim struct {
	bun.BaseModel `bun:"table:seat_claims"`

	ShowID    string     `bun:"show_id,pk"`
	Seat      string     `bun:"seat,pk"`
	BookingID string     `bun:"booking_id,notnull"`
	UserID    string     `bun:"user_id,notnull"`
	ExpiresAt *time.Time `bun:"expires_at,nullzero"`
}

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

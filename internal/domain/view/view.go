package view

import (
	"time"

	"marquee/db"
)

// Rupees turns stored paise into the rupees both APIs speak.
func Rupees(paise int64) float64 { return float64(paise) / 100 }

// BookingStatus is a booking's status as of now: a pending booking whose
// hold has run out has already released its seats, so it reads EXPIRED
// even before the sweeper records that.
func BookingStatus(b *db.Booking, now time.Time) string {
	if b.Status == db.StatusPending && !b.HoldExpiresAt.After(now) {
		return db.StatusExpired
	}
	return b.Status
}

// IsPaid tells whether a booking is paid. Expiry never touches a paid
// booking, so the stored status is enough.
func IsPaid(b *db.Booking) bool { return b.Status == db.StatusPaid }

// PaymentLink is the booking's payment page while paying can still
// succeed, that is while its effective status is PENDING; otherwise "".
func PaymentLink(b *db.Booking, status string) string {
	if status != db.StatusPending {
		return ""
	}
	return b.PaymentURL
}

// Payment methods a booking reads as (GraphQL's PaymentMethod).
const (
	MethodStripe       = "STRIPE"
	MethodTestCheckout = "TEST_CHECKOUT"
	MethodCash         = "CASH"
	MethodCard         = "CARD"
	MethodUPI          = "UPI"
)

// PaymentMethod is how a booking was paid: a counter sale's recorded
// method, else its online provider's once money arrived (paid, or paid
// and refunded); "" for a booking never paid.
func PaymentMethod(b *db.Booking) string {
	if b.PaymentMethod != "" {
		return b.PaymentMethod
	}
	if b.PaidAt == nil {
		return ""
	}
	switch b.PaymentProvider {
	case db.ProviderStripe:
		return MethodStripe
	case db.ProviderTest:
		return MethodTestCheckout
	}
	return ""
}

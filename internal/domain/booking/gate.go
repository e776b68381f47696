package booking

import (
	"context"

	"github.com/uptrace/bun"
)

// Gate decides, inside a booking's claim transaction, whether the caller
// may book the show now; the waiting room implements it (an admission
// token used once, a per-user ticket cap). Its refusal rolls the claim
// back. Counter sales do not pass through it.
type Gate interface {
	Pass(ctx context.Context, tx bun.IDB, p Pass) error
}

// Pass is one booking at the gate.
type Pass struct {
	UserID    string
	MovieID   int64
	ShowID    string
	BookingID string
	Seats     int
	// Token is the admission token the request carried ("" for none).
	Token string
}

// WithAdmissionToken carries the waiting room's admission token
// (createBooking's admissionToken).
func WithAdmissionToken(token string) BookOption {
	return func(r *bookRequest) { r.admission = token }
}

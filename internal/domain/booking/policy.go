package booking

import (
	"fmt"
	"strings"
	"time"
)

// DefaultCancelCutoff is CANCEL_CUTOFF's default.
const DefaultCancelCutoff = 2 * time.Hour

// DefaultHold is SEAT_HOLD_MINUTES's default: how long an unpaid booking
// holds its seats.
const DefaultHold = 10 * time.Minute

// Policy is what a customer gets back for cancelling a paid booking.
type Policy struct {
	// Cutoff is how long before the show a paid booking can still be
	// cancelled (CANCEL_CUTOFF).
	Cutoff time.Duration
	// FeePercent of the amount is kept (CANCEL_FEE_PERCENT, 0-100).
	FeePercent int
}

// Policy is the service's cancellation policy.
func (s *Service) Policy() Policy {
	return Policy{Cutoff: s.CancelCutoff, FeePercent: s.CancelFeePercent}
}

// Fee is the part of amountPaise kept on cancellation, rounded to the
// nearest paisa (halves up).
func (p Policy) Fee(amountPaise int64) int64 {
	return (amountPaise*int64(p.FeePercent) + 50) / 100
}

// Deadline is the last moment before which a paid booking of a show
// starting at startsAt can be cancelled.
func (p Policy) Deadline(startsAt time.Time) time.Time { return startsAt.Add(-p.Cutoff) }

// CutoffMinutes is Cutoff in whole minutes.
func (p Policy) CutoffMinutes() int { return int(p.Cutoff / time.Minute) }

// Text is the policy in one sentence, as shown before a customer books or
// cancels.
func (p Policy) Text() string {
	var refund string
	switch p.FeePercent {
	case 0:
		refund = " for a full refund"
	case 100:
		refund = ", but nothing is refunded"
	default:
		refund = fmt.Sprintf(" for a refund of the amount minus a %d%% fee", p.FeePercent)
	}
	return "Paid bookings can be cancelled " + p.window() + refund + "."
}

// window says until when a paid booking can be cancelled.
func (p Policy) window() string {
	if p.Cutoff <= 0 {
		return "until the show starts"
	}
	return "up to " + humanDuration(p.Cutoff) + " before the show"
}

// humanDuration reads d as people say it: "2 hours", "1 hour and 30
// minutes", "45 seconds". Parts under a second are dropped.
func humanDuration(d time.Duration) string {
	var parts []string
	for _, u := range []struct {
		size time.Duration
		name string
	}{{time.Hour, "hour"}, {time.Minute, "minute"}, {time.Second, "second"}} {
		n := int64(d / u.size)
		d -= time.Duration(n) * u.size
		switch {
		case n == 1:
			parts = append(parts, "1 "+u.name)
		case n > 1:
			parts = append(parts, fmt.Sprintf("%d %ss", n, u.name))
		}
	}
	switch len(parts) {
	case 0:
		return "less than a second"
	case 1:
		return parts[0]
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

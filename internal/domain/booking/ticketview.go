package booking

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"marquee/db"
	"marquee/internal/domain/view"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// canSeeTicket says whether the caller may read b's ticket: its owner,
// staff (ushers) and admins.
func canSeeTicket(c *auth.Caller, b *db.Booking) bool {
	return c != nil && (c.UserID == b.UserID || c.Staff || c.Admin)
}

var errTicketNotFound = apperr.NotFoundf("Ticket not found")

// Ticket is the booking with reference ref, for its owner, staff and
// admins. Anyone else gets the same NOT_FOUND as for an unknown
// reference, so references cannot be probed.
func (s *Service) Ticket(ctx context.Context, ref string) (*db.Booking, error) {
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, err
	}
	ref = db.NormalizeReference(strings.TrimSpace(ref))
	if len(ref) != db.ReferenceLen {
		return nil, errTicketNotFound
	}
	b, err := db.BookingByReference(ctx, s.DB, ref)
	if errors.Is(err, db.ErrNotFound) {
		return nil, errTicketNotFound
	}
	if err != nil {
		return nil, err
	}
	if !canSeeTicket(caller, b) {
		return nil, errTicketNotFound
	}
	b.Status = view.BookingStatus(b, s.Clock.Now())
	return b, nil
}

// SeatLine is one booked seat with its category and price.
type SeatLine struct {
	Label      string
	Category   string
	PricePaise int64
}

// SeatLines lists b's seats in seat order with the category and price
// each was sold at: as the booking keeps them, or, for a booking made
// before bookings kept them (when a show's prices never changed), from
// the show's layout version and prices.
func (s *Service) SeatLines(ctx context.Context, b *db.Booking) ([]SeatLine, error) {
	if len(b.SeatLines) > 0 {
		out := make([]SeatLine, len(b.SeatLines))
		for i, l := range b.SeatLines {
			out[i] = SeatLine{Label: l.Seat, Category: l.CategoryName, PricePaise: l.PricePaise}
		}
		return out, nil
	}
	show := b.Show
	if show == nil || show.LayoutID == "" {
		sh, err := db.ShowByID(ctx, s.DB, b.ShowID)
		if err != nil {
			return nil, fmt.Errorf("show of booking %s: %w", b.ID, err)
		}
		show = sh
	}
	plan, err := s.planOf(ctx, show)
	if err != nil {
		return nil, err
	}
	names := make(map[string]string, len(plan.layout.Categories))
	for _, c := range plan.layout.Categories {
		names[c.Code] = c.Name
	}
	seats := append([]string(nil), b.Seats...)
	SortSeats(seats)
	out := make([]SeatLine, len(seats))
	for i, seat := range seats {
		code := plan.index[seat].Category
		name := names[code]
		if name == "" {
			name = code
		}
		out[i] = SeatLine{Label: seat, Category: name, PricePaise: plan.prices[code]}
	}
	return out, nil
}

// CheckedInAt is when b was admitted at the door, for its owner, staff
// and admins; nil before that or for anyone else.
func (s *Service) CheckedInAt(ctx context.Context, b *db.Booking) (*time.Time, error) {
	if !canSeeTicket(auth.CallerFrom(ctx), b) {
		return nil, nil
	}
	return db.CheckInTime(ctx, s.DB, b.ID)
}

// NeedsAttention says, to admins only, why b needs an admin to settle it;
// "" when nothing does, and for anyone else. Today that is one case: a
// refund that reached the payment provider after the ticket was admitted
// (see db.RecordRefundOfAdmitted), whose money has gone back while the
// booking stays PAID and its holders were let in.
func (s *Service) NeedsAttention(ctx context.Context, b *db.Booking) string {
	if c := auth.CallerFrom(ctx); c == nil || !c.Admin {
		return ""
	}
	if b.Status != db.StatusPaid {
		return ""
	}
	if b.RefundedPaise != nil {
		return "The payment provider refunded this booking after its ticket was admitted at the door: " +
			"the booking stays paid and admitted, but the money has gone back to the customer. Settle it with them."
	}
	if b.Show != nil && b.Show.Status == db.ShowCancelled {
		if at, err := db.CheckInTime(ctx, s.DB, b.ID); err == nil && at != nil {
			return "The show was cancelled after this ticket was admitted at the door, so it was not refunded. Settle it with the customer."
		}
		return "The show was cancelled and this booking's refund has not gone through yet; it is retried automatically."
	}
	return ""
}

// AgeCheck is what the ticket and the door say of an A-certificate show:
// "A — check ID"; "" for any other show.
func AgeCheck(show *db.Show) string {
	if show != nil && show.Movie != nil && show.Movie.Certificate == db.CertificateAdult {
		return "A — check ID"
	}
	return ""
}

package resolvers

import (
	"context"
	"fmt"
	"strings"

	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/programme"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// offerOf is an entry's offer: its booking's seats and hold; nil before
// any offer.
func offerOf(e *booking.WaitlistEntry) *graph.WaitlistOffer {
	if e.Booking == nil {
		return nil
	}
	return &graph.WaitlistOffer{Seats: e.Booking.Seats, ExpiresAt: e.Booking.HoldExpiresAt, BookingID: e.Booking.ID,
		PaymentURL: optional(e.Booking.PaymentURL)}
}

// waitlistFeed serves the waitlist subscription. Everything that changes
// an entry (joining, leaving, an offer, its lapse or payment) is a seat
// change of its show, which every replica's broker announces; so the feed
// follows the show's seat maps and reads the caller's entry again after
// each, sending it when it changed. A subscriber that falls behind skips
// to the newest seat map and so to the entry as it is now.
func (r *Resolver) waitlistFeed(ctx context.Context, rawShowID string) (<-chan *booking.WaitlistEntry, error) {
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, apperr.New(apperr.Unauthenticated, "Please sign in to follow the waitlist")
	}
	showID, err := programme.ParseShowID(rawShowID)
	if err != nil {
		return nil, err
	}
	maps, err := r.Live.Subscribe(ctx, showID, nil)
	if err != nil {
		return nil, err
	}
	out := make(chan *booking.WaitlistEntry, 1)
	go func() {
		defer close(out)
		last := ""
		for {
			select {
			case <-ctx.Done():
				return
			case _, ok := <-maps:
				if !ok {
					return
				}
			}
			e, err := r.Bookings.MyWaitlistEntry(ctx, caller.UserID, showID)
			if err != nil || e == nil {
				continue
			}
			if key := entryKey(e); key != last {
				last = key
				select {
				case out <- e:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	return out, nil
}

// entryKey is what a subscriber sees of an entry, to send only changes.
func entryKey(e *booking.WaitlistEntry) string {
	k := fmt.Sprintf("%s|%s|%d|%s", e.ID, e.Status, e.Position, e.BookingID)
	if e.Booking != nil {
		k += "|" + strings.Join(e.Booking.Seats, ",") + "|" + e.Booking.HoldExpiresAt.String()
	}
	return k
}

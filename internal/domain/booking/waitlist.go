package booking

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/programme"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// WaitlistEntry is a customer's waitlist entry as they see it: Position
// is their place among the show's WAITING entries (1 is next), 0 once it
// no longer waits.
type WaitlistEntry struct {
	db.WaitlistEntry
	Position int
}

// JoinWaitlist puts the caller on the waitlist of a show for seats
// (1..the show's maximum), together in one row or not, of one category or
// any. It runs as a seat change (touching the show, so open pages hear of
// it), and seats already free that satisfy the request are offered at
// once, in the same transaction.
func (s *Service) JoinWaitlist(ctx context.Context, rawShowID string, seats int, together bool, category string) (*WaitlistEntry, error) {
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, apperr.New(apperr.Unauthenticated, "Please sign in to join the waitlist")
	}
	showID, err := programme.ParseShowID(rawShowID)
	if err != nil {
		return nil, err
	}
	show, err := db.ShowByID(ctx, s.DB, showID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Show not found")
	}
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	switch {
	case show.Status == db.ShowCancelled:
		return nil, errShowCancelled(show)
	case !show.StartsAt.After(now):
		return nil, apperr.BadInputf("Booking is closed for this show: it has already started")
	}
	if err := checkCount(seats, show.MaxSeats); err != nil {
		return nil, err
	}
	category = strings.TrimSpace(category)
	if category != "" {
		lay, err := s.layout(ctx, show.LayoutID)
		if err != nil {
			return nil, err
		}
		if !hasCategory(lay.Layout, category) {
			return nil, apperr.BadInputf("Unknown seat category %s", apperr.QuoteInput(category))
		}
	}
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	e := &db.WaitlistEntry{ID: id.String(), ShowID: showID, UserID: caller.UserID, Seats: seats, Together: together,
		Category: category, Status: db.WaitlistWaiting, JoinedAt: now, UpdatedAt: now}
	_, err = s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		if err := db.EnsureUser(ctx, tx, caller.UserID, now); err != nil {
			return seatChange{}, err
		}
		if err := db.InsertWaitlistEntry(ctx, tx, e); err != nil {
			return seatChange{}, err
		}
		var ch seatChange
		ch.Touch(showID)
		return ch, nil
	})
	if errors.Is(err, db.ErrWaitlistActive) {
		return nil, apperr.BadInputf("You are already on the waitlist for this show")
	}
	if err != nil {
		return nil, err
	}
	return s.waitlistEntry(ctx, s.DB, e.ID)
}

// LeaveWaitlist takes the caller's entry off the waitlist (LEFT). An offer
// it holds is cancelled and its seats go to the next waiter in the same
// transaction. An entry that already ended is returned as it is.
func (s *Service) LeaveWaitlist(ctx context.Context, rawID string) (*WaitlistEntry, error) {
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, err
	}
	id, err := uuid.Parse(strings.TrimSpace(rawID))
	if err != nil {
		return nil, apperr.BadInputf("Invalid waitlist entry id %s", apperr.QuoteInput(rawID))
	}
	e, err := db.WaitlistEntryByID(ctx, s.DB, id.String())
	if errors.Is(err, db.ErrNotFound) || (err == nil && e.UserID != caller.UserID) {
		return nil, apperr.NotFoundf("Waitlist entry not found")
	}
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	_, err = s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		var ch seatChange
		for _, from := range []string{db.WaitlistWaiting, db.WaitlistOffered} {
			moved, err := db.MoveWaitlistEntry(ctx, tx, e.ID, from, db.WaitlistLeft, "", now)
			if err != nil || !moved {
				if err != nil {
					return seatChange{}, err
				}
				continue
			}
			if from == db.WaitlistOffered && e.BookingID != "" {
				if ch, err = endPending(ctx, tx, db.PendingByID(e.BookingID).OwnedBy(caller.UserID), db.StatusCancelled, now); err != nil {
					return seatChange{}, err
				}
			}
			ch.Touch(e.ShowID)
		}
		return ch, nil
	})
	if err != nil {
		return nil, err
	}
	return s.waitlistEntry(ctx, s.DB, e.ID)
}

// MyWaitlist lists the caller's waitlist entries, newest first.
func (s *Service) MyWaitlist(ctx context.Context) ([]WaitlistEntry, error) {
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, err
	}
	list, err := db.WaitlistOfUser(ctx, s.DB, caller.UserID)
	if err != nil {
		return nil, err
	}
	out := make([]WaitlistEntry, len(list))
	for i := range list {
		out[i] = WaitlistEntry{WaitlistEntry: list[i]}
		if err := s.position(ctx, s.DB, &out[i]); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// MyWaitlistEntry is the caller's newest entry for a show, nil when there
// is none (the waitlist subscription reads it after every change).
func (s *Service) MyWaitlistEntry(ctx context.Context, userID, showID string) (*WaitlistEntry, error) {
	e, err := db.LatestWaitlistEntry(ctx, s.DB, userID, showID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	out := &WaitlistEntry{WaitlistEntry: *e}
	return out, s.position(ctx, s.DB, out)
}

// WaitlistLengths counts the waiting entries of each show.
func (s *Service) WaitlistLengths(ctx context.Context, showIDs []string) (map[string]int, error) {
	return db.WaitlistLengths(ctx, s.DB, showIDs)
}

func (s *Service) waitlistEntry(ctx context.Context, idb bun.IDB, id string) (*WaitlistEntry, error) {
	e, err := db.WaitlistEntryByID(ctx, idb, id)
	if err != nil {
		return nil, err
	}
	out := &WaitlistEntry{WaitlistEntry: *e}
	return out, s.position(ctx, idb, out)
}

// position fills in e's place in the queue, and reports an offer whose
// hold ran out before the sweeper reached it as LAPSED already.
func (s *Service) position(ctx context.Context, idb bun.IDB, e *WaitlistEntry) error {
	if e.Status == db.WaitlistOffered && e.Booking != nil && s.StatusOf(e.Booking) != db.StatusPending {
		if s.StatusOf(e.Booking) == db.StatusPaid {
			e.Status = db.WaitlistBooked
		} else {
			e.Status = db.WaitlistLapsed
		}
	}
	if e.Status != db.WaitlistWaiting {
		e.Position = 0
		return nil
	}
	n, err := db.WaitlistAhead(ctx, idb, &e.WaitlistEntry)
	e.Position = n + 1
	return err
}

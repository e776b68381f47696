package waitingroom

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// Position is where a user stands in a room.
type Position struct {
	RoomID string
	// Position is 1 for the next person in; 0 once admitted.
	Position             int
	Ahead                int
	EstimatedWaitSeconds int
	SeatsLeft            int
	Admitted             bool
	AdmissionToken       *string
	AdmittedUntil        *time.Time
}

// errSignIn answers a signed-out visitor: one place per signed-in user.
var errSignIn = apperr.New(apperr.Unauthenticated, "Please sign in to join the queue")

// Join gives the caller a place in the open room, or the one they have: a
// refresh or a second tab keeps the place. A caller whose admission ended
// (its token was used or ran out) joins again at the back.
func (s *Service) Join(ctx context.Context, roomID string) (*Position, error) {
	c, err := auth.Require(ctx)
	if err != nil {
		return nil, errSignIn
	}
	r, e, err := s.enter(ctx, roomID, c.UserID)
	if err != nil {
		return nil, err
	}
	seats, err := db.RoomSeatsLeft(ctx, s.DB, r, s.now())
	if err != nil {
		return nil, err
	}
	return s.positionOf(ctx, r, e.Place, c.UserID, int(seats))
}

// enter returns the room and the user's entry, placing the user first if
// they have no place or their admission is over.
func (s *Service) enter(ctx context.Context, roomID, userID string) (*db.WaitingRoom, *db.WaitingEntry, error) {
	var r *db.WaitingRoom
	var e *db.WaitingEntry
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		// The room's row lock orders every join of the room, so places
		// are handed out without gaps and one user never gets two.
		if r, err = db.LockWaitingRoom(ctx, tx, roomID); errors.Is(err, db.ErrNotFound) {
			return apperr.New(apperr.NotFound, "This waiting room is closed")
		} else if err != nil {
			return err
		}
		e, err = db.WaitingEntryOf(ctx, tx, roomID, userID)
		switch {
		case err == nil:
			if stay, err := s.keeps(ctx, tx, r, e); err != nil || stay {
				return err
			}
		case !errors.Is(err, db.ErrNotFound):
			return err
		}
		place, err := db.NextPlace(ctx, tx, roomID)
		if err != nil {
			return err
		}
		r.Joined = place
		e = &db.WaitingEntry{RoomID: roomID, UserID: userID, Place: place, JoinedAt: s.now().UTC()}
		return db.PutWaitingEntry(ctx, tx, e)
	})
	if err != nil {
		return nil, nil, fmt.Errorf("join queue: %w", err)
	}
	return r, e, nil
}

// keeps reports whether an existing entry still stands: waiting, or
// admitted with an admission that is neither used nor over.
func (s *Service) keeps(ctx context.Context, idb bun.IDB, r *db.WaitingRoom, e *db.WaitingEntry) (bool, error) {
	if e.Place > r.Admitted {
		return true, nil
	}
	t, err := db.LatestAdmissionToken(ctx, idb, r.ID, e.UserID)
	if errors.Is(err, db.ErrNotFound) {
		return true, nil // admitted by a batch not yet readable here
	}
	if err != nil {
		return false, err
	}
	return t.UsedAt == nil && t.ExpiresAt.After(s.now()), nil
}

// positionOf is the user at place in r, with seatsLeft; an admitted user's
// token is read once here.
func (s *Service) positionOf(ctx context.Context, r *db.WaitingRoom, place int64, userID string, seatsLeft int) (*Position, error) {
	p := &Position{RoomID: r.ID, SeatsLeft: seatsLeft}
	if place > r.Admitted {
		p.Position = int(place - r.Admitted)
		p.Ahead = p.Position - 1
		p.EstimatedWaitSeconds = (p.Position*60 + r.AdmitPerMinute - 1) / r.AdmitPerMinute
		return p, nil
	}
	t, err := db.LatestAdmissionToken(ctx, s.DB, r.ID, userID)
	if errors.Is(err, db.ErrNotFound) {
		// Admitted in a batch whose commit this read overtook: next.
		p.Position = 1
		return p, nil
	}
	if err != nil {
		return nil, err
	}
	tok := s.sign(t)
	until := t.ExpiresAt
	p.Admitted, p.AdmissionToken, p.AdmittedUntil = true, &tok, &until
	return p, nil
}

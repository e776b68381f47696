package waitingroom

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/programme"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
)

// Bounds of a room's settings.
const (
	MaxAdmitPerMinute = 100000
	MaxSessionMinutes = 240
	MaxTicketsCap     = 50
)

// DefaultTick is how often each replica admits and sends positions.
const DefaultTick = time.Second

// Service runs the waiting rooms.
type Service struct {
	DB bun.IDB
	// Key signs admission tokens; every replica loads the same one.
	Key []byte
	// Clock, when set, replaces time.Now for admissions and tokens: tests
	// drive the admission rate with it instead of waiting minutes.
	Clock atomic.Pointer[clock.Clock]
	// Tick is how often Run admits and sends positions (DefaultTick).
	Tick   time.Duration
	Logger *slog.Logger
	// Bus, when set, tells the other replicas of each batch admitted
	// here, and they call Heard (see Announcer).
	Bus Announcer

	mu    sync.Mutex
	hubs  map[string]*hub
	heard map[string]int64 // rooms heard of since Run last caught up
	kick  chan struct{}    // Heard wakes Run
}

func (s *Service) now() time.Time {
	if c := s.Clock.Load(); c != nil {
		return (*c)()
	}
	return time.Now()
}

// Room is a waiting room as the API shows it.
type Room struct {
	db.WaitingRoom
	// Waiting counts the places not yet admitted.
	Waiting int
}

func roomOf(r *db.WaitingRoom) *Room {
	return &Room{WaitingRoom: *r, Waiting: int(r.Joined - r.Admitted)}
}

// Open opens a room for a movie or for one show (exactly one of the two),
// admitting admitPerMinute people a minute, each for sessionMinutes, with
// at most maxTickets seats per user across the movie's shows. Audited.
func (s *Service) Open(ctx context.Context, movieID, showID *string, admitPerMinute, sessionMinutes, maxTickets int) (*Room, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	switch {
	case (movieID == nil) == (showID == nil):
		return nil, apperr.BadInputf("Give a movie or a show, not both")
	case admitPerMinute < 1 || admitPerMinute > MaxAdmitPerMinute:
		return nil, apperr.BadInputf("Admit 1 to %d people a minute", MaxAdmitPerMinute)
	case sessionMinutes < 1 || sessionMinutes > MaxSessionMinutes:
		return nil, apperr.BadInputf("A session lasts 1 to %d minutes", MaxSessionMinutes)
	case maxTickets < 1 || maxTickets > MaxTicketsCap:
		return nil, apperr.BadInputf("Allow 1 to %d tickets per person", MaxTicketsCap)
	}
	now := s.now().UTC()
	r := &db.WaitingRoom{ID: uuid.NewString(), AdmitPerMinute: admitPerMinute, SessionMinutes: sessionMinutes,
		MaxTicketsPerUser: maxTickets, OpenedBy: auth.CallerFrom(ctx).UserID, OpenedAt: now, AdmitClock: now}
	if err := s.target(ctx, r, movieID, showID); err != nil {
		return nil, err
	}
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.InsertWaitingRoom(ctx, tx, r); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "waitingroom.open", audit.Subject("waiting_room", r.ID), nil, r)
	})
	if errors.Is(err, db.ErrRoomOpen) {
		return nil, apperr.New(apperr.Conflict, "A waiting room is already open for this %s", kindOf(showID))
	}
	if err != nil {
		return nil, fmt.Errorf("open waiting room: %w", err)
	}
	return roomOf(r), nil
}

func kindOf(showID *string) string {
	if showID != nil {
		return "show"
	}
	return "movie"
}

// target sets the room's movie (and show) from the ids given.
func (s *Service) target(ctx context.Context, r *db.WaitingRoom, movieID, showID *string) error {
	if showID != nil {
		id, err := programme.ParseShowID(*showID)
		if err != nil {
			return err
		}
		sh, err := db.ShowByID(ctx, s.DB, id)
		if errors.Is(err, db.ErrNotFound) {
			return apperr.New(apperr.NotFound, "Show not found")
		}
		if err != nil {
			return err
		}
		r.MovieID, r.ShowID = sh.MovieID, &sh.ID
		return nil
	}
	id, err := programme.ParseMovieID(*movieID)
	if err != nil {
		return err
	}
	if _, err := db.MovieByID(ctx, s.DB, id); errors.Is(err, db.ErrNotFound) {
		return apperr.New(apperr.NotFound, "Movie not found")
	} else if err != nil {
		return err
	}
	r.MovieID = id
	return nil
}

// Close closes an open room: its queue ends and bookings of its shows no
// longer need an admission. Audited.
func (s *Service) Close(ctx context.Context, id string) (*Room, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	now := s.now().UTC()
	var out *db.WaitingRoom
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		r, err := db.WaitingRoomByID(ctx, tx, id)
		if errors.Is(err, db.ErrNotFound) {
			return apperr.New(apperr.NotFound, "Waiting room not found")
		}
		if err != nil {
			return err
		}
		if ok, err := db.CloseWaitingRoom(ctx, tx, id, now); err != nil || !ok {
			if err == nil {
				err = apperr.New(apperr.Conflict, "This waiting room is closed already")
			}
			return err
		}
		before := *r
		r.ClosedAt = &now
		out = r
		return audit.Record(ctx, tx, now, "waitingroom.close", audit.Subject("waiting_room", id), before, r)
	})
	if err != nil {
		return nil, err
	}
	s.closed(id)
	return roomOf(out), nil
}

// Find is the open room in front of a show (its own, else its movie's)
// or a movie; nil when there is none.
func (s *Service) Find(ctx context.Context, movieID, showID *string) (*Room, error) {
	var mid int64
	var sid string
	switch {
	case showID != nil:
		id, err := programme.ParseShowID(*showID)
		if err != nil {
			return nil, err
		}
		sh, err := db.ShowByID(ctx, s.DB, id)
		if errors.Is(err, db.ErrNotFound) {
			return nil, nil
		}
		if err != nil {
			return nil, err
		}
		mid, sid = sh.MovieID, sh.ID
	case movieID != nil:
		id, err := programme.ParseMovieID(*movieID)
		if err != nil {
			return nil, err
		}
		mid = id
	default:
		return nil, apperr.BadInputf("Give a movie or a show")
	}
	r, err := db.OpenWaitingRoomOf(ctx, s.DB, mid, sid)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return roomOf(r), nil
}

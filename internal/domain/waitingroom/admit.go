package waitingroom

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
)

// Run admits and sends positions every Tick until ctx ends, and sends
// them at once when another replica announces a batch (Heard). Every
// replica runs it; the database decides which one admits each batch.
func (s *Service) Run(ctx context.Context) {
	every := s.Tick
	if every <= 0 {
		every = DefaultTick
	}
	t := time.NewTicker(every)
	defer t.Stop()
	s.mu.Lock()
	kick := s.kickLocked()
	s.mu.Unlock()
	for {
		var err error
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			err = s.Step(ctx)
		case <-kick:
			err = s.catchUp(ctx)
		}
		if err != nil && ctx.Err() == nil && s.Logger != nil {
			s.Logger.Error("waiting rooms", "err", err)
		}
	}
}

// Step is one tick: it reads the open rooms (one statement for all of
// them), admits the batch due in each, and sends the positions that moved
// to this replica's subscribers.
func (s *Service) Step(ctx context.Context) error {
	rooms, err := db.OpenWaitingRooms(ctx, s.DB)
	if err != nil {
		return err
	}
	now := s.now()
	for i := range rooms {
		if err := s.admit(ctx, &rooms[i], now); err != nil {
			return fmt.Errorf("admit %s: %w", rooms[i].ID, err)
		}
	}
	return s.fanOut(ctx, rooms, now)
}

// admit lets in the places due at r's rate since its admission clock: at
// most the people waiting. Admissions not used because nobody waited are
// not banked (the clock moves to now), so a crowd arriving later is let
// in at the rate, not all at once. The conditional update on the room's
// admission version makes one replica admit each batch; the others see
// the version moved and read the row again.
func (s *Service) admit(ctx context.Context, r *db.WaitingRoom, now time.Time) error {
	interval := time.Minute / time.Duration(r.AdmitPerMinute)
	if interval <= 0 {
		interval = 1
	}
	n := int64(now.Sub(r.AdmitClock) / interval)
	if n <= 0 {
		return nil
	}
	k := min(n, r.Joined-r.Admitted)
	clock := r.AdmitClock.Add(time.Duration(n) * interval)
	if k < n {
		clock = now
	}
	won := false
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		ok, err := db.AdvanceAdmission(ctx, tx, r, k, clock)
		if err != nil || !ok || k == 0 {
			won = ok
			return err
		}
		es, err := db.EntriesAtPlaces(ctx, tx, r.ID, r.Admitted, r.Admitted+k)
		if err != nil {
			return err
		}
		until := now.UTC().Add(time.Duration(r.SessionMinutes) * time.Minute)
		ts := make([]db.AdmissionToken, len(es))
		for i, e := range es {
			ts[i] = db.AdmissionToken{ID: uuid.NewString(), RoomID: r.ID, UserID: e.UserID, Place: e.Place, IssuedAt: now.UTC(), ExpiresAt: until}
		}
		won = true
		return db.InsertAdmissionTokens(ctx, tx, ts)
	})
	if err != nil {
		return err
	}
	if !won {
		// Another replica admitted this batch: read what it wrote, so
		// this replica's subscribers hear of it on this tick too.
		fresh, err := db.WaitingRoomByID(ctx, s.DB, r.ID)
		if err != nil {
			return err
		}
		*r = *fresh
		return nil
	}
	r.Admitted, r.AdmitClock, r.AdmitVersion = r.Admitted+k, clock, r.AdmitVersion+1
	if k > 0 {
		s.announce(r) // committed: the other replicas may read it now
	}
	return nil
}

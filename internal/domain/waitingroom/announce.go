package waitingroom

import (
	"context"

	"marquee/db"
)

// An Announcer carries a room's admissions between replicas, the way the
// seat bus carries seat changes (internal/adapters/pgnotify: a NOTIFY on
// the seats channel; internal/adapters/natsbus: a core NATS message).
// Each replica admits and sends positions on its own tick, so without it
// a batch admitted by one replica would reach the waiters on another only
// at that replica's next tick: up to a whole tick late. With it, every
// replica that hears of a batch reads the room once and sends the new
// positions at once. An announcement may be lost; the next tick heals it.
type Announcer interface {
	// AnnounceRoom tells the other replicas (and may tell this one) that
	// the room's admissions reached version. It must not block.
	AnnounceRoom(roomID string, version int64)
}

// Heard is a batch another replica admitted: the room's admission
// version reached version. Run reads the room and sends the positions
// that moved; Heard itself never blocks the bus that calls it, and an
// echo of a batch this replica sent positions for already is skipped.
func (s *Service) Heard(roomID string, version int64) {
	s.mu.Lock()
	if s.heard == nil {
		s.heard = map[string]int64{}
	}
	if version > s.heard[roomID] {
		s.heard[roomID] = version
	}
	kick := s.kickLocked()
	s.mu.Unlock()
	select {
	case kick <- struct{}{}:
	default: // a kick is pending already; it takes this room too
	}
}

// kickLocked is the channel Heard wakes Run with; s.mu is held.
func (s *Service) kickLocked() chan struct{} {
	if s.kick == nil {
		s.kick = make(chan struct{}, 1)
	}
	return s.kick
}

// announce tells the other replicas of a batch this one admitted.
func (s *Service) announce(r *db.WaitingRoom) {
	if s.Bus != nil {
		s.Bus.AnnounceRoom(r.ID, r.AdmitVersion)
	}
}

// catchUp sends the positions of the rooms heard of since the last call
// whose admissions moved past what this replica's subscribers were sent:
// one read of the open rooms, then one room's fan-out each.
func (s *Service) catchUp(ctx context.Context) error {
	s.mu.Lock()
	heard := s.heard
	s.heard = nil
	s.mu.Unlock()
	var due []string
	for id, v := range heard {
		if h := s.hubIfAny(id); h != nil && h.sentVersion() < v {
			due = append(due, id)
		}
	}
	if len(due) == 0 {
		return nil
	}
	rooms, err := db.OpenWaitingRooms(ctx, s.DB)
	if err != nil {
		return err
	}
	open := make(map[string]*db.WaitingRoom, len(rooms))
	for i := range rooms {
		open[rooms[i].ID] = &rooms[i]
	}
	now := s.now()
	for _, id := range due {
		r := open[id]
		if r == nil {
			s.closed(id)
			continue
		}
		if err := s.fanOutRoom(ctx, r, now); err != nil {
			return err
		}
	}
	return nil
}

// hubIfAny is the room's hub here, or nil when nobody here waits in it.
func (s *Service) hubIfAny(roomID string) *hub {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hubs[roomID]
}

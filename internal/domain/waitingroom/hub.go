package waitingroom

import (
	"context"
	"sync"
	"time"

	"marquee/db"
	"marquee/internal/platform/auth"
)

// hub is one room's subscribers on this replica.
type hub struct {
	mu   sync.Mutex
	subs map[*sub]struct{}
	// sent is the room's admission version the subscribers were last
	// sent positions at, so an announcement heard after is skipped.
	sent int64
}

func (h *hub) sentVersion() int64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.sent
}

// sub is one queuePosition subscription: its user's place and the last
// position it was sent.
type sub struct {
	userID string
	place  int64
	ch     chan *Position // one slot: the newest position not yet taken
	sink   Sink           // in place of ch, for SubscribeSink
	last   Position
	closed bool
}

// Sink takes a queuePosition subscription's positions in place of the
// channel Subscribe returns, so the subscription needs no goroutine of
// its own to wait on one: the websocket hands each position to its
// socket's writer. Its methods run under the room's lock and must not
// block or call back into the Service.
type Sink interface {
	// OfferPosition hands over the newest position, replacing one the
	// sink has not sent yet.
	OfferPosition(p *Position)
	// Attached comes once, after the first OfferPosition, when
	// SubscribeSink succeeds; cancel ends the subscription (safe to call
	// more than once). The subscription does not watch SubscribeSink's
	// context.
	Attached(cancel func())
	// Ended comes once when the subscription ends, by cancel or because
	// the room closed; no OfferPosition follows it.
	Ended()
}

// send puts p in the mailbox, replacing one not yet taken, unless it says
// nothing new. Call it under the hub's lock.
func (sb *sub) send(p *Position) {
	if sb.closed || (p.Position == sb.last.Position && p.Admitted == sb.last.Admitted && p.SeatsLeft == sb.last.SeatsLeft) {
		return
	}
	sb.last = *p
	if sb.sink != nil {
		sb.sink.OfferPosition(p)
		return
	}
	select {
	case sb.ch <- p:
	default:
		select {
		case <-sb.ch:
		default:
		}
		sb.ch <- p
	}
}

// Subscribe sends the caller's position in the room now and whenever it
// moves (or the seats left change); joining first if they have no place.
// The channel closes when ctx ends or the room closes.
func (s *Service) Subscribe(ctx context.Context, roomID string) (<-chan *Position, error) {
	h, sb, err := s.subscribe(ctx, roomID, nil)
	if err != nil {
		return nil, err
	}
	context.AfterFunc(ctx, func() { h.unsubscribe(sb) })
	return sb.ch, nil
}

// SubscribeSink is Subscribe with sink in place of the channel: the
// first position is offered before it returns, then sink.Attached.
func (s *Service) SubscribeSink(ctx context.Context, roomID string, sink Sink) error {
	h, sb, err := s.subscribe(ctx, roomID, sink)
	if err != nil {
		return err
	}
	sink.Attached(func() { h.unsubscribe(sb) })
	return nil
}

func (s *Service) subscribe(ctx context.Context, roomID string, sink Sink) (*hub, *sub, error) {
	c, err := auth.Require(ctx)
	if err != nil {
		return nil, nil, errSignIn
	}
	r, e, err := s.enter(ctx, roomID, c.UserID)
	if err != nil {
		return nil, nil, err
	}
	seats, err := db.RoomSeatsLeft(ctx, s.DB, r, s.now())
	if err != nil {
		return nil, nil, err
	}
	p, err := s.positionOf(ctx, r, e.Place, c.UserID, int(seats))
	if err != nil {
		return nil, nil, err
	}
	sb := &sub{userID: c.UserID, place: e.Place, sink: sink, last: Position{Position: -1}}
	if sink == nil {
		sb.ch = make(chan *Position, 1)
	}
	h := s.hubOf(roomID)
	h.mu.Lock()
	h.subs[sb] = struct{}{}
	sb.send(p)
	h.mu.Unlock()
	return h, sb, nil
}

// unsubscribe ends sb on this side; it may already have ended.
func (h *hub) unsubscribe(sb *sub) {
	h.mu.Lock()
	defer h.mu.Unlock()
	sb.end()
	delete(h.subs, sb)
}

// end closes sb's channel or tells its sink, once. Call it under the
// hub's lock.
func (sb *sub) end() {
	if sb.closed {
		return
	}
	sb.closed = true
	if sb.sink != nil {
		sb.sink.Ended()
	} else {
		close(sb.ch)
	}
}

func (s *Service) hubOf(roomID string) *hub {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.hubs == nil {
		s.hubs = map[string]*hub{}
	}
	h := s.hubs[roomID]
	if h == nil {
		h = &hub{subs: map[*sub]struct{}{}}
		s.hubs[roomID] = h
	}
	return h
}

// closed ends this replica's subscriptions of a room that closed.
func (s *Service) closed(roomID string) {
	s.mu.Lock()
	h := s.hubs[roomID]
	delete(s.hubs, roomID)
	s.mu.Unlock()
	if h == nil {
		return
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for sb := range h.subs {
		sb.end()
	}
	h.subs = map[*sub]struct{}{}
}

// fanOut sends each subscriber of this replica its position in the rooms
// as read this tick: one read of the seats left per room with
// subscribers, and one read of a subscriber's token when it is admitted.
func (s *Service) fanOut(ctx context.Context, rooms []db.WaitingRoom, now time.Time) error {
	open := make(map[string]*db.WaitingRoom, len(rooms))
	for i := range rooms {
		open[rooms[i].ID] = &rooms[i]
	}
	s.mu.Lock()
	ids := make([]string, 0, len(s.hubs))
	for id := range s.hubs {
		ids = append(ids, id)
	}
	s.mu.Unlock()
	for _, id := range ids {
		r := open[id]
		if r == nil {
			s.closed(id) // closed on another replica
			continue
		}
		if err := s.fanOutRoom(ctx, r, now); err != nil {
			return err
		}
	}
	return nil
}

func (s *Service) fanOutRoom(ctx context.Context, r *db.WaitingRoom, now time.Time) error {
	h := s.hubOf(r.ID)
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.subs) == 0 {
		return nil
	}
	h.sent = max(h.sent, r.AdmitVersion)
	seats, err := db.RoomSeatsLeft(ctx, s.DB, r, now)
	if err != nil {
		return err
	}
	for sb := range h.subs {
		if sb.last.Admitted {
			p := sb.last
			p.SeatsLeft = int(seats)
			sb.send(&p)
			continue
		}
		p, err := s.positionOf(ctx, r, sb.place, sb.userID, int(seats))
		if err != nil {
			return err
		}
		sb.send(p)
	}
	return nil
}

package natsbus_test

import (
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/natstest"
)

// A waiting room's admission announced on one replica's bus reaches the
// room handler of every replica's bus, as a plain NATS message.
func TestRoomAnnouncementsReachOtherReplicas(t *testing.T) {
	s := natstest.NewStream(t)
	bdb := dbtest.Open(t, "sqlite")
	a, b := newBus(t, s, bdb), newBus(t, s, bdb)
	type heard struct {
		room    string
		version int64
	}
	got := make(chan heard, 4)
	b.HearRooms(func(room string, v int64) { got <- heard{room, v} })
	a.AnnounceRoom("room-1", 7)
	if h := <-got; h != (heard{"room-1", 7}) {
		t.Fatalf("B heard %+v, want room-1 at 7", h)
	}
}

package pgnotify_test

import (
	"context"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/pgnotify"
)

// shows is a live.Receiver that must hear no waiting-room payload.
type shows struct{ t *testing.T }

func (s shows) Heard(showID string, _ int64) {
	s.t.Errorf("a room announcement reached the seats as show %q", showID)
}
func (s shows) Resync() {}

// A waiting room's admission announced by one replica reaches the room
// handler of another over NOTIFY on the seats channel, and not the live
// seats' receiver.
func TestRoomAnnouncementsReachOtherReplicas(t *testing.T) {
	dsn := dbtest.NewDSN(t, "postgres")
	bdb, err := db.Open(t.Context(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	a := pgnotify.New(pgnotify.Options{DB: bdb})
	defer a.Close()
	b := pgnotify.New(pgnotify.Options{DSN: dsn})
	defer b.Close()
	type heard struct {
		room    string
		version int64
	}
	got := make(chan heard, 4)
	b.HearRooms(func(room string, v int64) { got <- heard{room, v} })
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan struct{})
	go func() { defer close(done); b.Listen(ctx, shows{t}) }()
	defer func() { cancel(); <-done }()
	wctx, wcancel := context.WithTimeout(ctx, 15*time.Second)
	defer wcancel()
	if _, err := b.WaitListening(wctx, 0); err != nil {
		t.Fatal(err)
	}
	a.AnnounceRoom("0b1f6a9e-2c1d-4f7e-9a51-7d0c3e2b8f10", 7)
	if h := <-got; h != (heard{"0b1f6a9e-2c1d-4f7e-9a51-7d0c3e2b8f10", 7}) {
		t.Fatalf("B heard %+v", h)
	}
}

package waitingroom_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db/dbtest"
	"marquee/internal/domain/waitingroom"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
	"marquee/internal/testsupport/testclock"
)

// relay is a bus between two replicas: what one announces, the other
// hears; it also remembers the announcements.
type relay struct {
	to   *waitingroom.Service
	mu   sync.Mutex
	seen []int64
}

func (r *relay) AnnounceRoom(roomID string, version int64) {
	r.mu.Lock()
	r.seen = append(r.seen, version)
	r.mu.Unlock()
	r.to.Heard(roomID, version)
}

// TestAdmissionHeardOnOtherReplica: a batch replica A admits reaches a
// waiter subscribed on replica B through A's announcement, not B's tick:
// B runs with a tick of an hour, which never comes during the test, so
// the new position can only have been sent because B heard of the batch.
// A hears nothing back and B's echo of its own positions is not needed.
func TestAdmissionHeardOnOtherReplica(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			bdb := dbtest.Open(t, dialect)
			ctx := t.Context()
			movie := seedMovie(t, bdb)
			clk := testclock.New(time.Now())
			c := clock.Clock(clk.Now)
			b := &waitingroom.Service{DB: bdb, Key: []byte("k"), Tick: time.Hour}
			bus := &relay{to: b}
			a := &waitingroom.Service{DB: bdb, Key: []byte("k"), Bus: bus}
			a.Clock.Store(&c)
			b.Clock.Store(&c)
			admin := auth.WithCaller(ctx, &auth.Caller{UserID: "admin", Admin: true})
			room, err := a.Open(admin, &movie, nil, 60, 10, 4)
			if err != nil {
				t.Fatal(err)
			}
			users := make([]context.Context, 3)
			for i := range users {
				users[i] = auth.WithCaller(ctx, &auth.Caller{UserID: uuid.NewString()})
				if _, err := a.Join(users[i], room.ID); err != nil {
					t.Fatal(err)
				}
			}
			sub, cancel := context.WithCancel(users[2])
			defer cancel()
			ch, err := b.Subscribe(sub, room.ID)
			if err != nil {
				t.Fatal(err)
			}
			if p := <-ch; p.Position != 3 {
				t.Fatalf("third in line is at %d", p.Position)
			}
			runCtx, stop := context.WithCancel(ctx)
			done := make(chan struct{})
			go func() { defer close(done); b.Run(runCtx) }()
			defer func() { stop(); <-done }()

			clk.Advance(2 * time.Second) // two admissions due at 60 a minute
			if err := a.Step(ctx); err != nil {
				t.Fatal(err)
			}
			p, ok := <-ch
			if !ok || p.Position != 1 || p.Ahead != 0 {
				t.Fatalf("after A admitted two, the waiter on B got %+v (open %v), want position 1", p, ok)
			}
			bus.mu.Lock()
			n := len(bus.seen)
			bus.mu.Unlock()
			if n != 1 {
				t.Fatalf("A announced %d batches for one", n)
			}

			// The waiter's own admission arrives the same way, with its token.
			clk.Advance(time.Second)
			if err := a.Step(ctx); err != nil {
				t.Fatal(err)
			}
			if p, ok := <-ch; !ok || !p.Admitted || p.AdmissionToken == nil {
				t.Fatalf("after A admitted the waiter, B sent %+v (open %v)", p, ok)
			}
		})
	}
}

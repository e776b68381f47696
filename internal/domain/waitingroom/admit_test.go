package waitingroom_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/waitingroom"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
	"marquee/internal/testsupport/testclock"
)

// TestAdmissionRate: admissions follow the configured rate on the
// injected clock, whatever the tick (here a tick every 7 s, so batches are
// uneven), to the person over 10 minutes; two services on one database
// (two replicas) never admit one batch twice; and admissions not used
// because nobody waited are not banked: a crowd arriving after a quiet
// spell is let in at the rate.
func TestAdmissionRate(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			bdb := dbtest.Open(t, dialect)
			ctx := context.Background()
			movie := seedMovie(t, bdb)
			clk := testclock.New(time.Now())
			c := clock.Clock(clk.Now)
			a, b := &waitingroom.Service{DB: bdb, Key: []byte("k")}, &waitingroom.Service{DB: bdb, Key: []byte("k")}
			a.Clock.Store(&c)
			b.Clock.Store(&c)
			admin := auth.WithCaller(ctx, &auth.Caller{UserID: "admin", Admin: true})
			room, err := a.Open(admin, &movie, nil, 30, 10, 4)
			if err != nil {
				t.Fatal(err)
			}
			join := func(n int, from int) {
				for i := range n {
					user := auth.WithCaller(ctx, &auth.Caller{UserID: uuid.NewString()})
					p, err := b.Join(user, room.ID)
					if err != nil {
						t.Fatal(err)
					}
					if p.Position != from+i {
						t.Fatalf("joiner %d at position %d, want %d", i, p.Position, from+i)
					}
				}
			}
			join(400, 1)
			for range 600 / 7 {
				clk.Advance(7 * time.Second)
				for _, s := range []*waitingroom.Service{a, b} {
					if err := s.Step(ctx); err != nil {
						t.Fatal(err)
					}
				}
			}
			clk.Advance(600*time.Second - time.Duration(600/7*7)*time.Second)
			if err := a.Step(ctx); err != nil {
				t.Fatal(err)
			}
			r := admitted(t, bdb, room.ID)
			if r.Admitted != 300 {
				t.Fatalf("admitted %d in 10 minutes at 30 a minute, want 300", r.Admitted)
			}
			if n := tokens(t, bdb, room.ID); n != 300 {
				t.Fatalf("%d admission tokens for 300 admissions", n)
			}

			// The line empties; ten quiet minutes; then 50 arrive at once.
			clk.Advance(4 * time.Minute)
			if err := b.Step(ctx); err != nil {
				t.Fatal(err)
			}
			clk.Advance(10 * time.Minute)
			if err := a.Step(ctx); err != nil {
				t.Fatal(err)
			}
			join(50, 1)
			clk.Advance(4 * time.Second)
			if err := b.Step(ctx); err != nil {
				t.Fatal(err)
			}
			if r := admitted(t, bdb, room.ID); r.Admitted != 402 {
				t.Fatalf("after a quiet spell, 4 s at 30 a minute admitted %d of the crowd, want 2", r.Admitted-400)
			}
		})
	}
}

func seedMovie(t *testing.T, bdb *bun.DB) string {
	t.Helper()
	ctx := context.Background()
	m := &db.Movie{ID: 28300, Title: "Pacing", Genres: []db.Genre{}, ImageSource: db.ImageSourceTMDB, CreatedAt: time.Now()}
	if _, err := db.InsertMovie(ctx, bdb, m); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: m.ID, StartsAt: time.Now().Add(48 * time.Hour).UTC(), PricePaise: 6500, CreatedAt: time.Now()}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	return "28300"
}

func admitted(t *testing.T, bdb *bun.DB, id string) *db.WaitingRoom {
	t.Helper()
	r, err := db.WaitingRoomByID(context.Background(), bdb, id)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func tokens(t *testing.T, bdb *bun.DB, room string) int64 {
	t.Helper()
	n, err := bdb.NewSelect().Table("admission_tokens").Where("room_id = ?", room).Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return n
}

package booking_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/paytest"
)

// recorder collects published seat events.
type recorder struct {
	mu     sync.Mutex
	events []booking.Event
}

func (r *recorder) Publish(_ context.Context, ev booking.Event) {
	r.mu.Lock()
	r.events = append(r.events, ev)
	r.mu.Unlock()
}

func (r *recorder) all() []booking.Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]booking.Event(nil), r.events...)
}

type fixture struct {
	db     *bun.DB
	clock  *paytest.Clock
	events *recorder
	svc    *booking.Service
	show   *db.Show
}

const testHold = 10 * time.Minute

func newFixture(t *testing.T, bdb *bun.DB) *fixture {
	t.Helper()
	f := &fixture{db: bdb, clock: paytest.NewClock(), events: &recorder{}}
	f.svc = booking.New(bdb, testHold, time.UTC, nil, f.events)
	f.svc.Clock = f.clock.Now
	f.show = f.addShow(t, f.clock.Now().Add(48*time.Hour), 6500)
	return f
}

func (f *fixture) addShow(t *testing.T, at time.Time, price int64) *db.Show {
	t.Helper()
	ctx := context.Background()
	movie := &db.Movie{ID: 424242, Title: "The Long Rehearsal", Genres: []db.Genre{}, CreatedAt: at}
	if _, err := f.db.NewInsert().Model(movie).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: at, PricePaise: price, CreatedAt: at}
	if err := dbtest.InsertShow(ctx, f.db, sh); err != nil {
		t.Fatal(err)
	}
	return sh
}

func as(userID string) context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: userID, Name: userID})
}

func user(i int) string { return fmt.Sprintf("user_%03d", i) }

func count(t *testing.T, q *bun.SelectQuery) int {
	t.Helper()
	n, err := q.Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

package faults_test

import (
	"context"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
)

// TestLostSeatNotificationHeals: a committed seat change whose
// announcement never reaches a replica still reaches that replica's
// subscribers, through the broker's version re-check (every 5 s while
// anyone subscribes; the apps run with the default). Two replicas share one
// PostgreSQL database; the subscriber is on B.
//
//   - A writer commits and dies before announcing anything, as a replica
//     killed between COMMIT and NOTIFY does (the review saw it 4 times in
//     40 tries, and the seat then showed free on B for a minute and more).
//   - A books on A, and every NOTIFY A sends fails, so after three tries
//     A drops it: A's own subscriber gets the change at once, B hears
//     nothing.
//
// Before the re-check existed B's subscriber waited for the show's next
// change, and the reads here timed out.
func TestLostSeatNotificationHeals(t *testing.T) {
	dsn := dbtest.NewDSN(t, "postgres")
	drop := &dropNotify{}
	a := apptest.Start(t, "postgres", apptest.Options{DSN: dsn, Hooks: []bun.QueryHook{drop}})
	b := apptest.Start(t, "postgres", apptest.Options{DSN: dsn})
	ctx, cancel := context.WithTimeout(t.Context(), 15*time.Second)
	defer cancel()
	// Both replicas listen, so only the missing NOTIFY keeps B unaware.
	for _, s := range []*apptest.Server{a, b} {
		if _, err := s.Bus.WaitListening(ctx, 0); err != nil {
			t.Fatal(err)
		}
	}
	show := liveapp.NewShow(t, a.DB)
	onA, onB := dialLive(t, a), dialLive(t, b)
	lastA, lastB := liveapp.Subscribe(t, onA, "s", show).Version, liveapp.Subscribe(t, onB, "s", show).Version

	// 1. Committed, never announced.
	commitSilently(t, dsn, show, "D4")
	v := liveapp.CurrentVersion(t, b, show)
	sm := liveapp.NextVersion(t, onB, "s", lastB, v)
	if sm.Version != v || !slices.Equal(sm.OccupiedSeats, []string{"D4"}) {
		t.Fatalf("B's subscriber after the silent commit: %+v, want version %d with D4", sm, v)
	}
	lastB = sm.Version

	// 2. Announced on A only: its NOTIFY fails three times.
	tried := drop.n.Load()
	liveapp.Book(t, a, a.SignIn("Notify Lost", false), show, "D5")
	v = liveapp.CurrentVersion(t, a, show)
	if sm := liveapp.NextVersion(t, onA, "s", lastA, v); !slices.Contains(sm.OccupiedSeats, "D5") {
		t.Fatalf("A's own subscriber: %+v lacks D5", sm)
	}
	sm = liveapp.NextVersion(t, onB, "s", lastB, v)
	if sm.Version != v || !slices.Equal(sm.OccupiedSeats, []string{"D4", "D5"}) {
		t.Fatalf("B's subscriber after the lost NOTIFY: %+v, want version %d with D4 and D5", sm, v)
	}
	liveapp.WaitUntil(t, "A to give up its NOTIFY", func() bool { return drop.n.Load() >= tried+3 })

	// B's own count of notifications received proves nothing here: the
	// channel is the database's, and other packages' tests notify on it
	// at the same time. A is the only replica that could have announced
	// this show, and none of its NOTIFYs went out.
	if sent := a.Bus.Stats().Sent; sent != 0 {
		t.Fatalf("A sent %d NOTIFYs: the test proves nothing", sent)
	}
	st := b.Live.Stats()
	if st.Healed < 2 || st.Rechecks < 2 {
		t.Fatalf("B's re-checks: %d, shows healed: %d; want both changes healed by re-checks", st.Rechecks, st.Healed)
	}
}

// On SQLite one process makes and announces every change, so the
// re-check normally finds nothing; it still heals a change committed by a
// writer that announces nothing (another process on the same file).
func TestUnannouncedChangeHealsOnSQLite(t *testing.T) {
	dsn := dbtest.NewDSN(t, "sqlite")
	s := apptest.Start(t, "sqlite", apptest.Options{DSN: dsn})
	show := liveapp.NewShow(t, s.DB)
	c := dialLive(t, s)
	last := liveapp.Subscribe(t, c, "s", show).Version
	commitSilently(t, dsn, show, "F2")
	v := liveapp.CurrentVersion(t, s, show)
	if sm := liveapp.NextVersion(t, c, "s", last, v); sm.Version != v || !slices.Equal(sm.OccupiedSeats, []string{"F2"}) {
		t.Fatalf("after the unannounced commit: %+v, want version %d with F2", sm, v)
	}
	if st := s.Live.Stats(); st.Healed != 1 {
		t.Fatalf("shows healed: %d, want 1", st.Healed)
	}
}

// dialLive opens an initialised websocket to s whose reads wait long
// enough for a re-check (5 s) on a busy machine.
func dialLive(t *testing.T, s *apptest.Server) *livetest.Client {
	t.Helper()
	c := liveapp.Dial(t, s.URL, livetest.DialOptions{Origin: s.URL})
	c.Timeout = 30 * time.Second
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	return c
}

// commitSilently books seats through a booking service of its own that
// announces nothing: the change is committed and no broker hears of it,
// as when the replica that made it dies before its NOTIFY.
func commitSilently(t *testing.T, dsn, show string, seats ...string) {
	t.Helper()
	bdb, err := db.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	svc := booking.New(bdb, 10*time.Minute, time.UTC, nil, nil)
	ctx := auth.WithCaller(context.Background(), &auth.Caller{UserID: "user_silent", Name: "Silent"})
	if _, err := svc.CreateBooking(ctx, show, seats); err != nil {
		t.Fatal(err)
	}
}

// dropNotify makes every NOTIFY of the app it hooks fail (its statement
// runs under an already cancelled context), as a NOTIFY does when the
// database refuses it; it counts the attempts.
type dropNotify struct{ n atomic.Int64 }

func (d *dropNotify) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	if !strings.Contains(ev.Query, "pg_notify(") {
		return ctx
	}
	d.n.Add(1)
	ctx, cancel := context.WithCancel(ctx)
	cancel()
	return ctx
}

func (d *dropNotify) AfterQuery(context.Context, *bun.QueryEvent) {}

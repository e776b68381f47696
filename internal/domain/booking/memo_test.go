package booking_test

import (
	"context"
	"reflect"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/metrics"
)

// statements records what a service sends to the database.
type statements struct {
	mu  sync.Mutex
	all []string
}

func (s *statements) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	s.mu.Lock()
	s.all = append(s.all, ev.Query)
	s.mu.Unlock()
	return ctx
}
func (s *statements) AfterQuery(context.Context, *bun.QueryEvent) {}

// since returns the statements recorded after the first n, and how many
// of them write (or open a transaction to).
func (s *statements) since(n int) (all []string, writes int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	all = append(all, s.all[n:]...)
	for _, q := range all {
		word := strings.ToUpper(strings.Fields(q + " x")[0])
		switch word {
		case "INSERT", "UPDATE", "DELETE", "BEGIN", "SAVEPOINT", "COMMIT":
			writes++
		}
	}
	return all, writes
}

func (s *statements) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.all)
}

// outcomes counts the booking outcomes a service reports.
type outcomes struct {
	metrics.Booking
	mu sync.Mutex
	n  map[string]int
}

func newOutcomes() *outcomes { return &outcomes{Booking: metrics.Nop, n: map[string]int{}} }

func (o *outcomes) BookingOutcome(outcome string) {
	o.mu.Lock()
	o.n[outcome]++
	o.mu.Unlock()
}

func (o *outcomes) get(outcome string) int {
	o.mu.Lock()
	defer o.mu.Unlock()
	return o.n[outcome]
}

// replica is a booking service with a pool of its own on the fixture's
// database, watched by a statement recorder, like another server.
func (f *fixture) replica(t *testing.T) (*booking.Service, *statements, *outcomes) {
	t.Helper()
	rec := &statements{}
	svc := booking.New(f.db.WithQueryHook(rec), testHold, time.UTC, nil, f.events)
	svc.Clock = f.clock.Now
	out := newOutcomes()
	svc.Metrics = out
	return svc, rec, out
}

// TestLoserRefusedFromMemory: once a seat is known taken, a buyer asking
// for it is refused with the very CONFLICT the database would give,
// without a write of any kind; the seats a claim finds taken in the
// database teach a service that had not seen them.
func TestLoserRefusedFromMemory(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		svc, rec, out := f.replica(t)
		if _, err := svc.CreateBooking(as("asha"), f.show.ID, []string{"E5"}); err != nil {
			t.Fatal(err)
		}
		// What the database says, to a service that has seen nothing.
		_, want := f.svc.CreateBooking(as("ravi"), f.show.ID, []string{"E5", "E6"})

		n := rec.count()
		_, err := svc.CreateBooking(as("ravi"), f.show.ID, []string{"E5", "E6"})
		wantSameConflict(t, err, want)
		if all, writes := rec.since(n); writes > 0 {
			t.Fatalf("refusal wrote: %q", all)
		}
		if out.get(metrics.RefusedFromMemory) != 1 {
			t.Fatalf("outcomes = %v", out.n)
		}

		// Another replica sells F1; this one learns it from the claim the
		// database refuses, and refuses the next buyer without a write.
		if _, err := f.svc.CreateBooking(as("mira"), f.show.ID, []string{"F1"}); err != nil {
			t.Fatal(err)
		}
		_, err = svc.CreateBooking(as("ravi"), f.show.ID, []string{"F1"})
		wantConflictOn(t, err, "F1")
		if out.get(metrics.Conflict) != 1 {
			t.Fatalf("outcomes = %v", out.n)
		}
		n = rec.count()
		_, err = svc.CreateBooking(as("dev"), f.show.ID, []string{"F1"})
		wantConflictOn(t, err, "F1")
		if all, writes := rec.since(n); writes > 0 {
			t.Fatalf("refusal after learning wrote: %q", all)
		}
		if claims := count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil))); claims != 2 {
			t.Fatalf("%d claims, want E5 and F1", claims)
		}
	})
}

// TestStaleMemoStillSafe: a memo that is behind only ever lets a request
// through to the database. A seat freed elsewhere is sold to the next
// buyer; a seat taken elsewhere is refused by the database and never sold
// twice; a hold that has run out no longer refuses anyone.
func TestStaleMemoStillSafe(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		svc, _, _ := f.replica(t)
		b, err := svc.CreateBooking(as("asha"), f.show.ID, []string{"A1"})
		if err != nil {
			t.Fatal(err)
		}
		// Freed on the other replica: this one's memo still has A1 taken.
		if _, err := f.svc.Cancel(as("asha"), b.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := svc.CreateBooking(as("ravi"), f.show.ID, []string{"A1"}); err != nil {
			t.Fatalf("seat freed elsewhere refused: %v", err)
		}

		// Taken on the other replica, unknown here: the database refuses.
		if _, err := f.svc.CreateBooking(as("mira"), f.show.ID, []string{"B1"}); err != nil {
			t.Fatal(err)
		}
		_, err = svc.CreateBooking(as("dev"), f.show.ID, []string{"B1", "B2"})
		wantConflictOn(t, err, "B1")

		// A hold the memo knows ends: the seat is free again.
		if _, err := svc.CreateBooking(as("zoe"), f.show.ID, []string{"C1"}); err != nil {
			t.Fatal(err)
		}
		_, err = svc.CreateBooking(as("ivy"), f.show.ID, []string{"C1"})
		wantConflictOn(t, err, "C1")
		f.clock.Advance(testHold + time.Second)
		if _, err := svc.CreateBooking(as("ivy"), f.show.ID, []string{"C1"}); err != nil {
			t.Fatalf("seat of an ended hold refused: %v", err)
		}

		for _, seat := range []string{"A1", "B1", "C1"} {
			var n int64
			n, err = bdb.NewSelect().Model((*db.SeatClaim)(nil)).Where("show_id = ? AND seat = ?", f.show.ID, seat).Count(context.Background())
			if err != nil || n != 1 {
				t.Fatalf("seat %s: %d claims, %v", seat, n, err)
			}
		}
	})
}

// TestHotSeatRefusalsFromMemory: many buyers racing for one seat through
// one service get exactly one winner, every other buyer the same
// CONFLICT, and only the buyers that reached the database before the
// winner's claim was known cost it a claim of their own.
func TestHotSeatRefusalsFromMemory(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		svc, _, out := f.replica(t)
		const buyers = 100
		start := make(chan struct{})
		errs := make([]error, buyers)
		var wg sync.WaitGroup
		for i := range buyers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				_, errs[i] = svc.CreateBooking(as(user(i)), f.show.ID, []string{"E5"})
			}()
		}
		close(start)
		wg.Wait()
		winners := 0
		for _, err := range errs {
			if err == nil {
				winners++
				continue
			}
			wantConflictOn(t, err, "E5")
		}
		if winners != 1 {
			t.Fatalf("%d winners", winners)
		}
		if got := out.get(metrics.RefusedFromMemory) + out.get(metrics.Conflict); got != buyers-1 {
			t.Fatalf("outcomes = %v", out.n)
		}
		if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); n != 1 {
			t.Fatalf("%d bookings stored, want the winner's alone", n)
		}
		t.Logf("outcomes: %v", out.n)
	})
}

func wantConflictOn(t *testing.T, err error, seats ...string) {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok || e.Kind != apperr.Conflict || !reflect.DeepEqual(e.Details["seats"], seats) {
		t.Fatalf("err = %v (%+v), want CONFLICT on %v", err, e, seats)
	}
}

func wantSameConflict(t *testing.T, got, want error) {
	t.Helper()
	g, ok1 := apperr.As(got)
	w, ok2 := apperr.As(want)
	if !ok1 || !ok2 || g.Kind != apperr.Conflict || g.Message != w.Message || !reflect.DeepEqual(g.Details, w.Details) {
		t.Fatalf("refusal = %v (%+v), want the database's %v (%+v)", got, g, want, w)
	}
}

// gate holds the first statement that inserts a booking until released,
// so a test can keep a claim in flight.
type gate struct {
	once             sync.Once
	reached, release chan struct{}
}

func newGate() *gate { return &gate{reached: make(chan struct{}), release: make(chan struct{})} }

func (g *gate) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	if strings.HasPrefix(ev.Query, `INSERT INTO "bookings"`) {
		g.once.Do(func() {
			close(g.reached)
			<-g.release
		})
	}
	return ctx
}
func (g *gate) AfterQuery(context.Context, *bun.QueryEvent) {}

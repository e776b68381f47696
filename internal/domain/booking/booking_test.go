package booking_test

import (
	"context"
	"errors"
	"marquee/internal/testsupport/bookingtest"
	"math/rand"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
)

func TestCreateBookingValidation(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		past := f.addShow(t, f.clock.Now().Add(-time.Minute), 5000)
		now := f.addShow(t, f.clock.Now(), 5000)
		cases := []struct {
			name  string
			ctx   context.Context
			show  string
			seats []string
			code  apperr.Kind
			msg   string
		}{
			{"signed out", context.Background(), f.show.ID, []string{"A1"}, apperr.Unauthenticated, "Please sign in to book tickets"},
			{"row K", as("u"), f.show.ID, []string{"K1"}, apperr.BadInput, `Invalid seat "K1": no such seat on this screen`},
			{"seat 0", as("u"), f.show.ID, []string{"A0"}, apperr.BadInput, `Invalid seat "A0": no such seat on this screen`},
			{"seat 10", as("u"), f.show.ID, []string{"A10"}, apperr.BadInput, `Invalid seat "A10": no such seat on this screen`},
			{"six seats", as("u"), f.show.ID, []string{"A1", "A2", "A3", "A4", "A5", "A6"}, apperr.BadInput, "You can only select up to 5 seats"},
			{"duplicates", as("u"), f.show.ID, []string{"A1", "a1"}, apperr.BadInput, "Seat A1 is listed more than once"},
			{"empty", as("u"), f.show.ID, []string{}, apperr.BadInput, "Please select at least one seat"},
			{"malformed show", as("u"), "not-a-show", []string{"A1"}, apperr.BadInput, `Invalid show id "not-a-show"`},
			{"unknown show", as("u"), "0190b6a4-0000-7000-8000-000000000000", []string{"A1"}, apperr.NotFound, "Show not found"},
			{"past show", as("u"), past.ID, []string{"A1"}, apperr.BadInput, "Booking is closed for this show: it has already started"},
			{"starting now", as("u"), now.ID, []string{"A1"}, apperr.BadInput, "Booking is closed for this show: it has already started"},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				_, err := f.svc.CreateBooking(tc.ctx, tc.show, tc.seats)
				e, ok := apperr.As(err)
				if !ok || e.Kind != tc.code || e.Message != tc.msg {
					t.Fatalf("err = %v (%v), want %s %q", err, apperr.KindOf(err), tc.code, tc.msg)
				}
			})
		}
		if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); n != 0 {
			t.Fatalf("%d bookings written by invalid requests", n)
		}
		if n := count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil))); n != 0 {
			t.Fatalf("%d seat claims written by invalid requests", n)
		}
		if len(f.events.all()) != 0 {
			t.Fatalf("events published for invalid requests: %v", f.events.all())
		}
	})
}

func TestCreateBookingHoldsSeats(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		b, err := f.svc.CreateBooking(as("asha"), f.show.ID, []string{"c4", "B2"})
		if err != nil {
			t.Fatal(err)
		}
		if b.Status != db.StatusPending || b.AmountPaise != 2*6500 || b.Currency != "inr" ||
			!reflect.DeepEqual(b.Seats, []string{"B2", "C4"}) || !b.HoldExpiresAt.Equal(f.clock.Now().Add(testHold)) {
			t.Fatalf("booking = %+v", b)
		}
		got, err := f.svc.OccupiedSeats(context.Background(), f.show.ID)
		if err != nil || !reflect.DeepEqual(got, []string{"B2", "C4"}) {
			t.Fatalf("occupied = %v, %v", got, err)
		}
		_, err = f.svc.CreateBooking(as("ravi"), f.show.ID, []string{"A1", "C4", "B2"})
		e, ok := apperr.As(err)
		if !ok || e.Kind != apperr.Conflict || e.Message != "Seats B2, C4 are no longer available" ||
			!reflect.DeepEqual(e.Details["seats"], []string{"B2", "C4"}) {
			t.Fatalf("conflict err = %#v", err)
		}
		// All or nothing: A1 was not taken by the failed booking.
		got, _ = f.svc.OccupiedSeats(context.Background(), f.show.ID)
		if !reflect.DeepEqual(got, []string{"B2", "C4"}) {
			t.Fatalf("occupied after conflict = %v", got)
		}
		evs := f.events.all()
		if len(evs) != 1 || evs[0].ShowID != f.show.ID || evs[0].Version != 1 {
			t.Fatalf("events = %v", evs)
		}
	})
}

// TestConcurrentBookings: 200 buyers race for overlapping seats of one
// show. No seat may end up with two live bookings, every booking must own
// all of its seats or none, and successes must match the claims.
func TestConcurrentBookings(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		RunConcurrentBuyers(t, bdb, f.show.ID, 200, func(ctx context.Context, seats []string) error {
			_, err := f.svc.CreateBooking(ctx, f.show.ID, seats)
			return err
		})
	})
}

// RunConcurrentBuyers races n buyers, each asking for 1–5 seats from a
// small pool so most requests overlap, and checks the invariants.
func RunConcurrentBuyers(t *testing.T, bdb *bun.DB, showID string, n int, buy func(ctx context.Context, seats []string) error) {
	t.Helper()
	pool := []string{"E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9", "F1", "F2", "F3", "F4", "F5", "F6"}
	rng := rand.New(rand.NewSource(42))
	requests := make([][]string, n)
	for i := range requests {
		perm := rng.Perm(len(pool))
		k := 1 + rng.Intn(5)
		for _, p := range perm[:k] {
			requests[i] = append(requests[i], pool[p])
		}
	}
	var wg sync.WaitGroup
	start := make(chan struct{})
	errs := make([]error, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			<-start
			errs[i] = buy(as(user(i)), requests[i])
		}(i)
	}
	close(start)
	wg.Wait()

	successes, conflicts := 0, 0
	for i, err := range errs {
		switch {
		case err == nil:
			successes++
		case apperr.Is(err, apperr.Conflict):
			conflicts++
		default:
			t.Fatalf("buyer %d: unexpected error %v", i, err)
		}
	}
	claims := bookingtest.CheckSeats(t, bdb, showID, successes)
	seats := len(claims)
	if successes == 0 || conflicts == 0 {
		t.Fatalf("expected both winners and losers, got %d/%d", successes, conflicts)
	}
	t.Logf("%d buyers: %d booked (%d seats), %d conflicts", n, successes, seats, conflicts)
}

func TestHoldExpiry(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		ctx := context.Background()
		first, err := f.svc.CreateBooking(as("asha"), f.show.ID, []string{"A1", "A2"})
		if err != nil {
			t.Fatal(err)
		}
		f.clock.Advance(testHold - time.Second)
		if _, err := f.svc.CreateBooking(as("ravi"), f.show.ID, []string{"A2"}); !apperr.Is(err, apperr.Conflict) {
			t.Fatalf("seat free before the hold ended: %v", err)
		}
		f.clock.Advance(time.Second)
		// The hold has ended and no sweeper ran: the seats are free anyway.
		if got, _ := f.svc.OccupiedSeats(ctx, f.show.ID); len(got) != 0 {
			t.Fatalf("occupied after expiry = %v", got)
		}
		second, err := f.svc.CreateBooking(as("ravi"), f.show.ID, []string{"A2"})
		if err != nil {
			t.Fatalf("reclaim expired seat: %v", err)
		}
		var old db.Booking
		if err := bdb.NewSelect().Model(&old).Where("id = ?", first.ID).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if old.Status != db.StatusExpired {
			t.Fatalf("first booking status = %s, want EXPIRED", old.Status)
		}
		// Its other seat was freed too: all or nothing.
		if got, _ := f.svc.OccupiedSeats(ctx, f.show.ID); !reflect.DeepEqual(got, []string{"A2"}) {
			t.Fatalf("occupied = %v, want [A2]", got)
		}
		// The sweeper finds nothing left to do for the first booking and
		// expires the second when its time comes.
		if n, err := f.svc.ExpireDue(ctx); err != nil || n != 0 {
			t.Fatalf("sweep = %d, %v", n, err)
		}
		f.clock.Advance(testHold)
		if n, err := f.svc.ExpireDue(ctx); err != nil || n != 1 {
			t.Fatalf("sweep = %d, %v", n, err)
		}
		var b db.Booking
		_ = bdb.NewSelect().Model(&b).Where("id = ?", second.ID).Scan(ctx)
		if b.Status != db.StatusExpired {
			t.Fatalf("second status = %s", b.Status)
		}
		if n := count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil))); n != 0 {
			t.Fatalf("%d claims left", n)
		}
		if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); n != 2 {
			t.Fatalf("bookings deleted: %d left", n)
		}
		wantIncreasingVersions(t, f.events.all())
	})
}

// wantIncreasingVersions checks that versions strictly increase across
// every change.
func wantIncreasingVersions(t *testing.T, evs []booking.Event) {
	t.Helper()
	for i := 1; i < len(evs); i++ {
		if evs[i].Version <= evs[i-1].Version {
			t.Fatalf("versions not increasing: %v", evs)
		}
	}
}

func TestCancel(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		b, err := f.svc.CreateBooking(as("asha"), f.show.ID, []string{"J9"})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Cancel(as("ravi"), b.ID); !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("cancel by another user: %v", err)
		}
		if _, err := f.svc.Cancel(context.Background(), b.ID); !apperr.Is(err, apperr.Unauthenticated) {
			t.Fatalf("cancel signed out: %v", err)
		}
		got, err := f.svc.Cancel(as("asha"), b.ID)
		if err != nil || got.Status != db.StatusCancelled {
			t.Fatalf("cancel = %+v, %v", got, err)
		}
		if occ, _ := f.svc.OccupiedSeats(context.Background(), f.show.ID); len(occ) != 0 {
			t.Fatalf("seats still occupied: %v", occ)
		}
		if _, err := f.svc.Cancel(as("asha"), b.ID); !apperr.Is(err, apperr.BadInput) {
			t.Fatalf("second cancel: %v", err)
		}
		if _, err := f.svc.CreateBooking(as("ravi"), f.show.ID, []string{"J9"}); err != nil {
			t.Fatalf("seat not reusable after cancel: %v", err)
		}
	})
}

// openMigrated opens a pool of its own on dsn, as another replica would.
func openMigrated(t *testing.T, dsn string) *bun.DB {
	t.Helper()
	bdb, err := db.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { bdb.Close() })
	if err := migrations.Migrate(context.Background(), bdb); err != nil {
		t.Fatal(err)
	}
	return bdb
}

// TestSweepersOnTwoReplicas runs two services on one database sweeping at
// once: every hold is released exactly once.
func TestSweepersOnTwoReplicas(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			dsn := dbtest.NewDSN(t, dialect)
			ctx := context.Background()
			a, b := newFixture(t, openMigrated(t, dsn)), (*fixture)(nil)
			b = &fixture{db: openMigrated(t, dsn), clock: a.clock, events: &recorder{}}
			b.svc = booking.New(b.db, testHold, time.UTC, nil, b.events)
			b.svc.Clock = a.clock.Now

			const n = 60
			for i := 0; i < n; i++ {
				show := a.show
				if i%3 == 0 {
					show = a.addShow(t, a.clock.Now().Add(time.Duration(i+1)*time.Hour), 5000)
				}
				seat := string(rune('A'+i%10)) + string(rune('1'+i/10%9))
				if _, err := a.svc.CreateBooking(as(user(i)), show.ID, []string{seat}); err != nil {
					t.Fatalf("booking %d: %v", i, err)
				}
			}
			a.clock.Advance(testHold)
			before := len(a.events.all())
			var wg sync.WaitGroup
			counts := make([]int, 2)
			errs := make([]error, 2)
			for i, svc := range []*booking.Service{a.svc, b.svc} {
				wg.Add(1)
				go func(i int, svc *booking.Service) {
					defer wg.Done()
					counts[i], errs[i] = svc.ExpireDue(ctx)
				}(i, svc)
			}
			wg.Wait()
			if err := errors.Join(errs...); err != nil {
				t.Fatal(err)
			}
			if counts[0]+counts[1] != n {
				t.Fatalf("released %d + %d holds, want %d in all", counts[0], counts[1], n)
			}
			if c := count(t, a.db.NewSelect().Model((*db.Booking)(nil)).Where("status = ?", db.StatusExpired)); c != n {
				t.Fatalf("%d expired bookings, want %d", c, n)
			}
			if c := count(t, a.db.NewSelect().Model((*db.SeatClaim)(nil))); c != 0 {
				t.Fatalf("%d claims left", c)
			}
			if len(a.events.all())-before+len(b.events.all()) == 0 {
				t.Fatal("no seat events after the sweep")
			}
			t.Logf("replica A released %d, replica B %d", counts[0], counts[1])
		})
	}
}

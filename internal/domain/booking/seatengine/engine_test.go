package seatengine

import (
	"context"
	"errors"
	"reflect"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db/dbtest"
)

func wantTaken(t *testing.T, err error, fromMemory bool, seats ...string) {
	t.Helper()
	var taken *Taken
	if !errors.As(err, &taken) || taken.FromMemory != fromMemory || !reflect.DeepEqual(taken.Seats, seats) {
		t.Fatalf("err = %v (%+v), want %v taken (from memory: %v)", err, taken, seats, fromMemory)
	}
}

// claimedSeats lists the seats of the show with a claim, sorted.
func claimedSeats(t *testing.T, bdb *bun.DB, showID string) []string {
	t.Helper()
	claims, err := dbtest.ShowClaims(context.Background(), bdb, showID)
	if err != nil {
		t.Fatal(err)
	}
	var seats []string
	for _, c := range claims {
		seats = append(seats, c.Seat)
	}
	slices.Sort(seats)
	return seats
}

func seatVersion(t *testing.T, bdb *bun.DB, showID string) int64 {
	t.Helper()
	v, err := dbtest.SeatVersion(context.Background(), bdb, showID)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestClaimIsAllOrNothing: a claim commits with one bump of the show's
// seat version, announced after the commit; a claim the database refuses
// leaves nothing behind, and teaches its engine the show's seats, so the
// next buyer of them is refused without a statement.
func TestClaimIsAllOrNothing(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		show := newShow(t, bdb)
		var pub events
		e := New(bdb, &pub)
		if _, err := e.Claim(ctx, show, []string{"A1", "A2"}, Seen{Began: time.Now()}, claim(show, []string{"A1", "A2"}, nil)); err != nil {
			t.Fatal(err)
		}
		if got := pub.got(); !reflect.DeepEqual(got, []Event{{ShowID: show, Version: 1}}) {
			t.Fatalf("published %v, want version 1", got)
		}

		// Another process's engine has seen nothing: the database decides.
		rec := &statements{}
		other := New(bdb.WithQueryHook(rec), &pub)
		_, err := other.Claim(ctx, show, []string{"A3", "A2"}, Seen{Began: time.Now()}, claim(show, []string{"A3", "A2"}, nil))
		wantTaken(t, err, false, "A2")
		if got := claimedSeats(t, bdb, show); !reflect.DeepEqual(got, []string{"A1", "A2"}) {
			t.Fatalf("claims after a refused claim: %v, want A1 and A2 alone", got)
		}
		if bookings, err := dbtest.ShowBookings(ctx, bdb, show); err != nil || len(bookings) != 1 {
			t.Fatalf("%d bookings (%v), want the first alone", len(bookings), err)
		}
		if v := seatVersion(t, bdb, show); v != 1 || len(pub.got()) != 1 {
			t.Fatalf("a refused claim moved the version to %d or was announced: %v", v, pub.got())
		}

		n := rec.count()
		_, err = other.Claim(ctx, show, []string{"A1"}, Seen{Began: time.Now()}, claim(show, []string{"A1"}, nil))
		wantTaken(t, err, true, "A1")
		if got := rec.since(n); len(got) > 0 {
			t.Fatalf("a claim refused from memory sent %q", got)
		}
	})
}

// TestRefusedFromMemory: once a commit of its own has taught the engine a
// seat, a buyer of it is refused without a statement when the seat was
// taken after they arrived, and after one read of the seat version alone
// when it was taken before; a seat nobody has taken costs nothing.
func TestRefusedFromMemory(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		show := newShow(t, bdb)
		rec := &statements{}
		e := New(bdb.WithQueryHook(rec), &events{})
		early := time.Now()
		if _, err := e.Claim(ctx, show, []string{"A1"}, Seen{Began: early}, claim(show, []string{"A1"}, nil)); err != nil {
			t.Fatal(err)
		}

		n := rec.count()
		if got := e.Refuse(ctx, show, []string{"B1", "A1"}, Seen{Version: NoVersion, Began: early}); !reflect.DeepEqual(got, []string{"A1"}) {
			t.Fatalf("a buyer who arrived before A1 was taken: refused %v, want A1", got)
		}
		if got := e.Refuse(ctx, show, []string{"B1"}, Seen{Version: NoVersion, Began: time.Now()}); got != nil {
			t.Fatalf("a free seat refused: %v", got)
		}
		if got := rec.since(n); len(got) > 0 {
			t.Fatalf("refusals from memory sent %q", got)
		}

		late := time.Now()
		if got := e.Refuse(ctx, show, []string{"A1"}, Seen{Version: NoVersion, Began: late}); !reflect.DeepEqual(got, []string{"A1"}) {
			t.Fatalf("a buyer who arrived after A1 was taken: refused %v, want A1", got)
		}
		if got := rec.since(n); len(got) != 1 {
			t.Fatalf("a buyer who arrived later sent %q, want one read of the seat version", got)
		}
		if got := e.Refuse(ctx, show, []string{"A1"}, Seen{Version: 1, Began: late}); !reflect.DeepEqual(got, []string{"A1"}) {
			t.Fatalf("a buyer who read version 1: refused %v, want A1", got)
		}
		if got := rec.since(n); len(got) != 1 {
			t.Fatalf("a buyer who read the version sent %q", got[1:])
		}
	})
}

// TestSnapshotTeachesTheMemo: a snapshot of a show's seats, taken by
// another process, is what the engine refuses from.
func TestSnapshotTeachesTheMemo(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		show := newShow(t, bdb)
		began := time.Now()
		if _, err := New(bdb, &events{}).Claim(ctx, show, []string{"C3"}, Seen{Began: began}, claim(show, []string{"C3"}, nil)); err != nil {
			t.Fatal(err)
		}
		rec := &statements{}
		e := New(bdb.WithQueryHook(rec), &events{})
		if got := e.Refuse(ctx, show, []string{"C3"}, Seen{Version: NoVersion, Began: began}); got != nil {
			t.Fatalf("refused %v before knowing anything", got)
		}
		ss, err := e.Snapshot(ctx, show)
		if err != nil || ss.Version != 1 || !reflect.DeepEqual(ss.Held, []string{"C3"}) {
			t.Fatalf("snapshot = %+v, %v; want C3 held at version 1", ss, err)
		}
		n := rec.count()
		if got := e.Refuse(ctx, show, []string{"C3"}, Seen{Version: NoVersion, Began: began}); !reflect.DeepEqual(got, []string{"C3"}) {
			t.Fatalf("after the snapshot: refused %v, want C3", got)
		}
		if got := rec.since(n); len(got) > 0 {
			t.Fatalf("refusal after the snapshot sent %q", got)
		}
	})
}

// TestBuyersWaitForTheClaimInFlight: a buyer asking for a seat that this
// engine is claiming for someone else right now sends nothing to the
// database; they wait for that claim, and its commit refuses them. So do
// buyers who have read the show's version and those who have not.
func TestBuyersWaitForTheClaimInFlight(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		show := newShow(t, bdb)
		for i, read := range []int64{NoVersion, 0} {
			seat := []string{"E5", "F5"}[i]
			rec, g := &statements{}, newGate(insertsBooking)
			e := New(bdb.WithQueryHook(rec).WithQueryHook(g), &events{})
			winner := make(chan error, 1)
			go func() {
				_, err := e.Claim(ctx, show, []string{seat}, Seen{Began: time.Now()}, claim(show, []string{seat}, nil))
				winner <- err
			}()
			<-g.reached // the claim is in its transaction
			n := rec.count()
			loser := make(chan []string, 1)
			go func() { loser <- e.Refuse(ctx, show, []string{seat, "E6"}, Seen{Version: read, Began: time.Now()}) }()
			for e.memo.waitersOn(show) == 0 {
				select {
				case got := <-loser:
					close(g.release)
					t.Fatalf("version %d: the buyer did not wait for the claim in flight: refused %v", read, got)
				default:
					if got := rec.since(n); len(got) > 0 {
						close(g.release)
						t.Fatalf("version %d: the buyer went to the database instead of waiting: %q", read, got)
					}
					runtime.Gosched()
				}
			}
			if got := rec.since(n); len(got) > 0 {
				close(g.release)
				t.Fatalf("version %d: the waiting buyer sent statements: %q", read, got)
			}
			close(g.release)
			if err := <-winner; err != nil {
				t.Fatal(err)
			}
			if got := <-loser; !reflect.DeepEqual(got, []string{seat}) {
				t.Fatalf("version %d: the waiting buyer was refused %v, want %s", read, got, seat)
			}
		}
	})
}

// TestClaimsQueuedMeanwhileShareOneTransaction: claims that queue while a
// transaction is being written go into the next one together, each in a
// savepoint of its own, with one version bump and one commit. A claim of
// a seat the last commit took, or that an earlier claim of the batch
// took, is refused before it runs a statement; a claim that fails rolls
// back alone, and the batch goes on.
func TestClaimsQueuedMeanwhileShareOneTransaction(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		show := newShow(t, bdb)
		rec, g := &statements{}, newGate(insertsBooking)
		var pub events
		e := New(bdb.WithQueryHook(rec).WithQueryHook(g), &pub)
		seen := Seen{Version: 0, Began: time.Now()}
		first := make(chan error, 1)
		go func() {
			_, err := e.Claim(ctx, show, []string{"A1"}, seen, claim(show, []string{"A1"}, nil))
			first <- err
		}()
		<-g.reached // the first claim's transaction is being written
		n := rec.count()

		boom := errors.New("boom")
		failing := func(ctx context.Context, tx bun.Tx) (Change, error) {
			if _, err := claim(show, []string{"D1"}, nil)(ctx, tx); err != nil {
				return Change{}, err
			}
			return Change{}, boom // after storing its booking and claim
		}
		batch := []struct {
			seats []string
			fn    Func
			check func(t *testing.T, err error)
		}{
			{[]string{"B1"}, nil, nil},
			{[]string{"A1", "B2"}, nil, func(t *testing.T, err error) { wantTaken(t, err, true, "A1") }},
			{[]string{"C1"}, nil, nil},
			{[]string{"C1", "C2"}, nil, func(t *testing.T, err error) { wantTaken(t, err, true, "C1") }},
			{[]string{"D1"}, failing, func(t *testing.T, err error) {
				if !errors.Is(err, boom) {
					t.Fatalf("failing claim: %v, want its own error", err)
				}
			}},
			{[]string{"B3"}, nil, nil},
		}
		errs := make([]error, len(batch))
		var wg sync.WaitGroup
		for i, c := range batch {
			fn := c.fn
			if fn == nil {
				fn = claim(show, c.seats, nil)
			}
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = e.Claim(ctx, show, c.seats, seen, fn)
			}()
			for e.queued(show) < i+1 { // queued in this order
				runtime.Gosched()
			}
		}
		close(g.release)
		if err := <-first; err != nil {
			t.Fatal(err)
		}
		wg.Wait()
		for i, c := range batch {
			if c.check == nil {
				if errs[i] != nil {
					t.Fatalf("claim of %v: %v", c.seats, errs[i])
				}
				continue
			}
			c.check(t, errs[i])
		}

		// After the first claim's own: one transaction, one savepoint for
		// each claim that ran, one version bump, one commit.
		if b, sp, c := rec.matching(n, starting("BEGIN")), rec.matching(n, starting("SAVEPOINT")), rec.matching(n, starting("COMMIT")); b != 1 || sp != 4 || c != 2 {
			t.Fatalf("after the first claim: %d BEGIN, %d SAVEPOINT, %d COMMIT; want 1, 4 (B1, C1, D1, B3) and 2 (the first's, the batch's)", b, sp, c)
		}
		if got := pub.got(); !reflect.DeepEqual(got, []Event{{ShowID: show, Version: 1}, {ShowID: show, Version: 2}}) {
			t.Fatalf("published %v, want versions 1 and 2", got)
		}
		if got := claimedSeats(t, bdb, show); !reflect.DeepEqual(got, []string{"A1", "B1", "B3", "C1"}) {
			t.Fatalf("claims %v, want A1, B1, B3, C1", got)
		}
		if bookings, err := dbtest.ShowBookings(ctx, bdb, show); err != nil || len(bookings) != 4 {
			t.Fatalf("%d bookings (%v), want 4: the failed claim's rolled back", len(bookings), err)
		}
	})
}

// TestReadsOfAShowAreShared: requests for one show share their reads of
// it. A read that started after a request arrived serves it; requests
// that arrive while a read is under way share the next one, so however
// many come, a burst costs one read in flight and one queued.
func TestReadsOfAShowAreShared(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		show := newShow(t, bdb)
		rec, g := &statements{}, newGate(readsShow)
		e := New(bdb.WithQueryHook(rec).WithQueryHook(g), &events{})
		n := rec.count()
		first := make(chan error, 1)
		go func() {
			_, err := e.Show(ctx, show, time.Now())
			first <- err
		}()
		<-g.reached // the first read is under way
		began := time.Now()
		const burst = 20
		versions := make([]int64, burst)
		errs := make([]error, burst)
		var wg sync.WaitGroup
		for i := range burst {
			wg.Add(1)
			go func() {
				defer wg.Done()
				sh, err := e.Show(ctx, show, began)
				if err == nil {
					versions[i] = sh.SeatVersion
				}
				errs[i] = err
			}()
		}
		close(g.release)
		if err := <-first; err != nil {
			t.Fatal(err)
		}
		wg.Wait()
		for _, err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if got := rec.matching(n, readsShow); got != 2 {
			t.Fatalf("%d reads of the show for %d requests, want 2 (the one under way, the one after)", got, burst+1)
		}
		// A request that arrived before the last read started shares it.
		if _, err := e.Show(ctx, show, began); err != nil {
			t.Fatal(err)
		}
		if got := rec.matching(n, readsShow); got != 2 {
			t.Fatalf("a request served by the last read read again (%d reads)", got)
		}
	})
}

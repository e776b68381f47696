package faults_test

import (
	"context"
	"fmt"
	"math/rand"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
	"marquee/internal/adapters/natsbus"
	"marquee/internal/adapters/pgnotify"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/live"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/natstest"
)

// deltaReplica is one replica's booking service and live seat map on a
// shared database, on the business clock now.
type deltaReplica struct {
	svc    *booking.Service
	broker *live.Broker
}

func newDeltaReplica(t *testing.T, bdb *bun.DB, dsn string, bus live.Bus, nats bool, now func() time.Time) *deltaReplica {
	t.Helper()
	svc := booking.New(bdb, 10*time.Minute, time.UTC, nil, nil)
	svc.Clock = now
	if nats {
		svc.RecordSeatEvents()
	}
	b := live.New(live.Options{Snapshot: svc.SeatSnapshot, Bus: bus, Clock: now, Recheck: -1})
	svc.Events = b
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); b.Run(ctx) }()
	t.Cleanup(func() { cancel(); b.Close(); <-done })
	return &deltaReplica{svc: svc, broker: b}
}

// TestSeatMapDeltasMatchTheDatabase: a replica that only watches a show
// ends, after every checkpoint of a random sequence of holds,
// cancellations, hold expiries (by the business clock, swept or not) and
// claims over ended holds made on another replica, with exactly the seat
// map the database has at that moment: held and sold seats alike. On
// NATS the watching replica builds its maps from the deltas the writer's
// outbox rows carry (it must apply some without reading); on NOTIFY it
// reads, and the same check holds.
func TestSeatMapDeltasMatchTheDatabase(t *testing.T) {
	for _, bus := range natstest.Buses(t) {
		if bus.Dialect != "postgres" {
			continue // one process on SQLite: no replica to keep in step
		}
		t.Run(bus.Name, func(t *testing.T) {
			dsn := dbtest.NewDSN(t, "postgres")
			bdb, err := db.Open(context.Background(), dsn)
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { bdb.Close() })
			if err := migrations.Migrate(context.Background(), bdb); err != nil {
				t.Fatal(err)
			}
			var clockNanos atomic.Int64
			clockNanos.Store(time.Now().UnixNano())
			now := func() time.Time { return time.Unix(0, clockNanos.Load()) }
			isNATS := bus.Env != nil
			newBus := func() live.Bus {
				if !isNATS {
					return pgnotify.New(pgnotify.Options{DB: bdb, DSN: dsn})
				}
				nb, err := natsbus.New(context.Background(), natsbus.Options{URL: bus.Env["EVENT_BUS_URL"],
					Stream: bus.Env["EVENT_BUS_STREAM"], Subject: bus.Env["EVENT_BUS_SUBJECT"], DB: bdb})
				if err != nil {
					t.Fatal(err)
				}
				return nb
			}
			writer := newDeltaReplica(t, bdb, dsn, newBus(), isNATS, now)
			watcher := newDeltaReplica(t, bdb, dsn, newBus(), isNATS, now)
			show := liveapp.NewShow(t, bdb)
			ctx, cancel := context.WithCancel(context.Background())
			defer cancel()
			maps, err := watcher.broker.Subscribe(ctx, show, nil)
			if err != nil {
				t.Fatal(err)
			}
			latest := <-maps

			pool := []string{"E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "F1", "F2", "F3", "F4"}
			fresh := []string{"A1", "A3", "A5", "A7", "B1", "B3", "B5", "B7", "C1", "C3", "C5", "C7"}
			rng := rand.New(rand.NewSource(28))
			var held []*db.Booking // bookings that may still hold seats
			checkpoints := 0
			for op := range 120 {
				switch r := rng.Intn(12); {
				case r < 6: // a hold of one to three seats (maybe over ended holds)
					var seats []string
					for _, p := range rng.Perm(len(pool))[:1+rng.Intn(3)] {
						seats = append(seats, pool[p])
					}
					user := fmt.Sprintf("user_delta_%d", rng.Intn(20))
					bctx := auth.WithCaller(context.Background(), &auth.Caller{UserID: user, Name: user})
					if b, err := writer.svc.CreateBooking(bctx, show, seats); err == nil {
						held = append(held, b)
					}
				case r < 8 && len(held) > 0: // the buyer cancels a hold
					i := rng.Intn(len(held))
					b := held[i]
					bctx := auth.WithCaller(context.Background(), &auth.Caller{UserID: b.UserID, Name: b.UserID})
					_, _ = writer.svc.Cancel(bctx, b.ID) // a hold that ended refuses
					held = slices.Delete(held, i, i+1)
				case r < 11: // time passes: some holds end, no version moves
					clockNanos.Add(int64(time.Duration(2+rng.Intn(4)) * time.Minute))
				default: // the sweeper ends the holds due
					if _, err := writer.svc.ExpireDue(context.Background()); err != nil {
						t.Fatal(err)
					}
				}
				if op%10 != 9 {
					continue
				}
				// A checkpoint right after a change, before the clock
				// moves again: the watcher's newest map must be the
				// database's at that version and time.
				// The change is a claim of a seat nobody held before, so
				// on NATS it travels as a delta, applied to a map that
				// may hold holds ended by now, which must go.
				user := fmt.Sprintf("user_delta_cp%d", checkpoints)
				bctx := auth.WithCaller(context.Background(), &auth.Caller{UserID: user, Name: user})
				b, err := writer.svc.CreateBooking(bctx, show, []string{fresh[checkpoints]})
				if err != nil {
					t.Fatalf("checkpoint %d: %v", checkpoints, err)
				}
				held = append(held, b)
				ss, err := db.ShowSeatsAt(context.Background(), bdb, show, now())
				if err != nil {
					t.Fatal(err)
				}
				for latest.Version < ss.Version {
					select {
					case latest = <-maps:
					case <-time.After(30 * time.Second):
						t.Fatalf("checkpoint %d: the watcher is at version %d, the database at %d", checkpoints, latest.Version, ss.Version)
					}
				}
				slices.Sort(ss.Held)
				slices.Sort(ss.Sold)
				gotHeld, gotSold := slices.Sorted(slices.Values(latest.HeldSeats)), slices.Sorted(slices.Values(latest.SoldSeats))
				if latest.Version != ss.Version || !slices.Equal(gotHeld, ss.Held) || !slices.Equal(gotSold, ss.Sold) {
					t.Fatalf("checkpoint %d: the watcher has version %d held %v sold %v; the database version %d held %v sold %v",
						checkpoints, latest.Version, gotHeld, gotSold, ss.Version, ss.Held, ss.Sold)
				}
				checkpoints++
			}
			st := watcher.broker.Stats()
			t.Logf("%s: %d checkpoints; watcher %+v", bus.Name, checkpoints, st)
			if isNATS && st.BusDeltas == 0 {
				t.Fatal("the watcher applied no delta: the test did not exercise them")
			}
		})
	}
}

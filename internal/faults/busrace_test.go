package faults_test

import (
	"fmt"
	"math/rand"
	"slices"
	"sync"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/bookingtest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
	"marquee/internal/testsupport/natstest"
)

// TestSeatRaceWatchedOnEveryBus races buyers for overlapping seats of one
// show across replicas (three on PostgreSQL, one process on SQLite) while
// a subscriber on each replica watches it, on every bus: SQLite's
// in-process broker, PostgreSQL NOTIFY and NATS JetStream. The booking
// invariants hold, every subscriber's versions strictly increase, and
// each ends at the show's final version with exactly the seats the
// database holds.
func TestSeatRaceWatchedOnEveryBus(t *testing.T) {
	const buyers = 60
	for _, bus := range natstest.Buses(t) {
		t.Run(bus.Name, func(t *testing.T) {
			dsn := dbtest.NewDSN(t, bus.Dialect)
			n := 3
			if bus.Dialect == "sqlite" {
				n = 1
			}
			reps := make([]*apptest.Server, n)
			for i := range reps {
				reps[i] = apptest.Start(t, bus.Dialect, apptest.Options{DSN: dsn, Env: bus.Env})
			}
			show := liveapp.NewShow(t, reps[0].DB)
			clients := make([]*livetest.Client, n)
			last := make([]int64, n)
			for i, r := range reps {
				clients[i] = dialLive(t, r)
				last[i] = liveapp.Subscribe(t, clients[i], "s", show).Version
			}
			tokens := make([]string, buyers)
			for i := range tokens {
				tokens[i] = reps[i%n].SignIn(fmt.Sprintf("Racer %02d", i), false)
			}
			pool := []string{"E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "F1", "F2", "F3", "F4"}
			rng := rand.New(rand.NewSource(7))
			requests := make([][]string, buyers)
			for i := range requests {
				for _, p := range rng.Perm(len(pool))[:1+rng.Intn(3)] {
					requests[i] = append(requests[i], pool[p])
				}
			}
			won := make([]bool, buyers)
			errs := make([]error, buyers)
			start := make(chan struct{})
			var wg sync.WaitGroup
			for i := range buyers {
				wg.Go(func() {
					<-start
					g, err := apptest.GraphQL(reps[i%n].URL, tokens[i], `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id } }`,
						map[string]any{"s": show, "seats": requests[i]})
					switch {
					case err != nil:
						errs[i] = err
					case len(g.Errors) == 0:
						won[i] = true
					case g.FirstCode() != "CONFLICT":
						errs[i] = fmt.Errorf("%+v", g.Errors)
					}
				})
			}
			close(start)
			wg.Wait()
			successes := 0
			for i := range buyers {
				if errs[i] != nil {
					t.Fatalf("buyer %d: %v", i, errs[i])
				}
				if won[i] {
					successes++
				}
			}
			claims := bookingtest.CheckSeats(t, reps[0].DB, show, successes)
			want := make([]string, 0, len(claims))
			for _, c := range claims {
				want = append(want, c.Seat)
			}
			slices.Sort(want)
			v := liveapp.CurrentVersion(t, reps[0], show)
			for i := range reps {
				sm := liveapp.NextVersion(t, clients[i], "s", last[i], v)
				got := slices.Clone(sm.OccupiedSeats)
				slices.Sort(got)
				if sm.Version != v || !slices.Equal(got, want) {
					t.Fatalf("replica %d's subscriber ends at version %d with %v; the database is at %d with %v", i, sm.Version, got, v, want)
				}
			}
			for i, r := range reps {
				t.Logf("replica %d: %+v", i, r.Live.Stats())
			}
			t.Logf("%s: %d buyers over %d replicas, %d booked, final version %d", bus.Name, buyers, n, successes, v)
		})
	}
}

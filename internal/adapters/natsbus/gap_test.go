package natsbus_test

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/natsbus"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/live"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/natstest"
)

// versionSink records the versions a subscription is offered.
type versionSink struct {
	mu       sync.Mutex
	versions []int64
}

func (s *versionSink) Offer(sm *live.SeatMap) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.versions = append(s.versions, sm.Version)
	return false // every offer is taken at once, as if sent
}

func (s *versionSink) Attached(func()) {}
func (s *versionSink) Ended()          {}

func (s *versionSink) got() []int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return slices.Clone(s.versions)
}

// gapReplica is one replica's broker on bus, subscribed to show through
// a recording sink, its listener in place; reads counts its snapshot
// reads of the database.
func gapReplica(t *testing.T, bdb *bun.DB, bus *natsbus.Bus, show string, gapWait time.Duration) (*live.Broker, *versionSink, *atomic.Int64) {
	t.Helper()
	reads := &atomic.Int64{}
	snap := func(ctx context.Context, id string) (booking.Snapshot, error) {
		reads.Add(1)
		ss, err := db.ShowSeatsAt(ctx, bdb, id, time.Now())
		return booking.Snapshot{ShowID: id, Version: ss.Version, Held: ss.Held, Sold: ss.Sold, Status: ss.Status, Revision: ss.Revision}, err
	}
	b := live.New(live.Options{Snapshot: snap, Bus: bus, GapWait: gapWait, Recheck: -1})
	t.Cleanup(b.Close)
	sink := &versionSink{}
	if _, err := b.Subscribe(t.Context(), show, sink); err != nil {
		t.Fatal(err)
	}
	go b.Run(t.Context())
	// Listen resyncs the watched show once it takes messages.
	liveapp.WaitUntil(t, "the broker to listen", func() bool { return b.Stats().ChangeReads == 1 })
	return b, sink, reads
}

// Two versions of a show arrive out of order, as when two replicas'
// relays publish them (version 2's message before 1's): the replica
// holds version 2 in its gap window and, once 1 arrives, its subscriber
// gets 1 then 2 without a database read.
func TestOutOfOrderVersionsCostNoRead(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := natstest.NewStream(t)
			bdb := dbtest.Open(t, dialect)
			show := liveapp.NewShow(t, bdb)
			bus := newBus(t, s, bdb)
			// A window far longer than the test: only the missing
			// version can close it.
			b, sink, reads := gapReplica(t, bdb, bus, show, time.Hour)
			before := reads.Load()
			one, two := record(t, bdb, show), record(t, bdb, show)

			bus.Announce(two)
			liveapp.WaitUntil(t, "version 2 to be held in the gap window", func() bool { return b.Stats().GapsHeld == 1 })
			if got := sink.got(); slices.Contains(got, two.Version) {
				t.Fatalf("offered %v before the missing version arrived", got)
			}
			bus.Announce(one)
			liveapp.WaitUntil(t, "both versions", func() bool { return slices.Contains(sink.got(), two.Version) })
			got := sink.got()
			if want := []int64{one.Version - 1, one.Version, two.Version}; !slices.Equal(got, want) {
				t.Fatalf("offered %v, want %v", got, want)
			}
			if st := b.Stats(); reads.Load() != before || st.GapsFilled != 1 || st.GapReads != 0 || st.BusSeats != 2 {
				t.Fatalf("%d reads, %+v: want none, the gap filled from the bus", reads.Load()-before, st)
			}
		})
	}
}

// A version whose message is lost (never published): the next one waits
// out the gap window, then the replica reads the show once and its
// subscriber is resynced to the newest version.
func TestLostVersionReadOnceAfterTheWindow(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := natstest.NewStream(t)
			bdb := dbtest.Open(t, dialect)
			show := liveapp.NewShow(t, bdb)
			bus := newBus(t, s, bdb)
			b, sink, reads := gapReplica(t, bdb, bus, show, 20*time.Millisecond)
			before := reads.Load()
			// The lost version's row stays in the outbox: the relay polls hourly.
			lost, next := record(t, bdb, show), record(t, bdb, show)

			bus.Announce(next)
			liveapp.WaitUntil(t, "the newest version after the window", func() bool { return slices.Contains(sink.got(), next.Version) })
			if got := sink.got(); slices.Contains(got, lost.Version) {
				t.Fatalf("offered %v: the lost version came from somewhere", got)
			}
			if st := b.Stats(); reads.Load()-before != 1 || st.GapsHeld != 1 || st.GapReads != 1 {
				t.Fatalf("%d reads, %+v: want one read after the window", reads.Load()-before, st)
			}
		})
	}
}

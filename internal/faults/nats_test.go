package faults_test

import (
	"context"
	"fmt"
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
	"marquee/internal/testsupport/natstest"
)

// snapshotReads counts the statements of one app that read a show's
// seats (db.ShowSeatsAt joins seat_claims): what a replica pays in
// database reads to update its subscribers.
type snapshotReads struct{ n atomic.Int64 }

func (h *snapshotReads) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	if strings.Contains(ev.Query, "seat_claims AS c") {
		h.n.Add(1)
	}
	return ctx
}

func (h *snapshotReads) AfterQuery(context.Context, *bun.QueryEvent) {}

// natsReplica starts a replica on dsn whose seat events go over the
// stream, through url (the server, or a proxy in front of it).
func natsReplica(t *testing.T, dsn string, s natstest.Stream, url string, hooks ...bun.QueryHook) *apptest.Server {
	t.Helper()
	a := apptest.Start(t, "postgres", apptest.Options{DSN: dsn, Env: s.Env(url), Hooks: hooks})
	if a.NATS == nil || a.Bus != nil {
		t.Fatal("EVENT_BUS_URL set, but the replica does not use NATS alone")
	}
	return a
}

// TestNATSReplicasDeliverWithoutReading: three replicas on one PostgreSQL
// with seat events on NATS JetStream. A booking on one reaches the
// subscribers of all three, and the two replicas that only watch read
// nothing from the database for it: the message carries the seat map.
func TestNATSReplicasDeliverWithoutReading(t *testing.T) {
	stream := natstest.NewStream(t)
	dsn := dbtest.NewDSN(t, "postgres")
	reads := []*snapshotReads{{}, {}, {}}
	reps := make([]*apptest.Server, 3)
	for i := range reps {
		reps[i] = natsReplica(t, dsn, stream, stream.URL, reads[i])
	}
	show := liveapp.NewShow(t, reps[0].DB)
	clients := make([]*livetest.Client, 3)
	last := make([]int64, 3)
	for i, r := range reps {
		clients[i] = dialLive(t, r)
		last[i] = liveapp.Subscribe(t, clients[i], "s", show).Version
	}
	for round, seat := range []string{"C1", "C2", "C3"} {
		buyer := reps[round]
		before := make([]int64, 3)
		stats := make([]int64, 3)
		for i := range reps {
			before[i], stats[i] = reads[i].n.Load(), reps[i].Live.Stats().ChangeReads
		}
		writerReads := buyer.Booking.SeatEventReads()
		liveapp.Book(t, buyer, buyer.SignIn(fmt.Sprint("NATS Buyer ", round), false), show, seat)
		if n := buyer.Booking.SeatEventReads() - writerReads; n != 0 {
			t.Fatalf("round %d: the booking read the seat map %d times for its outbox row; a claim records a delta", round, n)
		}
		v := liveapp.CurrentVersion(t, reps[(round+1)%3], show)
		for i := range reps {
			sm := liveapp.NextVersion(t, clients[i], "s", last[i], v)
			if !slices.Contains(sm.OccupiedSeats, seat) {
				t.Fatalf("replica %d: %+v lacks %s", i, sm, seat)
			}
			last[i] = sm.Version
		}
		for i := range reps {
			// CurrentVersion above read once on replica round+1.
			extra := int64(0)
			if i == (round+1)%3 {
				extra = 1
			}
			if i == round {
				// The claim's own reads may touch seat_claims; what it
				// writes to the outbox is checked above.
				continue
			}
			if n := reads[i].n.Load() - before[i] - extra; n != 0 {
				t.Fatalf("round %d: watching replica %d read the show's seats %d times for an in-order event; want 0", round, i, n)
			}
			if n := reps[i].Live.Stats().ChangeReads - stats[i]; n != 0 {
				t.Fatalf("round %d: replica %d's broker read %d snapshots for a change; want 0", round, i, n)
			}
		}
	}
	for i, r := range reps {
		if st := r.Live.Stats(); st.BusSeats < 3 {
			t.Fatalf("replica %d delivered %d versions from NATS messages, want 3", i, st.BusSeats)
		}
	}
	// A row is deleted once JetStream acknowledged it, which may be just
	// after subscribers got the message.
	waitOutboxEmpty(t, reps[0].DB)
}

func waitOutboxEmpty(t *testing.T, bdb *bun.DB) {
	t.Helper()
	liveapp.WaitUntil(t, "the outbox to be relayed and emptied", func() bool {
		n, err := bdb.NewSelect().Model((*db.SeatEvent)(nil)).Count(context.Background())
		return err == nil && n == 0
	})
}

// commitToOutboxAndDie books seats through a booking service of its own
// that records the seat event in its transaction and then announces
// nothing, exactly as a replica killed between COMMIT and its relay: the
// change and its outbox row are committed, no process will relay it.
func commitToOutboxAndDie(t *testing.T, dsn, show string, seats ...string) {
	t.Helper()
	bdb, err := db.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	svc := booking.New(bdb, 10*time.Minute, time.UTC, nil, nil)
	svc.RecordSeatEvents()
	ctx := auth.WithCaller(context.Background(), &auth.Caller{UserID: "user_killed", Name: "Killed"})
	if _, err := svc.CreateBooking(ctx, show, seats); err != nil {
		t.Fatal(err)
	}
}

// TestReplicaKilledBeforeRelay: a replica commits a booking and dies
// before relaying its seat event. The outbox row outlives it; the other
// replicas' relays publish it, and their subscribers get the change from
// the NATS message (no snapshot read, no version re-check).
func TestReplicaKilledBeforeRelay(t *testing.T) {
	stream := natstest.NewStream(t)
	dsn := dbtest.NewDSN(t, "postgres")
	b := natsReplica(t, dsn, stream, stream.URL)
	c := natsReplica(t, dsn, stream, stream.URL)
	show := liveapp.NewShow(t, b.DB)
	onB, onC := dialLive(t, b), dialLive(t, c)
	lastB, lastC := liveapp.Subscribe(t, onB, "s", show).Version, liveapp.Subscribe(t, onC, "s", show).Version
	statsB, statsC := b.Live.Stats(), c.Live.Stats()

	commitToOutboxAndDie(t, dsn, show, "H7", "H8")
	v := liveapp.CurrentVersion(t, b, show)
	for name, x := range map[string]struct {
		c    *livetest.Client
		last int64
	}{"B": {onB, lastB}, "C": {onC, lastC}} {
		sm := liveapp.NextVersion(t, x.c, "s", x.last, v)
		if sm.Version != v || !slices.Equal(sm.OccupiedSeats, []string{"H7", "H8"}) {
			t.Fatalf("%s's subscriber: %+v, want version %d with H7 and H8", name, sm, v)
		}
	}
	for name, s := range map[string]*apptest.Server{"B": b, "C": c} {
		if st := s.Live.Stats(); st.Healed != 0 {
			t.Fatalf("%s: the version re-check delivered the change (%d healed), not the outbox", name, st.Healed)
		}
	}
	if d := b.Live.Stats().BusSeats - statsB.BusSeats + c.Live.Stats().BusSeats - statsC.BusSeats; d < 2 {
		t.Fatalf("versions delivered from NATS messages on B and C: %d, want 2", d)
	}
	// A relay counts a row as published once JetStream acknowledged it,
	// which may be just after the subscribers got the message.
	liveapp.WaitUntil(t, "a surviving relay to count the row as published", func() bool {
		return b.NATS.Stats().Published+c.NATS.Stats().Published >= 1
	})
	waitOutboxEmpty(t, b.DB)
}

// TestNATSOutage: replica B reaches NATS through a proxy the test cuts
// while bookings commit on A (published while B hears nothing) and on B
// (whose relay cannot publish). B's own subscriber still sees its change
// (read locally); on reconnect B re-reads its watched shows and relays
// what waited in the outbox, and every subscriber ends with every seat.
func TestNATSOutage(t *testing.T) {
	stream := natstest.NewStream(t)
	proxy := natstest.NewProxy(t, stream.URL)
	dsn := dbtest.NewDSN(t, "postgres")
	a := natsReplica(t, dsn, stream, stream.URL)
	b := natsReplica(t, dsn, stream, proxy.URL)
	show := liveapp.NewShow(t, a.DB)
	onA, onB := dialLive(t, a), dialLive(t, b)
	lastA, lastB := liveapp.Subscribe(t, onA, "s", show).Version, liveapp.Subscribe(t, onB, "s", show).Version
	tokA, tokB := a.SignIn("Outage A", false), b.SignIn("Outage B", false)

	proxy.Cut()
	liveapp.WaitUntil(t, "B to notice NATS is gone", func() bool { return !b.NATS.Stats().Connected })
	reconnects, readsB := b.NATS.Stats().Reconnects, b.Live.Stats().ChangeReads

	// Published while B is away: B's subscriber cannot hear it now.
	liveapp.Book(t, a, tokA, show, "A1")
	v1 := liveapp.CurrentVersion(t, a, show)
	lastA = liveapp.NextVersion(t, onA, "s", lastA, v1).Version
	// Committed on B while it cannot publish: its row waits in the outbox,
	// and B's own subscriber sees the change from a local read.
	liveapp.Book(t, b, tokB, show, "B1")
	v2 := liveapp.CurrentVersion(t, a, show)
	sm := liveapp.NextVersion(t, onB, "s", lastB, v2)
	if !slices.Contains(sm.OccupiedSeats, "B1") {
		t.Fatalf("B's subscriber during the outage: %+v lacks B1", sm)
	}
	lastB = sm.Version
	// A's row goes once JetStream acknowledges it; B's waits.
	liveapp.WaitUntil(t, "only B's row to wait in the outbox", func() bool {
		n, err := a.DB.NewSelect().Model((*db.SeatEvent)(nil)).Count(context.Background())
		return err == nil && n == 1
	})
	// A more publishes, so the outage spans several.
	liveapp.Book(t, a, tokA, show, "A2")

	proxy.Restore()
	liveapp.WaitUntil(t, "B to reconnect", func() bool { return b.NATS.Stats().Reconnects > reconnects })
	v := v2 + 1
	want := []string{"A1", "A2", "B1"}
	for name, x := range map[string]struct {
		c    *livetest.Client
		last int64
	}{"A": {onA, lastA}, "B": {onB, lastB}} {
		sm := liveapp.NextVersion(t, x.c, "s", x.last, v)
		if sm.Version != v || !slices.Equal(sm.OccupiedSeats, want) {
			t.Fatalf("%s's subscriber after the outage: %+v, want version %d with %v", name, sm, v, want)
		}
	}
	if b.Live.Stats().ChangeReads <= readsB {
		t.Fatal("B did not fall back to reading")
	}
	if st := b.Live.Stats(); st.Healed != 0 {
		t.Fatalf("B's version re-check healed %d shows: the reconnect's resync should have", st.Healed)
	}
	waitOutboxEmpty(t, a.DB)
}

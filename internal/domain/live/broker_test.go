package live

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/testsupport/livetest"
)

// fakeSeats stands in for booking.Service.SeatSnapshot.
type fakeSeats struct {
	mu    sync.Mutex
	shows map[string]*booking.Snapshot
	reads atomic.Int64
	// gate, when set, holds every read until a value arrives on it;
	// entered learns that a read is waiting there.
	gate    chan struct{}
	entered chan struct{}
	// failures makes that many reads fail first.
	failures atomic.Int32
}

func newFakeSeats(ids ...string) *fakeSeats {
	f := &fakeSeats{shows: map[string]*booking.Snapshot{}}
	for _, id := range ids {
		// A show starts at seat version 0, as in the database.
		f.shows[id] = &booking.Snapshot{ShowID: id, Version: 0, Held: []string{}, Sold: []string{}}
	}
	return f
}

func (f *fakeSeats) snapshot(ctx context.Context, id string) (booking.Snapshot, error) {
	f.reads.Add(1)
	if f.gate != nil {
		f.entered <- struct{}{}
		select {
		case <-f.gate:
		case <-ctx.Done():
			return booking.Snapshot{}, ctx.Err()
		}
	}
	if f.failures.Add(-1) >= 0 {
		return booking.Snapshot{}, errors.New("database unavailable")
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	sn, ok := f.shows[id]
	if !ok {
		return booking.Snapshot{}, apperr.NotFoundf("Show not found")
	}
	return booking.Snapshot{ShowID: id, Version: sn.Version, Held: slices.Clone(sn.Held), Sold: slices.Clone(sn.Sold)}, nil
}

// hold commits a change: seat becomes held and the version goes up.
func (f *fakeSeats) hold(id, seat string) booking.Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	sn := f.shows[id]
	sn.Version++
	sn.Held = append(sn.Held, seat)
	booking.SortSeats(sn.Held)
	return booking.Event{ShowID: id, Version: sn.Version}
}

func newTestBroker(t *testing.T, f *fakeSeats, opts Options) *Broker {
	t.Helper()
	opts.Snapshot = f.snapshot
	if opts.Coalesce == 0 {
		// Reads follow changes at once unless a test is about spacing
		// them (TestBurstIsCoalesced).
		opts.Coalesce = -1
	}
	b := New(opts)
	t.Cleanup(b.Close)
	return b
}

// brokerFor is a broker over one new show.
func brokerFor(t *testing.T, opts Options) (string, *fakeSeats, *Broker) {
	t.Helper()
	show := uuid.NewString()
	f := newFakeSeats(show)
	return show, f, newTestBroker(t, f, opts)
}

// subscribe subscribes to show and fails the test if that fails.
func subscribe(t *testing.T, b *Broker, show string) <-chan *SeatMap {
	t.Helper()
	ch, err := b.Subscribe(t.Context(), show, nil)
	if err != nil {
		t.Fatal(err)
	}
	return ch
}

func recv(t *testing.T, ch <-chan *SeatMap) *SeatMap {
	t.Helper()
	select {
	case sm, ok := <-ch:
		if !ok {
			t.Fatal("subscription ended")
		}
		return sm
	case <-time.After(10 * time.Second):
		t.Fatal("no seat map within 10s")
	}
	return nil
}

// waitClosed drains ch until it is closed and returns how many seat maps
// it held.
func waitClosed(t *testing.T, ch <-chan *SeatMap) int {
	t.Helper()
	n := 0
	timeout := time.After(10 * time.Second)
	for {
		select {
		case _, ok := <-ch:
			if !ok {
				return n
			}
			n++
		case <-timeout:
			t.Fatal("subscription still open after 10s")
		}
	}
}

// recvVersion reads until version v arrives; every message must be newer
// than the one before.
func recvVersion(t *testing.T, ch <-chan *SeatMap, last, v int64) *SeatMap {
	t.Helper()
	for {
		sm := recv(t, ch)
		if sm.Version <= last {
			t.Fatalf("version %d after %d: not strictly increasing", sm.Version, last)
		}
		if sm.Version >= v {
			return sm
		}
		last = sm.Version
	}
}

func TestFirstSnapshotThenEveryChange(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	ch, err := b.Subscribe(t.Context(), strings.ToUpper(show), nil) // ids are normalised
	if err != nil {
		t.Fatal(err)
	}
	first := recv(t, ch)
	if first.ShowID != show || first.Version != 0 || len(first.OccupiedSeats) != 0 {
		t.Fatalf("first = %+v", first)
	}
	last := first.Version
	for _, seat := range []string{"A1", "B2", "C3"} {
		ev := f.hold(show, seat)
		b.Publish(t.Context(), ev)
		sm := recvVersion(t, ch, last, ev.Version)
		if sm.Version != ev.Version || !slices.Contains(sm.OccupiedSeats, seat) || !slices.Contains(sm.HeldSeats, seat) || len(sm.SoldSeats) != 0 {
			t.Fatalf("after holding %s: %+v", seat, sm)
		}
		last = sm.Version
	}
}

func TestOneReadPerChangeForAllSubscribers(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	const n = 200
	chans := make([]<-chan *SeatMap, n)
	for i := range chans {
		ch, err := b.Subscribe(t.Context(), show, nil)
		if err != nil {
			t.Fatal(err)
		}
		recv(t, ch)
		chans[i] = ch
	}
	before := f.reads.Load()
	ev := f.hold(show, "E5")
	b.Publish(t.Context(), ev)
	for _, ch := range chans {
		if sm := recv(t, ch); sm.Version != ev.Version {
			t.Fatalf("got version %d, want %d", sm.Version, ev.Version)
		}
	}
	if got := f.reads.Load() - before; got != 1 {
		t.Fatalf("%d snapshot reads for one change and %d subscribers, want 1", got, n)
	}
	if st := b.Stats(); st.ChangeReads != 1 || st.Subscribers != n || st.Shows != 1 {
		t.Fatalf("stats = %+v", st)
	}
}

func TestChangesDuringAReadCostOneMoreRead(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	ch := subscribe(t, b, show)
	recv(t, ch)
	f.gate, f.entered = make(chan struct{}), make(chan struct{}, 10)
	b.Publish(t.Context(), f.hold(show, "A1"))
	<-f.entered // the read is in flight
	var last booking.Event
	for i := 2; i <= 9; i++ {
		last = f.hold(show, fmt.Sprintf("A%d", i))
		b.Publish(t.Context(), last)
	}
	f.gate <- struct{}{} // first read finishes (it may or may not see later changes)
	<-f.entered          // exactly one more read starts
	f.gate <- struct{}{}
	sm := recvVersion(t, ch, 0, last.Version)
	if sm.Version != last.Version || len(sm.OccupiedSeats) != 9 {
		t.Fatalf("final = %+v, want version %d with 9 seats", sm, last.Version)
	}
	waitFor(t, func() bool { return !showState(b, show).reading })
	if got := b.Stats().ChangeReads; got != 2 {
		t.Fatalf("%d reads for 9 changes arriving during one read, want 2", got)
	}
}

func showState(b *Broker, id string) show {
	b.mu.Lock()
	defer b.mu.Unlock()
	st := b.shows[id]
	if st == nil {
		return show{}
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	return show{id: st.id, latest: st.latest, reading: st.reading, dirty: st.dirty, subs: st.subs}
}

// waitFor polls a condition that has no event of its own, with a bound.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached within 10s")
		}
		time.Sleep(time.Millisecond)
	}
}

func TestVersionsAlreadyDeliveredAreNotReadAgain(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	ch := subscribe(t, b, show)
	recv(t, ch)
	stale := f.hold(show, "A1")
	ev := f.hold(show, "A2")
	b.Publish(t.Context(), ev)
	recvVersion(t, ch, 0, ev.Version)
	waitFor(t, func() bool { return !showState(b, show).reading })
	// The NOTIFY echo of our own change, and a stale one, start no read.
	b.Publish(t.Context(), ev)
	b.Publish(t.Context(), stale)
	if showState(b, show).reading || b.Stats().ChangeReads != 1 {
		t.Fatalf("an already delivered version started a read: %+v", b.Stats())
	}
	// Events for shows nobody watches cost nothing.
	b.Publish(t.Context(), booking.Event{ShowID: uuid.NewString(), Version: 9})
	if st := b.Stats(); st.Shows != 1 || st.ChangeReads != 1 {
		t.Fatalf("unwatched show: %+v", st)
	}
}

// On PostgreSQL our own change comes back through LISTEN, often while
// the read it started is still running; that read already covers it.
func TestEchoDuringTheReadCostsNothing(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	ch := subscribe(t, b, show)
	recv(t, ch)
	f.gate, f.entered = make(chan struct{}), make(chan struct{}, 10)
	ev := f.hold(show, "D4")
	b.Publish(t.Context(), ev)
	<-f.entered
	b.Publish(t.Context(), ev) // the echo
	if showState(b, show).dirty {
		t.Fatal("the echo of the change being read asked for another read")
	}
	f.gate <- struct{}{}
	recvVersion(t, ch, 0, ev.Version)
	waitFor(t, func() bool { return !showState(b, show).reading })
	if got := b.Stats().ChangeReads; got != 1 {
		t.Fatalf("%d reads, want 1", got)
	}
}

func TestSlowSubscriberGetsNewestAndNeverBlocksOthers(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	stalled := subscribe(t, b, show) // never read below
	reader := subscribe(t, b, show)
	last := recv(t, reader).Version
	var ev booking.Event
	for i := range 500 {
		ev = f.hold(show, fmt.Sprintf("%c%d", 'A'+i%10, 1+i%9))
		b.Publish(t.Context(), ev)
		last = recvVersion(t, reader, last, ev.Version).Version
	}
	// The stalled mailbox holds only the newest snapshot.
	if sm := recv(t, stalled); sm.Version != ev.Version {
		t.Fatalf("stalled subscriber holds version %d, want newest %d", sm.Version, ev.Version)
	}
	select {
	case sm := <-stalled:
		t.Fatalf("stalled subscriber had a second snapshot queued: %+v", sm)
	default:
	}
	if st := b.Stats(); st.Coalesced < 499 || st.Dropped != 0 {
		t.Fatalf("stats = %+v", st)
	}
}

func TestSubscriberUnreadBeyondMaxLagIsCutOff(t *testing.T) {
	show, f, b := brokerFor(t, Options{MaxLag: time.Minute})
	var mu sync.Mutex
	now := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	b.now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }

	lagging := subscribe(t, b, show)
	reader := subscribe(t, b, show)
	last := recv(t, reader).Version
	// Within MaxLag the lagging subscriber is only skipped ahead.
	advance(59 * time.Second)
	ev := f.hold(show, "A1")
	b.Publish(t.Context(), ev)
	last = recvVersion(t, reader, last, ev.Version).Version
	advance(2 * time.Second) // its first snapshot has now waited 61s
	ev = f.hold(show, "A2")
	b.Publish(t.Context(), ev)
	recvVersion(t, reader, last, ev.Version)
	waitFor(t, func() bool { return b.Stats().Dropped == 1 })
	if got := waitClosed(t, lagging); got != 1 {
		t.Fatalf("lagging subscriber drained %d snapshots, want 1", got)
	}
	if st := b.Stats(); st.Subscribers != 1 {
		t.Fatalf("stats after the cut = %+v", st)
	}
}

func TestUnsubscribeLeavesNothingBehind(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	baseline := livetest.Goroutines()
	var cancels []context.CancelFunc
	var chans []<-chan *SeatMap
	for range 100 {
		ctx, cancel := context.WithCancel(t.Context())
		ch, err := b.Subscribe(ctx, show, nil)
		if err != nil {
			t.Fatal(err)
		}
		cancels, chans = append(cancels, cancel), append(chans, ch)
	}
	b.Publish(t.Context(), f.hold(show, "J9"))
	for _, c := range cancels {
		c()
	}
	for _, ch := range chans {
		waitClosed(t, ch)
	}
	waitFor(t, func() bool { st := b.Stats(); return st.Subscribers == 0 && st.Shows == 0 })
	livetest.WaitGoroutines(t, baseline, 10*time.Second)
}

func TestSubscribeErrors(t *testing.T) {
	f := newFakeSeats()
	b := newTestBroker(t, f, Options{})
	for _, tc := range []struct{ id, code string }{
		{"not-a-show", "BAD_USER_INPUT"},
		{"", "BAD_USER_INPUT"},
		{uuid.NewString(), "NOT_FOUND"},
	} {
		_, err := b.Subscribe(t.Context(), tc.id, nil)
		if got := string(apperr.KindOf(err)); got != tc.code {
			t.Errorf("Subscribe(%q) = %v (%s), want %s", tc.id, err, got, tc.code)
		}
	}
	if st := b.Stats(); st.Subscribers != 0 || st.Shows != 0 {
		t.Fatalf("failed subscriptions left state: %+v", st)
	}
}

func TestFailedReadsAreRetried(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	ch := subscribe(t, b, show)
	recv(t, ch)
	f.failures.Store(2)
	ev := f.hold(show, "C4")
	b.Publish(t.Context(), ev)
	if sm := recvVersion(t, ch, 0, ev.Version); sm.Version != ev.Version {
		t.Fatalf("got %+v", sm)
	}
}

func TestSubscriptionsEndWhenTheShowIsGone(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	ch := subscribe(t, b, show)
	recv(t, ch)
	f.mu.Lock()
	delete(f.shows, show)
	f.mu.Unlock()
	b.Publish(t.Context(), booking.Event{ShowID: show, Version: 5})
	if n := waitClosed(t, ch); n != 0 {
		t.Fatalf("%d seat maps for a show that is gone", n)
	}
	waitFor(t, func() bool { st := b.Stats(); return st.Subscribers == 0 && st.Shows == 0 })
}

func TestCloseEndsSubscriptions(t *testing.T) {
	show := uuid.NewString()
	f := newFakeSeats(show)
	b := New(Options{Snapshot: f.snapshot})
	ch := subscribe(t, b, show)
	recv(t, ch)
	b.Close()
	if n := waitClosed(t, ch); n != 0 {
		t.Fatalf("%d seat maps after Close", n)
	}
	if _, err := b.Subscribe(t.Context(), show, nil); err == nil {
		t.Fatal("Subscribe after Close succeeded")
	}
	b.Publish(t.Context(), f.hold(show, "A1")) // must not panic or start work
	b.Close()                                  // idempotent
}

// BenchmarkBrokerFanout is the in-memory cost of one change reaching n
// subscribers (snapshot read by a fake, no network): one op is one change
// delivered to all of them.
func BenchmarkBrokerFanout(b *testing.B) {
	for _, n := range []int{1000, 5000} {
		b.Run(fmt.Sprint(n), func(b *testing.B) {
			show := uuid.NewString()
			f := newFakeSeats(show)
			br := New(Options{Snapshot: f.snapshot})
			defer br.Close()
			var got sync.WaitGroup
			var target atomic.Int64
			for range n {
				ch, err := br.Subscribe(b.Context(), show, nil)
				if err != nil {
					b.Fatal(err)
				}
				<-ch
				go func() {
					for sm := range ch {
						if sm.Version == target.Load() {
							got.Done()
						}
					}
				}()
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				ev := f.bump(show)
				got.Add(n)
				target.Store(ev.Version)
				br.Publish(b.Context(), ev)
				got.Wait()
			}
		})
	}
}

// bump commits a change that leaves the seats as they are.
func (f *fakeSeats) bump(id string) booking.Event {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.shows[id].Version++
	return booking.Event{ShowID: id, Version: f.shows[id].Version}
}

// TestSubscribeReadsAreSharedAndBounded: new subscribers share the show's
// read in flight instead of each reading for themselves, and reads over
// many shows never hold more than MaxReads database connections. Each
// subscribe used to read on its own, so a flood of them queued one read
// per subscribe on the pool and starved everything else (/healthz said
// the database was down).
func TestSubscribeReadsAreSharedAndBounded(t *testing.T) {
	t.Run("one show", func(t *testing.T) {
		show := uuid.NewString()
		f := newFakeSeats(show)
		f.gate, f.entered = make(chan struct{}), make(chan struct{}, 1000)
		b := newTestBroker(t, f, Options{})
		const n = 200
		done := make(chan error, n)
		for range n {
			go func() {
				ch, err := b.Subscribe(t.Context(), show, nil)
				if err == nil {
					if sm := <-ch; sm == nil || sm.Version != 0 {
						err = fmt.Errorf("first seat map %+v", sm)
					}
				}
				done <- err
			}()
		}
		<-f.entered // the first read waits at the gate...
		waitFor(t, func() bool { return b.Stats().Subscribers == n })
		// ...while everyone registers; then reads go through one by one.
		for finished := 0; finished < n; {
			select {
			case f.gate <- struct{}{}:
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
				finished++
			}
		}
		if got := f.reads.Load(); got != 1 {
			t.Fatalf("%d snapshot reads for %d subscribers arriving during one read, want 1", got, n)
		}
		if st := b.Stats(); st.FirstReads != 1 || st.ChangeReads != 0 {
			t.Fatalf("stats = %+v", st)
		}
	})
	t.Run("many shows", func(t *testing.T) {
		const shows, maxReads = 50, 3
		ids := make([]string, shows)
		for i := range ids {
			ids[i] = uuid.NewString()
		}
		f := newFakeSeats(ids...)
		var inflight, peak atomic.Int64
		gate := make(chan struct{})
		entered := make(chan struct{}, shows)
		b := New(Options{MaxReads: maxReads, Snapshot: func(ctx context.Context, id string) (booking.Snapshot, error) {
			n := inflight.Add(1)
			defer inflight.Add(-1)
			for p := peak.Load(); n > p && !peak.CompareAndSwap(p, n); p = peak.Load() {
			}
			entered <- struct{}{}
			select {
			case <-gate:
			case <-ctx.Done():
				return booking.Snapshot{}, ctx.Err()
			}
			return f.snapshot(ctx, id)
		}})
		t.Cleanup(b.Close)
		done := make(chan error, shows)
		for _, id := range ids {
			go func() {
				_, err := b.Subscribe(t.Context(), id, nil)
				done <- err
			}()
		}
		waitFor(t, func() bool { return b.Stats().Subscribers == shows })
		// Let one read finish each time one has started, so every read
		// the broker would run at once gets the chance to.
		for finished := 0; finished < shows; {
			select {
			case <-entered:
				gate <- struct{}{}
			case err := <-done:
				if err != nil {
					t.Fatal(err)
				}
				finished++
			}
		}
		if p := peak.Load(); p > maxReads {
			t.Fatalf("%d snapshot reads at once, want at most MaxReads = %d", p, maxReads)
		}
	})
}

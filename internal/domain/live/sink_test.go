package live

import (
	"context"
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/livetest"
)

// recordingSink keeps what the broker hands a sink.
type recordingSink struct {
	mu       sync.Mutex
	offered  []*SeatMap
	replaced int
	unsent   *SeatMap // the one slot: newest not yet taken by take
	cancel   func()
	attached int
	ended    chan struct{}
	offers   chan struct{} // a value per Offer
}

func newRecordingSink() *recordingSink {
	return &recordingSink{ended: make(chan struct{}), offers: make(chan struct{}, 1000)}
}

func (s *recordingSink) Offer(sm *SeatMap) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	replaced := s.unsent != nil
	if replaced {
		s.replaced++
	}
	s.unsent = sm
	s.offered = append(s.offered, sm)
	s.offers <- struct{}{}
	return replaced
}

func (s *recordingSink) Attached(cancel func()) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.cancel = cancel
	s.attached++
}

func (s *recordingSink) Ended() { close(s.ended) }

// take empties the slot, as the socket's writer does when it sends.
func (s *recordingSink) take() *SeatMap {
	s.mu.Lock()
	defer s.mu.Unlock()
	sm := s.unsent
	s.unsent = nil
	return sm
}

func (s *recordingSink) last() *SeatMap {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.offered[len(s.offered)-1]
}

// A sink gets the first snapshot before Subscribe returns, then every
// change, without anyone reading the channel; the channel carries
// nothing and closes when the sink's cancel ends the subscription, which
// the subscription's context no longer does.
func TestSinkSubscription(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	sink := newRecordingSink()
	ctx, cancelCtx := context.WithCancel(t.Context())
	ch, err := b.Subscribe(ctx, show, sink)
	if err != nil {
		t.Fatal(err)
	}
	if sink.attached != 1 || len(sink.offered) != 1 || sink.offered[0].Version != 0 {
		t.Fatalf("after Subscribe: attached %d, offered %+v; want attached once after the first snapshot", sink.attached, sink.offered)
	}
	<-sink.offers
	sink.take()
	ev := f.hold(show, "A1")
	b.Publish(t.Context(), ev)
	<-sink.offers
	if sm := sink.take(); sm.Version != ev.Version || len(sm.OccupiedSeats) != 1 {
		t.Fatalf("after a change: %+v", sm)
	}
	select {
	case sm := <-ch:
		t.Fatalf("the channel of a sink subscription carried %+v", sm)
	default:
	}
	// Its context ending does not end a sink subscription (the broker
	// let go of it); the cancel function does.
	cancelCtx()
	if n := b.Stats().Subscribers; n != 1 {
		t.Fatalf("%d subscribers after the context ended, want 1", n)
	}
	sink.cancel()
	<-sink.ended
	if n := waitClosed(t, ch); n != 0 {
		t.Fatalf("channel held %d seat maps", n)
	}
	sink.cancel() // a second call is harmless
	if st := b.Stats(); st.Subscribers != 0 {
		t.Fatalf("stats after cancel = %+v", st)
	}
}

// A sink whose writer is busy keeps only the newest seat map: the ones it
// replaces count as coalesced, and none is dropped for lag.
func TestSinkKeepsOnlyTheNewest(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	sink := newRecordingSink()
	if _, err := b.Subscribe(t.Context(), show, sink); err != nil {
		t.Fatal(err)
	}
	<-sink.offers // the first snapshot, never taken: the writer is stuck
	for i := range 5 {
		b.Publish(t.Context(), f.hold(show, seatName(i)))
		<-sink.offers
	}
	if sm := sink.take(); sm.Version != 5 {
		t.Fatalf("the slot holds version %d, want the newest, 5", sm.Version)
	}
	if st := b.Stats(); st.Coalesced != 5 || st.Dropped != 0 || sink.replaced != 5 {
		t.Fatalf("stats = %+v, sink replaced %d; want 5 coalesced, none dropped", st, sink.replaced)
	}
	sink.cancel()
}

func seatName(i int) string { return string(rune('A'+i)) + "1" }

// Every subscriber of a show is handed the same *SeatMap for a version,
// newcomers at that version included, so an encoding memoised on it is
// built once for all of them.
func TestSubscribersShareOneSeatMapPerVersion(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	var sinks []*recordingSink
	for range 20 {
		s := newRecordingSink()
		if _, err := b.Subscribe(t.Context(), show, s); err != nil {
			t.Fatal(err)
		}
		<-s.offers
		sinks = append(sinks, s)
	}
	for _, s := range sinks {
		if s.last() != sinks[0].last() {
			t.Fatal("subscribers at one version were handed different seat maps")
		}
	}
	b.Publish(t.Context(), f.hold(show, "C3"))
	for _, s := range sinks {
		<-s.offers
		if s.last() != sinks[0].last() || s.last().Version != 1 {
			t.Fatalf("after a change: version %d, shared %v", s.last().Version, s.last() == sinks[0].last())
		}
	}
	var builds atomic.Int64
	build := func(sm *SeatMap) []byte { builds.Add(1); return []byte(sm.ShowID) }
	var wg sync.WaitGroup
	for _, s := range sinks {
		wg.Add(2)
		go func() { defer wg.Done(); s.last().Encoded("a", build) }()
		go func() { defer wg.Done(); s.last().Encoded("b", build) }()
	}
	wg.Wait()
	if got := builds.Load(); got != 2 {
		t.Fatalf("%d encodings for 20 subscribers asking for 2 shapes, want 2", got)
	}
	if got := string(sinks[3].last().Encoded("a", build)); got != show {
		t.Fatalf("encoding = %q", got)
	}
	for _, s := range sinks {
		s.cancel()
	}
}

// A sink subscription whose context ends before its first snapshot is
// never attached and leaves nothing behind.
func TestSinkSubscriberLeavingBeforeItsFirstSnapshot(t *testing.T) {
	show, f, b := brokerFor(t, Options{})
	f.gate, f.entered = make(chan struct{}), make(chan struct{}, 1)
	sink := newRecordingSink()
	ctx, cancel := context.WithCancel(t.Context())
	baseline := livetest.Goroutines()
	done := make(chan error)
	go func() {
		_, err := b.Subscribe(ctx, show, sink)
		done <- err
	}()
	<-f.entered
	cancel()
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	<-sink.ended
	close(f.gate)
	waitFor(t, func() bool { return b.Stats().Shows == 0 })
	if sink.attached != 0 {
		t.Fatal("a subscriber that left before its first snapshot was attached")
	}
	livetest.WaitGoroutines(t, baseline, 10*time.Second)
}

// A show that keeps changing is read at most once per Coalesce: the
// changes of a burst after one read are gathered into a single read when
// the wait ends, and a change after a quiet spell is read at once. The
// test holds the wait itself, so no clock decides the outcome.
func TestBurstIsCoalesced(t *testing.T) {
	show, f, b := brokerFor(t, Options{Coalesce: time.Minute})
	var mu sync.Mutex
	now := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	b.now = func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	waits := make(chan chan time.Time, 1)
	b.after = func(time.Duration) <-chan time.Time {
		ch := make(chan time.Time, 1)
		waits <- ch
		return ch
	}
	ch := subscribe(t, b, show)
	last := recv(t, ch).Version
	ev := f.hold(show, "A1") // after a quiet spell: read at once
	b.Publish(t.Context(), ev)
	last = recvVersion(t, ch, last, ev.Version).Version
	var wait chan time.Time
	for i := 2; i <= 9; i++ { // a burst within the minute
		ev = f.hold(show, fmt.Sprintf("A%d", i))
		b.Publish(t.Context(), ev)
		if wait == nil {
			wait = <-waits // the first change of the burst waits
		}
	}
	if got := b.Stats().ChangeReads; got != 1 {
		t.Fatalf("%d change reads before the wait ended, want 1", got)
	}
	select {
	case sm := <-ch:
		t.Fatalf("seat map %d sent during the wait", sm.Version)
	default:
	}
	wait <- now
	if sm := recv(t, ch); sm.Version != ev.Version || len(sm.OccupiedSeats) != 9 || sm.Version <= last {
		t.Fatalf("after the burst: %+v, want version %d with 9 seats at once", sm, ev.Version)
	}
	waitFor(t, func() bool { return !showState(b, show).reading })
	if st := b.Stats(); st.ChangeReads != 2 {
		t.Fatalf("%d change reads for a change and a burst of 8, want 2", st.ChangeReads)
	}
	mu.Lock()
	now = now.Add(2 * time.Minute)
	mu.Unlock()
	ev = f.hold(show, "B1")
	b.Publish(t.Context(), ev)
	recvVersion(t, ch, ev.Version-1, ev.Version)
	select {
	case <-waits:
		t.Fatal("a change after a quiet spell waited")
	default:
	}
}

type fanoutTimes struct {
	mu sync.Mutex
	d  []time.Duration
}

func (f *fanoutTimes) FanoutDuration(d time.Duration) {
	f.mu.Lock()
	f.d = append(f.d, d)
	f.mu.Unlock()
}

func (f *fanoutTimes) count() int { f.mu.Lock(); defer f.mu.Unlock(); return len(f.d) }

// Each new version's fan-out is observed once, from its announcement
// (on the broker's clock) to the hand-over; first snapshots are not
// fan-outs.
func TestFanoutDurationObserved(t *testing.T) {
	times := &fanoutTimes{}
	show, f, b := brokerFor(t, Options{Metrics: times})
	ch := subscribe(t, b, show)
	recv(t, ch)
	subscribe(t, b, show) // a newcomer's first snapshot
	if n := times.count(); n != 0 {
		t.Fatalf("%d fan-outs observed for first snapshots, want 0", n)
	}
	for i, seat := range []string{"A1", "A2"} {
		ev := f.hold(show, seat)
		b.Publish(t.Context(), ev)
		recvVersion(t, ch, ev.Version-1, ev.Version)
		if n := times.count(); n != i+1 {
			t.Fatalf("%d fan-outs observed after %d changes", n, i+1)
		}
	}
	b.Publish(t.Context(), booking.Event{ShowID: show, Version: 2}) // the NOTIFY echo
	if n := times.count(); n != 2 {
		t.Fatalf("%d fan-outs observed after an echo, want 2", n)
	}
}

package live

import (
	"slices"
	"testing"
	"time"

	"marquee/internal/domain/booking"
)

// gapBroker is a broker over one show whose gap windows the test ends
// itself: each window HeardSeats opens arrives on the returned channel.
// Its subscriber is a recording sink, so every version offered is seen.
func gapBroker(t *testing.T) (string, *fakeSeats, *Broker, *recordingSink, chan chan time.Time) {
	t.Helper()
	show, f, b := brokerFor(t, Options{})
	windows := make(chan chan time.Time, 4)
	b.gapAfter = func(time.Duration) <-chan time.Time {
		ch := make(chan time.Time, 1)
		windows <- ch
		return ch
	}
	sink := newRecordingSink()
	if _, err := b.Subscribe(t.Context(), show, sink); err != nil {
		t.Fatal(err)
	}
	return show, f, b, sink, windows
}

// carried is the snapshot a bus message carries for a change f committed.
func carried(f *fakeSeats, show string) booking.Snapshot {
	f.mu.Lock()
	defer f.mu.Unlock()
	sn := f.shows[show]
	return booking.Snapshot{ShowID: show, Version: sn.Version, Held: slices.Clone(sn.Held), Sold: slices.Clone(sn.Sold)}
}

func offeredVersions(s *recordingSink) []int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	var vs []int64
	for _, sm := range s.offered {
		vs = append(vs, sm.Version)
	}
	return vs
}

// Two replicas' messages arrive out of order (version 2 before 1): the
// later one waits in the gap window, and when the missing one comes both
// go to the subscriber in order, without reading the database. The
// window's end, when it comes, changes nothing.
func TestOutOfOrderSeatsWithinTheGapWindowAreNotRead(t *testing.T) {
	show, f, b, sink, windows := gapBroker(t)
	reads := f.reads.Load()
	f.hold(show, "A1")
	one := carried(f, show)
	f.hold(show, "A2")
	two := carried(f, show)

	b.HeardSeats(two)
	window := <-windows // a gap: the window opened
	if vs := offeredVersions(sink); !slices.Equal(vs, []int64{0}) {
		t.Fatalf("offered %v while version 1 is missing, want only the first snapshot", vs)
	}
	b.HeardSeats(one)
	if vs := offeredVersions(sink); !slices.Equal(vs, []int64{0, 1, 2}) {
		t.Fatalf("offered %v once the gap filled, want [0 1 2]", vs)
	}
	if got := sink.last().HeldSeats; !slices.Equal(got, []string{"A1", "A2"}) {
		t.Fatalf("version 2 holds %v, want A1 A2", got)
	}
	window <- time.Time{} // the window's end finds the gap closed
	b.HeardSeats(two)     // a redelivery
	st := b.Stats()
	if f.reads.Load() != reads || st.ChangeReads != 0 || st.GapReads != 0 {
		t.Fatalf("%d reads, %+v: an out-of-order arrival within the window was read", f.reads.Load()-reads, st)
	}
	if st.GapsHeld != 1 || st.GapsFilled != 1 || st.BusSeats != 2 {
		t.Fatalf("stats %+v, want one gap held and filled, two versions from the bus", st)
	}
}

// A version really lost: the next one waits out the window, and then the
// show is read once and the subscriber resynced; versions after that
// come from the bus again.
func TestLostVersionIsReadOnceAfterTheGapWindow(t *testing.T) {
	show, f, b, sink, windows := gapBroker(t)
	reads := f.reads.Load()
	f.hold(show, "A1") // version 1: its message is lost
	f.hold(show, "A2")
	two := carried(f, show)
	f.hold(show, "A3")
	three := carried(f, show)

	b.HeardSeats(two)
	window := <-windows
	b.HeardSeats(three) // joins the open window
	if vs := offeredVersions(sink); !slices.Equal(vs, []int64{0}) || f.reads.Load() != reads {
		t.Fatalf("offered %v, %d reads before the window ended", vs, f.reads.Load()-reads)
	}
	window <- time.Time{}
	select {
	case <-sink.offers: // the first snapshot's
	default:
	}
	<-sink.offers
	if sm := sink.last(); sm.Version != 3 || !slices.Equal(sm.HeldSeats, []string{"A1", "A2", "A3"}) {
		t.Fatalf("after the window: version %d holding %v, want the read's version 3", sm.Version, sm.HeldSeats)
	}
	st := b.Stats()
	if f.reads.Load()-reads != 1 || st.ChangeReads != 1 || st.GapReads != 1 || st.GapsFilled != 0 {
		t.Fatalf("%d reads, %+v: want one read for the lost version", f.reads.Load()-reads, st)
	}
	f.hold(show, "A4")
	b.HeardSeats(carried(f, show))
	if sm := sink.last(); sm.Version != 4 || f.reads.Load()-reads != 1 {
		t.Fatalf("version %d with %d reads after the resync, want 4 from the bus", sm.Version, f.reads.Load()-reads)
	}
}

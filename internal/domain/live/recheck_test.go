package live

import (
	"context"
	"errors"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
)

// recheckBroker is a broker over one show whose version re-checks answer
// from f (failing while fail is set) and whose re-check waits the test
// ends itself: each wait the loop starts arrives on the returned channel.
func recheckBroker(t *testing.T) (show string, f *fakeSeats, b *Broker, fail *atomic.Int64, waits chan chan time.Time) {
	t.Helper()
	show = uuid.NewString()
	f = newFakeSeats(show)
	fail = &atomic.Int64{}
	versions := func(_ context.Context, ids []string) (map[string]int64, error) {
		if len(ids) == 0 || b.Stats().Subscribers == 0 {
			t.Errorf("a re-check query for %v while nobody subscribes", ids)
		}
		if fail.Load() != 0 {
			return nil, errors.New("database unavailable")
		}
		f.mu.Lock()
		defer f.mu.Unlock()
		out := map[string]int64{}
		for _, id := range ids {
			if sn, ok := f.shows[id]; ok {
				out[id] = sn.Version
			}
		}
		return out, nil
	}
	b = newTestBroker(t, f, Options{Versions: versions})
	waits = make(chan chan time.Time, 1)
	// Set before the first Subscribe: the loop reads it only once a
	// subscriber has woken it.
	b.after = func(time.Duration) <-chan time.Time {
		if b.Stats().Subscribers == 0 {
			t.Error("a re-check timer started while nobody subscribes")
		}
		ch := make(chan time.Time, 1)
		waits <- ch
		return ch
	}
	return show, f, b, fail, waits
}

// A change committed without any announcement (its replica died before
// NOTIFY, or its NOTIFY was dropped) reaches the subscribers at the next
// re-check; a re-check that finds nothing new reads nothing, an announced
// change is not counted as healed, and nothing is queried or timed while
// nobody subscribes.
func TestRecheckHealsUnannouncedChanges(t *testing.T) {
	show, f, b, fail, waits := recheckBroker(t)
	ctx, cancel := context.WithCancel(t.Context())
	ch, err := b.Subscribe(ctx, show, nil)
	if err != nil {
		t.Fatal(err)
	}
	last := recv(t, ch).Version
	tick := <-waits // the first re-check is due

	f.hold(show, "A1") // committed, never announced
	tick <- time.Time{}
	if sm := recvVersion(t, ch, last, 1); sm.Version != 1 || !slices.Equal(sm.OccupiedSeats, []string{"A1"}) {
		t.Fatalf("after the re-check: %+v, want version 1 with A1", sm)
	}
	tick = <-waits // that re-check is over
	if st := b.Stats(); st.Rechecks != 1 || st.Healed != 1 || st.ChangeReads != 1 {
		t.Fatalf("after healing one change: %+v", st)
	}

	tick <- time.Time{} // nothing moved
	tick = <-waits
	if st := b.Stats(); st.Rechecks != 2 || st.Healed != 1 || st.ChangeReads != 1 {
		t.Fatalf("a re-check that finds nothing new: %+v", st)
	}

	ev := f.hold(show, "A2") // announced as usual
	b.Publish(t.Context(), ev)
	recvVersion(t, ch, 1, ev.Version)
	tick <- time.Time{}
	tick = <-waits
	if st := b.Stats(); st.Rechecks != 3 || st.Healed != 1 || st.ChangeReads != 2 {
		t.Fatalf("a re-check after an announced change: %+v", st)
	}

	// A failed re-check is retried at the next one.
	fail.Store(1)
	f.hold(show, "A3")
	tick <- time.Time{}
	tick = <-waits
	if st := b.Stats(); st.Rechecks != 4 || st.Healed != 1 {
		t.Fatalf("a failed re-check: %+v", st)
	}
	fail.Store(0)
	tick <- time.Time{}
	if sm := recvVersion(t, ch, 2, 3); sm.Version != 3 {
		t.Fatalf("after the failed re-check was retried: %+v", sm)
	}
	tick = <-waits

	// Nobody watching: the loop waits for a subscriber with no timer and
	// no query (the hooks of recheckBroker check both), and resumes with
	// the next subscriber.
	cancel()
	waitClosed(t, ch)
	waitFor(t, func() bool { return b.Stats().Shows == 0 })
	tick <- time.Time{}
	f.hold(show, "A4") // read by the next subscriber's first snapshot
	ch = subscribe(t, b, show)
	if sm := recv(t, ch); sm.Version != 4 {
		t.Fatalf("first snapshot of the new subscriber: %+v", sm)
	}
	tick = <-waits
	f.hold(show, "A5") // never announced
	tick <- time.Time{}
	if sm := recvVersion(t, ch, 4, 5); sm.Version != 5 {
		t.Fatalf("after the re-check for the new subscriber: %+v", sm)
	}
	<-waits
	if st := b.Stats(); st.Healed != 3 {
		t.Fatalf("shows healed: %d, want 3 (A1, A3, A5)", st.Healed)
	}
}

// The defaults bound how stale a seat map can go when an announcement is
// lost (a re-check every 5 s). How long a half-open LISTEN connection goes
// unnoticed is the bus's (pgnotify's TestDefaultBounds).
func TestDefaultBounds(t *testing.T) {
	b := New(Options{Snapshot: newFakeSeats().snapshot})
	defer b.Close()
	if r := b.opts.Recheck; r <= 0 || r > 5*time.Second {
		t.Errorf("re-check every %v, want every 5s at most", r)
	}
}

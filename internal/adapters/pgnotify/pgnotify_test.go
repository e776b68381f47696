package pgnotify

import (
	"context"
	"database/sql"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/internal/domain/booking"
	"marquee/internal/domain/live"
)

// blockingExec is a NOTIFY connection that hangs until released.
type blockingExec struct {
	mu      sync.Mutex
	calls   [][]any
	release chan struct{}
	started chan struct{}
}

func (e *blockingExec) ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error) {
	e.mu.Lock()
	e.calls = append(e.calls, args)
	e.mu.Unlock()
	e.started <- struct{}{}
	select {
	case <-e.release:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return nil, nil
}

// A booking's Publish hands the change to the bus and returns: a NOTIFY
// stuck on the database holds up no booking, and what queues meanwhile
// goes out in one statement, one payload per show at its newest version.
func TestPublishNeverWaitsForNotify(t *testing.T) {
	show, other := uuid.NewString(), uuid.NewString()
	ex := &blockingExec{release: make(chan struct{}), started: make(chan struct{}, 10)}
	bus := New(Options{DB: ex})
	b := live.New(live.Options{Bus: bus, Snapshot: func(context.Context, string) (booking.Snapshot, error) {
		t.Error("nobody subscribed, yet a snapshot was read")
		return booking.Snapshot{}, nil
	}})
	t.Cleanup(b.Close)
	done := make(chan struct{})
	go func() {
		defer close(done)
		b.Publish(t.Context(), booking.Event{ShowID: show, Version: 1})
		<-ex.started // the first NOTIFY now hangs on the database
		for i := 2; i <= 9; i++ {
			b.Publish(t.Context(), booking.Event{ShowID: show, Version: int64(i)})
		}
		b.Publish(t.Context(), booking.Event{ShowID: other, Version: 1})
	}()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("Publish blocked while NOTIFY was stuck")
	}
	ex.release <- struct{}{}
	<-ex.started // the queued changes go out together
	ex.release <- struct{}{}
	b.Close() // closes the bus, which lets its sender finish
	if n := bus.Stats().Sent; n != 3 {
		t.Fatalf("%d payloads sent, want 3", n)
	}
	ex.mu.Lock()
	defer ex.mu.Unlock()
	if len(ex.calls) != 2 {
		t.Fatalf("%d NOTIFY statements, want 2: %v", len(ex.calls), ex.calls)
	}
	got := strings.Fields(ex.calls[1][1].(string))
	slices.Sort(got)
	want := []string{show + ":9", other + ":1"}
	slices.Sort(want)
	if !slices.Equal(got, want) || ex.calls[0][1] != show+":1" || ex.calls[0][0] != "marquee_seats" {
		t.Fatalf("NOTIFY payloads %v, want %s:1 then %v", ex.calls, show, want)
	}
}

func TestParsePayload(t *testing.T) {
	id := uuid.NewString()
	for _, tc := range []struct {
		in   string
		id   string
		v    int64
		okay bool
	}{
		{id + ":7", id, 7, true},
		{id + ":0", "", 0, false},
		{id + ":-1", "", 0, false},
		{id + ":x", "", 0, false},
		{id, "", 0, false},
		{":5", "", 0, false},
		{"", "", 0, false},
	} {
		gotID, v, ok := parsePayload(tc.in)
		if ok != tc.okay || (ok && (gotID != tc.id || v != tc.v)) {
			t.Errorf("parsePayload(%q) = %q, %d, %v", tc.in, gotID, v, ok)
		}
	}
}

// The defaults bound how long a half-open LISTEN connection goes
// unnoticed: 5 s of quiet, then a probe given 3 s, under 10 s (it was
// 30 s + 5 s).
func TestDefaultBounds(t *testing.T) {
	b := New(Options{})
	defer b.Close()
	if d := b.opts.HealthInterval + b.opts.ProbeTimeout; d > 10*time.Second {
		t.Errorf("a half-open LISTEN connection may go unnoticed for %v, want at most 10s", d)
	}
	if b.opts.Channel != "marquee_seats" {
		t.Errorf("channel %q", b.opts.Channel)
	}
}

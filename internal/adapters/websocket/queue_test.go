package websocket_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"

	"marquee/db/dbtest"
	"marquee/internal/adapters/websocket"
	"marquee/internal/domain/waitingroom"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
	"marquee/internal/testsupport/testclock"
)

// queueRoom opens a waiting room for a new show at perMinute, on an
// injected clock the test moves, and returns the room and the clock.
func queueRoom(t *testing.T, s *apptest.Server, perMinute int) (string, *testclock.Clock) {
	t.Helper()
	clk := testclock.New(time.Now())
	c := clock.Clock(clk.Now)
	s.Rooms.Clock.Store(&c)
	show := liveapp.NewShow(t, s.DB)
	admin := auth.WithCaller(context.Background(), &auth.Caller{UserID: "queue-admin", Admin: true})
	room, err := s.Rooms.Open(admin, nil, &show, perMinute, 10, 4)
	if err != nil {
		t.Fatal(err)
	}
	return room.ID, clk
}

// dialAs opens a socket signed in with token, in the header (gqlgen's
// transport takes the caller from the upgrade request) and in
// connection_init (the session's), or signed out when token is empty.
func dialAs(t *testing.T, url, token string) *livetest.Client {
	t.Helper()
	o := livetest.DialOptions{}
	var init map[string]any
	if token != "" {
		o.Header = http.Header{"Authorization": {"Bearer " + token}}
		init = map[string]any{"Authorization": "Bearer " + token}
	}
	c := liveapp.Dial(t, url, o)
	if err := c.Init(init); err != nil {
		t.Fatal(err)
	}
	return c
}

// The fan-out's queuePosition frames are gqlgen's, byte for byte, for
// every shape of query, while the waiter waits and once admitted (a
// token and an end time), and so are its refusals: a signed-out caller,
// a room that does not exist.
func TestQueueFramesMatchGqlgen(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) { queueFramesMatchGqlgen(t, dialect) })
	}
}

func queueFramesMatchGqlgen(t *testing.T, dialect string) {
	s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
	room, clk := queueRoom(t, s, 60)
	tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, Rooms: s.Rooms, PublicURL: s.URL})
	srv := serveTransport(t, s, tr)
	reference := httptest.NewServer(graphQLHandler(s, transport.Websocket{}))
	t.Cleanup(reference.Close)

	// Someone joined before the waiter, so the waiter is second.
	first := s.SignIn("First In Line", false)
	s.GraphQL(first, `mutation($r: ID!) { joinQueue(roomId: $r) { position } }`, map[string]any{"r": room}).Decode(t, &struct{}{})
	waiter := s.SignIn("Second In Line", false)

	shapes := []struct {
		query string
		vars  map[string]any
	}{
		{`subscription($r: ID!) { queuePosition(roomId: $r) { position ahead estimatedWaitSeconds seatsLeft admitted admissionToken } }`, nil},
		{`subscription Q($r: ID!) { queuePosition(roomId: $r) { __typename roomId position ahead estimatedWaitSeconds seatsLeft admitted admissionToken admittedUntil } }`, nil},
		{`subscription($r: ID!) { q: queuePosition(roomId: $r) { p: position ...F until: admittedUntil position } } fragment F on QueuePosition { admitted roomId }`, nil},
		{`subscription($r: ID!, $yes: Boolean!) { queuePosition(roomId: $r) { ... on QueuePosition { ahead } seatsLeft @include(if: $yes) admissionToken @skip(if: $yes) } }`, map[string]any{"yes": true}},
	}
	subscribe := func(c *livetest.Client, roomID string) {
		t.Helper()
		for i, sh := range shapes {
			vars := map[string]any{"r": roomID}
			maps.Copy(vars, sh.vars)
			if err := c.Subscribe(fmt.Sprint(i), sh.query, vars); err != nil {
				t.Fatal(err)
			}
		}
	}
	// frames reads one message per shape (or, refused, two: the error and
	// complete), keyed by id and type.
	frames := func(stage string, c *livetest.Client, per int) map[string]string {
		t.Helper()
		got := map[string]string{}
		for range len(shapes) * per {
			data := readFrame(t, c)
			var m livetest.Message
			if err := json.Unmarshal(data, &m); err != nil {
				t.Fatalf("%s: %s (%v)", stage, data, err)
			}
			got[m.ID+" "+m.Type] = string(data)
		}
		return got
	}
	compare := func(stage string, ours, theirs *livetest.Client, per int) map[string]string {
		t.Helper()
		got, want := frames(stage, ours, per), frames(stage, theirs, per)
		if len(want) != len(shapes)*per {
			t.Fatalf("%s: gqlgen sent %v", stage, want)
		}
		for k := range want {
			if got[k] != want[k] {
				t.Errorf("%s, %s:\n got %s\nwant %s", stage, k, got[k], want[k])
			}
		}
		return want
	}

	ours, theirs := dialAs(t, srv.URL, waiter), dialAs(t, reference.URL, waiter)
	subscribe(ours, room)
	subscribe(theirs, room)
	waiting := compare("second in line", ours, theirs, 1)
	if !strings.Contains(waiting["0 next"], `"position":2`) || !strings.Contains(waiting["0 next"], `"admissionToken":null`) {
		t.Fatalf("the waiter's first position: %s", waiting["0 next"])
	}

	// Two minutes at 60 a minute let both in: the waiter's next frame
	// carries the admission token and its end.
	clk.Advance(2 * time.Minute)
	if err := s.Rooms.Step(t.Context()); err != nil {
		t.Fatal(err)
	}
	admitted := compare("admitted", ours, theirs, 1)
	if !strings.Contains(admitted["1 next"], `"admitted":true`) || strings.Contains(admitted["1 next"], `"admittedUntil":null`) {
		t.Fatalf("the waiter's admission: %s", admitted["1 next"])
	}

	anon, anonRef := dialAs(t, srv.URL, ""), dialAs(t, reference.URL, "")
	subscribe(anon, room)
	subscribe(anonRef, room)
	if out := compare("signed out", anon, anonRef, 2); !strings.Contains(out["0 next"], "UNAUTHENTICATED") {
		t.Fatalf("a signed-out subscriber: %s", out["0 next"])
	}
	lost, lostRef := dialAs(t, srv.URL, waiter), dialAs(t, reference.URL, waiter)
	subscribe(lost, "no-such-room")
	subscribe(lostRef, "no-such-room")
	compare("no such room", lost, lostRef, 2)
}

// recordingRooms passes queuePosition subscriptions on to the waiting
// room and notes the sink each came with.
type recordingRooms struct {
	websocket.RoomSubscriber
	mu    sync.Mutex
	sinks []waitingroom.Sink
}

func (r *recordingRooms) SubscribeSink(ctx context.Context, roomID string, sink waitingroom.Sink) error {
	r.mu.Lock()
	r.sinks = append(r.sinks, sink)
	r.mu.Unlock()
	return r.RoomSubscriber.SubscribeSink(ctx, roomID, sink)
}

// A queued socket's subscription is the fan-out's: the session hands the
// operation to the room as its sink, the positions go out as the
// fan-out's frames, and a waiting subscription keeps no goroutine (a
// socket keeps its reader only).
func TestQueuedSocketsKeepNoGoroutinePerSubscription(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) { queuedSocketsKeepNoGoroutine(t, dialect) })
	}
}

func queuedSocketsKeepNoGoroutine(t *testing.T, dialect string) {
	s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
	room, _ := queueRoom(t, s, 60)
	rec := &recordingRooms{RoomSubscriber: s.Rooms}
	tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, Rooms: rec, PublicURL: s.URL})
	srv := serveTransport(t, s, tr)
	const n = 40
	clients := make([]*livetest.Client, n)
	for i := range clients {
		clients[i] = dialAs(t, srv.URL, s.SignIn(fmt.Sprintf("Waiter %02d", i), false))
	}
	settled := func() int {
		// Sockets and goroutines settle once the writers have gone idle;
		// the fewest seen over a few reads is the resting count.
		least := runtime.NumGoroutine()
		for range 20 {
			runtime.Gosched()
			least = min(least, runtime.NumGoroutine())
		}
		return least
	}
	before := settled()
	for i, c := range clients {
		if err := c.Subscribe("q", `subscription($r: ID!) { queuePosition(roomId: $r) { position } }`, map[string]any{"r": room}); err != nil {
			t.Fatal(err)
		}
		var out struct{ QueuePosition struct{ Position int } }
		data := readFrame(t, c)
		var m livetest.Message
		if err := json.Unmarshal(data, &m); err != nil || m.Type != "next" {
			t.Fatalf("waiter %d: %s", i, data)
		}
		var r livetest.Result
		if err := json.Unmarshal(m.Payload, &r); err != nil || json.Unmarshal(r.Data, &out) != nil {
			t.Fatalf("waiter %d: %s", i, data)
		}
		if out.QueuePosition.Position != i+1 {
			t.Fatalf("waiter %d at position %d, want %d", i, out.QueuePosition.Position, i+1)
		}
	}
	rec.mu.Lock()
	sinks := slices.Clone(rec.sinks)
	rec.mu.Unlock()
	if len(sinks) != n || slices.Contains(sinks, nil) {
		t.Fatalf("the room was asked %d times, with sinks %v: want %d, each with its operation", len(sinks), sinks, n)
	}
	if st := tr.FanoutStats(); st.Frames != n {
		t.Fatalf("fan-out %+v: want the %d first positions sent by the fan-out", st, n)
	}
	// gqlgen's executor would keep one goroutine per subscription waiting
	// on its channel: n more. Allow a few for the server's own comings
	// and goings.
	if after := settled(); after-before >= n/4 {
		t.Fatalf("%d goroutines with %d queued subscriptions, %d before: a goroutine per subscription", after, n, before)
	}
}

// Every QueuePosition field is one the fan-out encodes: a field added to
// the schema must be added to queueshape.go, or this fails (until then
// such a query would quietly leave the fan-out for gqlgen's slower path).
func TestPositionShapeKnowsEveryField(t *testing.T) {
	shapeKnowsEveryField(t, "QueuePosition", websocket.QueuePositionFields, "queueshape.go")
}

package websocket_test

import (
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net"
	"net/http"
	"net/http/httptest"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/99designs/gqlgen/graphql/handler/transport"

	"marquee/db/dbtest"
	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/adapters/websocket"
	"marquee/internal/domain/live"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
)

// seatFrame decodes a "next" message carrying a seat map.
func seatFrame(t testing.TB, m livetest.Message) liveapp.SeatMap {
	t.Helper()
	var r livetest.Result
	if err := json.Unmarshal(m.Payload, &r); err != nil || len(r.Errors) > 0 {
		t.Fatalf("%s for %s: %s (%v)", m.Type, m.ID, m.Payload, err)
	}
	var out struct{ SeatsChanged liveapp.SeatMap }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	return out.SeatsChanged
}

// N subscribers of a show, several on one socket, cost one encoding per
// seat-map version however many they are, and each gets the seat map
// under its own id.
func TestOneEncodingPerVersionForEverySubscriber(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := liveapp.NewShow(t, s.DB)
			tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, PublicURL: s.URL})
			srv := serveTransport(t, s, tr)
			type socket struct {
				c   *livetest.Client
				ids []string
			}
			var sockets []socket
			subscriptions := 0
			for i := range 30 {
				c := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
				if err := c.Init(nil); err != nil {
					t.Fatal(err)
				}
				ids := []string{fmt.Sprintf("seats-%d", i)}
				if i%3 == 0 { // two subscriptions to the show on one socket
					ids = append(ids, fmt.Sprintf("again-%d", i))
				}
				for _, id := range ids {
					liveapp.Subscribe(t, c, id, show)
				}
				sockets = append(sockets, socket{c, ids})
				subscriptions += len(ids)
			}
			before := tr.FanoutStats()
			if before.Encodes != 1 || before.Frames != int64(subscriptions) {
				t.Fatalf("first seat maps: %+v, want 1 encoding and %d frames", before, subscriptions)
			}
			liveapp.Book(t, s, s.SignIn("Asha", false), show, "D4")
			v := liveapp.CurrentVersion(t, s, show)
			for _, sk := range sockets {
				seen := map[string]bool{}
				for range sk.ids {
					m, err := sk.c.Read()
					if err != nil {
						t.Fatal(err)
					}
					if m.Type != "next" || !slices.Contains(sk.ids, m.ID) || seen[m.ID] {
						t.Fatalf("got %s for %q, want a seat map for one of %v not yet seen", m.Type, m.ID, sk.ids)
					}
					seen[m.ID] = true
					if sm := seatFrame(t, m); sm.Version != v || !slices.Equal(sm.OccupiedSeats, []string{"D4"}) {
						t.Fatalf("%s got %+v, want version %d with D4 taken", m.ID, sm, v)
					}
				}
			}
			after := tr.FanoutStats()
			if enc, frames := after.Encodes-before.Encodes, after.Frames-before.Frames; enc != 1 || frames != int64(subscriptions) {
				t.Fatalf("one change for %d subscriptions: %d encodings, %d frames; want 1 and %d", subscriptions, enc, frames, subscriptions)
			}
			for _, sk := range sockets {
				_ = sk.c.Close()
			}
			liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
		})
	}
}

// The fan-out's messages are byte for byte those gqlgen writes for the
// same operation, whatever the selection: aliases, fragments,
// __typename, @include and @skip. gqlgen's own websocket transport
// (graphql-transport-ws, on its default websocket library), mounted here
// over the same services, writes the reference.
func TestSeatFramesMatchGqlgen(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, PublicURL: s.URL})
	srv := serveTransport(t, s, tr)
	reference := httptest.NewServer(graphQLHandler(s, transport.Websocket{}))
	t.Cleanup(reference.Close)
	token := s.SignIn("Asha", false)
	liveapp.Book(t, s, token, show, "C3", "C4") // lists that are not all empty
	shapes := []struct {
		query string
		vars  map[string]any
	}{
		{liveapp.SeatsSub, nil},
		{`subscription S($id: ID!) { seatsChanged(showId: $id) { __typename showId version occupiedSeats heldSeats soldSeats status showRevision } }`, nil},
		{`subscription($id: ID!) { live: seatsChanged(showId: $id) { v: version ...F taken: occupiedSeats version } } fragment F on SeatMap { soldSeats showId }`, nil},
		{`subscription($id: ID!) { seatsChanged(showId: $id) { ... on SeatMap { version heldSeats } occupiedSeats } }`, nil},
		{`subscription($id: ID!, $yes: Boolean!) { seatsChanged(showId: $id) { version heldSeats @include(if: $yes) soldSeats @skip(if: $yes) showId @skip(if: false) } }`, map[string]any{"yes": true}},
	}
	ours := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
	theirs := liveapp.Dial(t, reference.URL, livetest.DialOptions{})
	for _, c := range []*livetest.Client{ours, theirs} {
		if err := c.Init(nil); err != nil {
			t.Fatal(err)
		}
		for i, sh := range shapes {
			vars := map[string]any{"id": show}
			maps.Copy(vars, sh.vars)
			if err := c.Subscribe(fmt.Sprint(i), sh.query, vars); err != nil {
				t.Fatal(err)
			}
		}
	}
	frames := func(stage string, c *livetest.Client) map[string]string {
		t.Helper()
		got := map[string]string{}
		for range shapes {
			data := readFrame(t, c)
			var m livetest.Message
			if err := json.Unmarshal(data, &m); err != nil || m.Type != "next" {
				t.Fatalf("%s: %s (%v), want a seat map", stage, data, err)
			}
			got[m.ID] = string(data)
		}
		return got
	}
	compare := func(stage string) {
		t.Helper()
		got, want := frames(stage, ours), frames(stage, theirs)
		for id := range want {
			if got[id] != want[id] {
				t.Errorf("%s, shape %s:\n got %s\nwant %s", stage, id, got[id], want[id])
			}
		}
	}
	compare("first seat map")
	before := tr.FanoutStats()
	liveapp.Book(t, s, token, show, "D1")
	compare("after a booking")
	if enc := tr.FanoutStats().Encodes - before.Encodes; enc != int64(len(shapes)) {
		t.Fatalf("%d encodings for one change and %d shapes, want one per shape", enc, len(shapes))
	}
}

// readFrame reads the next message other than a ping or pong, as sent.
func readFrame(t testing.TB, c *livetest.Client) []byte {
	t.Helper()
	for {
		_, data, err := c.Conn.ReadMessage()
		if err != nil {
			t.Fatal(err)
		}
		var m livetest.Message
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatalf("invalid JSON %s: %v", data, err)
		}
		switch m.Type {
		case "ping":
			if err := c.Send(livetest.Message{Type: "pong", Payload: m.Payload}); err != nil {
				t.Fatal(err)
			}
		case "pong":
		default:
			return data
		}
	}
}

// The frame shape encodes every field of SeatMap: a field added to the schema
// must be added to the fan-out, or this fails (until then such a query
// would quietly leave the fan-out for gqlgen's slower path).
func TestFrameShapeKnowsEverySeatMapField(t *testing.T) {
	shapeKnowsEveryField(t, "SeatMap", websocket.SeatMapFields, "frameshape.go")
}

// shapeKnowsEveryField fails for a field of the schema's typeName that
// known (the fields a shape encodes, in file) lacks, or that has
// directives, and for a known field the type no longer has.
func shapeKnowsEveryField(t *testing.T, typeName string, known map[string]bool, file string) {
	t.Helper()
	def := graph.NewExecutableSchema(graph.Config{}).Schema().Types[typeName]
	if def == nil {
		t.Fatalf("no %s in the schema", typeName)
	}
	for _, f := range def.Fields {
		if !known[f.Name] {
			t.Errorf("%s.%s is not encoded by the fan-out (%s)", typeName, f.Name, file)
		}
		if len(f.Directives) > 0 {
			t.Errorf("%s.%s has directives, which the fan-out would not run", typeName, f.Name)
		}
	}
	for name := range known {
		if name != "__typename" && def.Fields.ForName(name) == nil {
			t.Errorf("the fan-out encodes %s, which %s no longer has", name, typeName)
		}
	}
}

// pipeListener serves connections made with net.Pipe, whose writes wait
// for the reader: a client that stops reading holds the server's next
// write at once, with no socket buffer in between.
type pipeListener struct {
	conns  chan net.Conn
	closed chan struct{}
	once   sync.Once
}

func newPipeListener() *pipeListener {
	return &pipeListener{conns: make(chan net.Conn), closed: make(chan struct{})}
}

func (l *pipeListener) Accept() (net.Conn, error) {
	select {
	case c := <-l.conns:
		return c, nil
	case <-l.closed:
		return nil, net.ErrClosed
	}
}

func (l *pipeListener) Close() error {
	l.once.Do(func() { close(l.closed) })
	return nil
}

func (l *pipeListener) Addr() net.Addr { return &net.TCPAddr{IP: net.IPv4(127, 0, 0, 1)} }

func (l *pipeListener) dial(ctx context.Context, _, _ string) (net.Conn, error) {
	client, server := net.Pipe()
	select {
	case l.conns <- server:
		return client, nil
	case <-l.closed:
		return nil, net.ErrClosed
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// A socket that does not take its frames keeps one unsent seat map, the
// newest: a burst of changes while its writer waits reaches it as the
// frame the writer was holding and then the last version, nothing in
// between, and the broker counts the ones replaced.
func TestSlowSocketGetsOnlyTheNewestSeatMap(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, PublicURL: s.URL, WriteTimeout: time.Minute})
	ln := newPipeListener()
	hs := &http.Server{Handler: graphQLHandler(s, tr)}
	go func() { _ = hs.Serve(ln) }()
	t.Cleanup(func() { _ = hs.Close() })
	c := liveapp.Dial(t, "http://pipe", livetest.DialOptions{NetDial: ln.dial})
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	v0 := liveapp.Subscribe(t, c, "slow", show).Version
	// From here the client reads nothing until the burst is over.
	token := s.SignIn("Asha", false)
	stats := s.Live.Stats()
	const burst = 6
	for i := range burst {
		liveapp.Book(t, s, token, show, fmt.Sprintf("E%d", i+1))
		want := stats.Delivered + int64(i) + 1
		liveapp.WaitUntil(t, "the broker to hand over the change", func() bool { return s.Live.Stats().Delivered >= want })
	}
	newest := liveapp.CurrentVersion(t, s, show)
	if replaced := s.Live.Stats().Coalesced - stats.Coalesced; replaced < burst-2 {
		t.Fatalf("%d unsent seat maps replaced during a burst of %d, want at least %d", replaced, burst, burst-2)
	}
	var got []int64
	for len(got) == 0 || got[len(got)-1] < newest {
		got = append(got, liveapp.Next(t, c, "slow").Version)
	}
	if len(got) > 2 || got[len(got)-1] != newest || got[0] <= v0 || !slices.IsSorted(got) {
		t.Fatalf("versions received %v after %d changes from %d: want the one held by the writer, if any, then %d", got, burst, v0, newest)
	}
}

// A seat map still queued for an operation the client has completed is
// not sent: on a socket whose writer is held up (a pipe nobody reads),
// "kept" gets its frame and "gone", completed while its own seat map
// waited behind it, gets nothing more.
func TestNothingIsSentAfterTheClientCompletes(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	keptShow, goneShow := liveapp.NewShow(t, s.DB), liveapp.NewShow(t, s.DB)
	tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, PublicURL: s.URL, WriteTimeout: time.Minute})
	ln := newPipeListener()
	hs := &http.Server{Handler: graphQLHandler(s, tr)}
	go func() { _ = hs.Serve(ln) }()
	t.Cleanup(func() { _ = hs.Close() })
	c := liveapp.Dial(t, "http://pipe", livetest.DialOptions{NetDial: ln.dial})
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	v0 := liveapp.Subscribe(t, c, "kept", keptShow).Version
	liveapp.Subscribe(t, c, "gone", goneShow)
	// From here the client reads nothing until "gone" is completed.
	token := s.SignIn("Asha", false)
	for i, show := range []string{keptShow, goneShow} {
		want := s.Live.Stats().Delivered + 1
		liveapp.Book(t, s, token, show, fmt.Sprintf("E%d", i+1))
		liveapp.WaitUntil(t, "the broker to hand over the change", func() bool { return s.Live.Stats().Delivered >= want })
	}
	if err := c.Complete("gone"); err != nil {
		t.Fatal(err)
	}
	liveapp.WaitUntil(t, "the completed subscription to leave the broker", func() bool { return s.Live.Stats().Subscribers == 1 })
	if got := liveapp.Next(t, c, "kept").Version; got <= v0 {
		t.Fatalf("kept: version %d, want past %d", got, v0)
	}
	// A query's answer comes after anything still queued on the socket.
	if err := c.Subscribe("q", `{ isAdmin }`, nil); err != nil {
		t.Fatal(err)
	}
	for {
		m, err := c.Read()
		if err != nil {
			t.Fatal(err)
		}
		if m.ID == "gone" {
			t.Fatalf("after its complete, %q got %s %s", m.ID, m.Type, m.Payload)
		}
		if m.ID == "q" && m.Type == "complete" {
			break
		}
	}
}

// recordingSeats passes subscriptions on to the broker and notes the
// sink each came with.
type recordingSeats struct {
	websocket.Subscriber
	mu    sync.Mutex
	sinks []live.Sink
}

func (r *recordingSeats) Subscribe(ctx context.Context, showID string, sink live.Sink) (<-chan *live.SeatMap, error) {
	r.mu.Lock()
	r.sinks = append(r.sinks, sink)
	r.mu.Unlock()
	return r.Subscriber.Subscribe(ctx, showID, sink)
}

// The session subscribes a seatsChanged operation it can encode to the
// broker itself, handing the operation over as the sink in the call (not
// in a context value for the resolver to pass on), and the fan-out serves
// it from the first seat map.
func TestFanoutSubscribesWithTheOperationAsSink(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	rec := &recordingSeats{Subscriber: s.Live}
	tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: rec, PublicURL: s.URL})
	c := liveapp.Dial(t, serveTransport(t, s, tr).URL, livetest.DialOptions{})
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	if sm := liveapp.Subscribe(t, c, "s", show); sm.ShowID != show {
		t.Fatalf("first seat map %+v", sm)
	}
	rec.mu.Lock()
	sinks := slices.Clone(rec.sinks)
	rec.mu.Unlock()
	if len(sinks) != 1 || sinks[0] == nil {
		t.Fatalf("the broker was asked %d times, with sinks %v: want once, with the operation", len(sinks), sinks)
	}
	if st := tr.FanoutStats(); st.Frames != 1 || st.Encodes != 1 {
		t.Fatalf("fan-out %+v: want the first seat map sent by the fan-out", st)
	}
	if n := s.Live.Stats().Subscribers; n != 1 {
		t.Fatalf("%d subscribers, want the one sink", n)
	}
}

// Shutdown closes the sockets the server handed over, with 1000 as
// gqlgen's transport did when the server's context ended, and their
// subscriptions end.
func TestShutdownClosesSockets(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, PublicURL: s.URL})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: graphQLHandler(s, tr)}
	go func() { _ = hs.Serve(ln) }()
	c := liveapp.Dial(t, "http://"+ln.Addr().String(), livetest.DialOptions{})
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	liveapp.Subscribe(t, c, "s", show)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := hs.Shutdown(ctx); err != nil {
		t.Fatal(err)
	}
	code, reason, err := c.WaitClose()
	if err != nil || code != 1000 || reason != "terminated" {
		t.Fatalf("closed with %d %q (%v), want 1000 terminated", code, reason, err)
	}
	liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
	liveapp.WaitUntil(t, "no sockets", func() bool { return tr.OpenConnections() == 0 })
}

// gauges counts what the transport reports.
type gauges struct {
	mu            sync.Mutex
	conns, subs   int
	opened, began int
}

func (g *gauges) ConnectionOpened()    { g.mu.Lock(); g.conns++; g.opened++; g.mu.Unlock() }
func (g *gauges) ConnectionClosed()    { g.mu.Lock(); g.conns--; g.mu.Unlock() }
func (g *gauges) SubscriptionStarted() { g.mu.Lock(); g.subs++; g.began++; g.mu.Unlock() }
func (g *gauges) SubscriptionEnded()   { g.mu.Lock(); g.subs--; g.mu.Unlock() }

func (g *gauges) now() (conns, subs int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.conns, g.subs
}

// The metrics gauges follow sockets and subscriptions, and a query over
// the socket is not a subscription.
func TestGaugesFollowSocketsAndSubscriptions(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	g := &gauges{}
	srv := serveTransport(t, s, websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, PublicURL: s.URL, Metrics: g}))
	c := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	liveapp.Subscribe(t, c, "a", show)
	liveapp.Subscribe(t, c, "b", show)
	if err := c.Subscribe("q", `{ isAdmin }`, nil); err != nil {
		t.Fatal(err)
	}
	for range 2 { // the query's result and its complete
		if _, err := c.Read(); err != nil {
			t.Fatal(err)
		}
	}
	other := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
	if err := other.Init(nil); err != nil {
		t.Fatal(err)
	}
	liveapp.Subscribe(t, other, "c", show)
	if conns, subs := g.now(); conns != 2 || subs != 3 {
		t.Fatalf("%d sockets and %d subscriptions reported, want 2 and 3", conns, subs)
	}
	if err := c.Complete("a"); err != nil {
		t.Fatal(err)
	}
	liveapp.WaitUntil(t, "the completed subscription to be reported", func() bool { _, subs := g.now(); return subs == 2 })
	_ = c.Close()
	_ = other.Close()
	liveapp.WaitUntil(t, "every socket and subscription to be reported gone", func() bool {
		conns, subs := g.now()
		return conns == 0 && subs == 0
	})
	if g.opened != 2 || g.began != 3 {
		t.Fatalf("%d sockets and %d subscriptions reported opened, want 2 and 3", g.opened, g.began)
	}
}

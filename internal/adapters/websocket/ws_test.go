package websocket_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db/dbtest"
	"marquee/internal/adapters/websocket"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
)

// Every graphql-transport-ws close code the issue names, produced by the
// violation the protocol attaches it to.
func TestProtocolCloseCodes(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	// Short init timeout so 4408 arrives quickly; everything else as served.
	srv := customServer(t, s, websocket.Options{PublicURL: s.URL, InitTimeout: 300 * time.Millisecond})
	init := `{"type":"connection_init"}`
	sub := func(id string) string {
		b, _ := json.Marshal(map[string]any{"id": id, "type": "subscribe",
			"payload": map[string]any{"query": liveapp.SeatsSub, "variables": map[string]any{"id": show}}})
		return string(b)
	}
	for _, tc := range []struct {
		name string
		// frames are sent in order; "ack" waits for connection_ack and
		// "next:<id>" for the first result of an operation.
		frames []string
		code   int
	}{
		{"malformed JSON", []string{`{"type":`}, websocket.CloseBadRequest},
		{"not an object", []string{`["connection_init"]`}, websocket.CloseBadRequest},
		{"no type", []string{`{"payload":{}}`}, websocket.CloseBadRequest},
		{"unknown type", []string{`{"type":"start","id":"1"}`}, websocket.CloseBadRequest},
		{"init payload not an object", []string{`{"type":"connection_init","payload":"Bearer x"}`}, websocket.CloseBadRequest},
		{"server message sent by client", []string{init, "ack", `{"type":"next","id":"1","payload":{}}`}, websocket.CloseBadRequest},
		{"subscribe without id", []string{init, "ack", `{"type":"subscribe","payload":{"query":"{ me { name } }"}}`}, websocket.CloseBadRequest},
		{"subscribe without query", []string{init, "ack", `{"type":"subscribe","id":"1","payload":{"variables":{}}}`}, websocket.CloseBadRequest},
		{"complete without id", []string{init, "ack", `{"type":"complete"}`}, websocket.CloseBadRequest},
		{"subscribe before connection_init", []string{sub("1")}, websocket.CloseUnauthorized},
		{"token fails verification", []string{`{"type":"connection_init","payload":{"Authorization":"Bearer not-a-jwt"}}`}, websocket.CloseForbidden},
		{"token without Bearer", []string{`{"type":"connection_init","payload":{"authorization":"abc"}}`}, websocket.CloseForbidden},
		{"token not a string", []string{`{"type":"connection_init","payload":{"Authorization":42}}`}, websocket.CloseForbidden},
		{"no connection_init in time", nil, websocket.CloseInitTimeout},
		{"subscriber id already active", []string{init, "ack", sub("s"), "next:s", sub("s")}, websocket.CloseSubscriberExists},
		{"second connection_init", []string{init, "ack", init}, websocket.CloseTooManyInitialise},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
			for _, f := range tc.frames {
				var err error
				switch {
				case f == "ack":
					var m livetest.Message
					if m, err = c.Read(); err == nil && m.Type != "connection_ack" {
						err = fmt.Errorf("got %s, want connection_ack", m.Type)
					}
				case strings.HasPrefix(f, "next:"):
					_, err = c.Next(strings.TrimPrefix(f, "next:"))
				default:
					err = c.SendRaw([]byte(f))
				}
				if err != nil {
					t.Fatalf("at %s: %v", f, err)
				}
			}
			code, reason, err := c.WaitClose()
			if err != nil || code != tc.code {
				t.Fatalf("closed with %d %q (%v), want %d", code, reason, err, tc.code)
			}
		})
	}
	liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
}

// What the protocol allows must not close the connection: ping before
// init, reusing an id after completing it, and no stray complete for an
// operation the client completed itself.
func TestProtocolAllowedSequences(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	c := liveapp.Dial(t, s.URL, livetest.DialOptions{Origin: s.URL})
	if err := c.Send(livetest.Message{Type: "ping"}); err != nil {
		t.Fatal(err)
	}
	if _, data, err := c.Conn.ReadMessage(); err != nil || string(data) != `{"type":"pong"}` {
		t.Fatalf("ping before init: %s %v, want a pong", data, err)
	}
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	first := liveapp.Subscribe(t, c, "s", show)
	if err := c.Complete("s"); err != nil {
		t.Fatal(err)
	}
	again := liveapp.Subscribe(t, c, "s", show) // the id is free again
	if again.Version != first.Version {
		t.Fatalf("resubscribed at version %d, want %d", again.Version, first.Version)
	}
	if err := c.Complete("s"); err != nil {
		t.Fatal(err)
	}
	// The next message is the query's result, not a complete for "s".
	if err := c.Subscribe("q", `{ isAdmin }`, nil); err != nil {
		t.Fatal(err)
	}
	if m, err := c.Read(); err != nil || m.Type != "next" || m.ID != "q" {
		t.Fatalf("after completing s: %+v %v, want next for q", m, err)
	}
	if m, err := c.Read(); err != nil || m.Type != "complete" || m.ID != "q" {
		t.Fatalf("after the query's result: %+v %v, want complete for q", m, err)
	}
	liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
}

func TestOriginCheck(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	for _, tc := range []struct {
		origin string
		ok     bool
	}{
		{"", true},                       // not a browser
		{s.URL, true},                    // PUBLIC_URL
		{"http://localhost:5173", true},  // the Vite dev server (APP_ENV=development)
		{"http://127.0.0.1:3000", true},  // likewise
		{"https://evil.example", false},  // another site
		{"http://localhost.evil", false}, // not localhost
		{"null", false},                  // sandboxed frames, file://
	} {
		t.Run(tc.origin, func(t *testing.T) {
			c, resp, err := livetest.Dial(context.Background(), s.URL, livetest.DialOptions{Origin: tc.origin})
			if tc.ok {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				_ = c.Close()
				return
			}
			if err == nil {
				_ = c.Close()
				t.Fatal("accepted")
			}
			if resp == nil || resp.StatusCode != http.StatusForbidden {
				t.Fatalf("refused with %v, want HTTP 403", resp)
			}
		})
	}
}

// graphql-transport-ws is the only protocol: an upgrade offering the
// legacy graphql-ws (subscriptions-transport-ws, gqlgen's test client), or
// no subprotocol, is refused before the upgrade with a 400 that says
// which subprotocol to ask for, and holds no place among the address's
// sockets.
func TestOnlyGraphQLTransportWS(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	tr := websocket.NewTransport(websocket.Options{Verifier: s.Verifier, Seats: s.Live, PublicURL: s.URL})
	srv := serveTransport(t, s, tr)
	for _, offered := range [][]string{{"graphql-ws"}, {}} {
		t.Run(fmt.Sprintf("%q", offered), func(t *testing.T) {
			c, resp, err := livetest.Dial(context.Background(), srv.URL, livetest.DialOptions{Subprotocols: offered})
			if err == nil {
				_ = c.Close()
				t.Fatalf("upgraded with subprotocol %q", c.Conn.Subprotocol())
			}
			if resp == nil || resp.StatusCode != http.StatusBadRequest {
				t.Fatalf("refused with %v (%v), want HTTP 400", resp, err)
			}
			var body struct {
				Success bool
				Message string
				Code    string
			}
			if err := liveapp.DecodeJSON(resp, &body); err != nil || body.Success || body.Code != websocket.CodeSubprotocolRequired ||
				!strings.Contains(body.Message, `"graphql-transport-ws"`) {
				t.Fatalf("400 body %+v (%v), want the envelope naming graphql-transport-ws", body, err)
			}
		})
	}
	if n := tr.OpenConnections(); n != 0 {
		t.Fatalf("%d sockets counted after refused upgrades", n)
	}
	c := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
	if c.Conn.Subprotocol() != livetest.Subprotocol {
		t.Fatalf("subprotocol %q", c.Conn.Subprotocol())
	}
}

// A peer that stops answering pings is closed within two ping intervals
// and everything it held is released; a peer that answers stays.
func TestDeadPeerIsDetectedAndCleanedUp(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	const interval = 100 * time.Millisecond
	srv := customServer(t, s, websocket.Options{PublicURL: s.URL, PingInterval: interval})
	baseline := livetest.Goroutines()

	alive := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
	if err := alive.Init(nil); err != nil {
		t.Fatal(err)
	}
	v0 := liveapp.Subscribe(t, alive, "s", show).Version
	dead := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
	if err := dead.Init(nil); err != nil {
		t.Fatal(err)
	}
	liveapp.Subscribe(t, dead, "s", show)
	// From here on "dead" reads nothing, so it never answers a ping.
	if n := s.Live.Stats().Subscribers; n != 2 {
		t.Fatalf("%d subscribers, want 2", n)
	}
	if err := alive.AwaitPings(5); err != nil { // five intervals: well past the 2-interval deadline
		t.Fatal(err)
	}
	liveapp.WaitUntil(t, "the dead peer to be dropped", func() bool { return s.Live.Stats().Subscribers == 1 })
	// The live one still gets changes.
	liveapp.Book(t, s, s.SignIn("Asha", false), show, "B2")
	if sm := liveapp.NextVersion(t, alive, "s", v0, liveapp.CurrentVersion(t, s, show)); len(sm.OccupiedSeats) != 1 {
		t.Fatalf("after booking: %+v", sm)
	}
	_ = alive.Close()
	_ = dead.Abort()
	liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
	livetest.WaitGoroutines(t, baseline, 10*time.Second)
}

// A connection that stops reading while many large snapshots are pushed
// at it never delays another subscriber of the same show; the server cuts
// it off once a write has waited WriteTimeout.
func TestStalledSubscriberDoesNotDelayOthers(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	show := liveapp.NewShow(t, s.DB)
	token := s.SignIn("Asha", false)
	// Nearly full house, so every snapshot is large.
	for r := 'A'; r <= 'I'; r++ {
		liveapp.Book(t, s, token, show, fmt.Sprintf("%c1", r), fmt.Sprintf("%c2", r), fmt.Sprintf("%c3", r), fmt.Sprintf("%c4", r), fmt.Sprintf("%c5", r))
		liveapp.Book(t, s, token, show, fmt.Sprintf("%c6", r), fmt.Sprintf("%c7", r), fmt.Sprintf("%c8", r), fmt.Sprintf("%c9", r))
	}
	const writeTimeout = 3 * time.Second
	srv := customServer(t, s, websocket.Options{PublicURL: s.URL, WriteTimeout: writeTimeout, MaxSubscriptions: 100})
	baseline := livetest.Goroutines()

	// Each message to the stalled client carries the seat list 60 times.
	var fields strings.Builder
	for i := range 60 {
		fmt.Fprintf(&fields, " o%d: occupiedSeats", i)
	}
	bigSub := `subscription($id: ID!) { seatsChanged(showId: $id) { version` + fields.String() + ` } }`
	stalled := liveapp.Dial(t, srv.URL, livetest.DialOptions{ReadBufferBytes: 4096})
	if err := stalled.Init(nil); err != nil {
		t.Fatal(err)
	}
	const stalledSubs = 50
	for i := range stalledSubs {
		if err := stalled.Subscribe(fmt.Sprint(i), bigSub, map[string]any{"id": show}); err != nil {
			t.Fatal(err)
		}
	}
	healthy := liveapp.Dial(t, srv.URL, livetest.DialOptions{})
	if err := healthy.Init(nil); err != nil {
		t.Fatal(err)
	}
	last := liveapp.Subscribe(t, healthy, "h", show).Version
	liveapp.WaitUntil(t, "all subscriptions", func() bool { return s.Live.Stats().Subscribers == stalledSubs+1 })

	// Changes keep coming until the server cuts the stalled connection off
	// (one of its writes waited WriteTimeout). Had the broker waited on the
	// stalled writer, the healthy client would hear of no change before
	// that cut-off; so changes that reach it while the stalled connection
	// is still registered show the two are independent. Nothing here is
	// timed: the loop ends on the cut-off, whatever the machine's load.
	var held string
	heardWhileStalled := 0
	for i := 0; s.Live.Stats().Subscribers > 1; i++ {
		if i == 100_000 { // a bound, not a clock: about 200 s of changes here
			t.Fatalf("the stalled connection was not cut off after %d changes", i)
		}
		if held == "" {
			held = liveapp.Book(t, s, token, show, "J1")
		} else {
			var out struct{ CancelBooking struct{ ID string } }
			s.GraphQL(token, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, map[string]any{"id": held}).Decode(t, &out)
			held = ""
		}
		v := liveapp.CurrentVersion(t, s, show)
		last = liveapp.NextVersion(t, healthy, "h", last, v).Version
		if s.Live.Stats().Subscribers == stalledSubs+1 {
			heardWhileStalled++
		}
	}
	if heardWhileStalled == 0 {
		t.Fatal("no change reached the healthy subscriber while the stalled connection was open")
	}
	// The stalled connection is cut off and its 50 subscriptions end.
	liveapp.WaitUntil(t, "the stalled connection to be cut off", func() bool { return s.Live.Stats().Subscribers == 1 })
	// (Draining what the kernel still holds for it would only measure
	// TCP's zero-window probing.)
	_ = stalled.Abort()
	_ = healthy.Close()
	liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
	livetest.WaitGoroutines(t, baseline, 15*time.Second)
}

// A thousand subscribe/leave cycles, a third of them abrupt (TCP reset, no
// close frame), leave no goroutine and no subscriber behind.
func TestNoLeaksAfterThousandSubscribeDropCycles(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := liveapp.NewShow(t, s.DB)
			cycle := func(i int) {
				c := liveapp.Dial(t, s.URL, livetest.DialOptions{Origin: s.URL})
				if i%5 == 4 { // gone before connection_init
					_ = c.Abort()
					return
				}
				if err := c.Init(nil); err != nil {
					t.Fatal(err)
				}
				id := uuid.NewString()
				if i%5 == 3 { // gone before the first snapshot
					if err := c.Subscribe(id, liveapp.SeatsSub, map[string]any{"id": show}); err != nil {
						t.Fatal(err)
					}
					_ = c.Abort()
					return
				}
				liveapp.Subscribe(t, c, id, show)
				switch i % 5 {
				case 0: // as graphql-ws leaves: complete, then close
					_ = c.Complete(id)
					_ = c.Close()
				case 1: // tab killed: reset, no close frame
					_ = c.Abort()
				case 2: // close frame without complete
					_ = c.Close()
				}
			}
			cycle(0) // warm up pools and caches before the baseline
			liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
			baseline := livetest.Goroutines()
			for i := range 1000 {
				cycle(i)
			}
			liveapp.WaitUntil(t, "no subscribers", noSubscribers(s.Live))
			// A snapshot read still in flight when the last subscriber left
			// keeps its show until the read ends; then the show is forgotten.
			liveapp.WaitUntil(t, "the broker to forget the show", func() bool { return s.Live.Stats().Shows == 0 })
			livetest.WaitGoroutines(t, baseline, 20*time.Second)
		})
	}
}

// A broken websocket handshake is refused once, with 400 (gorilla and
// gqlgen would each write a response).
func TestBrokenHandshake(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true})
	req, _ := http.NewRequest(http.MethodGet, s.URL+"/graphql", nil)
	req.Header.Set("Connection", "Upgrade")
	req.Header.Set("Upgrade", "websocket")
	req.Header.Set("Sec-WebSocket-Version", "13") // no Sec-WebSocket-Key
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusBadRequest {
		t.Fatalf("handshake without a key: %d, want 400", resp.StatusCode)
	}
}

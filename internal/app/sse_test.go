package app_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
)

const seatsSSE = `subscription($s: ID!) { seatsChanged(showId: $s) { showId version occupiedSeats } }`

// eventStream is one POST /graphql answered with text/event-stream, read
// as curl -N would show it.
type eventStream struct {
	resp   *http.Response
	br     *bufio.Reader
	cancel context.CancelFunc
}

// openStream posts an operation accepting text/event-stream. The request
// ends with the test (or close); every read is bounded by its context.
func openStream(t *testing.T, base, token, query string, vars map[string]any) *eventStream {
	t.Helper()
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, base+"/graphql", bytes.NewReader(body))
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Accept-Encoding", "gzip, zstd") // as browsers send; events must still arrive plain
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	s := &eventStream{resp: resp, br: bufio.NewReader(resp.Body), cancel: cancel}
	t.Cleanup(s.close)
	return s
}

// close hangs up, as a client pressing Ctrl-C does.
func (s *eventStream) close() {
	s.cancel()
	_ = s.resp.Body.Close()
}

// next returns the next event's type and data, skipping comments (the
// stream's opening ":" and keep-alive pings).
func (s *eventStream) next(t *testing.T) (string, string) {
	t.Helper()
	var event string
	var data []string
	for {
		line, err := s.br.ReadString('\n')
		if err != nil {
			t.Fatalf("reading the event stream: %v (so far: event %q, data %q)", err, event, data)
		}
		line = strings.TrimSuffix(line, "\n")
		switch {
		case line == "":
			if event != "" || data != nil {
				return event, strings.Join(data, "\n")
			}
		case strings.HasPrefix(line, ":"):
		case strings.HasPrefix(line, "event: "):
			event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			data = append(data, strings.TrimPrefix(line, "data: "))
		default:
			t.Fatalf("not an event-stream line: %q", line)
		}
	}
}

// result reads the next event, which must be "next", and decodes it.
func (s *eventStream) result(t *testing.T) reply {
	t.Helper()
	event, data := s.next(t)
	if event != "next" {
		t.Fatalf("event %q (%s), want next", event, data)
	}
	r := reply{Status: s.resp.StatusCode, Header: s.resp.Header, Raw: data}
	if err := json.Unmarshal([]byte(data), &r.Body); err != nil {
		t.Fatalf("event data %q: %v", data, err)
	}
	return r
}

func (s *eventStream) seatMap(t *testing.T) liveapp.SeatMap {
	t.Helper()
	r := s.result(t)
	if len(r.gqlErrors()) > 0 {
		t.Fatalf("errors: %s", r.Raw)
	}
	var out struct {
		Data struct{ SeatsChanged liveapp.SeatMap }
	}
	_ = json.Unmarshal([]byte(r.Raw), &out)
	return out.Data.SeatsChanged
}

func wantEventStream(t *testing.T, s *eventStream) {
	t.Helper()
	if s.resp.StatusCode != http.StatusOK || !strings.HasPrefix(s.resp.Header.Get("Content-Type"), "text/event-stream") {
		b, _ := io.ReadAll(s.resp.Body)
		t.Fatalf("got %d %s %s, want 200 text/event-stream", s.resp.StatusCode, s.resp.Header.Get("Content-Type"), b)
	}
	if ce := s.resp.Header.Get("Content-Encoding"); ce != "" {
		t.Fatalf("the stream is %s-compressed", ce)
	}
}

// TestSeatsChangedOverServerSentEvents: seatsChanged POSTed with Accept:
// text/event-stream streams the seat map: the snapshot first, then after a
// booking the next snapshot with a higher version. Hanging up ends the
// subscription on the server, leaving no goroutine behind.
func TestSeatsChangedOverServerSentEvents(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := start(t, dialect, nil)
			show := addShow(t, s.DB)
			tok := token(t, s.URL, "sse")
			baseline := livetest.Goroutines()

			st := openStream(t, s.URL, "", seatsSSE, map[string]any{"s": show})
			wantEventStream(t, st)
			first := st.seatMap(t)
			if first.ShowID != show || len(first.OccupiedSeats) != 0 {
				t.Fatalf("first event = %+v, want the empty seat map of %s", first, show)
			}
			wantBooked(t, bookGQL(t, s.URL, tok, show, "D4", nil))
			second := st.seatMap(t)
			if second.Version <= first.Version || !slices.Equal(second.OccupiedSeats, []string{"D4"}) {
				t.Fatalf("after booking D4: %+v (first version %d)", second, first.Version)
			}

			st.close()
			liveapp.WaitUntil(t, "the subscription to end", func() bool { return s.Live.Stats().Subscribers == 0 })
			livetest.WaitGoroutines(t, baseline, 10*time.Second)
		})
	}
}

// TestEventStreamSignsInByHeader: the stream's caller is the one of the
// Authorization header, through the same verifier as POST: the token's
// user, nobody without one, and UNAUTHENTICATED for a bad token.
func TestEventStreamSignsInByHeader(t *testing.T) {
	s := start(t, "sqlite", nil)
	tok := token(t, s.URL, "Stella")
	for _, tc := range []struct {
		name, token, query, want, code string
	}{
		{"token", tok, `{ me { name } }`, `{"data":{"me":{"name":"Stella"}}}`, ""},
		{"anonymous", "", `{ me { name } }`, `{"data":{"me":null}}`, ""},
		{"bad token", "not-a-token", `{ favourites { id } }`, "", "UNAUTHENTICATED"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := openStream(t, s.URL, tc.token, tc.query, nil)
			wantEventStream(t, st)
			r := st.result(t)
			if tc.code != "" {
				if r.code() != tc.code {
					t.Fatalf("got %s, want %s", r.Raw, tc.code)
				}
			} else if r.Raw != tc.want {
				t.Fatalf("got %s, want %s", r.Raw, tc.want)
			}
			if ev, _ := st.next(t); ev != "complete" {
				t.Fatalf("after the answer: %q, want complete", ev)
			}
		})
	}
}

// TestEventStreamLimits: the operation limits (gqllimit) and the body
// limit refuse a stream's operation as they refuse a POST's, before the
// database is asked anything.
func TestEventStreamLimits(t *testing.T) {
	queries := &queryCounter{}
	s := start(t, "sqlite", map[string]string{"GRAPHQL_MAX_ALIASES": "3"}, queries)
	show := addShow(t, s.DB)
	aliased := `subscription($s: ID!) { seatsChanged(showId: $s) { a: version b: version c: version d: version } }`

	before := queries.n.Load()
	st := openStream(t, s.URL, "", aliased, map[string]any{"s": show})
	wantEventStream(t, st)
	if r := st.result(t); r.code() != "ALIAS_LIMIT_EXCEEDED" {
		t.Fatalf("got %s, want ALIAS_LIMIT_EXCEEDED", r.Raw)
	}
	if ev, _ := st.next(t); ev != "complete" {
		t.Fatalf("after the refusal: %q, want complete", ev)
	}
	if n := queries.n.Load() - before; n != 0 {
		t.Fatalf("%d database queries for a refused stream", n)
	}

	big := openStream(t, s.URL, "", seatsSSE, map[string]any{"s": show, "pad": strings.Repeat("x", 70<<10)})
	b, _ := io.ReadAll(big.resp.Body)
	if big.resp.StatusCode != http.StatusRequestEntityTooLarge || !strings.Contains(string(b), "PAYLOAD_TOO_LARGE") {
		t.Fatalf("a 70 KiB body: %d %s, want 413 PAYLOAD_TOO_LARGE", big.resp.StatusCode, b)
	}
}

// TestEventStreamsPerAddress: one client address holds at most
// WS_MAX_CONNECTIONS_PER_IP event streams; the next is refused with 429
// CONNECTION_LIMIT_EXCEEDED before it runs, and a stream that ends gives
// its place back. Websockets are counted apart.
func TestEventStreamsPerAddress(t *testing.T) {
	s := start(t, "sqlite", map[string]string{"WS_MAX_CONNECTIONS_PER_IP": "2"})
	show := addShow(t, s.DB)
	open := func() *eventStream { return openStream(t, s.URL, "", seatsSSE, map[string]any{"s": show}) }
	held := []*eventStream{open(), open()}
	for _, st := range held {
		wantEventStream(t, st)
		st.seatMap(t)
	}

	refused := open()
	b, _ := io.ReadAll(refused.resp.Body)
	if refused.resp.StatusCode != http.StatusTooManyRequests || !strings.Contains(string(b), `"code":"CONNECTION_LIMIT_EXCEEDED"`) ||
		!strings.Contains(string(b), "at most 2") {
		t.Fatalf("a third stream: %d %s, want 429 CONNECTION_LIMIT_EXCEEDED", refused.resp.StatusCode, b)
	}
	if n := s.Live.Stats().Subscribers; n != 2 {
		t.Fatalf("%d subscribers, want the 2 streams held", n)
	}

	ws := liveapp.Dial(t, s.URL, livetest.DialOptions{})
	if err := ws.Init(nil); err != nil {
		t.Fatalf("a websocket beside two streams: %v", err)
	}

	held[0].close()
	// The server notices the hang-up asynchronously; until it has, a new
	// stream may still be refused.
	var again *eventStream
	liveapp.WaitUntil(t, "a place to be given back", func() bool {
		again = open()
		if again.resp.StatusCode == http.StatusOK {
			return true
		}
		again.close()
		return false
	})
	wantEventStream(t, again)
	again.seatMap(t)
}

// TestEventStreamOutlivesTheTimeouts: an event stream stays open and keeps
// receiving past HTTP_READ_TIMEOUT, HTTP_WRITE_TIMEOUT (whose context
// deadline ended it) and HTTP_IDLE_TIMEOUT, like a websocket.
func TestEventStreamOutlivesTheTimeouts(t *testing.T) {
	s := start(t, "sqlite", shortTimeouts)
	show := addShow(t, s.DB)
	tok := token(t, s.URL, "tess")
	st := openStream(t, s.URL, "", seatsSSE, map[string]any{"s": show})
	wantEventStream(t, st)
	first := st.seatMap(t)
	// Outlast read (2 s), write (1 s) and idle (2 s) timeouts. This is
	// the one wait here that is the point of the test.
	time.Sleep(3 * time.Second)
	wantBooked(t, bookGQL(t, s.URL, tok, show, "E5", nil))
	got := st.seatMap(t)
	if got.Version <= first.Version || !slices.Equal(got.OccupiedSeats, []string{"E5"}) {
		t.Fatalf("after the timeouts: %+v, want E5 at a version above %d", got, first.Version)
	}
}

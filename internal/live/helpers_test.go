package live_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/apptest"
	"marquee/internal/live"
	"marquee/internal/live/livetest"
	"marquee/internal/server"
	"marquee/resolvers"
)

const seatsSub = `subscription($id: ID!) { seatsChanged(showId: $id) { showId version occupiedSeats heldSeats soldSeats } }`

type seatMap struct {
	ShowID        string   `json:"showId"`
	Version       int64    `json:"version"`
	OccupiedSeats []string `json:"occupiedSeats"`
	HeldSeats     []string `json:"heldSeats"`
	SoldSeats     []string `json:"soldSeats"`
}

// newShow adds a movie and a show two days ahead and returns the show id.
func newShow(t testing.TB, bdb *bun.DB) string {
	t.Helper()
	ctx := context.Background()
	m := &db.Movie{ID: 880001, Title: "Live Fixture", Genres: []db.Genre{}, ImageSource: db.ImageSourceTMDB, CreatedAt: time.Now()}
	if _, err := bdb.NewInsert().Model(m).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: m.ID, StartsAt: time.Now().Add(48 * time.Hour).UTC(), PricePaise: 6500, CreatedAt: time.Now()}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	return sh.ID
}

func book(t testing.TB, s *apptest.Server, token, show string, seats ...string) string {
	t.Helper()
	var out struct{ CreateBooking struct{ ID string } }
	s.GraphQL(token, `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id } }`,
		map[string]any{"s": show, "seats": seats}).Decode(t, &out)
	return out.CreateBooking.ID
}

// customServer serves the app's services through a websocket transport
// with test settings (short timeouts), the way server.New mounts it.
func customServer(t testing.TB, s *apptest.Server, o live.TransportOptions) *httptest.Server {
	t.Helper()
	o.Verifier = s.Verifier
	r := &resolvers.Resolver{Programme: s.Cinema, Venues: s.Venues, Users: s.Users, Bookings: s.Booking, Live: s.Live}
	srv := httptest.NewServer(s.Verifier.Middleware(server.NewGraphQL(r, live.NewTransport(o))))
	t.Cleanup(srv.Close)
	return srv
}

func dial(t testing.TB, url string, o livetest.DialOptions) *livetest.Client {
	t.Helper()
	c, _, err := livetest.Dial(context.Background(), url, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Abort() })
	return c
}

func subscribe(t testing.TB, c *livetest.Client, id, show string) seatMap {
	t.Helper()
	if err := c.Subscribe(id, seatsSub, map[string]any{"id": show}); err != nil {
		t.Fatal(err)
	}
	return next(t, c, id)
}

func next(t testing.TB, c *livetest.Client, id string) seatMap {
	t.Helper()
	r, err := c.Next(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("errors: %+v", r.Errors)
	}
	var out struct{ SeatsChanged seatMap }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	return out.SeatsChanged
}

// nextVersion reads seat maps until one reaches version v, checking that
// versions strictly increase.
func nextVersion(t testing.TB, c *livetest.Client, id string, last, v int64) seatMap {
	t.Helper()
	for {
		sm := next(t, c, id)
		if sm.Version <= last {
			t.Fatalf("version %d after %d: not strictly increasing", sm.Version, last)
		}
		if sm.Version >= v {
			return sm
		}
		last = sm.Version
	}
}

func currentVersion(t testing.TB, s *apptest.Server, show string) int64 {
	t.Helper()
	sn, err := s.Booking.SeatSnapshot(context.Background(), show)
	if err != nil {
		t.Fatal(err)
	}
	return sn.Version
}

// waitUntil polls a condition that has no event of its own, with a bound.
func waitUntil(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func noSubscribers(b *live.Broker) func() bool {
	return func() bool { return b.Stats().Subscribers == 0 }
}

func jsonDecode(resp *http.Response, v any) error { return json.NewDecoder(resp.Body).Decode(v) }

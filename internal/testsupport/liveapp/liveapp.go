package liveapp

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/livetest"
)

// SeatsSub is the seatsChanged subscription the client runs.
const SeatsSub = `subscription($id: ID!) { seatsChanged(showId: $id) { showId version occupiedSeats heldSeats soldSeats } }`

// SeatMap is one seatsChanged result.
type SeatMap struct {
	ShowID        string   `json:"showId"`
	Version       int64    `json:"version"`
	OccupiedSeats []string `json:"occupiedSeats"`
	HeldSeats     []string `json:"heldSeats"`
	SoldSeats     []string `json:"soldSeats"`
	// Status and ShowRevision are set when the subscription selects them.
	Status       string `json:"status"`
	ShowRevision int64  `json:"showRevision"`
}

// NewShow adds a movie and a show two days ahead and returns the show id.
func NewShow(t testing.TB, bdb *bun.DB) string {
	t.Helper()
	return NewShowOf(t, bdb, 880001, "Live Fixture")
}

// NewShowOf is NewShow of the movie id (added once, titled title).
func NewShowOf(t testing.TB, bdb *bun.DB, id int64, title string) string {
	t.Helper()
	ctx := context.Background()
	m := &db.Movie{ID: id, Title: title, Genres: []db.Genre{}, ImageSource: db.ImageSourceTMDB, CreatedAt: time.Now()}
	if _, err := db.InsertMovie(ctx, bdb, m); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: m.ID, StartsAt: time.Now().Add(48 * time.Hour).UTC(), PricePaise: 6500, CreatedAt: time.Now()}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	return sh.ID
}

// Book creates a booking of seats over GraphQL and returns its id.
func Book(t testing.TB, s *apptest.Server, token, show string, seats ...string) string {
	t.Helper()
	var out struct{ CreateBooking struct{ ID string } }
	s.GraphQL(token, `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id } }`,
		map[string]any{"s": show, "seats": seats}).Decode(t, &out)
	return out.CreateBooking.ID
}

// Dial opens a graphql-transport-ws client that the test aborts at its end.
func Dial(t testing.TB, url string, o livetest.DialOptions) *livetest.Client {
	t.Helper()
	c, _, err := livetest.Dial(context.Background(), url, o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = c.Abort() })
	return c
}

// Subscribe starts seatsChanged for show as operation id and returns the
// first seat map.
func Subscribe(t testing.TB, c *livetest.Client, id, show string) SeatMap {
	t.Helper()
	if err := c.Subscribe(id, SeatsSub, map[string]any{"id": show}); err != nil {
		t.Fatal(err)
	}
	return Next(t, c, id)
}

// Next reads operation id's next seat map, failing on GraphQL errors.
func Next(t testing.TB, c *livetest.Client, id string) SeatMap {
	t.Helper()
	r, err := c.Next(id)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Errors) > 0 {
		t.Fatalf("errors: %+v", r.Errors)
	}
	var out struct{ SeatsChanged SeatMap }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	return out.SeatsChanged
}

// NextVersion reads seat maps until one reaches version v, checking that
// versions strictly increase.
func NextVersion(t testing.TB, c *livetest.Client, id string, last, v int64) SeatMap {
	t.Helper()
	for {
		sm := Next(t, c, id)
		if sm.Version <= last {
			t.Fatalf("version %d after %d: not strictly increasing", sm.Version, last)
		}
		if sm.Version >= v {
			return sm
		}
		last = sm.Version
	}
}

// CurrentVersion is the show's seat version as the booking service reads it.
func CurrentVersion(t testing.TB, s *apptest.Server, show string) int64 {
	t.Helper()
	sn, err := s.Booking.SeatSnapshot(context.Background(), show)
	if err != nil {
		t.Fatal(err)
	}
	return sn.Version
}

// WaitUntil polls a condition that has no event of its own, with a bound.
func WaitUntil(t testing.TB, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// DecodeJSON decodes a response body into v.
func DecodeJSON(resp *http.Response, v any) error { return json.NewDecoder(resp.Body).Decode(v) }

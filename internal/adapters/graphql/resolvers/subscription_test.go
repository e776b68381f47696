package resolvers_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
)

const seatsChangedSub = `subscription($id: ID!) {
  seatsChanged(showId: $id) { showId version occupiedSeats heldSeats soldSeats }
}`

const bookMutation = `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id amountPaise } }`

type booked struct {
	ID          string
	AmountPaise int64
}

func book(t *testing.T, s *apptest.Server, token, show string, seats ...string) booked {
	t.Helper()
	var out struct{ CreateBooking booked }
	s.GraphQL(token, bookMutation, map[string]any{"s": show, "seats": seats}).Decode(t, &out)
	return out.CreateBooking
}

// The house-style subscription test, through a graphql-transport-ws
// client (the npm graphql-ws protocol, the only one served; gqlgen's own
// test client speaks only the legacy graphql-ws): a viewer signed in by
// connection_init and an anonymous one both see the booking as held, then
// the payment as sold, each with a higher version; complete and close end
// the subscriptions on the server and leak no goroutine.
func TestSeatsChangedThroughGraphQLTransportWS(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := insertMovieAndShow(t, s.DB, 702, time.Now().Add(48*time.Hour)).ID
			token := s.SignIn("Ravi", false)
			baseline := livetest.Goroutines()
			ctx := t.Context()

			signedIn := dialInit(t, s, map[string]any{"Authorization": "Bearer " + token})
			anonymous := dialInit(t, s, nil)
			var last [2]int64
			for i, c := range []*livetest.Client{signedIn, anonymous} {
				if err := c.Subscribe("seats", seatsChangedSub, map[string]any{"id": show}); err != nil {
					t.Fatal(err)
				}
				first := liveapp.Next(t, c, "seats")
				if first.ShowID != show || len(first.OccupiedSeats)+len(first.HeldSeats)+len(first.SoldSeats) != 0 {
					t.Fatalf("first message = %+v", first)
				}
				last[i] = first.Version
			}

			b := book(t, s, token, show, "F6", "A1")
			for i, c := range []*livetest.Client{signedIn, anonymous} {
				got := liveapp.Next(t, c, "seats")
				if got.Version <= last[i] || !slices.Equal(got.OccupiedSeats, []string{"A1", "F6"}) ||
					!slices.Equal(got.HeldSeats, []string{"A1", "F6"}) || len(got.SoldSeats) != 0 {
					t.Fatalf("after booking: %+v (previous version %d)", got, last[i])
				}
				last[i] = got.Version
			}

			_, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
				EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"})
			if err != nil {
				t.Fatal(err)
			}
			for i, c := range []*livetest.Client{signedIn, anonymous} {
				got := liveapp.Next(t, c, "seats")
				if got.Version <= last[i] || !slices.Equal(got.OccupiedSeats, []string{"A1", "F6"}) ||
					!slices.Equal(got.SoldSeats, []string{"A1", "F6"}) || len(got.HeldSeats) != 0 {
					t.Fatalf("after payment: %+v (previous version %d)", got, last[i])
				}
			}

			// complete ends the server side of the subscription at once.
			if err := signedIn.Complete("seats"); err != nil {
				t.Fatal(err)
			}
			waitSubscribers(t, s, 1)
			for _, c := range []*livetest.Client{signedIn, anonymous} {
				if err := c.Close(); err != nil {
					t.Fatal(err)
				}
			}
			waitSubscribers(t, s, 0)
			livetest.WaitGoroutines(t, baseline, 10*time.Second)
		})
	}
}

func TestSeatsChangedBadShowIDs(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			c := dialInit(t, s, nil)
			for i, tc := range []struct{ id, code string }{
				{"1 OR 1=1", "BAD_USER_INPUT"},
				{uuid.NewString(), "NOT_FOUND"},
			} {
				id := string(rune('a' + i))
				if err := c.Subscribe(id, seatsChangedSub, map[string]any{"id": tc.id}); err != nil {
					t.Fatal(err)
				}
				r, err := c.Next(id)
				if err != nil {
					t.Fatal(err)
				}
				if r.Code() != tc.code || string(r.Data) != "null" {
					t.Fatalf("seatsChanged(%q): data %s errors %+v, want %s", tc.id, r.Data, r.Errors, tc.code)
				}
				if m, err := c.Read(); err != nil || m.Type != "complete" || m.ID != id {
					t.Fatalf("after the error: %+v, %v; want complete", m, err)
				}
			}
			if n := s.Live.Stats().Subscribers; n != 0 {
				t.Fatalf("%d subscribers left by failed subscriptions", n)
			}
		})
	}
}

// One caller path: the token in connection_init signs the websocket in
// exactly as the Authorization header signs in a POST.
func TestConnectionInitAuthorization(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			token := s.SignIn("Meera", true)
			for _, tc := range []struct {
				name    string
				payload map[string]any
				want    string
			}{
				{"header case", map[string]any{"Authorization": "Bearer " + token}, `{"me":{"name":"Meera","isAdmin":true}}`},
				{"lower case", map[string]any{"authorization": "Bearer " + token}, `{"me":{"name":"Meera","isAdmin":true}}`},
				{"anonymous", nil, `{"me":null}`},
				{"empty", map[string]any{"Authorization": ""}, `{"me":null}`},
			} {
				t.Run(tc.name, func(t *testing.T) {
					c := dialInit(t, s, tc.payload)
					if err := c.Subscribe("q", `{ me { name isAdmin } }`, nil); err != nil {
						t.Fatal(err)
					}
					r, err := c.Next("q")
					if err != nil {
						t.Fatal(err)
					}
					if string(r.Data) != tc.want || len(r.Errors) > 0 {
						t.Fatalf("me = %s %+v, want %s", r.Data, r.Errors, tc.want)
					}
				})
			}
		})
	}
}

func dialInit(t *testing.T, s *apptest.Server, payload map[string]any) *livetest.Client {
	t.Helper()
	// A browser on the app's own origin.
	c := liveapp.Dial(t, s.URL, livetest.DialOptions{Origin: s.URL})
	if err := c.Init(payload); err != nil {
		t.Fatal(err)
	}
	return c
}

// waitSubscribers waits for the server's subscriber count; it changes
// asynchronously when a client leaves.
func waitSubscribers(t *testing.T, s *apptest.Server, n int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(t.Context(), 10*time.Second)
	defer cancel()
	for s.Live.Stats().Subscribers != n {
		select {
		case <-ctx.Done():
			t.Fatalf("%d subscribers, want %d", s.Live.Stats().Subscribers, n)
		case <-time.After(5 * time.Millisecond):
		}
	}
}

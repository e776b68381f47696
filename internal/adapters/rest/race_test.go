package rest_test

import (
	"fmt"
	"marquee/internal/testsupport/bookingtest"
	"math/rand"
	"slices"
	"sync"
	"testing"

	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/natstest"
)

const createBooking = `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id seats } }`

// TestBookingRaceRESTAndGraphQL races 200 signed-in buyers for overlapping
// seats of one show, half through POST /api/booking/create and half through
// the createBooking mutation, and checks the invariants of the booking
// engine's own race test (internal/domain/booking RunConcurrentBuyers): they hold
// only if both paths run the one implementation.
func TestBookingRaceRESTAndGraphQL(t *testing.T) {
	const buyers = 200
	// On every bus: with NATS each claim also writes its seat event to
	// the outbox in its transaction, which must not change the outcome.
	for _, bus := range natstest.Buses(t) {
		t.Run(bus.Name, func(t *testing.T) {
			s := apptest.Start(t, bus.Dialect, apptest.Options{NoBackground: true, Env: bus.Env})
			adm := s.SignIn("Meera", true)
			_, showID := addShow(t, s, adm, 2, "20:00")
			_, crossShow := addShow(t, s, adm, 2, "23:00")

			tokens := make([]string, buyers)
			for i := range tokens {
				tokens[i] = s.SignIn(fmt.Sprintf("Buyer %03d", i), false)
			}

			t.Run("a seat taken on one path is taken on the other", func(t *testing.T) {
				a, b := tokens[0], tokens[1]
				r := call(t, s, "POST", "/api/booking/create", a, map[string]any{"showId": crossShow, "selectedSeats": []string{"J1"}})
				expect(t, r, 200, O{"bookingId": "id"})
				if g := s.GraphQL(b, createBooking, map[string]any{"s": crossShow, "seats": []string{"J1", "J2"}}); g.FirstCode() != "CONFLICT" {
					t.Fatalf("GraphQL booked a seat REST sold: %+v", g.Errors)
				}
				var won struct{ CreateBooking struct{ ID string } }
				s.GraphQL(b, createBooking, map[string]any{"s": crossShow, "seats": []string{"J2"}}).Decode(t, &won)
				r = call(t, s, "POST", "/api/booking/create", a, map[string]any{"showId": crossShow, "selectedSeats": []string{"J3", "J2"}})
				expect(t, r, 409, nil)
				if got := toStrings(r.Body["seats"]); !slices.Equal(got, []string{"J2"}) {
					t.Fatalf("REST conflict names %v, want the seat GraphQL sold", got)
				}
				// Each path sees the other's booking.
				mine := call(t, s, "GET", "/api/user/bookings", b, nil)
				if str(mine.Body, "bookings", 0, "_id") != won.CreateBooking.ID {
					t.Fatalf("REST does not list the GraphQL booking: %s", mine.Raw)
				}
			})

			// Requests drawn as in the booking engine's race test: 1–5
			// seats from a pool of 15, so most requests overlap.
			pool := []string{"E1", "E2", "E3", "E4", "E5", "E6", "E7", "E8", "E9", "F1", "F2", "F3", "F4", "F5", "F6"}
			rng := rand.New(rand.NewSource(42))
			requests := make([][]string, buyers)
			for i := range requests {
				for _, p := range rng.Perm(len(pool))[:1+rng.Intn(5)] {
					requests[i] = append(requests[i], pool[p])
				}
			}
			type outcome struct {
				won, conflict bool
				err           error
			}
			results := make([]outcome, buyers)
			var wg sync.WaitGroup
			start := make(chan struct{})
			for i := range buyers {
				wg.Go(func() {
					<-start
					if i%2 == 0 {
						r, err := send(s.URL, "POST", "/api/booking/create", tokens[i], map[string]any{"showId": showID, "selectedSeats": requests[i]}, nil)
						switch {
						case err != nil:
							results[i].err = err
						case r.Status == 200 && r.Body["success"] == true:
							results[i].won = true
						case r.Status == 409 && r.Body["success"] == false && len(toStrings(r.Body["seats"])) > 0:
							results[i].conflict = true
						default:
							results[i].err = fmt.Errorf("REST status %d: %s", r.Status, r.Raw)
						}
						return
					}
					g, err := apptest.GraphQL(s.URL, tokens[i], createBooking, map[string]any{"s": showID, "seats": requests[i]})
					switch {
					case err != nil:
						results[i].err = err
					case len(g.Errors) == 0:
						results[i].won = true
					case g.FirstCode() == "CONFLICT":
						results[i].conflict = true
					default:
						results[i].err = fmt.Errorf("GraphQL errors: %+v", g.Errors)
					}
				})
			}
			close(start)
			wg.Wait()

			var successes, conflicts int
			var perPath [2]struct{ won, conflict int }
			for i, o := range results {
				if o.err != nil {
					t.Fatalf("buyer %d (%s): %v", i, []string{"REST", "GraphQL"}[i%2], o.err)
				}
				if o.won {
					successes++
					perPath[i%2].won++
				} else {
					conflicts++
					perPath[i%2].conflict++
				}
			}

			claims := bookingtest.CheckSeats(t, s.DB, showID, successes)
			seatsHeld := len(claims)
			if successes == 0 || conflicts == 0 {
				t.Fatalf("expected both winners and losers, got %d/%d", successes, conflicts)
			}
			for p, n := range perPath {
				if n.won+n.conflict != buyers/2 || n.conflict == 0 {
					t.Fatalf("%s path: %d won, %d conflicts", []string{"REST", "GraphQL"}[p], n.won, n.conflict)
				}
			}
			// What the API reports agrees with the store.
			occ := call(t, s, "GET", "/api/booking/seats/"+showID, "", nil)
			if got := toStrings(occ.Body["occupiedSeats"]); len(got) != len(claims) {
				t.Fatalf("REST reports %d occupied seats, %d claims stored", len(got), len(claims))
			}
			t.Logf("%d buyers: %d booked (%d seats; REST %d, GraphQL %d), %d conflicts",
				buyers, successes, seatsHeld, perPath[0].won, perPath[1].won, conflicts)
		})
	}
}

package resolvers_test

import (
	"encoding/json"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/platform/clock"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/livetest"
	"marquee/internal/testsupport/testclock"
)

const (
	joinQueueMutation = `mutation($r: ID!) { joinQueue(roomId: $r) { roomId position ahead estimatedWaitSeconds seatsLeft admitted admissionToken admittedUntil } }`
	queueSub          = `subscription($r: ID!) { queuePosition(roomId: $r) { position ahead seatsLeft admitted admissionToken } }`
	roomBookMutation  = `mutation($s: ID!, $seats: [String!]!, $t: String) { createBooking(showId: $s, seats: $seats, admissionToken: $t) { id } }`
)

type queuePos struct {
	RoomID               string
	Position, Ahead      int
	EstimatedWaitSeconds int
	SeatsLeft            int
	Admitted             bool
	AdmissionToken       *string
}

func joinQueue(t *testing.T, s *apptest.Server, token, room string) queuePos {
	t.Helper()
	var out struct{ JoinQueue queuePos }
	s.GraphQL(token, joinQueueMutation, map[string]any{"r": room}).Decode(t, &out)
	return out.JoinQueue
}

func tokenOf(p queuePos) string {
	if p.AdmissionToken == nil {
		return ""
	}
	return *p.AdmissionToken
}

// TestWaitingRoomGatesBookings: with a room open for a movie, visitors
// get places first come first served (signed-out ones none), a second
// join keeps the place, bookings of any of the movie's shows need the
// caller's own admission token (ADMISSION_REQUIRED), which one booking
// uses, and the per-user cap holds across the shows (TICKET_CAP_REACHED)
// without using the token up. The admission clock is the test's: each
// Step admits what the rate makes due.
func TestWaitingRoomGatesBookings(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			clk := testclock.New(time.Now())
			c := clock.Clock(clk.Now)
			s.Rooms.Clock.Store(&c)
			show1 := insertMovieAndShow(t, s.DB, 28001, time.Now().Add(48*time.Hour)).ID
			show2 := insertMovieAndShow(t, s.DB, 28001, time.Now().Add(72*time.Hour)).ID
			admin := s.SignIn("Room Admin", true)
			var opened struct{ OpenWaitingRoom struct{ ID string } }
			s.GraphQL(admin, `mutation { openWaitingRoom(movieId: "28001", admitPerMinute: 60, sessionMinutes: 10, maxTicketsPerUser: 2) { id } }`, nil).Decode(t, &opened)
			room := opened.OpenWaitingRoom.ID
			var found struct {
				WaitingRoom struct {
					ID      string
					Open    bool
					Waiting int
					Movie   struct{ ID string }
				}
			}
			s.GraphQL("", `query($s: ID) { waitingRoom(showId: $s) { id open waiting movie { id } } }`, map[string]any{"s": show2}).Decode(t, &found)
			if found.WaitingRoom.ID != room || !found.WaitingRoom.Open || found.WaitingRoom.Movie.ID != "28001" {
				t.Fatalf("waitingRoom of a show of the movie: %+v", found)
			}

			if r := s.GraphQL("", joinQueueMutation, map[string]any{"r": room}); r.FirstCode() != "UNAUTHENTICATED" {
				t.Fatalf("a signed-out join: %+v", r.Errors)
			}
			a, b := s.SignIn("Asha", false), s.SignIn("Bala", false)
			pa := joinQueue(t, s, a, room)
			if pa.Position != 1 || pa.Ahead != 0 || pa.Admitted || pa.SeatsLeft != 180 || pa.EstimatedWaitSeconds != 1 {
				t.Fatalf("first in line: %+v", pa)
			}
			if pb := joinQueue(t, s, b, room); pb.Position != 2 || pb.Ahead != 1 {
				t.Fatalf("second in line: %+v", pb)
			}
			if again := joinQueue(t, s, a, room); again.Position != 1 {
				t.Fatalf("a second tab of the first: %+v", again)
			}
			if r := s.GraphQL(a, roomBookMutation, map[string]any{"s": show1, "seats": []string{"A1"}}); r.FirstCode() != "ADMISSION_REQUIRED" {
				t.Fatalf("booking before admission: %+v", r.Errors)
			}

			// B watches live; one second of the clock admits A.
			ws := dialInit(t, s, map[string]any{"Authorization": "Bearer " + b})
			if err := ws.Subscribe("q", queueSub, map[string]any{"r": room}); err != nil {
				t.Fatal(err)
			}
			if first := nextQueuePos(t, ws); first.Position != 2 {
				t.Fatalf("B's first payload: %+v", first)
			}
			clk.Advance(time.Second)
			if err := s.Rooms.Step(t.Context()); err != nil {
				t.Fatal(err)
			}
			if second := nextQueuePos(t, ws); second.Position != 1 || second.Admitted {
				t.Fatalf("B's second payload: %+v", second)
			}
			pa = joinQueue(t, s, a, room)
			if !pa.Admitted || tokenOf(pa) == "" {
				t.Fatalf("A after a second: %+v", pa)
			}
			if r := s.GraphQL(b, roomBookMutation, map[string]any{"s": show1, "seats": []string{"A1"}, "t": tokenOf(pa)}); r.FirstCode() != "ADMISSION_REQUIRED" {
				t.Fatalf("B with A's token: %+v", r.Errors)
			}
			if r := s.GraphQL(a, roomBookMutation, map[string]any{"s": show1, "seats": []string{"A1", "A2", "A3"}, "t": tokenOf(pa)}); r.FirstCode() != "TICKET_CAP_REACHED" {
				t.Fatalf("three seats over a cap of two: %+v", r.Errors)
			}
			s.GraphQL(a, roomBookMutation, map[string]any{"s": show1, "seats": []string{"A1", "A2"}, "t": tokenOf(pa)}).Decode(t, &struct{}{})
			if r := s.GraphQL(a, roomBookMutation, map[string]any{"s": show1, "seats": []string{"A3"}, "t": tokenOf(pa)}); r.FirstCode() != "ADMISSION_REQUIRED" {
				t.Fatalf("a used token again: %+v", r.Errors)
			}

			// A's admission is used: joining again puts A behind B.
			if back := joinQueue(t, s, a, room); back.Position != 2 || back.Admitted {
				t.Fatalf("A joining again: %+v", back)
			}
			clk.Advance(2 * time.Second)
			if err := s.Rooms.Step(t.Context()); err != nil {
				t.Fatal(err)
			}
			if third := nextQueuePos(t, ws); !third.Admitted || third.Position != 0 || third.SeatsLeft != 178 {
				t.Fatalf("B's third payload: %+v", third)
			}
			pa = joinQueue(t, s, a, room)
			if r := s.GraphQL(a, roomBookMutation, map[string]any{"s": show2, "seats": []string{"B1"}, "t": tokenOf(pa)}); r.FirstCode() != "TICKET_CAP_REACHED" {
				t.Fatalf("a third ticket on another show of the movie: %+v", r.Errors)
			}

			s.GraphQL(admin, `mutation($id: ID!) { closeWaitingRoom(id: $id) { id } }`, map[string]any{"id": room}).Decode(t, &struct{}{})
			if m, err := ws.Read(); err != nil || m.Type != "complete" {
				t.Fatalf("B's subscription after the room closed: %+v %v", m, err)
			}
			book(t, s, b, show2, "C1")
		})
	}
}

func nextQueuePos(t *testing.T, c *livetest.Client) queuePos {
	t.Helper()
	r, err := c.Next("q")
	if err != nil {
		t.Fatal(err)
	}
	var out struct{ QueuePosition queuePos }
	if err := json.Unmarshal(r.Data, &out); err != nil {
		t.Fatal(err)
	}
	return out.QueuePosition
}

package faults_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/platform/clock"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
	"marquee/internal/testsupport/testclock"
)

const (
	roomJoin = `mutation($r: ID!) { joinQueue(roomId: $r) { position admitted admissionToken } }`
	roomSub  = `subscription($r: ID!) { queuePosition(roomId: $r) { position ahead seatsLeft admitted admissionToken } }`
	roomBook = `mutation($s: ID!, $seats: [String!]!, $t: String) { createBooking(showId: $s, seats: $seats, admissionToken: $t) { id } }`
)

type roomPos struct {
	Position, Ahead, SeatsLeft int
	Admitted                   bool
	AdmissionToken             *string
}

// waiter is one joiner: their replica for mutations and for the socket,
// the payloads the socket got, and the booking they made once admitted.
type waiter struct {
	name, token string
	api, ws     *apptest.Server
	place       int
	mu          sync.Mutex
	got         []roomPos
	booked      string
	err         error
}

// TestWaitingRoomAcrossReplicas is the acceptance test: three
// replicas on one PostgreSQL, 500 joiners (in ten waves, so arrival order
// is known between waves), 60 admissions a minute on an admission clock
// the test drives in 5-second batches, every replica ticking each batch.
// Each waiter watches its position on another replica than it joined on;
// once admitted it books one seat with its token. Then: places are 1..500
// without gaps and later waves stand behind earlier ones; every waiter's
// positions only fall, and it got a second payload; admission followed the
// places exactly (no batch admitted anyone behind a later place); each
// token was issued once and used by exactly one booking; and the cap holds
// across the movie's shows for those admitted again.
func TestWaitingRoomAcrossReplicas(t *testing.T) {
	dsn := dbtest.NewDSN(t, "postgres")
	// One public address for the three, as behind one load balancer, so
	// a session signed in on one replica is good on the others.
	const public = "http://marquee.test"
	env := map[string]string{"WS_MAX_CONNECTIONS_PER_IP": "100000", "PUBLIC_URL": public}
	var apps []*apptest.Server
	clk := testclock.New(time.Now())
	c := clock.Clock(clk.Now)
	for range 3 {
		s := apptest.Start(t, "postgres", apptest.Options{DSN: dsn, NoBackground: true, Env: env})
		s.Rooms.Clock.Store(&c)
		apps = append(apps, s)
	}
	ctx := t.Context()
	const n, perShow = 500, 90
	var shows []string
	for i := range 6 {
		sh := &db.Show{ID: uuid.NewString(), MovieID: 28200, StartsAt: time.Now().Add(time.Duration(48+i*3) * time.Hour).UTC(), PricePaise: 6500, CreatedAt: time.Now()}
		if i == 0 {
			m := &db.Movie{ID: 28200, Title: "Tentpole", Genres: []db.Genre{}, ImageSource: db.ImageSourceTMDB, CreatedAt: time.Now()}
			if _, err := db.InsertMovie(ctx, apps[0].DB, m); err != nil {
				t.Fatal(err)
			}
		}
		if err := dbtest.InsertShow(ctx, apps[0].DB, sh); err != nil {
			t.Fatal(err)
		}
		shows = append(shows, sh.ID)
	}
	admin := apps[0].SignIn("On-sale Admin", true)
	var opened struct{ OpenWaitingRoom struct{ ID string } }
	apps[1].GraphQL(admin, `mutation { openWaitingRoom(movieId: "28200", admitPerMinute: 60, sessionMinutes: 60, maxTicketsPerUser: 2) { id } }`, nil).Decode(t, &opened)
	room := opened.OpenWaitingRoom.ID

	ws := make([]*waiter, n)
	for i := range ws {
		name := fmt.Sprintf("Waiter %03d", i)
		ws[i] = &waiter{name: name, token: apps[i%3].SignIn(name, false), api: apps[i%3], ws: apps[(i+1)%3]}
	}
	// Ten waves of 50 concurrent joins.
	for wave := range 10 {
		var g group
		for _, w := range ws[wave*50 : (wave+1)*50] {
			g.Go(func() error {
				r, err := apptest.GraphQL(w.api.URL, w.token, roomJoin, map[string]any{"r": room})
				if err != nil || len(r.Errors) > 0 {
					return fmt.Errorf("%s joins: %v %+v", w.name, err, r)
				}
				var out struct{ JoinQueue roomPos }
				if err := json.Unmarshal(r.Data, &out); err != nil {
					return err
				}
				w.place = out.JoinQueue.Position
				return nil
			})
		}
		if err := g.Wait(); err != nil {
			t.Fatal(err)
		}
	}
	places := make([]int, n)
	for i, w := range ws {
		places[i] = w.place
		if i >= 50 && w.place <= 50*(i/50) {
			t.Errorf("%s of wave %d has place %d, ahead of an earlier wave", w.name, i/50, w.place)
		}
	}
	slices.Sort(places)
	for i, p := range places {
		if p != i+1 {
			t.Fatalf("places are not 1..%d: %d at %d", n, p, i)
		}
	}

	// Every waiter watches on another replica and books once admitted.
	var readers sync.WaitGroup
	for _, w := range ws {
		cl := liveapp.Dial(t, w.ws.URL, livetest.DialOptions{Origin: public})
		cl.Timeout = 2 * time.Minute
		if err := cl.Init(map[string]any{"Authorization": "Bearer " + w.token}); err != nil {
			t.Fatal(err)
		}
		if err := cl.Subscribe("q", roomSub, map[string]any{"r": room}); err != nil {
			t.Fatal(err)
		}
		readers.Add(1)
		go func() {
			defer readers.Done()
			w.watch(cl, shows[(w.place-1)/perShow], seatLabel((w.place-1)%perShow))
		}()
	}
	liveapp.WaitUntil(t, "every waiter's first position", func() bool {
		for _, w := range ws {
			w.mu.Lock()
			seen := len(w.got) > 0
			w.mu.Unlock()
			if !seen {
				return false
			}
		}
		return true
	})
	allBooked := func() bool {
		for _, w := range ws {
			w.mu.Lock()
			done := w.booked != "" || w.err != nil
			w.mu.Unlock()
			if !done {
				return false
			}
		}
		return true
	}
	// Each batch: 5 s of the admission clock (5 people), and all three
	// replicas tick at once, racing for it.
	for batch := 0; !allBooked(); batch++ {
		if batch > n {
			t.Fatal("every batch ran and not everybody booked")
		}
		clk.Advance(5 * time.Second)
		var g group
		for _, s := range apps {
			g.Go(func() error { return s.Rooms.Step(ctx) })
		}
		if err := g.Wait(); err != nil {
			t.Fatal(err)
		}
		liveapp.WaitUntil(t, "the batch's bookings", func() bool { return bookedUpTo(ws, min(5*(batch+1), n)) })
	}
	bookings := map[string]bool{}
	for _, w := range ws {
		w.mu.Lock()
		if w.err != nil {
			t.Fatalf("%s: %v", w.name, w.err)
		}
		bookings[w.booked] = true
		checkPositions(t, w)
		w.mu.Unlock()
	}
	if len(bookings) != n {
		t.Fatalf("%d distinct bookings for %d admitted waiters", len(bookings), n)
	}
	checkTokens(t, apps[0], room, n)
	checkCap(t, apps, clk, ws[:3], room, shows[5])
}

// bookedUpTo reports whether the waiters at places 1..upTo have booked.
func bookedUpTo(ws []*waiter, upTo int) bool {
	for _, w := range ws {
		w.mu.Lock()
		done := w.place > upTo || w.booked != "" || w.err != nil
		w.mu.Unlock()
		if !done {
			return false
		}
	}
	return true
}

func seatLabel(i int) string { return fmt.Sprintf("%c%d", 'A'+i/9, 1+i%9) }

// watch reads the waiter's positions; on admission it books its seat with
// the token, then keeps reading (seats left still move) until the socket
// closes.
func (w *waiter) watch(cl *livetest.Client, show, seat string) {
	for {
		r, err := cl.Next("q")
		if err != nil {
			return // the test ended and closed the socket
		}
		var out struct{ QueuePosition roomPos }
		if err := json.Unmarshal(r.Data, &out); err != nil {
			w.fail(err)
			return
		}
		p := out.QueuePosition
		w.mu.Lock()
		w.got = append(w.got, p)
		first := p.Admitted && w.booked == ""
		w.mu.Unlock()
		if !first {
			continue
		}
		res, err := apptest.GraphQL(w.api.URL, w.token, roomBook, map[string]any{"s": show, "seats": []string{seat}, "t": *p.AdmissionToken})
		if err != nil || len(res.Errors) > 0 {
			w.fail(fmt.Errorf("booking %s with the token: %v %+v", seat, err, res))
			return
		}
		var b struct{ CreateBooking struct{ ID string } }
		_ = json.Unmarshal(res.Data, &b)
		w.mu.Lock()
		w.booked = b.CreateBooking.ID
		w.mu.Unlock()
	}
}

func (w *waiter) fail(err error) {
	w.mu.Lock()
	w.err = err
	w.mu.Unlock()
}

// checkPositions: the waiter's positions never rose and each new one was
// lower (a payload with the same position only moved the seats left); the
// first payload was its place and, behind the first batch, a second came.
func checkPositions(t *testing.T, w *waiter) {
	t.Helper()
	if len(w.got) == 0 || w.got[0].Position != w.place {
		t.Fatalf("%s at place %d: first payload %+v", w.name, w.place, w.got)
	}
	if w.place > 5 && len(w.got) < 2 {
		t.Fatalf("%s at place %d got one payload", w.name, w.place)
	}
	last := w.got[0]
	for _, p := range w.got[1:] {
		if p.Position > last.Position || (p.Position == last.Position && p.SeatsLeft == last.SeatsLeft && p.Admitted == last.Admitted) {
			t.Fatalf("%s: position %d after %d (%+v)", w.name, p.Position, last.Position, w.got)
		}
		last = p
	}
	if !last.Admitted {
		t.Fatalf("%s was never admitted: %+v", w.name, w.got)
	}
}

// checkTokens: one token per place, issued in place order batch by batch
// (a later place is never admitted in an earlier batch), each used by one
// booking.
func checkTokens(t *testing.T, s *apptest.Server, room string, n int) {
	t.Helper()
	var rows []struct {
		Place     int
		IssuedAt  time.Time
		UsedAt    *time.Time
		BookingID *string
	}
	err := s.DB.NewSelect().Table("admission_tokens").Column("place", "issued_at", "used_at", "booking_id").
		Where("room_id = ?", room).Order("place").Scan(t.Context(), &rows)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != n {
		t.Fatalf("%d tokens for %d admissions", len(rows), n)
	}
	for i, r := range rows {
		if r.Place != i+1 || r.UsedAt == nil || r.BookingID == nil {
			t.Fatalf("token %d: %+v", i, r)
		}
		if i > 0 && r.IssuedAt.Before(rows[i-1].IssuedAt) {
			t.Fatalf("place %d admitted at %v, before place %d at %v", r.Place, r.IssuedAt, rows[i-1].Place, rows[i-1].IssuedAt)
		}
	}
}

// checkCap: three waiters who booked one seat join again, are admitted
// again, and may add one seat on another show of the movie but not two.
func checkCap(t *testing.T, apps []*apptest.Server, clk *testclock.Clock, ws []*waiter, room, show string) {
	t.Helper()
	for _, w := range ws {
		var out struct{ JoinQueue roomPos }
		w.api.GraphQL(w.token, roomJoin, map[string]any{"r": room}).Decode(t, &out)
		if out.JoinQueue.Admitted || out.JoinQueue.Position < 1 {
			t.Fatalf("%s joining again: %+v", w.name, out.JoinQueue)
		}
	}
	clk.Advance(10 * time.Second)
	if err := apps[2].Rooms.Step(t.Context()); err != nil {
		t.Fatal(err)
	}
	for i, w := range ws {
		var out struct{ JoinQueue roomPos }
		w.api.GraphQL(w.token, roomJoin, map[string]any{"r": room}).Decode(t, &out)
		if !out.JoinQueue.Admitted {
			t.Fatalf("%s not admitted again: %+v", w.name, out.JoinQueue)
		}
		tok := *out.JoinQueue.AdmissionToken
		seats := []string{seatLabel(80 + 2*i), seatLabel(81 + 2*i)}
		if r := w.api.GraphQL(w.token, roomBook, map[string]any{"s": show, "seats": seats, "t": tok}); r.FirstCode() != "TICKET_CAP_REACHED" {
			t.Fatalf("%s booking two more: %+v", w.name, r.Errors)
		}
		w.api.GraphQL(w.token, roomBook, map[string]any{"s": show, "seats": seats[:1], "t": tok}).Decode(t, &struct{}{})
	}
}

// group runs functions at once and returns the first error of any.
type group struct {
	wg   sync.WaitGroup
	once sync.Once
	err  error
}

func (g *group) Go(f func() error) {
	g.wg.Add(1)
	go func() {
		defer g.wg.Done()
		if err := f(); err != nil {
			g.once.Do(func() { g.err = err })
		}
	}()
}

func (g *group) Wait() error {
	g.wg.Wait()
	return g.err
}

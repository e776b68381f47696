package livebench

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/testsupport/livetest"
	"marquee/internal/testsupport/proc"
)

// RoomRun is the waiting room under load: Sockets signed-in users queued
// on one replica (each its own graphql-transport-ws socket subscribed to
// queuePosition), with Rate people per minute admitted; on PostgreSQL
// three replica processes on one database tick and race for each
// admission batch, on SQLite the one replica is alone.
type RoomRun struct {
	Dialect                 string
	Replicas, Sockets, Rate int
	// Before and After are the queue replica's resident memory with the
	// users signed in and the room open, and with every socket queued.
	Before, After uint64
	// Latency runs from an admission batch (the admitting replica's
	// issued_at on the token rows, same host, same clock) to a queued
	// socket's receipt of the position that batch moved it to; sampled
	// sockets, every update after the first payload, batches after all
	// sockets were queued.
	Latency Quantiles
	// Admitted is the admissions in the measured window, from the first
	// batch to the last (AdmittedFor apart), not counting the first.
	Admitted    int
	AdmittedFor time.Duration
	// Tokens, Places and Users count the room's admission tokens, their
	// distinct places and distinct users; Room is the room row's
	// admitted count. All four equal: nobody admitted twice.
	Tokens, Places, Users, Room int
	// CPU is the queue replica's CPU over the admission window and
	// Updates the queuePosition messages every queued socket received in
	// it: the cost of a waiting browser per position update
	// (docs/capacity.md).
	CPU     time.Duration
	Updates int64
}

// CPUPerUpdate is the queue replica's CPU per position update delivered.
func (r RoomRun) CPUPerUpdate() time.Duration {
	if r.Updates == 0 {
		return 0
	}
	return r.CPU / time.Duration(r.Updates)
}

// PerSocket is the queue replica's RSS growth per queued socket in bytes.
func (r RoomRun) PerSocket() float64 {
	if r.Sockets == 0 {
		return 0
	}
	return float64(int64(r.After)-int64(r.Before)) / float64(r.Sockets)
}

// PerMinute is the measured admission rate.
func (r RoomRun) PerMinute() float64 {
	if r.AdmittedFor <= 0 {
		return 0
	}
	return float64(r.Admitted) / r.AdmittedFor.Minutes()
}

// RateWithin reports whether the measured rate is the configured one
// within frac (0.05: ± 5%).
func (r RoomRun) RateWithin(frac float64) bool {
	got, want := r.PerMinute(), float64(r.Rate)
	return want > 0 && got >= want*(1-frac) && got <= want*(1+frac)
}

// AdmittedOnce reports whether every admission token has its own place
// and its own user, and the room counted exactly those.
func (r RoomRun) AdmittedOnce() bool {
	return r.Tokens > 0 && r.Tokens == r.Places && r.Tokens == r.Users && r.Tokens == r.Room
}

// queued is one waiting browser: its user, and (sampled) the positions it
// received with their receipt times.
type queued struct {
	updates *atomic.Int64 // every socket's next messages, counted together
	c       *livetest.Client
	user    string
	sampled bool
	mu      sync.Mutex
	got     []queuedMsg
}

type queuedMsg struct {
	position int
	admitted bool
	at       time.Time
}

const roomSub = `subscription($r: ID!) { queuePosition(roomId: $r) { position ahead estimatedWaitSeconds seatsLeft admitted admissionToken } }`

// runRoom measures the waiting room: see RoomRun.
func runRoom(ctx context.Context, cfg Config, bin, dialect string, logf func(string, ...any)) (*RoomRun, error) {
	dbase, err := freshDatabase(dialect, cfg.PostgresURL)
	if err != nil {
		return nil, err
	}
	defer dbase.drop()
	bdb, err := db.Open(ctx, dbase.dsn)
	if err != nil {
		return nil, err
	}
	defer bdb.Close()
	replicas := 3
	if dialect == "sqlite" {
		replicas = 1 // one process per SQLite file
	}
	// One public address for the three, as behind one load balancer.
	addr, err := proc.FreeAddr("127.0.0.1")
	if err != nil {
		return nil, err
	}
	public := fmt.Sprintf("http://127.0.0.1:%d", addr.Port)
	var procs []*process
	defer func() {
		for _, p := range procs {
			p.stop()
		}
	}()
	for range replicas {
		p, err := startProcessEnv(bin, dbase.dsn, map[string]string{"PUBLIC_URL": public})
		if err != nil {
			return nil, err
		}
		procs = append(procs, p)
	}
	q := procs[0] // every socket queues here
	if _, err := addShows(ctx, bdb, 1); err != nil {
		return nil, err
	}
	admin, _, err := devSignIn(q.url, "Room Admin", true)
	if err != nil {
		return nil, err
	}
	var updates atomic.Int64
	ws := make([]*queued, cfg.RoomSockets)
	tokens := make([]string, len(ws))
	every := max(1, len(ws)/2000) // about 2,000 sockets record their positions
	if err := inParallel(len(ws), func(i int) error {
		tok, user, err := devSignIn(q.url, fmt.Sprintf("Queued %05d", i), false)
		ws[i], tokens[i] = &queued{updates: &updates, user: user, sampled: i%every == 0}, tok
		return err
	}); err != nil {
		return nil, err
	}
	var opened struct{ OpenWaitingRoom struct{ ID string } }
	if err := graphQL(procs[len(procs)-1].url, admin, `mutation($r: Int!) { openWaitingRoom(movieId: "990001", admitPerMinute: $r, sessionMinutes: 60, maxTicketsPerUser: 4) { id } }`,
		map[string]any{"r": cfg.RoomRate}, &opened); err != nil {
		return nil, err
	}
	room := opened.OpenWaitingRoom.ID
	time.Sleep(2 * time.Second) // let the server settle before reading its memory
	run := &RoomRun{Dialect: dialect, Replicas: replicas, Sockets: len(ws), Rate: cfg.RoomRate}
	if run.Before, err = q.rss(); err != nil {
		return nil, err
	}
	logf("  room %s open at %d/min; queueing %d sockets on one replica of %d (%s)", room, cfg.RoomRate, len(ws), replicas, dialect)
	defer func() {
		for _, w := range ws {
			if w != nil && w.c != nil {
				_ = w.c.Abort()
			}
		}
	}()
	if err := inParallel(len(ws), func(i int) error { return ws[i].join(ctx, q.url, public, tokens[i], room) }); err != nil {
		return nil, err
	}
	queuedAt := time.Now()
	time.Sleep(2 * time.Second) // let the server settle before reading its memory
	if run.After, err = q.rss(); err != nil {
		return nil, err
	}
	logf("  %d sockets queued: RSS %.1f → %.1f MiB; admitting for %v", len(ws), float64(run.Before)/(1<<20), float64(run.After)/(1<<20), cfg.RoomFor)
	cpu0, err := ProcessCPU(q.cmd.Process.Pid)
	if err != nil {
		return nil, err
	}
	updates0 := updates.Load()
	time.Sleep(cfg.RoomFor) // the measurement: admissions run on the replicas' own clocks
	cpu1, err := ProcessCPU(q.cmd.Process.Pid)
	if err != nil {
		return nil, err
	}
	run.CPU, run.Updates = cpu1-cpu0, updates.Load()-updates0
	if err := run.count(ctx, bdb, room, queuedAt); err != nil {
		return nil, err
	}
	if err := run.latency(ctx, bdb, room, ws, queuedAt); err != nil {
		return nil, err
	}
	logf("  admitted %d in %v (%.1f/min, configured %d), position update p50 %v p99 %v max %v; tokens %d, places %d, users %d, room %d; %d updates, %v of the queue replica's CPU (%v each)",
		run.Admitted, run.AdmittedFor.Round(time.Millisecond), run.PerMinute(), run.Rate, run.Latency.P50, run.Latency.P99, run.Latency.Max,
		run.Tokens, run.Places, run.Users, run.Room, run.Updates, run.CPU, run.CPUPerUpdate())
	return run, nil
}

// inParallel runs fn(0..n-1), 32 at a time, and returns the first error.
func inParallel(n int, fn func(i int) error) error {
	errs := make(chan error, n)
	sem := make(chan struct{}, 32)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			if err := fn(i); err != nil {
				errs <- err
			}
		}()
	}
	wg.Wait()
	close(errs)
	return <-errs
}

// devSignIn signs a user in (an admin when admin) and returns the bearer
// token and the user's id.
func devSignIn(base, name string, admin bool) (token, user string, err error) {
	body, _ := json.Marshal(map[string]any{"name": name, "admin": admin})
	resp, err := httpClient.Post(base+"/api/dev/sign-in", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", "", err
	}
	defer resp.Body.Close()
	var out struct {
		Token   string `json:"token"`
		User    struct{ ID string }
		Message string `json:"message"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.Token == "" || resp.StatusCode != http.StatusOK {
		return "", "", fmt.Errorf("sign in %s: %v %s %s", name, err, resp.Status, out.Message)
	}
	return out.Token, out.User.ID, nil
}

// join opens the socket, subscribes (which takes the place) and waits for
// the first position; then a reader takes every frame, as a browser would.
func (w *queued) join(ctx context.Context, base, origin, token, room string) error {
	c, _, err := livetest.Dial(ctx, base, livetest.DialOptions{Origin: origin})
	if err != nil {
		return err
	}
	w.c = c
	if err := c.Init(map[string]any{"Authorization": "Bearer " + token}); err != nil {
		return err
	}
	if err := c.Subscribe("q", roomSub, map[string]any{"r": room}); err != nil {
		return err
	}
	r, err := c.Next("q")
	if err == nil && len(r.Errors) > 0 {
		err = fmt.Errorf("queuePosition: %s", r.Errors[0].Message)
	}
	if err != nil {
		return err
	}
	var first struct{ QueuePosition queuePos }
	if err := json.Unmarshal(r.Data, &first); err != nil {
		return err
	}
	w.record(first.QueuePosition, time.Now())
	_ = c.Conn.SetReadDeadline(time.Time{}) // idle between ticks; the server's pings keep it honest
	go w.read()
	return nil
}

type queuePos struct {
	Position int
	Admitted bool
}

func (w *queued) record(p queuePos, at time.Time) {
	if !w.sampled {
		return
	}
	w.mu.Lock()
	w.got = append(w.got, queuedMsg{p.Position, p.Admitted, at})
	w.mu.Unlock()
}

// read answers pings and records the sampled sockets' positions until the
// connection ends.
func (w *queued) read() {
	for {
		_, data, err := w.c.Conn.ReadMessage()
		if err != nil {
			return
		}
		at := time.Now()
		if bytes.Equal(data, []byte(`{"type":"ping"}`)) {
			if w.c.SendRaw([]byte(`{"type":"pong"}`)) != nil {
				return
			}
			continue
		}
		if bytes.Contains(data, []byte(`"next"`)) {
			w.updates.Add(1)
		}
		if !w.sampled {
			continue
		}
		var f struct {
			Type    string
			Payload struct {
				Data struct{ QueuePosition queuePos }
			}
		}
		if json.Unmarshal(data, &f) == nil && f.Type == "next" {
			w.record(f.Payload.Data.QueuePosition, at)
		}
	}
}

// batch is the admission tokens one tick issued.
type batch struct {
	IssuedAt time.Time
	N        int
}

// count reads the room's admissions from the database: the rate over the
// batches issued after every socket was queued, and the tokens, places and
// users of the whole run.
func (r *RoomRun) count(ctx context.Context, bdb *bun.DB, room string, from time.Time) error {
	// The replicas are still admitting: the tokens and the room's count
	// are read in one snapshot, or a batch committed between the two
	// reads would look like admissions without tokens.
	toks, wr, err := db.AdmissionsSnapshot(ctx, bdb, room)
	if err != nil {
		return err
	}
	perTick := map[int64]*batch{}
	places, users := map[int64]bool{}, map[string]bool{}
	for _, t := range toks {
		places[t.Place], users[t.UserID] = true, true
		if t.IssuedAt.Before(from) {
			continue
		}
		k := t.IssuedAt.UnixNano()
		if perTick[k] == nil {
			perTick[k] = &batch{IssuedAt: t.IssuedAt}
		}
		perTick[k].N++
	}
	var batches []batch
	for _, b := range perTick {
		batches = append(batches, *b)
	}
	slices.SortFunc(batches, func(a, b batch) int { return a.IssuedAt.Compare(b.IssuedAt) })
	if len(batches) >= 2 {
		r.AdmittedFor = batches[len(batches)-1].IssuedAt.Sub(batches[0].IssuedAt)
		for _, b := range batches[1:] {
			r.Admitted += b.N
		}
	}
	r.Tokens, r.Places, r.Users = len(toks), len(places), len(users)
	r.Room = int(wr.Admitted)
	return nil
}

// latency times each sampled socket's position updates from the batch
// that moved it: a socket at place P that reads position p has seen the
// room admit up to place P-p, whose token row says when (admitted: its own
// place). Updates whose batch came before every socket was queued are
// left out.
func (r *RoomRun) latency(ctx context.Context, bdb *bun.DB, room string, ws []*queued, from time.Time) error {
	entries, err := db.WaitingEntriesOf(ctx, bdb, room)
	if err != nil {
		return err
	}
	places := make(map[string]int, len(entries))
	for _, e := range entries {
		places[e.UserID] = int(e.Place)
	}
	toks, err := db.AdmissionTokensOf(ctx, bdb, room)
	if err != nil {
		return err
	}
	issued := make(map[int]time.Time, len(toks))
	for _, t := range toks {
		issued[int(t.Place)] = t.IssuedAt
	}
	lat := &samples{}
	for _, w := range ws {
		if !w.sampled {
			continue
		}
		place, ok := places[w.user]
		if !ok {
			return fmt.Errorf("no place for user %s", w.user)
		}
		w.mu.Lock()
		got := append([]queuedMsg(nil), w.got...)
		w.mu.Unlock()
		for i := 1; i < len(got); i++ {
			m, prev := got[i], got[i-1]
			if m.position == prev.position && m.admitted == prev.admitted {
				continue // seats left moved, not the line
			}
			upTo := place - m.position
			if m.admitted {
				upTo = place
			}
			at, ok := issued[upTo]
			if !ok {
				return fmt.Errorf("place %d read position %d, but no token for place %d", place, m.position, upTo)
			}
			if at.Before(from) {
				continue
			}
			lat.add(m.at.Sub(at))
		}
	}
	r.Latency = lat.quantiles()
	return nil
}

func (r *Results) roomMarkdown(b *strings.Builder) {
	if len(r.Room) == 0 {
		return
	}
	fmt.Fprintf(b, "### Waiting room\n\n")
	fmt.Fprintf(b, "On PostgreSQL three `cmd/marquee` processes on one database, on SQLite one; an admin opens a waiting room for one movie, and users, each signed in and on a socket of their own, subscribe to `queuePosition` on the first replica (which places them in the line). ")
	fmt.Fprintf(b, "Every replica ticks once a second and the database lets one of them admit each batch; that replica announces the batch on the seat bus (NOTIFY), and the others send the new positions when they hear it, not at their own next tick. ")
	fmt.Fprintf(b, "RSS per queued socket is the first replica's resident memory with every socket queued over the same with the users signed in and the room open, per socket. ")
	fmt.Fprintf(b, "A position update's latency runs from the batch that moved the line (its tokens' `issued_at`, written by whichever replica admitted it; one clock, one host) to a socket's receipt of the position it moved to, for about 2,000 sampled sockets and the batches after all were queued. ")
	fmt.Fprintf(b, "The admission rate counts the tokens issued after the first batch of that window over the time to the last; tokens, distinct places, distinct users and the room's admitted count are read from the database.\n\n")
	fmt.Fprintf(b, "| database | replicas | sockets | RSS before | RSS after | per socket | updates | p50 | p99 | max | admitted | over | per minute | configured | tokens | places | users | room admitted |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, x := range r.Room {
		fmt.Fprintf(b, "| %s | %d | %d | %.1f MiB | %.1f MiB | %.1f KiB | %d | %s | %s | %s | %d | %.1f s | %.1f | %d | %d | %d | %d | %d |\n", x.Dialect, x.Replicas, x.Sockets,
			float64(x.Before)/(1<<20), float64(x.After)/(1<<20), x.PerSocket()/1024, x.Latency.N, ms(x.Latency.P50), ms(x.Latency.P99), ms(x.Latency.Max),
			x.Admitted, x.AdmittedFor.Seconds(), x.PerMinute(), x.Rate, x.Tokens, x.Places, x.Users, x.Room)
	}
	b.WriteString("\n")
}

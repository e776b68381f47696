package pgnotify_test

import (
	"bytes"
	"context"
	"database/sql"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/pgnotify"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/live"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/liveapp"
	"marquee/internal/testsupport/livetest"
)

// Two replicas in this process on one PostgreSQL database. They share
// nothing in memory: each app has its own broker and its own LISTEN
// connection, so a booking on one reaches the other only through
// NOTIFY.
func TestReplicasSeeEachOthersBookings(t *testing.T) {
	dsn := dbtest.NewDSN(t, "postgres")
	a := apptest.Start(t, "postgres", apptest.Options{DSN: dsn})
	b := apptest.Start(t, "postgres", apptest.Options{DSN: dsn})
	if a.Live == b.Live {
		t.Fatal("the replicas share a broker")
	}
	ctx, cancel := context.WithTimeout(t.Context(), 15*time.Second)
	defer cancel()
	pidA, errA := a.Bus.WaitListening(ctx, 0)
	pidB, errB := b.Bus.WaitListening(ctx, 0)
	if errA != nil || errB != nil || pidA == pidB {
		t.Fatalf("LISTEN backends %d (%v) and %d (%v): want two", pidA, errA, pidB, errB)
	}
	for _, pid := range []uint32{pidA, pidB} {
		if name := backendApp(t, dsn, pid); name != pgnotify.ListenApplicationName {
			t.Fatalf("backend %d has application_name %q", pid, name)
		}
	}

	show := liveapp.NewShow(t, a.DB)
	onA := liveapp.Dial(t, a.URL, livetest.DialOptions{Origin: a.URL})
	onB := liveapp.Dial(t, b.URL, livetest.DialOptions{Origin: b.URL})
	for _, c := range []*livetest.Client{onA, onB} {
		if err := c.Init(nil); err != nil {
			t.Fatal(err)
		}
	}
	lastA, lastB := liveapp.Subscribe(t, onA, "s", show).Version, liveapp.Subscribe(t, onB, "s", show).Version

	for i, tc := range []struct {
		name  string
		buyer *apptest.Server
		seat  string
	}{
		{"booked on B", b, "E5"},
		{"booked on A", a, "E6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			readsA, readsB := a.Live.Stats().ChangeReads, b.Live.Stats().ChangeReads
			recvB := b.Bus.Stats().Received
			liveapp.Book(t, tc.buyer, tc.buyer.SignIn(fmt.Sprint("Buyer", i), false), show, tc.seat)
			v := liveapp.CurrentVersion(t, a, show)
			smA := liveapp.NextVersion(t, onA, "s", lastA, v)
			smB := liveapp.NextVersion(t, onB, "s", lastB, v)
			lastA, lastB = smA.Version, smB.Version
			for _, sm := range []liveapp.SeatMap{smA, smB} {
				if !slices.Contains(sm.OccupiedSeats, tc.seat) {
					t.Fatalf("seat map %+v lacks %s", sm, tc.seat)
				}
			}
			// One read per change per replica, including the replica that
			// made the change and then heard its own NOTIFY.
			liveapp.WaitUntil(t, "B to hear the NOTIFY", func() bool { return b.Bus.Stats().Received > recvB })
			if da, db := a.Live.Stats().ChangeReads-readsA, b.Live.Stats().ChangeReads-readsB; da != 1 || db != 1 {
				t.Fatalf("snapshot reads for one change: A %d, B %d; want 1 each", da, db)
			}
		})
	}
}

func backendApp(t *testing.T, dsn string, pid uint32) string {
	t.Helper()
	sqldb, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer sqldb.Close()
	var name string
	if err := sqldb.QueryRow(`SELECT application_name FROM pg_stat_activity WHERE pid = $1`, int64(pid)).Scan(&name); err != nil {
		t.Fatalf("backend %d: %v", pid, err)
	}
	return name
}

// The LISTEN connection is killed. The resync after the reconnect
// delivers what changed while nobody was listening, and later changes
// arrive through the new connection.
func TestListenConnectionKilled(t *testing.T) {
	dsn := dbtest.NewDSN(t, "postgres")
	a := apptest.Start(t, "postgres", apptest.Options{DSN: dsn})
	b := apptest.Start(t, "postgres", apptest.Options{DSN: dsn})
	ctx, cancel := context.WithTimeout(t.Context(), 15*time.Second)
	defer cancel()
	pid, err := a.Bus.WaitListening(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	show := liveapp.NewShow(t, a.DB)
	c := liveapp.Dial(t, a.URL, livetest.DialOptions{Origin: a.URL})
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	last := liveapp.Subscribe(t, c, "s", show).Version

	// A change no broker hears of: committed by a writer that publishes
	// nothing. Only a re-read can bring it to A's subscriber.
	silentBook(t, dsn, show, "H8")
	silent := liveapp.CurrentVersion(t, a, show)

	sqldb, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer sqldb.Close()
	var killed bool
	err = sqldb.QueryRow(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = $1 AND application_name = $2`,
		int64(pid), pgnotify.ListenApplicationName).Scan(&killed)
	if err != nil || !killed {
		t.Fatalf("terminate LISTEN backend %d: %v %v", pid, killed, err)
	}
	sm := liveapp.Next(t, c, "s")
	if sm.Version != silent || !slices.Equal(sm.OccupiedSeats, []string{"H8"}) {
		t.Fatalf("after the reconnect: %+v, want version %d with H8", sm, silent)
	}
	last = sm.Version
	newPID, err := a.Bus.WaitListening(ctx, pid)
	if err != nil || newPID == pid {
		t.Fatalf("LISTEN backend after the kill: %d %v", newPID, err)
	}
	if n := a.Bus.Stats().Connects; n < 2 {
		t.Fatalf("%d LISTEN connections made, want a reconnect", n)
	}

	liveapp.Book(t, b, b.SignIn("Later", false), show, "H9")
	sm = liveapp.NextVersion(t, c, "s", last, liveapp.CurrentVersion(t, a, show))
	if !slices.Equal(sm.OccupiedSeats, []string{"H8", "H9"}) {
		t.Fatalf("later change: %+v", sm)
	}
}

// silentBook books seats through a booking service with no publisher, as
// if another replica had committed while we were not listening.
func silentBook(t *testing.T, dsn, show string, seats ...string) {
	t.Helper()
	bdb, err := db.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	svc := booking.New(bdb, 10*time.Minute, time.UTC, nil, nil)
	ctx := auth.WithCaller(context.Background(), &auth.Caller{UserID: "user_silent", Name: "Silent"})
	if _, err := svc.CreateBooking(ctx, show, seats); err != nil {
		t.Fatal(err)
	}
}

// Two real server processes (cmd/marquee) on one database: a subscriber
// on A sees a booking made on B.
func TestReplicaProcesses(t *testing.T) {
	dsn := dbtest.NewDSN(t, "postgres")
	bin := buildServer(t)
	a := startProcess(t, bin, dsn)
	b := startProcess(t, bin, dsn)

	bdb, err := db.Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer bdb.Close()
	show := liveapp.NewShow(t, bdb)

	c := liveapp.Dial(t, a, livetest.DialOptions{Origin: a})
	if err := c.Init(nil); err != nil {
		t.Fatal(err)
	}
	last := liveapp.Subscribe(t, c, "s", show).Version
	token := signIn(t, b, "Process Buyer")
	r, err := apptest.GraphQL(b, token, `mutation($s: ID!) { createBooking(showId: $s, seats: ["G7", "G8"]) { id } }`,
		map[string]any{"s": show})
	if err != nil || len(r.Errors) > 0 {
		t.Fatalf("booking on B: %v %+v", err, r)
	}
	sm := liveapp.Next(t, c, "s")
	if sm.Version <= last || !slices.Equal(sm.OccupiedSeats, []string{"G7", "G8"}) {
		t.Fatalf("subscriber on A got %+v", sm)
	}
}

var (
	buildOnce sync.Once
	buildBin  string
	buildErr  error
	buildLog  []byte
)

// buildServer compiles cmd/marquee once per test binary.
func buildServer(t *testing.T) string {
	t.Helper()
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "marquee-live-test")
		if err != nil {
			buildErr = err
			return
		}
		buildBin = filepath.Join(dir, "marquee")
		cmd := exec.Command("go", "build", "-o", buildBin, "marquee/cmd/marquee")
		buildLog, buildErr = cmd.CombinedOutput()
	})
	if buildErr != nil {
		t.Fatalf("go build cmd/marquee: %v\n%s", buildErr, buildLog)
	}
	return buildBin
}

// startProcess runs the server binary on a free port and waits for
// /healthz; it is stopped when the test ends.
func startProcess(t *testing.T, bin, dsn string) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	url := fmt.Sprintf("http://127.0.0.1:%d", port)
	var out bytes.Buffer
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "DATABASE_URL="+dsn, fmt.Sprintf("PORT=%d", port), "PUBLIC_URL="+url,
		"APP_ENV=development", "SAMPLE_DATA=false", "CLERK_SECRET_KEY=", "CLERK_PUBLISHABLE_KEY=", "STRIPE_SECRET_KEY=")
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		_ = cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			_ = cmd.Process.Kill()
			<-exited
		}
		if t.Failed() {
			t.Logf("server %s output:\n%s", url, out.String())
		}
	})
	deadline := time.Now().Add(30 * time.Second)
	for {
		select {
		case err := <-exited:
			t.Fatalf("server exited: %v\n%s", err, out.String())
		default:
		}
		if resp, err := http.Get(url + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return url
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("server did not become healthy:\n%s", out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func signIn(t *testing.T, base, name string) string {
	t.Helper()
	resp, err := http.Post(base+"/api/dev/sign-in", "application/json", bytes.NewReader([]byte(`{"name":"`+name+`"}`)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		Token string `json:"token"`
	}
	if err := liveapp.DecodeJSON(resp, &out); err != nil || out.Token == "" {
		t.Fatalf("sign in on %s: %v", base, err)
	}
	return out.Token
}

// Quiet periods are probed, not treated as failures: the same LISTEN
// connection keeps delivering after several health intervals.
func TestListenSurvivesQuietPeriods(t *testing.T) {
	dsn := dbtest.NewDSN(t, "postgres")
	a := apptest.Start(t, "postgres", apptest.Options{DSN: dsn, NoBackground: true})
	show := liveapp.NewShow(t, a.DB)
	bus := pgnotify.New(pgnotify.Options{DSN: dsn, HealthInterval: 50 * time.Millisecond})
	b := live.New(live.Options{Snapshot: a.Booking.SeatSnapshot, Bus: bus})
	ctx, cancel := context.WithTimeout(t.Context(), 30*time.Second)
	defer cancel()
	done := make(chan struct{})
	go func() { b.Run(ctx); close(done) }()
	t.Cleanup(func() { cancel(); <-done; b.Close() })
	pid, err := bus.WaitListening(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	ch, err := b.Subscribe(ctx, show, nil)
	if err != nil {
		t.Fatal(err)
	}
	<-ch
	time.Sleep(300 * time.Millisecond) // six silent health intervals: the thing under test is time passing
	if now, _ := bus.Listening(); now != pid || bus.Stats().Connects != 1 {
		t.Fatalf("LISTEN backend %d → %d after quiet periods (%d connections)", pid, now, bus.Stats().Connects)
	}
	// A change announced only by NOTIFY (as from another replica) arrives.
	silentBook(t, dsn, show, "C7")
	sqldb, err := sql.Open("pgx", dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer sqldb.Close()
	v := liveapp.CurrentVersion(t, a, show)
	if _, err := sqldb.Exec(`SELECT pg_notify('marquee_seats', $1)`, fmt.Sprintf("%s:%d", show, v)); err != nil {
		t.Fatal(err)
	}
	select {
	case sm := <-ch:
		if sm.Version != v || !slices.Equal(sm.OccupiedSeats, []string{"C7"}) {
			t.Fatalf("got %+v, want version %d with C7", sm, v)
		}
	case <-ctx.Done():
		t.Fatal("the NOTIFY did not arrive")
	}
}

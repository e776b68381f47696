package faults_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"marquee/db"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/proc"
)

// privatePG is a PostgreSQL cluster of this test alone, so restarting it
// disturbs no other test package using the machine's shared server.
type privatePG struct {
	bin, data, dir string
	asPostgres     bool // running as root: initdb refuses root, so use the postgres user
	DSN            string
	t              *testing.T
}

// startPrivatePostgres initialises and starts a cluster in a temporary
// folder on a free port, stopped and removed when the test ends.
func startPrivatePostgres(t *testing.T) *privatePG {
	t.Helper()
	bins, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	if len(bins) == 0 {
		if p, err := exec.LookPath("initdb"); err == nil {
			bins = []string{p}
		}
	}
	if len(bins) == 0 {
		unavailable(t, "no PostgreSQL server binaries (initdb) found under /usr/lib/postgresql/*/bin or on PATH")
	}
	slices.Sort(bins)
	pg := &privatePG{bin: filepath.Dir(bins[len(bins)-1]), asPostgres: os.Geteuid() == 0, t: t}
	dir, err := os.MkdirTemp("", "marquee-pg-")
	if err != nil {
		t.Fatal(err)
	}
	pg.dir, pg.data = dir, filepath.Join(dir, "data")
	t.Cleanup(func() {
		_ = pg.ctl("stop", "-m", "immediate")
		_ = os.RemoveAll(dir)
	})
	if pg.asPostgres {
		u, err := user.Lookup("postgres")
		if err != nil {
			unavailable(t, "running as root but there is no postgres user to run the cluster as: %v", err)
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		if err := os.Chown(dir, uid, gid); err != nil {
			unavailable(t, "chown the cluster folder to postgres: %v", err)
		}
	}
	if out, err := pg.run("initdb", "-D", pg.data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"); err != nil {
		unavailable(t, "initdb failed: %v\n%s", err, out)
	}
	port := proc.FreePort(t, "127.0.0.1")
	opts := fmt.Sprintf("-p %d -k %s -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60 -c shared_buffers=16MB", port, dir)
	if err := pg.ctl("start", "-o", opts); err != nil {
		log, _ := os.ReadFile(filepath.Join(dir, "server.log"))
		unavailable(t, "private PostgreSQL did not start: %v\n%s", err, log)
	}
	pg.DSN = fmt.Sprintf("postgres://postgres@127.0.0.1:%d/postgres?sslmode=disable", port)
	return pg
}

func (pg *privatePG) run(tool string, args ...string) ([]byte, error) {
	name := filepath.Join(pg.bin, tool)
	if pg.asPostgres {
		args = append([]string{"-u", "postgres", "--", name}, args...)
		name = "runuser"
	}
	cmd := exec.Command(name, args...)
	cmd.Dir = pg.dir
	// The postmaster pg_ctl leaves running must not hold our output pipe
	// open (it logs to server.log; this is only a safety net).
	cmd.WaitDelay = 5 * time.Second
	return cmd.CombinedOutput()
}

func (pg *privatePG) ctl(action string, args ...string) error {
	out, err := pg.run("pg_ctl", append([]string{action, "-D", pg.data, "-w", "-t", "60", "-l", filepath.Join(pg.dir, "server.log")}, args...)...)
	if err != nil {
		return fmt.Errorf("pg_ctl %s: %v\n%s", action, err, out)
	}
	return nil
}

// TestPostgresRestartUnderBookingLoad: PostgreSQL restarts (fast mode:
// every session is cut) while buyers are booking. The server recovers by
// itself — bookings succeed again without restarting it — and no booking
// is left half-written.
func TestPostgresRestartUnderBookingLoad(t *testing.T) {
	pg := startPrivatePostgres(t)
	s := apptest.Start(t, "postgres", apptest.Options{DSN: pg.DSN})
	c := newClient(s.URL)
	shows := addShows(t, s.DB, 6)
	var tokens []string
	for i := range 8 {
		tokens = append(tokens, c.signIn(t, fmt.Sprint("buyer", i)))
	}

	l := startLoad(c, tokens, shows)
	defer func() {
		select {
		case <-l.stop:
		default:
			l.halt()
		}
	}()
	// A fast restart cuts every session mid-transaction; an immediate one
	// is a crash of the server, recovered from its WAL on start.
	for _, mode := range []string{"fast", "immediate"} {
		before := l.ok.Load()
		waitFor(t, "bookings before the "+mode+" restart", 30*time.Second, func() bool { return l.ok.Load() >= before+15 })
		if err := pg.ctl("restart", "-m", mode); err != nil {
			t.Fatal(err)
		}
		restarted, after := time.Now(), l.ok.Load()
		waitFor(t, "bookings to succeed again after the "+mode+" restart ("+l.String()+")", 60*time.Second,
			func() bool { return l.ok.Load() >= after+15 })
		t.Logf("%s restart: bookings succeed again %v after PostgreSQL is back; %s", mode, time.Since(restarted).Round(time.Millisecond), l)
	}
	l.halt()
	waitFor(t, "/healthz to report the database up", 10*time.Second, c.healthy)

	// Check on a connection of our own, straight after the storm.
	check, err := db.Open(context.Background(), pg.DSN)
	if err != nil {
		t.Fatal(err)
	}
	defer check.Close()
	if n := checkAllOrNothing(t, check); int64(n) < l.ok.Load() {
		t.Fatalf("%d bookings in the database but %d were confirmed to buyers", n, l.ok.Load())
	}
}

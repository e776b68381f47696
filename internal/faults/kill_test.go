package faults_test

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"slices"
	"strconv"
	"syscall"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/proc"
)

// process is the real marquee binary running as a child process.
type process struct{ *proc.Child }

func startProcess(t *testing.T, bin string, env []string, c *client) *process {
	t.Helper()
	cmd := exec.Command(bin)
	cmd.Env = env
	child, err := proc.Start(cmd)
	if err != nil {
		t.Fatal(err)
	}
	p := &process{child}
	t.Cleanup(func() { p.kill() })
	waitFor(t, "the server to come up", 60*time.Second, func() bool {
		if !p.Running() {
			t.Fatalf("marquee exited at start:\n%s", p.Out.String())
		}
		return c.healthy()
	})
	return p
}

// kill sends SIGKILL: no shutdown, no deferred cleanup, no goodbye.
func (p *process) kill() {
	if !p.Running() {
		return
	}
	_ = p.Cmd.Process.Signal(syscall.SIGKILL)
	<-p.Exited
}

// TestServerKilledDuringBookings: the server process is SIGKILLed while
// buyers are booking and started again on the same database. Afterwards
// no seat is claimed without its booking, every surviving hold still
// holds its seats, and the holds end on time, through the restarted
// server's sweeper, as buyers see it in the API.
func TestServerKilledDuringBookings(t *testing.T) {
	bin := goBuild(t, "./cmd/marquee")
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			dsn := dbtest.NewDSN(t, dialect)
			port := proc.FreePort(t, "127.0.0.1")
			base := "http://127.0.0.1:" + strconv.Itoa(port)
			const hold = 15 * time.Second
			env := []string{
				"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
				"DATABASE_URL=" + dsn, "PORT=" + strconv.Itoa(port), "PUBLIC_URL=" + base,
				"SAMPLE_DATA=false", fmt.Sprintf("SEAT_HOLD_MINUTES=%g", hold.Minutes()),
				"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER=0", "RATE_LIMIT_BOOKINGS_PER_MINUTE_IP=0", "RATE_LIMIT_SIGNINS_PER_MINUTE_IP=0",
			}
			c := newClient(base)
			first := startProcess(t, bin, env, c)

			check, err := db.Open(context.Background(), dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer check.Close()
			shows := addShows(t, check, 4)
			var tokens []string
			for i := range 8 {
				tokens = append(tokens, c.signIn(t, fmt.Sprint("buyer", i)))
			}

			l := startLoad(c, tokens, shows)
			waitFor(t, "bookings before the kill", 30*time.Second, func() bool { return l.ok.Load() >= 20 })
			first.kill()
			l.halt()
			t.Logf("killed with bookings in flight: %s", l)

			startProcess(t, bin, env, c)
			if n := checkAllOrNothing(t, check); int64(n) < l.ok.Load() {
				t.Fatalf("%d bookings in the database but %d were confirmed to buyers", n, l.ok.Load())
			}

			// The holds taken before the kill: still holding, then released
			// by the new process when they end.
			var pending []db.Booking
			if err := check.NewSelect().Model(&pending).Where("status = ?", db.StatusPending).Scan(context.Background()); err != nil {
				t.Fatal(err)
			}
			if len(pending) == 0 {
				t.Fatal("no pending booking survived the kill")
			}
			occupiedNow := map[string][]string{}
			for _, sh := range shows {
				if occupiedNow[sh], err = c.occupied(sh); err != nil {
					t.Fatal(err)
				}
			}
			last := time.Time{}
			for _, b := range pending {
				if time.Until(b.HoldExpiresAt) > time.Second {
					for _, seat := range b.Seats {
						if !slices.Contains(occupiedNow[b.ShowID], seat) {
							t.Errorf("seat %s of pending booking %s (hold until %s) is free after the restart", seat, b.ID, b.HoldExpiresAt)
						}
					}
				}
				if b.HoldExpiresAt.After(last) {
					last = b.HoldExpiresAt
				}
			}
			// The sweeper wakes at least every 2 s; allow for a busy machine.
			const slack = 10 * time.Second
			// The API frees a seat the moment its hold ends; the stored
			// EXPIRED status follows at the next sweep. Wait for both.
			waitFor(t, "every pre-kill hold to be released in the API and recorded EXPIRED", time.Until(last)+slack, func() bool {
				n, err := check.NewSelect().Model((*db.Booking)(nil)).
					Where("id IN (?) AND status = ?", bun.In(ids(pending)), db.StatusPending).Count(context.Background())
				if err != nil || n > 0 {
					return false
				}
				for _, sh := range shows {
					occ, err := c.occupied(sh)
					if err != nil {
						return false
					}
					for _, b := range pending {
						if b.ShowID != sh {
							continue
						}
						for _, seat := range b.Seats {
							if slices.Contains(occ, seat) {
								return false
							}
						}
					}
				}
				return true
			})
			released := time.Now()
			for _, b := range pending {
				var now db.Booking
				if err := check.NewSelect().Model(&now).Where("id = ?", b.ID).Scan(context.Background()); err != nil {
					t.Fatal(err)
				}
				if now.Status != db.StatusExpired {
					t.Errorf("booking %s is %s after its hold ended, want EXPIRED", b.ID, now.Status)
				} else if now.UpdatedAt.Before(b.HoldExpiresAt) {
					t.Errorf("booking %s expired at %s, before its hold ended at %s", b.ID, now.UpdatedAt, b.HoldExpiresAt)
				}
			}
			checkAllOrNothing(t, check)
			t.Logf("%d pending holds survived the kill; the last ended %s and all were released %v later",
				len(pending), last.Format(time.TimeOnly), released.Sub(last).Round(time.Millisecond))
		})
	}
}

func ids(bs []db.Booking) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = b.ID
	}
	return out
}

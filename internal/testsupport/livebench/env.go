package livebench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/proc"
)

// database is a fresh, empty database for one measurement.
type database struct {
	dialect string
	dsn     string
	drop    func()
}

func freshDatabase(dialect, pgURL string) (*database, error) {
	if dialect == "sqlite" {
		dir, err := os.MkdirTemp("", "marquee-livebench-")
		if err != nil {
			return nil, err
		}
		return &database{dialect, filepath.Join(dir, "bench.db"), func() { os.RemoveAll(dir) }}, nil
	}
	schema := "livebench_" + strings.ReplaceAll(uuid.NewString()[:13], "-", "")
	drop, err := dbtest.CreateSchema(context.Background(), pgURL, schema)
	if err != nil {
		return nil, fmt.Errorf("PostgreSQL unavailable: %w", err)
	}
	dsn, err := dbtest.SchemaURL(pgURL, schema)
	if err != nil {
		drop()
		return nil, err
	}
	return &database{"postgres", dsn, drop}, nil
}

// addShows inserts n shows of one movie, two days ahead.
func addShows(ctx context.Context, bdb *bun.DB, n int) ([]string, error) {
	m := &db.Movie{ID: 990001, Title: "Bench", Genres: []db.Genre{}, ImageSource: db.ImageSourceTMDB, CreatedAt: time.Now()}
	if _, err := db.InsertMovie(ctx, bdb, m); err != nil {
		return nil, err
	}
	ids := make([]string, n)
	for i := range ids {
		sh := db.Show{ID: uuid.NewString(), MovieID: m.ID, StartsAt: time.Now().Add(48*time.Hour + time.Duration(i)*time.Minute).UTC(),
			PricePaise: 6500, CreatedAt: time.Now()}
		if err := dbtest.InsertShows(ctx, bdb, sh); err != nil {
			return nil, err
		}
		ids[i] = sh.ID
	}
	return ids, nil
}

// seatLabel is the i-th seat of a show (A1 … J9).
func seatLabel(i int) string { return fmt.Sprintf("%c%d", 'A'+i/9, 1+i%9) }

// process is cmd/marquee running as its own process, so its memory is
// its own.
type process struct {
	url string
	cmd *exec.Cmd
	out *bytes.Buffer
}

func buildServer(dir string) (string, error) {
	bin := filepath.Join(dir, "marquee")
	out, err := exec.Command("go", "build", "-o", bin, "marquee/cmd/marquee").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("go build cmd/marquee: %v\n%s", err, out)
	}
	return bin, nil
}

func startProcess(bin, dsn string) (*process, error) { return startProcessEnv(bin, dsn, nil) }

// startProcessEnv is startProcess with more variables set.
func startProcessEnv(bin, dsn string, env map[string]string) (*process, error) {
	addr, err := proc.FreeAddr("127.0.0.1")
	if err != nil {
		return nil, err
	}
	port := addr.Port
	u := fmt.Sprintf("http://127.0.0.1:%d", port)
	p := &process{url: u, out: &bytes.Buffer{}}
	p.cmd = exec.Command(bin)
	p.cmd.Env = append(os.Environ(), "DATABASE_URL="+dsn, "PORT="+strconv.Itoa(port), "PUBLIC_URL="+u,
		"APP_ENV=development", "SAMPLE_DATA=false", "CLERK_SECRET_KEY=", "CLERK_PUBLISHABLE_KEY=", "STRIPE_SECRET_KEY=")
	for k, v := range UnlimitedEnv() {
		p.cmd.Env = append(p.cmd.Env, k+"="+v)
	}
	for k, v := range env {
		p.cmd.Env = append(p.cmd.Env, k+"="+v)
	}
	p.cmd.Stdout, p.cmd.Stderr = p.out, p.out
	if err := p.cmd.Start(); err != nil {
		return nil, err
	}
	if err := waitHealthy(u, 60*time.Second); err != nil {
		p.stop()
		return nil, fmt.Errorf("%w\n%s", err, p.out)
	}
	return p, nil
}

func (p *process) stop() {
	_ = p.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { _ = p.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		_ = p.cmd.Process.Kill()
		<-done
	}
}

// rss is the process's resident set size in bytes.
func (p *process) rss() (uint64, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.cmd.Process.Pid))
	if err != nil {
		return 0, err
	}
	for _, line := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.ParseUint(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(rest), "kB")), 10, 64)
			return kb * 1024, err
		}
	}
	return 0, fmt.Errorf("no VmRSS for pid %d", p.cmd.Process.Pid)
}

func waitHealthy(base string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		if resp, err := http.Get(base + "/healthz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return nil
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("%s not healthy after %v", base, timeout)
}

// httpClient keeps enough idle connections for the booking workers.
var httpClient = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 256, MaxIdleConns: 256}, Timeout: 60 * time.Second}

func signIn(base, name string) (string, error) {
	body, _ := json.Marshal(map[string]any{"name": name})
	resp, err := httpClient.Post(base+"/api/dev/sign-in", "application/json", bytes.NewReader(body))
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	var out struct {
		Token   string `json:"token"`
		Message string `json:"message"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || out.Token == "" {
		return "", fmt.Errorf("sign in: %v %s", err, out.Message)
	}
	return out.Token, nil
}

// createBooking books seats through the GraphQL mutation.
func createBooking(base, token, show string, seats ...string) error {
	_, err := bookSeats(base, token, show, seats...)
	return err
}

// bookSeats books seats and returns the booking's id.
func bookSeats(base, token, show string, seats ...string) (string, error) {
	var out struct{ CreateBooking struct{ ID string } }
	err := graphQL(base, token, `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id } }`,
		map[string]any{"s": show, "seats": seats}, &out)
	if err != nil {
		return "", fmt.Errorf("createBooking %s %v: %w", show, seats, err)
	}
	return out.CreateBooking.ID, nil
}

// cancelBooking gives a booking's seats back.
func cancelBooking(base, token, id string) error {
	err := graphQL(base, token, `mutation($id: ID!) { cancelBooking(id: $id) { id } }`, map[string]any{"id": id}, nil)
	if err != nil {
		return fmt.Errorf("cancelBooking %s: %w", id, err)
	}
	return nil
}

// graphQL sends one operation and decodes its data into out (when not nil).
func graphQL(base, token, query string, vars map[string]any, out any) error {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, base+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := httpClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	var reply struct {
		Data   json.RawMessage            `json:"data"`
		Errors []struct{ Message string } `json:"errors"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&reply); err != nil {
		return err
	}
	if len(reply.Errors) > 0 {
		return errors.New(reply.Errors[0].Message)
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(reply.Data, out)
}

// samples collects durations from many goroutines.
type samples struct {
	mu sync.Mutex
	d  []time.Duration
}

func (s *samples) add(d time.Duration) {
	s.mu.Lock()
	s.d = append(s.d, d)
	s.mu.Unlock()
}

// Quantiles summarises latencies.
type Quantiles struct {
	N             int
	P50, P99, Max time.Duration
}

func (s *samples) quantiles() Quantiles {
	s.mu.Lock()
	defer s.mu.Unlock()
	d := append([]time.Duration(nil), s.d...)
	sort.Slice(d, func(i, j int) bool { return d[i] < d[j] })
	q := Quantiles{N: len(d)}
	if len(d) == 0 {
		return q
	}
	at := func(p float64) time.Duration {
		i := int(p*float64(len(d))+0.5) - 1
		return d[min(max(i, 0), len(d)-1)]
	}
	q.P50, q.P99, q.Max = at(0.50), at(0.99), d[len(d)-1]
	return q
}

// RaiseFileLimit lifts the soft descriptor limit to the hard one: 5,000
// websockets need 5,000 sockets on each side.
func RaiseFileLimit() (uint64, error) {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
		return 0, err
	}
	if l.Cur < l.Max {
		l.Cur = l.Max
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &l); err != nil {
			return 0, err
		}
	}
	return l.Cur, nil
}

// UnlimitedEnv switches the rate limits and the per-address socket limit
// off: a load generator is one address driving thousands of users, so the
// limits would measure the limiter instead of the application.
func UnlimitedEnv() map[string]string {
	return map[string]string{
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER": "0",
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_IP":   "0",
		"RATE_LIMIT_SIGNINS_PER_MINUTE_IP":    "0",
		// Thousands of subscribed sockets from one address.
		"WS_MAX_CONNECTIONS_PER_IP": "1000000",
	}
}

// processCPU is the user and system time this process has used.
func processCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

package main

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"runtime"
	"sort"
	"strings"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"marquee/internal/app"
	"marquee/internal/config"
)

func main() {
	out := flag.String("out", "docs/benchmarks.md", "report file to rewrite")
	pgURL := flag.String("pg", envOr("BENCH_DATABASE_URL", envOr("TEST_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable")), "PostgreSQL URL (a fresh schema is created in it)")
	trials := flag.Int("trials", 20, "hot-seat trials per database")
	buyers := flag.Int("buyers", 1000, "concurrent buyers per hot-seat trial")
	bookings := flag.Int("bookings", 1500, "bookings per distinct-seat run")
	workers := flag.Int("workers", 32, "concurrent clients in the distinct-seat run")
	flag.Parse()
	raiseFileLimit()

	rep := &report{started: time.Now()}
	for _, dialect := range []string{"sqlite", "postgres"} {
		if err := benchDialect(rep, dialect, *pgURL, *trials, *buyers, *bookings, *workers); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", dialect, err)
			rep.notes = append(rep.notes, fmt.Sprintf("%s: not measured: %v", dialect, err))
		}
	}
	if err := rep.write(*out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println("wrote", *out)
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

// raiseFileLimit lifts the soft descriptor limit to the hard one: a
// thousand concurrent buyers need a thousand sockets on each side.
func raiseFileLimit() {
	var l syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &l); err == nil && l.Cur < l.Max {
		l.Cur = l.Max
		_ = syscall.Setrlimit(syscall.RLIMIT_NOFILE, &l)
	}
}

// instance is the application running in-process on a loopback port.
type instance struct {
	app    *app.App
	url    string
	srv    *http.Server
	cancel context.CancelFunc
	drop   func()
}

func start(dialect, pgURL string, env map[string]string) (*instance, error) {
	dsn, drop, err := freshDatabase(dialect, pgURL)
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		drop()
		return nil, err
	}
	vars := map[string]string{
		"DATABASE_URL": dsn, "PUBLIC_URL": "http://" + ln.Addr().String(), "SAMPLE_DATA": "false",
	}
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		drop()
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	a, err := app.New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		cancel()
		drop()
		return nil, err
	}
	srv := &http.Server{Handler: a.Handler}
	go func() { _ = srv.Serve(ln) }()
	a.Start(ctx)
	return &instance{app: a, url: "http://" + ln.Addr().String(), srv: srv, cancel: cancel, drop: drop}, nil
}

func (in *instance) stop() {
	in.cancel()
	ctx, c := context.WithTimeout(context.Background(), 5*time.Second)
	defer c()
	_ = in.srv.Shutdown(ctx)
	in.app.Wait()
	_ = in.app.Close()
	in.drop()
}

// freshDatabase returns an empty database: a temporary SQLite file, or a
// new schema in the PostgreSQL database (dropped afterwards).
func freshDatabase(dialect, pgURL string) (string, func(), error) {
	if dialect == "sqlite" {
		dir, err := os.MkdirTemp("", "marquee-bench-")
		if err != nil {
			return "", nil, err
		}
		return dir + "/bench.db", func() { os.RemoveAll(dir) }, nil
	}
	admin, err := sql.Open("pgx", pgURL)
	if err != nil {
		return "", nil, err
	}
	schema := fmt.Sprintf("bench_%d", time.Now().UnixNano())
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		admin.Close()
		return "", nil, fmt.Errorf("PostgreSQL unavailable: %w", err)
	}
	u, err := url.Parse(pgURL)
	if err != nil {
		return "", nil, err
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() {
		_, _ = admin.Exec("DROP SCHEMA " + schema + " CASCADE")
		admin.Close()
	}, nil
}

// percentile of sorted durations.
func percentile(d []time.Duration, p float64) time.Duration {
	if len(d) == 0 {
		return 0
	}
	s := append([]time.Duration(nil), d...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	i := int(p*float64(len(s))+0.5) - 1
	if i < 0 {
		i = 0
	}
	if i >= len(s) {
		i = len(s) - 1
	}
	return s[i]
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

type report struct {
	started  time.Time
	hot      []hotResult
	distinct []distinctResult
	notes    []string
}

func (r *report) write(path string) error {
	var b strings.Builder
	fmt.Fprintf(&b, "# Benchmarks\n\n")
	fmt.Fprintf(&b, "Written by `make bench` (`go run ./cmd/marquee-bench`) on %s: %d CPU cores, %s/%s, %s. ",
		r.started.UTC().Format("2006-01-02 15:04 MST"), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, runtime.Version())
	fmt.Fprintf(&b, "The server runs in-process on a loopback port and the load generator shares the same two cores, so figures are a floor for a dedicated host. ")
	fmt.Fprintf(&b, "Each figure sits beside a baseline measured in the same run.\n\n")

	fmt.Fprintf(&b, "## Booking: hot seat\n\n")
	fmt.Fprintf(&b, "Concurrent buyers (each a distinct signed-in user) all ask for the same seat of a new show through the `createBooking` GraphQL mutation. ")
	fmt.Fprintf(&b, "Correct means exactly one winner per trial; settle time is from the first request sent to the last answer received.\n\n")
	fmt.Fprintf(&b, "| database | trials | buyers per trial | winners per trial | settle p50 | settle max | all others got CONFLICT |\n|---|---|---|---|---|---|---|\n")
	for _, h := range r.hot {
		fmt.Fprintf(&b, "| %s | %d | %d | %s | %s | %s | %v |\n", h.dialect, h.trials, h.buyers, h.winnersSummary(), ms(h.settleP50), ms(h.settleMax), h.othersConflict)
	}
	fmt.Fprintf(&b, "\n## Booking: distinct seats\n\n")
	fmt.Fprintf(&b, "Concurrent clients book one free seat each (no contention) through GraphQL over HTTP, with authentication, validation, the claim transaction and the seat event; ")
	fmt.Fprintf(&b, "the baseline performs the same claim transaction (booking row, seat claim, version bump) by raw SQL on the same database with the same concurrency.\n\n")
	fmt.Fprintf(&b, "| database | bookings | clients | GraphQL bookings/s | mutation p50 | mutation p99 | raw SQL claims/s | GraphQL ÷ raw |\n|---|---|---|---|---|---|---|---|\n")
	for _, d := range r.distinct {
		fmt.Fprintf(&b, "| %s | %d | %d | %.0f | %s | %s | %.0f | %.2f |\n", d.dialect, d.n, d.workers, d.gqlRate, ms(d.p50), ms(d.p99), d.rawRate, d.gqlRate/d.rawRate)
	}
	for _, n := range r.notes {
		fmt.Fprintf(&b, "\n- %s\n", n)
	}
	if err := os.MkdirAll("docs", 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}

package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"syscall"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
	"marquee/internal/domain/catalog"
	"marquee/internal/platform/gcpace"
	"marquee/internal/testsupport/livebench"
)

func main() {
	livebench.ServeFloorWriter() // when started as the fan-out floor's writer
	out := flag.String("out", "docs/benchmarks.md", "report file to rewrite")
	pgURL := flag.String("pg", envOr("BENCH_DATABASE_URL", envOr("TEST_DATABASE_URL", "postgres://postgres@127.0.0.1:5432/test?sslmode=disable")), "PostgreSQL URL (fresh schemas are created in it and dropped)")
	quick := flag.Bool("quick", false, "smaller sizes, for a smoke run")
	only := flag.String("only", "", `run one part and print it without rewriting the report: "fields" (the GraphQL field limit, SQLite), "booking" (hot seat and distinct seats on the 10×9 and the 264-seat screens, quick sizes), or, at full sizes unless -quick, "read" (movie detail), "hot" (hot seat beside its trivial-query baseline) "distinct" (distinct seats beside raw SQL) "search" (movie search and filters on 2,000 movies), "bestseats" (the bestSeats proposal on the 264-seat screen) "room" (the waiting room at the -room-* sizes: three replicas on PostgreSQL, one on SQLite) or "statements" (database statements and CPU per booking made, paid and announced)`)
	dialects := flag.String("dialect", "sqlite,postgres", "with -only: the databases to run the part on")
	cpuProfile := flag.String("cpuprofile", "", "with -only: write a CPU profile of the part (server and load generator, one process) to this file")
	trials := flag.Int("trials", 0, "with -only hot: trials per screen (0: the run's size)")
	flag.BoolVar(&detail, "detail", false, "print each hot-seat burst's answer times and the booking outcomes counted")
	flag.BoolVar(&stmtShapes, "stmtshapes", false, "with -only statements: print the statements counted by shape")
	flag.StringVar(&burstProfiles, "burstprofiles", "", "with -only hot: write a CPU profile of each burst to this folder")
	var room livebench.Config
	flag.IntVar(&room.RoomSockets, "room-sockets", 20000, "waiting room: sockets queued on one replica")
	flag.IntVar(&room.RoomRate, "room-rate", 600, "waiting room: admissions per minute")
	flag.DurationVar(&room.RoomFor, "room-for", 90*time.Second, "waiting room: how long admissions are measured once every socket is queued")
	flag.Parse()
	raiseFileLimit()
	// The parts that run the application in this process measure it as
	// cmd/marquee runs it, collector pace included.
	if _, err := gcpace.Apply(os.Getenv, gcpace.CgroupMemoryMax); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if *only != "" {
		sel := onlySelection{part: *only, pgURL: *pgURL, dialects: strings.Split(*dialects, ","), quick: *quick, cpuProfile: *cpuProfile, trials: *trials, roomSizes: room}
		if err := sel.run(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		return
	}
	sz := sizes{trials: 20, buyers: 1000, bookings: 1500, workers: 32, readConns: 64, readFor: 5 * time.Second, subscribers: []int{1000, 5000, 10000},
		roomSockets: room.RoomSockets, roomFor: room.RoomFor}
	if *quick {
		sz = sizes{trials: 3, buyers: 200, bookings: 300, workers: 16, readConns: 16, readFor: time.Second, subscribers: []int{100, 200},
			roomSockets: min(room.RoomSockets, 300), roomFor: min(room.RoomFor, 20*time.Second)}
	}
	start := time.Now()
	rep := &report{started: start}
	// A part that fails is named in the report and fails the run, so a
	// broken benchmark cannot pass for a slow-but-finished one.
	failed := false
	for _, dialect := range []string{"sqlite", "postgres"} {
		if err := benchDialect(rep, dialect, *pgURL, sz); err != nil {
			fmt.Fprintf(os.Stderr, "%s: %v\n", dialect, err)
			rep.notes = append(rep.notes, fmt.Sprintf("%s: not measured: %v", dialect, err))
			failed = true
		}
		rs, err := benchSearch(dialect, *pgURL)
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s search: %v\n", dialect, err)
			rep.notes = append(rep.notes, fmt.Sprintf("%s: search not measured: %v", dialect, err))
			failed = true
		}
		rep.search = append(rep.search, rs...)
		bs, err := benchBestSeats(dialect, *pgURL, dialect == "sqlite")
		if err != nil {
			fmt.Fprintf(os.Stderr, "%s best seats: %v\n", dialect, err)
			rep.notes = append(rep.notes, fmt.Sprintf("%s: best seats not measured: %v", dialect, err))
			failed = true
		}
		rep.best = append(rep.best, bs...)
	}
	lr, err := livebench.Run(context.Background(), livebench.Config{PostgresURL: *pgURL, Subscribers: sz.subscribers, Bookings: sz.bookings, Log: os.Stdout,
		RoomSockets: sz.roomSockets, RoomRate: room.RoomRate, RoomFor: sz.roomFor})
	if err != nil {
		fmt.Fprintf(os.Stderr, "live seat map: %v\n", err)
		rep.notes = append(rep.notes, fmt.Sprintf("live seat map not measured: %v", err))
		failed = true
	}
	rep.live = lr
	oneByOne, concurrent := stmtSizes(*quick)
	for _, run := range statementRuns {
		rs, err := benchStatements(run[0], run[1], *pgURL, oneByOne, concurrent, false)
		if err != nil {
			fmt.Fprintf(os.Stderr, "statements per booking (%s, %s): %v\n", run[0], run[1], err)
			rep.notes = append(rep.notes, fmt.Sprintf("statements per booking (%s, %s) not measured: %v", run[0], run[1], err))
			failed = failed || !errors.Is(err, errNoNATS)
		}
		rep.stmts = append(rep.stmts, rs...)
	}
	rep.took = time.Since(start)
	if err := rep.write(*out); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Printf("wrote %s in %s\n", *out, rep.took.Round(time.Second))
	if failed {
		os.Exit(1)
	}
}

// sizes are the knobs of one run.
type sizes struct {
	trials, buyers, bookings, workers int
	readConns                         int
	readFor                           time.Duration
	subscribers                       []int
	roomSockets                       int
	roomFor                           time.Duration
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

// instance is the application running in-process on a loopback port, on
// a database of its own.
type instance struct {
	*livebench.InProcess
	images catalog.Images
	drop   func()
}

func start(dialect, pgURL string, env map[string]string) (*instance, error) {
	dsn, drop, err := freshDatabase(dialect, pgURL)
	if err != nil {
		return nil, err
	}
	p, err := livebench.StartInProcess(dsn, env, nil)
	if err != nil {
		drop()
		return nil, err
	}
	return &instance{InProcess: p, images: catalog.Images{TMDBBase: p.Config.ImageBaseURL}, drop: drop}, nil
}

func (in *instance) stop() {
	in.Stop()
	in.drop()
}

// onMigratedDatabase runs fn on a fresh database of dialect with every
// migration applied, and drops the database afterwards.
func onMigratedDatabase(dialect, pgURL string, fn func(ctx context.Context, bdb *bun.DB) error) error {
	ctx := context.Background()
	dsn, drop, err := freshDatabase(dialect, pgURL)
	if err != nil {
		return err
	}
	defer drop()
	bdb, err := db.Open(ctx, dsn)
	if err != nil {
		return err
	}
	defer bdb.Close()
	if err := migrations.Migrate(ctx, bdb); err != nil {
		return err
	}
	return fn(ctx, bdb)
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
	schema := fmt.Sprintf("bench_%d", time.Now().UnixNano())
	drop, err := dbtest.CreateSchema(context.Background(), pgURL, schema)
	if err != nil {
		return "", nil, fmt.Errorf("PostgreSQL unavailable: %w", err)
	}
	dsn, err := dbtest.SchemaURL(pgURL, schema)
	if err != nil {
		drop()
		return "", nil, err
	}
	return dsn, drop, nil
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

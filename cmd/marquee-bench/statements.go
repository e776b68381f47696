package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/app"
	"marquee/internal/domain/catalog"
	"marquee/internal/testsupport/livebench"
)

// stmtResult is the database work of bookings made, paid and announced
// through the application: every statement bun sent, counted by a query
// hook while the bookings ran, by where it came from. It is the
// "database statements per booking" of docs/capacity.md.
type stmtResult struct {
	dialect, bus string // bus: "in-process", "notify" or "nats"
	clients      int    // 1: one booking at a time, each announced before the next
	bookings     int
	shows        int // the shows booked: 1 puts every change on one version row
	seatsEach    int
	took         time.Duration
	// book and pay are the statements run in createBooking's request
	// and the test checkout's pay request; relay those of the seat-event
	// outbox's relay (claiming and deleting published rows); mail the
	// e-mail outbox's worker's; other the rest outside a request: the
	// seat engine's commits (a claim's transaction runs on the show's
	// writer, outside the request, with its version bump and outbox row),
	// the NOTIFY after them, the hold sweeper and timers.
	book, pay, relay, mail, other int64
	// txControl counts BEGIN, COMMIT, ROLLBACK and savepoints among them;
	// writes INSERT, UPDATE and DELETE.
	txControl, writes int64
	// appCPU is this process's CPU (server and its clients) over the
	// bookings; dbCPU the CPU of the application's PostgreSQL backends
	// (0 on SQLite, which runs in appCPU); natsCPU the NATS server's,
	// which other work on the host may share.
	appCPU, dbCPU, natsCPU time.Duration
	shapes                 map[string]int64 // with -stmtshapes: statement shapes and their counts
}

func (s stmtResult) total() int64 { return s.book + s.pay + s.relay + s.mail + s.other }

func (s stmtResult) per(n int64) float64 { return float64(n) / float64(s.bookings) }

// stmtPhase marks a request's context with the phase its statements
// belong to.
type stmtPhase struct{}

// stmtCounter is the query hook.
type stmtCounter struct {
	on     atomic.Bool
	shapes bool
	mu     sync.Mutex
	n      map[string]int64
}

func (c *stmtCounter) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	if !c.on.Load() {
		return ctx
	}
	q := strings.TrimSpace(ev.Query)
	verb := strings.ToUpper(strings.Fields(q + " x")[0])
	kind := "other"
	if p, ok := ctx.Value(stmtPhase{}).(string); ok {
		kind = p
	} else if strings.Contains(q, "seat_event_outbox") && verb != "INSERT" {
		// The row's INSERT is the seat change's own, in its transaction.
		kind = "relay"
	} else if strings.Contains(q, "outbox_messages") {
		kind = "mail"
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.n[kind]++
	switch verb {
	case "BEGIN", "COMMIT", "ROLLBACK", "SAVEPOINT", "RELEASE":
		c.n["tx"]++
	case "INSERT", "UPDATE", "DELETE":
		c.n["writes"]++
	}
	if c.shapes {
		shape := literal.ReplaceAllString(q, "?")
		if len(shape) > 100 {
			shape = shape[:100]
		}
		c.n["shape "+kind+": "+shape]++
	}
	return ctx
}

// literal matches what varies between statements of one shape: quoted
// strings, numbers and savepoint names.
var literal = regexp.MustCompile(`'(?:[^']|'')*'|SP_[0-9a-f]+|\b\d+\b`)

func (c *stmtCounter) AfterQuery(context.Context, *bun.QueryEvent) {}

func (c *stmtCounter) take() map[string]int64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := c.n
	c.n = map[string]int64{}
	return n
}

// errNoNATS is a NATS server that does not answer: the NATS run is then
// left out with a note, as the bus comparison is, not failed.
var errNoNATS = errors.New("no NATS server")

// stmtAppName names the application's PostgreSQL connections, so their
// backends (and their CPU) can be found.
const stmtAppName = "marquee-bench-statements"

// benchStatements counts the statements of bookings of two seats, each
// paid at once through the test checkout, on dialect with the given bus
// (nats: EVENT_BUS_URL set; otherwise the dialect's default), one at a
// time and with 16 clients.
func benchStatements(dialect, bus, pgURL string, oneByOne, concurrent int, shapes bool) ([]stmtResult, error) {
	dsn, drop, err := freshDatabase(dialect, pgURL)
	if err != nil {
		return nil, err
	}
	defer drop()
	appDSN := dsn
	if dialect == "postgres" {
		u, err := url.Parse(dsn)
		if err != nil {
			return nil, err
		}
		q := u.Query()
		q.Set("application_name", stmtAppName)
		u.RawQuery = q.Encode()
		appDSN = u.String()
	}
	env := map[string]string{}
	if bus == "nats" {
		e, dropStream, err := livebench.NATSStream("")
		if err != nil {
			return nil, fmt.Errorf("%w: %v", errNoNATS, err)
		}
		defer dropStream()
		env = e
	}
	counter := &stmtCounter{n: map[string]int64{}, shapes: shapes}
	p, err := livebench.StartInProcess(appDSN, env, func(a *app.App) {
		a.DB.AddQueryHook(counter)
		next := a.Handler
		a.Handler = http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			phase := "book"
			if strings.HasPrefix(r.URL.Path, "/checkout/") {
				phase = "pay"
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), stmtPhase{}, phase)))
		})
	})
	if err != nil {
		return nil, err
	}
	in := &instance{InProcess: p, images: catalog.Images{TMDBBase: p.Config.ImageBaseURL}, drop: func() {}}
	defer in.stop()
	// The outbox is watched through a connection of its own, so the
	// watching is not counted.
	probe, err := db.Open(context.Background(), dsn)
	if err != nil {
		return nil, err
	}
	defer probe.Close()

	seats := quickShowScreen.seats()
	pairs := len(seats) / 2
	shows, err := addShows(in, (oneByOne+concurrent)/pairs+2, quickShowScreen)
	if err != nil {
		return nil, err
	}
	c := newClient(32)
	c.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	tokens, err := signIn(in, c, "stmt-"+bus, oneByOne+concurrent+len(largeScreen.seats())/2)
	if err != nil {
		return nil, err
	}
	// The last run books one show of the 264-seat screen: every change
	// then bumps that show's version row, which serialises them.
	hot, err := addShows(in, 1, largeScreen)
	if err != nil {
		return nil, err
	}
	hotSeats := largeScreen.seats()
	slot := func(i int) (string, []string) {
		if j := i - oneByOne - concurrent; j >= 0 {
			return hot[0], []string{hotSeats[2*j], hotSeats[2*j+1]}
		}
		return shows[i/pairs], []string{seats[2*(i%pairs)], seats[2*(i%pairs)+1]}
	}
	buy := func(i int) error {
		show, pair := slot(i)
		r, err := post(c, in.URL, tokens[i], `mutation($show: ID!, $seats: [String!]!) { createBooking(showId: $show, seats: $seats) { id } }`,
			map[string]any{"show": show, "seats": pair})
		if err == nil && len(r.Errors) > 0 {
			err = fmt.Errorf("createBooking: %s", r.Errors[0].Message)
		}
		if err != nil {
			return err
		}
		id := strings.Trim(strings.TrimPrefix(strings.TrimSpace(string(r.Data)), `{"createBooking":{"id":`), `"}`)
		req, _ := http.NewRequest(http.MethodPost, in.URL+"/checkout/test/"+id+"/pay", nil)
		req.Header.Set("Origin", in.URL)
		resp, err := c.Do(req)
		if err != nil {
			return err
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusSeeOther {
			return fmt.Errorf("pay %s: %s", id, resp.Status)
		}
		return nil
	}
	drained := func() error {
		deadline := time.Now().Add(30 * time.Second)
		for time.Now().Before(deadline) {
			n, err := db.PendingSeatEvents(context.Background(), probe)
			if err != nil || n == 0 {
				return err
			}
			time.Sleep(2 * time.Millisecond)
		}
		return fmt.Errorf("seat-event outbox not drained after 30s")
	}
	measure := func(clients, from, n, shows int) (stmtResult, error) {
		res := stmtResult{dialect: dialect, bus: bus, clients: clients, bookings: n, seatsEach: 2, shows: shows}
		if err := drained(); err != nil {
			return res, err
		}
		cpu := &cpuProbe{probe: probe}
		cpu.start()
		counter.take()
		counter.on.Store(true)
		t0 := time.Now()
		err := parallel(n, clients, func(i int) error {
			if err := buy(from + i); err != nil {
				return err
			}
			if clients == 1 {
				return drained()
			}
			return nil
		})
		if err == nil {
			err = drained()
		}
		res.took = time.Since(t0)
		counter.on.Store(false)
		if err != nil {
			return res, err
		}
		res.appCPU, res.dbCPU, res.natsCPU = cpu.stop()
		got := counter.take()
		res.book, res.pay, res.relay, res.mail, res.other = got["book"], got["pay"], got["relay"], got["mail"], got["other"]
		res.txControl, res.writes = got["tx"], got["writes"]
		if shapes {
			res.shapes = map[string]int64{}
			for k, v := range got {
				if s, ok := strings.CutPrefix(k, "shape "); ok {
					res.shapes[s] = v
				}
			}
		}
		return res, nil
	}
	one, err := measure(1, 0, oneByOne, (oneByOne+pairs-1)/pairs)
	if err != nil {
		return nil, err
	}
	many, err := measure(16, oneByOne, concurrent, (concurrent+pairs-1)/pairs)
	if err != nil {
		return nil, err
	}
	single, err := measure(16, oneByOne+concurrent, len(hotSeats)/2, 1)
	if err != nil {
		return nil, err
	}
	return []stmtResult{one, many, single}, nil
}

// cpuProbe reads, over a window, this process's CPU, the CPU of the
// application's PostgreSQL backends and the NATS server's.
type cpuProbe struct {
	probe     *bun.DB
	app       time.Duration
	backends  map[int]time.Duration
	nats      int
	natsStart time.Duration
}

func (p *cpuProbe) start() {
	p.app = livebenchSelfCPU()
	p.backends = p.backendCPU()
	if p.nats = natsServerPID(); p.nats > 0 {
		p.natsStart, _ = livebench.ProcessCPU(p.nats)
	}
}

func (p *cpuProbe) stop() (app, dbCPU, nats time.Duration) {
	app = livebenchSelfCPU() - p.app
	for pid, end := range p.backendCPU() {
		dbCPU += end - p.backends[pid] // a backend opened meanwhile counts whole
	}
	if p.nats > 0 {
		if end, err := livebench.ProcessCPU(p.nats); err == nil {
			nats = end - p.natsStart
		}
	}
	return app, dbCPU, nats
}

func (p *cpuProbe) backendCPU() map[int]time.Duration {
	out := map[int]time.Duration{}
	pids, err := db.BackendPIDs(context.Background(), p.probe, stmtAppName)
	if err != nil {
		return out
	}
	for _, pid := range pids {
		if d, err := livebench.ProcessCPU(pid); err == nil {
			out[pid] = d
		}
	}
	return out
}

func livebenchSelfCPU() time.Duration {
	d, _ := livebench.ProcessCPU(os.Getpid())
	return d
}

// natsServerPID is the process id of the nats-server on this host, or 0.
func natsServerPID() int {
	matches, _ := filepath.Glob("/proc/[0-9]*/comm")
	for _, m := range matches {
		b, err := os.ReadFile(m)
		if err == nil && strings.TrimSpace(string(b)) == "nats-server" {
			var pid int
			if _, err := fmt.Sscanf(m, "/proc/%d/comm", &pid); err == nil {
				return pid
			}
		}
	}
	return 0
}

// statementRuns are the databases and buses the statements are counted on.
var statementRuns = [][2]string{{"sqlite", "in-process"}, {"postgres", "notify"}, {"postgres", "nats"}}

// printStatements prints the statement counts as the report's rows and,
// with shapes, each run's statements by shape.
func printStatements(rs []stmtResult) {
	var b strings.Builder
	statementsTable(&b, rs)
	fmt.Print(b.String())
	for _, r := range rs {
		if len(r.shapes) == 0 {
			continue
		}
		fmt.Printf("\n%s / %s, %d client(s), %d bookings:\n", r.dialect, r.bus, r.clients, r.bookings)
		keys := make([]string, 0, len(r.shapes))
		for k := range r.shapes {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return r.shapes[keys[i]] > r.shapes[keys[j]] })
		for _, k := range keys {
			fmt.Printf("%8.2f  %s\n", float64(r.shapes[k])/float64(r.bookings), k)
		}
	}
}

// statementsTable writes the per-booking table.
func statementsTable(b *strings.Builder, rs []stmtResult) {
	fmt.Fprintf(b, "| database | bus | clients | bookings (2 seats, paid) | shows | made, paid and announced per second | statements per booking | in createBooking's request | in the payment's request | seat-event relay | mail worker | seat engine's commits and the rest | of which BEGIN/COMMIT/savepoints | writes | app CPU per booking | PostgreSQL CPU per booking | NATS server CPU per booking |\n")
	fmt.Fprintf(b, "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, r := range rs {
		dbCPU, natsCPU := "—", "—"
		if r.dialect == "postgres" {
			dbCPU = fmt.Sprintf("%.2f ms", perMS(r.dbCPU, r.bookings))
		}
		if r.bus == "nats" {
			natsCPU = fmt.Sprintf("%.2f ms", perMS(r.natsCPU, r.bookings))
		}
		fmt.Fprintf(b, "| %s | %s | %d | %d | %d | %.0f/s | **%.1f** | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.1f | %.2f ms | %s | %s |\n",
			r.dialect, r.bus, r.clients, r.bookings, r.shows, float64(r.bookings)/r.took.Seconds(), r.per(r.total()), r.per(r.book), r.per(r.pay), r.per(r.relay), r.per(r.mail), r.per(r.other),
			r.per(r.txControl), r.per(r.writes), perMS(r.appCPU, r.bookings), dbCPU, natsCPU)
	}
}

func perMS(d time.Duration, n int) float64 { return float64(d.Microseconds()) / 1000 / float64(n) }

// stmtShapes (-stmtshapes) prints each statement-count run's statements
// by shape.
var stmtShapes bool

// statements is the -only part: the counts on dialect's runs, printed.
func (o onlySelection) statements(dialect string) error {
	oneByOne, concurrent := stmtSizes(o.quick)
	var rs []stmtResult
	for _, run := range statementRuns {
		if run[0] != dialect {
			continue
		}
		r, err := benchStatements(run[0], run[1], o.pgURL, oneByOne, concurrent, stmtShapes)
		if err != nil {
			return fmt.Errorf("%s: %w", run[1], err)
		}
		rs = append(rs, r...)
	}
	printStatements(rs)
	return nil
}

// stmtSizes are the bookings counted one at a time and with 16 clients.
func stmtSizes(quick bool) (oneByOne, concurrent int) {
	if quick {
		return 20, 64
	}
	return 40, 320
}

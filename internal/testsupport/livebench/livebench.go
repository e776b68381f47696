package livebench

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/app"
	"marquee/internal/testsupport/livetest"
)

// Config sizes the measurements; zero values take the defaults.
type Config struct {
	// PostgresURL is a PostgreSQL database to create schemas in; empty
	// skips the PostgreSQL measurements (cross-replica needs it).
	PostgresURL string
	// Subscribers are the fan-out sizes, smallest first (1000, 5000).
	Subscribers []int
	// Changes is the number of bookings timed per fan-out size (30).
	Changes int
	// CrossRate and CrossDuration pace the cross-replica run (100/s, 10s);
	// CrossViewers subscribe to each show on replica A (5).
	CrossRate     int
	CrossDuration time.Duration
	CrossViewers  int
	// Bookings, Workers and Viewers size the throughput runs (1500, 16,
	// 1000).
	Bookings, Workers, Viewers int
	// Log receives progress lines (default: standard error).
	Log io.Writer
}

func (c *Config) defaults() {
	if len(c.Subscribers) == 0 {
		c.Subscribers = []int{1000, 5000}
	}
	if c.Changes <= 0 {
		c.Changes = 30
	}
	if c.CrossRate <= 0 {
		c.CrossRate = 100
	}
	if c.CrossDuration <= 0 {
		c.CrossDuration = 10 * time.Second
	}
	if c.CrossViewers <= 0 {
		c.CrossViewers = 5
	}
	if c.Bookings <= 0 {
		c.Bookings = 1500
	}
	if c.Workers <= 0 {
		c.Workers = 16
	}
	if c.Viewers <= 0 {
		c.Viewers = 1000
	}
	if c.Log == nil {
		c.Log = os.Stderr
	}
}

// Fanout is commit-to-receipt latency on one replica.
type Fanout struct {
	Dialect     string
	Subscribers int
	Changes     int
	// Latency runs from sending createBooking to each subscriber's receipt
	// of the new snapshot: an upper bound on commit-to-receipt, since it
	// includes the booking's own work (BookingRTT).
	Latency    Quantiles
	BookingRTT Quantiles
	Missed     int
}

// Memory is the server's resident memory per idle subscribed websocket.
type Memory struct {
	Dialect       string
	Connections   int
	Before, After uint64
}

// PerConnection is the RSS growth per connection in bytes.
func (m Memory) PerConnection() float64 {
	if m.Connections == 0 {
		return 0
	}
	return float64(int64(m.After)-int64(m.Before)) / float64(m.Connections)
}

// Cross is commit-to-receipt latency across replicas: bookings on B at a
// steady rate, subscribers on A.
type Cross struct {
	Rate, Bookings, Viewers int
	Latency                 Quantiles
	BookingRTT              Quantiles
	Missed                  int
}

// Throughput is bookings per second with the fan-out off and on.
type Throughput struct {
	Dialect           string
	Bookings, Workers int
	Off               float64 // bookings announce nothing
	OnIdle            float64 // announced, nobody watching
	OnWatched         float64 // announced to Viewers subscribers of the booked shows
	Viewers           int
}

// Results are every figure of one run.
type Results struct {
	Started    time.Time
	Fanout     []Fanout
	Memory     []Memory
	Cross      *Cross
	Throughput []Throughput
	Notes      []string
}

// Run performs every measurement it can and reports the ones it could
// not in Notes.
func Run(ctx context.Context, cfg Config) (*Results, error) {
	cfg.defaults()
	logf := func(format string, args ...any) { fmt.Fprintf(cfg.Log, "live-bench: "+format+"\n", args...) }
	res := &Results{Started: time.Now()}
	if lim, err := RaiseFileLimit(); err != nil || lim < uint64(2*cfg.Subscribers[len(cfg.Subscribers)-1]+500) {
		res.Notes = append(res.Notes, fmt.Sprintf("file descriptor limit %d may be too low (%v)", lim, err))
	}
	dir, err := os.MkdirTemp("", "marquee-livebench-bin-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	logf("building cmd/marquee")
	bin, err := buildServer(dir)
	if err != nil {
		return nil, err
	}
	dialects := []string{"sqlite"}
	if cfg.PostgresURL != "" {
		dialects = append(dialects, "postgres")
	}
	for _, d := range dialects {
		logf("fan-out on one replica (%s)", d)
		f, m, err := runFanout(ctx, cfg, bin, d, logf)
		if err != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("fan-out (%s) not measured: %v", d, err))
		}
		res.Fanout = append(res.Fanout, f...)
		if m != nil {
			res.Memory = append(res.Memory, *m)
		}
	}
	if cfg.PostgresURL != "" {
		logf("cross-replica at %d bookings/s", cfg.CrossRate)
		c, err := runCross(ctx, cfg, bin, logf)
		if err != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("cross-replica not measured: %v", err))
		} else {
			res.Cross = c
		}
	} else {
		res.Notes = append(res.Notes, "cross-replica not measured: no PostgreSQL URL")
	}
	for _, d := range dialects {
		logf("booking throughput with fan-out off and on (%s)", d)
		t, err := runThroughput(ctx, cfg, d, logf)
		if err != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("throughput (%s) not measured: %v", d, err))
			continue
		}
		res.Throughput = append(res.Throughput, *t)
	}
	return res, nil
}

// viewer is one subscribed browser: a graphql-transport-ws connection
// whose reader goroutine hands every seat map to onMap.
type viewer struct {
	c       *livetest.Client
	counted atomic.Int64 // last fan-out round this viewer was counted in
}

type seatMsg struct {
	Version       int64    `json:"version"`
	OccupiedSeats []string `json:"occupiedSeats"`
}

const seatsSub = `subscription($id: ID!) { seatsChanged(showId: $id) { showId version occupiedSeats heldSeats soldSeats } }`

func openViewer(ctx context.Context, base, show string, onMap func(*viewer, seatMsg, time.Time)) (*viewer, error) {
	c, _, err := livetest.Dial(ctx, base, livetest.DialOptions{Origin: base})
	if err != nil {
		return nil, err
	}
	v := &viewer{c: c}
	if err := c.Init(nil); err != nil {
		c.Abort()
		return nil, err
	}
	if err := c.Subscribe("seats", seatsSub, map[string]any{"id": show}); err != nil {
		c.Abort()
		return nil, err
	}
	first, err := readMap(c)
	if err != nil {
		c.Abort()
		return nil, err
	}
	c.Timeout = 24 * time.Hour // idle between changes; pings are answered inside Read
	if onMap != nil {
		onMap(v, first, time.Now())
	}
	go func() {
		for {
			sm, err := readMap(c)
			if err != nil {
				return
			}
			if onMap != nil {
				onMap(v, sm, time.Now())
			}
		}
	}()
	return v, nil
}

func readMap(c *livetest.Client) (seatMsg, error) {
	r, err := c.Next("seats")
	if err != nil {
		return seatMsg{}, err
	}
	if len(r.Errors) > 0 {
		return seatMsg{}, errors.New(r.Errors[0].Message)
	}
	var out struct{ SeatsChanged seatMsg }
	err = json.Unmarshal(r.Data, &out)
	return out.SeatsChanged, err
}

// openViewers opens n viewers with bounded concurrency.
func openViewers(ctx context.Context, base string, shows []string, n int, onMap func(*viewer, seatMsg, time.Time)) ([]*viewer, error) {
	out := make([]*viewer, n)
	errs := make(chan error, n)
	sem := make(chan struct{}, 32)
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer wg.Done()
			defer func() { <-sem }()
			v, err := openViewer(ctx, base, shows[i%len(shows)], onMap)
			if err != nil {
				errs <- err
				return
			}
			out[i] = v
		}()
	}
	wg.Wait()
	close(errs)
	if err := <-errs; err != nil {
		closeViewers(out)
		return nil, err
	}
	return out, nil
}

func closeViewers(vs []*viewer) {
	for _, v := range vs {
		if v != nil {
			_ = v.c.Close()
		}
	}
}

// round is one timed change in the fan-out measurement.
type round struct {
	k        int64
	version  int64
	start    time.Time
	received atomic.Int64
	done     chan struct{}
	want     int64
	lat      *samples
}

func runFanout(ctx context.Context, cfg Config, bin, dialect string, logf func(string, ...any)) ([]Fanout, *Memory, error) {
	dbase, err := freshDatabase(dialect, cfg.PostgresURL)
	if err != nil {
		return nil, nil, err
	}
	defer dbase.drop()
	p, err := startProcess(bin, dbase.dsn)
	if err != nil {
		return nil, nil, err
	}
	defer p.stop()
	bdb, err := db.Open(ctx, dbase.dsn)
	if err != nil {
		return nil, nil, err
	}
	defer bdb.Close()
	fo, before, err := newFanout(ctx, cfg, dialect, p, bdb)
	if err != nil {
		return nil, nil, err
	}
	var viewers []*viewer
	defer func() { closeViewers(viewers) }()
	var results []Fanout
	var mem *Memory
	for _, n := range cfg.Subscribers {
		fo.cur.Store(nil) // new viewers' first snapshots belong to no round
		more, err := openViewers(ctx, p.url, []string{fo.show}, n-len(viewers), fo.onMap)
		if err != nil {
			return results, mem, fmt.Errorf("open %d subscribers: %w", n, err)
		}
		viewers = append(viewers, more...)
		logf("  %d subscribers connected", len(viewers))
		if n == cfg.Subscribers[len(cfg.Subscribers)-1] {
			mem = settledMemory(p, dialect, before, len(viewers))
		}
		f, err := fo.measure(n)
		if err != nil {
			return results, mem, err
		}
		logf("  %d subscribers: p50 %v p99 %v (booking p50 %v), missed %d", n, f.Latency.P50, f.Latency.P99, f.BookingRTT.P50, f.Missed)
		results = append(results, f)
	}
	return results, mem, nil
}

// fanout is the fan-out measurement on one running server: every viewer
// watches show, and cur is the change being timed.
type fanout struct {
	ctx              context.Context
	cfg              Config
	dialect          string
	url, token, show string
	bdb              *bun.DB
	cur              atomic.Pointer[round]
	seat             int   // the next seat to book
	k                int64 // the last round started
}

// newFanout adds enough shows for every round, signs the buyer in and
// warms the server up with one booking; before is the server's memory
// after that, the baseline for Memory.
func newFanout(ctx context.Context, cfg Config, dialect string, p *process, bdb *bun.DB) (*fanout, uint64, error) {
	rounds := cfg.Changes * len(cfg.Subscribers)
	shows, err := addShows(ctx, bdb, (rounds+89)/90)
	if err != nil {
		return nil, 0, err
	}
	token, err := signIn(p.url, "Fan-out Buyer")
	if err != nil {
		return nil, 0, err
	}
	if err := createBooking(p.url, token, shows[len(shows)-1], "J9"); err != nil {
		return nil, 0, err
	}
	before, err := p.rss()
	if err != nil {
		return nil, 0, err
	}
	return &fanout{ctx: ctx, cfg: cfg, dialect: dialect, url: p.url, token: token, show: shows[0], bdb: bdb}, before, nil
}

// onMap counts a viewer's first sight of the round's version or a newer
// one, once per round, and closes the round when every viewer has it.
func (fo *fanout) onMap(v *viewer, sm seatMsg, at time.Time) {
	r := fo.cur.Load()
	if r == nil || sm.Version < r.version || v.counted.Swap(r.k) == r.k {
		return
	}
	r.lat.add(at.Sub(r.start))
	if r.received.Add(1) == r.want {
		close(r.done)
	}
}

// settledMemory reads the server's memory with conns subscribers open,
// once it has settled; nil when it cannot be read.
func settledMemory(p *process, dialect string, before uint64, conns int) *Memory {
	time.Sleep(2 * time.Second) // let the server settle before reading its memory
	after, err := p.rss()
	if err != nil {
		return nil
	}
	return &Memory{Dialect: dialect, Connections: conns, Before: before, After: after}
}

// measure times cfg.Changes bookings, one at a time, each until all n
// viewers have seen it.
func (fo *fanout) measure(n int) (Fanout, error) {
	f := Fanout{Dialect: fo.dialect, Subscribers: n, Changes: fo.cfg.Changes}
	lat, rtt := &samples{}, &samples{}
	for range fo.cfg.Changes {
		missed, err := fo.change(n, lat, rtt)
		if err != nil {
			return f, err
		}
		f.Missed += missed
	}
	f.Latency, f.BookingRTT = lat.quantiles(), rtt.quantiles()
	return f, nil
}

// change books the next seat and waits, at most 30 s, for the n viewers
// to see it; it returns how many did not.
func (fo *fanout) change(n int, lat, rtt *samples) (int, error) {
	fo.k++
	version, err := dbtest.SeatVersion(fo.ctx, fo.bdb, fo.show)
	if err != nil {
		return 0, err
	}
	r := &round{k: fo.k, version: version + 1, done: make(chan struct{}), want: int64(n), lat: lat}
	r.start = time.Now()
	fo.cur.Store(r)
	if err := createBooking(fo.url, fo.token, fo.show, seatLabel(fo.seat)); err != nil {
		return 0, err
	}
	rtt.add(time.Since(r.start))
	fo.seat++
	select {
	case <-r.done:
		return 0, nil
	case <-time.After(30 * time.Second):
		return int(r.want - r.received.Load()), nil
	}
}

func runCross(ctx context.Context, cfg Config, bin string, logf func(string, ...any)) (*Cross, error) {
	dbase, err := freshDatabase("postgres", cfg.PostgresURL)
	if err != nil {
		return nil, err
	}
	defer dbase.drop()
	a, err := startProcess(bin, dbase.dsn)
	if err != nil {
		return nil, err
	}
	defer a.stop()
	b, err := startProcess(bin, dbase.dsn)
	if err != nil {
		return nil, err
	}
	defer b.stop()
	bdb, err := db.Open(ctx, dbase.dsn)
	if err != nil {
		return nil, err
	}
	defer bdb.Close()
	return measureCross(ctx, cfg, a.url, b.url, bdb, logf)
}

// measureCross books on replica B at cfg.CrossRate while viewers on
// replica A watch the booked shows.
func measureCross(ctx context.Context, cfg Config, aURL, bURL string, bdb *bun.DB, logf func(string, ...any)) (*Cross, error) {
	total := cfg.CrossRate * int(cfg.CrossDuration/time.Second)
	shows, err := addShows(ctx, bdb, (total+89)/90)
	if err != nil {
		return nil, err
	}
	w := &crossWatch{lat: &samples{}}
	var viewers []*viewer
	defer func() { closeViewers(viewers) }()
	viewers, err = w.open(ctx, aURL, shows, cfg.CrossViewers)
	if err != nil {
		return nil, err
	}
	logf("  %d subscribers on A over %d shows", len(viewers), len(shows))
	token, err := signIn(bURL, "Cross Buyer")
	if err != nil {
		return nil, err
	}
	rtt, failed := w.book(cfg.CrossRate, bURL, token, shows, total)
	want := int64(total-int(failed)) * int64(cfg.CrossViewers)
	deadline := time.Now().Add(30 * time.Second)
	for w.got.Load() < want && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	c := &Cross{Rate: cfg.CrossRate, Bookings: total, Viewers: len(viewers), Latency: w.lat.quantiles(), BookingRTT: rtt.quantiles(),
		Missed: int(want - w.got.Load())}
	if failed > 0 {
		return c, fmt.Errorf("%d bookings failed", failed)
	}
	logf("  p50 %v p99 %v (booking p50 %v), missed %d", c.Latency.P50, c.Latency.P99, c.BookingRTT.P50, c.Missed)
	return c, nil
}

// crossWatch matches the seats viewers see taken with the times their
// bookings were sent.
type crossWatch struct {
	sent sync.Map // show|seat → time the booking was sent
	seen sync.Map // *viewer → its seats seen so far; used only by that viewer's reader
	lat  *samples
	got  atomic.Int64
}

// open opens perShow viewers on each show; on error it returns those
// already open with it, for the caller to close.
func (w *crossWatch) open(ctx context.Context, url string, shows []string, perShow int) ([]*viewer, error) {
	var viewers []*viewer
	for _, show := range shows {
		vs, err := openViewers(ctx, url, []string{show}, perShow, w.onMap(show))
		if err != nil {
			return viewers, err
		}
		viewers = append(viewers, vs...)
	}
	return viewers, nil
}

// onMap returns the handler of a viewer watching show: a seat it sees
// taken for the first time is matched with the booking's send time.
func (w *crossWatch) onMap(show string) func(*viewer, seatMsg, time.Time) {
	return func(v *viewer, sm seatMsg, at time.Time) {
		m, _ := w.seen.LoadOrStore(v, map[string]bool{})
		known := m.(map[string]bool)
		for _, s := range sm.OccupiedSeats {
			if known[s] {
				continue
			}
			known[s] = true
			if t0, ok := w.sent.Load(show + "|" + s); ok {
				w.lat.add(at.Sub(t0.(time.Time)))
				w.got.Add(1)
			}
		}
	}
}

// book sends total one-seat bookings at rate per second (open loop: each
// on its own goroutine, whatever the earlier ones' answers), 90 per show,
// and returns their round trips and how many failed.
func (w *crossWatch) book(rate int, url, token string, shows []string, total int) (*samples, int64) {
	rtt := &samples{}
	var failed atomic.Int64
	var wg sync.WaitGroup
	interval := time.Second / time.Duration(rate)
	start := time.Now()
	for i := range total {
		if d := time.Until(start.Add(time.Duration(i) * interval)); d > 0 {
			time.Sleep(d)
		}
		show, seat := shows[i/90], seatLabel(i%90)
		wg.Add(1)
		go func() {
			defer wg.Done()
			t0 := time.Now()
			w.sent.Store(show+"|"+seat, t0)
			if err := createBooking(url, token, show, seat); err != nil {
				failed.Add(1)
				return
			}
			rtt.add(time.Since(t0))
		}()
	}
	wg.Wait()
	return rtt, failed.Load()
}

func runThroughput(ctx context.Context, cfg Config, dialect string, logf func(string, ...any)) (*Throughput, error) {
	t := &Throughput{Dialect: dialect, Bookings: cfg.Bookings, Workers: cfg.Workers, Viewers: cfg.Viewers}
	for _, mode := range []struct {
		fanout  bool
		viewers int
		out     *float64
		name    string
	}{
		{false, 0, &t.Off, "off"},
		{true, 0, &t.OnIdle, "on, nobody watching"},
		{true, cfg.Viewers, &t.OnWatched, fmt.Sprintf("on, %d watching", cfg.Viewers)},
	} {
		rate, err := bookingRate(ctx, cfg, dialect, mode.fanout, mode.viewers)
		if err != nil {
			return nil, fmt.Errorf("fan-out %s: %w", mode.name, err)
		}
		*mode.out = rate
		logf("  fan-out %s: %.0f bookings/s", mode.name, rate)
	}
	return t, nil
}

func bookingRate(ctx context.Context, cfg Config, dialect string, fanout bool, viewers int) (float64, error) {
	dbase, err := freshDatabase(dialect, cfg.PostgresURL)
	if err != nil {
		return 0, err
	}
	defer dbase.drop()
	p, err := StartInProcess(dbase.dsn, nil, func(a *app.App) {
		if !fanout {
			a.Booking.Events = nil // bookings announce nothing: no reads, no NOTIFY
		}
	})
	if err != nil {
		return 0, err
	}
	defer p.Stop()
	shows, err := addShows(ctx, p.App.DB, (cfg.Bookings+89)/90)
	if err != nil {
		return 0, err
	}
	if viewers > 0 {
		vs, err := openViewers(ctx, p.URL, shows, viewers, nil)
		if err != nil {
			return 0, err
		}
		defer closeViewers(vs)
	}
	token, err := signIn(p.URL, "Throughput Buyer")
	if err != nil {
		return 0, err
	}
	jobs := make(chan int)
	errs := make(chan error, cfg.Workers)
	var wg sync.WaitGroup
	start := time.Now()
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				if err := createBooking(p.URL, token, shows[i/90], seatLabel(i%90)); err != nil {
					errs <- err
					for range jobs {
					}
					return
				}
			}
		}()
	}
	for i := range cfg.Bookings {
		jobs <- i
	}
	close(jobs)
	wg.Wait()
	elapsed := time.Since(start)
	close(errs)
	if err := <-errs; err != nil {
		return 0, err
	}
	return float64(cfg.Bookings) / elapsed.Seconds(), nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

// Markdown renders the results as a section of docs/benchmarks.md.
func (r *Results) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "## Live seat map\n\n")
	fmt.Fprintf(&b, "Measured by `go run ./internal/testsupport/livebench/live-bench` on %s: %d CPU cores, %s/%s, %s. ",
		r.Started.UTC().Format("2006-01-02 15:04 MST"), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, runtime.Version())
	fmt.Fprintf(&b, "Subscribers are graphql-transport-ws clients in the benchmark process; the server shares the same cores, so figures are a floor for a dedicated host.\n\n")
	if len(r.Fanout) > 0 {
		fmt.Fprintf(&b, "### Commit-to-receipt, one replica\n\n")
		fmt.Fprintf(&b, "`cmd/marquee` runs as its own process; every subscriber watches the same show and one seat is booked at a time through `createBooking`. ")
		fmt.Fprintf(&b, "Latency runs from sending the mutation to each subscriber's receipt of the new snapshot, so it includes the booking itself (booking p50 beside it).\n\n")
		fmt.Fprintf(&b, "| database | subscribers | changes | p50 | p99 | max | booking p50 | missed |\n|---|---|---|---|---|---|---|---|\n")
		for _, f := range r.Fanout {
			fmt.Fprintf(&b, "| %s | %d | %d | %s | %s | %s | %s | %d |\n", f.Dialect, f.Subscribers, f.Changes, ms(f.Latency.P50), ms(f.Latency.P99), ms(f.Latency.Max), ms(f.BookingRTT.P50), f.Missed)
		}
		b.WriteString("\n")
	}
	if len(r.Memory) > 0 {
		fmt.Fprintf(&b, "### Memory per idle subscribed connection\n\n")
		fmt.Fprintf(&b, "Resident memory of the server process before any websocket and with all of them open, subscribed and idle.\n\n")
		fmt.Fprintf(&b, "| database | connections | RSS before | RSS after | per connection |\n|---|---|---|---|---|\n")
		for _, m := range r.Memory {
			fmt.Fprintf(&b, "| %s | %d | %.1f MiB | %.1f MiB | %.1f KiB |\n", m.Dialect, m.Connections, float64(m.Before)/(1<<20), float64(m.After)/(1<<20), m.PerConnection()/1024)
		}
		b.WriteString("\n")
	}
	if c := r.Cross; c != nil {
		fmt.Fprintf(&b, "### Commit-to-receipt across replicas\n\n")
		fmt.Fprintf(&b, "Two `cmd/marquee` processes on one PostgreSQL database; %d bookings/s are sent to replica B (open loop) while %d subscribers on replica A watch the booked shows. ", c.Rate, c.Viewers)
		fmt.Fprintf(&b, "Latency runs from sending the mutation to B until a subscriber on A sees the seat taken.\n\n")
		fmt.Fprintf(&b, "| bookings | rate | subscribers on A | p50 | p99 | max | booking p50 | missed |\n|---|---|---|---|---|---|---|---|\n")
		fmt.Fprintf(&b, "| %d | %d/s | %d | %s | %s | %s | %s | %d |\n\n", c.Bookings, c.Rate, c.Viewers, ms(c.Latency.P50), ms(c.Latency.P99), ms(c.Latency.Max), ms(c.BookingRTT.P50), c.Missed)
	}
	if len(r.Throughput) > 0 {
		fmt.Fprintf(&b, "### Booking throughput with the fan-out off and on\n\n")
		fmt.Fprintf(&b, "The application in-process with distinct one-seat bookings from concurrent clients. Off: bookings announce nothing. ")
		fmt.Fprintf(&b, "On: every booking is announced (NOTIFY on PostgreSQL), with nobody watching, then with subscribers spread over the booked shows.\n\n")
		fmt.Fprintf(&b, "| database | bookings | clients | off | on, nobody watching | on, watched | subscribers | idle ÷ off | watched ÷ off |\n|---|---|---|---|---|---|---|---|---|\n")
		for _, t := range r.Throughput {
			fmt.Fprintf(&b, "| %s | %d | %d | %.0f/s | %.0f/s | %.0f/s | %d | %.2f | %.2f |\n", t.Dialect, t.Bookings, t.Workers, t.Off, t.OnIdle, t.OnWatched, t.Viewers, t.OnIdle/t.Off, t.OnWatched/t.Off)
		}
		b.WriteString("\n")
	}
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "- %s\n", n)
	}
	return b.String()
}

package livebench

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"slices"
	"strconv"
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
	// Subscribers are the fan-out sizes, smallest first (1000, 5000,
	// 10000).
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
	// BusWatchers subscribe to one show over three replica processes,
	// BusRate and BusBookings pace the bookings of the bus comparison
	// (3000, 50/s, 300), on PostgreSQL NOTIFY and on NATS JetStream at
	// NATSURL (default TEST_NATS_URL or nats://127.0.0.1:4222).
	BusWatchers, BusRate, BusBookings int
	NATSURL                           string
	// RoomSockets queue on one replica of three for a waiting room that
	// admits RoomRate people a minute, measured for RoomFor once all are
	// queued (20,000, 600/min, 90 s).
	RoomSockets, RoomRate int
	RoomFor               time.Duration
	// Parts are the measurements to run, of "fanout" (which includes the
	// memory per connection), "cross", "buses", "room" and "throughput"; empty
	// runs them all.
	Parts []string
	// Dialects are the databases to measure on, of "sqlite" and
	// "postgres"; empty means both (postgres only with PostgresURL).
	Dialects []string
	// Log receives progress lines (default: standard error).
	Log io.Writer
}

// runs reports whether part is to be measured.
func (c *Config) runs(part string) bool {
	return len(c.Parts) == 0 || slices.Contains(c.Parts, part)
}

// dialects are the databases to measure on.
func (c *Config) dialects() []string {
	var out []string
	for _, d := range []string{"sqlite", "postgres"} {
		if d == "postgres" && c.PostgresURL == "" {
			continue
		}
		if len(c.Dialects) == 0 || slices.Contains(c.Dialects, d) {
			out = append(out, d)
		}
	}
	return out
}

func (c *Config) defaults() {
	if len(c.Subscribers) == 0 {
		c.Subscribers = []int{1000, 5000, 10000}
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
	if c.BusWatchers <= 0 {
		c.BusWatchers = 3000
	}
	if c.BusRate <= 0 {
		c.BusRate = 50
	}
	if c.BusBookings <= 0 {
		c.BusBookings = 300
	}
	if c.RoomSockets <= 0 {
		c.RoomSockets = 20000
	}
	if c.RoomRate <= 0 {
		c.RoomRate = 600
	}
	if c.RoomFor <= 0 {
		c.RoomFor = 90 * time.Second
	}
	if c.NATSURL == "" {
		c.NATSURL = natsURLFromEnv()
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
	// CPU this process spent per booking in each mode (server, clients
	// and viewers alike): steadier than the rates on a shared machine.
	OffCPU, OnIdleCPU, OnWatchedCPU time.Duration
	// Snapshot reads and seat maps handed to subscribers while watched.
	Reads, SeatMaps int64
}

// modeRun is one throughput mode's outcome.
type modeRun struct {
	rate            float64
	cpu             time.Duration // per booking
	reads, seatMaps int64
}

// Results are every figure of one run.
type Results struct {
	Started    time.Time
	Fanout     []Fanout
	Floor      []Floor // the fan-out's two largest sizes with nothing of Marquee
	Memory     []Memory
	Cross      *Cross
	Buses      []BusRun
	Room       []RoomRun
	busNATS    string
	Throughput []Throughput
	Notes      []string
}

// Run performs every measurement it can and reports the ones it could
// not in Notes.
func Run(ctx context.Context, cfg Config) (*Results, error) {
	cfg.defaults()
	logf := func(format string, args ...any) { fmt.Fprintf(cfg.Log, "live-bench: "+format+"\n", args...) }
	res := &Results{Started: time.Now()}
	// The subscribers' sockets are this process's; the server's are its own.
	if lim, err := RaiseFileLimit(); err != nil || lim < uint64(cfg.Subscribers[len(cfg.Subscribers)-1]+500) {
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
	dialects := cfg.dialects()
	for _, d := range dialects {
		if !cfg.runs("fanout") {
			break
		}
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
	if cfg.runs("fanout") && len(cfg.Subscribers) >= 2 {
		sizes := cfg.Subscribers[len(cfg.Subscribers)-2:]
		logf("fan-out floor: bare loopback TCP to %v sockets", sizes)
		fl, err := runFloor(ctx, sizes, cfg.Changes)
		if err != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("fan-out floor not measured: %v", err))
		}
		for _, f := range fl {
			logf("  floor %d sockets: p50 %v p99 %v max %v", f.Subscribers, f.Latency.P50, f.Latency.P99, f.Latency.Max)
		}
		res.Floor = fl
	}
	switch {
	case !cfg.runs("cross") || !slices.Contains(dialects, "postgres") && cfg.PostgresURL != "":
	case cfg.PostgresURL != "":
		logf("cross-replica at %d bookings/s", cfg.CrossRate)
		c, err := runCross(ctx, cfg, bin, logf)
		if err != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("cross-replica not measured: %v", err))
		} else {
			res.Cross = c
		}
	default:
		res.Notes = append(res.Notes, "cross-replica not measured: no PostgreSQL URL")
	}
	switch {
	case !cfg.runs("buses") || !slices.Contains(dialects, "postgres") && cfg.PostgresURL != "":
	case cfg.PostgresURL != "":
		logf("seat-event buses: %d watchers over 3 replicas at %d bookings/s", cfg.BusWatchers, cfg.BusRate)
		runs, notes := runBuses(ctx, cfg, bin, logf)
		res.Buses, res.Notes, res.busNATS = runs, append(res.Notes, notes...), cfg.NATSURL
	default:
		res.Notes = append(res.Notes, "bus comparison not measured: no PostgreSQL URL")
	}
	for _, d := range dialects {
		if !cfg.runs("room") {
			break
		}
		// Both ends of every socket, the benchmark's and the replica's,
		// count against one limit each, beside the database's and files.
		var r *RoomRun
		rc := cfg
		lim, err := RaiseFileLimit()
		if err == nil && lim < uint64(rc.RoomSockets+500) {
			if lim < 1500 {
				err = fmt.Errorf("file descriptor limit %d: %d sockets need at least %d (raise the hard limit, e.g. ulimit -Hn 65536)", lim, rc.RoomSockets, rc.RoomSockets+500)
			} else {
				// As many as the host allows, said beside the figures:
				// the report's rows name the sockets actually queued.
				rc.RoomSockets = int(lim) - 500
				res.Notes = append(res.Notes, fmt.Sprintf("waiting room (%s): %d sockets queued, not the %d asked for: this host's file descriptor limit (hard) is %d, and each end of a socket and the server's own files count against it (raise it with ulimit -Hn 65536)", d, rc.RoomSockets, cfg.RoomSockets, lim))
			}
		}
		logf("waiting room: %d queued sockets on one replica at %d/min (%s)", rc.RoomSockets, rc.RoomRate, d)
		if err == nil {
			r, err = runRoom(ctx, rc, bin, d, logf)
		}
		if err != nil {
			res.Notes = append(res.Notes, fmt.Sprintf("waiting room (%s) not measured: %v", d, err))
			continue
		}
		res.Room = append(res.Room, *r)
	}
	for _, d := range dialects {
		if !cfg.runs("throughput") {
			break
		}
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
	seen    atomic.Int64 // newest version received
}

// seatMsg is one seat map as a viewer received it. Only the version is
// read from every message; the seats are decoded when asked for, so that
// thousands of viewers sharing the server's two cores cost little more
// than the reads themselves (a browser decodes on its own machine).
type seatMsg struct {
	Version int64
	frame   []byte
}

// Occupied decodes the seats that cannot be taken.
func (m seatMsg) Occupied() ([]string, error) {
	var f struct {
		Payload struct {
			Data struct {
				SeatsChanged struct {
					OccupiedSeats []string `json:"occupiedSeats"`
				} `json:"seatsChanged"`
			} `json:"data"`
		} `json:"payload"`
	}
	err := json.Unmarshal(m.frame, &f)
	return f.Payload.Data.SeatsChanged.OccupiedSeats, err
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
	// The first message is checked in full: a seat map for "seats".
	r, err := c.Next("seats")
	if err == nil && len(r.Errors) > 0 {
		err = errors.New(r.Errors[0].Message)
	}
	var first struct {
		SeatsChanged struct{ Version int64 }
	}
	if err == nil {
		err = json.Unmarshal(r.Data, &first)
	}
	if err != nil {
		c.Abort()
		return nil, err
	}
	v.seen.Store(first.SeatsChanged.Version)
	_ = c.Conn.SetReadDeadline(time.Time{}) // idle between changes; the server's pings keep it honest
	if onMap != nil {
		onMap(v, seatMsg{Version: first.SeatsChanged.Version}, time.Now())
	}
	go v.read(onMap)
	return v, nil
}

// read hands each seat map to onMap and answers pings, until the
// connection ends. Messages are the server's graphql-transport-ws frames
// for the one operation, so the version is found without decoding the
// rest; anything else ends the viewer. Each message is read into one
// buffer the viewer keeps, as the floor's readers read: ten thousand
// viewers in this process would otherwise allocate a message's size each,
// per change, and the collections that follow slow the rounds they land
// in, which no browser on its own machine pays (onMap must not keep the
// frame).
func (v *viewer) read(onMap func(*viewer, seatMsg, time.Time)) {
	buf := make([]byte, 0, 2048)
	for {
		data, err := v.next(buf)
		if err != nil {
			return
		}
		buf = data[:0]
		if bytes.Equal(data, []byte(`{"type":"ping"}`)) {
			if v.c.SendRaw([]byte(`{"type":"pong"}`)) != nil {
				return
			}
			continue
		}
		version, ok := frameVersion(data)
		if !ok {
			_ = v.c.Abort()
			return
		}
		v.seen.Store(version)
		if onMap != nil {
			onMap(v, seatMsg{Version: version, frame: data}, time.Now())
		}
	}
}

// next reads the next message into buf, grown as needed.
func (v *viewer) next(buf []byte) ([]byte, error) {
	_, r, err := v.c.Conn.NextReader()
	if err != nil {
		return nil, err
	}
	for {
		if len(buf) == cap(buf) {
			buf = slices.Grow(buf, cap(buf))
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if errors.Is(err, io.EOF) {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

// frameVersion reads the version of a "next" message for "seats".
func frameVersion(data []byte) (int64, bool) {
	if !bytes.HasSuffix(data, []byte(`,"id":"seats","type":"next"}`)) {
		return 0, false
	}
	const key = `"version":`
	i := bytes.Index(data, []byte(key))
	if i < 0 {
		return 0, false
	}
	i += len(key)
	j := i
	for j < len(data) && data[j] >= '0' && data[j] <= '9' {
		j++
	}
	n, err := strconv.ParseInt(string(data[i:j]), 10, 64)
	return n, err == nil
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
		logf("  %d subscribers: p50 %v p99 %v max %v (booking p50 %v, max %v), missed %d", n, f.Latency.P50, f.Latency.P99, f.Latency.Max, f.BookingRTT.P50, f.BookingRTT.Max, f.Missed)
		results = append(results, f)
		// Every size times the same changes on the same seat map, so
		// only the number of subscribers differs from one to the next.
		if err := fo.release(viewers); err != nil {
			return results, mem, err
		}
	}
	return results, mem, nil
}

// release cancels the bookings of the last size and waits, at most 60 s,
// until every viewer has seen the seat map empty again.
func (fo *fanout) release(viewers []*viewer) error {
	fo.cur.Store(nil)
	for _, id := range fo.booked {
		if err := cancelBooking(fo.url, fo.token, id); err != nil {
			return err
		}
	}
	fo.booked, fo.seat = nil, 0
	version, err := dbtest.SeatVersion(fo.ctx, fo.bdb, fo.show)
	if err != nil {
		return err
	}
	deadline := time.Now().Add(60 * time.Second)
	for _, v := range viewers {
		for v.seen.Load() < version {
			if time.Now().After(deadline) {
				behind, oldest := 0, version
				for _, w := range viewers {
					if seen := w.seen.Load(); seen < version {
						behind, oldest = behind+1, min(oldest, seen)
					}
				}
				return fmt.Errorf("%d viewers did not see version %d within 60 s of the release (oldest seen %d)", behind, version, oldest)
			}
			time.Sleep(5 * time.Millisecond) // polling: a viewer records what it saw, nothing more
		}
	}
	return nil
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
	seat             int      // the next seat to book
	booked           []string // bookings of this size, released before the next
	k                int64    // the last round started
}

// newFanout adds enough shows for every round, signs the buyer in and
// warms the server up with one booking; before is the server's memory
// after that, the baseline for Memory.
func newFanout(ctx context.Context, cfg Config, dialect string, p *process, bdb *bun.DB) (*fanout, uint64, error) {
	// Each size books Changes seats of the watched show, shows[0], which
	// has 90, and releases them; the warm-up booking goes to shows[1].
	if cfg.Changes > 90 {
		return nil, 0, fmt.Errorf("%d changes: at most 90 seats to book on one show", cfg.Changes)
	}
	shows, err := addShows(ctx, bdb, 2)
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
	id, err := bookSeats(fo.url, fo.token, fo.show, seatLabel(fo.seat))
	if err != nil {
		return 0, err
	}
	rtt.add(time.Since(r.start))
	fo.seat++
	fo.booked = append(fo.booked, id)
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
		seats, err := sm.Occupied()
		if err != nil {
			return // the first message carries no frame: nothing booked yet
		}
		for _, s := range seats {
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
		rate    *float64
		cpu     *time.Duration
		name    string
	}{
		{false, 0, &t.Off, &t.OffCPU, "off"},
		{true, 0, &t.OnIdle, &t.OnIdleCPU, "on, nobody watching"},
		{true, cfg.Viewers, &t.OnWatched, &t.OnWatchedCPU, fmt.Sprintf("on, %d watching", cfg.Viewers)},
	} {
		run, err := bookingRate(ctx, cfg, dialect, mode.fanout, mode.viewers)
		if err != nil {
			return nil, fmt.Errorf("fan-out %s: %w", mode.name, err)
		}
		*mode.rate, *mode.cpu = run.rate, run.cpu
		if mode.viewers > 0 {
			t.Reads, t.SeatMaps = run.reads, run.seatMaps
		}
		logf("  fan-out %s: %.0f bookings/s, %s of CPU per booking; %d snapshot reads, %d seat maps handed to subscribers",
			mode.name, run.rate, cpuMS(run.cpu), run.reads, run.seatMaps)
	}
	return t, nil
}

func bookingRate(ctx context.Context, cfg Config, dialect string, fanout bool, viewers int) (modeRun, error) {
	dbase, err := freshDatabase(dialect, cfg.PostgresURL)
	if err != nil {
		return modeRun{}, err
	}
	defer dbase.drop()
	p, err := StartInProcess(dbase.dsn, nil, func(a *app.App) {
		if !fanout {
			a.Booking.Events = nil // bookings announce nothing: no reads, no NOTIFY
		}
	})
	if err != nil {
		return modeRun{}, err
	}
	defer p.Stop()
	shows, err := addShows(ctx, p.App.DB, (cfg.Bookings+89)/90)
	if err != nil {
		return modeRun{}, err
	}
	if viewers > 0 {
		vs, err := openViewers(ctx, p.URL, shows, viewers, nil)
		if err != nil {
			return modeRun{}, err
		}
		defer closeViewers(vs)
	}
	token, err := signIn(p.URL, "Throughput Buyer")
	if err != nil {
		return modeRun{}, err
	}
	// Each mode starts from a collected heap, so the garbage of opening
	// the viewers is not charged to the bookings of the watched run.
	runtime.GC()
	live0 := p.App.Live.Stats()
	cpu0 := processCPU()
	start := time.Now()
	if err := bookAll(cfg, p.URL, token, shows); err != nil {
		return modeRun{}, err
	}
	elapsed := time.Since(start)
	// On a shared machine the rate moves with the neighbours' load; the
	// CPU this process spent per booking (server, clients and viewers
	// alike) moves much less, so it is reported beside the rate.
	cpu := processCPU() - cpu0
	live1 := p.App.Live.Stats()
	return modeRun{rate: float64(cfg.Bookings) / elapsed.Seconds(), cpu: cpu / time.Duration(cfg.Bookings),
		reads: live1.ChangeReads - live0.ChangeReads, seatMaps: live1.Delivered - live0.Delivered}, nil
}

// bookAll books cfg.Bookings distinct seats, 90 per show, from
// cfg.Workers concurrent clients.
func bookAll(cfg Config, url, token string, shows []string) error {
	jobs := make(chan int)
	errs := make(chan error, cfg.Workers)
	var wg sync.WaitGroup
	for range cfg.Workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range jobs {
				if err := createBooking(url, token, shows[i/90], seatLabel(i%90)); err != nil {
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
	close(errs)
	return <-errs
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

func cpuMS(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

// Markdown renders the results as a section of docs/benchmarks.md.
func (r *Results) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "## Live seat map\n\n")
	fmt.Fprintf(&b, "Measured by `go run ./internal/testsupport/livebench/live-bench` on %s: %d CPU cores, %s/%s, %s. ",
		r.Started.UTC().Format("2006-01-02 15:04 MST"), runtime.NumCPU(), runtime.GOOS, runtime.GOARCH, runtime.Version())
	fmt.Fprintf(&b, "Subscribers are graphql-transport-ws clients in the benchmark process; the server shares the same cores, so figures are a floor for a dedicated host. ")
	fmt.Fprintf(&b, "A subscriber reads each message and takes its version from it; it decodes the seats only where the figure needs them (across replicas), as a browser decodes on its own machine.\n\n")
	r.fanoutMarkdown(&b)
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
	r.busesMarkdown(&b)
	r.roomMarkdown(&b)
	r.throughputMarkdown(&b)
	for _, n := range r.Notes {
		fmt.Fprintf(&b, "- %s\n", n)
	}
	return b.String()
}

func (r *Results) fanoutMarkdown(b *strings.Builder) {
	if len(r.Fanout) == 0 {
		return
	}
	fmt.Fprintf(b, "### Commit-to-receipt, one replica\n\n")
	fmt.Fprintf(b, "`cmd/marquee` runs as its own process; every subscriber watches the same show and one seat is booked at a time through `createBooking`. ")
	fmt.Fprintf(b, "Latency runs from sending the mutation to each subscriber's receipt of the new snapshot, so it includes the booking itself (booking p50 and max beside it: one slow booking delays all of its round). ")
	fmt.Fprintf(b, "Each size times the same changes from the same empty seat map (the seats of the size before are released first), so sizes differ only in subscribers; ÷ is the p99 over the size before.\n\n")
	fmt.Fprintf(b, "| database | subscribers | changes | p50 | p99 | ÷ | max | booking p50 | booking max | missed |\n|---|---|---|---|---|---|---|---|---|---|\n")
	for i, f := range r.Fanout {
		ratio := "—"
		if i > 0 && r.Fanout[i-1].Dialect == f.Dialect && r.Fanout[i-1].Latency.P99 > 0 {
			ratio = fmt.Sprintf("%.2f", float64(f.Latency.P99)/float64(r.Fanout[i-1].Latency.P99))
		}
		fmt.Fprintf(b, "| %s | %d | %d | %s | %s | %s | %s | %s | %s | %d |\n", f.Dialect, f.Subscribers, f.Changes, ms(f.Latency.P50), ms(f.Latency.P99), ratio,
			ms(f.Latency.Max), ms(f.BookingRTT.P50), ms(f.BookingRTT.Max), f.Missed)
	}
	b.WriteString("\n")
	if len(r.Floor) == 0 {
		return
	}
	fmt.Fprintf(b, "The floor of this host, measured in the same run: a %d-byte frame written once to each of that many loopback TCP sockets by a process of its own (as `cmd/marquee` is), one writer per processor, ", r.Floor[0].FrameBytes)
	fmt.Fprintf(b, "and read by a goroutine per socket in the benchmark process (as the subscribers above read), timed from the order to write to each receipt; no websocket, GraphQL, database or booking. It is the least a fan-out that sends every subscriber its own message pays here.\n\n")
	fmt.Fprintf(b, "| sockets | rounds | p50 | p99 | ÷ | max |\n|---|---|---|---|---|---|\n")
	for i, f := range r.Floor {
		ratio := "—"
		if i > 0 && r.Floor[i-1].Latency.P99 > 0 {
			ratio = fmt.Sprintf("%.2f", float64(f.Latency.P99)/float64(r.Floor[i-1].Latency.P99))
		}
		fmt.Fprintf(b, "| %d | %d | %s | %s | %s | %s |\n", f.Subscribers, f.Rounds, ms(f.Latency.P50), ms(f.Latency.P99), ratio, ms(f.Latency.Max))
	}
	b.WriteString("\n")
}

func (r *Results) throughputMarkdown(b *strings.Builder) {
	if len(r.Throughput) == 0 {
		return
	}
	fmt.Fprintf(b, "### Booking throughput with the fan-out off and on\n\n")
	fmt.Fprintf(b, "The application in-process with distinct one-seat bookings from concurrent clients. Off: bookings announce nothing. ")
	fmt.Fprintf(b, "On: every booking is announced (NOTIFY on PostgreSQL), with nobody watching, then with subscribers spread over the booked shows. ")
	fmt.Fprintf(b, "Beside each rate, the CPU this process spent per booking (server, clients and subscribers alike), which the neighbours' load moves less than the rates; and for the watched run the snapshot reads and the seat maps handed to subscribers.\n\n")
	fmt.Fprintf(b, "| database | bookings | clients | off | on, nobody watching | on, watched | subscribers | idle ÷ off | watched ÷ off | CPU per booking off / watched | reads / seat maps |\n|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, t := range r.Throughput {
		fmt.Fprintf(b, "| %s | %d | %d | %.0f/s | %.0f/s | %.0f/s | %d | %.2f | %.2f | %s / %s | %d / %d |\n", t.Dialect, t.Bookings, t.Workers, t.Off, t.OnIdle, t.OnWatched, t.Viewers,
			t.OnIdle/t.Off, t.OnWatched/t.Off, cpuMS(t.OffCPU), cpuMS(t.OnWatchedCPU), t.Reads, t.SeatMaps)
	}
	b.WriteString("\n")
}

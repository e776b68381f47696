package livebench

import (
	"bufio"
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nats.go/jetstream"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/proc"
)

// BusRun is one bus's delivery across three replica processes on one
// PostgreSQL: Watchers subscribers of one show spread evenly over them,
// Bookings of one seat each at Rate per second, each on the next replica
// in turn.
type BusRun struct {
	Bus                              string // "notify" or "nats"
	Replicas, Watchers, Rate, Booked int
	// Latency runs from sending createBooking to a sampled watcher's
	// receipt of a seat map with the seat: an upper bound on
	// commit-to-receipt (it includes the booking's own work, BookingRTT).
	Latency, BookingRTT Quantiles
	// The database reads of seat state made to deliver the bookings,
	// summed over all replicas during the run: ChangeReads the snapshot
	// reads the live seat maps made for changes, gaps and resyncs
	// (marquee_live_change_reads_total), WriterReads the seat maps the
	// bookings' own transactions read for the seat-event outbox
	// (marquee_seat_event_reads_total: NATS only, and none for a change
	// that only claimed seats, which records a delta), RelayReads the
	// outbox rows the NATS relays read back to publish them
	// (marquee_seat_events_reclaimed_total).
	ChangeReads, WriterReads, RelayReads int64
	Missed                               int
}

// busReadCounters are the /metrics counters whose sum is the run's reads
// of seat state for delivery (see BusRun); a replica without one (the
// relay's, on NOTIFY) counts it as zero.
var busReadCounters = []string{"marquee_live_change_reads_total", "marquee_seat_event_reads_total", "marquee_seat_events_reclaimed_total"}

// scrapeReads reads busReadCounters from each replica.
func scrapeReads(addrs []string) ([][3]float64, error) {
	out := make([][3]float64, len(addrs))
	for i, a := range addrs {
		for j, name := range busReadCounters {
			v, err := scrapeCounter(a, name)
			if err != nil && j != 2 {
				return nil, err
			}
			out[i][j] = v
		}
	}
	return out, nil
}

// ReadsPerBooking is the database reads of seat state per booking for
// delivery: every replica's change reads, the writers' outbox reads and
// the relays' read-back rows.
func (r BusRun) ReadsPerBooking() float64 {
	if r.Booked == 0 {
		return 0
	}
	return float64(r.ChangeReads+r.WriterReads+r.RelayReads) / float64(r.Booked)
}

// busShowSeats is the bus run's screen: 20 rows of 20 seats, no gap rule.
const busRows, busCols = 20, 20

func busSeat(i int) string { return fmt.Sprintf("%c%d", 'A'+i/busCols, 1+i%busCols) }

// addBusShow stores a show of a 400-seat screen, so the run's bookings
// fit one show.
func addBusShow(ctx context.Context, bdb *bun.DB) (string, error) {
	now := time.Now()
	l := db.LayoutData{Categories: []db.LayoutCategory{{Code: db.DefaultCategory, Name: "Standard"}}}
	for r := range busRows {
		row := db.LayoutRow{Label: string(rune('A' + r))}
		for c := range busCols {
			row.Cells = append(row.Cells, db.LayoutCell{Kind: db.KindSeat, Seat: busSeat(r*busCols + c), Category: db.DefaultCategory})
		}
		l.Rows = append(l.Rows, row)
	}
	c := &db.Cinema{ID: uuid.NewString(), Name: "Bus Bench", City: "Mumbai", Address: "x", TimeZone: "Asia/Kolkata", CleaningBufferMinutes: 20, CreatedAt: now}
	sc := &db.Screen{ID: uuid.NewString(), CinemaID: c.ID, Name: "Bus 400", LayoutID: uuid.NewString(), CreatedAt: now}
	lay := &db.SeatLayout{ID: sc.LayoutID, ScreenID: sc.ID, Version: 1, Layout: l, Capacity: l.Capacity(), CreatedAt: now}
	movie := &db.Movie{ID: 424025, Title: "Bus Feature", Genres: []db.Genre{}, CreatedAt: now}
	at := now.Add(72 * time.Hour)
	sh := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: at, PricePaise: 9000, CreatedAt: now,
		ScreenID: sc.ID, LayoutID: lay.ID, OccupiedUntil: at.Add(3 * time.Hour), MaxSeats: db.DefaultMaxSeats}
	steps := []func() error{
		func() error { return db.InsertCinema(ctx, bdb, c) },
		func() error { return db.InsertLayout(ctx, bdb, lay) },
		func() error { return db.InsertScreen(ctx, bdb, sc) },
		func() error { _, err := db.InsertMovie(ctx, bdb, movie); return err },
		func() error { return dbtest.InsertShow(ctx, bdb, sh) },
		func() error {
			return db.InsertShowPrices(ctx, bdb, []db.ShowPrice{{ShowID: sh.ID, Category: db.DefaultCategory, PricePaise: 9000}})
		},
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return "", err
		}
	}
	return sh.ID, nil
}

// natsStream is a stream of the run's own on the server at url, deleted
// by drop.
func natsStream(url string) (env map[string]string, drop func(), err error) {
	nc, err := nats.Connect(url, nats.Timeout(3*time.Second))
	if err != nil {
		return nil, nil, fmt.Errorf("NATS at %s unreachable: %w", url, err)
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	id := hex.EncodeToString(b[:])
	name := "BENCH_SEATS_" + strings.ToUpper(id)
	env = map[string]string{"EVENT_BUS_URL": url, "EVENT_BUS_STREAM": name, "EVENT_BUS_SUBJECT": "bench." + id + ".seats"}
	return env, func() {
		defer nc.Close()
		if js, err := jetstream.New(nc); err == nil {
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
			defer cancel()
			_ = js.DeleteStream(ctx, name)
		}
	}, nil
}

// scrapeCounter reads one unlabelled series from a /metrics endpoint.
func scrapeCounter(addr, name string) (float64, error) {
	resp, err := httpClient.Get("http://" + addr + "/metrics")
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return 0, fmt.Errorf("/metrics: %s", resp.Status)
	}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		if v, ok := strings.CutPrefix(sc.Text(), name+" "); ok {
			return strconv.ParseFloat(strings.TrimSpace(v), 64)
		}
	}
	return 0, fmt.Errorf("no %s in /metrics", name)
}

// runBus measures one bus: env selects it (nil: NOTIFY).
func runBus(ctx context.Context, cfg Config, bin, name string, env map[string]string, logf func(string, ...any)) (*BusRun, error) {
	dbase, err := freshDatabase("postgres", cfg.PostgresURL)
	if err != nil {
		return nil, err
	}
	defer dbase.drop()
	bdb, err := db.Open(ctx, dbase.dsn)
	if err != nil {
		return nil, err
	}
	defer bdb.Close()
	const replicas = 3
	procs := make([]*process, 0, replicas)
	metricsAddrs := make([]string, 0, replicas)
	defer func() {
		for _, p := range procs {
			p.stop()
		}
	}()
	for range replicas {
		addr, err := proc.FreeAddr("127.0.0.1")
		if err != nil {
			return nil, err
		}
		e := map[string]string{"METRICS_ADDR": addr.String()}
		for k, v := range env {
			e[k] = v
		}
		p, err := startProcessEnv(bin, dbase.dsn, e)
		if err != nil {
			return nil, err
		}
		procs = append(procs, p)
		metricsAddrs = append(metricsAddrs, addr.String())
	}
	show, err := addBusShow(ctx, bdb)
	if err != nil {
		return nil, err
	}
	w := &busWatch{lat: &samples{}}
	var viewers []*viewer
	defer func() { closeViewers(viewers) }()
	perReplica := cfg.BusWatchers / replicas
	for _, p := range procs {
		vs, err := openViewers(ctx, p.url, []string{show}, perReplica, w.onMap())
		viewers = append(viewers, vs...)
		if err != nil {
			return nil, err
		}
	}
	logf("  %s: %d watchers of one show over %d replicas", name, len(viewers), replicas)
	tokens := make([]string, replicas)
	for i, p := range procs {
		if tokens[i], err = signIn(p.url, fmt.Sprintf("Bus Buyer %d", i)); err != nil {
			return nil, err
		}
	}
	readsBefore, err := scrapeReads(metricsAddrs)
	if err != nil {
		return nil, err
	}
	total := min(cfg.BusBookings, busRows*busCols)
	rtt, failed := w.book(cfg.BusRate, procs, tokens, show, total)
	// Every sampled watcher sees every booked seat.
	want := int64(total-int(failed)) * int64(w.sampled.Load())
	deadline := time.Now().Add(30 * time.Second)
	for w.got.Load() < want && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	run := &BusRun{Bus: name, Replicas: replicas, Watchers: len(viewers), Rate: cfg.BusRate, Booked: total - int(failed),
		Latency: w.lat.quantiles(), BookingRTT: rtt.quantiles(), Missed: int(want - w.got.Load())}
	readsAfter, err := scrapeReads(metricsAddrs)
	if err != nil {
		return nil, err
	}
	for i := range readsAfter {
		run.ChangeReads += int64(readsAfter[i][0] - readsBefore[i][0])
		run.WriterReads += int64(readsAfter[i][1] - readsBefore[i][1])
		run.RelayReads += int64(readsAfter[i][2] - readsBefore[i][2])
	}
	if failed > 0 {
		return run, fmt.Errorf("%d bookings failed, the first with: %v%s", failed, w.firstErr.Load(), replicaTrouble(procs))
	}
	logf("  %s: p50 %v p99 %v (booking p50 %v), %.2f database reads per booking (change %d, writer %d, relay %d), missed %d",
		name, run.Latency.P50, run.Latency.P99, run.BookingRTT.P50, run.ReadsPerBooking(), run.ChangeReads, run.WriterReads, run.RelayReads, run.Missed)
	return run, nil
}

// busWatch times, for one watcher in ten (the others only take their
// messages, as browsers would), each booked seat's first appearance.
type busWatch struct {
	sent    sync.Map // seat → time its booking was sent
	seen    sync.Map // *viewer → seats seen so far
	lat     *samples
	got     atomic.Int64
	n       atomic.Int64
	sampled atomic.Int64
	// firstErr is the first failed booking's error, for the run's note.
	firstErr atomic.Value
}

func (w *busWatch) onMap() func(*viewer, seatMsg, time.Time) {
	return func(v *viewer, sm seatMsg, at time.Time) {
		m, loaded := w.seen.Load(v)
		if !loaded {
			// The first message decides: one viewer in ten is timed.
			if w.n.Add(1)%10 != 0 {
				w.seen.Store(v, (map[string]bool)(nil))
				return
			}
			w.sampled.Add(1)
			m = map[string]bool{}
			w.seen.Store(v, m)
		}
		known := m.(map[string]bool)
		if known == nil {
			return
		}
		seats, err := sm.Occupied()
		if err != nil {
			return
		}
		for _, s := range seats {
			if known[s] {
				continue
			}
			known[s] = true
			if t0, ok := w.sent.Load(s); ok {
				w.lat.add(at.Sub(t0.(time.Time)))
				w.got.Add(1)
			}
		}
	}
}

// book sends total one-seat bookings at rate per second (open loop), each
// on the next replica in turn.
func (w *busWatch) book(rate int, procs []*process, tokens []string, show string, total int) (*samples, int64) {
	rtt := &samples{}
	var failed atomic.Int64
	var wg sync.WaitGroup
	interval := time.Second / time.Duration(rate)
	start := time.Now()
	for i := range total {
		if d := time.Until(start.Add(time.Duration(i) * interval)); d > 0 {
			time.Sleep(d)
		}
		seat, r := busSeat(i), i%len(procs)
		wg.Add(1)
		go func() {
			defer wg.Done()
			t0 := time.Now()
			w.sent.Store(seat, t0)
			if err := createBooking(procs[r].url, tokens[r], show, seat); err != nil {
				if failed.Add(1) == 1 {
					w.firstErr.Store(err.Error())
				}
				return
			}
			rtt.add(time.Since(t0))
		}()
	}
	wg.Wait()
	return rtt, failed.Load()
}

// runBuses measures NOTIFY and NATS JetStream one after the other.
func runBuses(ctx context.Context, cfg Config, bin string, logf func(string, ...any)) ([]BusRun, []string) {
	var out []BusRun
	var notes []string
	if r, err := runBus(ctx, cfg, bin, "notify", nil, logf); err != nil {
		notes = append(notes, fmt.Sprintf("bus comparison (notify) not measured: %v", err))
	} else {
		out = append(out, *r)
	}
	env, drop, err := natsStream(cfg.NATSURL)
	if err != nil {
		return out, append(notes, fmt.Sprintf("bus comparison (nats) not measured: %v", err))
	}
	defer drop()
	if r, err := runBus(ctx, cfg, bin, "nats", env, logf); err != nil {
		notes = append(notes, fmt.Sprintf("bus comparison (nats) not measured: %v", err))
	} else {
		out = append(out, *r)
	}
	return out, notes
}

// natsURLFromEnv is TEST_NATS_URL or the local server.
func natsURLFromEnv() string {
	if u := os.Getenv("TEST_NATS_URL"); u != "" {
		return u
	}
	return "nats://127.0.0.1:4222"
}

func (r *Results) busesMarkdown(b *strings.Builder) {
	if len(r.Buses) == 0 {
		return
	}
	fmt.Fprintf(b, "### Seat-event buses: PostgreSQL NOTIFY and NATS JetStream\n\n")
	fmt.Fprintf(b, "Three `cmd/marquee` processes on one PostgreSQL database, each bus in turn (NATS: `EVENT_BUS_URL`, a stream of the run's own on the server at %s). ", r.busNATS)
	fmt.Fprintf(b, "The watchers of one show are spread evenly over the replicas; one-seat bookings are sent at a steady rate (open loop), each to the next replica in turn. ")
	fmt.Fprintf(b, "Latency runs from sending the mutation until a watcher sees the seat taken (one watcher in ten is timed; the others only take their messages), so it includes the booking itself. ")
	fmt.Fprintf(b, "Database reads per booking: every read of seat state made to deliver the bookings, summed over the three replicas and divided by the bookings: the live seat maps' snapshot reads for changes, version gaps and resyncs (`marquee_live_change_reads_total`), the seat maps the bookings' own transactions read for the seat-event outbox (`marquee_seat_event_reads_total`; a change that only claims seats records a delta and reads none) and the outbox rows the NATS relays read back to publish (`marquee_seat_events_reclaimed_total`). Not counted: the booking's own reads to decide it, first snapshots for new watchers, and the 5 s version re-check, which runs whether or not anyone books.\n\n")
	fmt.Fprintf(b, "| bus | replicas | watchers | rate | bookings | p50 | p99 | max | booking p50 | change reads | writer reads | relay reads | reads per booking | missed |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, x := range r.Buses {
		fmt.Fprintf(b, "| %s | %d | %d | %d/s | %d | %s | %s | %s | %s | %d | %d | %d | %.2f | %d |\n", x.Bus, x.Replicas, x.Watchers, x.Rate, x.Booked,
			ms(x.Latency.P50), ms(x.Latency.P99), ms(x.Latency.Max), ms(x.BookingRTT.P50), x.ChangeReads, x.WriterReads, x.RelayReads, x.ReadsPerBooking(), x.Missed)
	}
	b.WriteString("\n")
}

// replicaTrouble stops the replicas and returns the first lines of their
// output that report a panic or an error, to say why a booking failed.
func replicaTrouble(procs []*process) string {
	var lines []string
	for i, p := range procs {
		p.stop() // its output is complete once it has exited
		for _, l := range strings.Split(p.out.String(), "\n") {
			if len(lines) < 6 && (strings.Contains(l, "panic") || strings.Contains(l, "level=ERROR") || strings.Contains(l, "ERROR")) {
				lines = append(lines, fmt.Sprintf("replica %d: %s", i, l))
			}
		}
	}
	if len(lines) == 0 {
		return " (no replica logged a panic or an error)"
	}
	return "\n" + strings.Join(lines, "\n")
}

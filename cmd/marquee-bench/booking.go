package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/catalog/sample"
)

type hotResult struct {
	dialect        string
	screen         string
	trials, buyers int
	winners        []int
	settleP50      time.Duration
	settleMax      time.Duration
	othersConflict bool
	// baseP50 and baseMax are the settle times of the same buyers sending
	// trivialQuery at once, in the same trials.
	baseP50, baseMax time.Duration
}

// ratio is the hot seat's settle p50 over its baseline's.
func (h hotResult) ratio() float64 { return float64(h.settleP50) / float64(h.baseP50) }

func (h hotResult) winnersSummary() string {
	lo, hi := h.winners[0], h.winners[0]
	for _, w := range h.winners {
		lo, hi = min(lo, w), max(hi, w)
	}
	if lo == hi {
		return fmt.Sprintf("%d in every trial", lo)
	}
	return fmt.Sprintf("%d to %d (WRONG)", lo, hi)
}

type distinctResult struct {
	dialect    string
	screen     string
	n, workers int
	gqlRate    float64
	p50, p99   time.Duration
	rawRate    float64
}

func newClient(conns int) *http.Client {
	return &http.Client{
		Timeout: 2 * time.Minute,
		Transport: &http.Transport{
			MaxIdleConns: conns, MaxIdleConnsPerHost: conns, IdleConnTimeout: time.Minute,
		},
	}
}

// gqlReply is what the load generators read of an answer: the data
// undecoded and each error's code, no more, so that decoding weighs as
// little as it can on the server's cores.
type gqlReply struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message    string `json:"message"`
		Extensions struct {
			Code string `json:"code"`
		} `json:"extensions"`
	} `json:"errors"`
}

func post(c *http.Client, url, token, query string, vars map[string]any) (*gqlReply, error) {
	return postBody(c, url, token, gqlBody(query, vars))
}

// gqlBody is a GraphQL request's body.
func gqlBody(query string, vars map[string]any) []byte {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	return body
}

// postBody posts a GraphQL request's body as the holder of token.
func postBody(c *http.Client, url, token string, body []byte) (*gqlReply, error) {
	req, _ := http.NewRequest(http.MethodPost, url+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	var r gqlReply
	if err := json.NewDecoder(resp.Body).Decode(&r); err != nil {
		return nil, fmt.Errorf("status %d: %w", resp.StatusCode, err)
	}
	return &r, nil
}

const bookMutation = `mutation($show: ID!, $seats: [String!]!) { createBooking(showId: $show, seats: $seats) { id } }`

// benchScreen is a layout the booking figures are measured on: the
// QuickShow 10×9 grid, or the 264-seat sample screen.
type benchScreen struct {
	name    string
	layout  db.LayoutData
	hotSeat string
	prices  map[string]int64
}

var (
	quickShowScreen = benchScreen{name: "10×9", layout: db.QuickShowLayout(), hotSeat: "E5"}
	largeScreen     = benchScreen{name: "264-seat", layout: sample.GrandLayout(), hotSeat: "M6",
		prices: map[string]int64{"RECLINER": 45000, "PRIME": 25000, "CLASSIC": 9000}}
)

// seats lists the bookable labels of the screen's layout, row by row.
func (b benchScreen) seats() []string {
	var out []string
	for _, r := range b.layout.Rows {
		for _, c := range r.Cells {
			if db.IsSeat(c.Kind) {
				out = append(out, c.Seat)
			}
		}
	}
	return out
}

// addShows inserts a movie and n shows a day from now on a new screen of
// the given layout (the 10×9 one: each show on a screen of its own),
// returning their ids.
func addShows(in *instance, n int, bs benchScreen) ([]string, error) {
	ctx := context.Background()
	now := time.Now().UTC()
	m := &db.Movie{ID: 777, Title: "Benchmark Feature", Genres: []db.Genre{}, CreatedAt: now}
	if _, err := db.InsertMovie(ctx, in.App.DB, m); err != nil {
		return nil, err
	}
	ids := make([]string, n)
	shows := make([]db.Show, n)
	base := now.Add(24 * time.Hour).Truncate(time.Second)
	last, _ := dbtest.LatestShow(ctx, in.App.DB)
	if last.StartsAt.After(base) {
		base = last.StartsAt
	}
	for i := range shows {
		ids[i] = uuid.NewString()
		shows[i] = db.Show{ID: ids[i], MovieID: m.ID, StartsAt: base.Add(time.Duration(i+1) * time.Minute), PricePaise: 6000, CreatedAt: now}
	}
	if bs.prices == nil {
		return ids, dbtest.InsertShows(ctx, in.App.DB, shows...)
	}
	lay := &db.SeatLayout{ID: uuid.NewString(), Version: 1, Layout: bs.layout, Capacity: bs.layout.Capacity(), CreatedAt: now}
	sc := &db.Screen{ID: uuid.NewString(), CinemaID: db.DefaultCinemaID, Name: "Bench " + bs.name, LayoutID: lay.ID, CreatedAt: now}
	lay.ScreenID = sc.ID
	if err := db.InsertLayout(ctx, in.App.DB, lay); err != nil {
		return nil, err
	}
	if err := db.InsertScreen(ctx, in.App.DB, sc); err != nil {
		return nil, err
	}
	var prices []db.ShowPrice
	for i := range shows {
		// One minute apart on one screen: each busy for under a minute.
		shows[i].ScreenID, shows[i].LayoutID = sc.ID, lay.ID
		shows[i].OccupiedUntil = shows[i].StartsAt.Add(30 * time.Second)
		for cat, p := range bs.prices {
			prices = append(prices, db.ShowPrice{ShowID: ids[i], Category: cat, PricePaise: p})
		}
	}
	if err := dbtest.InsertShows(ctx, in.App.DB, shows...); err != nil {
		return nil, err
	}
	return ids, db.InsertShowPrices(ctx, in.App.DB, prices)
}

// signIn issues n development tokens and makes one request with each, so
// the users are recorded before anything is timed.
func signIn(in *instance, c *http.Client, prefix string, n int) ([]string, error) {
	tokens := make([]string, n)
	for i := range tokens {
		tok, _, err := in.App.DevIssuer.Issue(fmt.Sprintf("%s %d", prefix, i), fmt.Sprintf("%s_%d", prefix, i), false)
		if err != nil {
			return nil, err
		}
		tokens[i] = tok
	}
	err := parallel(n, 32, func(i int) error {
		r, err := post(c, in.URL, tokens[i], `{ me { id } }`, nil)
		if err == nil && len(r.Errors) > 0 {
			err = fmt.Errorf("%s", r.Errors[0].Message)
		}
		return err
	})
	return tokens, err
}

// parallel runs fn(0..n-1) on at most width goroutines.
func parallel(n, width int, fn func(i int) error) error {
	next := make(chan int)
	errs := make(chan error, width)
	var wg sync.WaitGroup
	for w := 0; w < width; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				if err := fn(i); err != nil {
					select {
					case errs <- err:
					default:
					}
				}
			}
		}()
	}
	for i := 0; i < n; i++ {
		next <- i
	}
	close(next)
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
		return nil
	}
}

// trivialQuery is the hot seat's baseline: the same buyers, each
// authenticated, asking for nothing the server has to look up.
const trivialQuery = `{ me { id } }`

func hotSeat(in *instance, dialect string, trials, buyers int, bs benchScreen) (hotResult, error) {
	c := newClient(buyers + 16)
	defer c.CloseIdleConnections() // the next part must not carry these sockets
	tokens, err := signIn(in, c, "hot", buyers)
	if err != nil {
		return hotResult{}, err
	}
	shows, err := addShows(in, trials, bs)
	if err != nil {
		return hotResult{}, err
	}
	res := hotResult{dialect: dialect, screen: bs.name, trials: trials, buyers: buyers, othersConflict: true}
	var settles, baseSettles []time.Duration
	for t := 0; t < trials; t++ {
		// The two bursts take turns going first (baseline, hot seat; then
		// hot seat, baseline), so neither always meets the machine in the
		// state the other leaves: in a fixed order the pair's allocation
		// locked the garbage collector's cycle to the second burst, which
		// met a collection in every trial while the first met one in half.
		baseline := func() (burstResult, error) {
			base, err := burst(c, in.URL, tokens, trivialQuery, nil)
			if err != nil {
				return base, fmt.Errorf("hot seat baseline %d: %w", t, err)
			}
			if base.answered != buyers {
				return base, fmt.Errorf("hot seat baseline %d: %d of %d answered", t, base.answered, buyers)
			}
			return base, nil
		}
		hot := func() (burstResult, error) {
			b, err := burst(c, in.URL, tokens, bookMutation, map[string]any{"show": shows[t], "seats": []string{bs.hotSeat}})
			if err != nil {
				return b, fmt.Errorf("hot seat trial %d: %w", t, err)
			}
			return b, nil
		}
		var base, b burstResult
		if t%2 == 0 {
			if base, err = baseline(); err == nil {
				b, err = hot()
			}
		} else {
			if b, err = hot(); err == nil {
				base, err = baseline()
			}
		}
		if err != nil {
			return res, err
		}
		baseSettles = append(baseSettles, base.settle)
		settles = append(settles, b.settle)
		res.winners = append(res.winners, b.answered)
		if b.conflicts != buyers-b.answered {
			res.othersConflict = false
		}
		fmt.Printf("%s %s hot seat trial %2d: %d winner(s), %d conflicts, settled in %s; trivial query settled in %s\n",
			dialect, bs.name, t+1, b.answered, b.conflicts, ms(b.settle), ms(base.settle))
		if detail {
			printOutcomes(in)
		}
	}
	res.settleP50 = percentile(settles, 0.5)
	res.settleMax = percentile(settles, 1)
	res.baseP50 = percentile(baseSettles, 0.5)
	res.baseMax = percentile(baseSettles, 1)
	return res, nil
}

// burstProfiles (-burstprofiles) is a folder to write a CPU profile of
// every burst to, named for its query (trivial-NNN.prof, book-NNN.prof);
// `go tool pprof -proto book-*.prof` merges one kind.
var (
	burstProfiles  string
	burstsProfiled int
)

// profileBurst starts the CPU profile of a burst of query, if asked for,
// and returns what stops it.
func profileBurst(query string) (stop func()) {
	if burstProfiles == "" {
		return func() {}
	}
	kind := "book"
	if query == trivialQuery {
		kind = "trivial"
	}
	burstsProfiled++
	f, err := os.Create(filepath.Join(burstProfiles, fmt.Sprintf("%s-%03d.prof", kind, burstsProfiled)))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return func() {}
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		fmt.Fprintln(os.Stderr, err)
		f.Close()
		return func() {}
	}
	return func() {
		pprof.StopCPUProfile()
		f.Close()
	}
}

// gcCPU is the CPU the garbage collector has taken so far, as the
// runtime estimates it.
func gcCPU() time.Duration {
	s := []metrics.Sample{{Name: "/cpu/classes/gc/total:cpu-seconds"}}
	metrics.Read(s)
	if s[0].Value.Kind() != metrics.KindFloat64 {
		return 0
	}
	return time.Duration(s[0].Value.Float64() * float64(time.Second))
}

// cpuTime is the process's user and system time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// burstResult is what one burst of simultaneous requests came to.
type burstResult struct {
	settle    time.Duration
	answered  int // answers without errors
	conflicts int // answers refused with CONFLICT
	each      []time.Duration
	cpu       time.Duration // this process's CPU (server and clients) over the burst
	allocated uint64        // bytes this process allocated over the burst
	gcs       uint32        // garbage collections during the burst
	gcCPU     time.Duration // CPU the collector took over the burst (estimated by the runtime)
	lastWin   time.Duration // when the last answer without errors came
}

// burst releases one request per token at once and waits for the last
// answer; any error but CONFLICT fails it.
func burst(c *http.Client, url string, tokens []string, query string, vars map[string]any) (burstResult, error) {
	start := make(chan struct{})
	var wg sync.WaitGroup
	var mu sync.Mutex
	var res burstResult
	var firstErr error
	var t0 time.Time
	body := gqlBody(query, vars) // the same for every buyer
	for _, tok := range tokens {
		wg.Add(1)
		go func() {
			defer wg.Done()
			<-start
			r, err := postBody(c, url, tok, body)
			mu.Lock()
			defer mu.Unlock()
			res.each = append(res.each, time.Since(t0))
			switch {
			case err != nil:
				firstErr = err
			case len(r.Errors) == 0:
				res.answered++
				res.lastWin = time.Since(t0)
			case r.Errors[0].Extensions.Code == "CONFLICT":
				res.conflicts++
			default:
				firstErr = fmt.Errorf("%s", r.Errors[0].Message)
			}
		}()
	}
	// No collection is forced between bursts: a server under load pays for
	// its garbage as it goes, so each burst meets the collector wherever
	// the bursts before it left it, and -detail shows the collections it
	// met.
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	gc0 := gcCPU()
	cpu0 := cpuTime()
	stopProfile := profileBurst(query)
	t0 = time.Now()
	close(start)
	wg.Wait()
	res.settle = time.Since(t0)
	res.cpu = cpuTime() - cpu0
	stopProfile()
	res.gcCPU = gcCPU() - gc0
	runtime.ReadMemStats(&m1)
	res.allocated = m1.TotalAlloc - m0.TotalAlloc
	res.gcs = m1.NumGC - m0.NumGC
	if detail {
		fmt.Printf("  burst %.20s: answers p10 %s, p50 %s, p90 %s, p99 %s, last %s; CPU %s (%s a request), %d KiB allocated a request, %d GCs taking %s; last success at %s\n", query, ms(percentile(res.each, 0.1)),
			ms(percentile(res.each, 0.5)), ms(percentile(res.each, 0.9)), ms(percentile(res.each, 0.99)), ms(res.settle),
			ms(res.cpu), res.cpu/time.Duration(len(tokens)), res.allocated/1024/uint64(len(tokens)), res.gcs, ms(res.gcCPU), ms(res.lastWin))
	}
	return res, firstErr
}

type slot struct {
	show string
	seat string
}

func seatSlots(shows []string, seats []string, n int) []slot {
	var slots []slot
	for _, sh := range shows {
		for _, seat := range seats {
			if len(slots) == n {
				return slots
			}
			slots = append(slots, slot{sh, seat})
		}
	}
	return slots
}

func distinctSeats(in *instance, dialect string, n, workers int, bs benchScreen) (distinctResult, error) {
	c := newClient(workers + 4)
	defer c.CloseIdleConnections() // the next part must not carry these sockets
	tokens, err := signIn(in, c, "distinct", workers)
	if err != nil {
		return distinctResult{}, err
	}
	seats := bs.seats()
	shows, err := addShows(in, (n+len(seats)-1)/len(seats), bs)
	if err != nil {
		return distinctResult{}, err
	}
	slots := seatSlots(shows, seats, n)
	lat := make([]time.Duration, n)
	t0 := time.Now()
	err = parallel(n, workers, func(i int) error {
		s := time.Now()
		r, err := post(c, in.URL, tokens[i%workers], bookMutation, map[string]any{"show": slots[i].show, "seats": []string{slots[i].seat}})
		lat[i] = time.Since(s)
		if err == nil && len(r.Errors) > 0 {
			err = fmt.Errorf("%s", r.Errors[0].Message)
		}
		return err
	})
	elapsed := time.Since(t0)
	if err != nil {
		return distinctResult{}, fmt.Errorf("distinct seats: %w", err)
	}
	res := distinctResult{dialect: dialect, screen: bs.name, n: n, workers: workers, gqlRate: float64(n) / elapsed.Seconds(), p50: percentile(lat, 0.5), p99: percentile(lat, 0.99)}

	// Baseline: the same claim transaction by raw SQL, same concurrency.
	rawShows, err := addShows(in, (n+len(seats)-1)/len(seats), bs)
	if err != nil {
		return res, err
	}
	rawSlots := seatSlots(rawShows, seats, n)
	claim := rawClaimer(in.App.DB, "distinct_0")
	t0 = time.Now()
	err = parallel(n, workers, func(i int) error {
		return claim(rawSlots[i])
	})
	if err != nil {
		return res, fmt.Errorf("raw claims: %w", err)
	}
	res.rawRate = float64(n) / time.Since(t0).Seconds()
	fmt.Printf("%s %s distinct seats: %.0f bookings/s via GraphQL (p50 %s, p99 %s), %.0f claims/s raw SQL\n", dialect, bs.name, res.gqlRate, ms(res.p50), ms(res.p99), res.rawRate)
	return res, nil
}

func benchDialect(rep *report, dialect, pgURL string, sz sizes) error {
	in, err := start(dialect, pgURL, nil)
	if err != nil {
		return err
	}
	defer in.stop()
	if err := benchBooking(rep, in, dialect, sz); err != nil {
		return err
	}
	r, err := readPath(in, dialect, sz.readConns, sz.readFor)
	if err != nil {
		return err
	}
	rep.read = append(rep.read, r)
	unlimited, err := start(dialect, pgURL, map[string]string{"GRAPHQL_MAX_FIELDS": "100000"})
	if err != nil {
		return err
	}
	defer unlimited.stop()
	f, err := fieldLimit(in, dialect, sz.readFor, unlimited)
	if err != nil {
		return err
	}
	rep.fields = append(rep.fields, f)
	return nil
}

// benchBooking measures the hot seat and distinct-seat bookings on the
// 10×9 screen and on the 264-seat one, side by side.
func benchBooking(rep *report, in *instance, dialect string, sz sizes) error {
	for _, bs := range []benchScreen{quickShowScreen, largeScreen} {
		h, err := hotSeat(in, dialect, sz.trials, sz.buyers, bs)
		if err != nil {
			return err
		}
		rep.hot = append(rep.hot, h)
		d, err := distinctSeats(in, dialect, sz.bookings, sz.workers, bs)
		if err != nil {
			return err
		}
		rep.distinct = append(rep.distinct, d)
	}
	return nil
}

// detail (-detail) prints each burst's answer times and the booking
// outcomes the application counted.
var detail bool

// printOutcomes prints the application's booking counters.
func printOutcomes(in *instance) {
	w := httptest.NewRecorder()
	in.App.Metrics.Handler().ServeHTTP(w, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	for _, line := range strings.Split(w.Body.String(), "\n") {
		if strings.HasPrefix(line, "marquee_bookings_total") || strings.HasPrefix(line, "marquee_claim_duration_seconds_count") {
			fmt.Println("   ", line)
		}
	}
}

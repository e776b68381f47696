package seatbench

import (
	"context"
	"fmt"
	"math/rand"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/platform/auth"
)

// Goal is what one proposal may take on this machine (issue 24).
const Goal = time.Millisecond

// Case is one seat map and request of the 264-seat screen.
type Case struct {
	Name string
	Req  booking.BestSeatsRequest
	// Found is whether the case expects a proposal: a case that finds
	// nothing measures the longest search (every row, then every pair of
	// rows).
	Found bool
}

// randomTaken takes each seat of l with probability percent/100, from a
// fixed seed so every run measures the same map.
func randomTaken(l db.LayoutData, percent int, seed int64) map[string]bool {
	rng := rand.New(rand.NewSource(seed))
	out := map[string]bool{}
	for _, r := range l.Rows {
		for _, c := range r.Cells {
			if c.Seat != "" && rng.Intn(100) < percent {
				out[c.Seat] = true
			}
		}
	}
	return out
}

// Cases are the measured requests, on sample.GrandLayout.
func Cases() []Case {
	l := sample.GrandLayout()
	return []Case{
		{Name: "empty screen, 3 seats", Req: booking.BestSeatsRequest{Count: 3, Taken: map[string]bool{}}, Found: true},
		{Name: "half taken, 5 seats, gap rule", Req: booking.BestSeatsRequest{Count: 5, GapRule: true, Taken: randomTaken(l, 50, 24)}, Found: true},
		{Name: "a third taken, 2 recliners, gap rule", Req: booking.BestSeatsRequest{Count: 2, Category: "RECLINER", GapRule: true, Taken: randomTaken(l, 33, 24)}, Found: true},
		{Name: "90% taken, 10 seats, gap rule: none", Req: booking.BestSeatsRequest{Count: 10, GapRule: true, Taken: randomTaken(l, 90, 24)}},
	}
}

// Loop runs the pure choice for c b.N times.
func Loop(b *testing.B, c Case) {
	l := sample.GrandLayout()
	var got []string
	for b.Loop() {
		got = booking.BestSeats(l, c.Req)
	}
	if (got != nil) != c.Found {
		b.Fatalf("%s: proposed %v", c.Name, got)
	}
}

// ServiceCase is the name of the whole service call's case.
const ServiceCase = "service call (the seats and the gap rule read, 40 seats held), 3 seats"

// Setup stores a show of the 264-seat screen with 40 seats held (ten
// bookings of four, in rows A–J) and returns the service and the show's id.
func Setup(ctx context.Context, bdb *bun.DB) (*booking.Service, string, error) {
	now := time.Now()
	svc := booking.New(bdb, 10*time.Minute, time.UTC, nil, nil)
	svc.Clock = time.Now
	l := sample.GrandLayout()
	c := &db.Cinema{ID: uuid.NewString(), Name: "Bench Grand", City: "Mumbai", Address: "x", TimeZone: "Asia/Kolkata",
		CleaningBufferMinutes: 20, SingleSeatGapRule: true, CreatedAt: now}
	sc := &db.Screen{ID: uuid.NewString(), CinemaID: c.ID, Name: "Bench 264", LayoutID: uuid.NewString(), CreatedAt: now}
	lay := &db.SeatLayout{ID: sc.LayoutID, ScreenID: sc.ID, Version: 1, Layout: l, Capacity: l.Capacity(), CreatedAt: now}
	movie := &db.Movie{ID: 424024, Title: "Bench Feature", Genres: []db.Genre{}, CreatedAt: now}
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
			prices := []db.ShowPrice{{ShowID: sh.ID, Category: "RECLINER", PricePaise: 45000},
				{ShowID: sh.ID, Category: "PRIME", PricePaise: 25000}, {ShowID: sh.ID, Category: "CLASSIC", PricePaise: 9000}}
			return db.InsertShowPrices(ctx, bdb, prices)
		},
	}
	for _, step := range steps {
		if err := step(); err != nil {
			return nil, "", err
		}
	}
	for i, row := range "ABCDEFGHIJ" {
		user := fmt.Sprintf("bench_%02d", i)
		ctx := auth.WithCaller(ctx, &auth.Caller{UserID: user, Name: user})
		seats := []string{fmt.Sprintf("%c3", row), fmt.Sprintf("%c4", row), fmt.Sprintf("%c5", row), fmt.Sprintf("%c6", row)}
		if _, err := svc.CreateBooking(ctx, sh.ID, seats); err != nil {
			return nil, "", fmt.Errorf("holding %v: %w", seats, err)
		}
	}
	return svc, sh.ID, nil
}

// ServiceLoop runs the whole service call b.N times.
func ServiceLoop(b *testing.B, svc *booking.Service, showID string) {
	ctx := context.Background()
	var got []string
	for b.Loop() {
		var err error
		if got, err = svc.BestSeats(ctx, showID, 3, nil); err != nil {
			b.Fatal(err)
		}
	}
	if len(got) != 3 {
		b.Fatalf("service call proposed %v", got)
	}
}

// Result is one case's time per call.
type Result struct {
	Dialect, Case string
	PerOp         time.Duration
}

// MeasurePure times the pure cases with testing.Benchmark.
func MeasurePure() ([]Result, error) {
	var out []Result
	for _, c := range Cases() {
		r := testing.Benchmark(func(b *testing.B) { Loop(b, c) })
		if r.N == 0 {
			return nil, fmt.Errorf("%s: the proposal was not the expected one", c.Name)
		}
		out = append(out, Result{Case: c.Name, PerOp: time.Duration(r.NsPerOp())})
	}
	return out, nil
}

// BaselineCase is the name of the baseline: the seat map's read of the
// same show's seats (occupiedSeats).
const BaselineCase = "baseline: occupiedSeats of the same show"

// MeasureService times the service call on bdb's database, and its
// baseline.
func MeasureService(ctx context.Context, dialect string, bdb *bun.DB) (call, baseline Result, _ error) {
	svc, showID, err := Setup(ctx, bdb)
	if err != nil {
		return Result{}, Result{}, err
	}
	if _, err := svc.BestSeats(ctx, showID, 3, nil); err != nil {
		return Result{}, Result{}, err
	}
	r := testing.Benchmark(func(b *testing.B) { ServiceLoop(b, svc, showID) })
	if r.N == 0 {
		return Result{}, Result{}, fmt.Errorf("%s: the service call failed", ServiceCase)
	}
	var failed error
	base := testing.Benchmark(func(b *testing.B) {
		for b.Loop() {
			if _, err := svc.OccupiedSeats(ctx, showID); err != nil {
				failed = err
				b.SkipNow()
			}
		}
	})
	if failed != nil {
		return Result{}, Result{}, failed
	}
	return Result{Dialect: dialect, Case: ServiceCase, PerOp: time.Duration(r.NsPerOp())},
		Result{Dialect: dialect, Case: BaselineCase, PerOp: time.Duration(base.NsPerOp())}, nil
}

package searchbench

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db/dbtest"
	"marquee/internal/domain/programme"
)

// Movies is the size of the catalogue.
const Movies = 2000

// Now is the catalogue's clock; its shows start in the five days after.
var Now = time.Date(2031, 5, 1, 6, 0, 0, 0, time.UTC)

// theatreTZ is the default cinema's zone, as THEATRE_TZ defaults to.
var theatreTZ = func() *time.Location {
	l, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		panic(err)
	}
	return l
}()

// Case is one movies query.
type Case struct {
	Name   string
	Filter *programme.MovieFilter
	Sort   *programme.Sort
	Limit  *int
}

func ptr[T any](v T) *T { return &v }

// Baseline is the name of the unfiltered case, the programme as the
// movies query lists it without arguments.
const Baseline = "the whole programme, no filter"

// Cases are the measured queries: what the navbar's dropdown asks while
// someone types (first eight), the full results page, the /movies
// filters together, and the baseline.
func Cases() []Case {
	tomorrow := Now.In(theatreTZ).AddDate(0, 0, 1).Format("2006-01-02")
	return []Case{
		{Name: `dropdown: title prefix "gol", first 8`, Filter: &programme.MovieFilter{Search: ptr("gol")}, Limit: ptr(8)},
		{Name: `dropdown: cast prefix "hath", first 8`, Filter: &programme.MovieFilter{Search: ptr("hath")}, Limit: ptr(8)},
		{Name: `results page: "the silent", every match`, Filter: &programme.MovieFilter{Search: ptr("the silent")}},
		{Name: "genre + language + date, by rating", Sort: ptr(programme.SortRating),
			Filter: &programme.MovieFilter{Genre: ptr("Drama"), Language: ptr("hi"), Date: ptr(tomorrow)}},
		{Name: Baseline},
	}
}

// Setup stores the catalogue in bdb (migrated and empty) and returns the
// programme over it at Now.
func Setup(ctx context.Context, bdb *bun.DB) (*programme.Service, error) {
	err := bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		return dbtest.InsertCatalogue(ctx, tx, Movies, Now)
	})
	if err != nil {
		return nil, fmt.Errorf("catalogue: %w", err)
	}
	if err := dbtest.Analyze(ctx, bdb); err != nil {
		return nil, fmt.Errorf("analyze: %w", err)
	}
	return &programme.Service{DB: bdb, TZ: theatreTZ, Clock: func() time.Time { return Now }}, nil
}

// Loop runs c b.N times, failing b on an error or an empty answer (a
// benchmark that finds nothing measures nothing).
func Loop(b *testing.B, svc *programme.Service, c Case) {
	ctx := context.Background()
	found := 0
	for b.Loop() {
		ms, err := svc.FindMovies(ctx, c.Filter, c.Sort, c.Limit)
		if err != nil {
			b.Fatal(err)
		}
		found = len(ms)
	}
	if found == 0 {
		b.Fatalf("%s found no movie", c.Name)
	}
	b.ReportMetric(float64(found), "movies")
}

// Result is one case measured on one database.
type Result struct {
	Dialect, Case string
	PerOp         time.Duration
	Movies        int
}

// Measure runs every case on svc with testing.Benchmark, outside go test.
func Measure(dialect string, svc *programme.Service) ([]Result, error) {
	var out []Result
	for _, c := range Cases() {
		var failed error
		r := testing.Benchmark(func(b *testing.B) {
			ms, err := svc.FindMovies(context.Background(), c.Filter, c.Sort, c.Limit)
			if err != nil || len(ms) == 0 {
				failed = fmt.Errorf("%s: %d movies, %v", c.Name, len(ms), err)
				b.SkipNow()
			}
			Loop(b, svc, c)
		})
		if failed != nil {
			return nil, failed
		}
		out = append(out, Result{Dialect: dialect, Case: c.Name, PerOp: time.Duration(r.NsPerOp()), Movies: int(r.Extra["movies"])})
	}
	return out, nil
}

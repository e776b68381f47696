package main

import (
	"context"
	"fmt"
	"os"
	"runtime/pprof"
	"time"

	"marquee/internal/testsupport/livebench"
)

// onlySelection is one part of the benchmark run on its own (-only), for
// a quick look or a profile on a shared machine; its figures are printed
// and the report is left as it is.
type onlySelection struct {
	part       string
	pgURL      string
	dialects   []string
	quick      bool
	cpuProfile string
	trials     int
	roomSizes  livebench.Config // the room part's sizes
}

func (o onlySelection) run() error {
	parts := map[string]func(dialect string) error{
		"fields":     o.fields,
		"booking":    o.booking,
		"read":       o.read,
		"hot":        o.hot,
		"distinct":   o.distinct,
		"search":     o.search,
		"bestseats":  o.bestSeats,
		"room":       o.room,
		"statements": o.statements,
	}
	part, ok := parts[o.part]
	if !ok {
		return fmt.Errorf("-only %q: the parts are: fields, booking, read, hot, distinct, search, bestseats, room, statements", o.part)
	}
	if o.cpuProfile != "" {
		f, err := os.Create(o.cpuProfile)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			return err
		}
		defer pprof.StopCPUProfile()
	}
	for _, dialect := range o.dialects {
		if err := part(dialect); err != nil {
			return fmt.Errorf("%s: %w", dialect, err)
		}
	}
	return nil
}

// sizes are the full run's unless -quick.
func (o onlySelection) sizes() sizes {
	sz := sizes{trials: 20, buyers: 1000, bookings: 1500, workers: 32, readConns: 64, readFor: 5 * time.Second}
	if o.quick {
		sz = sizes{trials: 3, buyers: 200, bookings: 300, workers: 16, readConns: 16, readFor: time.Second}
	}
	if o.trials > 0 {
		sz.trials = o.trials
	}
	return sz
}

// printSummary prints the part's summary rows.
func printSummary(rep *report) {
	for _, row := range rep.summary() {
		met := "yes"
		if !row.met {
			met = "**no**"
		}
		fmt.Printf("| %s | %s | %s | %s | %s |\n", row.figure, row.measured, row.goal, row.baseline, met)
	}
}

func (o onlySelection) fields(dialect string) error {
	in, err := start(dialect, o.pgURL, nil)
	if err != nil {
		return err
	}
	defer in.stop()
	unlimited, err := start(dialect, o.pgURL, map[string]string{"GRAPHQL_MAX_FIELDS": "100000"})
	if err != nil {
		return err
	}
	defer unlimited.stop()
	f, err := fieldLimit(in, dialect, 3*time.Second, unlimited)
	if err != nil {
		return err
	}
	fmt.Print(fieldsMarkdown([]fieldResult{f}))
	return nil
}

// booking prints the booking figures of both screens at the quick sizes.
func (o onlySelection) booking(dialect string) error {
	sz := sizes{trials: 3, buyers: 200, bookings: 300, workers: 16}
	in, err := start(dialect, o.pgURL, nil)
	if err != nil {
		return err
	}
	defer in.stop()
	rep := &report{}
	if err := benchBooking(rep, in, dialect, sz); err != nil {
		return err
	}
	printSummary(rep)
	return nil
}

func (o onlySelection) read(dialect string) error {
	sz := o.sizes()
	in, err := start(dialect, o.pgURL, nil)
	if err != nil {
		return err
	}
	defer in.stop()
	r, err := readPath(in, dialect, sz.readConns, sz.readFor)
	if err != nil {
		return err
	}
	printSummary(&report{read: []readResult{r}})
	return nil
}

func (o onlySelection) hot(dialect string) error {
	return o.eachScreen(dialect, func(in *instance, rep *report, sz sizes, bs benchScreen) error {
		h, err := hotSeat(in, dialect, sz.trials, sz.buyers, bs)
		rep.hot = append(rep.hot, h)
		return err
	})
}

func (o onlySelection) distinct(dialect string) error {
	return o.eachScreen(dialect, func(in *instance, rep *report, sz sizes, bs benchScreen) error {
		d, err := distinctSeats(in, dialect, sz.bookings, sz.workers, bs)
		rep.distinct = append(rep.distinct, d)
		return err
	})
}

// eachScreen starts one server and measures on both screens, printing the
// summary rows measure added.
func (o onlySelection) eachScreen(dialect string, measure func(in *instance, rep *report, sz sizes, bs benchScreen) error) error {
	sz := o.sizes()
	in, err := start(dialect, o.pgURL, nil)
	if err != nil {
		return err
	}
	defer in.stop()
	rep := &report{}
	for _, bs := range []benchScreen{quickShowScreen, largeScreen} {
		if err := measure(in, rep, sz, bs); err != nil {
			return err
		}
	}
	printSummary(rep)
	return nil
}

func (o onlySelection) search(dialect string) error {
	rs, err := benchSearch(dialect, o.pgURL)
	if err != nil {
		return err
	}
	for _, row := range searchRows(rs) {
		fmt.Printf("| %s | %s | %s | %s |\n", row.figure, row.measured, row.goal, row.baseline)
	}
	fmt.Print(searchMarkdown(rs))
	return nil
}

func (o onlySelection) bestSeats(dialect string) error {
	rs, err := benchBestSeats(dialect, o.pgURL, dialect == o.dialects[0])
	if err != nil {
		return err
	}
	for _, row := range bestSeatsRows(rs) {
		fmt.Printf("| %s | %s | %s | %s |\n", row.figure, row.measured, row.goal, row.baseline)
	}
	fmt.Print(bestSeatsMarkdown(rs))
	return nil
}

// room measures the waiting room at the -room-* sizes: on PostgreSQL
// across three replicas, on SQLite on its one.
func (o onlySelection) room(dialect string) error {
	cfg := o.roomSizes
	cfg.PostgresURL, cfg.Parts, cfg.Dialects, cfg.Log = o.pgURL, []string{"room"}, []string{dialect}, os.Stdout
	res, err := livebench.Run(context.Background(), cfg)
	if err != nil {
		return err
	}
	if len(res.Room) == 0 {
		return fmt.Errorf("waiting room not measured: %v", res.Notes)
	}
	printSummary(&report{live: &livebench.Results{Room: res.Room}})
	fmt.Print(res.Markdown())
	return nil
}

package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil {
		fmt.Fprintln(os.Stderr, "callwalk:", err)
		os.Exit(1)
	}
}

func run(args []string, w io.Writer) error {
	fs := flag.NewFlagSet("callwalk", flag.ContinueOnError)
	from := fs.String("from", "createBooking", "operation to walk: its GraphQL resolver (method From of a *Resolver type) and each REST route handled by a method named from")
	fn := fs.String("func", "", "walk from this function instead (as printed, e.g. '(*internal/domain/booking.Service).CreateBooking')")
	main := fs.String("main", "./cmd/marquee", "the binary whose call graph is walked (comma-separated main packages)")
	dir := fs.String("C", ".", "the module's directory")
	exclude := fs.String("exclude", "internal/adapters/graphql/graph,internal/testsupport", "module-relative directories not walked (comma-separated)")
	verbose := fs.Bool("v", false, "print every stop of the walk")
	if err := fs.Parse(args); err != nil {
		return err
	}
	began := time.Now()
	p, err := load(*dir, strings.Split(*main, ","), strings.Split(*exclude, ","))
	if err != nil {
		return err
	}
	var es []entry
	if *fn != "" {
		for f := range p.cg.Nodes {
			if f != nil && p.ours(f) && !transparent(f) && p.name(f) == *fn {
				es = append(es, entry{label: *fn, fn: f})
			}
		}
		if len(es) != 1 {
			return fmt.Errorf("-func %s: %d functions of that name reachable from %s", *fn, len(es), *main)
		}
	} else if es, err = p.entries(*from); err != nil {
		return err
	}
	fmt.Fprintf(w, "callwalk: call graph of %s (VTA), module %s, not walking %s, test files or code outside the module (%.1fs)\n\n",
		*main, p.modPath, *exclude, time.Since(began).Seconds())
	for _, e := range es {
		report(w, e, p.name(e.fn), p.walk(e.fn), *verbose)
	}
	return nil
}

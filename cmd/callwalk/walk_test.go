package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"
)

// The fixture module (testdata/walkfix) is a booking in miniature: a
// resolver and a REST route call a rule, which calls a wiring-time rate
// limit, sorts through a library callback, hands a closure to an engine
// that runs it on a goroutine, and publishes to an adapter behind a port
// that reads the domain back. A second operation (Cancel) hands the engine
// a closure of its own, which VTA also offers at the engine's call.
func TestWalkFixture(t *testing.T) {
	p, err := load("testdata/walkfix", []string{"./cmd/app"}, []string{"graph", "internal/testsupport"})
	if err != nil {
		t.Fatal(err)
	}
	es, err := p.entries("book")
	if err != nil {
		t.Fatal(err)
	}
	var labels []string
	for _, e := range es {
		labels = append(labels, e.label+" "+p.name(e.fn))
	}
	wantLabels := []string{
		"GraphQL book (*resolvers.mutationResolver).Book",
		"REST POST /api/book (*internal/adapters/rest.api).book",
	}
	if !slices.Equal(labels, wantLabels) {
		t.Fatalf("entries:\n got %q\nwant %q", labels, wantLabels)
	}

	// After the entry, both walks are the same: the rule, the rate limit
	// set at wiring (a climb), the sort callback, the engine and, back in
	// rules.go, the closure it was handed; then the adapter (a climb)
	// reading the domain back. graph.Marshal (generated) and Cancel's
	// closure (another operation's) are never entered.
	want := []string{
		"same (*internal/domain/rules.Service).Book", // kind replaced below for the entry's successor
		"first internal/app.Serve$1 ^",
		"return (*internal/domain/rules.Service).Book$1",
		"same internal/domain/rules.less",
		"first (*internal/domain/rules/engine.Engine).Change",
		"same (*internal/domain/rules/engine.Engine).run",
		"return (*internal/domain/rules.Service).Book$2",
		"first db.Claim",
		"first (internal/adapters/push.Hub).Publish ^",
		"return internal/domain/rules.Describe",
		"return db.Name",
	}
	want[0] = "first (*internal/domain/rules.Service).Book"
	for _, e := range es {
		stops := p.walk(e.fn)
		var got []string
		for _, st := range stops[1:] {
			s := st.kind + " " + st.name
			if st.climb {
				s += " ^"
			}
			got = append(got, s)
		}
		if !slices.Equal(got, want) {
			t.Errorf("%s walk:\n got %s\nwant %s", e.label, strings.Join(got, "\n     "), strings.Join(want, "\n     "))
		}
		s := summarise(stops)
		if s.functions != 12 || s.files != 6 || s.packages != 6 || s.returns != 4 || s.runs != 10 || s.climbs != 2 {
			t.Errorf("%s: %+v", e.label, s)
		}
	}

	var out bytes.Buffer
	if err := run([]string{"-C", "testdata/walkfix", "-main", "./cmd/app", "-from", "cancel"}, &out); err != nil {
		t.Fatal(err)
	}
	// Cancel's own walk does enter its closure, and never Book's.
	if !strings.Contains(out.String(), "crosses 6 functions in 4 files of 4 packages") || strings.Contains(out.String(), "Book") {
		t.Errorf("cancel:\n%s", out.String())
	}
}

// The review's arithmetic: a run of stops in one file is one entry, and
// every entry is either a first visit or a return, so entries = files +
// returns (its 60 stops = 19 files + 41 returns).
func TestClassify(t *testing.T) {
	files := []string{"a", "b", "b", "a", "c", "a", "a", "b"}
	stops := make([]stop, len(files))
	for i, f := range files {
		stops[i] = stop{name: string(rune('p' + i)), file: f, pkg: f}
	}
	classify(stops)
	var kinds []string
	for _, st := range stops {
		kinds = append(kinds, st.kind)
	}
	want := []string{"first", "first", "same", "return", "first", "return", "same", "return"}
	if !slices.Equal(kinds, want) {
		t.Fatalf("kinds %q, want %q", kinds, want)
	}
	s := summarise(stops)
	if s.files != 3 || s.returns != 3 || s.same != 2 || s.runs != s.files+s.returns {
		t.Fatalf("%+v", s)
	}
	if a := s.perFile[0]; a.file != "a" || a.entries != 3 || a.stops != 4 {
		t.Fatalf("file a: %+v", a)
	}
}

package booking_test

import (
	"fmt"
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"marquee/db"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/domain/venues"
)

// rowOf builds a layout row from a compact spec: S seat, W wheelchair,
// C companion, B blocked, _ gap; seats are numbered from 1 left to right
// (gaps take no number).
func rowOf(label, spec, cat string) db.LayoutRow {
	r := db.LayoutRow{Label: label}
	n := 0
	for _, k := range spec {
		if k == '_' {
			r.Cells = append(r.Cells, db.LayoutCell{Kind: db.KindGap})
			continue
		}
		n++
		kind := map[rune]string{'S': db.KindSeat, 'W': db.KindWheelchair, 'C': db.KindCompanion, 'B': db.KindBlocked}[k]
		r.Cells = append(r.Cells, db.LayoutCell{Kind: kind, Seat: fmt.Sprintf("%s%d", label, n), Category: cat})
	}
	return r
}

func layoutOf(rows ...db.LayoutRow) db.LayoutData {
	return db.LayoutData{Categories: []db.LayoutCategory{{Code: "STD", Name: "Standard"}}, Rows: rows}
}

func taken(seats ...string) map[string]bool {
	m := map[string]bool{}
	for _, s := range seats {
		m[s] = true
	}
	return m
}

func best(l db.LayoutData, count int, category string, gapRule bool, takenSeats ...string) string {
	return strings.Join(booking.BestSeats(l, booking.BestSeatsRequest{Count: count, Category: category, Taken: taken(takenSeats...), GapRule: gapRule}), ",")
}

// On the empty 264-seat screen (13 rows, a centre aisle) the best seats
// are in row I, two thirds back, against the aisle on its left; with
// those taken the mirror group across the aisle is next, then row J.
func TestBestSeatsCentreAndSweetRow(t *testing.T) {
	l := sample.GrandLayout()
	for _, c := range []struct {
		count int
		taken []string
		want  string
	}{
		{3, nil, "I9,I10,I11"},
		{2, nil, "I10,I11"},
		{1, nil, "I11"},
		{5, nil, "I7,I8,I9,I10,I11"},
		{3, []string{"I10"}, "I12,I13,I14"},
		{3, []string{"I9", "I10", "I11", "I12", "I13", "I14"}, "J9,J10,J11"},
		// H9,H10 (the pillar H11, H12 keeps it off the aisle) scores as
		// I8,I9; the tie goes to the sweet row.
		{2, []string{"I10", "I11", "I12", "I13", "J10", "J11", "J12", "J13"}, "I8,I9"},
	} {
		if got := best(l, c.count, "", false, c.taken...); got != c.want {
			t.Errorf("%d seats, taken %v: %s, want %s", c.count, c.taken, got, c.want)
		}
	}
}

// One row of nine seats, no aisle: the pair nearest the middle, left of
// it on a tie. Where the gap rule is on, a pair that would strand A3 next
// to the taken A2 is passed over for the next-best pair.
func TestBestSeatsGapRule(t *testing.T) {
	l := layoutOf(rowOf("A", "SSSSSSSSS", "STD"))
	if got := best(l, 2, "", false); got != "A4,A5" {
		t.Fatalf("empty row: %s", got)
	}
	if got := best(l, 2, "", false, "A2"); got != "A4,A5" {
		t.Fatalf("no gap rule: %s", got)
	}
	if got := best(l, 2, "", true, "A2"); got != "A5,A6" {
		t.Fatalf("gap rule: %s, want A5,A6", got)
	}
	// With only A2 and A3 free, one seat in either strands the other:
	// nothing under the rule, A3 (nearer the middle) without it; two fit.
	rest := []string{"A1", "A4", "A5", "A6", "A7", "A8", "A9"}
	if got := best(l, 1, "", true, rest...); got != "" {
		t.Fatalf("one seat under the rule: %s", got)
	}
	if got := best(l, 1, "", false, rest...); got != "A3" {
		t.Fatalf("one seat without the rule: %s", got)
	}
	if got := best(l, 2, "", true, rest...); got != "A2,A3" {
		t.Fatalf("two seats under the rule: %s", got)
	}
}

// Category narrows the seats proposed: recliners are the back two rows,
// classic the front six.
func TestBestSeatsCategory(t *testing.T) {
	l := sample.GrandLayout()
	if got := best(l, 2, "RECLINER", false); got != "L5,L6" {
		t.Fatalf("recliners: %s", got)
	}
	if got := best(l, 4, "CLASSIC", false); got != "F8,F9,F10,F11" {
		t.Fatalf("classic: %s", got)
	}
	idx := venues.SeatIndex(l)
	for _, cat := range []string{"RECLINER", "PRIME", "CLASSIC"} {
		for n := 1; n <= 10; n++ {
			for _, s := range booking.BestSeats(l, booking.BestSeatsRequest{Count: n, Category: cat}) {
				if idx[s].Category != cat {
					t.Fatalf("%s ×%d proposed %s of %s", cat, n, s, idx[s].Category)
				}
			}
		}
	}
	if got := best(l, 2, "GOLD", false); got != "" {
		t.Fatalf("a category the layout lacks: %s", got)
	}
}

// Wheelchair spaces, companion seats and blocked cells are never proposed
// and split a row; when nothing fits the answer is empty.
func TestBestSeatsNeverAccessibleOrBlocked(t *testing.T) {
	l := layoutOf(rowOf("A", "WCSSBSCW", "STD"))
	if got := best(l, 2, "", false); got != "A3,A4" {
		t.Fatalf("pair: %s", got)
	}
	if got := best(l, 3, "", false); got != "" {
		t.Fatalf("three together across a blocked cell: %s", got)
	}
	if got := best(l, 1, "", false, "A3", "A4", "A6"); got != "" {
		t.Fatalf("only accessible spaces free: %s", got)
	}
	if got := best(l, 1, "", false, "A4"); got != "A3" {
		t.Fatalf("one seat: %s", got)
	}
}

// When no row has room the group splits over two neighbouring rows, one
// part behind the other; with no such pair, nothing.
func TestBestSeatsTwoRowsWhenNoRowHasRoom(t *testing.T) {
	l := layoutOf(rowOf("A", "SS_SS", "STD"), rowOf("B", "SS_SS", "STD"))
	if got := best(l, 3, "", false); got != "A1,A2,B2" {
		t.Fatalf("three over two rows: %s", got)
	}
	if got := best(l, 5, "", false); got != "" {
		t.Fatalf("five in eight seats of pairs: %s", got)
	}
	far := layoutOf(rowOf("A", "S", "STD"), rowOf("B", "BB", "STD"), rowOf("C", "S", "STD"))
	if got := best(far, 2, "", false); got != "" {
		t.Fatalf("rows apart: %s", got)
	}
}

// The answer depends only on the seat map: the same twice, whatever order
// the taken seats were collected in.
func TestBestSeatsDeterministic(t *testing.T) {
	l := sample.GrandLayout()
	rng := rand.New(rand.NewSource(24))
	var labels []string
	for _, r := range l.Rows {
		for _, c := range r.Cells {
			if c.Seat != "" {
				labels = append(labels, c.Seat)
			}
		}
	}
	rng.Shuffle(len(labels), func(i, j int) { labels[i], labels[j] = labels[j], labels[i] })
	seats := labels[:150]
	want := best(l, 4, "", true, seats...)
	if want == "" {
		t.Fatal("no group of four in 114 free seats")
	}
	for i := 0; i < 50; i++ {
		order := append([]string(nil), seats...)
		rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		if got := best(l, 4, "", true, order...); got != want {
			t.Fatalf("run %d: %s, then %s", i, want, got)
		}
	}
}

// Over many random seat maps of the 264-seat screen every proposal is
// bookable as it stands: plain free seats of the category, side by side
// in one row (or two neighbouring rows), passing the booking's gap check;
// and, without the gap rule, an empty answer only when no row has a long
// enough run of such seats.
func TestBestSeatsAlwaysBookable(t *testing.T) {
	l := sample.GrandLayout()
	idx := venues.SeatIndex(l)
	var labels []string
	for l := range idx {
		labels = append(labels, l)
	}
	booking.SortSeats(labels)
	rng := rand.New(rand.NewSource(7))
	for trial := 0; trial < 300; trial++ {
		tk := map[string]bool{}
		fill := rng.Intn(100)
		for _, s := range labels {
			if rng.Intn(100) < fill {
				tk[s] = true
			}
		}
		count := 1 + rng.Intn(10)
		cat := []string{"", "CLASSIC", "PRIME", "RECLINER"}[rng.Intn(4)]
		gap := rng.Intn(2) == 0
		got := booking.BestSeats(l, booking.BestSeatsRequest{Count: count, Category: cat, Taken: tk, GapRule: gap})
		if got == nil {
			if !gap {
				for _, r := range l.Rows {
					run := 0
					for _, c := range r.Cells {
						if c.Kind == db.KindSeat && !tk[c.Seat] && (cat == "" || c.Category == cat) {
							run++
						} else {
							run = 0
						}
						if run >= count {
							t.Fatalf("trial %d: nothing proposed, but row %s has %d free seats together", trial, r.Label, count)
						}
					}
				}
			}
			continue
		}
		if len(got) != count {
			t.Fatalf("trial %d: %d seats for %d", trial, len(got), count)
		}
		rows := map[int]bool{}
		for i, s := range got {
			info := idx[s]
			if info.Kind != db.KindSeat || tk[s] || (cat != "" && info.Category != cat) {
				t.Fatalf("trial %d: proposed %s (%+v, taken %v)", trial, s, info, tk[s])
			}
			rows[info.Row] = true
			if i > 0 && idx[got[i-1]].Row == info.Row && idx[got[i-1]].Col+1 != info.Col {
				t.Fatalf("trial %d: %v not side by side", trial, got)
			}
		}
		if len(rows) > 2 {
			t.Fatalf("trial %d: %v over %d rows", trial, got, len(rows))
		}
		if gap {
			if s := venues.LeavesSingleGap(l, tk, got); s != "" {
				t.Fatalf("trial %d: %v strands %s", trial, got, s)
			}
		}
	}
}

func TestBestSeatsNothingForNoCount(t *testing.T) {
	if got := booking.BestSeats(sample.GrandLayout(), booking.BestSeatsRequest{}); got != nil {
		t.Fatalf("count 0: %v", got)
	}
	if got := booking.BestSeats(db.LayoutData{}, booking.BestSeatsRequest{Count: 1}); !reflect.DeepEqual(got, []string(nil)) {
		t.Fatalf("no rows: %v", got)
	}
}

package venues_test

import (
	"reflect"
	"strings"
	"testing"

	"marquee/db"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

func codes(s string) *string { return &s }

var twoCategories = []db.LayoutCategory{{Code: "prime", Name: "Prime"}, {Code: "CLASSIC", Name: "Classic"}}

// TestExpandCellCodes: codes become cells labelled row label + running
// number, gaps skipped, with the category at the code's position; rows
// given cell by cell pass as they are.
func TestExpandCellCodes(t *testing.T) {
	in := venues.LayoutInput{Categories: twoCategories, Rows: []venues.RowInput{
		{Label: " aa ", CellCodes: codes("S0  S0 _ W1 C1\tB0 _ S1")},
		{Label: "B", Cells: []db.LayoutCell{seat("B7", "CLASSIC")}},
	}}
	got, err := venues.Expand(in)
	if err != nil {
		t.Fatal(err)
	}
	gap := db.LayoutCell{Kind: db.KindGap}
	want := []db.LayoutCell{seat("AA1", "prime"), seat("AA2", "prime"), gap,
		{Kind: db.KindWheelchair, Seat: "AA3", Category: "CLASSIC"}, {Kind: db.KindCompanion, Seat: "AA4", Category: "CLASSIC"},
		{Kind: db.KindBlocked, Seat: "AA5", Category: "prime"}, gap, seat("AA6", "CLASSIC")}
	if !reflect.DeepEqual(got.Rows[0].Cells, want) {
		t.Fatalf("row AA = %+v\nwant %+v", got.Rows[0].Cells, want)
	}
	if !reflect.DeepEqual(got.Rows[1].Cells, in.Rows[1].Cells) {
		t.Fatalf("row B = %+v", got.Rows[1].Cells)
	}
	// Expanded, it validates (and normalises the category codes).
	l, err := venues.ValidateLayout(got)
	if err != nil || l.Rows[0].Cells[0].Category != "PRIME" || l.Capacity() != 6 {
		t.Fatalf("validated = %+v, %v", l, err)
	}
}

// TestExpandRoundTrip: the sample layouts, written as codes by the
// editor's rule, expand back to themselves.
func TestExpandRoundTrip(t *testing.T) {
	l, err := venues.ValidateLayout(sample.GrandLayout())
	if err != nil {
		t.Fatal(err)
	}
	index := map[string]int{}
	for i, c := range l.Categories {
		index[c.Code] = i
	}
	letter := map[string]string{db.KindSeat: "S", db.KindWheelchair: "W", db.KindCompanion: "C", db.KindBlocked: "B"}
	in := venues.LayoutInput{Categories: l.Categories}
	for _, r := range l.Rows {
		var parts []string
		for _, c := range r.Cells {
			if c.Kind == db.KindGap {
				parts = append(parts, "_")
			} else {
				parts = append(parts, letter[c.Kind]+string(rune('0'+index[c.Category])))
			}
		}
		in.Rows = append(in.Rows, venues.RowInput{Label: r.Label, CellCodes: codes(strings.Join(parts, " "))})
	}
	got, err := venues.Expand(in)
	if err != nil {
		t.Fatal(err)
	}
	if got, err = venues.ValidateLayout(got); err != nil || !reflect.DeepEqual(got, l) {
		t.Fatalf("round trip: %v\ngot  %+v\nwant %+v", err, got, l)
	}
}

func TestExpandRefuses(t *testing.T) {
	row := func(label string, c *string, cells ...db.LayoutCell) venues.LayoutInput {
		return venues.LayoutInput{Categories: twoCategories, Rows: []venues.RowInput{{Label: label, CellCodes: c, Cells: cells}}}
	}
	many := venues.LayoutInput{Categories: twoCategories}
	for range venues.MaxRows + 1 {
		many.Rows = append(many.Rows, venues.RowInput{Label: "A", CellCodes: codes("S0")})
	}
	cases := []struct {
		name string
		in   venues.LayoutInput
		want string
	}{
		{"both forms", row("A", codes("S0"), seat("A1", "PRIME")), "Row A: give its cells or its cellCodes, not both"},
		{"unknown kind", row("A", codes("S0 X0")), `Row A, cell 2: "X0" is not a cell code`},
		{"no category", row("A", codes("S")), `Row A, cell 1: "S" is not a cell code`},
		{"category out of range", row("A", codes("S2")), "category number from 0 to 1"},
		{"signed category", row("A", codes("S+1")), `"S+1" is not a cell code`},
		{"lower case", row("A", codes("s0")), `"s0" is not a cell code`},
		{"gap with a category", row("A", codes("_0")), `"_0" is not a cell code`},
		{"unlabelled row", row(" ", codes("S9")), "Row 1, cell 1"},
		{"too many cells", row("A", codes(strings.Repeat("S0 ", venues.MaxCellsPerRow+1))), "Row A has more than 80 cells"},
		{"too many rows", many, "at most 60 rows"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := venues.Expand(c.in)
			e, ok := apperr.As(err)
			if !ok || e.Kind != apperr.BadInput || !strings.Contains(e.Message, c.want) {
				t.Fatalf("err = %v, want BAD_USER_INPUT containing %q", err, c.want)
			}
		})
	}
}

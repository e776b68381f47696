package venues_test

import (
	"strings"
	"testing"

	"marquee/db"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

func seat(label, cat string) db.LayoutCell {
	return db.LayoutCell{Kind: db.KindSeat, Seat: label, Category: cat}
}

func layout(rows ...db.LayoutRow) db.LayoutData {
	return db.LayoutData{Categories: []db.LayoutCategory{{Code: "PRIME", Name: "Prime"}, {Code: "CLASSIC", Name: "Classic"}}, Rows: rows}
}

// Each bad layout is refused with BAD_USER_INPUT and a message naming
// what is wrong.
func TestValidateLayoutRefuses(t *testing.T) {
	gap := db.LayoutCell{Kind: db.KindGap}
	cases := []struct {
		name string
		in   db.LayoutData
		want string
	}{
		{"no rows", layout(), "at least one row"},
		{"empty row", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{seat("A1", "PRIME")}}, db.LayoutRow{Label: "B"}), "Row B is empty"},
		{"duplicate seat", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{seat("A1", "PRIME")}},
			db.LayoutRow{Label: "B", Cells: []db.LayoutCell{seat("a1", "PRIME")}}), `Seat "A1" appears more than once`},
		{"unknown category", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{seat("A1", "GOLD")}}), `unknown category "GOLD"`},
		{"seat without label", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{{Kind: db.KindSeat, Category: "PRIME"}}}), "Row A, cell 1: a SEAT cell needs a seat label"},
		{"seat without category", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{{Kind: db.KindWheelchair, Seat: "A1"}}}), `Seat "A1" needs a category`},
		{"unknown kind", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{{Kind: "SOFA", Seat: "A1", Category: "PRIME"}}}), `unknown kind "SOFA"`},
		{"only gaps", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{gap, gap}}), "at least one bookable seat"},
		{"duplicate row", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{seat("A1", "PRIME")}},
			db.LayoutRow{Label: "a", Cells: []db.LayoutCell{seat("A2", "PRIME")}}), "Row A is listed more than once"},
		{"no categories", db.LayoutData{Rows: []db.LayoutRow{{Label: "A", Cells: []db.LayoutCell{seat("A1", "PRIME")}}}}, "at least one seat category"},
		{"odd label", layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{seat("A 1", "PRIME")}}), "letters and digits"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := venues.ValidateLayout(c.in)
			e, ok := apperr.As(err)
			if !ok || e.Kind != apperr.BadInput || !strings.Contains(e.Message, c.want) {
				t.Fatalf("err = %v, want BAD_USER_INPUT containing %q", err, c.want)
			}
		})
	}
}

// A good layout comes back normalised; the sample layouts are valid and
// the large one has the promised shape.
func TestValidateLayoutNormalises(t *testing.T) {
	in := db.LayoutData{Categories: []db.LayoutCategory{{Code: " prime ", Name: "Prime"}},
		Rows: []db.LayoutRow{{Label: "a", Cells: []db.LayoutCell{{Kind: "seat", Seat: " a1", Category: "prime"},
			{Kind: "GAP", Seat: "ignored", Category: "prime"}, {Kind: "BLOCKED", Seat: "A2", Category: "PRIME"}}}}}
	out, err := venues.ValidateLayout(in)
	if err != nil {
		t.Fatal(err)
	}
	if out.Categories[0].Code != "PRIME" || out.Rows[0].Label != "A" || out.Rows[0].Cells[0] != seat("A1", "PRIME") ||
		out.Rows[0].Cells[1] != (db.LayoutCell{Kind: db.KindGap}) || out.Capacity() != 1 {
		t.Fatalf("normalised = %+v", out)
	}
	grand := sample.GrandLayout()
	if _, err := venues.ValidateLayout(grand); err != nil {
		t.Fatalf("grand layout: %v", err)
	}
	kinds := map[string]int{}
	for _, r := range grand.Rows {
		for _, c := range r.Cells {
			kinds[c.Kind]++
		}
	}
	if grand.Capacity() < 250 || len(grand.Categories) != 3 || kinds[db.KindGap] != len(grand.Rows) ||
		kinds[db.KindWheelchair] == 0 || kinds[db.KindCompanion] == 0 || kinds[db.KindBlocked] == 0 {
		t.Fatalf("grand layout: capacity %d, %d categories, kinds %v", grand.Capacity(), len(grand.Categories), kinds)
	}
	for _, l := range []db.LayoutData{sample.LuxLayout(), sample.GoldLayout(), db.QuickShowLayout()} {
		if _, err := venues.ValidateLayout(l); err != nil {
			t.Fatal(err)
		}
	}
}

// Prices must cover every category a seat uses and name no other.
func TestResolvePrices(t *testing.T) {
	l := layout(db.LayoutRow{Label: "A", Cells: []db.LayoutCell{seat("A1", "PRIME"), seat("A2", "CLASSIC")}})
	for _, c := range []struct {
		name   string
		prices []venues.CategoryPrice
		want   string
	}{
		{"missing", []venues.CategoryPrice{{Category: "PRIME", PricePaise: 20000}}, "Seat category CLASSIC has no price"},
		{"unknown", []venues.CategoryPrice{{Category: "PRIME", PricePaise: 1}, {Category: "CLASSIC", PricePaise: 1}, {Category: "GOLD", PricePaise: 1}}, `unknown seat category "GOLD"`},
		{"negative", []venues.CategoryPrice{{Category: "PRIME", PricePaise: -1}, {Category: "CLASSIC", PricePaise: 1}}, "must be 0 to 100000"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := venues.ResolvePrices(l, c.prices)
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.BadInput || !strings.Contains(e.Message, c.want) {
				t.Fatalf("err = %v, want BAD_USER_INPUT containing %q", err, c.want)
			}
		})
	}
	got, err := venues.ResolvePrices(l, []venues.CategoryPrice{{Category: "classic", PricePaise: 9000}, {Category: "PRIME", PricePaise: 20000}})
	if err != nil || len(got) != 2 || got[0] != (db.ShowPrice{Category: "PRIME", PricePaise: 20000}) || got[1] != (db.ShowPrice{Category: "CLASSIC", PricePaise: 9000}) {
		t.Fatalf("prices = %+v, %v", got, err)
	}
}

// The single-seat-gap rule: a selection that strands one seat between
// taken ones is caught; one that does not is allowed; an aisle ends a run.
func TestLeavesSingleGap(t *testing.T) {
	row := db.LayoutRow{Label: "A", Cells: []db.LayoutCell{seat("A1", "PRIME"), seat("A2", "PRIME"), seat("A3", "PRIME"),
		{Kind: db.KindGap}, seat("A4", "PRIME"), seat("A5", "PRIME")}}
	l := layout(row)
	if got := venues.LeavesSingleGap(l, map[string]bool{"A1": true}, []string{"A3"}); got != "A2" {
		t.Fatalf("A1 taken, booking A3 leaves %q, want A2", got)
	}
	if got := venues.LeavesSingleGap(l, map[string]bool{"A1": true}, []string{"A2"}); got != "" {
		t.Fatalf("A1 taken, booking A2 leaves %q", got)
	}
	if got := venues.LeavesSingleGap(l, map[string]bool{"A3": true}, []string{"A5"}); got != "" {
		t.Fatalf("across the aisle: %q", got)
	}
}

package venues

import (
	"strings"

	"marquee/db"
	"marquee/internal/platform/apperr"
)

// Bounds on a layout, so one request cannot store an absurd screen.
const (
	MaxRows        = db.MaxLayoutRows
	MaxCellsPerRow = db.MaxLayoutCellsPerRow
	MaxCategories  = db.MaxLayoutCategories
)

// ValidateLayout checks a layout an admin submitted and returns it
// normalised (labels and codes trimmed and upper-cased, GAP cells
// without label or category). Every failure is BAD_USER_INPUT naming the
// row, cell or label at fault.
func ValidateLayout(in db.LayoutData) (db.LayoutData, error) {
	out := db.LayoutData{}
	cats, err := validCategories(in.Categories)
	if err != nil {
		return out, err
	}
	out.Categories = cats
	known := make(map[string]bool, len(cats))
	for _, c := range cats {
		known[c.Code] = true
	}
	if len(in.Rows) == 0 {
		return out, apperr.BadInputf("A layout needs at least one row")
	}
	if len(in.Rows) > MaxRows {
		return out, apperr.BadInputf("A layout can have at most %d rows", MaxRows)
	}
	rowSeen, seatSeen := map[string]bool{}, map[string]bool{}
	for ri, r := range in.Rows {
		row, err := validRow(ri, r, known, rowSeen, seatSeen)
		if err != nil {
			return out, err
		}
		out.Rows = append(out.Rows, row)
	}
	if out.Capacity() == 0 {
		return out, apperr.BadInputf("A layout needs at least one bookable seat")
	}
	return out, nil
}

// validCategories checks and normalises a layout's seat categories.
func validCategories(in []db.LayoutCategory) ([]db.LayoutCategory, error) {
	if len(in) == 0 {
		return nil, apperr.BadInputf("A layout needs at least one seat category")
	}
	if len(in) > MaxCategories {
		return nil, apperr.BadInputf("A layout can have at most %d seat categories", MaxCategories)
	}
	seen := map[string]bool{}
	out := make([]db.LayoutCategory, 0, len(in))
	for _, c := range in {
		code := strings.ToUpper(strings.TrimSpace(c.Code))
		name := strings.TrimSpace(c.Name)
		if code == "" || name == "" {
			return nil, apperr.BadInputf("Every seat category needs a code and a name")
		}
		if len(code) > 20 || len(name) > 40 {
			return nil, apperr.BadInputf("Seat category %s: code at most 20 and name at most 40 characters", apperr.QuoteInput(code))
		}
		if seen[code] {
			return nil, apperr.BadInputf("Seat category %s is listed more than once", apperr.QuoteInput(code))
		}
		seen[code] = true
		out = append(out, db.LayoutCategory{Code: code, Name: name})
	}
	return out, nil
}

// validRow checks and normalises row ri; rowSeen and seatSeen carry the
// labels of the rows and seats before it, so duplicates are refused.
func validRow(ri int, r db.LayoutRow, cats, rowSeen, seatSeen map[string]bool) (db.LayoutRow, error) {
	label := strings.ToUpper(strings.TrimSpace(r.Label))
	if label == "" {
		return db.LayoutRow{}, apperr.BadInputf("Row %d has no label", ri+1)
	}
	if len(label) > 4 || !PlainLabel(label) {
		return db.LayoutRow{}, apperr.BadInputf("Row label %s must be 1 to 4 letters and digits", apperr.QuoteInput(label))
	}
	if rowSeen[label] {
		return db.LayoutRow{}, apperr.BadInputf("Row %s is listed more than once", label)
	}
	rowSeen[label] = true
	if len(r.Cells) == 0 {
		return db.LayoutRow{}, apperr.BadInputf("Row %s is empty: a row needs at least one cell", label)
	}
	if len(r.Cells) > MaxCellsPerRow {
		return db.LayoutRow{}, apperr.BadInputf("Row %s has more than %d cells", label, MaxCellsPerRow)
	}
	row := db.LayoutRow{Label: label, Cells: make([]db.LayoutCell, 0, len(r.Cells))}
	for ci, c := range r.Cells {
		cell, err := validCell(label, ci, c, cats)
		if err != nil {
			return db.LayoutRow{}, err
		}
		if cell.Seat != "" {
			if seatSeen[cell.Seat] {
				return db.LayoutRow{}, apperr.BadInputf("Seat %s appears more than once in the layout", apperr.QuoteInput(cell.Seat))
			}
			seatSeen[cell.Seat] = true
		}
		row.Cells = append(row.Cells, cell)
	}
	return row, nil
}

func validCell(row string, i int, c db.LayoutCell, cats map[string]bool) (db.LayoutCell, error) {
	kind := strings.ToUpper(strings.TrimSpace(c.Kind))
	switch kind {
	case db.KindGap:
		return db.LayoutCell{Kind: db.KindGap}, nil
	case db.KindSeat, db.KindWheelchair, db.KindCompanion, db.KindBlocked:
	default:
		return db.LayoutCell{}, apperr.BadInputf("Row %s, cell %d: unknown kind %s", row, i+1, apperr.QuoteInput(c.Kind))
	}
	seat := strings.ToUpper(strings.TrimSpace(c.Seat))
	cat := strings.ToUpper(strings.TrimSpace(c.Category))
	if seat == "" {
		return db.LayoutCell{}, apperr.BadInputf("Row %s, cell %d: a %s cell needs a seat label", row, i+1, kind)
	}
	if len(seat) > 8 || !PlainLabel(seat) {
		return db.LayoutCell{}, apperr.BadInputf("Seat label %s must be 1 to 8 letters and digits", apperr.QuoteInput(seat))
	}
	if cat == "" {
		return db.LayoutCell{}, apperr.BadInputf("Seat %s needs a category", apperr.QuoteInput(seat))
	}
	if !cats[cat] {
		return db.LayoutCell{}, apperr.BadInputf("Seat %s has unknown category %s", apperr.QuoteInput(seat), apperr.QuoteInput(cat))
	}
	return db.LayoutCell{Kind: kind, Seat: seat, Category: cat}, nil
}

// UsedCategories lists the category codes that bookable or blocked
// seats of a layout use, in the layout's category order.
func UsedCategories(l db.LayoutData) []string {
	used := map[string]bool{}
	for _, r := range l.Rows {
		for _, c := range r.Cells {
			if c.Category != "" {
				used[c.Category] = true
			}
		}
	}
	var out []string
	for _, c := range l.Categories {
		if used[c.Code] {
			out = append(out, c.Code)
		}
	}
	return out
}

// SeatInfo is where a label sits in a layout.
type SeatInfo struct {
	Kind     string
	Category string
	Row      int
	Col      int
}

// SeatIndex maps every labelled cell of a layout to its place.
func SeatIndex(l db.LayoutData) map[string]SeatInfo {
	idx := map[string]SeatInfo{}
	for ri, r := range l.Rows {
		for ci, c := range r.Cells {
			if c.Seat != "" {
				idx[c.Seat] = SeatInfo{Kind: c.Kind, Category: c.Category, Row: ri, Col: ci}
			}
		}
	}
	return idx
}

// CheckSeatsIn verifies that every (normalised) label is a bookable seat
// of the layout whose SeatIndex is idx: it must exist and not be BLOCKED.
// GAPs carry no label, so a label naming one is simply unknown.
func CheckSeatsIn(idx map[string]SeatInfo, seats []string) error {
	for _, s := range seats {
		info, ok := idx[s]
		if !ok {
			return apperr.BadInputf("Invalid seat %s: no such seat on this screen", apperr.QuoteInput(s))
		}
		if !db.IsSeat(info.Kind) {
			return apperr.BadInputf("Invalid seat %s: it is blocked and cannot be booked", apperr.QuoteInput(s))
		}
	}
	return nil
}

// LeavesSingleGap reports the first seat that would be left as the only
// empty seat between two taken seats of a row once seats are taken on
// top of taken, or "". Gaps and blocked cells end a run of seats.
func LeavesSingleGap(l db.LayoutData, taken map[string]bool, seats []string) string {
	mine := map[string]bool{}
	for _, s := range seats {
		mine[s] = true
	}
	occupied := func(c db.LayoutCell) bool { return taken[c.Seat] || mine[c.Seat] }
	for _, r := range l.Rows {
		for i := 1; i+1 < len(r.Cells); i++ {
			c, left, right := r.Cells[i], r.Cells[i-1], r.Cells[i+1]
			if !db.IsSeat(c.Kind) || occupied(c) || !db.IsSeat(left.Kind) || !db.IsSeat(right.Kind) {
				continue
			}
			if occupied(left) && occupied(right) && (mine[left.Seat] || mine[right.Seat]) {
				return c.Seat
			}
		}
	}
	return ""
}

// PlainLabel reports whether a (normalised) label is only A–Z and 0–9.
func PlainLabel(s string) bool {
	for _, r := range s {
		if (r < 'A' || r > 'Z') && (r < '0' || r > '9') {
			return false
		}
	}
	return s != ""
}

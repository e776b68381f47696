package venues

import (
	"strconv"
	"strings"

	"marquee/db"
	"marquee/internal/platform/apperr"
)

// LayoutInput is a layout as an admin sends it (GraphQL SeatLayoutInput):
// its categories, and rows whose cells are listed one by one or in compact
// codes. Expand turns it into the stored shape, which ValidateLayout then
// checks.
type LayoutInput struct {
	Categories []db.LayoutCategory
	Rows       []RowInput
}

// RowInput is one row: Cells one by one (each seat labelled by the
// sender), or CellCodes.
//
// CellCodes is the compact form the layout editor sends, so that a layout
// of the largest size (MaxRows × MaxCellsPerRow) is about 16 KB instead of
// the 225 KB its cells spell, well inside the 64 KiB request limit: one
// code per cell, separated by spaces — "_" for a gap, otherwise a kind
// letter (S seat, W wheelchair, C companion, B blocked) followed by the
// position of the cell's category in Categories, from 0. Seats are
// labelled row label + running number, gaps skipped (the editor's rule):
// row A "S0 S0 _ W1" is A1, A2, a gap and wheelchair space A3.
type RowInput struct {
	Label     string
	Cells     []db.LayoutCell
	CellCodes *string
}

var kindOfCode = map[byte]string{'S': db.KindSeat, 'W': db.KindWheelchair, 'C': db.KindCompanion, 'B': db.KindBlocked}

// Expand spells every row's cells, expanding CellCodes. A row with both
// forms, or a code that is not one, is BAD_USER_INPUT naming the row and
// cell; everything else is left to ValidateLayout.
func Expand(in LayoutInput) (db.LayoutData, error) {
	out := db.LayoutData{Categories: in.Categories, Rows: make([]db.LayoutRow, 0, len(in.Rows))}
	if len(in.Rows) > MaxRows {
		return out, apperr.BadInputf("A layout can have at most %d rows", MaxRows)
	}
	for ri, r := range in.Rows {
		if r.CellCodes == nil {
			out.Rows = append(out.Rows, db.LayoutRow{Label: r.Label, Cells: r.Cells})
			continue
		}
		label := strings.ToUpper(strings.TrimSpace(r.Label))
		name := label
		if name == "" {
			name = strconv.Itoa(ri + 1)
		}
		if r.Cells != nil {
			return out, apperr.BadInputf("Row %s: give its cells or its cellCodes, not both", name)
		}
		cells, err := expandCodes(name, label, *r.CellCodes, in.Categories)
		if err != nil {
			return out, err
		}
		out.Rows = append(out.Rows, db.LayoutRow{Label: r.Label, Cells: cells})
	}
	return out, nil
}

func expandCodes(name, label, codes string, categories []db.LayoutCategory) ([]db.LayoutCell, error) {
	fields := strings.Fields(codes)
	if len(fields) > MaxCellsPerRow {
		return nil, apperr.BadInputf("Row %s has more than %d cells", name, MaxCellsPerRow)
	}
	cells := make([]db.LayoutCell, 0, len(fields))
	seat := 0
	for i, f := range fields {
		if f == "_" {
			cells = append(cells, db.LayoutCell{Kind: db.KindGap})
			continue
		}
		kind, cat := kindOfCode[f[0]], categoryIndex(f[1:])
		if kind == "" || cat < 0 || cat >= len(categories) {
			return nil, apperr.BadInputf("Row %s, cell %d: %s is not a cell code: use _ for a gap, or S, W, C or B followed by a category number from 0 to %d",
				name, i+1, apperr.QuoteInput(f), len(categories)-1)
		}
		seat++
		cells = append(cells, db.LayoutCell{Kind: kind, Seat: label + strconv.Itoa(seat), Category: categories[cat].Code})
	}
	return cells, nil
}

// categoryIndex reads one or two decimal digits, or -1.
func categoryIndex(s string) int {
	if len(s) == 0 || len(s) > 2 {
		return -1
	}
	n := 0
	for _, c := range []byte(s) {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}

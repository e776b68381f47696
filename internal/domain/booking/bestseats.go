package booking

import (
	"context"
	"errors"
	"strings"

	"marquee/db"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/clock"
)

// BestSeatsRequest is what BestSeats needs besides the layout: how many
// seats, which category ("" for any), which seats are taken (held or
// sold) and whether the cinema keeps the single-seat-gap rule.
type BestSeatsRequest struct {
	Count    int
	Category string
	Taken    map[string]bool
	GapRule  bool
}

// BestSeats picks the best free seats of layout l for req.Count people
// sitting together, or nil when no such group exists. It is a pure
// function of its arguments, so the same seat map always gets the same
// answer.
//
// Which seats may be proposed: plain SEAT cells only, free (not in
// req.Taken) and of req.Category when one is given. Wheelchair spaces and
// their companion seats are never proposed (those are chosen by hand),
// blocked cells are not seats, and together means contiguous: a gap (an
// aisle), a blocked cell or any seat that may not be proposed splits a
// row. Where req.GapRule is on, a group that would leave one empty seat on
// its own between it and a taken seat is skipped, by the same check a
// booking must pass (venues.LeavesSingleGap), so a proposal can always be
// booked as it stands.
//
// The score, lower is better, is in sixths of a cell so it stays an exact
// integer:
//
//   - horizontal: how far the group's centre is from the screen's centre
//     line, in cells. Rows are drawn centred under the screen (the seat
//     map centres each row), so a row's centre line is the middle of its
//     own cells, gaps and aisles included: an aisle down the middle is the
//     centre line itself, and the two groups flanking it tie.
//   - depth: how far the row is from the sweet spot, two thirds of the way
//     back from the screen (rows are listed from the screen back), in rows.
//
// Both count one for one: a seat sideways is worth a row forward or back.
// One row is always preferred; only when no row has room does the group
// split across two neighbouring rows (each part contiguous, the parts'
// scores added). Ties go to the row nearer the sweet spot, then the row
// nearer the screen, then the group further left, then (split groups) the
// larger front part: the order the layout is scanned in, so the answer
// never depends on map order.
func BestSeats(l db.LayoutData, req BestSeatsRequest) []string {
	if req.Count <= 0 || len(l.Rows) == 0 {
		return nil
	}
	s := newSeatScorer(l, req)
	best := block{score: -1}
	for ri := range l.Rows {
		if b := s.bestIn(ri, req.Count); b.ok() && (!best.ok() || b.better(best)) {
			best = b
		}
	}
	if best.ok() {
		return s.labels(best)
	}
	// No row has room: the next best is two neighbouring rows, one part
	// behind the other.
	var front, back block
	bestPair, bestDepth := -1, 0
	for ri := 0; ri+1 < len(l.Rows); ri++ {
		for n := req.Count - 1; n >= 1; n-- {
			f := s.bestIn(ri, n)
			if !f.ok() {
				continue
			}
			b := s.bestIn(ri+1, req.Count-n)
			if !b.ok() {
				continue
			}
			sc, depth := f.score+b.score, f.depth+b.depth
			if bestPair < 0 || sc < bestPair || (sc == bestPair && depth < bestDepth) {
				bestPair, bestDepth, front, back = sc, depth, f, b
			}
		}
	}
	if bestPair < 0 {
		return nil
	}
	return append(s.labels(front), s.labels(back)...)
}

// block is a run of n cells of row ri from column col; score < 0 means
// none. depth is the row's part of the score.
type block struct {
	ri, col, n   int
	score, depth int
}

func (b block) ok() bool { return b.score >= 0 }

// better reports whether b beats o, a block of an earlier row: a lower
// score, or the same nearer the sweet spot.
func (b block) better(o block) bool {
	return b.score < o.score || (b.score == o.score && b.depth < o.depth)
}

type seatScorer struct {
	l   db.LayoutData
	req BestSeatsRequest
	// sweet3 is three times the sweet-spot row's index.
	sweet3 int
}

func newSeatScorer(l db.LayoutData, req BestSeatsRequest) *seatScorer {
	return &seatScorer{l: l, req: req, sweet3: 2 * (len(l.Rows) - 1)}
}

// proposable reports whether a cell may be part of a proposal.
func (s *seatScorer) proposable(c db.LayoutCell) bool {
	return c.Kind == db.KindSeat && !s.req.Taken[c.Seat] &&
		(s.req.Category == "" || c.Category == s.req.Category)
}

// bestIn is the best run of n proposable cells of row ri, scanning left
// to right and keeping the first of equal scores.
func (s *seatScorer) bestIn(ri, n int) block {
	cells := s.l.Rows[ri].Cells
	best := block{score: -1}
	// depth in sixths of a row: 2 × |3·ri − 2·(rows−1)| = 6 × |ri − sweet|.
	depth := 3*ri - s.sweet3
	if depth < 0 {
		depth = -depth
	}
	depth *= 2
	run := 0 // proposable cells ending at col
	for col := range cells {
		if !s.proposable(cells[col]) {
			run = 0
			continue
		}
		run++
		if run < n {
			continue
		}
		first := col - n + 1
		// 2·centre of the group − 2·centre of the row, in cells; × 3 is
		// sixths.
		dx := first + col - (len(cells) - 1)
		if dx < 0 {
			dx = -dx
		}
		score := 3*dx + depth
		if best.ok() && score >= best.score {
			continue
		}
		if s.req.GapRule && s.leavesGap(ri, first, n) {
			continue
		}
		best = block{ri: ri, col: first, n: n, score: score, depth: depth}
	}
	return best
}

// leavesGap applies the booking's gap check to the group's own row (the
// check never looks beyond a row).
func (s *seatScorer) leavesGap(ri, first, n int) bool {
	row := db.LayoutData{Rows: s.l.Rows[ri : ri+1]}
	return venues.LeavesSingleGap(row, s.req.Taken, s.labels(block{ri: ri, col: first, n: n})) != ""
}

func (s *seatScorer) labels(b block) []string {
	out := make([]string, b.n)
	for i := range out {
		out[i] = s.l.Rows[b.ri].Cells[b.col+i].Seat
	}
	return out
}

// BestSeats proposes the best free seats of a show for count people
// together (see the package function BestSeats), from the show's
// cached layout version and its current seats. count must be 1 to the
// show's maxSeats; category, when given, must be one of the layout's.
func (s *Service) BestSeats(ctx context.Context, rawShowID string, count int, category *string) ([]string, error) {
	showID, err := programme.ParseShowID(rawShowID)
	if err != nil {
		return nil, err
	}
	show, err := s.seats.Show(ctx, showID, clock.Arrived(ctx))
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Show not found")
	}
	if err != nil {
		return nil, err
	}
	max := show.MaxSeats
	if max <= 0 {
		max = MaxSeats
	}
	if count < 1 || count > max {
		return nil, apperr.BadInputf("Choose between 1 and %d seats", max)
	}
	if show.Status == db.ShowCancelled {
		return nil, errShowCancelled(show)
	}
	lay, err := s.layout(ctx, show.LayoutID)
	if err != nil {
		return nil, err
	}
	req := BestSeatsRequest{Count: count}
	if category != nil {
		req.Category = strings.ToUpper(strings.TrimSpace(*category))
		if !hasCategory(lay.Layout, req.Category) {
			return nil, apperr.BadInputf("Unknown seat category %s for this screen", apperr.QuoteInput(*category))
		}
	}
	if show.Screen != nil && show.Screen.Cinema != nil {
		req.GapRule = show.Screen.Cinema.SingleSeatGapRule
	}
	ss, err := s.seats.Snapshot(ctx, showID)
	if err != nil {
		return nil, err
	}
	req.Taken = make(map[string]bool, len(ss.Held)+len(ss.Sold))
	for _, seat := range ss.Held {
		req.Taken[seat] = true
	}
	for _, seat := range ss.Sold {
		req.Taken[seat] = true
	}
	out := BestSeats(lay.Layout, req)
	if out == nil {
		out = []string{}
	}
	return out, nil
}

func hasCategory(l db.LayoutData, code string) bool {
	for _, c := range l.Categories {
		if c.Code == code {
			return true
		}
	}
	return false
}

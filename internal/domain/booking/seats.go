package booking

import (
	"sort"
	"strconv"
	"strings"

	"marquee/db"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

// MaxSeats is the most seats one booking may hold unless its show says
// otherwise.
const MaxSeats = db.DefaultMaxSeats

// maxLabel bounds a seat label (layouts allow at most 8 characters).
const maxLabel = 8

// parseSeats validates a requested seat list against the layout version
// of the show, whose SeatIndex is index: 1 to max distinct labels, each a
// bookable seat of the layout (not BLOCKED; a GAP has no label). It
// returns them normalised (trimmed, upper-case) and sorted, the order
// every claim takes its row locks in, so two overlapping claims cannot
// deadlock.
func parseSeats(raw []string, index map[string]venues.SeatInfo, max int) ([]string, error) {
	if max <= 0 {
		max = MaxSeats
	}
	if len(raw) == 0 {
		return nil, apperr.BadInputf("Please select at least one seat")
	}
	if len(raw) > max {
		return nil, apperr.BadInputf("You can only select up to %d seats", max)
	}
	seen := make(map[string]bool, len(raw))
	out := make([]string, 0, len(raw))
	for _, r := range raw {
		s := strings.ToUpper(strings.TrimSpace(r))
		if s == "" || len(s) > maxLabel || !venues.PlainLabel(s) {
			return nil, apperr.BadInputf("Invalid seat %s: no such seat on this screen", apperr.QuoteInput(r))
		}
		if seen[s] {
			return nil, apperr.BadInputf("Seat %s is listed more than once", s)
		}
		seen[s] = true
		out = append(out, s)
	}
	if err := venues.CheckSeatsIn(index, out); err != nil {
		return nil, err
	}
	SortSeats(out)
	return out, nil
}

// SortSeats orders labels by row, then seat number (A2 before A10).
func SortSeats(seats []string) {
	sort.Slice(seats, func(i, j int) bool { return seatLess(seats[i], seats[j]) })
}

func seatLess(a, b string) bool {
	pa, na := splitLabel(a)
	pb, nb := splitLabel(b)
	if pa != pb {
		if len(pa) != len(pb) {
			return len(pa) < len(pb)
		}
		return pa < pb
	}
	if na != nb {
		return na < nb
	}
	return a < b
}

// splitLabel splits "AA12" into "AA" and 12; a label without a trailing
// number sorts as number -1.
func splitLabel(s string) (string, int) {
	i := len(s)
	for i > 0 && s[i-1] >= '0' && s[i-1] <= '9' {
		i--
	}
	n, err := strconv.Atoi(s[i:])
	if err != nil {
		n = -1
	}
	return s[:i], n
}

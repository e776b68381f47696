package booking

import (
	"sort"
	"strings"

	"marquee/internal/platform/apperr"
)

// MaxSeats is the most seats one booking may hold.
const MaxSeats = 5

// Rows and SeatsPerRow describe the auditorium: rows A–J, seats 1–9.
const (
	Rows        = "ABCDEFGHIJ"
	SeatsPerRow = 9
)

// ParseSeat validates and normalises one seat label such as "a1" → "A1".
func ParseSeat(raw string) (string, bool) {
	s := strings.ToUpper(strings.TrimSpace(raw))
	if len(s) != 2 || !strings.ContainsRune(Rows, rune(s[0])) || s[1] < '1' || s[1] > '0'+SeatsPerRow {
		return "", false
	}
	return s, true
}

// ParseSeats validates a requested seat list: 1 to MaxSeats distinct valid
// labels. It returns them normalised and sorted, the order every claim
// takes its row locks in, so two overlapping claims cannot deadlock.
func ParseSeats(raw []string) ([]string, error) {
	if len(raw) == 0 {
		return nil, apperr.BadInputf("Please select at least one seat")
	}
	if len(raw) > MaxSeats {
		return nil, apperr.BadInputf("You can only select up to %d seats", MaxSeats)
	}
	seen := make(map[string]bool, len(raw))
	out := make([]string, 0, len(raw))
	for _, r := range raw {
		s, ok := ParseSeat(r)
		if !ok {
			return nil, apperr.BadInputf("Invalid seat %s: seats are A1 to J9", apperr.Quote(r))
		}
		if seen[s] {
			return nil, apperr.BadInputf("Seat %s is listed more than once", s)
		}
		seen[s] = true
		out = append(out, s)
	}
	SortSeats(out)
	return out, nil
}

// SortSeats orders labels by row, then number.
func SortSeats(seats []string) {
	sort.Strings(seats) // single-digit numbers make this the natural order
}

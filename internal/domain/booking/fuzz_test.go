package booking

import (
	"strings"
	"testing"

	"marquee/db"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

// FuzzParseSeats: any list of labels either parses into 1 to 5 distinct,
// valid, sorted labels, or fails with a BAD_USER_INPUT message.
func FuzzParseSeats(f *testing.F) {
	for _, seed := range []string{"A1,B2", "a1", "K1", "A0", "A10", "A1,A1", "", "J9,A1,E5,C3,B2", "A1,A2,A3,A4,A5,A6", " b7 ", "\x00"} {
		f.Add(seed)
	}
	quickShow := venues.SeatIndex(db.QuickShowLayout())
	f.Fuzz(func(t *testing.T, raw string) {
		var labels []string
		if raw != "" {
			labels = strings.Split(raw, ",")
		}
		seats, err := parseSeats(labels, quickShow, MaxSeats)
		if err != nil {
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.BadInput || e.Message == "" {
				t.Fatalf("parseSeats(%q) = %v, want a BAD_USER_INPUT error", labels, err)
			}
			return
		}
		if len(seats) < 1 || len(seats) > MaxSeats || len(seats) != len(labels) {
			t.Fatalf("parseSeats(%q) = %v: wrong count", labels, seats)
		}
		seen := map[string]bool{}
		for i, s := range seats {
			if len(s) != 2 || s[0] < 'A' || s[0] > 'J' || s[1] < '1' || s[1] > '9' {
				t.Fatalf("parseSeats(%q) accepted %q", labels, s)
			}
			if seen[s] || (i > 0 && seats[i-1] >= s) {
				t.Fatalf("parseSeats(%q) = %v: not distinct and sorted", labels, seats)
			}
			seen[s] = true
		}
		again, err := parseSeats(seats, quickShow, MaxSeats)
		if err != nil || strings.Join(again, ",") != strings.Join(seats, ",") {
			t.Fatalf("re-parsing %v gave %v, %v", seats, again, err)
		}
	})
}

package live

import (
	"slices"
	"testing"
	"time"

	"marquee/internal/domain/booking"
)

// TestWithDelta: a delta adds the seats it held (with their ends) and
// sold, a sold seat that was held is sold only, and holds that ended by
// now leave the map while those whose end is unknown stay.
func TestWithDelta(t *testing.T) {
	now := time.Date(2026, 11, 26, 12, 0, 0, 0, time.UTC)
	base := seatMapOf(booking.Snapshot{ShowID: "s", Version: 4, Status: "SCHEDULED", Revision: 3,
		Held: []string{"A1", "A2", "A3", "A4"}, Sold: []string{"B1"},
		HeldUntil: map[string]time.Time{"A1": now.Add(-time.Second), "A2": now, "A3": now.Add(time.Minute)}})
	got := base.withDelta(booking.Snapshot{ShowID: "s", Version: 5, Delta: true,
		Held: []string{"C1"}, HeldUntil: map[string]time.Time{"C1": now.Add(10 * time.Minute)}, Sold: []string{"A3", "C2"}}, now)
	if got.Version != 5 || got.Status != "SCHEDULED" || got.ShowRevision != 3 {
		t.Fatalf("version, status, revision: %d %s %d", got.Version, got.Status, got.ShowRevision)
	}
	if want := []string{"A4", "C1"}; !slices.Equal(got.HeldSeats, want) {
		t.Fatalf("held %v, want %v (A1, A2 ended by now; A3 sold; A4's end unknown)", got.HeldSeats, want)
	}
	if want := []string{"A3", "B1", "C2"}; !slices.Equal(got.SoldSeats, want) {
		t.Fatalf("sold %v, want %v", got.SoldSeats, want)
	}
	if want := []string{"A3", "A4", "B1", "C1", "C2"}; !slices.Equal(got.OccupiedSeats, want) {
		t.Fatalf("occupied %v, want %v", got.OccupiedSeats, want)
	}
	if len(base.HeldSeats) != 4 {
		t.Fatal("withDelta changed its base")
	}
	// The next delta still knows C1's end.
	later := got.withDelta(booking.Snapshot{ShowID: "s", Version: 6, Delta: true, Sold: []string{"D1"}}, now.Add(11*time.Minute))
	if slices.Contains(later.HeldSeats, "C1") {
		t.Fatalf("C1's hold ended, yet %v", later.HeldSeats)
	}
}

package seatengine

import (
	"reflect"
	"testing"
	"time"
)

// TestMemoRefusesOnlyWhatWasTakenDuringTheRequest: a seat refuses a
// request only from a state at least as new as the version the request
// read, or current since it arrived; a hold only until it ends.
func TestMemoRefusesOnlyWhatWasTakenDuringTheRequest(t *testing.T) {
	t0 := time.Now()
	now := time.Date(2030, 3, 1, 10, 0, 0, 0, time.UTC)
	var m memo
	m.snapshot("s", 5, t0, map[string]time.Time{"B1": now.Add(time.Minute)}, []string{"A1"})
	cases := []struct {
		name   string
		read   int64
		began  time.Time
		at     time.Time
		refuse []string
	}{
		{"read the same version", 5, t0.Add(time.Hour), now, []string{"A1", "B1"}},
		{"read an older version", 4, t0.Add(time.Hour), now, []string{"A1", "B1"}},
		{"read a newer version, arrived later", 6, t0.Add(time.Hour), now, nil},
		{"read nothing, arrived before the state", -1, t0.Add(-time.Second), now, []string{"A1", "B1"}},
		{"read nothing, arrived after it", -1, t0.Add(time.Second), now, nil},
		{"the hold has ended", 5, t0, now.Add(2 * time.Minute), []string{"A1"}},
	}
	for _, tc := range cases {
		if got := m.refusal("s", []string{"A1", "B1", "C1"}, tc.read, tc.began, tc.at); !reflect.DeepEqual(got, tc.refuse) {
			t.Errorf("%s: refused %v, want %v", tc.name, got, tc.refuse)
		}
	}
}

// TestMemoKeepsCompletenessOnlyAcrossPureClaims: a commit that only
// claims extends a complete state; one that also released seats of the
// show (another change of the same batch) leaves only what it claimed
// known, so a released seat is never refused at the new version.
func TestMemoKeepsCompletenessOnlyAcrossPureClaims(t *testing.T) {
	t0 := time.Now()
	now := time.Date(2030, 3, 1, 10, 0, 0, 0, time.UTC)
	hold := now.Add(time.Minute)
	e := &Engine{}
	e.memo.snapshot("s", 5, t0, nil, []string{"A1"})
	claim := func(seat string) Change {
		return Change{Shows: []string{"s"}, Claim: &Claim{Show: "s", Seats: []string{seat}, Until: hold}}
	}
	e.remember([]Change{claim("B1")}, []Event{{ShowID: "s", Version: 6}}, t0)
	if got := e.memo.refusal("s", []string{"A1", "B1"}, 6, t0.Add(time.Hour), now); !reflect.DeepEqual(got, []string{"A1", "B1"}) {
		t.Fatalf("after a pure claim: refused %v, want A1 and B1", got)
	}
	cancel := Change{Shows: []string{"s"}}
	e.remember([]Change{claim("C1"), cancel}, []Event{{ShowID: "s", Version: 7}}, t0)
	if got := e.memo.refusal("s", []string{"A1", "B1", "C1"}, 7, t0.Add(time.Hour), now); !reflect.DeepEqual(got, []string{"C1"}) {
		t.Fatalf("after a claim batched with a release: refused %v, want C1 alone", got)
	}
	// A state older than the one known changes nothing.
	e.remember([]Change{claim("D1")}, []Event{{ShowID: "s", Version: 6}}, t0)
	if got := e.memo.refusal("s", []string{"D1"}, 7, t0.Add(time.Hour), now); got != nil {
		t.Fatalf("an older commit's seat refused: %v", got)
	}
}

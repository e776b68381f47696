package ratelimit

import "testing"

func TestSlots(t *testing.T) {
	s := NewSlots(2)
	if !s.Acquire("a") || !s.Acquire("a") {
		t.Fatal("two slots refused")
	}
	if s.Acquire("a") {
		t.Fatal("a third slot for one address was given")
	}
	if !s.Acquire("b") {
		t.Fatal("another address shares the first one's allowance")
	}
	if s.Open() != 3 {
		t.Fatalf("open = %d, want 3", s.Open())
	}
	s.Release("a")
	if !s.Acquire("a") {
		t.Fatal("a released slot was not given back")
	}
	s.Release("a")
	s.Release("a")
	s.Release("b")
	if s.Open() != 0 || len(s.open) != 0 {
		t.Fatalf("open = %d with %d addresses kept after every release", s.Open(), len(s.open))
	}
	off := NewSlots(0)
	for range 1000 {
		if !off.Acquire("a") {
			t.Fatal("a limit of 0 refused a slot")
		}
	}
}

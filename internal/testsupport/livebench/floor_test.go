package livebench

import (
	"context"
	"os"
	"testing"
)

// TestMain lets the test binary serve as the floor's writer process.
func TestMain(m *testing.M) {
	ServeFloorWriter()
	os.Exit(m.Run())
}

// runFloor times every socket of every round at each size, on one set of
// sockets, and stops every goroutine it started.
func TestRunFloorCountsEveryReceipt(t *testing.T) {
	got, err := runFloor(context.Background(), []int{4, 9}, 3)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 {
		t.Fatalf("%d sizes measured, want 2", len(got))
	}
	for i, want := range []int{4, 9} {
		f := got[i]
		if f.Subscribers != want || f.Rounds != 3 || f.Latency.N != want*3 || f.FrameBytes != floorFrameBytes {
			t.Errorf("size %d: %+v, want %d sockets × 3 rounds = %d receipts of %d bytes", i, f, want, want*3, floorFrameBytes)
		}
		if f.Latency.P50 <= 0 || f.Latency.P99 < f.Latency.P50 || f.Latency.Max < f.Latency.P99 {
			t.Errorf("size %d: quantiles out of order: %+v", i, f.Latency)
		}
	}
}

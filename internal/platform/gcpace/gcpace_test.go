package gcpace

import (
	"math"
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"testing"
)

// restore puts the collector back as the test binary had it.
func restore(t *testing.T) {
	t.Helper()
	percent := debug.SetGCPercent(100)
	limit := debug.SetMemoryLimit(-1)
	t.Cleanup(func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	})
}

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func memMax(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "memory.max")
	if err := os.WriteFile(path, []byte(content), 0o600); err != nil {
		t.Fatal(err)
	}
	return path
}

func TestApply(t *testing.T) {
	cases := []struct {
		name        string
		env         map[string]string
		memMax      string // file content; "" for no file
		wantPercent int
		wantLimit   int64
	}{
		{"nothing set, no cgroup cap", nil, "max\n", DefaultPercent, math.MaxInt64},
		{"nothing set, no cgroup file", nil, "", DefaultPercent, math.MaxInt64},
		{"cgroup cap becomes a soft limit", nil, "1073741824\n", DefaultPercent, 966367641},
		{"GOGC wins", map[string]string{"GOGC": "150"}, "", 150, math.MaxInt64},
		{"GOGC off", map[string]string{"GOGC": "off"}, "", -1, math.MaxInt64},
		{"GOMEMLIMIT wins over the cgroup", map[string]string{"GOMEMLIMIT": "512MiB"}, "1073741824", DefaultPercent, 512 << 20},
		{"GOMEMLIMIT in bytes", map[string]string{"GOMEMLIMIT": "123456789"}, "", DefaultPercent, 123456789},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			restore(t)
			path := ""
			if c.memMax != "" {
				path = memMax(t, c.memMax)
			} else {
				path = filepath.Join(t.TempDir(), "absent")
			}
			p, err := Apply(env(c.env), path)
			if err != nil {
				t.Fatal(err)
			}
			if p.Percent != c.wantPercent || p.Limit != c.wantLimit {
				t.Fatalf("Apply chose GOGC %d, limit %d; want %d, %d", p.Percent, p.Limit, c.wantPercent, c.wantLimit)
			}
			// What the runtime now runs with, not only what Apply said.
			if got := debug.SetGCPercent(100); got != c.wantPercent {
				t.Errorf("runtime GOGC is %d, want %d", got, c.wantPercent)
			}
			if got := debug.SetMemoryLimit(-1); got != c.wantLimit {
				t.Errorf("runtime memory limit is %d, want %d", got, c.wantLimit)
			}
		})
	}
}

func TestApplyRefusesNonsense(t *testing.T) {
	for _, e := range []map[string]string{
		{"GOGC": "fast"},
		{"GOGC": "-5"},
		{"GOMEMLIMIT": "lots"},
		{"GOMEMLIMIT": "12GB"},
	} {
		restore(t)
		if _, err := Apply(env(e), ""); err == nil {
			t.Errorf("Apply(%v) accepted it", e)
		}
		if got := debug.SetGCPercent(100); got != 100 {
			t.Errorf("Apply(%v) failed but changed GOGC to %d", e, got)
		}
	}
}

// The default pace keeps DefaultPercent on a small live heap and falls
// towards Go's own 100 as the live heap passes 32 MiB, so the headroom
// never passes MaxHeadroom but where GOGC=100 gives more.
func TestPercentFor(t *testing.T) {
	for _, c := range []struct {
		live uint64
		want int
	}{
		{0, DefaultPercent},
		{10 << 20, DefaultPercent},
		{32 << 20, DefaultPercent},
		{64 << 20, 200},
		{128 << 20, MinPercent},
		{1 << 30, MinPercent},
	} {
		if got := PercentFor(c.live); got != c.want {
			t.Errorf("live heap %d MiB: GOGC %d, want %d", c.live>>20, got, c.want)
		}
	}
}

// With the default pace, a collection that finds a large live heap
// lowers GOGC, and one after the heap was let go raises it again: read
// from the runtime itself, collecting until the finalizer has run.
func TestDefaultPaceFollowsTheLiveHeap(t *testing.T) {
	restore(t)
	if _, err := Apply(env(nil), ""); err != nil {
		t.Fatal(err)
	}
	keep := make([][]byte, 0, 160)
	for range cap(keep) {
		keep = append(keep, make([]byte, 1<<20))
	}
	waitGOGC(t, MinPercent)
	runtime.KeepAlive(keep)
	keep = nil
	waitGOGC(t, DefaultPercent)
}

// waitGOGC collects until the runtime's GOGC is want (the finalizer that
// sets it runs after a collection, on its own goroutine).
func waitGOGC(t *testing.T, want int) {
	t.Helper()
	s := []metrics.Sample{{Name: "/gc/gogc:percent"}}
	for range 1000 {
		runtime.GC()
		runtime.Gosched()
		metrics.Read(s)
		if int(s[0].Value.Uint64()) == want {
			return
		}
	}
	t.Fatalf("GOGC stayed %d, want %d", s[0].Value.Uint64(), want)
}

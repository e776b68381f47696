package gcpace

import (
	"fmt"
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
)

// DefaultPercent is GOGC when the environment does not set it: the heap
// may grow to five times what the last collection kept before the next
// one. The server's live heap is small (tens of MiB, about 20 KiB per open
// websocket), so this costs little memory and saves most collections in
// a burst.
const DefaultPercent = 400

// limitShare is the part of the cgroup's memory cap given to the heap as a
// soft limit; the rest covers stacks the limit does not see, the SQLite
// page cache and the kernel's own buffers for the sockets.
const limitShare = 0.9

// CgroupMemoryMax is where cgroup v2 publishes the memory cap of the
// process's group ("max" when there is none).
const CgroupMemoryMax = "/sys/fs/cgroup/memory.max"

// Pace is what Apply chose, for the startup log.
type Pace struct {
	Percent int    // GOGC in effect; -1 is "off"
	Limit   int64  // soft memory limit in bytes; math.MaxInt64 is none
	From    string // "GOGC" when the environment set Percent, else "default"
}

// Apply sets the collector's pace from getenv (GOGC, GOMEMLIMIT) and the
// cgroup file memMax (CgroupMemoryMax in production, "" to skip it). An
// explicit GOGC or GOMEMLIMIT is the operator's and is applied as given,
// also when it came from a .env file the runtime never saw.
func Apply(getenv func(string) string, memMax string) (Pace, error) {
	p := Pace{Percent: DefaultPercent, Limit: math.MaxInt64, From: "default"}
	if v := strings.TrimSpace(getenv("GOGC")); v != "" {
		n, err := parsePercent(v)
		if err != nil {
			return Pace{}, err
		}
		p.Percent, p.From = n, "GOGC"
	}
	if v := strings.TrimSpace(getenv("GOMEMLIMIT")); v != "" {
		n, err := parseLimit(v)
		if err != nil {
			return Pace{}, err
		}
		p.Limit = n
	} else if max, ok := cgroupCap(memMax); ok {
		p.Limit = int64(float64(max) * limitShare)
	}
	debug.SetGCPercent(p.Percent)
	debug.SetMemoryLimit(p.Limit)
	adaptive.Store(p.From == "default")
	if p.From == "default" {
		followOnce.Do(func() { follow(p.Percent) })
	}
	return p, nil
}

// MaxHeadroom bounds the default pace's headroom: with a live heap over
// MaxHeadroom / (DefaultPercent/100) (32 MiB) GOGC falls, to MinPercent
// at a live heap of MaxHeadroom and above. DefaultPercent pays for itself
// in bursts on a small heap; on a large one, such as a replica holding
// 20,000 queued sockets (about 10 KiB of live heap each), five times the
// live heap would be most of the process's memory (the waiting room's
// RSS per socket went from about 44 KiB at GOGC=100 to about 80 KiB at
// 400), while the collections a large heap saves are few.
const MaxHeadroom = 128 << 20

// MinPercent is the lowest GOGC the default pace falls to: Go's own.
const MinPercent = 100

// PercentFor is the default pace's GOGC for a live heap of live bytes.
func PercentFor(live uint64) int {
	if live == 0 {
		return DefaultPercent
	}
	return int(min(DefaultPercent, max(MinPercent, MaxHeadroom*100/live)))
}

// sentinel is an object whose only reference is dropped at once, so its
// finalizer runs after each collection (it is re-made every time). It
// holds a pointer so the tiny allocator, whose blocks may outlive it,
// never takes it.
type sentinel struct {
	_ *int
	_ [8]byte
}

// adaptive is whether the last Apply chose the default pace, which follow
// keeps adjusting; followOnce starts follow once per process.
var (
	adaptive   atomic.Bool
	followOnce sync.Once
)

// follow sets GOGC after each collection from the live heap it found
// (PercentFor), while the default pace is in force; it stops for good
// once an explicit GOGC was applied.
func follow(percent int) {
	runtime.SetFinalizer(&sentinel{}, func(*sentinel) {
		if !adaptive.Load() {
			return
		}
		sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
		metrics.Read(sample)
		next := percent
		if sample[0].Value.Kind() == metrics.KindUint64 {
			next = PercentFor(sample[0].Value.Uint64())
		}
		if next != percent {
			debug.SetGCPercent(next)
		}
		follow(next)
	})
}

// LimitText is the soft limit for a log line: "none" or MiB.
func (p Pace) LimitText() string {
	if p.Limit == math.MaxInt64 {
		return "none"
	}
	return fmt.Sprintf("%d MiB", p.Limit>>20)
}

func parsePercent(v string) (int, error) {
	if strings.EqualFold(v, "off") {
		return -1, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return 0, fmt.Errorf("GOGC=%q: want a non-negative whole percent or off", v)
	}
	return n, nil
}

// parseLimit reads GOMEMLIMIT as the runtime does: a byte count with an
// optional unit (B, KiB, MiB, GiB, TiB), or "off".
func parseLimit(v string) (int64, error) {
	if strings.EqualFold(v, "off") {
		return math.MaxInt64, nil
	}
	units := []struct {
		suffix string
		scale  int64
	}{{"TiB", 1 << 40}, {"GiB", 1 << 30}, {"MiB", 1 << 20}, {"KiB", 1 << 10}, {"B", 1}}
	num, scale := v, int64(1)
	for _, u := range units {
		if strings.HasSuffix(v, u.suffix) {
			num, scale = strings.TrimSuffix(v, u.suffix), u.scale
			break
		}
	}
	n, err := strconv.ParseInt(num, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/scale {
		return 0, fmt.Errorf("GOMEMLIMIT=%q: want a byte count with an optional unit (B, KiB, MiB, GiB, TiB) or off", v)
	}
	return n * scale, nil
}

// cgroupCap reads a cgroup v2 memory.max file: a byte count, or "max".
func cgroupCap(path string) (int64, bool) {
	if path == "" {
		return 0, false
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return 0, false
	}
	n, err := strconv.ParseInt(strings.TrimSpace(string(b)), 10, 64)
	if err != nil || n <= 0 {
		return 0, false
	}
	return n, true
}

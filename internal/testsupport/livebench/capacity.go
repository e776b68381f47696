package livebench

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

// The helpers below serve the per-operation costs docs/capacity.md is
// built from (cmd/marquee-bench measures them in-process).

// NATSStream is a JetStream stream of the caller's own on the NATS server
// at url (TEST_NATS_URL or the local server when url is ""), as the
// variables that point an application at it; drop deletes it.
func NATSStream(url string) (env map[string]string, drop func(), err error) {
	if url == "" {
		url = natsURLFromEnv()
	}
	return natsStream(url)
}

// userHZ is the unit of /proc/<pid>/stat's times: 100 a second on every
// Linux this runs on (sysconf(_SC_CLK_TCK)).
const userHZ = 100

// ProcessCPU is the user and system time the process pid has used, read
// from /proc/<pid>/stat: the CPU of a process this one did not start
// (a PostgreSQL backend, the NATS server) or runs as a child (a
// replica). Its resolution is 10 ms.
func ProcessCPU(pid int) (time.Duration, error) {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name, field 2, is in parentheses and may hold spaces;
	// utime and stime are fields 14 and 15, the 12th and 13th after it.
	s := string(b)
	end := strings.LastIndexByte(s, ')')
	if end < 0 {
		return 0, fmt.Errorf("/proc/%d/stat: no command name", pid)
	}
	f := strings.Fields(s[end+1:])
	if len(f) < 13 {
		return 0, fmt.Errorf("/proc/%d/stat: %d fields", pid, len(f))
	}
	ut, err1 := strconv.ParseInt(f[11], 10, 64)
	st, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, fmt.Errorf("/proc/%d/stat: times %q %q", pid, f[11], f[12])
	}
	return time.Duration(ut+st) * time.Second / userHZ, nil
}

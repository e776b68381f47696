package proc

import (
	"bytes"
	"net"
	"os/exec"
	"sync"
	"testing"
)

// LockedBuffer collects a process's output while the test reads it.
type LockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *LockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *LockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// FreeAddr returns host:port of a port nothing listens on at host right
// now, for code that has no *testing.T to fail.
func FreeAddr(host string) (*net.TCPAddr, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort(host, "0"))
	if err != nil {
		return nil, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr), nil
}

// FreePort returns a port nothing listens on at host right now.
func FreePort(t testing.TB, host string) int {
	t.Helper()
	a, err := FreeAddr(host)
	if err != nil {
		t.Fatal(err)
	}
	return a.Port
}

// Child is a started process whose output goes to Out and whose exit
// closes Exited; Err is its Wait error, to read once Exited is closed.
type Child struct {
	Cmd    *exec.Cmd
	Out    *LockedBuffer
	Exited chan struct{}
	Err    error
}

// Start starts cmd with its stdout and stderr in one LockedBuffer and
// reaps it in the background. Stopping it is the caller's: how (SIGTERM,
// SIGKILL) is what the callers' tests differ on.
func Start(cmd *exec.Cmd) (*Child, error) {
	c := &Child{Cmd: cmd, Out: &LockedBuffer{}, Exited: make(chan struct{})}
	cmd.Stdout, cmd.Stderr = c.Out, c.Out
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	go func() {
		c.Err = cmd.Wait()
		close(c.Exited)
	}()
	return c, nil
}

// Running reports whether the child has not exited yet.
func (c *Child) Running() bool {
	select {
	case <-c.Exited:
		return false
	default:
		return true
	}
}

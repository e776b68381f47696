package stripemock

import (
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"marquee/internal/testsupport/proc"
)

var build struct {
	once sync.Once
	dir  string
	bin  string
	err  error
}

// binary builds stripe-mock once per test process.
func binary() (string, error) {
	build.once.Do(func() {
		out, err := exec.Command("go", "env", "GOMOD").Output()
		gomod := strings.TrimSpace(string(out))
		if err != nil || gomod == "" || gomod == os.DevNull {
			build.err = fmt.Errorf("locate go.mod: %v (GOMOD=%q)", err, gomod)
			return
		}
		if build.dir, err = os.MkdirTemp("", "marquee-stripe-mock-"); err != nil {
			build.err = err
			return
		}
		bin := filepath.Join(build.dir, "stripe-mock")
		cmd := exec.Command("go", "build", "-o", bin, "github.com/stripe/stripe-mock")
		cmd.Dir = filepath.Dir(gomod)
		if out, err := cmd.CombinedOutput(); err != nil {
			build.err = fmt.Errorf("go build stripe-mock: %v\n%s", err, out)
			return
		}
		build.bin = bin
	})
	return build.bin, build.err
}

// Cleanup removes the built binary; call it from TestMain after m.Run.
func Cleanup() {
	if build.dir != "" {
		_ = os.RemoveAll(build.dir)
	}
}

// Start runs stripe-mock for the rest of the test and returns its HTTP
// base URL. Both listeners are bound to 127.0.0.1: given only -http-addr,
// stripe-mock would also serve HTTPS on every interface. Under CI=true a
// failure to start fails the test; elsewhere it skips, so a machine
// without the Go toolchain can still run the rest.
func Start(t testing.TB) string {
	t.Helper()
	bin, err := binary()
	if err != nil {
		unavailable(t, err)
	}
	var lastErr error
	// A probed free port can be taken before it is bound; try again then.
	for attempt := 0; attempt < 3; attempt++ {
		base, err := try(t, bin)
		if err == nil {
			return base
		}
		lastErr = err
	}
	unavailable(t, lastErr)
	return ""
}

func unavailable(t testing.TB, err error) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("stripe-mock could not be started (required under CI=true): %v", err)
	}
	t.Skipf("stripe-mock unavailable: %v", err)
}

func try(t testing.TB, bin string) (string, error) {
	httpAddr, err := proc.FreeAddr("127.0.0.1")
	if err != nil {
		return "", err
	}
	httpsAddr, err := proc.FreeAddr("127.0.0.1")
	if err != nil {
		return "", err
	}
	child, err := proc.Start(exec.Command(bin, "-http-addr", httpAddr.String(), "-https-addr", httpsAddr.String()))
	if err != nil {
		return "", fmt.Errorf("start stripe-mock: %w", err)
	}
	stop := func() {
		_ = child.Cmd.Process.Kill()
		<-child.Exited
	}
	base := "http://" + httpAddr.String()
	if err := waitReady(base, child.Exited, 20*time.Second); err != nil {
		stop()
		return "", fmt.Errorf("%w\nstripe-mock output:\n%s", err, child.Out.String())
	}
	t.Cleanup(stop)
	return base, nil
}

// waitReady polls until stripe-mock answers an API request (it stamps
// every answer with Stripe-Mock-Version), so a foreign process that
// grabbed the port is not mistaken for it.
func waitReady(base string, exited <-chan struct{}, within time.Duration) error {
	deadline := time.Now().Add(within)
	client := &http.Client{Timeout: time.Second}
	for {
		req, _ := http.NewRequest(http.MethodGet, base+"/v1/charges", nil)
		req.Header.Set("Authorization", "Bearer sk_test_ready")
		if resp, err := client.Do(req); err == nil {
			_, _ = io.Copy(io.Discard, io.LimitReader(resp.Body, 1<<20))
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK && resp.Header.Get("Stripe-Mock-Version") != "" {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return fmt.Errorf("stripe-mock at %s not ready within %s", base, within)
		}
		select {
		case <-exited:
			return fmt.Errorf("stripe-mock exited before it was ready")
		case <-time.After(20 * time.Millisecond):
		}
	}
}

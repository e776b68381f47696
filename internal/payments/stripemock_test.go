package payments_test

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"
)

// testTmp holds files shared by the whole test binary (the stripe-mock
// build); TestMain removes it.
var testTmp string

func TestMain(m *testing.M) {
	flag.Parse()
	if !testing.Verbose() {
		// The code under test logs every outcome; keep quiet runs quiet.
		slog.SetDefault(slog.New(slog.DiscardHandler))
	}
	dir, err := os.MkdirTemp("", "marquee-payments-test-")
	if err != nil {
		fmt.Fprintln(os.Stderr, "payments tests:", err)
		os.Exit(1)
	}
	testTmp = dir
	code := m.Run()
	_ = os.RemoveAll(dir)
	os.Exit(code)
}

var stripeMockBuild struct {
	once sync.Once
	bin  string
	err  error
}

// stripeMockBinary builds the stripe-mock tool pinned in go.mod, once per
// test binary, so every test runs the same version the module declares.
func stripeMockBinary() (string, error) {
	stripeMockBuild.once.Do(func() {
		out, err := exec.Command("go", "env", "GOMOD").Output()
		gomod := strings.TrimSpace(string(out))
		if err != nil || gomod == "" || gomod == os.DevNull {
			stripeMockBuild.err = fmt.Errorf("locate go.mod: %v (GOMOD=%q)", err, gomod)
			return
		}
		bin := filepath.Join(testTmp, "stripe-mock")
		cmd := exec.Command("go", "build", "-o", bin, "github.com/stripe/stripe-mock")
		cmd.Dir = filepath.Dir(gomod)
		if out, err := cmd.CombinedOutput(); err != nil {
			stripeMockBuild.err = fmt.Errorf("go build stripe-mock: %v\n%s", err, out)
			return
		}
		stripeMockBuild.bin = bin
	})
	return stripeMockBuild.bin, stripeMockBuild.err
}

// startStripeMock runs stripe-mock on loopback for the rest of the test
// and returns its HTTP base URL. Both listeners are bound to 127.0.0.1:
// given only -http-addr, stripe-mock would also serve HTTPS on every
// interface. Under CI=true a failure to start fails the test; elsewhere it
// skips, so a machine without the Go toolchain can still run the rest.
func startStripeMock(t *testing.T) string {
	t.Helper()
	bin, err := stripeMockBinary()
	if err != nil {
		stripeMockUnavailable(t, err)
	}
	var lastErr error
	// A free port can be taken between probing and binding; try again then.
	for attempt := 0; attempt < 3; attempt++ {
		base, err := tryStartStripeMock(t, bin)
		if err == nil {
			return base
		}
		lastErr = err
	}
	stripeMockUnavailable(t, lastErr)
	return ""
}

func stripeMockUnavailable(t *testing.T, err error) {
	t.Helper()
	if os.Getenv("CI") == "true" {
		t.Fatalf("stripe-mock could not be started (required under CI=true): %v", err)
	}
	t.Skipf("stripe-mock unavailable: %v", err)
}

func tryStartStripeMock(t *testing.T, bin string) (string, error) {
	httpAddr, err := freeLoopbackAddr()
	if err != nil {
		return "", err
	}
	httpsAddr, err := freeLoopbackAddr()
	if err != nil {
		return "", err
	}
	logs := &lockedBuffer{}
	cmd := exec.Command(bin, "-http-addr", httpAddr, "-https-addr", httpsAddr)
	cmd.Stdout, cmd.Stderr = logs, logs
	if err := cmd.Start(); err != nil {
		return "", fmt.Errorf("start stripe-mock: %w", err)
	}
	exited := make(chan struct{})
	go func() {
		_ = cmd.Wait()
		close(exited)
	}()
	stop := func() {
		_ = cmd.Process.Kill()
		<-exited
	}
	base := "http://" + httpAddr
	if err := waitStripeMockReady(base, exited, 20*time.Second); err != nil {
		stop()
		return "", fmt.Errorf("%w\nstripe-mock output:\n%s", err, logs.String())
	}
	t.Cleanup(stop)
	return base, nil
}

// waitStripeMockReady polls until stripe-mock answers an API request (it
// stamps every answer with Stripe-Mock-Version), so a foreign process
// that grabbed the port is not mistaken for it.
func waitStripeMockReady(base string, exited <-chan struct{}, within time.Duration) error {
	deadline := time.Now().Add(within)
	client := &http.Client{Timeout: time.Second}
	for {
		req, _ := http.NewRequestWithContext(context.Background(), http.MethodGet, base+"/v1/charges", nil)
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

func freeLoopbackAddr() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	return l.Addr().String(), nil
}

type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// captured is one request the Stripe client sent.
type captured struct {
	Method string
	URL    *url.URL
	Header http.Header
	Form   url.Values
}

// captureTransport records every request before passing it on, so tests
// can assert on what was sent to Stripe; stripe-mock's answers are canned
// fixtures and echo little of it.
type captureTransport struct {
	next http.RoundTripper
	mu   sync.Mutex
	reqs []captured
}

func newCapture() (*captureTransport, *http.Client) {
	c := &captureTransport{next: http.DefaultTransport}
	return c, &http.Client{Transport: c, Timeout: 10 * time.Second}
}

func (c *captureTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	var body []byte
	if r.Body != nil {
		var err error
		if body, err = io.ReadAll(r.Body); err != nil {
			return nil, err
		}
		_ = r.Body.Close()
	}
	form, _ := url.ParseQuery(string(body))
	c.mu.Lock()
	c.reqs = append(c.reqs, captured{Method: r.Method, URL: r.URL, Header: r.Header.Clone(), Form: form})
	c.mu.Unlock()
	out := r.Clone(r.Context())
	out.Body = io.NopCloser(bytes.NewReader(body))
	return c.next.RoundTrip(out)
}

// find returns the requests sent to a path, oldest first.
func (c *captureTransport) find(method, path string) []captured {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []captured
	for _, r := range c.reqs {
		if r.Method == method && r.URL.Path == path {
			out = append(out, r)
		}
	}
	return out
}

func (c *captureTransport) all() []captured {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]captured(nil), c.reqs...)
}

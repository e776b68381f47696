package payments_test

import (
	"bytes"
	"flag"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"sync"
	"testing"
	"time"

	"marquee/internal/payments/stripemock"
)

func TestMain(m *testing.M) {
	flag.Parse()
	if !testing.Verbose() {
		// The code under test logs every outcome; keep quiet runs quiet.
		slog.SetDefault(slog.New(slog.DiscardHandler))
	}
	code := m.Run()
	stripemock.Cleanup()
	os.Exit(code)
}

// startStripeMock runs stripe-mock on loopback for the rest of the test.
func startStripeMock(t *testing.T) string { return stripemock.Start(t) }

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

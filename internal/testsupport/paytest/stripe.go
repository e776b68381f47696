package paytest

import (
	"bytes"
	"io"
	"net/http"
	"net/url"
	"sync"
	"testing"
	"time"

	"marquee/internal/adapters/payments"
	"marquee/internal/testsupport/proc"
)

const (
	PublicURL     = "https://tickets.example"
	SecretKey     = "sk_test_marquee"
	WebhookSecret = "whsec_marquee_test"
)

// StripeConfig is the provider's test configuration against apiBase
// (stripe-mock or a fake), sending through hc when it is not nil.
func StripeConfig(apiBase string, hc *http.Client) payments.StripeConfig {
	return payments.StripeConfig{
		SecretKey: SecretKey, WebhookSecret: WebhookSecret,
		APIBase: apiBase, PublicURL: PublicURL + "/", HTTPClient: hc,
	}
}

// NewStripe is the Stripe provider for cfg, failing the test on error.
func NewStripe(t *testing.T, cfg payments.StripeConfig) *payments.Stripe {
	t.Helper()
	s, err := payments.NewStripe(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// LockedBuffer is a bytes.Buffer safe for a logger and a test at once.
type LockedBuffer = proc.LockedBuffer

// Captured is one request the Stripe client sent.
type Captured struct {
	Method string
	URL    *url.URL
	Header http.Header
	Form   url.Values
}

// CaptureTransport records every request before passing it on, so tests
// can assert on what was sent to Stripe; stripe-mock's answers are canned
// fixtures and echo little of it.
type CaptureTransport struct {
	next http.RoundTripper
	mu   sync.Mutex
	reqs []Captured
}

// NewCapture returns a recorder and a client sending through it.
func NewCapture() (*CaptureTransport, *http.Client) {
	c := &CaptureTransport{next: http.DefaultTransport}
	return c, &http.Client{Transport: c, Timeout: 10 * time.Second}
}

func (c *CaptureTransport) RoundTrip(r *http.Request) (*http.Response, error) {
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
	c.reqs = append(c.reqs, Captured{Method: r.Method, URL: r.URL, Header: r.Header.Clone(), Form: form})
	c.mu.Unlock()
	out := r.Clone(r.Context())
	out.Body = io.NopCloser(bytes.NewReader(body))
	return c.next.RoundTrip(out)
}

// Find returns the requests sent to a path, oldest first.
func (c *CaptureTransport) Find(method, path string) []Captured {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []Captured
	for _, r := range c.reqs {
		if r.Method == method && r.URL.Path == path {
			out = append(out, r)
		}
	}
	return out
}

// All returns every request sent, oldest first.
func (c *CaptureTransport) All() []Captured {
	c.mu.Lock()
	defer c.mu.Unlock()
	return append([]Captured(nil), c.reqs...)
}

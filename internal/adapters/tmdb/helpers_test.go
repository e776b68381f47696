package tmdb

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"marquee/internal/testsupport/testclock"
)

const testKey = "0123456789abcdef0123456789abcdef" // a v3-looking key

// fake is a TMDB stand-in: handler answers, hits counts requests.
type fake struct {
	srv  *httptest.Server
	hits atomic.Int64
}

func (f *fake) base() string { return f.srv.URL + "/3" }

func newFake(t *testing.T, h http.HandlerFunc) *fake {
	t.Helper()
	f := &fake{}
	f.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		f.hits.Add(1)
		h(w, r)
	}))
	t.Cleanup(f.srv.Close)
	return f
}

func fixture(t *testing.T, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func writeJSON(w http.ResponseWriter, status int, body []byte) {
	w.Header().Set("Content-Type", "application/json;charset=utf-8")
	w.WriteHeader(status)
	w.Write(body)
}

// tmdbFixtures serves the testdata files at TMDB's paths under /3, and
// TMDB's 401 and 404 bodies otherwise.
func tmdbFixtures(t *testing.T) http.HandlerFunc {
	nowPlaying := fixture(t, "now_playing.json")
	movie := fixture(t, "movie_1100001.json")
	notFound := fixture(t, "not_found.json")
	unauthorized := fixture(t, "unauthorized.json")
	return func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Query().Get("api_key") != testKey && !strings.HasPrefix(r.Header.Get("Authorization"), "Bearer eyJ") {
			writeJSON(w, http.StatusUnauthorized, unauthorized)
			return
		}
		switch r.URL.Path {
		case "/3/movie/now_playing":
			writeJSON(w, http.StatusOK, nowPlaying)
		case "/3/movie/1100001":
			writeJSON(w, http.StatusOK, movie)
		default:
			writeJSON(w, http.StatusNotFound, notFound)
		}
	}
}

// sleeps records the waits a client asks for instead of waiting.
type sleeps struct {
	mu sync.Mutex
	d  []time.Duration
}

func (s *sleeps) sleep(ctx context.Context, d time.Duration) error {
	s.mu.Lock()
	s.d = append(s.d, d)
	s.mu.Unlock()
	return ctx.Err()
}

func (s *sleeps) all() []time.Duration {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]time.Duration(nil), s.d...)
}

// newClient makes a client for f with recorded sleeps and a fixed clock;
// mod adjusts the config.
func newClient(t *testing.T, f *fake, mod func(*Config)) (*Client, *sleeps, *testclock.Clock) {
	t.Helper()
	s := &sleeps{}
	clk := testclock.New(time.Date(2026, 7, 15, 12, 0, 0, 0, time.UTC))
	cfg := Config{APIKey: testKey, BaseURL: f.base(), Sleep: s.sleep, Now: clk.Now, Timeout: 5 * time.Second}
	if mod != nil {
		mod(&cfg)
	}
	c, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return c, s, clk
}

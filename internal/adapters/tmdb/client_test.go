package tmdb

import (
	"context"
	"errors"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestAuthAPIKeyVersusBearer(t *testing.T) {
	const token = "eyJhbGciOiJIUzI1NiJ9.eyJhdWQiOiJ0ZXN0In0.c2lnbmF0dXJl"
	for _, tc := range []struct {
		key                string
		wantQuery, wantHdr string
	}{
		{testKey, testKey, ""},
		{token, "", "Bearer " + token},
	} {
		var gotQuery, gotHdr string
		fix := tmdbFixtures(t)
		f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
			gotQuery, gotHdr = r.URL.Query().Get("api_key"), r.Header.Get("Authorization")
			fix(w, r)
		})
		c, _, _ := newClient(t, f, func(cfg *Config) { cfg.APIKey = tc.key })
		if _, err := c.NowPlaying(context.Background()); err != nil {
			t.Fatal(err)
		}
		if gotQuery != tc.wantQuery || gotHdr != tc.wantHdr {
			t.Errorf("key %.6s…: api_key=%q Authorization=%q, want %q and %q", tc.key, gotQuery, gotHdr, tc.wantQuery, tc.wantHdr)
		}
	}
}

func TestNewNeedsKeyAndDefaults(t *testing.T) {
	if _, err := New(Config{APIKey: "  "}); !errors.Is(err, ErrNoAPIKey) {
		t.Errorf("empty key: %v", err)
	}
	if _, err := New(Config{APIKey: "k", BaseURL: "not a url"}); err == nil {
		t.Error("bad base URL accepted")
	}
	c, err := New(Config{APIKey: "k"})
	if err != nil {
		t.Fatal(err)
	}
	if c.base != DefaultBaseURL || c.timeout != 8*time.Second || c.maxRetries != 3 || c.ttl != 10*time.Minute || c.bearer {
		t.Errorf("defaults: %q %v %d %v %v", c.base, c.timeout, c.maxRetries, c.ttl, c.bearer)
	}
	c, _ = New(Config{APIKey: "k", MaxRetries: -1})
	if c.maxRetries != 0 {
		t.Errorf("negative MaxRetries should mean none, got %d", c.maxRetries)
	}
}

// sequence answers each request with the next status (and Retry-After),
// then with the fixtures.
func sequence(t *testing.T, statuses []int, retryAfter string) http.HandlerFunc {
	fix := tmdbFixtures(t)
	var mu sync.Mutex
	n := 0
	return func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		i := n
		n++
		mu.Unlock()
		if i < len(statuses) {
			if retryAfter != "" {
				w.Header().Set("Retry-After", retryAfter)
			}
			writeJSON(w, statuses[i], []byte(`{"success":false,"status_code":25,"status_message":"Your request count is over the allowed limit."}`))
			return
		}
		fix(w, r)
	}
}

func TestRateLimitedThenOKHonoursRetryAfter(t *testing.T) {
	for _, tc := range []struct {
		header string
		want   time.Duration
	}{
		{"2", 2 * time.Second},
		{"3600", maxRetryAfter}, // capped
		{"Wed, 15 Jul 2026 12:00:05 GMT", 5 * time.Second},
	} {
		f := newFake(t, sequence(t, []int{http.StatusTooManyRequests}, tc.header))
		c, s, _ := newClient(t, f, nil)
		movies, err := c.NowPlaying(context.Background())
		if err != nil || len(movies) != 3 {
			t.Fatalf("Retry-After %q: %d movies, %v", tc.header, len(movies), err)
		}
		if f.hits.Load() != 2 || !slices.Equal(s.all(), []time.Duration{tc.want}) {
			t.Errorf("Retry-After %q: %d requests, waits %v, want 2 and [%v]", tc.header, f.hits.Load(), s.all(), tc.want)
		}
	}
}

func TestServerErrorsRetriedWithBackoff(t *testing.T) {
	f := newFake(t, sequence(t, []int{503, 503}, ""))
	c, s, _ := newClient(t, f, nil)
	if _, err := c.NowPlaying(context.Background()); err != nil {
		t.Fatal(err)
	}
	waits := s.all()
	if f.hits.Load() != 3 || len(waits) != 2 {
		t.Fatalf("%d requests, waits %v; want 3 requests, 2 waits", f.hits.Load(), waits)
	}
	// Exponential with jitter: retry n waits within [d/2, d], d = 500ms·2ⁿ.
	for n, w := range waits {
		d := backoffBase << n
		if w < d/2 || w > d {
			t.Errorf("wait %d = %v, want within [%v, %v]", n, w, d/2, d)
		}
	}
}

func TestBackoffGrowsAndIsCapped(t *testing.T) {
	for n := range 12 {
		d := min(backoffBase<<min(n, 5), backoffMax)
		for range 50 {
			if w := backoff(n); w < d/2 || w > d {
				t.Fatalf("backoff(%d) = %v, want within [%v, %v]", n, w, d/2, d)
			}
		}
	}
}

func TestNotFoundAndUnauthorizedAreNotRetried(t *testing.T) {
	f := newFake(t, tmdbFixtures(t))
	c, s, _ := newClient(t, f, nil)
	_, err := c.Movie(context.Background(), 404404)
	if !errors.Is(err, ErrNotFound) {
		t.Fatalf("got %v, want ErrNotFound", err)
	}
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.Status != 404 || apiErr.Code != 34 || apiErr.Path != "/movie/404404" {
		t.Errorf("error details %+v", apiErr)
	}
	if f.hits.Load() != 1 || len(s.all()) != 0 {
		t.Errorf("404: %d requests, waits %v; want 1 and none", f.hits.Load(), s.all())
	}

	f = newFake(t, tmdbFixtures(t))
	const wrongKey = "ffffffffffffffffffffffffffffffff"
	c, s, _ = newClient(t, f, func(cfg *Config) { cfg.APIKey = wrongKey })
	_, err = c.NowPlaying(context.Background())
	if !errors.Is(err, ErrUnauthorized) || errors.Is(err, ErrNotFound) {
		t.Fatalf("got %v, want ErrUnauthorized", err)
	}
	if f.hits.Load() != 1 || len(s.all()) != 0 {
		t.Errorf("401: %d requests, waits %v; want 1 and none", f.hits.Load(), s.all())
	}
	if strings.Contains(err.Error(), wrongKey) {
		t.Errorf("error leaks the key: %v", err)
	}
}

func TestOtherClientErrorsAreNotRetried(t *testing.T) {
	f := newFake(t, sequence(t, []int{400, 400}, ""))
	c, s, _ := newClient(t, f, nil)
	_, err := c.NowPlaying(context.Background())
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.Status != 400 || f.hits.Load() != 1 || len(s.all()) != 0 {
		t.Errorf("400: %v, %d requests, waits %v", err, f.hits.Load(), s.all())
	}
}

func TestRetriesExhausted(t *testing.T) {
	f := newFake(t, sequence(t, []int{500, 502, 503, 504, 500}, ""))
	c, s, _ := newClient(t, f, func(cfg *Config) { cfg.MaxRetries = 2 })
	_, err := c.NowPlaying(context.Background())
	var apiErr *Error
	if err == nil || !errors.As(err, &apiErr) || apiErr.Status != 503 || !strings.Contains(err.Error(), "giving up after 3 attempts") {
		t.Fatalf("got %v, want the third failure (503) after 3 attempts", err)
	}
	if f.hits.Load() != 3 || len(s.all()) != 2 {
		t.Errorf("%d requests, waits %v; want 3 and 2", f.hits.Load(), s.all())
	}

	f = newFake(t, sequence(t, []int{429, 429, 429, 429, 429}, "1"))
	c, s, _ = newClient(t, f, nil) // default 3 retries
	_, err = c.NowPlaying(context.Background())
	if !errors.Is(err, ErrRateLimited) || f.hits.Load() != 4 || len(s.all()) != 3 {
		t.Errorf("429s: %v, %d requests, waits %v; want ErrRateLimited after 4", err, f.hits.Load(), s.all())
	}
}

func TestNetworkErrorsRetriedAndKeyNotLeaked(t *testing.T) {
	// A connection dropped mid-request, then a good answer.
	fix := tmdbFixtures(t)
	var mu sync.Mutex
	dropped := false
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		first := !dropped
		dropped = true
		mu.Unlock()
		if first {
			conn, _, err := http.NewResponseController(w).Hijack()
			if err == nil {
				conn.Close()
			}
			return
		}
		fix(w, r)
	})
	c, s, _ := newClient(t, f, nil)
	if _, err := c.NowPlaying(context.Background()); err != nil {
		t.Fatal(err)
	}
	if f.hits.Load() != 2 || len(s.all()) != 1 {
		t.Errorf("%d requests, waits %v; want 2 and 1", f.hits.Load(), s.all())
	}

	// Nothing listening at all: every attempt fails; the error must not
	// carry the request URL, whose query holds the key.
	down := newFake(t, fix)
	down.srv.Close()
	c, s, _ = newClient(t, down, nil)
	_, err := c.NowPlaying(context.Background())
	if err == nil || len(s.all()) != 3 {
		t.Fatalf("server down: %v, waits %v", err, s.all())
	}
	if strings.Contains(err.Error(), testKey) || strings.Contains(err.Error(), "api_key") {
		t.Errorf("error leaks the key: %v", err)
	}
}

func TestRequestTimeout(t *testing.T) {
	release := make(chan struct{})
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		select { // hang until the client gives up
		case <-r.Context().Done():
		case <-release:
		}
	})
	t.Cleanup(func() { close(release) }) // runs before the server closes
	c, s, _ := newClient(t, f, func(cfg *Config) { cfg.Timeout = 20 * time.Millisecond; cfg.MaxRetries = 1 })
	_, err := c.Movie(context.Background(), 1100001)
	if !errors.Is(err, context.DeadlineExceeded) || !strings.Contains(err.Error(), "no answer within 20ms") {
		t.Fatalf("got %v, want a per-request timeout", err)
	}
	if f.hits.Load() != 2 || len(s.all()) != 1 {
		t.Errorf("%d requests, waits %v; a timeout is retried", f.hits.Load(), s.all())
	}
}

func TestCacheUntilTTL(t *testing.T) {
	f := newFake(t, tmdbFixtures(t))
	c, _, clk := newClient(t, f, nil)
	ctx := context.Background()

	first, err := c.NowPlaying(ctx)
	if err != nil {
		t.Fatal(err)
	}
	first[0].Title = "changed by the caller"
	first[0].Genres[0].Name = "changed too"
	clk.Advance(9 * time.Minute)
	second, err := c.NowPlaying(ctx)
	if err != nil || f.hits.Load() != 1 {
		t.Fatalf("within the TTL: %d requests, %v; want 1", f.hits.Load(), err)
	}
	if second[0].Title != "Harbour Lights" || second[0].Genres[0].Name != "Action" {
		t.Errorf("cached value was modified through a returned copy: %+v", second[0])
	}
	clk.Advance(time.Minute + time.Second)
	if _, err := c.NowPlaying(ctx); err != nil || f.hits.Load() != 2 {
		t.Errorf("after the TTL: %d requests, %v; want 2", f.hits.Load(), err)
	}

	// Movies are cached per id, and failures are not cached.
	for range 2 {
		if _, err := c.Movie(ctx, 1100001); err != nil {
			t.Fatal(err)
		}
		if _, err := c.Movie(ctx, 404404); !errors.Is(err, ErrNotFound) {
			t.Fatal(err)
		}
	}
	if f.hits.Load() != 2+1+2 {
		t.Errorf("%d requests, want 5 (one movie fetch, two 404s)", f.hits.Load())
	}
}

func TestCacheIsBounded(t *testing.T) {
	c, err := New(Config{APIKey: "k"})
	if err != nil {
		t.Fatal(err)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := range cacheEntries + 50 {
		c.store(string(rune('a'+i%26))+time.Duration(i).String(), i)
	}
	if len(c.cache) != cacheEntries {
		t.Errorf("cache holds %d entries, want at most %d", len(c.cache), cacheEntries)
	}
}

func TestConcurrentIdenticalRequestsShareOneCall(t *testing.T) {
	c, f, release := heldClient(t)
	const callers = 8
	key := "/movie/now_playing?language=en-US&page=1"

	var wg sync.WaitGroup
	errs := make(chan error, callers)
	for range callers {
		wg.Go(func() {
			movies, err := c.NowPlaying(context.Background())
			if err == nil && len(movies) != 3 {
				err = errors.New("wrong result")
			}
			errs <- err
		})
	}
	waitFor(t, func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		fl := c.flights[key]
		return fl != nil && fl.waiters == callers
	})
	close(release)
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	if f.hits.Load() != 1 {
		t.Errorf("%d upstream requests, want 1", f.hits.Load())
	}
}

func TestLeavingWaiterDoesNotFailOthers(t *testing.T) {
	c, f, release := heldClient(t)
	key := "/movie/1100001?append_to_response=credits%2Cvideos"

	// The first caller starts the fetch, then gives up.
	ctx, cancel := context.WithCancel(context.Background())
	firstDone := make(chan error, 1)
	go func() { _, err := c.Movie(ctx, 1100001); firstDone <- err }()
	waitFor(t, func() bool { c.mu.Lock(); defer c.mu.Unlock(); return c.flights[key] != nil })

	secondDone := make(chan error, 1)
	go func() { _, err := c.Movie(context.Background(), 1100001); secondDone <- err }()
	waitFor(t, func() bool { c.mu.Lock(); defer c.mu.Unlock(); return c.flights[key].waiters == 2 })

	cancel()
	if err := <-firstDone; !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled caller: %v", err)
	}
	close(release)
	if err := <-secondDone; err != nil {
		t.Errorf("remaining caller: %v", err)
	}
	if f.hits.Load() != 1 {
		t.Errorf("%d requests, want 1", f.hits.Load())
	}
}

// heldClient is a client whose upstream answers with the fixtures only
// once release is closed, so callers can be lined up behind one request.
func heldClient(t *testing.T) (*Client, *fake, chan struct{}) {
	t.Helper()
	release := make(chan struct{})
	fix := tmdbFixtures(t)
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		<-release
		fix(w, r)
	})
	c, _, _ := newClient(t, f, nil)
	return c, f, release
}

// waitFor yields until cond holds (it is about goroutines reaching a
// point, so no fixed sleeps), failing after a generous bound.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatal("condition not reached")
		}
		runtime.Gosched()
	}
}

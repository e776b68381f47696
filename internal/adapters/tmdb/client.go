package tmdb

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"marquee/internal/domain/catalog"
)

// Defaults for the zero values of Config.
const (
	DefaultBaseURL    = "https://api.themoviedb.org/3"
	DefaultTimeout    = 8 * time.Second
	DefaultMaxRetries = 3
	DefaultCacheTTL   = 10 * time.Minute
)

const (
	// backoffBase is the first retry's nominal wait; it doubles per retry up
	// to backoffMax, and the actual wait is drawn from [d/2, d] so that
	// several replicas hit by the same outage do not retry in lockstep.
	backoffBase = 500 * time.Millisecond
	backoffMax  = 8 * time.Second
	// maxRetryAfter caps a server-requested wait: a page render should not
	// hang for minutes on TMDB's say-so when the sample catalogue can answer.
	maxRetryAfter = 20 * time.Second
	// maxBody bounds what we read from a response; a movie with credits is
	// well under 1 MB.
	maxBody = 8 << 20
	// cacheEntries bounds the response cache: now playing plus a few
	// hundred movie pages is all the working set a single cinema has.
	cacheEntries = 256
)

// Errors a call can wrap; test with errors.Is.
var (
	// ErrNotFound means TMDB answered 404: no such movie. It wraps
	// catalog.ErrNotFound, which is what the catalogue tests for.
	ErrNotFound = fmt.Errorf("tmdb: %w", catalog.ErrNotFound)
	// ErrUnauthorized means TMDB answered 401: the key or token is invalid.
	ErrUnauthorized = errors.New("tmdb: unauthorized (invalid API key or token)")
	// ErrRateLimited means TMDB kept answering 429 until retries ran out.
	ErrRateLimited = errors.New("tmdb: rate limited")
	// ErrNoAPIKey is returned by New for an empty Config.APIKey.
	ErrNoAPIKey = errors.New("tmdb: no API key configured")
)

// Error is a non-2xx answer from TMDB. It unwraps to ErrNotFound,
// ErrUnauthorized or ErrRateLimited where one applies.
type Error struct {
	// Path is the request path without its query, which may hold the key.
	Path string
	// Status is the HTTP status code.
	Status int
	// Code and Message are TMDB's status_code and status_message, when the
	// body carried them.
	Code    int
	Message string
}

func (e *Error) Error() string {
	s := fmt.Sprintf("tmdb: GET %s: %d %s", e.Path, e.Status, http.StatusText(e.Status))
	if e.Message != "" {
		s += fmt.Sprintf(": %s (code %d)", e.Message, e.Code)
	}
	return s
}

func (e *Error) Unwrap() error {
	switch e.Status {
	case http.StatusNotFound:
		return ErrNotFound
	case http.StatusUnauthorized:
		return ErrUnauthorized
	case http.StatusTooManyRequests:
		return ErrRateLimited
	}
	return nil
}

// Config configures a Client. Zero values take the defaults noted.
type Config struct {
	// APIKey is either a v3 API key (sent as the api_key query parameter)
	// or a v4 read-access token, recognised as a JWT by its "eyJ" prefix
	// (sent as Authorization: Bearer). Required.
	APIKey string
	// BaseURL defaults to DefaultBaseURL.
	BaseURL string
	// HTTPClient defaults to a client with no overall timeout of its own
	// (Timeout below bounds each request).
	HTTPClient *http.Client
	// Timeout bounds each HTTP request, body included; default 8s.
	Timeout time.Duration
	// MaxRetries is how many times a retryable failure is retried; default
	// 3, negative means never retry.
	MaxRetries int
	// CacheTTL is how long answers are reused; default 10 minutes,
	// negative disables the cache (identical concurrent calls are still
	// merged).
	CacheTTL time.Duration
	// Now is the clock for cache expiry and Retry-After dates; default
	// time.Now.
	Now func() time.Time
	// Sleep waits between retries, returning early with ctx's error;
	// injectable so tests need not wait. Default: a timer.
	Sleep func(ctx context.Context, d time.Duration) error
}

// Client talks to TMDB's v3 API. It is safe for concurrent use.
type Client struct {
	key        string
	bearer     bool
	base       string
	hc         *http.Client
	timeout    time.Duration
	maxRetries int
	ttl        time.Duration
	now        func() time.Time
	sleep      func(context.Context, time.Duration) error

	mu      sync.Mutex
	cache   map[string]cacheEntry
	flights map[string]*flight
}

var _ catalog.MovieSource = (*Client)(nil)

// New returns a Client for cfg, or ErrNoAPIKey when cfg has no key.
func New(cfg Config) (*Client, error) {
	key := strings.TrimSpace(cfg.APIKey)
	if key == "" {
		return nil, ErrNoAPIKey
	}
	base := strings.TrimRight(cfg.BaseURL, "/")
	if base == "" {
		base = DefaultBaseURL
	}
	if u, err := url.Parse(base); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return nil, fmt.Errorf("tmdb: invalid base URL %q", base)
	}
	c := &Client{
		key:        key,
		bearer:     strings.HasPrefix(key, "eyJ"),
		base:       base,
		hc:         cfg.HTTPClient,
		timeout:    cfg.Timeout,
		maxRetries: cfg.MaxRetries,
		ttl:        cfg.CacheTTL,
		now:        cfg.Now,
		sleep:      cfg.Sleep,
		cache:      make(map[string]cacheEntry),
		flights:    make(map[string]*flight),
	}
	if c.hc == nil {
		c.hc = &http.Client{}
	}
	if c.timeout <= 0 {
		c.timeout = DefaultTimeout
	}
	switch {
	case c.maxRetries == 0:
		c.maxRetries = DefaultMaxRetries
	case c.maxRetries < 0:
		c.maxRetries = 0
	}
	if c.ttl == 0 {
		c.ttl = DefaultCacheTTL
	}
	if c.now == nil {
		c.now = time.Now
	}
	if c.sleep == nil {
		c.sleep = sleepTimer
	}
	return c, nil
}

func sleepTimer(ctx context.Context, d time.Duration) error {
	if d <= 0 {
		return ctx.Err()
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// get fetches path (with query q) and returns the 200 response's body,
// retrying transient failures. Errors never contain the API key.
func (c *Client) get(ctx context.Context, path string, q url.Values) ([]byte, error) {
	var lastErr error
	for attempt := 0; ; attempt++ {
		if err := ctx.Err(); err != nil {
			return nil, fmt.Errorf("tmdb: GET %s: %w", path, err)
		}
		body, retryAfter, retry, err := c.attempt(ctx, path, q)
		if err == nil {
			return body, nil
		}
		lastErr = err
		if !retry || ctx.Err() != nil {
			return nil, err
		}
		if attempt >= c.maxRetries {
			return nil, fmt.Errorf("tmdb: giving up after %d attempts: %w", attempt+1, lastErr)
		}
		wait := backoff(attempt)
		if retryAfter >= 0 {
			wait = min(retryAfter, maxRetryAfter)
		}
		if err := c.sleep(ctx, wait); err != nil {
			return nil, fmt.Errorf("tmdb: GET %s: waiting to retry: %w (last error: %v)", path, err, lastErr)
		}
	}
}

// backoff is the jittered wait before retry number n (from 0).
func backoff(n int) time.Duration {
	d := backoffMax
	if n < 5 {
		d = min(backoffBase<<n, backoffMax)
	}
	half := d / 2
	return half + rand.N(half+1)
}

// attempt makes one request. retryAfter is the server's requested wait, or
// -1 when it gave none; retry says whether the failure is worth retrying.
func (c *Client) attempt(ctx context.Context, path string, q url.Values) (body []byte, retryAfter time.Duration, retry bool, err error) {
	retryAfter = -1
	ctx, cancel := context.WithTimeout(ctx, c.timeout)
	defer cancel()

	query := url.Values{}
	for k, v := range q {
		query[k] = v
	}
	if !c.bearer {
		query.Set("api_key", c.key)
	}
	u := c.base + path
	if len(query) > 0 {
		u += "?" + query.Encode()
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, retryAfter, false, fmt.Errorf("tmdb: GET %s: %w", path, stripURL(err))
	}
	req.Header.Set("Accept", "application/json")
	if c.bearer {
		req.Header.Set("Authorization", "Bearer "+c.key)
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, retryAfter, true, c.netErr(ctx, path, err)
	}
	defer resp.Body.Close()

	if resp.StatusCode == http.StatusOK {
		body, err = io.ReadAll(io.LimitReader(resp.Body, maxBody))
		if err != nil {
			return nil, retryAfter, true, c.netErr(ctx, path, err)
		}
		return body, retryAfter, false, nil
	}

	apiErr := c.apiError(path, resp)
	switch {
	case resp.StatusCode == http.StatusTooManyRequests:
		return nil, c.parseRetryAfter(resp.Header.Get("Retry-After")), true, apiErr
	case resp.StatusCode >= 500:
		return nil, retryAfter, true, apiErr
	default:
		return nil, retryAfter, false, apiErr
	}
}

// apiError describes an error answer, keeping TMDB's explanation if it
// sent one.
func (c *Client) apiError(path string, resp *http.Response) *Error {
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	apiErr := &Error{Path: path, Status: resp.StatusCode}
	var msg struct {
		StatusCode    int    `json:"status_code"`
		StatusMessage string `json:"status_message"`
	}
	if json.Unmarshal(raw, &msg) == nil {
		apiErr.Code = msg.StatusCode
		apiErr.Message = msg.StatusMessage
		if len(c.key) >= 8 { // belt and braces: never echo the key back
			apiErr.Message = strings.ReplaceAll(apiErr.Message, c.key, "[redacted]")
		}
	}
	return apiErr
}

// netErr describes a transport failure without the request URL, which
// carries the key for v3 auth.
func (c *Client) netErr(attemptCtx context.Context, path string, err error) error {
	err = stripURL(err)
	if errors.Is(attemptCtx.Err(), context.DeadlineExceeded) && errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("tmdb: GET %s: no answer within %s: %w", path, c.timeout, err)
	}
	return fmt.Errorf("tmdb: GET %s: %w", path, err)
}

// stripURL unwraps a *url.Error, dropping its URL.
func stripURL(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// parseRetryAfter reads a Retry-After header (delay seconds or HTTP date);
// -1 when absent or unreadable.
func (c *Client) parseRetryAfter(v string) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return -1
	}
	if s, err := strconv.ParseInt(v, 10, 64); err == nil {
		if s < 0 {
			return -1
		}
		if s > int64(maxRetryAfter/time.Second) {
			return maxRetryAfter
		}
		return time.Duration(s) * time.Second
	}
	if t, err := http.ParseTime(v); err == nil {
		return max(t.Sub(c.now()), 0)
	}
	return -1
}

package auth

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/clerk/clerk-sdk-go/v2"
	"github.com/clerk/clerk-sdk-go/v2/jwks"
)

// KeySource finds the public key that signed a token, by the token's kid.
// Verifier always hands the key to jwt.Verify explicitly, because without
// one the SDK fetches the whole key set from Clerk on every call.
type KeySource interface {
	Key(ctx context.Context, kid string) (*clerk.JSONWebKey, error)
}

// errUnknownKey is returned for a kid no trusted key set contains.
var errUnknownKey = errors.New("auth: unknown signing key")

const (
	// minRefetchInterval bounds how often an unknown kid may trigger a
	// fetch: tokens with made-up kids cost nothing to send, and each one
	// must not become a request to Clerk.
	minRefetchInterval = 30 * time.Second
	// fetchTimeout bounds one key-set fetch. The fetch is detached from
	// the request that triggered it, so it needs its own deadline.
	fetchTimeout = 10 * time.Second
)

// ClerkKeySetConfig configures NewClerkKeySet.
type ClerkKeySetConfig struct {
	// SecretKey is CLERK_SECRET_KEY; the JWKS endpoint is per instance and
	// authenticated with it.
	SecretKey string
	// APIURL overrides Clerk's Backend API base URL (tests point it at a
	// local server). Empty means https://api.clerk.com/v1.
	APIURL string
	// HTTPClient is optional; without one each fetch times out after 10 s.
	HTTPClient *http.Client
	// Clock drives the refetch limit; nil means the real clock.
	Clock clerk.Clock
	// Logger receives fetch failures; nil means slog.Default().
	Logger *slog.Logger
}

// ClerkKeySet is the KeySource for Clerk session tokens: the instance's
// JWKS, fetched with the SDK's jwks client and cached by kid. It is safe for
// concurrent use.
type ClerkKeySet struct {
	client *jwks.Client
	clock  clerk.Clock
	log    *slog.Logger

	// fetching is a one-slot semaphore: concurrent misses wait for the
	// fetch in progress instead of each starting their own.
	fetching chan struct{}

	mu        sync.RWMutex
	keys      map[string]*clerk.JSONWebKey
	lastFetch time.Time // zero until the first attempt
}

// NewClerkKeySet returns a key set for the Clerk instance of cfg.SecretKey.
// It does not fetch; call WaitReady at startup to fail fast on a bad key.
func NewClerkKeySet(cfg ClerkKeySetConfig) (*ClerkKeySet, error) {
	if cfg.SecretKey == "" {
		return nil, errors.New("auth: Clerk secret key is empty")
	}
	hc := &http.Client{Timeout: fetchTimeout}
	if cfg.HTTPClient != nil {
		c := *cfg.HTTPClient
		hc = &c
	}
	base := hc.Transport
	if base == nil {
		base = http.DefaultTransport
	}
	hc.Transport = statusTransport{base: base}
	backend := clerk.BackendConfig{Key: &cfg.SecretKey, HTTPClient: hc}
	if cfg.APIURL != "" {
		backend.URL = &cfg.APIURL
	}
	s := &ClerkKeySet{
		client:   jwks.NewClient(&clerk.ClientConfig{BackendConfig: backend}),
		clock:    cfg.Clock,
		log:      cfg.Logger,
		fetching: make(chan struct{}, 1),
		keys:     map[string]*clerk.JSONWebKey{},
	}
	if s.clock == nil {
		s.clock = clerk.NewClock()
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	return s, nil
}

// Key returns the key for kid, fetching the key set when kid is unknown and
// the last fetch is old enough. Clerk rotates keys by publishing the new one
// before signing with it, so a miss right after a rotation is served by the
// refetch, and a miss within the interval is treated as a forgery.
func (s *ClerkKeySet) Key(ctx context.Context, kid string) (*clerk.JSONWebKey, error) {
	if k := s.cached(kid); k != nil {
		return k, nil
	}
	select {
	case s.fetching <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	defer func() { <-s.fetching }()

	// Another caller may have fetched while we waited for the slot.
	if k := s.cached(kid); k != nil {
		return k, nil
	}
	s.mu.RLock()
	last := s.lastFetch
	s.mu.RUnlock()
	if !last.IsZero() && s.clock.Now().Sub(last) < minRefetchInterval {
		return nil, errUnknownKey
	}
	// Detached from the caller: one impatient client that hangs up must
	// not waste the only fetch allowed in this interval.
	if err := s.fetch(context.WithoutCancel(ctx)); err != nil {
		return nil, err
	}
	if k := s.cached(kid); k != nil {
		return k, nil
	}
	return nil, errUnknownKey
}

// Refresh fetches the key set now, regardless of the refetch limit. Unlike
// a fetch triggered by a token, it ends when ctx does.
func (s *ClerkKeySet) Refresh(ctx context.Context) error {
	select {
	case s.fetching <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-s.fetching }()
	return s.fetch(ctx)
}

// ClerkFetchError is a key-set fetch that Clerk answered with an error
// status.
type ClerkFetchError struct {
	StatusCode int
	Err        error
}

func (e *ClerkFetchError) Error() string {
	return fmt.Sprintf("Clerk answered HTTP %d: %s", e.StatusCode, truncate(e.Err.Error(), 200))
}

func (e *ClerkFetchError) Unwrap() error { return e.Err }

// Refused reports whether Clerk refused the secret key itself.
func (e *ClerkFetchError) Refused() bool {
	return e.StatusCode == http.StatusUnauthorized || e.StatusCode == http.StatusForbidden
}

// transient reports whether trying again later may succeed: the network
// failed, or Clerk was overloaded or down. A 4xx (a wrong key or URL) will
// not change by waiting.
func transient(err error) bool {
	var fe *ClerkFetchError
	if errors.As(err, &fe) {
		return fe.StatusCode == http.StatusTooManyRequests || fe.StatusCode == http.StatusRequestTimeout || fe.StatusCode >= 500
	}
	var se *jwksShapeError
	return !errors.As(err, &se)
}

// jwksShapeError is a 2xx answer that is not a key set: the URL points at
// some other service.
type jwksShapeError struct{ err error }

func (e *jwksShapeError) Error() string {
	return "the answer is not a JSON Web Key Set: " + e.err.Error()
}
func (e *jwksShapeError) Unwrap() error { return e.err }

// Startup retry schedule: the first retry comes quickly (a sidecar proxy
// may just be starting), later ones back off so a Clerk outage is not met
// with a storm from every replica at once.
const (
	startupFirstBackoff = 200 * time.Millisecond
	startupMaxBackoff   = 5 * time.Second
)

// WaitReady fetches the key set at start-up, retrying network failures and
// Clerk's 5xx and 429 answers with backoff until within has passed (or ctx
// ends). A refused key or a wrong URL fails at once. A wrong secret key
// thus stops the server instead of every sign-in silently failing. It
// returns the last error, wrapped with the number of attempts.
func (s *ClerkKeySet) WaitReady(ctx context.Context, within time.Duration) error {
	ctx, cancel := context.WithTimeout(ctx, within)
	defer cancel()
	backoff := startupFirstBackoff
	for attempt := 1; ; attempt++ {
		err := s.Refresh(ctx)
		if err == nil {
			return nil
		}
		if !transient(err) {
			return err
		}
		s.log.Warn("auth: Clerk JWKS not reachable yet; retrying", "attempt", attempt, "retry_in", backoff, "err", err)
		t := time.NewTimer(backoff)
		select {
		case <-ctx.Done():
			t.Stop()
			return fmt.Errorf("gave up after %d attempts in %v: %w", attempt, within, err)
		case <-t.C:
		}
		backoff = min(2*backoff, startupMaxBackoff)
	}
}

func (s *ClerkKeySet) cached(kid string) *clerk.JSONWebKey {
	s.mu.RLock()
	defer s.mu.RUnlock()
	return s.keys[kid]
}

// fetch replaces the cached keys with the published set. Must hold the
// fetching slot. A failed attempt still counts against the refetch limit so
// that an outage at Clerk is not met with a retry storm.
func (s *ClerkKeySet) fetch(ctx context.Context) error {
	s.mu.Lock()
	s.lastFetch = s.clock.Now()
	s.mu.Unlock()

	var status int
	fctx, cancel := context.WithTimeout(context.WithValue(ctx, statusKey{}, &status), fetchTimeout)
	defer cancel()
	set, err := s.client.Get(fctx, &jwks.GetParams{})
	if err != nil {
		// The SDK keeps the status only when the body is Clerk's error
		// JSON; the transport saw it either way.
		var syntax *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case status != 0 && (status < 200 || status > 299):
			err = &ClerkFetchError{StatusCode: status, Err: err}
		case status != 0 && (errors.As(err, &syntax) || errors.As(err, &typ)):
			err = &jwksShapeError{err: err}
		}
		s.log.Warn("auth: fetching Clerk JWKS failed", "err", err)
		return fmt.Errorf("auth: fetch Clerk JWKS: %w", err)
	}
	keys := make(map[string]*clerk.JSONWebKey, len(set.Keys))
	for _, k := range set.Keys {
		if usableKey(k) {
			keys[k.KeyID] = k
		}
	}
	if len(keys) == 0 {
		s.log.Warn("auth: Clerk JWKS has no usable keys")
	}
	s.mu.Lock()
	// Replaced, not merged: a key Clerk stopped publishing must stop being
	// trusted.
	s.keys = keys
	s.mu.Unlock()
	return nil
}

// statusKey carries, in a fetch's request context, where statusTransport
// writes the HTTP status of the answer.
type statusKey struct{}

// statusTransport records each answer's status for the fetch that sent it.
type statusTransport struct{ base http.RoundTripper }

func (t statusTransport) RoundTrip(r *http.Request) (*http.Response, error) {
	resp, err := t.base.RoundTrip(r)
	if p, ok := r.Context().Value(statusKey{}).(*int); ok && resp != nil {
		*p = resp.StatusCode
	}
	return resp, err
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "…"
}

// usableKey rejects keys that could never verify a session token safely: a
// key without a kid or algorithm cannot be matched to a token, and a
// symmetric key in a public set would let anyone who read the set forge
// tokens with it.
func usableKey(k *clerk.JSONWebKey) bool {
	if k == nil || k.KeyID == "" || k.Algorithm == "" || k.Key == nil {
		return false
	}
	if k.Use != "" && k.Use != "sig" {
		return false
	}
	_, symmetric := k.Key.([]byte)
	return !symmetric
}

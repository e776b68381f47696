package auth

import (
	"context"
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
	// HTTPClient is optional; the SDK's default has a sane timeout.
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
// It does not fetch; call Refresh at startup to fail fast on a bad key.
func NewClerkKeySet(cfg ClerkKeySetConfig) (*ClerkKeySet, error) {
	if cfg.SecretKey == "" {
		return nil, errors.New("auth: Clerk secret key is empty")
	}
	backend := clerk.BackendConfig{Key: &cfg.SecretKey, HTTPClient: cfg.HTTPClient}
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
	if err := s.fetch(ctx); err != nil {
		return nil, err
	}
	if k := s.cached(kid); k != nil {
		return k, nil
	}
	return nil, errUnknownKey
}

// Refresh fetches the key set now, regardless of the refetch limit. A wrong
// secret key shows up here as an error, which makes it a startup failure
// instead of every sign-in silently failing.
func (s *ClerkKeySet) Refresh(ctx context.Context) error {
	select {
	case s.fetching <- struct{}{}:
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-s.fetching }()
	return s.fetch(ctx)
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

	// Detached from the caller: one impatient client that hangs up must
	// not waste the only fetch allowed in this interval.
	fctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), fetchTimeout)
	defer cancel()
	set, err := s.client.Get(fctx, &jwks.GetParams{})
	if err != nil {
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

package auth

import (
	"context"
	"crypto/rand"
	"crypto/rsa"
	"crypto/x509"
	"encoding/pem"
	"log/slog"
	"net/http/httptest"
	"slices"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-jose/go-jose/v3"
	josejwt "github.com/go-jose/go-jose/v3/jwt"

	"marquee/internal/testsupport/clerktest"
	"marquee/internal/testsupport/testclock"
)

const (
	testSecret = "sk_test_marquee"
	testOrigin = "http://localhost:5173"
	testIssuer = "https://happy-cat-12.clerk.accounts.dev"
	kidA       = "ins_key_a"
	kidB       = "ins_key_b"
)

// quiet keeps expected failures out of the test output.
var quiet = slog.New(slog.DiscardHandler)

// Two keys are enough for every test; generating RSA keys is the slowest
// thing these tests do, so it happens once.
var (
	keysOnce   sync.Once
	keyA, keyB *rsa.PrivateKey
)

func testKeys(t *testing.T) (*rsa.PrivateKey, *rsa.PrivateKey) {
	t.Helper()
	keysOnce.Do(func() {
		var err error
		if keyA, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			panic(err)
		}
		if keyB, err = rsa.GenerateKey(rand.Reader, 2048); err != nil {
			panic(err)
		}
	})
	return keyA, keyB
}

// newFakeClock is a clerk.Clock the test moves by hand.
func newFakeClock() *testclock.Clock {
	return testclock.New(time.Date(2025, 3, 14, 18, 30, 0, 0, time.UTC))
}

// jwksServer plays Clerk's Backend API GET /v1/jwks, so tests exercise the
// SDK's real fetch path.
type jwksServer struct {
	*httptest.Server
	mu   sync.Mutex
	keys []jose.JSONWebKey
	hits atomic.Int32
}

func newJWKSServer(t *testing.T) *jwksServer {
	t.Helper()
	s := &jwksServer{}
	s.Server = httptest.NewServer(clerktest.JWKSHandler(testSecret, &s.hits, func() []jose.JSONWebKey {
		s.mu.Lock()
		defer s.mu.Unlock()
		return slices.Clone(s.keys)
	}))
	t.Cleanup(s.Close)
	return s
}

func (s *jwksServer) publish(priv *rsa.PrivateKey, kid string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.keys = append(s.keys, jose.JSONWebKey{Key: &priv.PublicKey, KeyID: kid, Algorithm: "RS256", Use: "sig"})
}

func (s *jwksServer) apiURL() string { return s.URL + "/v1" }

type clerkFixture struct {
	server   *jwksServer
	clock    *testclock.Clock
	verifier *Verifier
}

// newClerkFixture returns a verifier in Clerk mode whose key set holds keyA.
func newClerkFixture(t *testing.T, opts Options) *clerkFixture {
	t.Helper()
	a, _ := testKeys(t)
	srv := newJWKSServer(t)
	srv.publish(a, kidA)
	clock := newFakeClock()
	keys, err := NewClerkKeySet(ClerkKeySetConfig{SecretKey: testSecret, APIURL: srv.apiURL(), Clock: clock, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if opts.AuthorizedParties == nil {
		opts.AuthorizedParties = []string{testOrigin}
	}
	opts.Clock = clock
	if opts.Logger == nil {
		opts.Logger = quiet
	}
	v, err := NewVerifier(keys, opts)
	if err != nil {
		t.Fatal(err)
	}
	return &clerkFixture{server: srv, clock: clock, verifier: v}
}

// claimsAt returns the claims of a Clerk session token made with
// SessionTokenTemplate, issued at now.
func claimsAt(now time.Time) map[string]any {
	return map[string]any{
		"iss":      testIssuer,
		"sub":      "user_2asha",
		"azp":      testOrigin,
		"sid":      "sess_2abc",
		"v":        2,
		"iat":      now.Add(-10 * time.Second).Unix(),
		"nbf":      now.Add(-10 * time.Second).Unix(),
		"exp":      now.Add(5 * time.Minute).Unix(),
		"name":     "Asha Rao",
		"email":    "asha@example.com",
		"image":    "https://img.clerk.com/asha.png",
		"metadata": map[string]any{},
	}
}

func mint(t *testing.T, priv *rsa.PrivateKey, kid string, claims map[string]any) string {
	t.Helper()
	signer, err := jose.NewSigner(
		jose.SigningKey{Algorithm: jose.RS256, Key: jose.JSONWebKey{Key: priv, KeyID: kid}},
		(&jose.SignerOptions{}).WithType("JWT"),
	)
	if err != nil {
		t.Fatal(err)
	}
	token, err := josejwt.Signed(signer).Claims(claims).CompactSerialize()
	if err != nil {
		t.Fatal(err)
	}
	return token
}

// MemoryKeyStore is a KeyStore in memory: one process, one test.
type MemoryKeyStore struct {
	mu     sync.Mutex
	values map[string]string
}

// NewMemoryKeyStore returns an empty MemoryKeyStore.
func NewMemoryKeyStore() *MemoryKeyStore {
	return &MemoryKeyStore{values: map[string]string{}}
}

// LoadOrCreate implements KeyStore.
func (s *MemoryKeyStore) LoadOrCreate(_ context.Context, name string, create func() (string, error)) (string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if v, ok := s.values[name]; ok {
		return v, nil
	}
	v, err := create()
	if err != nil {
		return "", err
	}
	s.values[name] = v
	return v, nil
}

// seededStore returns a key store that already holds priv as the dev key,
// so dev-issuer tests do not pay for key generation.
func seededStore(t *testing.T, priv *rsa.PrivateKey) *MemoryKeyStore {
	t.Helper()
	der, err := x509.MarshalPKCS8PrivateKey(priv)
	if err != nil {
		t.Fatal(err)
	}
	s := NewMemoryKeyStore()
	pemText := string(pem.EncodeToMemory(&pem.Block{Type: "PRIVATE KEY", Bytes: der}))
	if _, err := s.LoadOrCreate(context.Background(), DevKeyName, func() (string, error) { return pemText, nil }); err != nil {
		t.Fatal(err)
	}
	return s
}

// recorder is a UserRecorder that remembers its calls.
type recorder struct {
	mu    sync.Mutex
	calls []Caller
	fail  error
}

func (r *recorder) RecordUser(_ context.Context, c Caller) error {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.calls = append(r.calls, c)
	if err := r.fail; err != nil {
		r.fail = nil
		return err
	}
	return nil
}

func (r *recorder) count() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.calls)
}

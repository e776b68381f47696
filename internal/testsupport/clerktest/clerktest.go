package clerktest

import (
	"crypto/rand"
	"crypto/rsa"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/go-jose/go-jose/v3"
)

// SecretKey is the CLERK_SECRET_KEY the server accepts.
const SecretKey = "sk_test_clerktest"

// KeyID is the kid of the one published key.
const KeyID = "ins_clerktest"

var (
	keyOnce sync.Once
	key     *rsa.PrivateKey
	keyErr  error
)

// Server answers GET /v1/jwks with one RSA key to requests bearing
// SecretKey and with Clerk's 401 otherwise.
type Server struct {
	*httptest.Server
	hits atomic.Int32
}

// Start runs a Server until the test ends.
func Start(t testing.TB) *Server {
	t.Helper()
	keyOnce.Do(func() { key, keyErr = rsa.GenerateKey(rand.Reader, 2048) })
	if keyErr != nil {
		t.Fatal(keyErr)
	}
	keys := []jose.JSONWebKey{{Key: &key.PublicKey, KeyID: KeyID, Algorithm: "RS256", Use: "sig"}}
	s := &Server{}
	s.Server = httptest.NewServer(JWKSHandler(SecretKey, &s.hits, func() []jose.JSONWebKey { return keys }))
	t.Cleanup(s.Close)
	return s
}

// APIURL is the CLERK_API_URL that points the server here.
func (s *Server) APIURL() string { return s.URL + "/v1" }

// Hits counts the key-set requests received, refused ones included.
func (s *Server) Hits() int { return int(s.hits.Load()) }

// JWKSHandler plays Clerk's Backend API GET /v1/jwks: the key set keys
// returns, to requests bearing secret, and Clerk's 401 to others. hits
// counts the key-set requests, refused ones included.
func JWKSHandler(secret string, hits *atomic.Int32, keys func() []jose.JSONWebKey) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/jwks" || r.Method != http.MethodGet {
			http.NotFound(w, r)
			return
		}
		hits.Add(1)
		w.Header().Set("Content-Type", "application/json")
		if r.Header.Get("Authorization") != "Bearer "+secret {
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"errors":[{"message":"Invalid authentication","long_message":"The provided secret key is invalid.","code":"authentication_invalid"}]}`))
			return
		}
		body, err := json.Marshal(map[string]any{"keys": keys()})
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		_, _ = w.Write(body)
	})
}

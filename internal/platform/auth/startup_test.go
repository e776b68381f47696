package auth

import (
	"context"
	"errors"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

// scriptedClerk answers GET /v1/jwks with the i-th handler for the i-th
// request (the last one repeating), and counts the requests.
type scriptedClerk struct {
	*httptest.Server
	hits atomic.Int32
}

func newScriptedClerk(t *testing.T, steps ...http.HandlerFunc) *scriptedClerk {
	t.Helper()
	s := &scriptedClerk{}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/jwks" {
			http.NotFound(w, r)
			return
		}
		i := int(s.hits.Add(1)) - 1
		steps[min(i, len(steps)-1)](w, r)
	}))
	t.Cleanup(s.Close)
	return s
}

func status(code int, body string) http.HandlerFunc {
	return func(w http.ResponseWriter, _ *http.Request) {
		w.WriteHeader(code)
		_, _ = w.Write([]byte(body))
	}
}

func (s *scriptedClerk) keySet(t *testing.T) *ClerkKeySet {
	t.Helper()
	ks, err := NewClerkKeySet(ClerkKeySetConfig{SecretKey: testSecret, APIURL: s.URL + "/v1", Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	return ks
}

// TestWaitReadyFailsAtOnceOnARefusedKey: a wrong secret key will not get
// better by waiting, so start-up fails on the first answer, whether Clerk
// sends its error JSON or a bare status.
func TestWaitReadyFailsAtOnceOnARefusedKey(t *testing.T) {
	for name, h := range map[string]http.HandlerFunc{
		"clerk error json": status(401, `{"errors":[{"message":"Invalid authentication","long_message":"bad key","code":"authentication_invalid"}]}`),
		"bare status":      status(401, ``),
		"forbidden text":   status(403, `forbidden`),
	} {
		t.Run(name, func(t *testing.T) {
			srv := newScriptedClerk(t, h)
			// An hour: a retry would make the test time out, not pass.
			err := srv.keySet(t).WaitReady(context.Background(), time.Hour)
			var fe *ClerkFetchError
			if !errors.As(err, &fe) || !fe.Refused() {
				t.Fatalf("err = %v, want a refused-key ClerkFetchError", err)
			}
			if n := srv.hits.Load(); n != 1 {
				t.Fatalf("%d requests, want 1 (no retry)", n)
			}
		})
	}
}

// TestWaitReadyFailsAtOnceOnAWrongURL: a 404 or a page that is not a key
// set means CLERK_API_URL points elsewhere.
func TestWaitReadyFailsAtOnceOnAWrongURL(t *testing.T) {
	for name, h := range map[string]http.HandlerFunc{
		"not found": status(404, `not here`),
		"html page": status(200, `<!doctype html><title>hello</title>`),
	} {
		t.Run(name, func(t *testing.T) {
			srv := newScriptedClerk(t, h)
			err := srv.keySet(t).WaitReady(context.Background(), time.Hour)
			var fe *ClerkFetchError
			if err == nil || (errors.As(err, &fe) && fe.Refused()) {
				t.Fatalf("err = %v, want a failure that is not a refused key", err)
			}
			if n := srv.hits.Load(); n != 1 {
				t.Fatalf("%d requests, want 1 (no retry)", n)
			}
		})
	}
}

// TestWaitReadyRetriesTransientFailures: Clerk down or rate limiting for a
// moment does not stop the start, and the keys are then cached.
func TestWaitReadyRetriesTransientFailures(t *testing.T) {
	a, _ := testKeys(t)
	good := newJWKSServer(t)
	good.publish(a, kidA)
	srv := newScriptedClerk(t,
		status(503, `down`),
		status(429, `{"errors":[{"message":"slow down","code":"too_many_requests"}]}`),
		func(w http.ResponseWriter, r *http.Request) {
			r.URL.Path = "/v1/jwks"
			good.Config.Handler.ServeHTTP(w, r)
		})
	ks := srv.keySet(t)
	if err := ks.WaitReady(context.Background(), time.Minute); err != nil {
		t.Fatal(err)
	}
	if n := srv.hits.Load(); n != 3 {
		t.Fatalf("%d requests, want 3", n)
	}
	if k := ks.cached(kidA); k == nil {
		t.Fatal("the fetched key is not cached")
	}
}

// TestWaitReadyGivesUpOnAnUnreachableClerk: connection refused is retried
// until the bound, then reported with the number of attempts.
func TestWaitReadyGivesUpOnAnUnreachableClerk(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String() + "/v1"
	ln.Close()
	ks, err := NewClerkKeySet(ClerkKeySetConfig{SecretKey: testSecret, APIURL: closed, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	err = ks.WaitReady(context.Background(), 300*time.Millisecond)
	var fe *ClerkFetchError
	if err == nil || errors.As(err, &fe) || !strings.Contains(err.Error(), "attempts") {
		t.Fatalf("err = %v, want a network failure after retries", err)
	}

	// The caller's context ends the wait too (a signal during start-up).
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := ks.WaitReady(ctx, time.Hour); err == nil {
		t.Fatal("WaitReady succeeded with a cancelled context")
	}
}

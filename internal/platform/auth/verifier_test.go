package auth

import (
	"context"
	"crypto/rsa"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/clerk/clerk-sdk-go/v2"

	"marquee/internal/platform/apperr"
)

func TestVerify(t *testing.T) {
	a, b := testKeys(t)
	f := newClerkFixture(t, Options{AdminUserIDs: []string{" user_boss "}, StaffUserIDs: []string{"user_usher "}})
	now := f.clock.Now()

	tests := append(verifyCases1(now, b), verifyCases2(now, b)...)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			token := tt.raw
			if token == "" {
				claims := claimsAt(now)
				if tt.mutate != nil {
					tt.mutate(claims)
				}
				key, kid := a, kidA
				if tt.key != nil {
					key = tt.key
				}
				if tt.kid != "" {
					kid = tt.kid
				}
				token = mint(t, key, kid, claims)
			}
			got, err := f.verifier.Verify(context.Background(), token)
			if tt.want == nil {
				if err == nil {
					t.Fatalf("Verify accepted the token: %+v", got)
				}
				return
			}
			if err != nil {
				t.Fatalf("Verify: %v", err)
			}
			if *got != *tt.want {
				t.Errorf("caller = %+v, want %+v", *got, *tt.want)
			}
		})
	}
}

// verifyCase is one token of TestVerify: the claims of claimsAt changed
// by mutate, signed by key (keyA when nil) under kid (kidA when empty), or
// raw; want is the caller, or nil when the token must be rejected.
type verifyCase struct {
	name   string
	mutate func(map[string]any)
	key    *rsa.PrivateKey // signing key; keyA when nil
	kid    string          // kidA when empty
	raw    string          // used instead of a minted token when set
	want   *Caller
}

// verifyCases1 are the first half of TestVerify's cases, in two parts to
// keep functions short; b is a key the verifier does not know.
func verifyCases1(now time.Time, b *rsa.PrivateKey) []verifyCase {
	return []verifyCase{
		{
			name: "valid Clerk token fills the caller",
			want: &Caller{UserID: "user_2asha", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png"},
		},
		{
			name:   "admin from metadata",
			mutate: func(c map[string]any) { c["metadata"] = map[string]any{"role": "admin"} },
			want:   &Caller{UserID: "user_2asha", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png", Admin: true, Staff: true, BoxOffice: true},
		},
		{
			name:   "admin from metadata serialised as a string",
			mutate: func(c map[string]any) { c["metadata"] = `{"role":"admin"}` },
			want:   &Caller{UserID: "user_2asha", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png", Admin: true, Staff: true, BoxOffice: true},
		},
		{
			name:   "other roles are not admin",
			mutate: func(c map[string]any) { c["metadata"] = map[string]any{"role": "Admin "} },
			want:   &Caller{UserID: "user_2asha", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png"},
		},
		{
			name:   "staff from metadata",
			mutate: func(c map[string]any) { c["metadata"] = map[string]any{"role": "staff"} },
			want:   &Caller{UserID: "user_2asha", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png", Staff: true},
		},
		{
			name:   "box office from metadata (counter staff are staff too)",
			mutate: func(c map[string]any) { c["metadata"] = map[string]any{"role": "box_office"} },
			want:   &Caller{UserID: "user_2asha", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png", Staff: true, BoxOffice: true},
		},
		{
			name:   "staff from StaffUserIDs",
			mutate: func(c map[string]any) { c["sub"] = "user_usher" },
			want:   &Caller{UserID: "user_usher", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png", Staff: true},
		},
		{
			name:   "admin from AdminUserIDs",
			mutate: func(c map[string]any) { c["sub"] = "user_boss" },
			want:   &Caller{UserID: "user_boss", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png", Admin: true, Staff: true, BoxOffice: true},
		},
		{
			name:   "name falls back to email",
			mutate: func(c map[string]any) { c["name"] = nil },
			want:   &Caller{UserID: "user_2asha", Name: "asha@example.com", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png"},
		},
		{
			name: "name falls back to Guest",
			mutate: func(c map[string]any) {
				c["name"] = "  "
				delete(c, "email")
				delete(c, "image")
				delete(c, "metadata")
			},
			want: &Caller{UserID: "user_2asha", Name: "Guest"},
		},
		{
			name:   "azp compared as an origin",
			mutate: func(c map[string]any) { c["azp"] = "HTTP://LOCALHOST:5173/" },
			want:   &Caller{UserID: "user_2asha", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png"},
		},
		{
			name:   "leeway: expired 2s ago accepted",
			mutate: func(c map[string]any) { c["exp"] = now.Add(-2 * time.Second).Unix() },
			want:   &Caller{UserID: "user_2asha", Name: "Asha Rao", Email: "asha@example.com", ImageURL: "https://img.clerk.com/asha.png"},
		},
	}
}

// verifyCases2 are the rest of TestVerify's cases.
func verifyCases2(now time.Time, b *rsa.PrivateKey) []verifyCase {
	return []verifyCase{
		{
			name:   "leeway: expired 10s ago rejected",
			mutate: func(c map[string]any) { c["exp"] = now.Add(-10 * time.Second).Unix() },
		},
		{
			name:   "expired an hour ago",
			mutate: func(c map[string]any) { c["exp"] = now.Add(-time.Hour).Unix() },
		},
		{
			name:   "not valid yet",
			mutate: func(c map[string]any) { c["nbf"] = now.Add(time.Minute).Unix() },
		},
		{name: "signed by a different key under a known kid", key: b},
		{name: "unknown kid", key: b, kid: "ins_unknown"},
		{
			name:   "wrong azp",
			mutate: func(c map[string]any) { c["azp"] = "https://evil.example" },
		},
		{
			name:   "missing azp rejected when parties are configured",
			mutate: func(c map[string]any) { delete(c, "azp") },
		},
		{
			name:   "issuer that is not Clerk's",
			mutate: func(c map[string]any) { c["iss"] = "https://evil.example" },
		},
		{
			name:   "missing exp",
			mutate: func(c map[string]any) { delete(c, "exp") },
		},
		{
			name:   "missing sub",
			mutate: func(c map[string]any) { delete(c, "sub") },
		},
		{
			name:   "custom claim of the wrong type",
			mutate: func(c map[string]any) { c["name"] = 42 },
		},
		{name: "not a JWT", raw: "not-a-jwt"},
		{name: "alg none", raw: "eyJhbGciOiJub25lIiwia2lkIjoiaW5zX2tleV9hIn0.eyJzdWIiOiJ1c2VyXzJhc2hhIn0."},
		{name: "oversized token", raw: strings.Repeat("a", maxTokenBytes+1)},
	}
}

func TestVerifyWithoutAuthorizedParties(t *testing.T) {
	a, _ := testKeys(t)
	f := newClerkFixture(t, Options{AuthorizedParties: []string{}})
	claims := claimsAt(f.clock.Now())
	delete(claims, "azp")
	if _, err := f.verifier.Verify(context.Background(), mint(t, a, kidA, claims)); err != nil {
		t.Fatalf("with no parties configured the azp check is off, got %v", err)
	}
}

func TestNewVerifierRejectsBadParties(t *testing.T) {
	for _, party := range []string{"localhost:5173", "https://example.com/app", "ftp://example.com", "https://", "https://a.example?x=1"} {
		t.Run(party, func(t *testing.T) {
			if _, err := NewVerifier(noKeys{}, Options{AuthorizedParties: []string{party}}); err == nil {
				t.Fatal("NewVerifier accepted a party that is not an origin")
			}
		})
	}
}

// noKeys is a KeySource that knows no keys.
type noKeys struct{}

func (noKeys) Key(context.Context, string) (*clerk.JSONWebKey, error) { return nil, errUnknownKey }

// TestAzpDefaultPort: a party configured with the scheme's default port
// and in another letter case is the origin browsers (and Clerk) write
// without it, in either direction.
func TestAzpDefaultPort(t *testing.T) {
	a, _ := testKeys(t)
	for _, tt := range []struct{ party, azp string }{
		{"https://Tickets.Example.com:443", "https://tickets.example.com"},
		{"https://tickets.example.com", "https://Tickets.Example.com:443"},
	} {
		f := newClerkFixture(t, Options{AuthorizedParties: []string{tt.party}})
		claims := claimsAt(f.clock.Now())
		claims["azp"] = tt.azp
		if _, err := f.verifier.Verify(context.Background(), mint(t, a, kidA, claims)); err != nil {
			t.Errorf("party %q, azp %q: %v", tt.party, tt.azp, err)
		}
		claims["azp"] = "https://tickets.example.com:8443"
		if _, err := f.verifier.Verify(context.Background(), mint(t, a, kidA, claims)); err == nil {
			t.Errorf("party %q accepted azp on another port", tt.party)
		}
	}
}

func TestMiddlewareAuthenticates(t *testing.T) {
	a, _ := testKeys(t)
	f := newClerkFixture(t, Options{})
	valid := mint(t, a, kidA, claimsAt(f.clock.Now()))
	expiredClaims := claimsAt(f.clock.Now())
	expiredClaims["exp"] = f.clock.Now().Add(-time.Hour).Unix()
	expired := mint(t, a, kidA, expiredClaims)

	tests := []struct {
		name     string
		header   string
		signedIn bool
		wantErr  *apperr.Error // from Require when not signed in
	}{
		{name: "no header is anonymous", header: "", wantErr: apperr.ErrSignInRequired},
		{name: "blank header is anonymous", header: "   ", wantErr: apperr.ErrSignInRequired},
		{name: "bearer token", header: "Bearer " + valid, signedIn: true},
		{name: "scheme is case-insensitive", header: "bEaReR " + valid, signedIn: true},
		{name: "extra spaces", header: "  Bearer    " + valid + "  ", signedIn: true},
		{name: "token without scheme", header: valid, wantErr: ErrInvalidSession},
		{name: "other scheme", header: "Basic dXNlcjpwYXNz", wantErr: ErrInvalidSession},
		{name: "scheme without token", header: "Bearer", wantErr: ErrInvalidSession},
		{name: "two tokens", header: "Bearer " + valid + " " + valid, wantErr: ErrInvalidSession},
		{name: "garbage token", header: "Bearer abc.def.ghi", wantErr: ErrInvalidSession},
		{name: "expired token", header: "Bearer " + expired, wantErr: ErrInvalidSession},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := contextAfterMiddleware(f.verifier, tt.header)
			c, err := Require(ctx)
			if tt.signedIn {
				if err != nil || c == nil || c.UserID != "user_2asha" {
					t.Fatalf("Require = %+v, %v; want the signed-in caller", c, err)
				}
				if CallerFrom(ctx) != c || VerificationError(ctx) != nil {
					t.Fatal("CallerFrom/VerificationError disagree with Require")
				}
				return
			}
			if CallerFrom(ctx) != nil {
				t.Fatal("CallerFrom returned a caller for a request that is not signed in")
			}
			if err != tt.wantErr {
				t.Fatalf("Require error = %v, want %v", err, tt.wantErr)
			}
			if apperr.KindOf(err) != apperr.Unauthenticated {
				t.Fatalf("Require kind = %s, want UNAUTHENTICATED", apperr.KindOf(err))
			}
			if (VerificationError(ctx) != nil) != (tt.wantErr == ErrInvalidSession) {
				t.Fatalf("VerificationError = %v", VerificationError(ctx))
			}
		})
	}
}

// contextAfterMiddleware is the request context the next handler of
// v.Middleware sees for a request with that Authorization header.
func contextAfterMiddleware(v *Verifier, header string) context.Context {
	var ctx context.Context
	h := v.Middleware(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) {
		ctx = r.Context()
	}))
	req := httptest.NewRequest(http.MethodPost, "/graphql", nil)
	if header != "" {
		req.Header.Set("Authorization", header)
	}
	h.ServeHTTP(httptest.NewRecorder(), req)
	return ctx
}

func TestInvalidSessionMessage(t *testing.T) {
	msg := strings.ToLower(ErrInvalidSession.Message)
	for _, word := range []string{"invalid", "expired", "sign in again"} {
		if !strings.Contains(msg, word) {
			t.Errorf("ErrInvalidSession message %q should mention %q", ErrInvalidSession.Message, word)
		}
	}
}

func TestAuthenticateReplacesEarlierState(t *testing.T) {
	a, _ := testKeys(t)
	f := newClerkFixture(t, Options{})
	earlier := WithCaller(context.Background(), &Caller{UserID: "user_from_upgrade"})

	// connection_init without a token keeps what the upgrade request had.
	if c := CallerFrom(f.verifier.Authenticate(earlier, "")); c == nil || c.UserID != "user_from_upgrade" {
		t.Fatalf("empty authorization dropped the earlier caller: %+v", c)
	}
	// A rejected token must not leave the earlier caller in place.
	ctx := f.verifier.Authenticate(earlier, "Bearer nope")
	if CallerFrom(ctx) != nil || VerificationError(ctx) == nil {
		t.Fatal("a rejected token left the earlier caller in the context")
	}
	// A valid token replaces a failure.
	ctx = f.verifier.Authenticate(ctx, "Bearer "+mint(t, a, kidA, claimsAt(f.clock.Now())))
	if CallerFrom(ctx) == nil || VerificationError(ctx) != nil {
		t.Fatal("a valid token did not replace the earlier failure")
	}
}

func TestRequireAdmin(t *testing.T) {
	bg := context.Background()
	tests := []struct {
		name     string
		ctx      context.Context
		wantKind apperr.Kind // "" means allowed
		wantErr  error
	}{
		{name: "anonymous", ctx: bg, wantKind: apperr.Unauthenticated, wantErr: apperr.ErrSignInRequired},
		{name: "invalid token", ctx: withFailure(bg, errMalformedHeader), wantKind: apperr.Unauthenticated, wantErr: ErrInvalidSession},
		{name: "signed in without the role", ctx: WithCaller(bg, &Caller{UserID: "u1"}), wantKind: apperr.Forbidden, wantErr: apperr.ErrAdminOnly},
		{name: "admin", ctx: WithCaller(bg, &Caller{UserID: "u2", Admin: true, Staff: true})},
		{name: "nil caller is anonymous", ctx: WithCaller(bg, nil), wantKind: apperr.Unauthenticated, wantErr: apperr.ErrSignInRequired},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := RequireAdmin(tt.ctx)
			if tt.wantKind == "" {
				if err != nil || c == nil || !c.Admin {
					t.Fatalf("RequireAdmin = %+v, %v; want the admin", c, err)
				}
				return
			}
			if c != nil || err != tt.wantErr || apperr.KindOf(err) != tt.wantKind {
				t.Fatalf("RequireAdmin = %+v, %v (%s); want %v (%s)", c, err, apperr.KindOf(err), tt.wantErr, tt.wantKind)
			}
		})
	}
}

func TestUnknownKidRefetchIsLimited(t *testing.T) {
	a, b := testKeys(t)
	f := newClerkFixture(t, Options{})
	ctx := context.Background()
	verify := func(key *rsa.PrivateKey, kid string) error {
		_, err := f.verifier.Verify(ctx, mint(t, key, kid, claimsAt(f.clock.Now())))
		return err
	}
	wantHits := func(step string, n int32) {
		t.Helper()
		if got := f.server.hits.Load(); got != n {
			t.Fatalf("%s: JWKS fetched %d times, want %d", step, got, n)
		}
	}

	if err := verify(a, kidA); err != nil {
		t.Fatal(err)
	}
	wantHits("first token", 1)
	if err := verify(a, kidA); err != nil {
		t.Fatal(err)
	}
	wantHits("known kid is cached", 1)

	for range 5 {
		if verify(b, "ins_forged") == nil {
			t.Fatal("unknown kid accepted")
		}
	}
	wantHits("unknown kids within the interval", 1)

	// Clerk rotates: the new key is published, and once the interval has
	// passed the first token signed with it triggers one refetch.
	f.server.publish(b, kidB)
	f.clock.Advance(minRefetchInterval + time.Second)
	if err := verify(b, kidB); err != nil {
		t.Fatalf("token with the rotated-in key: %v", err)
	}
	wantHits("after rotation", 2)

	// A flood of concurrent garbage after the interval costs one fetch.
	f.clock.Advance(minRefetchInterval + time.Second)
	tokens := make([]string, 20)
	for i := range tokens {
		tokens[i] = mint(t, b, "ins_forged", claimsAt(f.clock.Now()))
	}
	var wg sync.WaitGroup
	for _, tok := range tokens {
		wg.Go(func() {
			if _, err := f.verifier.Verify(ctx, tok); err == nil {
				t.Error("unknown kid accepted")
			}
		})
	}
	wg.Wait()
	wantHits("concurrent flood", 3)
}

func TestClerkKeySetRefreshReportsBadSecret(t *testing.T) {
	srv := newJWKSServer(t)
	keys, err := NewClerkKeySet(ClerkKeySetConfig{SecretKey: "sk_test_wrong", APIURL: srv.apiURL(), Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if err := keys.Refresh(context.Background()); err == nil {
		t.Fatal("Refresh succeeded with a wrong secret key")
	}
	if _, err := NewClerkKeySet(ClerkKeySetConfig{}); err == nil {
		t.Fatal("NewClerkKeySet accepted an empty secret key")
	}
}

func TestUserRecorder(t *testing.T) {
	a, _ := testKeys(t)
	rec := &recorder{}
	f := newClerkFixture(t, Options{Recorder: rec})
	as := func(name string, sub string) string {
		c := claimsAt(f.clock.Now())
		c["name"], c["sub"] = name, sub
		return "Bearer " + mint(t, a, kidA, c)
	}
	steps := []struct {
		name      string
		header    string
		fail      error
		wantCalls int
	}{
		{name: "first sight records", header: as("Asha Rao", "user_1"), wantCalls: 1},
		{name: "repeat does not", header: as("Asha Rao", "user_1"), wantCalls: 1},
		{name: "repeat again does not", header: as("Asha Rao", "user_1"), wantCalls: 1},
		{name: "name change records", header: as("Asha R.", "user_1"), wantCalls: 2},
		{name: "changed name is then remembered", header: as("Asha R.", "user_1"), wantCalls: 2},
		{name: "another user records", header: as("Ravi", "user_2"), wantCalls: 3},
		{name: "failure does not fail the request", header: as("Meera", "user_3"), fail: errTokenTooLarge, wantCalls: 4},
		{name: "failed record is retried", header: as("Meera", "user_3"), wantCalls: 5},
		{name: "then remembered", header: as("Meera", "user_3"), wantCalls: 5},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			rec.mu.Lock()
			rec.fail = st.fail
			rec.mu.Unlock()
			ctx := f.verifier.Authenticate(context.Background(), st.header)
			if CallerFrom(ctx) == nil {
				t.Fatalf("not signed in: %v", VerificationError(ctx))
			}
			if got := rec.count(); got != st.wantCalls {
				t.Fatalf("RecordUser called %d times, want %d", got, st.wantCalls)
			}
		})
	}
	if last := rec.calls[1]; last.Name != "Asha R." || last.UserID != "user_1" || last.Email != "asha@example.com" {
		t.Errorf("recorded %+v after the name change", last)
	}
}

func TestSeenUsersIsBounded(t *testing.T) {
	s := newSeenUsers(2)
	for _, id := range []string{"a", "b", "c", "d"} {
		s.add(Caller{UserID: id})
		if len(s.m) > 2 {
			t.Fatalf("cache grew to %d entries", len(s.m))
		}
	}
	if !s.has(Caller{UserID: "d"}) {
		t.Fatal("the newest entry was evicted")
	}
}

func TestSessionTokenTemplate(t *testing.T) {
	var tpl map[string]string
	if err := json.Unmarshal([]byte(SessionTokenTemplate), &tpl); err != nil {
		t.Fatalf("template is not JSON: %v", err)
	}
	want := map[string]string{
		"name":     "{{user.full_name}}",
		"email":    "{{user.primary_email_address}}",
		"image":    "{{user.image_url}}",
		"metadata": "{{user.public_metadata}}",
	}
	for k, v := range want {
		if tpl[k] != v {
			t.Errorf("template[%q] = %q, want %q", k, tpl[k], v)
		}
	}
	if len(tpl) != len(want) {
		t.Errorf("template has %d claims, want %d", len(tpl), len(want))
	}
}

func TestUsableKey(t *testing.T) {
	a, _ := testKeys(t)
	pub := &a.PublicKey
	tests := []struct {
		name string
		key  *clerk.JSONWebKey
		want bool
	}{
		{name: "RSA signing key", key: &clerk.JSONWebKey{Key: pub, KeyID: "k", Algorithm: "RS256", Use: "sig"}, want: true},
		{name: "use omitted", key: &clerk.JSONWebKey{Key: pub, KeyID: "k", Algorithm: "RS256"}, want: true},
		{name: "nil", key: nil},
		{name: "no kid", key: &clerk.JSONWebKey{Key: pub, Algorithm: "RS256"}},
		{name: "no alg", key: &clerk.JSONWebKey{Key: pub, KeyID: "k"}},
		{name: "encryption key", key: &clerk.JSONWebKey{Key: pub, KeyID: "k", Algorithm: "RS256", Use: "enc"}},
		{name: "symmetric key", key: &clerk.JSONWebKey{Key: []byte("secret"), KeyID: "k", Algorithm: "HS256"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := usableKey(tt.key); got != tt.want {
				t.Fatalf("usableKey = %v, want %v", got, tt.want)
			}
		})
	}
}

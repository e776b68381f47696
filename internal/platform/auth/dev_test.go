package auth

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"marquee/internal/platform/apperr"
	"marquee/internal/testsupport/testclock"
)

const devOrigin = "http://localhost:8080"

type devFixture struct {
	clock    *testclock.Clock
	issuer   *DevIssuer
	verifier *Verifier
}

// newDevFixture wires a dev issuer and a verifier built on it exactly as the
// server does when Clerk is not configured.
func newDevFixture(t *testing.T, opts Options) *devFixture {
	t.Helper()
	a, _ := testKeys(t)
	clock := newFakeClock()
	issuer, err := NewDevIssuer(context.Background(), DevIssuerConfig{Store: seededStore(t, a), Origin: devOrigin + "/", Clock: clock})
	if err != nil {
		t.Fatal(err)
	}
	if opts.AuthorizedParties == nil {
		opts.AuthorizedParties = []string{devOrigin}
	}
	opts.Clock = clock
	if opts.Logger == nil {
		opts.Logger = quiet
	}
	v, err := NewVerifier(issuer, opts)
	if err != nil {
		t.Fatal(err)
	}
	return &devFixture{clock: clock, issuer: issuer, verifier: v}
}

func TestDevIssuerTokensVerify(t *testing.T) {
	f := newDevFixture(t, Options{AdminUserIDs: []string{"dev_boss"}, StaffUserIDs: []string{"dev_usher"}})
	tests := []struct {
		name, userName, id string
		admin, staff       bool
		want               Caller
	}{
		{name: "id derived from name", userName: "Asha", want: Caller{UserID: "dev_asha", Name: "Asha", Email: "dev_asha@example.com"}},
		{name: "name trimmed and slugged", userName: "  Ravi  Kumar! ", admin: true, want: Caller{UserID: "dev_ravi-kumar", Name: "Ravi  Kumar!", Email: "dev_ravi-kumar@example.com", Admin: true, Staff: true, BoxOffice: true}},
		{name: "given id", userName: "Zoë", id: "custom_ID-1", want: Caller{UserID: "custom_ID-1", Name: "Zoë", Email: "custom_ID-1@example.com"}},
		{name: "name without ASCII letters", userName: "अशा", want: Caller{UserID: devUserID("अशा"), Name: "अशा", Email: devUserID("अशा") + "@example.com"}},
		{name: "staff tick", userName: "Usha", staff: true, want: Caller{UserID: "dev_usha", Name: "Usha", Email: "dev_usha@example.com", Staff: true}},
		{name: "StaffUserIDs applies to dev users", userName: "Usher", want: Caller{UserID: "dev_usher", Name: "Usher", Email: "dev_usher@example.com", Staff: true}},
		{name: "AdminUserIDs applies to dev users", userName: "Boss", want: Caller{UserID: "dev_boss", Name: "Boss", Email: "dev_boss@example.com", Admin: true, Staff: true, BoxOffice: true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			token, issued, err := f.issuer.IssueAs(tt.userName, tt.id, tt.admin, tt.staff)
			if err != nil {
				t.Fatal(err)
			}
			if issued.UserID != tt.want.UserID || issued.Name != tt.want.Name {
				t.Errorf("Issue returned %+v, want id %q name %q", *issued, tt.want.UserID, tt.want.Name)
			}
			ctx := f.verifier.Authenticate(context.Background(), "Bearer "+token)
			got := CallerFrom(ctx)
			if got == nil {
				t.Fatalf("dev token rejected: %v", VerificationError(ctx))
			}
			if *got != tt.want {
				t.Errorf("caller = %+v, want %+v", *got, tt.want)
			}
		})
	}
	if id := devUserID("अशा"); !strings.HasPrefix(id, "dev_") || !validUserID(id) || id == "dev_" {
		t.Errorf("derived id %q is not a valid stable id", id)
	}
	if id := devUserID(strings.Repeat("long name ", 20)); !validUserID(id) {
		t.Errorf("derived id %q for a long name is not valid", id)
	}
}

func TestDevTokensGetTheSameChecks(t *testing.T) {
	f := newDevFixture(t, Options{})
	token, _, err := f.issuer.Issue("Asha", "", false)
	if err != nil {
		t.Fatal(err)
	}
	other, err := NewVerifier(f.issuer, Options{AuthorizedParties: []string{"https://marquee.example"}, Clock: f.clock, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := other.Verify(context.Background(), token); err == nil {
		t.Error("dev token accepted by a verifier that does not trust its origin")
	}
	f.clock.Advance(DevTokenTTL + 10*time.Second)
	if _, err := f.verifier.Verify(context.Background(), token); err == nil {
		t.Error("dev token accepted after it expired")
	}
	// A Clerk-mode verifier does not know the dev key.
	clerkMode := newClerkFixture(t, Options{AuthorizedParties: []string{devOrigin}})
	if _, err := clerkMode.verifier.Verify(context.Background(), token); err == nil {
		t.Error("dev token accepted by a verifier trusting only Clerk's keys")
	}
}

// countingStore counts how often a key had to be created.
type countingStore struct {
	*MemoryKeyStore
	created atomic.Int32
}

func (s *countingStore) LoadOrCreate(ctx context.Context, name string, create func() (string, error)) (string, error) {
	return s.MemoryKeyStore.LoadOrCreate(ctx, name, func() (string, error) {
		s.created.Add(1)
		return create()
	})
}

func TestDevKeyPersistedThroughKeyStore(t *testing.T) {
	ctx := context.Background()
	store := &countingStore{MemoryKeyStore: NewMemoryKeyStore()}
	first, err := NewDevIssuer(ctx, DevIssuerConfig{Store: store, Origin: devOrigin})
	if err != nil {
		t.Fatal(err)
	}
	second, err := NewDevIssuer(ctx, DevIssuerConfig{Store: store, Origin: devOrigin})
	if err != nil {
		t.Fatal(err)
	}
	if n := store.created.Load(); n != 1 {
		t.Fatalf("key created %d times, want once", n)
	}
	token, _, err := first.Issue("Asha", "", false)
	if err != nil {
		t.Fatal(err)
	}
	v, err := NewVerifier(second, Options{AuthorizedParties: []string{devOrigin}, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if c, err := v.Verify(ctx, token); err != nil || c.UserID != "dev_asha" {
		t.Fatalf("second issuer's verifier rejected the first issuer's token: %+v, %v", c, err)
	}

	// An issuer with a different store has a different key.
	_, b := testKeys(t)
	stranger, err := NewDevIssuer(ctx, DevIssuerConfig{Store: seededStore(t, b), Origin: devOrigin})
	if err != nil {
		t.Fatal(err)
	}
	v2, err := NewVerifier(stranger, Options{AuthorizedParties: []string{devOrigin}, Logger: quiet})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := v2.Verify(ctx, token); err == nil {
		t.Fatal("a token from another key was accepted")
	}
}

func TestNewDevIssuerErrors(t *testing.T) {
	ctx := context.Background()
	a, _ := testKeys(t)
	broken := NewMemoryKeyStore()
	_, _ = broken.LoadOrCreate(ctx, DevKeyName, func() (string, error) { return "not a key", nil })
	failing := NewMemoryKeyStore()
	tests := []struct {
		name string
		cfg  DevIssuerConfig
	}{
		{name: "no store", cfg: DevIssuerConfig{Origin: devOrigin}},
		{name: "origin is not an origin", cfg: DevIssuerConfig{Store: seededStore(t, a), Origin: "localhost:8080"}},
		{name: "stored key is garbage", cfg: DevIssuerConfig{Store: broken, Origin: devOrigin}},
		{name: "store fails", cfg: DevIssuerConfig{Store: failingStore{failing}, Origin: devOrigin}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := NewDevIssuer(ctx, tt.cfg); err == nil {
				t.Fatal("NewDevIssuer succeeded")
			}
		})
	}
}

type failingStore struct{ *MemoryKeyStore }

func (failingStore) LoadOrCreate(context.Context, string, func() (string, error)) (string, error) {
	return "", errors.New("database is down")
}

func TestDevSignInHandler(t *testing.T) {
	f := newDevFixture(t, Options{})
	h := DevSignInHandler(f.issuer)

	type response struct {
		Success bool   `json:"success"`
		Token   string `json:"token"`
		Message string `json:"message"`
		User    *struct {
			ID      string `json:"id"`
			Name    string `json:"name"`
			Email   string `json:"email"`
			IsAdmin bool   `json:"isAdmin"`
			IsStaff bool   `json:"isStaff"`
		} `json:"user"`
	}
	tests := []struct {
		name       string
		method     string
		body       string
		wantStatus int
		wantMsg    string // substring of the message on failure
		wantUser   string // id on success
		wantEmail  string // address on success
		wantAdmin  bool
		wantStaff  bool
	}{
		{name: "sign in: a placeholder address from the id", body: `{"name": "Asha"}`, wantStatus: 200, wantUser: "dev_asha", wantEmail: "dev_asha@example.com"},
		{name: "a given address", body: `{"name": "Asha", "email": " asha@example.org "}`, wantStatus: 200, wantUser: "dev_asha", wantEmail: "asha@example.org"},
		{name: "an empty address: the placeholder", body: `{"name": "Asha", "id": "a-1", "email": ""}`, wantStatus: 200, wantUser: "a-1", wantEmail: "a-1@example.com"},
		{name: "not an address", body: `{"name": "Asha", "email": "asha at home"}`, wantStatus: 400, wantMsg: "E-mail must be one address"},
		{name: "an address with a name", body: `{"name": "Asha", "email": "Asha <asha@example.org>"}`, wantStatus: 400, wantMsg: "E-mail must be one address"},
		{name: "two addresses", body: `{"name": "Asha", "email": "a@example.org, b@example.org"}`, wantStatus: 400, wantMsg: "E-mail must be one address"},
		{name: "address too long", body: `{"name": "Asha", "email": "` + strings.Repeat("a", 250) + `@example.org"}`, wantStatus: 400, wantMsg: "at most 254"},
		{name: "admin with stable id", body: `{"name": "Root", "id": "admin-1", "admin": true}`, wantStatus: 200, wantUser: "admin-1", wantAdmin: true, wantStaff: true},
		{name: "staff tick", body: `{"name": "Usha", "staff": true}`, wantStatus: 200, wantUser: "dev_usha", wantStaff: true},
		{name: "unknown fields ignored", body: `{"name": "Asha", "phone": "12345"}`, wantStatus: 200, wantUser: "dev_asha"},
		{name: "name of 80 characters", body: `{"name": "` + strings.Repeat("é", 80) + `"}`, wantStatus: 200},
		{name: "bad JSON", body: `{"name": `, wantStatus: 400, wantMsg: "JSON"},
		{name: "not an object", body: `["Asha"]`, wantStatus: 400, wantMsg: "JSON"},
		{name: "trailing data", body: `{"name": "Asha"} {"name": "Ravi"}`, wantStatus: 400, wantMsg: "JSON"},
		{name: "wrong type", body: `{"name": "Asha", "admin": "yes"}`, wantStatus: 400, wantMsg: "JSON"},
		{name: "empty body", body: ``, wantStatus: 400, wantMsg: "JSON"},
		{name: "missing name", body: `{"admin": true}`, wantStatus: 400, wantMsg: "Name is required"},
		{name: "blank name", body: `{"name": " \t "}`, wantStatus: 400, wantMsg: "Name is required"},
		{name: "name too long", body: `{"name": "` + strings.Repeat("a", 81) + `"}`, wantStatus: 400, wantMsg: "at most 80"},
		{name: "control character in name", body: `{"name": "As\nha"}`, wantStatus: 400, wantMsg: "control"},
		{name: "id with bad characters", body: `{"name": "Asha", "id": "../admin"}`, wantStatus: 400, wantMsg: "ID"},
		{name: "id too long", body: `{"name": "Asha", "id": "` + strings.Repeat("x", 65) + `"}`, wantStatus: 400, wantMsg: "ID"},
		{name: "wrong method", method: http.MethodGet, wantStatus: 405, wantMsg: "not allowed"},
		{name: "body over 16 KiB", body: `{"name": "` + strings.Repeat("a", 16<<10) + `"}`, wantStatus: 413, wantMsg: "too large"},
		{name: "oversized trailing data", body: `{"name": "Asha"}` + strings.Repeat(" ", 16<<10) + `{}`, wantStatus: 413, wantMsg: "too large"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			method := tt.method
			if method == "" {
				method = http.MethodPost
			}
			rr := httptest.NewRecorder()
			h.ServeHTTP(rr, httptest.NewRequest(method, "/api/dev/sign-in", bytes.NewBufferString(tt.body)))

			if rr.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d; body %s", rr.Code, tt.wantStatus, rr.Body)
			}
			if ct := rr.Header().Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
				t.Errorf("Content-Type = %q", ct)
			}
			var resp response
			if err := json.Unmarshal(rr.Body.Bytes(), &resp); err != nil {
				t.Fatalf("response is not JSON: %v", err)
			}
			if tt.wantStatus != http.StatusOK {
				if resp.Success || !strings.Contains(resp.Message, tt.wantMsg) || resp.Token != "" {
					t.Fatalf("failure response = %+v, want message containing %q", resp, tt.wantMsg)
				}
				if tt.wantStatus == http.StatusMethodNotAllowed && rr.Header().Get("Allow") != http.MethodPost {
					t.Errorf("Allow = %q", rr.Header().Get("Allow"))
				}
				return
			}
			if !resp.Success || resp.User == nil || resp.Token == "" {
				t.Fatalf("success response = %s", rr.Body)
			}
			if tt.wantUser != "" && resp.User.ID != tt.wantUser {
				t.Errorf("user id = %q, want %q", resp.User.ID, tt.wantUser)
			}
			if tt.wantEmail != "" && resp.User.Email != tt.wantEmail {
				t.Errorf("user email = %q, want %q", resp.User.Email, tt.wantEmail)
			}
			if resp.User.IsAdmin != tt.wantAdmin || resp.User.IsStaff != tt.wantStaff {
				t.Errorf("isAdmin = %v, isStaff = %v, want %v, %v", resp.User.IsAdmin, resp.User.IsStaff, tt.wantAdmin, tt.wantStaff)
			}
			if rr.Header().Get("Cache-Control") != "no-store" {
				t.Error("a response carrying a token must not be cached")
			}
			// The token is usable as a bearer token, through the same path as Clerk's.
			c, err := f.verifier.Verify(context.Background(), resp.Token)
			if err != nil {
				t.Fatalf("issued token rejected: %v", err)
			}
			if c.UserID != resp.User.ID || c.Name != resp.User.Name || c.Email != resp.User.Email || c.Admin != resp.User.IsAdmin || c.Staff != resp.User.IsStaff {
				t.Errorf("token caller %+v disagrees with response user %+v", *c, *resp.User)
			}
		})
	}
}

func TestIssueErrorsAreBadInput(t *testing.T) {
	f := newDevFixture(t, Options{})
	_, _, err := f.issuer.Issue("", "", false)
	if apperr.KindOf(err) != apperr.BadInput {
		t.Fatalf("Issue error kind = %s, want BAD_USER_INPUT", apperr.KindOf(err))
	}
}

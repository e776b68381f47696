package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db/dbtest"
	"marquee/internal/app"
	"marquee/internal/app/config"
	"marquee/internal/platform/envelope"
)

// Server is a running application.
type Server struct {
	*app.App
	URL string
	t   testing.TB
}

// Options tune the started application.
type Options struct {
	// DSN reuses an existing database (a second replica); empty means a
	// fresh database of the dialect.
	DSN string
	// Env adds or overrides configuration variables.
	Env map[string]string
	// NoBackground skips the sweeper and other background loops, for
	// tests that drive time themselves.
	NoBackground bool
	// Hooks see every query the app sends, from its first.
	Hooks []bun.QueryHook
}

// testConfig is the configuration a test app runs with: the given database
// and public URL, no sample data, rate limits out of the way, then env.
func testConfig(t testing.TB, dsn, url string, extra map[string]string) *config.Config {
	t.Helper()
	env := map[string]string{
		"DATABASE_URL": dsn,
		"PUBLIC_URL":   url,
		"SAMPLE_DATA":  "false",
		"PORT":         "8080",
		// Tests drive many users from one loopback address; the limits
		// have their own tests, which lower these through Env.
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER":       "1000000",
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_IP":         "1000000",
		"RATE_LIMIT_SIGNINS_PER_MINUTE_IP":          "1000000",
		"RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE_IP": "1000000",
	}
	env["RATE_LIMIT_REFERENCE_CHECKINS_PER_MINUTE_USER"] = "1000000"
	for k, v := range extra {
		env[k] = v
	}
	cfg, err := config.Load(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// Start runs the application for the named dialect until the test ends.
func Start(t testing.TB, dialect string, opts Options) *Server {
	t.Helper()
	dsn := opts.DSN
	if dsn == "" {
		dsn = dbtest.NewDSN(t, dialect)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	url := "http://" + ln.Addr().String()
	cfg := testConfig(t, dsn, url, opts.Env)
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	if testing.Verbose() {
		log = slog.New(slog.NewTextHandler(testWriter{t}, &slog.HandlerOptions{Level: slog.LevelWarn}))
	}
	ctx, cancel := context.WithCancel(context.Background())
	a, err := app.New(ctx, cfg, log)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	for _, h := range opts.Hooks {
		a.DB.AddQueryHook(h)
	}
	srv := httptest.NewUnstartedServer(a.Handler)
	srv.Listener.Close()
	srv.Listener = ln
	srv.Config.BaseContext = func(net.Listener) context.Context { return ctx }
	a.ConfigureHTTP(srv.Config)
	srv.Start()
	if !opts.NoBackground {
		a.Start(ctx)
	}
	t.Cleanup(func() {
		cancel()
		srv.CloseClientConnections()
		srv.Close()
		a.Wait()
		_ = a.Close()
	})
	return &Server{App: a, URL: url, t: t}
}

type testWriter struct{ t testing.TB }

func (w testWriter) Write(p []byte) (int, error) {
	w.t.Log(strings.TrimRight(string(p), "\n"))
	return len(p), nil
}

// SignIn uses the development sign-in and returns a bearer token.
func (s *Server) SignIn(name string, admin bool) string {
	s.t.Helper()
	return s.signIn(map[string]any{"name": name, "admin": admin})
}

// SignInStaff signs name in through the development sign-in with the
// staff tick (not admin).
func (s *Server) SignInStaff(name string) string {
	s.t.Helper()
	return s.signIn(map[string]any{"name": name, "staff": true})
}

// SignInBoxOffice signs name in with the BOX_OFFICE tick (not admin).
func (s *Server) SignInBoxOffice(name string) string {
	s.t.Helper()
	return s.signIn(map[string]any{"name": name, "boxOffice": true})
}

func (s *Server) signIn(req map[string]any) string {
	s.t.Helper()
	name := req["name"]
	body, _ := json.Marshal(req)
	resp, err := http.Post(s.URL+"/api/dev/sign-in", "application/json", bytes.NewReader(body))
	if err != nil {
		s.t.Fatal(err)
	}
	defer resp.Body.Close()
	var out struct {
		envelope.Status
		Token string `json:"token"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil || !out.Success {
		s.t.Fatalf("sign in %q: %v %s", name, err, out.Message)
	}
	return out.Token
}

// GQLError is one GraphQL error.
type GQLError struct {
	Message    string         `json:"message"`
	Path       []any          `json:"path"`
	Extensions map[string]any `json:"extensions"`
}

// Code returns extensions.code.
func (e GQLError) Code() string { s, _ := e.Extensions["code"].(string); return s }

// GQLResponse is a GraphQL response with data left raw.
type GQLResponse struct {
	Status int
	Data   json.RawMessage `json:"data"`
	Errors []GQLError      `json:"errors"`
}

// Decode unmarshals data into v, failing the test on GraphQL errors.
func (r *GQLResponse) Decode(t testing.TB, v any) {
	t.Helper()
	if len(r.Errors) > 0 {
		t.Fatalf("graphql errors: %+v", r.Errors)
	}
	if err := json.Unmarshal(r.Data, v); err != nil {
		t.Fatalf("decode data %s: %v", r.Data, err)
	}
}

// FirstCode is the code of the first error, or "".
func (r *GQLResponse) FirstCode() string {
	if len(r.Errors) == 0 {
		return ""
	}
	return r.Errors[0].Code()
}

// GraphQL posts an operation, with a bearer token when token is not "".
func (s *Server) GraphQL(token, query string, vars map[string]any) *GQLResponse {
	s.t.Helper()
	resp, err := GraphQL(s.URL, token, query, vars)
	if err != nil {
		s.t.Fatal(err)
	}
	return resp
}

// GraphQL posts an operation to baseURL/graphql; safe from any goroutine.
func GraphQL(baseURL, token, query string, vars map[string]any) (*GQLResponse, error) {
	body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
	req, _ := http.NewRequest(http.MethodPost, baseURL+"/graphql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	resp, err := http.DefaultClient.Do(req.WithContext(ctx))
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	out := &GQLResponse{Status: resp.StatusCode}
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(raw, out); err != nil {
		return nil, &decodeError{status: resp.StatusCode, body: string(raw)}
	}
	return out, nil
}

type decodeError struct {
	status int
	body   string
}

func (e *decodeError) Error() string {
	return "graphql: status " + http.StatusText(e.status) + ": " + e.body
}

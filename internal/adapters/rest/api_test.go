package rest

// Unit tests of the one generic helper every path goes through: envelope,
// error mapping, decoding, methods, CORS. The paths themselves are tested
// against the real application in the rest_test package.

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

const testOrigin = "http://localhost:5173"

func testAPI(t *testing.T, cors ...string) (*api, *auth.DevIssuer) {
	t.Helper()
	iss, err := auth.NewDevIssuer(context.Background(), auth.DevIssuerConfig{Store: freshKey{}, Origin: testOrigin})
	if err != nil {
		t.Fatal(err)
	}
	v, err := auth.NewVerifier(iss, auth.Options{AuthorizedParties: []string{testOrigin}, Logger: slog.New(slog.DiscardHandler)})
	if err != nil {
		t.Fatal(err)
	}
	return newAPI(Services{Verifier: v, CORSOrigins: cors, Logger: slog.New(slog.DiscardHandler)}), iss
}

// freshKey is a KeyStore that keeps nothing: the one issuer of a test
// asks for its key once.
type freshKey struct{}

func (freshKey) LoadOrCreate(_ context.Context, _ string, create func() (string, error)) (string, error) {
	return create()
}

type result struct {
	status int
	header http.Header
	body   map[string]any
	raw    string
}

func do(t *testing.T, h http.Handler, method, body string, header map[string]string) result {
	t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req := httptest.NewRequest(method, "/api/test", rd)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	res := result{status: rec.Code, header: rec.Header(), raw: rec.Body.String()}
	if rec.Body.Len() > 0 {
		if err := json.Unmarshal(rec.Body.Bytes(), &res.body); err != nil {
			t.Fatalf("body %q is not a JSON object: %v", rec.Body.String(), err)
		}
	}
	return res
}

func TestErrorMapping(t *testing.T) {
	a, _ := testAPI(t)
	cases := []struct {
		name    string
		err     error
		status  int
		message string
	}{
		{"bad input", apperr.BadInputf("Invalid movie id"), 400, "Invalid movie id"},
		{"unauthenticated", apperr.ErrSignInRequired, 401, apperr.ErrSignInRequired.Message},
		{"invalid session", auth.ErrInvalidSession, 401, auth.ErrInvalidSession.Message},
		{"forbidden", apperr.ErrAdminOnly, 403, "You are not authorized to access this page."},
		{"not found", apperr.NotFoundf("Show not found"), 404, "Show not found"},
		{"conflict", apperr.New(apperr.Conflict, "Seat A1 is no longer available").WithDetail("seats", []string{"A1"}), 409, "Seat A1 is no longer available"},
		{"rate limited", apperr.New(apperr.RateLimited, "Slow down"), 429, "Slow down"},
		{"wrapped domain error", errors.Join(errors.New("ctx"), apperr.NotFoundf("Movie not found")), 404, "Movie not found"},
		{"internal", errors.New(`pq: relation "bookings" does not exist at 10.0.0.7`), 500, "Internal server error"},
		{"internal with a safe message", apperr.New(apperr.Internal, "Could not start the payment"), 500, "Could not start the payment"},
		{"unknown kind", &apperr.Error{Kind: "WEIRD", Message: "secret detail"}, 500, "Internal server error"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return nil, tc.err }})
			res := do(t, h, "GET", "", nil)
			if res.status != tc.status || res.body["success"] != false || res.body["message"] != tc.message {
				t.Fatalf("got %d %s, want %d %q", res.status, res.raw, tc.status, tc.message)
			}
			if tc.status == 500 && (strings.Contains(res.raw, "pq") || strings.Contains(res.raw, "secret")) {
				t.Fatalf("internal detail leaked: %s", res.raw)
			}
			if tc.status == 409 {
				seats, _ := res.body["seats"].([]any)
				if len(seats) != 1 || seats[0] != "A1" {
					t.Fatalf("conflict body lacks the taken seats: %s", res.raw)
				}
			}
		})
	}
}

// With QuickShowFailures a refusal the user should read answers 200 with
// the same body; authentication and faults keep their status.
func TestErrorMappingQuickShow(t *testing.T) {
	a, _ := testAPI(t)
	a.s.QuickShowFailures = true
	cases := []struct {
		name   string
		err    error
		status int
	}{
		{"bad input", apperr.BadInputf("Invalid movie id"), 200},
		{"forbidden", apperr.ErrAdminOnly, 200},
		{"not found", apperr.NotFoundf("Show not found"), 200},
		{"conflict", apperr.New(apperr.Conflict, "Seat A1 is no longer available").WithDetail("seats", []string{"A1"}), 200},
		{"rate limited", apperr.New(apperr.RateLimited, "Slow down").WithDetail("retryAfter", 7), 200},
		{"unauthenticated", apperr.ErrSignInRequired, 401},
		{"invalid session", auth.ErrInvalidSession, 401},
		{"internal", errors.New("disk on fire"), 500},
		{"internal with a safe message", apperr.New(apperr.Internal, "Could not start the payment"), 500},
		{"too large", &http.MaxBytesError{Limit: MaxBodyBytes}, 413},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return nil, tc.err }})
			res := do(t, h, "GET", "", nil)
			if res.status != tc.status || res.body["success"] != false || res.body["message"] == "" || res.body["code"] == "" {
				t.Fatalf("got %d %s, want %d with the failure envelope", res.status, res.raw, tc.status)
			}
			if e, ok := apperr.As(tc.err); ok && tc.status != 500 && res.body["message"] != e.Message {
				t.Fatalf("message %q, want %q", res.body["message"], e.Message)
			}
		})
	}
	conflict := do(t, a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return nil, cases[3].err }}), "GET", "", nil)
	if seats, _ := conflict.body["seats"].([]any); len(seats) != 1 || conflict.body["code"] != "CONFLICT" {
		t.Fatalf("a conflict keeps its code and seats: %s", conflict.raw)
	}
	post := a.serve(route{"POST", "/api/test", anyone, func(*http.Request) (any, error) { return obj{}, nil }})
	if res := do(t, post, "GET", "", nil); res.status != 405 {
		t.Fatalf("a wrong method stays 405: %d %s", res.status, res.raw)
	}
}

// TestEveryKindKeepsItsStatus: REST answers each kind with the status
// declared beside it in apperr, so the check-in refusals, which REST's own
// table once lacked, are no 500s; under QuickShowFailures a refusal
// answers 200 and a fault keeps its status.
func TestEveryKindKeepsItsStatus(t *testing.T) {
	a, _ := testAPI(t)
	for kind, status := range map[apperr.Kind]int{
		apperr.InvalidTicket: 400, apperr.TicketCancelled: 409, apperr.TicketRefunded: 409, apperr.TicketExpired: 409,
		apperr.TicketUnpaid: 409, apperr.NotToday: 409, apperr.ShowOver: 409, apperr.AlreadyCheckedIn: 409,
		apperr.RefundInProgress: 409, apperr.CancelCutoffPassed: 409, apperr.ScreenBusy: 409, apperr.RefundFailed: 502,
	} {
		err := apperr.New(kind, "Refused: %s", kind)
		for _, quickShow := range []bool{false, true} {
			a.s.QuickShowFailures = quickShow
			h := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return nil, err }})
			res := do(t, h, "GET", "", nil)
			want := status
			if quickShow && status < 500 {
				want = 200
			}
			if res.status != want || res.body["code"] != string(kind) || res.body["message"] != err.Message {
				t.Errorf("%s (quickshow %v): got %d %s, want %d with its code and message", kind, quickShow, res.status, res.raw, want)
			}
		}
	}
}

func TestEnvelopeAndPanics(t *testing.T) {
	a, _ := testAPI(t)
	ok := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) {
		return obj{"shows": []int{}}, nil
	}})
	res := do(t, ok, "GET", "", nil)
	if res.status != 200 || res.raw != "{\"success\":true,\"shows\":[]}\n" {
		t.Fatalf("envelope: %d %s", res.status, res.raw)
	}
	clash := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return obj{"success": false}, nil }})
	if res := do(t, clash, "GET", "", nil); res.status != 500 {
		t.Fatalf("a payload setting success itself must be a 500, got %d %s", res.status, res.raw)
	}
	fail := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return nil, apperr.NotFoundf("Gone") }})
	if res := do(t, fail, "GET", "", nil); !strings.HasPrefix(res.raw, `{"success":false,`) {
		t.Fatalf("error envelope: %s", res.raw)
	}
	empty := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return struct{}{}, nil }})
	if res := do(t, empty, "GET", "", nil); res.raw != "{\"success\":true}\n" {
		t.Fatalf("empty payload: %q", res.raw)
	}
	notObject := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return []int{1}, nil }})
	if res := do(t, notObject, "GET", "", nil); res.status != 500 {
		t.Fatalf("a payload that is not an object must be a 500, got %d %s", res.status, res.raw)
	}
	panics := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { panic("db password is hunter2") }})
	res = do(t, panics, "GET", "", nil)
	if res.status != 500 || res.body["message"] != "Internal server error" || strings.Contains(res.raw, "hunter2") {
		t.Fatalf("panic: %d %s", res.status, res.raw)
	}
}

func TestMethodsAndAccess(t *testing.T) {
	a, iss := testAPI(t)
	called := 0
	h := a.serve(route{"POST", "/api/test", adminOnly, func(*http.Request) (any, error) { called++; return obj{}, nil }})
	res := do(t, h, "GET", "", nil)
	if res.status != 405 || res.header.Get("Allow") != "POST, OPTIONS" || res.body["success"] != false {
		t.Fatalf("wrong method: %d %v %s", res.status, res.header, res.raw)
	}
	if res := do(t, h, "POST", "{}", nil); res.status != 401 {
		t.Fatalf("anonymous on an admin path: %d", res.status)
	}
	if res := do(t, h, "POST", "{}", map[string]string{"Authorization": "Bearer nonsense"}); res.status != 401 ||
		res.body["message"] != auth.ErrInvalidSession.Message {
		t.Fatalf("bad token: %d %s", res.status, res.raw)
	}
	userTok, _, _ := iss.Issue("Asha", "", false)
	if res := do(t, h, "POST", "{}", map[string]string{"Authorization": "Bearer " + userTok}); res.status != 403 {
		t.Fatalf("non-admin on an admin path: %d", res.status)
	}
	if called != 0 {
		t.Fatal("handler ran for a caller the table refuses")
	}
	adminTok, _, _ := iss.Issue("Meera", "", true)
	if res := do(t, h, "POST", "{}", map[string]string{"Authorization": "Bearer " + adminTok}); res.status != 200 || called != 1 {
		t.Fatalf("admin: %d %s", res.status, res.raw)
	}
	get := a.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return obj{}, nil }})
	if res := do(t, get, "HEAD", "", nil); res.status != 200 {
		t.Fatalf("HEAD on a GET path: %d", res.status)
	}
}

func TestDecode(t *testing.T) {
	a, _ := testAPI(t)
	type body struct {
		ShowID        string   `json:"showId"`
		SelectedSeats []string `json:"selectedSeats"`
		MovieID       flexID   `json:"movieId"`
		Price         *float64 `json:"showPrice"`
		ShowsInput    []struct {
			Date string   `json:"date"`
			Time []string `json:"time"`
		} `json:"showsInput"`
	}
	var got body
	h := a.serve(route{"POST", "/api/test", anyone, func(r *http.Request) (any, error) {
		var err error
		got, err = decode[body](r)
		return obj{}, err
	}})
	cases := []struct {
		name, body string
		status     int
		message    string
	}{
		{"valid", `{"showId":"s","selectedSeats":["A1"],"movieId":"12","showPrice":65}`, 200, ""},
		{"unknown fields tolerated", `{"showId":"s","colour":"blue","nested":{"a":[1]}}`, 200, ""},
		{"numeric movie id", `{"movieId":550}`, 200, ""},
		{"empty body", ``, 400, "Request body is required: send a JSON object"},
		{"whitespace body", "  \n", 400, "Request body is required: send a JSON object"},
		{"not JSON", `showId=1`, 400, "Request body is not valid JSON"},
		{"truncated", `{"showId":"s"`, 400, "Request body is not valid JSON"},
		{"array", `[1,2]`, 400, "Request body must be a JSON object"},
		{"trailing object", `{"showId":"s"}{"showId":"t"}`, 400, "Request body must be a single JSON object, with nothing after it"},
		{"trailing garbage", `{"showId":"s"} xyz`, 400, "Request body is not valid JSON"},
		{"number for string", `{"showId":5}`, 400, `Field "showId" must be a string (found a number)`},
		{"string for list", `{"selectedSeats":"A1"}`, 400, `Field "selectedSeats" must be a list of strings (found a string)`},
		{"number in list", `{"selectedSeats":["A1",2]}`, 400, `Field "selectedSeats" must be a list of strings (found a number)`},
		{"string for number", `{"showPrice":"65"}`, 400, `Field "showPrice" must be a number (found a string)`},
		{"nested wrong type", `{"showsInput":[{"date":"2030-01-01","time":"18:00"}]}`, 400, `Field "showsInput.time" must be a list of strings (found a string)`},
		{"bool for id", `{"movieId":true}`, 400, "An id must be a string or a number"},
		{"too large", `{"showId":"` + strings.Repeat("x", MaxBodyBytes) + `"}`, 413, "Request body is too large (limit 64 KiB)"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := do(t, h, "POST", tc.body, nil)
			if res.status != tc.status || (tc.message != "" && res.body["message"] != tc.message) {
				t.Fatalf("got %d %s, want %d %q", res.status, res.raw, tc.status, tc.message)
			}
		})
	}
	do(t, h, "POST", `{"movieId":550,"showPrice":0}`, nil)
	if got.MovieID != "550" || got.Price == nil || *got.Price != 0 {
		t.Fatalf("decoded %+v", got)
	}
}

func TestCORS(t *testing.T) {
	a, _ := testAPI(t, "https://Client.Example/", "http://other.example")
	h := a.serve(route{"POST", "/api/test", anyone, func(*http.Request) (any, error) { return obj{}, nil }})
	pre := do(t, h, "OPTIONS", "", map[string]string{
		"Origin": "https://client.example", "Access-Control-Request-Method": "POST",
		"Access-Control-Request-Headers": "authorization, content-type, idempotency-key",
	})
	hd := pre.header
	if pre.status != 204 || hd.Get("Access-Control-Allow-Origin") != "https://client.example" ||
		!strings.Contains(hd.Get("Access-Control-Allow-Methods"), "POST") ||
		!strings.Contains(hd.Get("Access-Control-Allow-Headers"), "Authorization") ||
		!strings.Contains(hd.Get("Access-Control-Allow-Headers"), "Idempotency-Key") ||
		hd.Get("Access-Control-Allow-Credentials") != "" {
		t.Fatalf("preflight: %d %v", pre.status, hd)
	}
	res := do(t, h, "POST", "{}", map[string]string{"Origin": "http://other.example"})
	if res.status != 200 || res.header.Get("Access-Control-Allow-Origin") != "http://other.example" ||
		!strings.Contains(strings.Join(res.header.Values("Vary"), ","), "Origin") {
		t.Fatalf("simple request: %d %v", res.status, res.header)
	}
	// The origin rule of internal/platform/origin: the default port and letter case
	// do not make another origin.
	if res := do(t, h, "POST", "{}", map[string]string{"Origin": "https://Client.Example:443"}); res.header.Get("Access-Control-Allow-Origin") != "https://Client.Example:443" {
		t.Fatalf("origin with default port: %v", res.header)
	}
	for _, origin := range []string{"https://evil.example", "https://client.example.evil.com", "null", "https://client.example:8443"} {
		pre := do(t, h, "OPTIONS", "", map[string]string{"Origin": origin, "Access-Control-Request-Method": "POST"})
		if pre.header.Get("Access-Control-Allow-Origin") != "" || pre.header.Get("Access-Control-Allow-Methods") != "" {
			t.Fatalf("origin %s allowed: %v", origin, pre.header)
		}
	}
	star, _ := testAPI(t, "*")
	h = star.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return obj{}, nil }})
	if res := do(t, h, "GET", "", map[string]string{"Origin": "https://anywhere.example"}); res.header.Get("Access-Control-Allow-Origin") != "*" {
		t.Fatalf("wildcard: %v", res.header)
	}
	none, _ := testAPI(t)
	h = none.serve(route{"GET", "/api/test", anyone, func(*http.Request) (any, error) { return obj{}, nil }})
	if res := do(t, h, "GET", "", map[string]string{"Origin": "https://client.example"}); res.header.Get("Access-Control-Allow-Origin") != "" {
		t.Fatalf("no CORS_ORIGINS must allow no origin: %v", res.header)
	}
}

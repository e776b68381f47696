package rest_test

import (
	"maps"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/adapters/rest"
	"marquee/internal/testsupport/apptest"
)

// scheduleShow has an admin add a show twenty days ahead, through the API,
// and returns its movie and show ids.
func scheduleShow(t *testing.T, s *apptest.Server, admin string) (movieID, showID string) {
	t.Helper()
	np := call(t, s, "GET", "/api/show/now-playing", admin, nil)
	movieID = str(np.Body, "movies", 0, "_id")
	kolkata, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		t.Fatal(err)
	}
	date := time.Now().In(kolkata).AddDate(0, 0, 20).Format("2006-01-02")
	added := call(t, s, "POST", "/api/show/add", admin, map[string]any{
		"movieId": movieID, "showPrice": 65,
		"showsInput": []any{map[string]any{"date": date, "time": []string{"18:30"}}},
	})
	showID = str(added.Body, "shows", 0, "_id")
	if movieID == "" || showID == "" {
		t.Fatalf("scheduling a show: %s / %s", np.Raw, added.Raw)
	}
	return movieID, showID
}

// The QuickShow client calls the favourites paths in American spelling;
// both spellings are one route, sharing state, auth, methods and CORS.
func TestFavouritesAmericanSpelling(t *testing.T) {
	const origin = "https://quickshow.example"
	if want := map[string]string{
		"/api/user/favourites":        "/api/user/favorites",
		"/api/user/update-favourites": "/api/user/update-favorite",
	}; !maps.Equal(rest.Aliases(), want) {
		t.Fatalf("aliases %v, want %v", rest.Aliases(), want)
	}
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Env: map[string]string{"CORS_ORIGINS": origin}})
			movieID, _ := scheduleShow(t, s, s.SignIn("Meera", true))
			asha := s.SignIn("Asha", false)

			on := call(t, s, "POST", "/api/user/update-favorite", asha, map[string]any{"movieId": movieID})
			expect(t, on, 200, O{"message": "text", "isFavourite": true})
			us := call(t, s, "GET", "/api/user/favorites", asha, nil)
			expect(t, us, 200, O{"movies": NL{O{"_id": "id"}}})
			if str(us.Body, "movies", 0, "_id") != movieID {
				t.Fatalf("favourites %s, want movie %s", us.Raw, movieID)
			}
			if uk := call(t, s, "GET", "/api/user/favourites", asha, nil); string(uk.Raw) != string(us.Raw) {
				t.Fatalf("the spellings answer differently:\n%s\n%s", uk.Raw, us.Raw)
			}
			// Toggled off through the British path, gone from the American one.
			off := call(t, s, "POST", "/api/user/update-favourites", asha, map[string]any{"movieId": movieID})
			expect(t, off, 200, O{"isFavourite": false})
			if r := call(t, s, "GET", "/api/user/favorites", asha, nil); r.Status != 200 || len(toStrings(r.Body["movies"])) != 0 {
				t.Fatalf("favourite still listed: %d %s", r.Status, r.Raw)
			}
			// Back on through the American path, numeric id as QuickShow sends.
			again := call(t, s, "POST", "/api/user/update-favorite", asha, strings.Replace(`{"movieId":ID}`, "ID", movieID, 1))
			expect(t, again, 200, O{"isFavourite": true})

			expect(t, call(t, s, "GET", "/api/user/favorites", "", nil), 401, nil)
			expect(t, call(t, s, "POST", "/api/user/update-favorite", "", map[string]any{"movieId": movieID}), 401, nil)
			wrong := call(t, s, "GET", "/api/user/update-favorite", asha, nil)
			expect(t, wrong, 405, nil)
			if wrong.Header.Get("Allow") != "POST, OPTIONS" {
				t.Fatalf("Allow %q", wrong.Header.Get("Allow"))
			}

			for uk, us := range rest.Aliases() {
				method := "GET"
				if strings.Contains(uk, "update") {
					method = "POST"
				}
				pre := map[string]string{"Origin": origin, "Access-Control-Request-Method": method,
					"Access-Control-Request-Headers": "authorization,content-type"}
				want, err := send(s.URL, "OPTIONS", uk, "", nil, pre)
				if err != nil {
					t.Fatal(err)
				}
				got, err := send(s.URL, "OPTIONS", us, "", nil, pre)
				if err != nil {
					t.Fatal(err)
				}
				if got.Status != 204 || got.Header.Get("Access-Control-Allow-Origin") != origin ||
					!strings.Contains(got.Header.Get("Access-Control-Allow-Methods"), method) {
					t.Fatalf("preflight of %s: %d %v", us, got.Status, got.Header)
				}
				for _, h := range []string{"Access-Control-Allow-Origin", "Access-Control-Allow-Methods",
					"Access-Control-Allow-Headers", "Access-Control-Max-Age", "Access-Control-Allow-Credentials", "Allow"} {
					if got.Header.Get(h) != want.Header.Get(h) {
						t.Errorf("preflight %s: %s %q, %s answers %q", us, h, got.Header.Get(h), uk, want.Header.Get(h))
					}
				}
				if !slices.Equal(got.Header.Values("Vary"), want.Header.Values("Vary")) || got.Status != want.Status {
					t.Errorf("preflight %s: %d Vary %v, %s: %d %v", us, got.Status, got.Header.Values("Vary"), uk, want.Status, want.Header.Values("Vary"))
				}
				cross, err := send(s.URL, method, us, asha, map[string]any{"movieId": movieID}, map[string]string{"Origin": origin})
				if err != nil || cross.Status != 200 || cross.Header.Get("Access-Control-Allow-Origin") != origin {
					t.Fatalf("cross-origin %s %s: %v %d %v", method, us, err, cross.Status, cross.Header)
				}
			}
		})
	}
}

// failures runs the same refusals against a server and returns each
// answer by name. The booking limit is one per user a minute, so a
// second booking straight after the first is rate limited.
func failures(t *testing.T, s *apptest.Server) map[string]response {
	t.Helper()
	_, showID := scheduleShow(t, s, s.SignIn("Meera", true))
	asha, ravi, kiran := s.SignIn("Asha", false), s.SignIn("Ravi", false), s.SignIn("Kiran", false)
	book := func(token string, seats any) response {
		return call(t, s, "POST", "/api/booking/create", token, map[string]any{"showId": showID, "selectedSeats": seats})
	}
	out := map[string]response{}
	out["booked"] = book(asha, []string{"D4"})
	out["rate limited"] = book(asha, []string{"E1"})
	out["conflict"] = book(ravi, []string{"D4", "D5"})
	out["wrong type"] = book(kiran, "D6")
	out["broken rule"] = book(kiran, []string{"A1", "A2", "A3", "A4", "A5", "A6"})
	out["not found"] = call(t, s, "GET", "/api/show/999999", "", nil)
	out["forbidden"] = call(t, s, "GET", "/api/admin/dashboard", asha, nil)
	out["no token"] = book("", []string{"F1"})
	out["invalid token"] = call(t, s, "GET", "/api/user/favorites", "not-a-token", nil)
	out["wrong method"] = call(t, s, "POST", "/api/show/all", "", map[string]any{})
	return out
}

// REST_COMPAT=quickshow answers refusals with 200 and success:false, the
// message and body the default mode sends with its HTTP status; the
// default stays HTTP-correct, and a missing or invalid token is a 401 in
// both.
func TestQuickShowCompat(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			limit := map[string]string{"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER": "1"}
			def := failures(t, apptest.Start(t, dialect, apptest.Options{NoBackground: true, Env: limit}))
			compatEnv := maps.Clone(limit)
			compatEnv["REST_COMPAT"] = "quickshow"
			compat := failures(t, apptest.Start(t, dialect, apptest.Options{NoBackground: true, Env: compatEnv}))

			cases := []struct {
				name               string
				status, compatWant int
				code               string
			}{
				{"rate limited", 429, 200, "RATE_LIMITED"},
				{"conflict", 409, 200, "CONFLICT"},
				{"wrong type", 400, 200, "BAD_USER_INPUT"},
				{"broken rule", 400, 200, "BAD_USER_INPUT"},
				{"not found", 404, 200, "NOT_FOUND"},
				{"forbidden", 403, 200, "FORBIDDEN"},
				{"no token", 401, 401, "UNAUTHENTICATED"},
				{"invalid token", 401, 401, "UNAUTHENTICATED"},
				{"wrong method", 405, 405, "METHOD_NOT_ALLOWED"},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					d, c := def[tc.name], compat[tc.name]
					if d.Status != tc.status || c.Status != tc.compatWant {
						t.Fatalf("default %d %s, quickshow %d %s; want %d and %d", d.Status, d.Raw, c.Status, c.Raw, tc.status, tc.compatWant)
					}
					for _, r := range []response{d, c} {
						if r.Body["success"] != false || r.Body["code"] != tc.code || str(r.Body, "message") == "" {
							t.Fatalf("envelope: %s", r.Raw)
						}
					}
					if c.Body["message"] != d.Body["message"] {
						t.Fatalf("quickshow message %q, default %q", c.Body["message"], d.Body["message"])
					}
				})
			}
			if s := toStrings(compat["conflict"].Body["seats"]); !slices.Equal(s, []string{"D4"}) ||
				!strings.Contains(str(compat["conflict"].Body, "message"), "D4") {
				t.Fatalf("the conflict names the taken seat: %s", compat["conflict"].Raw)
			}
			if r := compat["rate limited"]; r.Header.Get("Retry-After") == "" || r.Body["retryAfter"] == nil {
				t.Fatalf("rate limited keeps Retry-After: %v %s", r.Header, r.Raw)
			}
			for _, r := range []response{def["booked"], compat["booked"]} {
				expect(t, r, http.StatusOK, O{"success": true, "bookingId": "id"})
			}
		})
	}
}

package rest_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// addShow schedules the first now-playing movie through the admin path
// and returns the movie id and the new show's id.
func addShow(t testing.TB, s *apptest.Server, adminToken string, daysAhead int, at string) (movieID, showID string) {
	t.Helper()
	np := call(t, s, "GET", "/api/show/now-playing", adminToken, nil)
	movieID = str(np.Body, "movies", 0, "_id")
	kolkata, _ := time.LoadLocation("Asia/Kolkata")
	date := time.Now().In(kolkata).AddDate(0, 0, daysAhead).Format("2006-01-02")
	r := call(t, s, "POST", "/api/show/add", adminToken, map[string]any{
		"movieId": movieID, "showPrice": 65, "showsInput": []any{map[string]any{"date": date, "time": []string{at}}}})
	showID = str(r.Body, "shows", 0, "_id")
	if r.Status != 200 || showID == "" {
		t.Fatalf("add show: %d %s", r.Status, r.Raw)
	}
	return movieID, showID
}

func TestErrors(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			usr := s.SignIn("Asha", false)
			adm := s.SignIn("Meera", true)
			movieID, showID := addShow(t, s, adm, 3, "19:00")
			missingShow := uuid.NewString()
			seats := func(list ...string) map[string]any { return map[string]any{"showId": showID, "selectedSeats": list} }

			cases := []struct {
				name, method, path, token string
				body                      any
				status                    int
				message                   string // a substring of the message
			}{
				// 400: bad ids, bad bodies, broken rules.
				{"movie id not a number", "GET", "/api/show/abc", "", nil, 400, "Invalid movie id"},
				{"movie id negative", "GET", "/api/show/-4", "", nil, 400, "Invalid movie id"},
				{"credits id malformed", "GET", "/api/credits/x1", "", nil, 400, "Invalid movie id"},
				{"seats show id malformed", "GET", "/api/booking/seats/1%20OR%201=1", "", nil, 400, "Invalid show id"},
				{"booking empty body", "POST", "/api/booking/create", usr, "", 400, "Request body is required"},
				{"booking not JSON", "POST", "/api/booking/create", usr, "showId=1", 400, "not valid JSON"},
				{"booking trailing data", "POST", "/api/booking/create", usr, `{"showId":"x"} {}`, 400, "single JSON object"},
				{"booking array body", "POST", "/api/booking/create", usr, `[]`, 400, "must be a JSON object"},
				{"booking show id wrong type", "POST", "/api/booking/create", usr, map[string]any{"showId": 7, "selectedSeats": []string{"A1"}}, 400, `"showId" must be a string`},
				{"booking seats wrong type", "POST", "/api/booking/create", usr, map[string]any{"showId": showID, "selectedSeats": "A1"}, 400, `"selectedSeats" must be a list of strings`},
				{"booking no seats", "POST", "/api/booking/create", usr, seats(), 400, "Please select at least one seat"},
				{"booking six seats", "POST", "/api/booking/create", usr, seats("A1", "A2", "A3", "A4", "A5", "A6"), 400, "You can only select up to 5 seats"},
				{"booking bad seat", "POST", "/api/booking/create", usr, seats("K1"), 400, `Invalid seat "K1"`},
				{"booking malformed show", "POST", "/api/booking/create", usr, map[string]any{"showId": "x", "selectedSeats": []string{"A1"}}, 400, "Invalid show id"},
				{"favourite id wrong type", "POST", "/api/user/update-favourites", usr, map[string]any{"movieId": true}, 400, "must be a string or a number"},
				{"favourite id missing", "POST", "/api/user/update-favourites", usr, map[string]any{}, 400, "Invalid movie id"},
				{"add show missing fields", "POST", "/api/show/add", adm, map[string]any{"movieId": movieID}, 400, "Missing required fields"},
				{"add show price wrong type", "POST", "/api/show/add", adm, map[string]any{"movieId": movieID, "showPrice": "65"}, 400, `"showPrice" must be a number`},
				{"add show negative price", "POST", "/api/show/add", adm, map[string]any{"movieId": movieID, "showPrice": -1,
					"showsInput": []any{map[string]any{"date": "2099-01-01", "time": []string{"10:00"}}}}, 400, "Show price must be 0 or more"},
				{"add show in the past", "POST", "/api/show/add", adm, map[string]any{"movieId": movieID, "showPrice": 10,
					"showsInput": []any{map[string]any{"date": "2001-01-01", "time": []string{"10:00"}}}}, 400, "in the past"},
				{"bookings page zero", "GET", "/api/admin/all-bookings?page=0", adm, nil, 400, "page must be a whole number"},
				{"bookings limit text", "GET", "/api/admin/all-bookings?limit=ten", adm, nil, 400, "limit must be a whole number"},
				{"bookings page and offset", "GET", "/api/admin/all-bookings?page=1&offset=3", adm, nil, 400, "either page or offset"},
				// Unknown fields are tolerated.
				{"unknown fields", "POST", "/api/user/update-favourites", usr, map[string]any{"movieId": movieID, "source": "web", "extra": []int{1}}, 200, ""},
				{"numeric movie id", "POST", "/api/user/update-favourites", usr, map[string]any{"movieId": mustAtoi(movieID)}, 200, ""},
				// 404: well-formed ids of nothing.
				{"unknown movie", "GET", "/api/show/999999", "", nil, 404, "Movie not found"},
				{"unknown credits", "GET", "/api/credits/999999", "", nil, 404, "Movie not found"},
				{"unknown show seats", "GET", "/api/booking/seats/" + missingShow, "", nil, 404, "Show not found"},
				{"unknown show booking", "POST", "/api/booking/create", usr, map[string]any{"showId": missingShow, "selectedSeats": []string{"A1"}}, 404, "Show not found"},
				{"unknown favourite", "POST", "/api/user/update-favourites", usr, map[string]any{"movieId": "999999"}, 404, "Movie not found"},
				// 405: a known path with another method.
				{"POST on a GET path", "POST", "/api/show/all", "", "{}", 405, "Method not allowed: use GET"},
				{"GET on a POST path", "GET", "/api/booking/create", usr, nil, 405, "Method not allowed: use POST"},
				{"DELETE on an id path", "DELETE", "/api/show/" + movieID, adm, nil, 405, "Method not allowed"},
				{"GET on the add path", "GET", "/api/show/add", adm, nil, 405, "use POST"},
				// 413: bodies are size-limited.
				{"oversized body", "POST", "/api/booking/create", usr,
					`{"showId":"` + showID + `","selectedSeats":["A1"],"pad":"` + strings.Repeat("x", 70<<10) + `"}`, 413, "too large"},
			}
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					r := call(t, s, tc.method, tc.path, tc.token, tc.body)
					if tc.status == 200 {
						expect(t, r, 200, O{})
						return
					}
					expect(t, r, tc.status, nil)
					if msg, _ := r.Body["message"].(string); !strings.Contains(msg, tc.message) {
						t.Fatalf("message %q, want it to contain %q", msg, tc.message)
					}
					if tc.status == 405 && r.Header.Get("Allow") == "" {
						t.Fatal("405 without an Allow header")
					}
				})
			}

			t.Run("409 names the taken seats", func(t *testing.T) {
				first := call(t, s, "POST", "/api/booking/create", usr, seats("C3", "C4"))
				expect(t, first, 200, O{"bookingId": "id"})
				r := call(t, s, "POST", "/api/booking/create", adm, seats("c4", "C5", "C3"))
				expect(t, r, 409, nil)
				if got := toStrings(r.Body["seats"]); !slices.Equal(got, []string{"C3", "C4"}) || r.Body["code"] != "CONFLICT" ||
					r.Body["message"] != "Seats C3, C4 are no longer available" {
					t.Fatalf("conflict body: %s", r.Raw)
				}
				// All or nothing: C5 was not taken by the refused booking.
				occ := call(t, s, "GET", "/api/booking/seats/"+showID, "", nil)
				if got := toStrings(occ.Body["occupiedSeats"]); !slices.Equal(got, []string{"C3", "C4"}) {
					t.Fatalf("occupied after the conflict: %v", got)
				}
			})

			t.Run("unknown /api path stays in the envelope", func(t *testing.T) {
				r := call(t, s, "GET", "/api/nope", "", nil)
				if r.Status != 404 || r.Body["success"] != false {
					t.Fatalf("%d %s", r.Status, r.Raw)
				}
			})

			// Last: with the database gone every call is a 500 that says
			// nothing about why.
			t.Run("500 hides internals", func(t *testing.T) {
				if err := s.DB.Close(); err != nil {
					t.Fatal(err)
				}
				for _, path := range []string{"/api/show/all", "/api/show/" + movieID, "/api/booking/seats/" + showID} {
					r := call(t, s, "GET", path, "", nil)
					expect(t, r, 500, nil)
					low := strings.ToLower(string(r.Raw))
					if r.Body["message"] != "Internal server error" || strings.Contains(low, "sql") || strings.Contains(low, "closed") {
						t.Fatalf("%s: %s", path, r.Raw)
					}
				}
			})
		})
	}
}

func mustAtoi(s string) int {
	n := 0
	for _, c := range s {
		n = n*10 + int(c-'0')
	}
	return n
}

package rest_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// POST /api/show/add still schedules on the default screen; a show that
// would overlap another there is refused with 409, success:false and code
// SCREEN_BUSY naming the show in the way. The seats endpoint works for a
// sample show on the large screen, whose labels go beyond J9.
func TestVenuesOverREST(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Env: map[string]string{"SAMPLE_DATA": "true"}})
			adm := s.SignIn("Meera", true)
			usr := s.SignIn("Asha", false)
			movieID, _ := addShow(t, s, adm, 3, "19:00")
			np := call(t, s, "GET", "/api/show/now-playing", adm, nil)
			other := str(np.Body, "movies", 1, "_id")
			kolkata, _ := time.LoadLocation("Asia/Kolkata")
			date := time.Now().In(kolkata).AddDate(0, 0, 3).Format("2006-01-02")
			r := call(t, s, "POST", "/api/show/add", adm, map[string]any{
				"movieId": other, "showPrice": 65, "showsInput": []any{map[string]any{"date": date, "time": []string{"20:00"}}}})
			if r.Status != 409 || r.Body["success"] != false || r.Body["code"] != "SCREEN_BUSY" || !strings.Contains(str(r.Body, "message"), "19:00") {
				t.Fatalf("overlapping add: %d %s", r.Status, r.Raw)
			}
			detail := call(t, s, "GET", "/api/show/"+movieID, "", nil)
			if !strings.Contains(string(detail.Raw), `"cinema":"Marquee QuickShow","screen":"Screen 1"`) {
				t.Fatalf("dateTime entries lack cinema and screen: %s", detail.Raw)
			}

			var shows struct {
				Shows []struct {
					ID     string
					Screen struct{ Name string }
				}
			}
			s.GraphQL("", `{ shows { id screen { name } } }`, nil).Decode(t, &shows)
			i := slices.IndexFunc(shows.Shows, func(sh struct {
				ID     string
				Screen struct{ Name string }
			}) bool {
				return strings.HasPrefix(sh.Screen.Name, "Audi 1")
			})
			if i < 0 {
				t.Fatalf("no sample show on the large screen among %d shows", len(shows.Shows))
			}
			grand := shows.Shows[i].ID
			b := call(t, s, "POST", "/api/booking/create", usr, map[string]any{"showId": grand, "selectedSeats": []string{"M6", "K20"}})
			expect(t, b, 200, O{"bookingId": "id"})
			seats := call(t, s, "GET", "/api/booking/seats/"+grand, "", nil)
			if occ := toStrings(seats.Body["occupiedSeats"]); !slices.Equal(occ, []string{"K20", "M6"}) {
				t.Fatalf("occupied seats of the large screen: %s", seats.Raw)
			}
		})
	}
}

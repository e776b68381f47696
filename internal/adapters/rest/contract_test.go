package rest_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/adapters/rest"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/apptest"
)

// spec714 is the table of SPEC §7: method, path and auth.
var spec714 = []rest.Endpoint{
	{"GET", "/api/admin/is-admin", "bearer"},
	{"GET", "/api/show/all", "none"},
	{"GET", "/api/user/favourites", "bearer"},
	{"POST", "/api/user/update-favourites", "bearer"},
	{"GET", "/api/show/{id}", "none"},
	{"GET", "/api/credits/{id}", "none"},
	{"GET", "/api/booking/seats/{showId}", "none"},
	{"POST", "/api/booking/create", "bearer"},
	{"GET", "/api/user/bookings", "bearer"},
	{"GET", "/api/admin/dashboard", "bearer (admin)"},
	{"GET", "/api/show/now-playing", "bearer (admin)"},
	{"POST", "/api/show/add", "bearer (admin)"},
	{"GET", "/api/admin/all-shows", "bearer (admin)"},
	{"GET", "/api/admin/all-bookings", "bearer (admin)"},
}

func TestTableIsSpec(t *testing.T) {
	if got := rest.Table(); !slices.Equal(got, spec714) {
		t.Fatalf("routes table differs from SPEC §7:\n got %v\nwant %v", got, spec714)
	}
}

// Documented shapes (SPEC §3, §7 and the field conventions of docs/rest.md).
func movieShape(casts any) O {
	return O{
		"_id": "id", "id": "integer", "title": "text", "overview": "text", "tagline": "string",
		"poster_path": "text", "poster_url": "text", "backdrop_path": "text", "backdrop_url": "text",
		"vote_average": "number", "vote_count": "integer",
		"genres": NL{O{"id": "integer", "name": "text"}}, "genre_names": NL{"text"},
		"runtime": "integer", "release_date": "date", "trailerKey": Null{"text"}, "original_language": "text",
		"casts": casts,
	}
}

var (
	castShape   = O{"id": "integer", "name": "text", "character": "string", "profile_path": "string", "profile_url": "string"}
	fullMovie   = movieShape(NL{castShape})
	inShowMovie = movieShape(Absent)
	showShape   = O{"_id": "id", "movie": inShowMovie, "showDateTime": "instant", "localDate": "date", "localTime": "hh:mm", "showPrice": "number"}
	adminShow   = O{"_id": "id", "movie": inShowMovie, "showDateTime": "instant", "localDate": "date", "localTime": "hh:mm", "showPrice": "number",
		"occupiedSeats": D{"id"}, "soldSeats": "integer", "heldSeats": "integer", "earnings": "number"}
)

func bookingShape(user any) O {
	return O{"_id": "id", "amount": "number", "bookedSeats": NL{"seat"}, "isPaid": "boolean", "status": "text",
		"holdExpiresAt": "instant", "paymentLink": "string", "createdAt": "instant", "show": showShape, "user": user}
}

type caller struct{ name, token string }

// TestContract calls every path of the table as each kind of caller the
// table distinguishes and checks status, envelope and every documented
// field's presence and type.
func TestContract(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true,
				Env: map[string]string{"SAMPLE_DATA": "true", "CORS_ORIGINS": "https://client.example"}})
			anon := caller{"signed out", ""}
			bad := caller{"invalid token", "not-a-token"}
			usr := caller{"signed in", s.SignIn("Asha", false)}
			adm := caller{"admin", s.SignIn("Meera", true)}

			// Ids to call with, from the API itself.
			all := call(t, s, "GET", "/api/show/all", "", nil)
			movieID := str(all.Body, "shows", 0, "_id")
			detail := call(t, s, "GET", "/api/show/"+movieID, "", nil)
			var showID string
			for _, times := range dig(detail.Body, "dateTime").(map[string]any) {
				showID = str(times, 0, "showId")
			}
			if movieID == "" || showID == "" {
				t.Fatalf("no movie or show to test with: %s / %s", all.Raw, detail.Raw)
			}
			// Each caller starts with a favourite and a booking, so every
			// list is checked with items in it.
			for i, c := range []caller{usr, adm} {
				call(t, s, "POST", "/api/user/update-favourites", c.token, map[string]any{"movieId": movieID})
				r := call(t, s, "POST", "/api/booking/create", c.token, map[string]any{"showId": showID, "selectedSeats": []string{fmt.Sprintf("J%d", i+1)}})
				expect(t, r, 200, O{"bookingId": "id"})
			}
			np := call(t, s, "GET", "/api/show/now-playing", adm.token, nil)
			addMovie := str(np.Body, "movies", 0, "_id")
			kolkata, _ := time.LoadLocation("Asia/Kolkata")
			addDate := time.Now().In(kolkata).AddDate(0, 0, 20).Format("2006-01-02")
			seats := map[string][]string{usr.name: {"A1", "A2"}, adm.name: {"B1", "b2"}}

			type check struct {
				path  string
				body  func(c caller) any
				shape func(c caller) any
			}
			same := func(shape any) func(caller) any { return func(caller) any { return shape } }
			checks := map[string]check{
				"/api/admin/is-admin":  {"/api/admin/is-admin", nil, func(c caller) any { return O{"isAdmin": c == adm} }},
				"/api/show/all":        {"/api/show/all", nil, same(O{"shows": NL{fullMovie}})},
				"/api/user/favourites": {"/api/user/favourites", nil, same(O{"movies": NL{fullMovie}})},
				"/api/user/update-favourites": {"/api/user/update-favourites",
					func(caller) any { return map[string]any{"movieId": movieID} },
					same(O{"message": "text", "isFavourite": false})},
				"/api/show/{id}": {"/api/show/" + movieID, nil,
					same(O{"movie": fullMovie, "dateTime": D{NL{O{"time": "instant", "showId": "id", "localTime": "hh:mm"}}}})},
				"/api/credits/{id}": {"/api/credits/" + movieID, nil,
					same(O{"creditData": O{"id": "integer", "credits": O{"cast": NL{castShape}, "crew": L{O{}}}}})},
				"/api/booking/seats/{showId}": {"/api/booking/seats/" + showID, nil, same(O{"occupiedSeats": NL{"seat"}})},
				"/api/booking/create": {"/api/booking/create",
					func(c caller) any { return map[string]any{"showId": showID, "selectedSeats": seats[c.name]} },
					same(O{"message": "text", "bookingId": "id", "url": Opt{"text"}, "booking": bookingShape(Absent)})},
				"/api/user/bookings": {"/api/user/bookings", nil, same(O{"bookings": NL{bookingShape(Absent)}, "message": "text"})},
				"/api/admin/dashboard": {"/api/admin/dashboard", nil, same(O{"dashboardData": O{
					"totalBookings": "integer", "totalRevenue": "number", "totalUsers": "integer", "totalUser": "integer",
					"activeShows": NL{showShape}, "heldSeats": "integer", "soldSeats": "integer"}})},
				"/api/show/now-playing": {"/api/show/now-playing", nil, same(O{"movies": NL{fullMovie}, "source": "text"})},
				"/api/show/add": {"/api/show/add",
					func(caller) any {
						return map[string]any{"movieId": addMovie, "showPrice": 80,
							"showsInput": []any{map[string]any{"date": addDate, "time": []string{"10:00", "13:15"}}}}
					},
					same(O{"message": "text", "added": "integer", "shows": L{showShape}})},
				"/api/admin/all-shows": {"/api/admin/all-shows", nil, same(O{"shows": NL{adminShow}})},
				"/api/admin/all-bookings": {"/api/admin/all-bookings?page=1&limit=3", nil, same(O{
					"bookings": NL{bookingShape(O{"_id": "id", "name": "string"})},
					"total":    "integer", "offset": "integer", "limit": 3.0, "page": 1.0, "totalPages": "integer"})},
			}

			for _, ep := range rest.Table() {
				c, ok := checks[ep.Path]
				if !ok {
					t.Fatalf("no contract check for %s %s", ep.Method, ep.Path)
				}
				t.Run(ep.Method+" "+ep.Path, func(t *testing.T) {
					var body func(caller) any = func(caller) any { return nil }
					if c.body != nil {
						body = c.body
					}
					type want struct {
						who    caller
						status int
						msg    string
					}
					var matrix []want
					switch ep.Auth {
					case "none":
						matrix = []want{{anon, 200, ""}, {bad, 200, ""}, {usr, 200, ""}, {adm, 200, ""}}
					case "bearer":
						matrix = []want{{anon, 401, "Please sign in to continue"}, {bad, 401, auth.ErrInvalidSession.Message}, {usr, 200, ""}, {adm, 200, ""}}
					default:
						matrix = []want{{anon, 401, "Please sign in to continue"}, {bad, 401, auth.ErrInvalidSession.Message},
							{usr, 403, "You are not authorized to access this page."}, {adm, 200, ""}}
					}
					for _, w := range matrix {
						t.Run(w.who.name, func(t *testing.T) {
							r := call(t, s, ep.Method, c.path, w.who.token, body(w.who))
							expect(t, r, w.status, c.shape(w.who))
							if w.msg != "" && r.Body["message"] != w.msg {
								t.Fatalf("message %q, want %q", r.Body["message"], w.msg)
							}
						})
					}
				})
			}

			t.Run("values", func(t *testing.T) {
				// A booking made here reads back with the documented values,
				// its amount what the server quotes for those seats (a price
				// card can make a morning show cheaper than its showPrice, and
				// which show this is depends on the day the test runs).
				var q struct {
					Quote struct{ TotalPaise int64 } `json:"quote"`
				}
				s.GraphQL(usr.token, `query($id: ID!) { quote(showId: $id, seats: ["A4", "A5"]) { totalPaise } }`, map[string]any{"id": showID}).Decode(t, &q)
				r := call(t, s, "POST", "/api/booking/create", usr.token, map[string]any{"showId": showID, "selectedSeats": []string{"A4", "a5"}})
				expect(t, r, 200, O{"bookingId": "id"})
				b := r.Body["booking"].(map[string]any)
				if q.Quote.TotalPaise <= 0 || b["amount"] != float64(q.Quote.TotalPaise)/100 || !slices.Equal(toStrings(b["bookedSeats"]), []string{"A4", "A5"}) ||
					b["status"] != "PENDING" || b["isPaid"] != false || dig(b, "show", "_id") != showID ||
					dig(b, "show", "movie", "_id") != movieID || str(r.Body, "url") != b["paymentLink"] {
					t.Fatalf("booking = %s", r.Raw)
				}
				occupied := call(t, s, "GET", "/api/booking/seats/"+showID, "", nil)
				if occ := toStrings(occupied.Body["occupiedSeats"]); !slices.Contains(occ, "A4") || !slices.Contains(occ, "A5") {
					t.Fatalf("occupied seats %v lack A4, A5", occ)
				}
				mine := call(t, s, "GET", "/api/user/bookings", usr.token, nil)
				if str(mine.Body, "bookings", 0, "_id") != r.Body["bookingId"] {
					t.Fatalf("my bookings do not start with the new booking: %s", mine.Raw)
				}
				// The admin list shows the occupant of each seat by user id.
				shows := call(t, s, "GET", "/api/admin/all-shows", adm.token, nil)
				for _, sh := range shows.Body["shows"].([]any) {
					if str(sh, "_id") == showID && str(sh, "occupiedSeats", "A4") == "" {
						t.Fatalf("all-shows lacks the occupant of A4: %v", sh)
					}
				}
				// Paging: offset 1 of limit 1 is the second-newest booking.
				p1 := call(t, s, "GET", "/api/admin/all-bookings?limit=1", adm.token, nil)
				p2 := call(t, s, "GET", "/api/admin/all-bookings?page=2&limit=1", adm.token, nil)
				o2 := call(t, s, "GET", "/api/admin/all-bookings?offset=1&limit=1", adm.token, nil)
				if str(p1.Body, "bookings", 0, "_id") != r.Body["bookingId"] || str(p1.Body, "bookings", 0, "user", "name") != "Asha" ||
					str(p2.Body, "bookings", 0, "_id") == "" || str(p2.Body, "bookings", 0, "_id") != str(o2.Body, "bookings", 0, "_id") ||
					p2.Body["page"] != 2.0 || p2.Body["offset"] != 1.0 || p1.Body["total"] != p1.Body["totalPages"] {
					t.Fatalf("paging:\n%s\n%s\n%s", p1.Raw, p2.Raw, o2.Raw)
				}
				// The default page size is the service's.
				if d := call(t, s, "GET", "/api/admin/all-bookings", adm.token, nil); d.Body["limit"] != 50.0 {
					t.Fatalf("default limit %v", d.Body["limit"])
				}
				// Favourites toggle and read back.
				on := call(t, s, "POST", "/api/user/update-favourites", usr.token, map[string]any{"movieId": movieID})
				favs := call(t, s, "GET", "/api/user/favourites", usr.token, nil)
				if on.Body["isFavourite"] != true || on.Body["message"] != "Favourites updated successfully" || str(favs.Body, "movies", 0, "_id") != movieID {
					t.Fatalf("favourites: %s / %s", on.Raw, favs.Raw)
				}
				// Sample artwork is served by this server.
				if u := str(all.Body, "shows", 0, "poster_url"); !strings.HasPrefix(u, "/art/") {
					t.Fatalf("poster_url %q", u)
				} else if art, err := http.Get(s.URL + u); err != nil || art.StatusCode != 200 {
					t.Fatalf("GET %s: %v %v", u, art, err)
				}
				dash := call(t, s, "GET", "/api/admin/dashboard", adm.token, nil)
				if dig(dash.Body, "dashboardData", "totalUsers") != dig(dash.Body, "dashboardData", "totalUser") ||
					dig(dash.Body, "dashboardData", "totalUsers").(float64) < 2 {
					t.Fatalf("dashboard: %s", dash.Raw)
				}
			})

			t.Run("CORS", func(t *testing.T) {
				pre, err := send(s.URL, "OPTIONS", "/api/booking/create", "", nil, map[string]string{
					"Origin": "https://client.example", "Access-Control-Request-Method": "POST",
					"Access-Control-Request-Headers": "authorization,content-type"})
				if err != nil || pre.Status != 204 || pre.Header.Get("Access-Control-Allow-Origin") != "https://client.example" ||
					!strings.Contains(pre.Header.Get("Access-Control-Allow-Headers"), "Authorization") ||
					!strings.Contains(pre.Header.Get("Access-Control-Allow-Methods"), "POST") ||
					pre.Header.Get("Access-Control-Allow-Credentials") != "" {
					t.Fatalf("preflight: %v %d %v", err, pre.Status, pre.Header)
				}
				got, err := send(s.URL, "GET", "/api/user/favourites", usr.token, nil, map[string]string{"Origin": "https://client.example"})
				if err != nil || got.Status != 200 || got.Header.Get("Access-Control-Allow-Origin") != "https://client.example" {
					t.Fatalf("cross-origin GET: %v %d %v", err, got.Status, got.Header)
				}
				other, err := send(s.URL, "GET", "/api/show/all", "", nil, map[string]string{"Origin": "https://elsewhere.example"})
				if err != nil || other.Header.Get("Access-Control-Allow-Origin") != "" {
					t.Fatalf("unlisted origin allowed: %v %v", err, other.Header)
				}
			})
		})
	}
}

func toStrings(v any) []string {
	list, _ := v.([]any)
	out := make([]string, len(list))
	for i, x := range list {
		out[i], _ = x.(string)
	}
	return out
}

package rest_test

import (
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// reportFixture stores two films (one titled like a spreadsheet formula,
// one with a comma and quotes) with paid bookings on 1-2 May 2031.
func reportFixture(t *testing.T, s *apptest.Server) {
	t.Helper()
	ctx := context.Background()
	t0 := time.Date(2031, 4, 1, 0, 0, 0, 0, time.UTC)
	kolkata, _ := time.LoadLocation("Asia/Kolkata")
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(db.UpsertUser(ctx, s.DB, &db.User{ID: "buyer", Name: "Buyer", CreatedAt: t0, UpdatedAt: t0}))
	for id, title := range map[int64]string{701: `=HYPERLINK("http://x","y")`, 702: `Dil, "Dil" Hai`} {
		_, err := db.InsertMovie(ctx, s.DB, &db.Movie{ID: id, Title: title, CreatedAt: t0})
		must(err)
	}
	shows := map[string]int64{"r1": 701, "r2": 702, "r3": 702}
	for i, id := range []string{"r1", "r2", "r3"} {
		at := time.Date(2031, 5, 1+i%2, 18+i, 0, 0, 0, kolkata)
		must(dbtest.InsertShows(ctx, s.DB, db.Show{ID: id, MovieID: shows[id], StartsAt: at, PricePaise: 20000, CreatedAt: t0}))
		for n := 1; n <= i+1; n++ {
			seats := []string{fmt.Sprintf("A%d", n)}
			b := &db.Booking{ID: fmt.Sprintf("00000000-0000-4000-8000-0000000%02d%03d", i, n), UserID: "buyer", ShowID: id,
				Seats: seats, AmountPaise: 21180, TicketsPaise: 20000, FeePaise: 1000, TaxPaise: 3231, Currency: "INR",
				Status: db.StatusPaid, HoldExpiresAt: t0, PaymentProvider: db.ProviderTest, Channel: db.ChannelOnline,
				CreatedAt: t0, UpdatedAt: t0}
			if n == 2 {
				b.Channel = db.ChannelCounter
			}
			must(db.InsertBooking(ctx, s.DB, b))
		}
	}
}

// getCSV downloads a report and parses it (encoding/csv is strict RFC
// 4180 here: a bare quote fails the parse).
func getCSV(t *testing.T, s *apptest.Server, path, token string) [][]string {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, s.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/csv") {
		t.Fatalf("GET %s: %d %s %s", path, resp.StatusCode, resp.Header.Get("Content-Type"), raw)
	}
	if !strings.HasSuffix(string(raw), "\r\n") {
		t.Errorf("GET %s: lines must end in CRLF: %q", path, raw)
	}
	rows, err := csv.NewReader(strings.NewReader(string(raw))).ReadAll()
	if err != nil {
		t.Fatalf("GET %s: not RFC 4180: %v\n%s", path, err, raw)
	}
	return rows
}

// TestReportCSVEqualsGraphQL: every grouping of the sales report, the
// occupancy map, the settlement and the audit log say the same in CSV as
// over GraphQL; a title starting with = is neutralised; the exports are
// for admins only, through the same bearer token.
func TestReportCSVEqualsGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			reportFixture(t, s)
			admin := s.SignIn("Boss", true)
			user := s.SignIn("Visitor", false)
			q := "from=2031-05-01&to=2031-05-02"

			for _, group := range []string{"MOVIE", "SCREEN", "DAY", "CHANNEL"} {
				var out struct {
					SalesReport []struct {
						Key, Label                                        string
						Bookings, Tickets, GrossPaise, TaxPaise, NetPaise int64
					}
				}
				s.GraphQL(admin, `query($g: ReportGroup!) { salesReport(from: "2031-05-01", to: "2031-05-02", groupBy: $g) {
					key label bookings tickets grossPaise taxPaise netPaise } }`, map[string]any{"g": group}).Decode(t, &out)
				rows := getCSV(t, s, "/api/admin/reports/sales.csv?"+q+"&groupBy="+group, admin)
				if len(rows) != len(out.SalesReport)+1 || len(out.SalesReport) == 0 {
					t.Fatalf("%s: csv %q, graphql %+v", group, rows, out.SalesReport)
				}
				for i, g := range out.SalesReport {
					want := []string{neutral(g.Key), neutral(g.Label), itoa(g.Bookings), itoa(g.Tickets), itoa(g.GrossPaise), itoa(g.TaxPaise), itoa(g.NetPaise)}
					if strings.Join(rows[i+1], "|") != strings.Join(want, "|") {
						t.Errorf("%s row %d: csv %q, graphql %q", group, i, rows[i+1], want)
					}
				}
				if group == "MOVIE" && rows[1][1] != `'=HYPERLINK("http://x","y")` {
					t.Errorf("a formula title must be neutralised: %q", rows[1][1])
				}
			}

			var occ struct {
				Occupancy []struct {
					ScreenID                          string
					Weekday, Hour, Shows, Seats, Sold int64
				}
			}
			s.GraphQL(admin, `{ occupancy(from: "2031-05-01", to: "2031-05-02") { screenId weekday hour shows seats sold } }`, nil).Decode(t, &occ)
			rows := getCSV(t, s, "/api/admin/reports/occupancy.csv?"+q, admin)
			if len(rows) != len(occ.Occupancy)+1 || len(occ.Occupancy) != 3 {
				t.Fatalf("occupancy: csv %q, graphql %+v", rows, occ.Occupancy)
			}
			for i, c := range occ.Occupancy {
				want := []string{c.ScreenID, itoa(c.Weekday), itoa(c.Hour), itoa(c.Shows), itoa(c.Seats), itoa(c.Sold)}
				if strings.Join(rows[i+1], "|") != strings.Join(want, "|") {
					t.Errorf("occupancy row %d: csv %q, graphql %q", i, rows[i+1], want)
				}
			}

			s.GraphQL(admin, `mutation { setFilmHire(movieId: "702", cinemaId: "`+db.DefaultCinemaID+`", distributor: "-Dharma, Ltd",
				weeklyPercent: [50, 40]) }`, nil).Decode(t, &struct{}{})
			var st struct {
				Settlement []struct {
					Distributor   string
					TotalDuePaise int64
					Rows          []struct {
						Movie                                             struct{ ID, Title string }
						Week                                              int64
						Tickets, GrossPaise, TaxPaise, NetPaise, DuePaise int64
						SharePercent                                      float64
					}
				}
			}
			s.GraphQL(admin, `{ settlement(weekStart: "2031-04-25", cinemaId: "`+db.DefaultCinemaID+`") { distributor totalDuePaise
				rows { movie { id title } week tickets grossPaise taxPaise netPaise sharePercent duePaise } } }`, nil).Decode(t, &st)
			rows = getCSV(t, s, "/api/admin/reports/settlement.csv?weekStart=2031-04-25&cinemaId="+db.DefaultCinemaID, admin)
			if len(st.Settlement) != 1 || len(st.Settlement[0].Rows) != 1 || len(rows) != 2 {
				t.Fatalf("settlement: csv %q, graphql %+v", rows, st.Settlement)
			}
			g := st.Settlement[0].Rows[0]
			want := []string{"'-Dharma, Ltd", db.DefaultCinemaID, "2031-04-25", g.Movie.ID, g.Movie.Title, itoa(g.Week), itoa(g.Tickets),
				itoa(g.GrossPaise), itoa(g.TaxPaise), itoa(g.NetPaise), strconv.FormatFloat(g.SharePercent, 'f', -1, 64), itoa(g.DuePaise)}
			if strings.Join(rows[1], "|") != strings.Join(want, "|") || g.Tickets != 3 || g.DuePaise != st.Settlement[0].TotalDuePaise {
				t.Errorf("settlement: csv %q, graphql %q", rows[1], want)
			}

			var audit struct {
				AuditLog []struct {
					ID, At, Action, Subject string
					Actor                   struct{ ID string }
					Before, After           *string
				}
			}
			s.GraphQL(admin, `{ auditLog { id at action subject actor { id } before after } }`, nil).Decode(t, &audit)
			rows = getCSV(t, s, "/api/admin/reports/audit.csv", admin)
			if len(audit.AuditLog) != 1 || len(rows) != 2 {
				t.Fatalf("audit: csv %q, graphql %+v", rows, audit.AuditLog)
			}
			a := audit.AuditLog[0]
			at, _ := time.Parse(time.RFC3339Nano, a.At)
			if rows[1][0] != a.ID || rows[1][2] != a.Actor.ID || rows[1][4] != a.Action || rows[1][5] != a.Subject ||
				rows[1][6] != "" || a.Before != nil || a.After == nil || rows[1][7] != *a.After || rows[1][1] != at.UTC().Format(time.RFC3339Nano) {
				t.Errorf("audit: csv %q, graphql %+v", rows[1], a)
			}

			for _, c := range []struct {
				path, token string
				status      int
			}{
				{"/api/admin/reports/sales.csv?" + q + "&groupBy=MOVIE", "", http.StatusUnauthorized},
				{"/api/admin/reports/sales.csv?" + q + "&groupBy=MOVIE", user, http.StatusForbidden},
				{"/api/admin/reports/audit.csv", user, http.StatusForbidden},
				{"/api/admin/reports/sales.csv?" + q + "&groupBy=WEEK", admin, http.StatusBadRequest},
				{"/api/admin/reports/audit.csv?from=" + url.QueryEscape("yesterday"), admin, http.StatusBadRequest},
			} {
				if r := call(t, s, http.MethodGet, c.path, c.token, nil); r.Status != c.status {
					t.Errorf("GET %s: %d, want %d", c.path, r.Status, c.status)
				}
			}
		})
	}
}

func itoa(n int64) string { return strconv.FormatInt(n, 10) }

// neutral is a text cell as the export writes it.
func neutral(s string) string {
	if s != "" && strings.ContainsRune("=+-@", rune(s[0])) {
		return "'" + s
	}
	return s
}

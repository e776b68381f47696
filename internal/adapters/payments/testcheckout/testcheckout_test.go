package testcheckout_test

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/payments/testcheckout"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/paytest"
)

// tcEnv is a booking service paying through the offline test checkout,
// with the checkout's routes mounted on a mux.
type tcEnv struct {
	db    *bun.DB
	clock *paytest.Clock
	svc   *booking.Service
	mux   *http.ServeMux
	tz    *time.Location
}

func (e *tcEnv) Now() time.Time { return e.clock.Now() }

func newTestCheckoutEnv(t *testing.T, bdb *bun.DB) *tcEnv {
	t.Helper()
	tz := paytest.TheatreTZ(t)
	tc, err := testcheckout.New(testcheckout.Config{PublicURL: paytest.PublicURL, TZ: tz})
	if err != nil {
		t.Fatal(err)
	}
	e := &tcEnv{db: bdb, mux: http.NewServeMux(), tz: tz}
	e.svc, e.clock = paytest.NewService(bdb, tc, tz)
	tc.Routes(e.mux, e.svc)
	return e
}

func (e *tcEnv) book(t *testing.T, show *db.Show, user string, seatList ...string) *db.Booking {
	t.Helper()
	b, err := e.svc.CreateBooking(paytest.As(user), show.ID, seatList)
	if err != nil {
		t.Fatalf("create booking: %v", err)
	}
	return b
}

// do sends a request through the mux; headers are "Name: value" strings.
func (e *tcEnv) do(method, path string, headers ...string) *httptest.ResponseRecorder {
	req := httptest.NewRequest(method, path, nil)
	if method == http.MethodPost {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for _, h := range headers {
		k, v, _ := strings.Cut(h, ": ")
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	e.mux.ServeHTTP(rec, req)
	return rec
}

// sameSite is the Origin header a browser sends when the page's own form
// is submitted.
const sameSite = "Origin: " + paytest.PublicURL

func pagePath(b *db.Booking) string { return "/checkout/test/" + b.ID }

func TestTestCheckoutProvider(t *testing.T) {
	tc, err := testcheckout.New(testcheckout.Config{PublicURL: paytest.PublicURL + "/", TZ: time.UTC})
	if err != nil {
		t.Fatal(err)
	}
	b := &db.Booking{ID: "0190a1b2-c3d4-7e5f-8a9b-00000000cafe"}
	co, err := tc.StartCheckout(context.Background(), booking.CheckoutRequest{Booking: b})
	if err != nil {
		t.Fatal(err)
	}
	if co.SessionID != "test_"+b.ID || co.URL != paytest.PublicURL+"/checkout/test/"+b.ID {
		t.Fatalf("checkout = %+v", co)
	}
	if tc.Name() != db.ProviderTest || tc.ExpireCheckout(context.Background(), co.SessionID) != nil || tc.Refund(context.Background(), b, b.AmountPaise) != nil {
		t.Fatal("test provider: wrong name, or expire/refund failed")
	}
	for _, cfg := range []testcheckout.Config{{PublicURL: "", TZ: time.UTC}, {PublicURL: "/relative", TZ: time.UTC}, {PublicURL: paytest.PublicURL}} {
		if _, err := testcheckout.New(cfg); err == nil {
			t.Errorf("New(%+v) accepted a bad config", cfg)
		}
	}
}

func TestTestCheckoutEndToEnd(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		newEnv := func(t *testing.T) *tcEnv { return newTestCheckoutEnv(t, bdb) }
		paytest.RunShowCases(t, bdb, newEnv, testCheckoutCases1(bdb), testCheckoutCases2(bdb), testCheckoutCases3(bdb), testCheckoutCases4(bdb))
	})
}

// testCheckoutCases1 are cases of TestTestCheckoutEndToEnd, in parts to keep functions short.
func testCheckoutCases1(bdb *bun.DB) []paytest.ShowCase[*tcEnv] {
	return []paytest.ShowCase[*tcEnv]{
		{Name: "page shows the booking and pay sells the seats", Run: func(t *testing.T, e *tcEnv, show *db.Show) {
			b := e.book(t, show, "u1", "A2", "A1")
			if b.PaymentProvider != db.ProviderTest || b.PaymentSessionID != "test_"+b.ID || b.PaymentURL != paytest.PublicURL+pagePath(b) {
				t.Fatalf("booking payment = %q %q %q", b.PaymentProvider, b.PaymentSessionID, b.PaymentURL)
			}
			rec := e.do(http.MethodGet, pagePath(b))
			if rec.Code != http.StatusOK {
				t.Fatalf("GET page = %d", rec.Code)
			}
			body := rec.Body.String()
			showTime := show.StartsAt.In(e.tz).Format("Mon 2 Jan 2006, 3:04 PM")
			for _, want := range []string{
				"TEST MODE — no real payment is taken", paytest.MovieTitle, showTime, "IST", "A1, A2", "₹130",
				"Awaiting payment", "10 min 0 s", ">" + b.Reference + "<",
				`action="/checkout/test/` + b.ID + `/pay"`, `action="/checkout/test/` + b.ID + `/cancel"`,
				">Pay ₹130<", ">Cancel<", `<html lang="en">`,
			} {
				if !strings.Contains(body, want) {
					t.Errorf("page lacks %q", want)
				}
			}
			for _, external := range []string{"<link", "src="} {
				if strings.Contains(body, external) {
					t.Errorf("page is not self-contained: has %q", external)
				}
			}
			csp := rec.Header().Get("Content-Security-Policy")
			if !strings.Contains(csp, "default-src 'none'") || !strings.Contains(csp, "frame-ancestors 'none'") {
				t.Errorf("CSP = %q", csp)
			}
			// The countdown: one inline script, allowed by its hash and by nothing broader.
			script := inlineScript(t, body)
			sum := sha256.Sum256([]byte(script))
			if want := "script-src 'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "';"; !strings.Contains(csp, want) {
				t.Errorf("CSP %q does not allow the page's script (%s)", csp, want)
			}
			for _, want := range []string{`id="time-left" data-testid="time-left" data-ms-left="600000"`, `id="status"`, `id="pay"`,
				`id="hold-ended" hidden`, `<noscript><meta http-equiv="refresh" content="601"></noscript>`} {
				if !strings.Contains(body, want) {
					t.Errorf("page lacks %q", want)
				}
			}

			rec = e.do(http.MethodPost, pagePath(b)+"/pay", sameSite)
			if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != paytest.PublicURL+"/loading/my-bookings" {
				t.Fatalf("pay = %d to %q", rec.Code, rec.Header().Get("Location"))
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
			if sold, held := paytest.Seats(t, bdb, b.ID); sold != 2 || held != 0 {
				t.Fatalf("sold %d held %d, want 2 sold", sold, held)
			}
			var ev db.PaymentEvent
			if err := bdb.NewSelect().Model(&ev).Where("booking_id = ?", b.ID).Scan(context.Background()); err != nil || ev.ID != "test_pay_"+b.ID {
				t.Fatalf("payment event %+v, %v", ev, err)
			}

			// A second click (or a resubmitted form) lands in the same place.
			if rec := e.do(http.MethodPost, pagePath(b)+"/pay", sameSite); rec.Code != http.StatusSeeOther {
				t.Fatalf("second pay = %d", rec.Code)
			}
			// A paid booking shows its status instead of the buttons.
			body = e.do(http.MethodGet, pagePath(b)).Body.String()
			if !strings.Contains(body, "Paid") || strings.Contains(body, "<form") {
				t.Errorf("paid booking page: %s", body)
			}
		}},
	}
}

// testCheckoutCases2 are cases of TestTestCheckoutEndToEnd, in parts to keep functions short.
func testCheckoutCases2(bdb *bun.DB) []paytest.ShowCase[*tcEnv] {
	return []paytest.ShowCase[*tcEnv]{
		{Name: "cancel frees the seats", Run: func(t *testing.T, e *tcEnv, show *db.Show) {
			b := e.book(t, show, "u1", "B1", "B2")
			rec := e.do(http.MethodPost, pagePath(b)+"/cancel", "Referer: "+paytest.PublicURL+pagePath(b))
			if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != paytest.PublicURL+"/my-bookings" {
				t.Fatalf("cancel = %d to %q", rec.Code, rec.Header().Get("Location"))
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusCancelled)
			if sold, held := paytest.Seats(t, bdb, b.ID); sold+held != 0 {
				t.Fatalf("seats still claimed")
			}
			e.book(t, show, "u2", "B1", "B2") // free for someone else
			// Paying a cancelled booking from a stale page does nothing.
			if rec := e.do(http.MethodPost, pagePath(b)+"/pay", sameSite); rec.Code != http.StatusConflict {
				t.Fatalf("pay after cancel = %d", rec.Code)
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusCancelled)
		}},
		{Name: "cross-origin posts are refused", Run: func(t *testing.T, e *tcEnv, show *db.Show) {
			b := e.book(t, show, "u1", "C1")
			for _, h := range [][]string{
				{"Origin: https://evil.example"},
				{"Origin: null"},
				{"Origin: http://tickets.example"}, // scheme matters
				{"Referer: https://evil.example/checkout/test/" + b.ID},
				{"Origin: https://tickets.example.evil.example"},
				nil, // neither header: no browser form posts like that
			} {
				for _, act := range []string{"pay", "cancel"} {
					if rec := e.do(http.MethodPost, pagePath(b)+"/"+act, h...); rec.Code != http.StatusForbidden {
						t.Errorf("%s with %q = %d, want 403", act, h, rec.Code)
					}
				}
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPending)
			if n := paytest.EventCount(t, bdb, b.ID); n != 0 {
				t.Errorf("%d payment events recorded", n)
			}
		}},
	}
}

// testCheckoutCases3 are cases of TestTestCheckoutEndToEnd, in parts to keep functions short.
func testCheckoutCases3(bdb *bun.DB) []paytest.ShowCase[*tcEnv] {
	return []paytest.ShowCase[*tcEnv]{
		{Name: "methods and unknown ids", Run: func(t *testing.T, e *tcEnv, show *db.Show) {
			b := e.book(t, show, "u1", "D1")
			tests := []struct {
				method, path string
				want         int
			}{
				{http.MethodPost, pagePath(b), http.StatusMethodNotAllowed},
				{http.MethodDelete, pagePath(b), http.StatusMethodNotAllowed},
				{http.MethodHead, pagePath(b), http.StatusOK},
				{http.MethodGet, pagePath(b) + "/pay", http.StatusMethodNotAllowed},
				{http.MethodPut, pagePath(b) + "/cancel", http.StatusMethodNotAllowed},
				{http.MethodPost, pagePath(b) + "/refund", http.StatusNotFound},
				{http.MethodGet, "/checkout/test/not-a-booking", http.StatusNotFound},
				{http.MethodGet, "/checkout/test/" + uuid.NewString(), http.StatusNotFound},
				{http.MethodPost, "/checkout/test/" + uuid.NewString() + "/pay", http.StatusNotFound},
			}
			for _, tt := range tests {
				rec := e.do(tt.method, tt.path, sameSite)
				if rec.Code != tt.want {
					t.Errorf("%s %s = %d, want %d", tt.method, tt.path, rec.Code, tt.want)
				}
				if rec.Code == http.StatusMethodNotAllowed && rec.Header().Get("Allow") == "" {
					t.Errorf("%s %s: 405 without Allow", tt.method, tt.path)
				}
				if rec.Code == http.StatusNotFound && !strings.Contains(rec.Body.String(), "not found") {
					t.Errorf("%s %s: 404 is not the HTML page", tt.method, tt.path)
				}
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPending)
		}},
		{Name: "a Stripe booking is not payable here", Run: func(t *testing.T, e *tcEnv, show *db.Show) {
			b := e.book(t, show, "u1", "E1")
			if _, err := bdb.NewUpdate().Model((*db.Booking)(nil)).Set("payment_provider = ?", db.ProviderStripe).
				Where("id = ?", b.ID).Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
			if rec := e.do(http.MethodGet, pagePath(b)); rec.Code != http.StatusNotFound {
				t.Errorf("GET = %d", rec.Code)
			}
			if rec := e.do(http.MethodPost, pagePath(b)+"/pay", sameSite); rec.Code != http.StatusNotFound {
				t.Errorf("pay = %d", rec.Code)
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusPending)
		}},
	}
}

// testCheckoutCases4 are cases of TestTestCheckoutEndToEnd, in parts to keep functions short.
func testCheckoutCases4(bdb *bun.DB) []paytest.ShowCase[*tcEnv] {
	return []paytest.ShowCase[*tcEnv]{
		{Name: "a show of a cinema in another zone is shown in that zone", Run: func(t *testing.T, e *tcEnv, show *db.Show) {
			ctx := t.Context()
			london, err := time.LoadLocation("Europe/London")
			if err != nil {
				t.Fatal(err)
			}
			c := &db.Cinema{ID: uuid.NewString(), Name: "Marquee Leicester Square", City: "London", Address: "WC2H",
				TimeZone: "Europe/London", CleaningBufferMinutes: 20, CreatedAt: show.CreatedAt}
			sc := &db.Screen{ID: uuid.NewString(), CinemaID: c.ID, Name: "Screen 1", LayoutID: db.DefaultLayoutID, CreatedAt: show.CreatedAt}
			if err := db.InsertCinema(ctx, bdb, c); err != nil {
				t.Fatal(err)
			}
			if err := db.InsertScreen(ctx, bdb, sc); err != nil {
				t.Fatal(err)
			}
			if _, err := bdb.NewUpdate().Model((*db.Show)(nil)).Set("screen_id = ?", sc.ID).Where("id = ?", show.ID).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			b := e.book(t, show, "u1", "B1")
			body := e.do(http.MethodGet, pagePath(b)).Body.String()
			local := show.StartsAt.In(london).Format("Mon 2 Jan 2006, 3:04 PM MST")
			if !strings.Contains(body, local) {
				t.Errorf("page lacks the London time %q", local)
			}
			if theatre := show.StartsAt.In(e.tz).Format("3:04 PM MST"); theatre != show.StartsAt.In(london).Format("3:04 PM MST") && strings.Contains(body, theatre) {
				t.Errorf("page shows the theatre's time %q", theatre)
			}
		}},
		{Name: "an ended hold cannot be paid", Run: func(t *testing.T, e *tcEnv, show *db.Show) {
			b := e.book(t, show, "u1", "F1")
			e.clock.Advance(paytest.Hold + time.Second)
			body := e.do(http.MethodGet, pagePath(b)).Body.String()
			if !strings.Contains(body, "Expired: the seat hold ended") || strings.Contains(body, "<form") ||
				strings.Contains(body, "<script") || strings.Contains(body, "refresh") {
				t.Errorf("expired booking page: %s", body)
			}
			if rec := e.do(http.MethodPost, pagePath(b)+"/pay", sameSite); rec.Code != http.StatusConflict {
				t.Fatalf("pay after hold = %d", rec.Code)
			}
			if b := paytest.LoadBooking(t, bdb, b.ID); b.Status == db.StatusPaid {
				t.Fatal("paid after the hold ended")
			}
		}},
		{Name: "payment racing a lost seat is refunded", Run: func(t *testing.T, e *tcEnv, show *db.Show) {
			b := e.book(t, show, "u1", "G1", "G2")
			// Simulate the race the page cannot see: the seats went to
			// someone else between rendering the page and the click.
			dropClaims(t, bdb, b)
			other := e.book(t, show, "u2", "G2")
			rec := e.do(http.MethodPost, pagePath(b)+"/pay", sameSite)
			if rec.Code != http.StatusConflict || !strings.Contains(rec.Body.String(), "refunded") || !strings.Contains(rec.Body.String(), "TEST MODE") {
				t.Fatalf("pay = %d: %s", rec.Code, rec.Body.String())
			}
			paytest.WantStatus(t, bdb, b.ID, db.StatusRefunded)
			paytest.WantStatus(t, bdb, other.ID, db.StatusPending)
			if rec := e.do(http.MethodPost, pagePath(b)+"/pay", sameSite); rec.Code != http.StatusConflict {
				t.Fatalf("second pay = %d", rec.Code)
			}
		}},
	}
}

// The page's own forms must pass the origin check when served at
// PublicURL, through a real server and a cookie-less browser-like client.
func TestTestCheckoutOverHTTP(t *testing.T) {
	bdb := dbtest.Open(t, "sqlite")
	tz := time.UTC
	srv := httptest.NewUnstartedServer(nil)
	public := "http://" + srv.Listener.Addr().String()
	tc, err := testcheckout.New(testcheckout.Config{PublicURL: public, TZ: tz})
	if err != nil {
		t.Fatal(err)
	}
	svc := booking.New(bdb, paytest.Hold, tz, tc, nil)
	mux := http.NewServeMux()
	tc.Routes(mux, svc)
	srv.Config.Handler = mux
	srv.Start()
	t.Cleanup(srv.Close)

	show := paytest.AddShow(t, bdb, time.Now().Add(48*time.Hour).Truncate(time.Second))
	b, err := svc.CreateBooking(paytest.As("u1"), show.ID, []string{"H1"})
	if err != nil {
		t.Fatal(err)
	}
	client := srv.Client()
	client.CheckRedirect = func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	resp, err := client.Get(b.PaymentURL)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s = %d", b.PaymentURL, resp.StatusCode)
	}
	req, _ := http.NewRequest(http.MethodPost, b.PaymentURL+"/pay", strings.NewReader(url.Values{}.Encode()))
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Origin", public)
	resp, err = client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != public+"/loading/my-bookings" {
		t.Fatalf("pay = %d to %q", resp.StatusCode, resp.Header.Get("Location"))
	}
	paytest.WantStatus(t, bdb, b.ID, db.StatusPaid)
}

func TestFormatRupees(t *testing.T) {
	tests := []struct {
		paise int64
		want  string
	}{
		{0, "₹0"},
		{5, "₹0.05"},
		{6500, "₹65"},
		{13050, "₹130.50"},
		{100000, "₹1,000"},
		{12345678, "₹1,23,456.78"},
		{1000000000, "₹1,00,00,000"},
	}
	for _, tt := range tests {
		if got := testcheckout.FormatRupees(tt.paise); got != tt.want {
			t.Errorf("FormatRupees(%d) = %q, want %q", tt.paise, got, tt.want)
		}
	}
}

// A PUBLIC_URL written with the default port and capitals is the origin
// browsers send without them, and the other way round.
func TestTestCheckoutOriginDefaultPort(t *testing.T) {
	bdb := dbtest.Open(t, "sqlite")
	show := paytest.AddShow(t, bdb, time.Now().Add(48*time.Hour).Truncate(time.Second))
	for i, tt := range []struct{ public, header string }{
		{"https://Tickets.Example.com:443", "Origin: https://tickets.example.com"},
		{"https://tickets.example.com", "Origin: https://Tickets.Example.com:443"},
		{"https://Tickets.Example.com:443/", "Referer: https://tickets.example.com/checkout/test/x"},
	} {
		tc, err := testcheckout.New(testcheckout.Config{PublicURL: tt.public, TZ: time.UTC})
		if err != nil {
			t.Fatal(err)
		}
		e := &tcEnv{db: bdb, clock: paytest.NewClock(), mux: http.NewServeMux(), tz: time.UTC}
		e.svc = booking.New(bdb, paytest.Hold, time.UTC, tc, nil)
		tc.Routes(e.mux, e.svc)
		b := e.book(t, show, "u1", fmt.Sprintf("J%d", i+1))
		if b.PaymentURL != "https://tickets.example.com"+pagePath(b) {
			t.Errorf("public %q: payment URL %q", tt.public, b.PaymentURL)
		}
		rec := e.do(http.MethodPost, pagePath(b)+"/pay", tt.header)
		if rec.Code != http.StatusSeeOther || rec.Header().Get("Location") != "https://tickets.example.com/loading/my-bookings" {
			t.Errorf("public %q, %s: pay = %d to %q", tt.public, tt.header, rec.Code, rec.Header().Get("Location"))
		}
	}
}

// inlineScript returns the text of the page's one <script> element.
func inlineScript(t *testing.T, body string) string {
	t.Helper()
	start := strings.Index(body, "<script>")
	end := strings.Index(body, "</script>")
	if start < 0 || end < start || strings.Count(body, "<script") != 1 {
		t.Fatalf("want exactly one inline script: %s", body)
	}
	return body[start+len("<script>") : end]
}

// dropClaims frees a booking's seats behind the service's back and, like
// every change to a show's seats, moves the show's seat version.
func dropClaims(t *testing.T, bdb *bun.DB, b *db.Booking) {
	t.Helper()
	if _, err := bdb.NewDelete().Model((*db.SeatClaim)(nil)).Where("booking_id = ?", b.ID).Exec(context.Background()); err != nil {
		t.Fatal(err)
	}
	if _, err := db.BumpSeatVersion(context.Background(), bdb, b.ShowID); err != nil {
		t.Fatal(err)
	}
}

package app_test

import (
	"io"
	"net/http"
	"regexp"
	"strconv"
	"testing"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// scrape returns the value of one sample line of the metrics page, such
// as marquee_bookings_total{outcome="booked"}.
func scrape(t *testing.T, addr, sample string) float64 {
	t.Helper()
	resp, err := http.Get("http://" + addr + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	page, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("GET /metrics: %d %s", resp.StatusCode, page)
	}
	m := regexp.MustCompile(`(?m)^` + regexp.QuoteMeta(sample) + ` (\S+)$`).FindSubmatch(page)
	if m == nil {
		t.Fatalf("no %s on the metrics page:\n%s", sample, page)
	}
	v, err := strconv.ParseFloat(string(m[1]), 64)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestMetricsOnTheirOwnListener: with METRICS_ADDR set, /metrics is served
// there in Prometheus's format and its counters follow a booking and a
// refused one; the public listener never serves it.
func TestMetricsOnTheirOwnListener(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{Env: map[string]string{"METRICS_ADDR": "127.0.0.1:0"}})
			addr := s.MetricsAddr()
			if addr == "" {
				t.Fatal("METRICS_ADDR set, but no metrics listener")
			}
			booked := `marquee_bookings_total{outcome="booked"}`
			conflicts := `marquee_bookings_total{outcome="conflict"}`
			fromMemory := `marquee_bookings_total{outcome="refused_from_memory"}`
			before := map[string]float64{}
			for _, k := range []string{booked, conflicts, fromMemory, "marquee_claim_duration_seconds_count", "marquee_seat_versions_published_total"} {
				before[k] = scrape(t, addr, k)
			}
			show := addShow(t, s.DB)
			if r := bookGQL(t, s.URL, token(t, s.URL, "asha"), show, "C3", nil); r.Status != 200 || len(r.gqlErrors()) > 0 {
				t.Fatalf("book: %d %s", r.Status, r.Raw)
			}
			if r := bookGQL(t, s.URL, token(t, s.URL, "ravi"), show, "C3", nil); r.code() != "CONFLICT" {
				t.Fatalf("second buyer: %d %s", r.Status, r.Raw)
			}
			if got := scrape(t, addr, booked) - before[booked]; got != 1 {
				t.Errorf("booked moved by %v, want 1", got)
			}
			if got := scrape(t, addr, conflicts) + scrape(t, addr, fromMemory) - before[conflicts] - before[fromMemory]; got != 1 {
				t.Errorf("refusals moved by %v, want 1", got)
			}
			if got := scrape(t, addr, "marquee_claim_duration_seconds_count") - before["marquee_claim_duration_seconds_count"]; got < 1 {
				t.Errorf("claim latency observed %v times, want at least 1", got)
			}
			if got := scrape(t, addr, "marquee_seat_versions_published_total") - before["marquee_seat_versions_published_total"]; got < 1 {
				t.Errorf("seat versions published moved by %v, want at least 1", got)
			}
			// Nobody watches the show: no snapshot read for its changes.
			if got := scrape(t, addr, "marquee_live_change_reads_total"); got != 0 {
				t.Errorf("live change reads %v with nobody watching, want 0", got)
			}
			// Nothing is paid, so nothing is queued to send; the gauge reads the table.
			if got := scrape(t, addr, "marquee_outbox_depth"); got != 0 {
				t.Errorf("outbox depth %v, want 0", got)
			}
			scrape(t, addr, "marquee_websocket_connections")
			for _, path := range []string{"/metrics", "/metrics/"} {
				resp, err := http.Get(s.URL + path)
				if err != nil {
					t.Fatal(err)
				}
				page, _ := io.ReadAll(resp.Body)
				resp.Body.Close()
				if regexp.MustCompile(`marquee_bookings_total|go_goroutines`).Match(page) {
					t.Fatalf("the public listener serves %s: %d %.200s", path, resp.StatusCode, page)
				}
			}
		})
	}
}

// TestNoMetricsListenerByDefault: without METRICS_ADDR nothing listens
// for metrics.
func TestNoMetricsListenerByDefault(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{})
	if addr := s.MetricsAddr(); addr != "" {
		t.Fatalf("metrics listener at %s without METRICS_ADDR", addr)
	}
}

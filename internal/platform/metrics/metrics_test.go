package metrics

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestMetricsExport: what producers report is served in Prometheus's
// format, every booking outcome from the start, the outbox depth once a
// reader is registered (a second registration is ignored).
func TestMetricsExport(t *testing.T) {
	m := New()
	scrape := func() string {
		rec := httptest.NewRecorder()
		m.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
		return rec.Body.String()
	}
	page := scrape()
	for _, o := range []string{Booked, RefusedFromMemory, Conflict, Rejected, Replayed} {
		if !strings.Contains(page, `marquee_bookings_total{outcome="`+o+`"} 0`) {
			t.Errorf("outcome %s not exported from the start:\n%s", o, page)
		}
	}
	if strings.Contains(page, "marquee_outbox_depth") {
		t.Error("outbox depth exported before anything reports it")
	}
	var b Booking = m
	var l Live = m
	b.BookingOutcome(Booked)
	b.ClaimDuration(3 * time.Millisecond)
	b.SeatVersionsPublished(2)
	l.ConnectionOpened()
	l.ConnectionOpened()
	l.ConnectionClosed()
	l.SubscriptionStarted()
	l.FanoutDuration(20 * time.Millisecond)
	m.OutboxDepth(func() float64 { return 7 })
	m.OutboxDepth(func() float64 { return 99 })
	page = scrape()
	for _, want := range []string{
		`marquee_bookings_total{outcome="booked"} 1`,
		"marquee_claim_duration_seconds_count 1",
		"marquee_seat_versions_published_total 2",
		"marquee_websocket_connections 1",
		"marquee_websocket_subscriptions 1",
		"marquee_fanout_duration_seconds_count 1",
		"marquee_outbox_depth 7",
		"go_goroutines",
	} {
		if !strings.Contains(page, want+"\n") && !strings.Contains(page, want+" ") {
			t.Errorf("page lacks %q:\n%s", want, page)
		}
	}
	// Nop takes the same calls and does nothing.
	Nop.BookingOutcome(Booked)
	Nop.FanoutDuration(time.Second)
}

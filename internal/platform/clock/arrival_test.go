package clock

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

// TestArrivals: a request's context carries the moment its handling
// began; a websocket upgrade's does not, and Arrived falls back to now.
func TestArrivals(t *testing.T) {
	var got time.Time
	var stamped bool
	h := Arrivals(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, stamped = r.Context().Value(arrivalKey{}).(time.Time)
		got = Arrived(r.Context())
	}))
	before := time.Now()
	h.ServeHTTP(httptest.NewRecorder(), httptest.NewRequest(http.MethodPost, "/graphql", nil))
	if !stamped || got.Before(before) || got.After(time.Now()) {
		t.Fatalf("stamped %v at %v, want a stamp between %v and now", stamped, got, before)
	}
	ws := httptest.NewRequest(http.MethodGet, "/graphql", nil)
	ws.Header.Set("Upgrade", "WebSocket")
	h.ServeHTTP(httptest.NewRecorder(), ws)
	if stamped {
		t.Fatal("a websocket upgrade was stamped")
	}
	if at := Arrived(context.Background()); at.IsZero() {
		t.Fatal("Arrived without a stamp is not now")
	}
}

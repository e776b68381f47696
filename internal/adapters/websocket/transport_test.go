package websocket

import "testing"

func TestOriginPolicy(t *testing.T) {
	prod := NewTransport(Options{PublicURL: "https://Tickets.Example.com:443/"})
	dev := NewTransport(Options{PublicURL: "https://tickets.example.com", Development: true})
	for _, tc := range []struct {
		origin    string
		prod, dev bool
	}{
		{"", true, true},
		{"https://tickets.example.com", true, true},
		{"https://TICKETS.example.com:443", true, true},
		{"https://Tickets.Example.com:443", true, true},
		{"http://tickets.example.com", false, false}, // another scheme is another origin
		{"https://tickets.example.com:8443", false, false},
		{"http://localhost:5173", false, true},
		{"http://127.0.0.1:8080", false, true},
		{"http://[::1]:8080", false, true},
		{"https://evil.example", false, false},
		{"http://localhost.evil.example", false, false},
		{"null", false, false},
		{"not a url", false, false},
	} {
		if got := prod.originAllowed(tc.origin); got != tc.prod {
			t.Errorf("production: origin %q allowed = %v, want %v", tc.origin, got, tc.prod)
		}
		if got := dev.originAllowed(tc.origin); got != tc.dev {
			t.Errorf("development: origin %q allowed = %v, want %v", tc.origin, got, tc.dev)
		}
	}
}

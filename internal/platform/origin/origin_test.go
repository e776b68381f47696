package origin

import (
	"errors"
	"testing"
)

func TestNormalize(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://tickets.example.com", "https://tickets.example.com"},
		{"https://Tickets.Example.com:443", "https://tickets.example.com"},
		{"HTTPS://TICKETS.EXAMPLE.COM/", "https://tickets.example.com"},
		{"  https://tickets.example.com/  ", "https://tickets.example.com"},
		{"http://localhost:80", "http://localhost"},
		{"http://localhost:5173", "http://localhost:5173"},
		{"http://example.com:443", "http://example.com:443"},
		{"https://example.com:80", "https://example.com:80"},
		{"https://example.com:", "https://example.com"},
		{"http://[::1]", "http://[::1]"},
		{"http://[::1]:80", "http://[::1]"},
		{"http://[::1]:8080", "http://[::1]:8080"},
		{"https://[2001:DB8::1]:443", "https://[2001:db8::1]"},
		{"http://127.0.0.1:8080", "http://127.0.0.1:8080"},
	} {
		got, err := Normalize(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Normalize(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
}

func TestNormalizeRejects(t *testing.T) {
	for _, in := range []string{
		"", "null", "tickets.example.com", "localhost:5173", "//tickets.example.com",
		"https://", "https://:443", "ftp://example.com", "ws://example.com", "mailto:a@example.com",
		"https://example.com/app", "https://example.com//", "https://example.com?x=1", "https://example.com?",
		"https://example.com#top", "https://user:pw@example.com", "https://user@example.com",
		"https://example.com:port", "http://[::1", "https://exa mple.com",
	} {
		if got, err := Normalize(in); !errors.Is(err, ErrNotOrigin) {
			t.Errorf("Normalize(%q) = %q, %v; want ErrNotOrigin", in, got, err)
		}
	}
}

func TestSame(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"https://Tickets.Example.com:443", "https://tickets.example.com", true},
		{"http://localhost:80/", "HTTP://LOCALHOST", true},
		{"https://tickets.example.com", "http://tickets.example.com", false},
		{"https://tickets.example.com", "https://tickets.example.com:8443", false},
		{"https://tickets.example.com", "https://tickets.example.com.evil.example", false},
		{"null", "null", false},
		{"", "", false},
		{"https://tickets.example.com/a", "https://tickets.example.com/a", false},
	} {
		if got := Same(tt.a, tt.b); got != tt.want {
			t.Errorf("Same(%q, %q) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestOf(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"https://Tickets.Example.com:443/checkout/test/1?x=1#y", "https://tickets.example.com"},
		{"http://localhost:5173/", "http://localhost:5173"},
		{"https://tickets.example.com", "https://tickets.example.com"},
	} {
		if got, err := Of(tt.in); err != nil || got != tt.want {
			t.Errorf("Of(%q) = %q, %v; want %q", tt.in, got, err, tt.want)
		}
	}
	for _, in := range []string{"", "/checkout/test/1", "ftp://example.com/a", "https://user@example.com/a", "null"} {
		if got, err := Of(in); err == nil {
			t.Errorf("Of(%q) = %q, want an error", in, got)
		}
	}
}

package ratelimit

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"testing"
	"time"

	"marquee/internal/platform/apperr"
	"marquee/internal/testsupport/testclock"
)

func newClock() *testclock.Clock { return testclock.New(time.Date(2030, 1, 1, 0, 0, 0, 0, time.UTC)) }

func TestTokenBucket(t *testing.T) {
	clk := newClock()
	l := New(6, Options{Clock: clk.Now}) // one token every 10 s, burst 6
	for i := range 6 {
		if ok, _ := l.Allow("a"); !ok {
			t.Fatalf("request %d of the burst refused", i+1)
		}
	}
	ok, wait := l.Allow("a")
	if ok || wait != 10*time.Second {
		t.Fatalf("7th request: ok=%v wait=%v, want refused with 10s", ok, wait)
	}
	if ok, _ := l.Allow("b"); !ok {
		t.Fatal("another key shares the first key's bucket")
	}
	if blocked, w := l.Blocked("a"); !blocked || w != 10*time.Second {
		t.Fatalf("Blocked = %v %v", blocked, w)
	}
	clk.Advance(4 * time.Second)
	if ok, wait := l.Allow("a"); ok || wait != 6*time.Second {
		t.Fatalf("after 4s: ok=%v wait=%v, want refused with 6s", ok, wait)
	}
	clk.Advance(6 * time.Second)
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("a token earned back over 10s was not granted")
	}
	if ok, _ := l.Allow("a"); ok {
		t.Fatal("granted more than was earned")
	}
	l.Refund("a")
	if ok, _ := l.Allow("a"); !ok {
		t.Fatal("a refunded token was not granted")
	}
}

func TestDisabledLimiter(t *testing.T) {
	var l *Limiter = PerMinute(0)
	if l != nil {
		t.Fatal("a limit of 0 must disable the limiter")
	}
	for range 1000 {
		if ok, _ := l.Allow("x"); !ok {
			t.Fatal("a disabled limiter refused")
		}
	}
	l.Refund("x")
	if b, _ := l.Blocked("x"); b || l.Len() != 0 {
		t.Fatal("a disabled limiter blocks or remembers")
	}
}

// TestBoundedMemory: idle keys are forgotten once their bucket is full
// again, and even a flood of distinct keys never grows the map past its
// bound.
func TestBoundedMemory(t *testing.T) {
	clk := newClock()
	l := New(60, Options{Clock: clk.Now, MaxKeys: 1000})
	for i := range 500 {
		l.Allow(fmt.Sprint("idle-", i))
	}
	if l.Len() != 500 {
		t.Fatalf("len = %d", l.Len())
	}
	clk.Advance(61 * time.Second)
	l.Allow("fresh")
	if l.Len() != 1 {
		t.Fatalf("after every idle bucket refilled, len = %d, want 1", l.Len())
	}
	for i := range 10_000 {
		l.Allow(fmt.Sprint("flood-", i))
		if l.Len() > 1000 {
			t.Fatalf("len %d exceeds MaxKeys after %d keys", l.Len(), i+1)
		}
	}
}

func TestRetryAfterSeconds(t *testing.T) {
	for in, want := range map[time.Duration]int{0: 1, time.Millisecond: 1, time.Second: 1, 1001 * time.Millisecond: 2, 59 * time.Second: 59} {
		if got := RetryAfterSeconds(in); got != want {
			t.Errorf("RetryAfterSeconds(%v) = %d, want %d", in, got, want)
		}
	}
}

func TestClientAddr(t *testing.T) {
	trusted, err := ParseProxies([]string{"10.0.0.0/8", "192.0.2.1"})
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name    string
		proxies Proxies
		remote  string
		xff     []string
		want    string
	}{
		{"no proxies: header ignored", nil, "198.51.100.7:1234", []string{"1.2.3.4"}, "198.51.100.7"},
		{"untrusted peer: header ignored", trusted, "198.51.100.7:1234", []string{"1.2.3.4"}, "198.51.100.7"},
		{"trusted peer", trusted, "10.1.1.1:1234", []string{"203.0.113.5"}, "203.0.113.5"},
		{"client-written entries left of the proxy's are not believed", trusted, "10.1.1.1:1234", []string{"1.2.3.4, 203.0.113.5"}, "203.0.113.5"},
		{"chain of trusted proxies", trusted, "10.1.1.1:1234", []string{"203.0.113.5, 192.0.2.1", "10.9.9.9"}, "203.0.113.5"},
		{"junk stops the walk", trusted, "10.1.1.1:1234", []string{"203.0.113.5, junk, 10.2.2.2"}, "10.2.2.2"},
		{"no header", trusted, "10.1.1.1:1234", nil, "10.1.1.1"},
		{"mapped IPv4", nil, "[::ffff:198.51.100.7]:1", nil, "198.51.100.7"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			r := &http.Request{RemoteAddr: tc.remote, Header: http.Header{}}
			for _, v := range tc.xff {
				r.Header.Add("X-Forwarded-For", v)
			}
			if got := tc.proxies.ClientAddr(r); got != netip.MustParseAddr(tc.want) {
				t.Fatalf("ClientAddr = %v, want %s", got, tc.want)
			}
		})
	}
	if _, err := ParseProxies([]string{"10.0.0.0/8", "gateway"}); err == nil {
		t.Fatal("a host name was accepted as a proxy")
	}
}

func TestIPv6KeyedPer64(t *testing.T) {
	a, b := netip.MustParseAddr("2001:db8:1:2::1"), netip.MustParseAddr("2001:db8:1:2:ffff::9")
	if Key(a) != Key(b) || Key(a) == Key(netip.MustParseAddr("2001:db8:1:3::1")) {
		t.Fatalf("keys %q %q", Key(a), Key(b))
	}
}

// TestBookingsCheck: per user and per address; the address limit refunds
// the user's token when it refuses; the error carries retryAfter and sets
// the header through the context.
func TestBookingsCheck(t *testing.T) {
	clk := newClock()
	b := Bookings{PerUser: New(2, Options{Clock: clk.Now}), PerIP: New(3, Options{Clock: clk.Now})}
	var ctx context.Context
	rec := httptest.NewRecorder()
	Middleware(nil, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { ctx = r.Context() })).
		ServeHTTP(rec, httptest.NewRequest("POST", "/", nil))
	must := func(user string, want bool) {
		t.Helper()
		err := b.Check(ctx, user)
		if (err == nil) != want {
			t.Fatalf("Check(%s) = %v, want allowed=%v", user, err, want)
		}
		if err != nil {
			e, _ := apperr.As(err)
			if e.Kind != apperr.RateLimited || e.Details["retryAfter"] == nil {
				t.Fatalf("error = %+v", e)
			}
		}
	}
	must("u1", true)
	must("u1", true)
	must("u1", false) // user limit
	must("u2", true)  // third from this address
	must("u3", false) // address limit...
	if rec.Header().Get("Retry-After") == "" {
		t.Fatal("no Retry-After set through the context")
	}
	clk.Advance(20 * time.Second) // one address token back
	must("u3", true)              // ...which did not spend u3's token
	if ip := ClientIP(ctx); ip != "192.0.2.1" {
		t.Fatalf("client ip = %q", ip)
	}
}

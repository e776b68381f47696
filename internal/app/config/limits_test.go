package config

import (
	"net/http"
	"net/netip"
	"strings"
	"testing"
	"time"

	"marquee/internal/adapters/websocket"
	"marquee/internal/platform/gqllimit"
)

func TestLimitDefaults(t *testing.T) {
	c, err := Load(env(nil))
	if err != nil {
		t.Fatal(err)
	}
	want := GraphQLLimits{MaxDepth: gqllimit.DefaultMaxDepth, MaxAliases: gqllimit.DefaultMaxAliases, MaxComplexity: gqllimit.DefaultMaxComplexity,
		MaxFields: gqllimit.DefaultMaxFields, MaxResponseBytes: gqllimit.DefaultMaxResponseBytes, Introspection: true, Playground: true}
	if c.GraphQL != want {
		t.Errorf("graphql = %+v, want %+v", c.GraphQL, want)
	}
	if (c.HTTP != HTTPTimeouts{ReadHeader: 10 * time.Second, Read: 30 * time.Second, Write: 60 * time.Second, Idle: 120 * time.Second}) {
		t.Errorf("http = %+v", c.HTTP)
	}
	if (c.RateLimits != RateLimits{BookingsPerUser: 20, BookingsPerIP: 60, SignInsPerIP: 30, WebhookFailuresPerIP: 30, ReferenceCheckInsPerUser: 30}) {
		t.Errorf("rate limits = %+v", c.RateLimits)
	}
	if len(c.TrustedProxies) != 0 {
		t.Errorf("trusted proxies = %v, want none", c.TrustedProxies)
	}
	if (c.Websocket != WebsocketLimits{MaxSubscriptions: websocket.DefaultMaxSubscriptions, MaxConnectionsPerIP: websocket.DefaultMaxConnectionsPerIP}) {
		t.Errorf("websocket = %+v", c.Websocket)
	}
	if c.Host != "127.0.0.1" || c.RESTCompat != "" {
		t.Errorf("host = %q, rest compat = %q", c.Host, c.RESTCompat)
	}
}

func TestProductionHidesTheSchema(t *testing.T) {
	prod := map[string]string{"APP_ENV": "production", "CLERK_SECRET_KEY": "sk_test_x", "CLERK_PUBLISHABLE_KEY": "pk_test_x",
		"STRIPE_SECRET_KEY": "sk_test_x", "STRIPE_WEBHOOK_SECRET": "whsec_x"}
	c, err := Load(env(prod))
	if err != nil {
		t.Fatal(err)
	}
	if c.GraphQL.Introspection || c.GraphQL.Playground {
		t.Fatalf("production defaults = %+v, want introspection and playground off", c.GraphQL)
	}
	prod["GRAPHQL_INTROSPECTION"], prod["GRAPHQL_PLAYGROUND"] = "true", "true"
	if c, err = Load(env(prod)); err != nil || !c.GraphQL.Introspection || !c.GraphQL.Playground {
		t.Fatalf("explicitly enabled in production = %+v, %v", c.GraphQL, err)
	}
	if c, err = Load(env(map[string]string{"GRAPHQL_INTROSPECTION": "false", "GRAPHQL_PLAYGROUND": "0"})); err != nil ||
		c.GraphQL.Introspection || c.GraphQL.Playground {
		t.Fatalf("explicitly disabled in development = %+v, %v", c.GraphQL, err)
	}
}

func TestLimitValues(t *testing.T) {
	c, err := Load(env(map[string]string{
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER": "0", "RATE_LIMIT_BOOKINGS_PER_MINUTE_IP": "100000",
		"HTTP_READ_HEADER_TIMEOUT": "1.5s", "GRAPHQL_MAX_DEPTH": "4",
		"TRUSTED_PROXIES": "10.0.0.0/8, 127.0.0.1,::1",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if c.RateLimits.BookingsPerUser != 0 || c.RateLimits.BookingsPerIP != 100000 ||
		c.HTTP.ReadHeader != 1500*time.Millisecond || c.GraphQL.MaxDepth != 4 {
		t.Fatalf("unexpected %+v %+v %+v", c.RateLimits, c.HTTP, c.GraphQL)
	}
	if len(c.TrustedProxies) != 3 {
		t.Fatalf("proxies = %v", c.TrustedProxies)
	}
	r := &http.Request{RemoteAddr: "10.1.2.3:5555", Header: http.Header{"X-Forwarded-For": {"203.0.113.9"}}}
	if got := c.TrustedProxies.ClientAddr(r); got != netip.MustParseAddr("203.0.113.9") {
		t.Fatalf("client behind a trusted proxy = %v", got)
	}
}

func TestBadLimitValues(t *testing.T) {
	cases := map[string]string{
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER":           "-1",
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_IP":             "lots",
		"RATE_LIMIT_SIGNINS_PER_MINUTE_IP":              "1.5",
		"RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE_IP":     "99999999999",
		"RATE_LIMIT_REFERENCE_CHECKINS_PER_MINUTE_USER": "-5",
		"GRAPHQL_MAX_DEPTH":                             "1",
		"GRAPHQL_MAX_ALIASES":                           "x",
		"GRAPHQL_MAX_COMPLEXITY":                        "0",
		"GRAPHQL_MAX_RESPONSE_BYTES":                    "1000",
		"GRAPHQL_INTROSPECTION":                         "sometimes",
		"GRAPHQL_PLAYGROUND":                            "on?",
		"HTTP_READ_HEADER_TIMEOUT":                      "10",
		"HTTP_READ_TIMEOUT":                             "0s",
		"HTTP_WRITE_TIMEOUT":                            "2h",
		"HTTP_IDLE_TIMEOUT":                             "soon",
		"TRUSTED_PROXIES":                               "10.0.0.0/8,proxy.internal",
	}
	for k, v := range cases {
		t.Run(k, func(t *testing.T) {
			_, err := Load(env(map[string]string{k: v}))
			if err == nil || !strings.Contains(err.Error(), k) {
				t.Fatalf("%s=%q: err = %v, want a message naming the variable", k, v, err)
			}
		})
	}
}

// TestZeroTurnsALimitOff: every counting limit reads 0 as "off", the
// websocket ones as the rate limits do (WS_MAX_CONNECTIONS_PER_IP=0 used
// to stop the server at start).
func TestZeroTurnsALimitOff(t *testing.T) {
	c, err := Load(env(map[string]string{
		"WS_MAX_CONNECTIONS_PER_IP": "0", "WS_MAX_SUBSCRIPTIONS": "0",
		"RATE_LIMIT_BOOKINGS_PER_MINUTE_IP": "0", "RATE_LIMIT_SIGNINS_PER_MINUTE_IP": "0",
	}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Websocket.MaxConnectionsPerIP != 0 || c.Websocket.MaxSubscriptions != 0 {
		t.Fatalf("websocket limits %+v, want both off (0)", c.Websocket)
	}
	for _, k := range []string{"WS_MAX_CONNECTIONS_PER_IP", "WS_MAX_SUBSCRIPTIONS"} {
		if _, err := Load(env(map[string]string{k: "-1"})); err == nil || !strings.Contains(err.Error(), k) {
			t.Errorf("%s=-1: err = %v, want a message naming the variable", k, err)
		}
	}
}

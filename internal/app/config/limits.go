package config

import (
	"strconv"
	"time"

	"marquee/internal/adapters/websocket"
	"marquee/internal/platform/gqllimit"
	"marquee/internal/platform/ratelimit"
)

// limits reads the variables that protect the server from abusive
// requests (GraphQL shape, HTTP timeouts, rate limits, trusted proxies).
func (l *loader) limits(c *Config) {
	c.GraphQL = GraphQLLimits{
		MaxDepth:      l.intVar("GRAPHQL_MAX_DEPTH", gqllimit.DefaultMaxDepth, 2, 100),
		MaxAliases:    l.intVar("GRAPHQL_MAX_ALIASES", gqllimit.DefaultMaxAliases, 1, 1000),
		MaxComplexity: l.intVar("GRAPHQL_MAX_COMPLEXITY", gqllimit.DefaultMaxComplexity, 10, 1_000_000),
		MaxFields:     l.intVar("GRAPHQL_MAX_FIELDS", gqllimit.DefaultMaxFields, 10, 100_000),
		// From 1 KiB (tests) to 1 GiB.
		MaxResponseBytes: l.intVar("GRAPHQL_MAX_RESPONSE_BYTES", gqllimit.DefaultMaxResponseBytes, 1<<10, 1<<30),
		Introspection:    l.boolVar("GRAPHQL_INTROSPECTION", !c.Production()),
		Playground:       l.boolVar("GRAPHQL_PLAYGROUND", !c.Production()),
	}
	c.HTTP = HTTPTimeouts{
		ReadHeader: l.durVar("HTTP_READ_HEADER_TIMEOUT", 10*time.Second),
		Read:       l.durVar("HTTP_READ_TIMEOUT", 30*time.Second),
		Write:      l.durVar("HTTP_WRITE_TIMEOUT", 60*time.Second),
		Idle:       l.durVar("HTTP_IDLE_TIMEOUT", 120*time.Second),
	}
	const maxRate = 10_000_000
	c.RateLimits = RateLimits{
		BookingsPerUser:      l.intVar("RATE_LIMIT_BOOKINGS_PER_MINUTE_USER", 20, 0, maxRate),
		BookingsPerIP:        l.intVar("RATE_LIMIT_BOOKINGS_PER_MINUTE_IP", 60, 0, maxRate),
		SignInsPerIP:         l.intVar("RATE_LIMIT_SIGNINS_PER_MINUTE_IP", 30, 0, maxRate),
		WebhookFailuresPerIP: l.intVar("RATE_LIMIT_WEBHOOK_FAILURES_PER_MINUTE_IP", 30, 0, maxRate),
	}
	c.RateLimits.ReferenceCheckInsPerUser = l.intVar("RATE_LIMIT_REFERENCE_CHECKINS_PER_MINUTE_USER", 30, 0, maxRate)
	c.Websocket = WebsocketLimits{
		MaxSubscriptions:    l.intVar("WS_MAX_SUBSCRIPTIONS", websocket.DefaultMaxSubscriptions, 0, 10_000),
		MaxConnectionsPerIP: l.intVar("WS_MAX_CONNECTIONS_PER_IP", websocket.DefaultMaxConnectionsPerIP, 0, 1_000_000),
	}
	proxies, err := ratelimit.ParseProxies(splitList(l.get("TRUSTED_PROXIES", "")))
	if err != nil {
		l.bad("TRUSTED_PROXIES: %v (want comma-separated addresses or CIDR prefixes such as 10.0.0.0/8)", err)
	}
	c.TrustedProxies = proxies
}

// intVar reads a whole number from lo to hi; def when unset or wrong.
func (l *loader) intVar(k string, def, lo, hi int) int {
	raw := l.get(k, strconv.Itoa(def))
	n, err := strconv.Atoi(raw)
	if err != nil || n < lo || n > hi {
		l.bad("%s=%q: want a whole number from %d to %d", k, raw, lo, hi)
		return def
	}
	return n
}

// boolVar reads true/1/yes or false/0/no; def when unset or wrong.
func (l *loader) boolVar(k string, def bool) bool {
	switch raw := l.get(k, ""); raw {
	case "":
		return def
	case "true", "1", "yes":
		return true
	case "false", "0", "no":
		return false
	default:
		l.bad("%s=%q: want true or false", k, raw)
		return def
	}
}

// durVar reads a duration from 100ms to 1h; def when unset or wrong.
func (l *loader) durVar(k string, def time.Duration) time.Duration {
	raw := l.get(k, def.String())
	d, err := time.ParseDuration(raw)
	if err != nil || d < 100*time.Millisecond || d > time.Hour {
		l.bad("%s=%q: want a duration from 100ms to 1h, such as 30s", k, raw)
		return def
	}
	return d
}

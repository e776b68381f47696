package config

import (
	"strings"
	"time"
)

// Pool is the database connection pool of one replica: DATABASE_MAX_CONNS
// and DATABASE_MAX_IDLE_CONNS (0: the default, see db.Pool). Every
// replica opens up to MaxConns connections, plus one for LISTEN on
// PostgreSQL without EVENT_BUS_URL, so N replicas on one PostgreSQL need
// max_connections ≥ N × (MaxConns + 1) + what the administrators and
// other clients hold (README, "Running several replicas").
type Pool struct {
	MaxConns, MaxIdleConns int
}

// EventBus is EVENT_BUS_URL and its stream: with a URL, seat changes
// travel between replicas over NATS JetStream instead of PostgreSQL's
// NOTIFY (package natsbus).
type EventBus struct {
	URL     string
	Stream  string
	Subject string
	// GapWait is EVENT_BUS_GAP_WAIT: how long a replica waits for a
	// missing version, out of order behind a later one, before reading
	// the show (live.Options.GapWait).
	GapWait time.Duration
}

// bus reads DATABASE_MAX_CONNS, DATABASE_MAX_IDLE_CONNS and the
// EVENT_BUS_* variables.
func (l *loader) bus(c *Config) {
	c.Pool.MaxConns = l.intVar("DATABASE_MAX_CONNS", 0, 0, 10000)
	c.Pool.MaxIdleConns = l.intVar("DATABASE_MAX_IDLE_CONNS", 0, 0, 10000)
	if c.Pool.MaxConns > 0 && c.Pool.MaxIdleConns > c.Pool.MaxConns {
		l.bad("DATABASE_MAX_IDLE_CONNS=%d: want at most DATABASE_MAX_CONNS=%d", c.Pool.MaxIdleConns, c.Pool.MaxConns)
	}
	c.EventBus.URL = l.get("EVENT_BUS_URL", "")
	if u := c.EventBus.URL; u != "" && !strings.HasPrefix(u, "nats://") && !strings.HasPrefix(u, "tls://") {
		l.bad("EVENT_BUS_URL=%q: want a NATS server such as nats://127.0.0.1:4222, or nothing (PostgreSQL NOTIFY)", u)
	}
	c.EventBus.Stream = l.get("EVENT_BUS_STREAM", "MARQUEE_SEATS")
	if strings.ContainsAny(c.EventBus.Stream, " .*>/\\\t") {
		l.bad("EVENT_BUS_STREAM=%q: want a JetStream stream name without spaces, dots, *, > or slashes", c.EventBus.Stream)
	}
	c.EventBus.Subject = l.get("EVENT_BUS_SUBJECT", "marquee.seats")
	if strings.ContainsAny(c.EventBus.Subject, " *>\t") || strings.HasPrefix(c.EventBus.Subject, ".") || strings.HasSuffix(c.EventBus.Subject, ".") {
		l.bad("EVENT_BUS_SUBJECT=%q: want a subject prefix such as marquee.seats", c.EventBus.Subject)
	}
	c.EventBus.GapWait = l.durVar("EVENT_BUS_GAP_WAIT", 150*time.Millisecond)
}

package config

import (
	"net"
	"strconv"
)

// metrics reads METRICS_ADDR (after HOST and PORT): the separate listener
// for /metrics, off when empty, so the counters are never served on the
// public address by accident.
func (l *loader) metrics(c *Config) {
	c.MetricsAddr = l.get("METRICS_ADDR", "")
	if c.MetricsAddr == "" {
		return
	}
	host, portStr, err := net.SplitHostPort(c.MetricsAddr)
	port, perr := strconv.Atoi(portStr)
	switch {
	case err != nil || perr != nil || port < 0 || port > 65535:
		l.bad("METRICS_ADDR=%q: want host:port, such as 127.0.0.1:9090", c.MetricsAddr)
	case host != "" && host != "localhost" && net.ParseIP(host) == nil:
		l.bad("METRICS_ADDR=%q: want an interface address such as 127.0.0.1 before the port", c.MetricsAddr)
	case port == c.Port && port != 0:
		l.bad("METRICS_ADDR=%q: the public server listens on port %d; metrics need a port of their own", c.MetricsAddr, c.Port)
	}
}

package app

// MetricsAddr is the address /metrics is served on (the port chosen when
// METRICS_ADDR asked for port 0), or "" when metrics are off.
func (a *App) MetricsAddr() string {
	if a.metricsLn == nil {
		return ""
	}
	return a.metricsLn.Addr().String()
}

package app

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"time"

	"marquee/internal/platform/metrics"
)

// listenMetrics opens METRICS_ADDR, when set, so an address in use stops
// the start like any other bad setting; Start serves it.
func (a *App) listenMetrics() error {
	if a.Config.MetricsAddr == "" {
		return nil
	}
	ln, err := net.Listen("tcp", a.Config.MetricsAddr)
	if err != nil {
		return fmt.Errorf("METRICS_ADDR=%s: %w", a.Config.MetricsAddr, err)
	}
	a.metricsLn = ln
	return nil
}

// serveMetrics serves /metrics, and nothing else, on the metrics listener
// until ctx ends.
func (a *App) serveMetrics(ctx context.Context, m *metrics.Metrics) {
	if a.metricsLn == nil {
		return
	}
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", m.Handler())
	srv := &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second, WriteTimeout: 30 * time.Second}
	ln := a.metricsLn
	a.wg.Add(2)
	go func() {
		defer a.wg.Done()
		if err := srv.Serve(ln); err != nil && !errors.Is(err, http.ErrServerClosed) {
			a.log.Error("metrics listener", "addr", ln.Addr().String(), "err", err)
		}
	}()
	go func() {
		defer a.wg.Done()
		<-ctx.Done()
		shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		_ = srv.Shutdown(shutdown)
	}()
	a.metricsServed = true
}

// closeMetrics releases a metrics listener that was never served.
func (a *App) closeMetrics() {
	if a.metricsLn != nil && !a.metricsServed {
		_ = a.metricsLn.Close()
	}
}

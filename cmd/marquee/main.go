package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"marquee/internal/app"
	"marquee/internal/config"
)

func main() {
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	slog.SetDefault(log)
	if err := run(log); err != nil {
		fmt.Fprintln(os.Stderr, "marquee:", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger) error {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	a, err := app.New(ctx, cfg, log)
	if err != nil {
		return err
	}
	defer a.Close()

	ln, err := net.Listen("tcp", fmt.Sprintf(":%d", cfg.Port))
	if err != nil {
		return fmt.Errorf("listen on port %d: %w", cfg.Port, err)
	}
	srv := &http.Server{
		Handler: a.Handler,
		// No WriteTimeout: websocket connections live for as long as a
		// seat map is open; every other response gets its own write
		// deadline (HTTP_WRITE_TIMEOUT) from the router instead.
		BaseContext: func(net.Listener) context.Context { return ctx },
	}
	a.ConfigureHTTP(srv) // HTTP_READ_HEADER_TIMEOUT, HTTP_READ_TIMEOUT, HTTP_IDLE_TIMEOUT
	a.Start(ctx)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("marquee listening", "addr", ln.Addr().String(), "public_url", cfg.PublicURL,
		"database", a.DatabaseKind, "env", cfg.AppEnv)

	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return fmt.Errorf("shutdown: %w", err)
	}
	a.Wait()
	return nil
}

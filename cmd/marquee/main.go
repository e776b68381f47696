package main

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/joho/godotenv"

	"marquee/internal/app"
	"marquee/internal/app/config"
	"marquee/internal/platform/gcpace"
)

// clerkStartupWait, when set, replaces app.DefaultClerkStartupWait. It is
// no setting: the binary's tests link a shorter one with
// -ldflags "-X main.clerkStartupWait=300ms" so a refusal is quick to see.
// (-X can only set a string variable without a computed initialiser.)
var clerkStartupWait string

func main() {
	log := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelInfo}))
	slog.SetDefault(log)
	if err := run(log); err != nil {
		fmt.Fprintln(os.Stderr, "marquee:", err)
		os.Exit(1)
	}
}

func run(log *slog.Logger) error {
	if err := loadDotEnv(".env", log); err != nil {
		return err
	}
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return err
	}
	pace, err := gcpace.Apply(os.Getenv, gcpace.CgroupMemoryMax)
	if err != nil {
		return err
	}
	wait := app.DefaultClerkStartupWait
	if clerkStartupWait != "" {
		if wait, err = time.ParseDuration(clerkStartupWait); err != nil {
			return fmt.Errorf("built with a bad main.clerkStartupWait %q: %w", clerkStartupWait, err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	a, err := app.New(ctx, cfg, log, app.ClerkStartupWait(wait))
	if err != nil {
		return err
	}
	defer a.Close()

	addr := net.JoinHostPort(cfg.Host, strconv.Itoa(cfg.Port))
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("listen on %s (HOST, PORT): %w", addr, err)
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
		"database", a.DatabaseKind, "env", cfg.AppEnv, "gogc", pace.Percent, "gogc_from", pace.From, "memory_limit", pace.LimitText())

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

// loadDotEnv sets the variables a .env file in the working directory lists,
// except those the environment already has (even empty): a deployment's
// real settings always win over a file left lying around. No file is fine.
func loadDotEnv(path string, log *slog.Logger) error {
	err := godotenv.Load(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("read %s: %w", path, err)
	}
	log.Info("read settings from " + path)
	return nil
}

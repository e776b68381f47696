package livebench

import (
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"time"

	"marquee/internal/app"
	"marquee/internal/app/config"
)

// InProcess is the application served from this process on a loopback
// port: for the measurements that change the app in ways no setting does,
// and for cmd/marquee-bench, which measures the app without a process
// boundary.
type InProcess struct {
	App    *app.App
	Config *config.Config
	URL    string
	srv    *http.Server
	cancel context.CancelFunc
}

// StartInProcess serves the app on dsn with the limits off (UnlimitedEnv)
// and env over them. adjust, when not nil, changes the app before it
// serves or starts its background work.
func StartInProcess(dsn string, env map[string]string, adjust func(*app.App)) (*InProcess, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	u := "http://" + ln.Addr().String()
	vars := map[string]string{"DATABASE_URL": dsn, "PUBLIC_URL": u, "SAMPLE_DATA": "false"}
	// One benchmark process is one IP with thousands of buyers: the
	// per-IP and per-user limits would measure the limiter, not the app.
	for k, v := range UnlimitedEnv() {
		vars[k] = v
	}
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) string { return vars[k] })
	if err != nil {
		ln.Close()
		return nil, err
	}
	ctx, cancel := context.WithCancel(context.Background())
	a, err := app.New(ctx, cfg, slog.New(slog.NewTextHandler(io.Discard, nil)))
	if err != nil {
		cancel()
		ln.Close()
		return nil, err
	}
	if adjust != nil {
		adjust(a)
	}
	srv := &http.Server{Handler: a.Handler, BaseContext: func(net.Listener) context.Context { return ctx }}
	go func() { _ = srv.Serve(ln) }()
	a.Start(ctx)
	return &InProcess{App: a, Config: cfg, URL: u, srv: srv, cancel: cancel}, nil
}

// Stop ends the app's background work, then the server, then the app.
func (p *InProcess) Stop() {
	p.cancel()
	ctx, c := context.WithTimeout(context.Background(), 5*time.Second)
	defer c()
	_ = p.srv.Shutdown(ctx)
	p.App.Wait()
	_ = p.App.Close()
}

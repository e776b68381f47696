package app

import (
	"context"
	"net/http"

	"marquee/internal/adapters/httpserver"
	"marquee/internal/app/config"
	"marquee/internal/platform/gqllimit"
	"marquee/internal/platform/ratelimit"
)

// bookingLimit makes every createBooking — GraphQL, REST or websocket —
// spend from the same per-user and per-address allowances.
func bookingLimit(rl config.RateLimits) func(ctx context.Context, userID string) error {
	return ratelimit.Bookings{
		PerUser: ratelimit.PerMinute(rl.BookingsPerUser),
		PerIP:   ratelimit.PerMinute(rl.BookingsPerIP),
	}.Check
}

// referenceCheckInLimit bounds how fast one staff user may try booking
// references at the door: a reference is 40 random bits, so guessing one
// at this pace is hopeless (see the README's Tickets and check-in).
func referenceCheckInLimit(rl config.RateLimits) func(ctx context.Context, staffID string) error {
	l := ratelimit.PerMinute(rl.ReferenceCheckInsPerUser)
	return func(ctx context.Context, staffID string) error {
		return ratelimit.Spend(ctx, l, staffID, "check-ins by booking reference")
	}
}

// serverLimits turns the configuration into the router's limits.
func (a *App) serverLimits() httpserver.Limits {
	cfg := a.Config
	return httpserver.Limits{
		GraphQL: gqllimit.Limits{
			MaxDepth: cfg.GraphQL.MaxDepth, MaxAliases: cfg.GraphQL.MaxAliases, MaxFields: cfg.GraphQL.MaxFields,
			MaxComplexity: cfg.GraphQL.MaxComplexity, MaxResponseBytes: cfg.GraphQL.MaxResponseBytes,
			Introspection: cfg.GraphQL.Introspection,
		},
		SignIns:      ratelimit.PerMinute(cfg.RateLimits.SignInsPerIP),
		Proxies:      cfg.TrustedProxies,
		WriteTimeout: cfg.HTTP.Write,
		// Event streams are bounded per address like websockets.
		MaxStreamsPerIP: wsLimit(cfg.Websocket.MaxConnectionsPerIP),
	}
}

// ConfigureHTTP sets the configured timeouts on the http.Server that
// serves a.Handler (the binary's, and the test servers').
func (a *App) ConfigureHTTP(s *http.Server) {
	httpserver.HTTPTimeouts{ReadHeader: a.Config.HTTP.ReadHeader, Read: a.Config.HTTP.Read, Idle: a.Config.HTTP.Idle}.Apply(s)
}

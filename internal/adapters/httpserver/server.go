package httpserver

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"slices"
	"time"

	"github.com/99designs/gqlgen/graphql"
	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/adapters/graphql/complexity"
	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/adapters/graphql/resolvers"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/envelope"
	"marquee/internal/platform/gqllimit"
	"marquee/internal/platform/ratelimit"
)

// Deps is everything the router needs; cmd/marquee builds it.
type Deps struct {
	DB        *bun.DB
	Resolver  *resolvers.Resolver
	Verifier  *auth.Verifier
	DevIssuer *auth.DevIssuer // nil when Clerk is configured
	Client    fs.FS           // the built browser app
	Art       http.Handler    // sample artwork (Art(sample.Artwork)), mounted at /art
	Logger    *slog.Logger
	// Config is what the browser learns at start-up from /api/config.
	Config ClientConfig
	// Playground enables GraphiQL at /playground, served from
	// PlaygroundFiles (the built page and its assets, no CDN).
	Playground      bool
	PlaygroundFiles fs.FS
	// Extra mounts more routes (payments, REST) on the mux.
	Extra func(mux *http.ServeMux)
	// GraphQLTransports adds transports (the websocket) before POST/GET
	// and the event stream.
	GraphQLTransports []graphql.Transport
	// Limits bound requests: GraphQL shape and body, sign-in rate, the
	// client address, response deadlines.
	Limits Limits
}

// ClientConfig is the runtime configuration sent to the browser, so one
// client build serves every environment.
type ClientConfig struct {
	ClerkPublishableKey string  `json:"clerkPublishableKey"`
	DevSignIn           bool    `json:"devSignIn"`
	TheatreTimeZone     string  `json:"theatreTimeZone"`
	PaymentMode         string  `json:"paymentMode"`
	HoldMinutes         float64 `json:"holdMinutes"`
	// The largest seat layout the server stores, so the layout editor
	// offers exactly that.
	LayoutMaxRows    int `json:"layoutMaxRows"`
	LayoutMaxColumns int `json:"layoutMaxColumns"`
}

// NewGraphQL builds the gqlgen handler with explicit transports, the
// shared error presenter and the given operation limits. New mounts it
// with the configured limits; tests and benchmarks that mount the schema
// themselves call it too.
func NewGraphQL(r *resolvers.Resolver, limits gqllimit.Limits, extra ...graphql.Transport) *handler.Server {
	return newGraphQL(r, limits, post{}, extra...)
}

// newGraphQL builds the handler with the given POST transport (tests
// compare ours with gqlgen's).
func newGraphQL(r *resolvers.Resolver, limits gqllimit.Limits, postTransport graphql.Transport, extra ...graphql.Transport) *handler.Server {
	srv := handler.New(graph.NewExecutableSchema(graph.Config{Resolvers: r, Directives: resolvers.Directives(), Complexity: complexity.Complexity()}))
	for _, t := range extra {
		srv.AddTransport(t)
	}
	srv.AddTransport(transport.Options{})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(postTransport)
	// Persisted queries first: the limits must count the query they expand.
	srv.Use(extension.AutomaticPersistedQuery{Cache: lru.New[string](100)})
	gqllimit.Install(srv, limits)
	srv.AroundOperations(resolvers.WithOperationCache)
	srv.SetErrorPresenter(resolvers.PresentError)
	srv.SetRecoverFunc(resolvers.Recover)
	return srv
}

// New returns the application's HTTP handler.
func New(d Deps) http.Handler {
	mux := http.NewServeMux()
	// Server-Sent Events for subscriptions from curl and other clients
	// without a websocket; added before POST, which would otherwise take
	// the same request (a JSON POST) and answer one snapshot.
	transports := append(slices.Clone(d.GraphQLTransports), newEventStream(d.Limits.MaxStreamsPerIP, 0, 0))
	gql := NewGraphQL(d.Resolver, d.Limits.GraphQL, transports...)
	mux.Handle("/graphql", gqllimit.Body(d.Limits.GraphQL.MaxBodyBytes, d.Verifier.Middleware(gql)))
	if d.Playground {
		// The page's assets live under /playground/assets/, so one handler
		// serves the page and everything it loads from this server.
		pg := http.StripPrefix("/playground", newSPA(d.PlaygroundFiles))
		mux.Handle("GET /playground", pg)
		mux.Handle("GET /playground/", pg)
	}
	mux.HandleFunc("GET /healthz", healthz(d.DB))
	mux.HandleFunc("GET /api/config", func(w http.ResponseWriter, r *http.Request) {
		_ = envelope.OK(w, http.StatusOK, d.Config) // a struct of strings, numbers and bools always encodes
	})
	if d.DevIssuer != nil {
		mux.Handle("/api/dev/sign-in", ratelimit.PerIP(d.Limits.SignIns, "sign-in attempts", auth.DevSignInHandler(d.DevIssuer)))
	}
	if d.Art != nil {
		mux.Handle("/art/", http.StripPrefix("/art", d.Art))
	}
	if d.Extra != nil {
		d.Extra(mux)
	}
	// Unknown API paths answer in the API's envelope, not with the app.
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		envelope.Fail(w, http.StatusNotFound, "Not found", "", nil)
	})
	mux.Handle("/", newSPA(d.Client))
	return logRequests(d.Logger, d.Limits.wrap(securityHeaders(CompressDynamic(mux))))
}

// healthz pings through the shared pool on purpose: it reports whether a
// request could reach the database now. That is only truthful while no
// single source can queue unbounded work on the pool; live seat maps once
// could (one read per websocket subscribe, see live.Broker.Subscribe) and
// made this answer "down" for a database that was merely saturated.
func healthz(bdb *bun.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		if err := db.Reachable(ctx, bdb); err != nil {
			writeJSON(w, http.StatusServiceUnavailable, map[string]any{"status": "unavailable", "database": "down"})
			return
		}
		writeJSON(w, http.StatusOK, map[string]any{"status": "ok", "database": "up"})
	}
}

func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		h.Set("X-Frame-Options", "SAMEORIGIN")
		next.ServeHTTP(w, r)
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) { envelope.JSON(w, status, v) }

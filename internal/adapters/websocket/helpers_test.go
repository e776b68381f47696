package websocket_test

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/99designs/gqlgen/graphql"

	"marquee/internal/adapters/graphql/resolvers"
	"marquee/internal/adapters/httpserver"
	"marquee/internal/adapters/websocket"
	"marquee/internal/domain/live"
	"marquee/internal/platform/gqllimit"
	"marquee/internal/testsupport/apptest"
)

// customServer serves the app's services through a websocket transport
// with test settings (short timeouts), the way httpserver.New mounts it.
func customServer(t testing.TB, s *apptest.Server, o websocket.Options) *httptest.Server {
	t.Helper()
	o.Verifier, o.Seats = s.Verifier, s.Live
	return serveTransport(t, s, websocket.NewTransport(o))
}

// serveTransport serves the app's services through tr.
func serveTransport(t testing.TB, s *apptest.Server, tr *websocket.Transport) *httptest.Server {
	t.Helper()
	srv := httptest.NewServer(graphQLHandler(s, tr))
	t.Cleanup(srv.Close)
	return srv
}

func graphQLHandler(s *apptest.Server, tr graphql.Transport) http.Handler {
	r := &resolvers.Resolver{Programme: s.Programme, Venues: s.Venues, Users: s.Users, Bookings: s.Booking, Live: s.Live, Rooms: s.Rooms}
	// Introspection on; aliases and cost far above the defaults, which
	// these tests spend to fatten messages (every alias of a seat list
	// costs its 4,800 possible seats).
	limits := gqllimit.Limits{Introspection: true, MaxAliases: 1000, MaxComplexity: 1_000_000}
	return s.Verifier.Middleware(httpserver.NewGraphQL(r, limits, tr))
}

func noSubscribers(b *live.Broker) func() bool {
	return func() bool { return b.Stats().Subscribers == 0 }
}

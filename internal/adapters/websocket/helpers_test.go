package websocket_test

import (
	"net/http/httptest"
	"testing"

	"marquee/internal/adapters/httpserver"
	"marquee/internal/adapters/websocket"
	"marquee/internal/domain/live"
	"marquee/internal/testsupport/apptest"
	"marquee/resolvers"
)

// customServer serves the app's services through a websocket transport
// with test settings (short timeouts), the way httpserver.New mounts it.
func customServer(t testing.TB, s *apptest.Server, o websocket.Options) *httptest.Server {
	t.Helper()
	o.Verifier = s.Verifier
	r := &resolvers.Resolver{Programme: s.Cinema, Venues: s.Venues, Users: s.Users, Bookings: s.Booking, Live: s.Live}
	srv := httptest.NewServer(s.Verifier.Middleware(httpserver.NewGraphQL(r, websocket.NewTransport(o))))
	t.Cleanup(srv.Close)
	return srv
}

func noSubscribers(b *live.Broker) func() bool {
	return func() bool { return b.Stats().Subscribers == 0 }
}

package clock

import (
	"context"
	"net/http"
	"strings"
	"time"
)

type arrivalKey struct{}

// Arrivals stamps each request's context with the moment the server began
// handling it (on the monotonic clock), before authentication and
// parsing, so a service can tell what happened while the caller waited.
// A websocket upgrade is not stamped: its context outlives the
// connection's first moment, and an operation sent on it later must not
// look as old as the socket.
func Arrivals(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.EqualFold(r.Header.Get("Upgrade"), "websocket") {
			next.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), arrivalKey{}, time.Now())))
	})
}

// Arrived is when the request in ctx began to be handled (see Arrivals),
// or now when nothing stamped it.
func Arrived(ctx context.Context) time.Time {
	if t, ok := ctx.Value(arrivalKey{}).(time.Time); ok {
		return t
	}
	return time.Now()
}

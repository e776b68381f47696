package ratelimit

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"marquee/internal/platform/apperr"
	"marquee/internal/platform/envelope"
)

// Refused is the RATE_LIMITED error for a caller who must wait: its
// extensions (GraphQL) or body fields (REST) carry retryAfter in seconds,
// and the response's Retry-After header is set through ctx.
func Refused(ctx context.Context, wait time.Duration, what string) *apperr.Error {
	SetRetryAfter(ctx, wait)
	secs := RetryAfterSeconds(wait)
	return apperr.New(apperr.RateLimited, "Too many %s. Please try again in %d seconds.", what, secs).
		WithDetail("retryAfter", secs)
}

// Spend spends one token of key from l, or returns the RATE_LIMITED error
// (see Refused) for what. A nil l allows everything.
func Spend(ctx context.Context, l *Limiter, key, what string) error {
	if ok, wait := l.Allow(key); !ok {
		return Refused(ctx, wait, what)
	}
	return nil
}

// PerIP refuses a request with 429 once the client's address has used up
// l; every request counts. A nil l passes everything through.
func PerIP(l *Limiter, what string, next http.Handler) http.Handler {
	if l == nil {
		return next
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if ok, wait := l.Allow(ClientIP(r.Context())); !ok {
			WriteTooMany(w, wait, what)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// WriteTooMany answers 429 in the /api envelope with Retry-After.
func WriteTooMany(w http.ResponseWriter, wait time.Duration, what string) {
	secs := RetryAfterSeconds(wait)
	w.Header().Set("Retry-After", strconv.Itoa(secs))
	envelope.Fail(w, http.StatusTooManyRequests, "Too many "+what+". Please try again in "+strconv.Itoa(secs)+" seconds.",
		string(apperr.RateLimited), map[string]any{"retryAfter": secs})
}

// Bookings limits createBooking per signed-in user and per client
// address. The booking service calls Check, so GraphQL, REST and the
// websocket share one allowance.
type Bookings struct {
	PerUser *Limiter
	PerIP   *Limiter
}

// Check spends one booking attempt of userID and of the client address in
// ctx, or returns a RATE_LIMITED error.
func (b Bookings) Check(ctx context.Context, userID string) error {
	if ok, wait := b.PerUser.Allow(userID); !ok {
		return Refused(ctx, wait, "booking attempts")
	}
	ip := ClientIP(ctx)
	if ip == "" {
		return nil // not an HTTP request: nothing to key on
	}
	if ok, wait := b.PerIP.Allow(ip); !ok {
		b.PerUser.Refund(userID) // the attempt did not happen
		return Refused(ctx, wait, "booking attempts from your network")
	}
	return nil
}

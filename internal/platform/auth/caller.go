package auth

import (
	"context"

	"marquee/internal/platform/apperr"
)

// Caller is the signed-in user an operation acts for.
type Caller struct {
	UserID   string
	Name     string
	Email    string
	ImageURL string
	Admin    bool
	// Staff is true for ushers and for every admin: admins can do all
	// that staff can.
	Staff bool
	// BoxOffice is true for counter staff who sell tickets and keep a
	// till (they are Staff too), and for every admin.
	BoxOffice bool
}

// ErrInvalidSession is returned by Require and RequireAdmin when a token was
// presented but could not be verified. It differs from
// apperr.ErrSignInRequired so that a user whose session lapsed learns why
// they were signed out instead of being told to do something they just did.
var ErrInvalidSession = apperr.New(apperr.Unauthenticated,
	"Your session is invalid or has expired. Please sign in again.")

// callerKey is unexported so that only this package can place a caller in a
// context; anything else would be a way to forge identity.
type callerKey struct{}

// authState keeps the caller and the verification failure under one key, so
// that a later Authenticate (the websocket connection_init after the HTTP
// upgrade) replaces both at once and never leaves a stale caller behind.
type authState struct {
	caller *Caller
	err    error
}

// WithCaller returns ctx carrying c as the signed-in caller.
func WithCaller(ctx context.Context, c *Caller) context.Context {
	return context.WithValue(ctx, callerKey{}, authState{caller: c})
}

// withFailure records that a presented token was rejected.
func withFailure(ctx context.Context, err error) context.Context {
	return context.WithValue(ctx, callerKey{}, authState{err: err})
}

// CallerFrom returns the signed-in caller, or nil for an anonymous visitor.
func CallerFrom(ctx context.Context) *Caller {
	s, _ := ctx.Value(callerKey{}).(authState)
	return s.caller
}

// VerificationError returns why the presented token was rejected, or nil
// when the request was signed in or carried no token. The reason is for logs
// only: it may describe key material and must not be shown to clients.
func VerificationError(ctx context.Context) error {
	s, _ := ctx.Value(callerKey{}).(authState)
	return s.err
}

// Require returns the signed-in caller or an UNAUTHENTICATED error.
func Require(ctx context.Context) (*Caller, error) {
	s, _ := ctx.Value(callerKey{}).(authState)
	switch {
	case s.caller != nil:
		return s.caller, nil
	case s.err != nil:
		return nil, ErrInvalidSession
	default:
		return nil, apperr.ErrSignInRequired
	}
}

// RequireAdmin returns the caller when they are an admin: UNAUTHENTICATED
// when nobody is signed in (the client offers sign-in), FORBIDDEN when the
// caller is signed in without the role (the client shows "not authorized").
func RequireAdmin(ctx context.Context) (*Caller, error) {
	c, err := Require(ctx)
	if err != nil {
		return nil, err
	}
	if !c.Admin {
		return nil, apperr.ErrAdminOnly
	}
	return c, nil
}

// RequireBoxOffice returns the caller when they sell at the counter (the
// BOX_OFFICE role) or are an admin, with the same UNAUTHENTICATED /
// FORBIDDEN split as RequireAdmin.
func RequireBoxOffice(ctx context.Context) (*Caller, error) {
	c, err := Require(ctx)
	if err != nil {
		return nil, err
	}
	if !c.BoxOffice && !c.Admin {
		return nil, apperr.ErrBoxOfficeOnly
	}
	return c, nil
}

// RequireStaff returns the caller when they are staff or an admin, with
// the same UNAUTHENTICATED / FORBIDDEN split as RequireAdmin.
func RequireStaff(ctx context.Context) (*Caller, error) {
	c, err := Require(ctx)
	if err != nil {
		return nil, err
	}
	if !c.Staff && !c.Admin {
		return nil, apperr.ErrStaffOnly
	}
	return c, nil
}

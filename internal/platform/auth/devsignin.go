package auth

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"

	"marquee/internal/platform/apperr"
	"marquee/internal/platform/envelope"
)

// maxSignInBody is far above any real request; it only stops a client from
// making the server buffer an arbitrary body.
const maxSignInBody = 16 << 10

type devSignInRequest struct {
	Name  string `json:"name"`
	ID    string `json:"id"`
	Email string `json:"email"`
	Admin bool   `json:"admin"`
	Staff bool   `json:"staff"`
	// BoxOffice ticks the BOX_OFFICE role.
	BoxOffice bool `json:"boxOffice"`
}

type devSignInUser struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Email       string `json:"email"`
	IsAdmin     bool   `json:"isAdmin"`
	IsStaff     bool   `json:"isStaff"`
	IsBoxOffice bool   `json:"isBoxOffice"`
}

// devSignInResponse is what follows "success": true.
type devSignInResponse struct {
	Token string        `json:"token"`
	User  devSignInUser `json:"user"`
}

// DevSignInHandler serves POST /api/dev/sign-in, which stands in for the
// Clerk sign-in page when Clerk is not configured. It answers in the
// {"success": ...} envelope of the other /api routes so the client handles
// it the same way. Mount it only outside production: it signs anyone in as
// anyone, admin included.
func DevSignInHandler(issuer *DevIssuer) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			envelope.Fail(w, http.StatusMethodNotAllowed, "Method not allowed", "", nil)
			return
		}
		var req devSignInRequest
		if status, msg := decodeSignIn(w, r, &req); status != 0 {
			envelope.Fail(w, status, msg, "", nil)
			return
		}
		token, c, err := issuer.IssueUser(DevUser{Name: req.Name, ID: req.ID, Email: req.Email, Admin: req.Admin, Staff: req.Staff, BoxOffice: req.BoxOffice})
		if err != nil {
			if e, ok := apperr.As(err); ok && e.Kind == apperr.BadInput {
				envelope.Fail(w, http.StatusBadRequest, e.Message, "", nil)
				return
			}
			slog.ErrorContext(r.Context(), "auth: dev sign-in failed", "err", err)
			envelope.Fail(w, http.StatusInternalServerError, "Sign-in failed", "", nil)
			return
		}
		// The body carries a bearer token; envelope marks it no-store.
		_ = envelope.OK(w, http.StatusOK, devSignInResponse{
			Token: token,
			User:  devSignInUser{ID: c.UserID, Name: c.Name, Email: c.Email, IsAdmin: c.Admin, IsStaff: c.Staff, IsBoxOffice: c.BoxOffice},
		}) // strings and a bool always encode
	})
}

// decodeSignIn reads exactly one JSON object and returns a non-zero status
// with a message when the body is unacceptable.
func decodeSignIn(w http.ResponseWriter, r *http.Request, dst *devSignInRequest) (int, string) {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxSignInBody))
	err := dec.Decode(dst)
	if err == nil {
		// Trailing data means the client sent something other than the one
		// object it thinks it sent; guessing which part it meant is worse
		// than saying no.
		switch _, extra := dec.Token(); {
		case errors.Is(extra, io.EOF):
		case extra != nil:
			err = extra // may be the size limit, which must stay a 413
		default:
			err = errors.New("trailing data")
		}
	}
	var tooBig *http.MaxBytesError
	switch {
	case err == nil:
		return 0, ""
	case errors.As(err, &tooBig):
		return http.StatusRequestEntityTooLarge, "Request body is too large"
	default:
		return http.StatusBadRequest, `Request body must be a JSON object like {"name": "Asha", "id": "optional-id", "email": "optional@example.com", "admin": false, "staff": false}`
	}
}

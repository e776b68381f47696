package auth

import (
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"

	"marquee/internal/apperr"
)

// maxSignInBody is far above any real request; it only stops a client from
// making the server buffer an arbitrary body.
const maxSignInBody = 16 << 10

type devSignInRequest struct {
	Name  string `json:"name"`
	ID    string `json:"id"`
	Admin bool   `json:"admin"`
}

type devSignInUser struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	IsAdmin bool   `json:"isAdmin"`
}

type devSignInResponse struct {
	Success bool           `json:"success"`
	Token   string         `json:"token,omitempty"`
	User    *devSignInUser `json:"user,omitempty"`
	Message string         `json:"message,omitempty"`
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
			writeSignIn(w, http.StatusMethodNotAllowed, devSignInResponse{Message: "Method not allowed"})
			return
		}
		var req devSignInRequest
		if status, msg := decodeSignIn(w, r, &req); status != 0 {
			writeSignIn(w, status, devSignInResponse{Message: msg})
			return
		}
		token, c, err := issuer.Issue(req.Name, req.ID, req.Admin)
		if err != nil {
			if e, ok := apperr.As(err); ok && e.Kind == apperr.BadInput {
				writeSignIn(w, http.StatusBadRequest, devSignInResponse{Message: e.Message})
				return
			}
			slog.ErrorContext(r.Context(), "auth: dev sign-in failed", "err", err)
			writeSignIn(w, http.StatusInternalServerError, devSignInResponse{Message: "Sign-in failed"})
			return
		}
		writeSignIn(w, http.StatusOK, devSignInResponse{
			Success: true,
			Token:   token,
			User:    &devSignInUser{ID: c.UserID, Name: c.Name, IsAdmin: c.Admin},
		})
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
		return http.StatusBadRequest, `Request body must be a JSON object like {"name": "Asha", "id": "optional-id", "admin": false}`
	}
}

func writeSignIn(w http.ResponseWriter, status int, body devSignInResponse) {
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	// The body carries a bearer token; no cache may keep it.
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(body)
}

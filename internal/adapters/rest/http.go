package rest

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"reflect"
	"runtime/debug"
	"strings"

	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/envelope"
	"marquee/internal/platform/origin"
	"marquee/internal/platform/textinput"
)

// MaxBodyBytes bounds a request body; the largest real one (an admin adding
// a few weeks of show times) is a few KiB.
const MaxBodyBytes = 64 << 10

// access is the Auth column of the table.
type access int

const (
	anyone    access = iota // no token needed
	signedIn                // a signed-in caller
	adminOnly               // a signed-in admin
)

// check enforces the column with the same functions the services use, so a
// caller learns they must sign in before their body is even read.
func (acc access) check(ctx context.Context) error {
	switch acc {
	case signedIn:
		_, err := auth.Require(ctx)
		return err
	case adminOnly:
		_, err := auth.RequireAdmin(ctx)
		return err
	}
	return nil
}

// handler is one path's adapter: it returns the fields to send beside
// "success": true (a struct or map encoding as a JSON object), or an error.
type handler func(r *http.Request) (any, error)

type route struct {
	Method string
	Path   string
	Auth   access
	handle handler
}

type api struct {
	s    Services
	log  *slog.Logger
	cors corsPolicy
}

// serve wraps one route: CORS, method check, authentication through the
// shared verifier middleware, the body limit, and the envelope.
func (a *api) serve(rt route) http.Handler {
	allow := rt.Method + ", OPTIONS"
	if rt.Method == http.MethodGet {
		allow = "GET, HEAD, OPTIONS"
	}
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		allowed := a.cors.apply(w, r)
		if r.Method == http.MethodOptions {
			if allowed {
				a.cors.preflight(w, allow)
			}
			w.Header().Set("Allow", allow)
			w.WriteHeader(http.StatusNoContent)
			return
		}
		if r.Method != rt.Method && (rt.Method != http.MethodGet || r.Method != http.MethodHead) {
			w.Header().Set("Allow", allow)
			envelope.Fail(w, http.StatusMethodNotAllowed, "Method not allowed: use "+rt.Method, "METHOD_NOT_ALLOWED", nil)
			return
		}
		defer func() {
			if p := recover(); p != nil {
				if p == http.ErrAbortHandler {
					panic(p)
				}
				a.log.ErrorContext(r.Context(), "rest: handler panicked", "method", r.Method, "path", r.URL.Path,
					"panic", fmt.Sprint(p), "stack", string(debug.Stack()))
				envelope.Fail(w, http.StatusInternalServerError, "Internal server error", string(apperr.Internal), nil)
			}
		}()
		r.Body = http.MaxBytesReader(w, r.Body, MaxBodyBytes)
		if err := rt.Auth.check(r.Context()); err != nil {
			a.fail(w, r, err)
			return
		}
		if err := checkURLText(r); err != nil {
			a.fail(w, r, err)
			return
		}
		payload, err := rt.handle(r)
		if err != nil {
			a.fail(w, r, err)
			return
		}
		a.ok(w, r, payload)
	})
	return a.s.Verifier.Middleware(h)
}

// ok writes 200 with the payload's fields after "success": true.
func (a *api) ok(w http.ResponseWriter, r *http.Request, payload any) {
	if f, ok := payload.(csvFile); ok {
		writeCSV(w, f)
		return
	}
	if err := envelope.OK(w, http.StatusOK, payload); err != nil {
		a.fail(w, r, err)
	}
}

// fail writes the error envelope. Domain errors carry a message meant for
// the caller and their details (a conflict's taken seats); anything else is
// logged here and answered with a generic message, so internals never leak.
func (a *api) fail(w http.ResponseWriter, r *http.Request, err error) {
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		envelope.Fail(w, http.StatusRequestEntityTooLarge,
			fmt.Sprintf("Request body is too large (limit %d KiB)", MaxBodyBytes>>10), "PAYLOAD_TOO_LARGE", nil)
		return
	}
	e, ok := apperr.As(err)
	if !ok || !e.Kind.Declared() {
		a.log.ErrorContext(r.Context(), "rest: request failed", "method", r.Method, "path", r.URL.Path, "err", err)
		envelope.Fail(w, http.StatusInternalServerError, "Internal server error", string(apperr.Internal), nil)
		return
	}
	// Each kind's status is declared beside it, in apperr.
	status := e.Kind.HTTPStatus()
	if status == http.StatusInternalServerError {
		a.log.ErrorContext(r.Context(), "rest: request failed", "method", r.Method, "path", r.URL.Path, "err", err)
	}
	if a.s.QuickShowFailures && e.Kind.Refusal() {
		status = http.StatusOK
	}
	envelope.Fail(w, status, apperr.ClipMessage(e.Message), string(e.Kind), e.Details)
}

// checkURLText applies textinput's rule to the path (whose segments are
// ids) and every query parameter, as GraphQL applies it to every argument.
func checkURLText(r *http.Request) error {
	if err := textinput.Check("The path", r.URL.Path); err != nil {
		return err
	}
	for name, values := range r.URL.Query() {
		if err := textinput.Check("A query parameter name", name); err != nil {
			return err
		}
		for _, v := range values {
			if err := textinput.Check("Query parameter "+name, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// decode reads the request body as one JSON object into a T. Unknown
// fields are ignored (clients may send more than we read); a wrong type,
// malformed JSON, trailing data, an empty body or a string breaking
// textinput's rule (a control character) is a BAD_USER_INPUT error that
// says what was wrong, and an oversized body stays a 413.
func decode[T any](r *http.Request) (T, error) {
	var v T
	dec := json.NewDecoder(r.Body)
	err := dec.Decode(&v)
	if err == nil {
		err = textinput.CheckValue("Field", "", v)
	}
	if err == nil {
		if _, extra := dec.Token(); !errors.Is(extra, io.EOF) {
			err = extra
			if err == nil {
				return v, apperr.BadInputf("Request body must be a single JSON object, with nothing after it")
			}
		}
	}
	var (
		tooBig  *http.MaxBytesError
		domain  *apperr.Error
		typeErr *json.UnmarshalTypeError
		syntax  *json.SyntaxError
	)
	switch {
	case err == nil:
		return v, nil
	case errors.As(err, &tooBig), errors.As(err, &domain):
		return v, err
	case errors.Is(err, io.EOF):
		return v, apperr.BadInputf("Request body is required: send a JSON object")
	case errors.As(err, &typeErr) && typeErr.Field == "":
		return v, apperr.BadInputf("Request body must be a JSON object")
	case errors.As(err, &typeErr):
		want := typeErr.Type
		if declared, ok := fieldType(reflect.TypeFor[T](), typeErr.Field); ok {
			want = declared // a wrong list element names the list, not the element
		}
		return v, apperr.BadInputf("Field %s must be %s (found %s)", apperr.QuoteInput(typeErr.Field), jsonType(want), jsonValue(typeErr.Value))
	case errors.As(err, &syntax), errors.Is(err, io.ErrUnexpectedEOF):
		return v, apperr.BadInputf("Request body is not valid JSON")
	default:
		return v, apperr.BadInputf("Request body is not valid JSON: %s", apperr.ClipMessage(strings.TrimPrefix(err.Error(), "json: ")))
	}
}

// jsonType names a Go type the way a JSON client thinks of it.
func jsonType(t reflect.Type) string {
	switch t.Kind() {
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.Slice, reflect.Array:
		return "a list of " + strings.TrimPrefix(strings.TrimPrefix(jsonType(t.Elem()), "a "), "an ") + "s"
	case reflect.Pointer:
		return jsonType(t.Elem())
	default:
		return "an object"
	}
}

// fieldType finds the declared type of a dotted JSON field path in t.
func fieldType(t reflect.Type, path string) (reflect.Type, bool) {
	for name := range strings.SplitSeq(path, ".") {
		for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct {
			return nil, false
		}
		found := false
		for i := range t.NumField() {
			f := t.Field(i)
			tag, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if tag == name || (tag == "" && strings.EqualFold(f.Name, name)) {
				t, found = f.Type, true
				break
			}
		}
		if !found {
			return nil, false
		}
	}
	return t, true
}

// jsonValue names the kind of JSON value encoding/json reports.
func jsonValue(v string) string {
	switch v {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "bool":
		return "true or false"
	case "string", "number":
		return "a " + v
	}
	return apperr.Clip(v) // "number 123…": the literal as sent
}

// flexID is an id sent as a JSON string or number: movie ids are TMDB's
// numbers, and clients written against the sample data send either.
type flexID string

func (f *flexID) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case string(b) == "null":
		return nil
	case len(b) > 0 && b[0] == '"':
		var s string
		if err := json.Unmarshal(b, &s); err != nil {
			return err
		}
		*f = flexID(s)
		return nil
	case len(b) > 0 && (b[0] == '-' || (b[0] >= '0' && b[0] <= '9')):
		*f = flexID(b)
		return nil
	}
	return apperr.BadInputf("An id must be a string or a number")
}

// corsPolicy lets browser clients served from the CORS_ORIGINS origins
// call the API. Credentials are off: the API authenticates with a bearer
// header, never a cookie, so no origin can ride on a user's session.
type corsPolicy struct {
	any     bool
	origins map[string]bool
}

func newCORS(origins []string) corsPolicy {
	p := corsPolicy{origins: map[string]bool{}}
	for _, o := range origins {
		if strings.TrimSpace(o) == "*" {
			p.any = true
		} else if norm, err := origin.Normalize(o); err == nil {
			p.origins[norm] = true
		}
	}
	return p
}

// apply sets the response's CORS headers and reports whether the request's
// origin is allowed.
func (p corsPolicy) apply(w http.ResponseWriter, r *http.Request) bool {
	h := w.Header()
	h.Add("Vary", "Origin")
	header := r.Header.Get("Origin")
	if header == "" {
		return false
	}
	norm, err := origin.Normalize(header)
	switch {
	case p.any:
		h.Set("Access-Control-Allow-Origin", "*")
	case err == nil && p.origins[norm]:
		h.Set("Access-Control-Allow-Origin", header)
	default:
		return false
	}
	return true
}

func (p corsPolicy) preflight(w http.ResponseWriter, allow string) {
	h := w.Header()
	h.Add("Vary", "Access-Control-Request-Method")
	h.Add("Vary", "Access-Control-Request-Headers")
	h.Set("Access-Control-Allow-Methods", allow)
	h.Set("Access-Control-Allow-Headers", "Authorization, Content-Type, Idempotency-Key")
	h.Set("Access-Control-Max-Age", "600")
}

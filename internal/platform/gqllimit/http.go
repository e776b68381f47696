package gqllimit

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
)

// Body guards what /graphql reads before gqlgen does: a POST body or a
// query string (GET carries the whole operation there, and net/http
// accepts a request line of up to a megabyte) larger than maxBytes is
// refused with 413, and a JSON array (a batch of operations, which
// gqlgen's POST transport does not support and would answer by echoing
// the whole body back) is refused with 400 and a clear
// BATCHING_NOT_SUPPORTED error.
func Body(maxBytes int64, next http.Handler) http.Handler {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxBodyBytes
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if int64(len(r.URL.RawQuery)) > maxBytes {
			writeError(w, http.StatusRequestEntityTooLarge, CodeTooLarge,
				fmt.Sprintf("Query string is too large (limit %d KiB)", maxBytes>>10))
			return
		}
		if r.Method != http.MethodPost || r.Body == nil {
			next.ServeHTTP(w, r)
			return
		}
		body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBytes))
		var tooBig *http.MaxBytesError
		switch {
		case errors.As(err, &tooBig):
			writeError(w, http.StatusRequestEntityTooLarge, CodeTooLarge,
				fmt.Sprintf("Request body is too large (limit %d KiB)", maxBytes>>10))
			return
		case err != nil:
			writeError(w, http.StatusBadRequest, "BAD_REQUEST", "Could not read the request body")
			return
		}
		if t := bytes.TrimLeft(body, " \t\r\n"); len(t) > 0 && t[0] == '[' {
			writeError(w, http.StatusBadRequest, CodeBatch,
				"Batched operations are not supported: send one operation per request")
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		next.ServeHTTP(w, r)
	})
}

func writeError(w http.ResponseWriter, status int, code, message string) {
	type gqlErr struct {
		Message    string            `json:"message"`
		Extensions map[string]string `json:"extensions"`
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string][]gqlErr{
		"errors": {{Message: message, Extensions: map[string]string{"code": code}}},
	})
}

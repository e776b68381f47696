package httpserver

import (
	"bytes"
	"net/http"
	"time"
)

// Art serves images looked up by path (sample.Artwork), mounted at /art
// with the prefix stripped. Responses carry the image's ETag and a one-day
// public Cache-Control, and honour If-None-Match with 304. Unknown paths
// get 404, methods other than GET and HEAD get 405.
func Art(lookup func(path string) (body []byte, etag string, ok bool)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		body, etag, ok := lookup(r.URL.Path)
		if !ok {
			http.NotFound(w, r)
			return
		}
		h := w.Header()
		h.Set("Content-Type", "image/svg+xml")
		h.Set("Cache-Control", "public, max-age=86400")
		h.Set("ETag", etag)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
		// ServeContent answers If-None-Match (304), HEAD and ranges for us.
		http.ServeContent(w, r, "", time.Time{}, bytes.NewReader(body))
	})
}

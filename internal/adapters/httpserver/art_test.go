package httpserver

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"marquee/internal/domain/catalog/sample"
)

func getArt(t *testing.T, h http.Handler, method, path string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// The sample artwork over HTTP: SVG with its ETag and a day's public
// caching, 304 for a matching If-None-Match, HEAD without a body, 404 for
// an unknown image and 405 for other methods.
func TestArt(t *testing.T) {
	h := Art(sample.Artwork)
	poster := sample.Movies()[0].PosterPath
	rec := getArt(t, h, http.MethodGet, poster, nil)
	body, etag, _ := sample.Artwork(poster)
	if rec.Code != http.StatusOK || rec.Body.String() != string(body) {
		t.Fatalf("GET %s: status %d, %d bytes", poster, rec.Code, rec.Body.Len())
	}
	for k, want := range map[string]string{
		"Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=86400", "ETag": etag,
		"X-Content-Type-Options": "nosniff", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
	} {
		if got := rec.Header().Get(k); got != want {
			t.Errorf("%s: %q, want %q", k, got, want)
		}
	}
	for _, p := range []string{"/posters/1.svg", "/", "/x/9100001.svg"} {
		if rec := getArt(t, h, http.MethodGet, p, nil); rec.Code != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", p, rec.Code)
		}
	}
	if rec := getArt(t, h, http.MethodPost, poster, nil); rec.Code != http.StatusMethodNotAllowed || rec.Header().Get("Allow") != "GET, HEAD" {
		t.Errorf("POST: status %d, Allow %q", rec.Code, rec.Header().Get("Allow"))
	}
	if !strings.HasPrefix(etag, `"`) {
		t.Fatalf("etag %q", etag)
	}
	rec = getArt(t, h, http.MethodGet, poster, map[string]string{"If-None-Match": etag})
	if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("If-None-Match: status %d, %d bytes", rec.Code, rec.Body.Len())
	}
	rec = getArt(t, h, http.MethodGet, poster, map[string]string{"If-None-Match": `"other", ` + etag})
	if rec.Code != http.StatusNotModified {
		t.Errorf("If-None-Match list: status %d", rec.Code)
	}
	rec = getArt(t, h, http.MethodGet, poster, map[string]string{"If-None-Match": `"stale"`})
	if rec.Code != http.StatusOK {
		t.Errorf("stale If-None-Match: status %d", rec.Code)
	}
	rec = getArt(t, h, http.MethodHead, sample.Movies()[0].BackdropPath, nil)
	if rec.Code != http.StatusOK || rec.Body.Len() != 0 || rec.Header().Get("ETag") == "" {
		t.Errorf("HEAD: status %d, %d bytes", rec.Code, rec.Body.Len())
	}
}

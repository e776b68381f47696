package httpserver_test

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/andybalholm/brotli"

	"marquee/internal/adapters/httpserver"
)

// A build as client/vite.precompress.ts leaves it: every compressible file
// over 1 KB has a .br and a .gz sibling, made here with real encoders.
var (
	appJS     = []byte(strings.Repeat("export const seats = ['A1', 'A2', 'A3'];\n", 200))
	bigIndex  = []byte(`<!doctype html><html><head><script type="module" src="/assets/app-Hash1.js"></script></head><body>` + strings.Repeat("<!-- padding -->", 100) + `</body></html>`)
	appCSS    = []byte(strings.Repeat(".seat{width:2rem}", 100))
	smallIcon = []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)
)

func brotliBytes(t testing.TB, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, brotli.BestCompression)
	if _, err := w.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func gzipBytes(t testing.TB, b []byte) []byte {
	t.Helper()
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if _, err := w.Write(b); err != nil {
		t.Fatal(err)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func precompressedBuild(t testing.TB) fstest.MapFS {
	return fstest.MapFS{
		".gitkeep":                  {Data: nil},
		"index.html":                {Data: bigIndex},
		"index.html.br":             {Data: brotliBytes(t, bigIndex)},
		"index.html.gz":             {Data: gzipBytes(t, bigIndex)},
		"favicon.svg":               {Data: smallIcon},
		"assets/app-Hash1.js":       {Data: appJS},
		"assets/app-Hash1.js.br":    {Data: brotliBytes(t, appJS)},
		"assets/app-Hash1.js.gz":    {Data: gzipBytes(t, appJS)},
		"assets/style-Hash2.css":    {Data: appCSS},
		"assets/style-Hash2.css.gz": {Data: gzipBytes(t, appCSS)}, // no .br: gzip is all there is
		"assets/photo-Hash3.png":    {Data: []byte("\x89PNG\r\n\x1a\n" + strings.Repeat("\x00", 2000))},
	}
}

// fetch sends one request as given: no Accept-Encoding of Go's own and no
// transparent decoding, so the test sees exactly what was sent.
func fetch(t *testing.T, method, url string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	resp, err := client.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

// decode undoes a response's Content-Encoding.
func decode(t *testing.T, coding string, body []byte) []byte {
	t.Helper()
	var r io.Reader
	switch coding {
	case "":
		return body
	case "br":
		r = brotli.NewReader(bytes.NewReader(body))
	case "gzip":
		zr, err := gzip.NewReader(bytes.NewReader(body))
		if err != nil {
			t.Fatalf("gzip body: %v", err)
		}
		r = zr
	default:
		t.Fatalf("unexpected Content-Encoding %q", coding)
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decode %s: %v", coding, err)
	}
	return out
}

func varyCount(h http.Header, field string) int {
	n := 0
	for _, v := range h.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(f), field) {
				n++
			}
		}
	}
	return n
}

// TestStaticServesThePrecompressedVariant: a hashed asset goes out as the
// .br or .gz file the build wrote, by what the request accepts (brotli
// first, q-values and q=0 honoured), with its own type and length, cached
// for a year, and decodes to the file itself.
func TestStaticServesThePrecompressedVariant(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: precompressedBuild(t)})
	for _, tc := range []struct{ accept, want string }{
		{"br", "br"},
		{"gzip", "gzip"},
		{"gzip, deflate, br, zstd", "br"}, // what Chromium sends
		{"GZIP", "gzip"},
		{"x-gzip", "gzip"},
		{"br;q=0, gzip", "gzip"},
		{"gzip;q=1.0, br;q=0.5", "gzip"},
		{"br;q=0.8, gzip;q=0.8", "br"},
		{"*", "br"},
		{"gzip;q=0, *", "br"},
		{"br;q=0, *;q=0.1", "gzip"},
		{"*;q=0", ""},
		{"br;q=0, gzip;q=0", ""},
		{"br;q=nonsense, gzip", "gzip"},
		{"identity", ""},
		{"deflate", ""},
		{"zstd", ""}, // not precompressed, and never compressed per request
		{"", ""},
	} {
		t.Run("Accept-Encoding "+tc.accept, func(t *testing.T) {
			resp, body := fetch(t, http.MethodGet, srv.URL+"/assets/app-Hash1.js", map[string]string{"Accept-Encoding": tc.accept})
			h := resp.Header
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d", resp.StatusCode)
			}
			if got := h.Get("Content-Encoding"); got != tc.want {
				t.Fatalf("Content-Encoding = %q, want %q", got, tc.want)
			}
			if ct := h.Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
				t.Errorf("Content-Type = %q", ct)
			}
			if cl := h.Get("Content-Length"); cl != strconv.Itoa(len(body)) {
				t.Errorf("Content-Length = %q, body has %d bytes", cl, len(body))
			}
			if cc := h.Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
				t.Errorf("Cache-Control = %q", cc)
			}
			if n := varyCount(h, "Accept-Encoding"); n != 1 {
				t.Errorf("Vary names Accept-Encoding %d times (%q), want once", n, h.Values("Vary"))
			}
			if h.Get(noCompressionHeader) != "" {
				t.Errorf("the internal %s header leaked", noCompressionHeader)
			}
			if got := decode(t, tc.want, body); !bytes.Equal(got, appJS) {
				t.Fatalf("the body does not decode to the file (%d bytes, want %d)", len(got), len(appJS))
			}
			if tc.want != "" && len(body) >= len(appJS)/2 {
				t.Errorf("%s body is %d bytes for a %d-byte file: not the precompressed file", tc.want, len(body), len(appJS))
			}
		})
	}
}

const noCompressionHeader = "No-Gzip-Compression"

// TestStaticOnlyTheVariantsThatExist: a file with only a .gz sibling is
// sent gzip to a browser that would prefer brotli; a file with none (an
// image) is sent as it is, never compressed on the fly, and with no Vary.
func TestStaticOnlyTheVariantsThatExist(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: precompressedBuild(t)})
	all := map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"}

	resp, body := fetch(t, http.MethodGet, srv.URL+"/assets/style-Hash2.css", all)
	if ce := resp.Header.Get("Content-Encoding"); ce != "gzip" {
		t.Fatalf("css with only a .gz: Content-Encoding %q, want gzip", ce)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/css") {
		t.Errorf("css Content-Type = %q", ct)
	}
	if !bytes.Equal(decode(t, "gzip", body), appCSS) {
		t.Fatal("css body does not decode to the file")
	}

	resp, body = fetch(t, http.MethodGet, srv.URL+"/assets/photo-Hash3.png", all)
	if ce := resp.Header.Get("Content-Encoding"); ce != "" {
		t.Fatalf("png: Content-Encoding %q, want none", ce)
	}
	if ct := resp.Header.Get("Content-Type"); ct != "image/png" {
		t.Errorf("png Content-Type = %q", ct)
	}
	if len(body) != len(precompressedBuild(t)["assets/photo-Hash3.png"].Data) {
		t.Errorf("png body is %d bytes", len(body))
	}
	if resp.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Errorf("png Cache-Control = %q", resp.Header.Get("Cache-Control"))
	}
	if varyCount(resp.Header, "Accept-Encoding") != 0 {
		t.Errorf("png has one representation, yet Vary = %q", resp.Header.Values("Vary"))
	}
}

// TestStaticHeadAndRange: HEAD answers GET's headers (the variant's length)
// without a body; a Range request gets bytes of the plain file.
func TestStaticHeadAndRange(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: precompressedBuild(t)})
	build := precompressedBuild(t)

	resp, body := fetch(t, http.MethodHead, srv.URL+"/assets/app-Hash1.js", map[string]string{"Accept-Encoding": "br"})
	if resp.StatusCode != http.StatusOK || len(body) != 0 {
		t.Fatalf("HEAD: %d with %d body bytes", resp.StatusCode, len(body))
	}
	if resp.Header.Get("Content-Encoding") != "br" || resp.Header.Get("Content-Length") != strconv.Itoa(len(build["assets/app-Hash1.js.br"].Data)) {
		t.Fatalf("HEAD headers: encoding %q length %q", resp.Header.Get("Content-Encoding"), resp.Header.Get("Content-Length"))
	}

	resp, body = fetch(t, http.MethodGet, srv.URL+"/assets/app-Hash1.js", map[string]string{"Accept-Encoding": "br, gzip", "Range": "bytes=7-18"})
	if resp.StatusCode != http.StatusPartialContent {
		t.Fatalf("Range: status %d", resp.StatusCode)
	}
	if ce := resp.Header.Get("Content-Encoding"); ce != "" {
		t.Fatalf("Range: Content-Encoding %q, want the plain file", ce)
	}
	if string(body) != string(appJS[7:19]) {
		t.Fatalf("Range body %q, want %q", body, appJS[7:19])
	}
	if cr := resp.Header.Get("Content-Range"); cr != "bytes 7-18/"+strconv.Itoa(len(appJS)) {
		t.Errorf("Content-Range = %q", cr)
	}
}

// TestStaticIndexRevalidates: index.html (and every client route, which is
// index.html) is no-cache with a strong ETag per representation, and a
// matching If-None-Match gets 304 with no body.
func TestStaticIndexRevalidates(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: precompressedBuild(t)})
	seen := map[string]string{}
	for _, p := range []string{"/", "/index.html", "/movies/42", "/my-bookings"} {
		for _, accept := range []string{"br", "gzip", ""} {
			resp, body := fetch(t, http.MethodGet, srv.URL+p, map[string]string{"Accept-Encoding": accept})
			h := resp.Header
			if resp.StatusCode != http.StatusOK || !bytes.Equal(decode(t, h.Get("Content-Encoding"), body), bigIndex) {
				t.Fatalf("%s (%q): %d, not index.html", p, accept, resp.StatusCode)
			}
			if cc := h.Get("Cache-Control"); cc != "no-cache" {
				t.Errorf("%s Cache-Control = %q, want no-cache", p, cc)
			}
			etag := h.Get("ETag")
			if !strings.HasPrefix(etag, `"`) || !strings.HasSuffix(etag, `"`) || len(etag) < 10 {
				t.Fatalf("%s ETag = %q, want a strong validator", p, etag)
			}
			if prev, ok := seen[accept]; ok && prev != etag {
				t.Errorf("%s ETag %q differs from %q for the same content", p, etag, prev)
			}
			seen[accept] = etag

			resp, body = fetch(t, http.MethodGet, srv.URL+p, map[string]string{"Accept-Encoding": accept, "If-None-Match": etag})
			if resp.StatusCode != http.StatusNotModified || len(body) != 0 {
				t.Fatalf("%s If-None-Match %s: %d with %d bytes, want 304 and no body", p, etag, resp.StatusCode, len(body))
			}
			if resp.Header.Get("ETag") != etag || resp.Header.Get("Cache-Control") != "no-cache" {
				t.Errorf("304 headers: ETag %q Cache-Control %q", resp.Header.Get("ETag"), resp.Header.Get("Cache-Control"))
			}
			resp, _ = fetch(t, http.MethodGet, srv.URL+p, map[string]string{"Accept-Encoding": accept, "If-None-Match": `"stale", W/` + etag})
			if resp.StatusCode != http.StatusNotModified {
				t.Errorf("%s If-None-Match with a weak form of the tag in a list: %d, want 304", p, resp.StatusCode)
			}
			resp, _ = fetch(t, http.MethodGet, srv.URL+p, map[string]string{"Accept-Encoding": accept, "If-None-Match": `"stale"`})
			if resp.StatusCode != http.StatusOK {
				t.Errorf("%s If-None-Match with an old tag: %d, want 200", p, resp.StatusCode)
			}
		}
	}
	if seen["br"] == seen["gzip"] || seen["br"] == seen[""] || seen["gzip"] == seen[""] {
		t.Errorf("each coding must have its own ETag: %q", seen)
	}

	// A public file outside assets/ is revalidated the same way.
	resp, _ := fetch(t, http.MethodGet, srv.URL+"/favicon.svg", nil)
	if resp.Header.Get("Cache-Control") != "no-cache" || resp.Header.Get("ETag") == "" || resp.Header.Get("Content-Type") != "image/svg+xml" {
		t.Errorf("favicon: Cache-Control %q ETag %q Content-Type %q", resp.Header.Get("Cache-Control"), resp.Header.Get("ETag"), resp.Header.Get("Content-Type"))
	}
}

// TestStaticMissingAssetsAndVariants: an asset name this build lacks is a
// 404 (an older page's chunk), not index.html parsed as a script; a
// variant is never served under its own name.
func TestStaticMissingAssetsAndVariants(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: precompressedBuild(t)})
	for _, p := range []string{"/assets/app-Old99.js", "/assets/app-Hash1.js.br", "/assets/app-Hash1.js.gz"} {
		resp, body := fetch(t, http.MethodGet, srv.URL+p, nil)
		if resp.StatusCode != http.StatusNotFound || bytes.Contains(body, []byte("<!doctype html>")) {
			t.Errorf("%s: %d %.60q, want 404", p, resp.StatusCode, body)
		}
	}
	resp, _ := fetch(t, http.MethodPost, srv.URL+"/", nil)
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: %d, want 405", resp.StatusCode)
	}
}

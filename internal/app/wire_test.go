package app_test

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"marquee/client"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/livetest"
)

// raw is one request sent exactly as given: Go adds no Accept-Encoding of
// its own and decodes nothing, so the test sees the bytes on the wire.
func raw(t *testing.T, method, url string, body []byte, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequestWithContext(t.Context(), method, url, bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := (&http.Client{Transport: &http.Transport{DisableCompression: true}}).Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, out
}

func unbrotli(t *testing.T, b []byte) []byte {
	t.Helper()
	out, err := io.ReadAll(brotli.NewReader(bytes.NewReader(b)))
	if err != nil {
		t.Fatalf("brotli body: %v", err)
	}
	return out
}

func ungzip(t *testing.T, b []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("gzip body: %v", err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		t.Fatalf("gzip body: %v", err)
	}
	return out
}

// clientBuilt reports whether the binary embeds the app's build (with its
// precompressed files); under CI=true, where make test builds it first, a
// missing build fails.
func clientBuilt(t *testing.T) bool {
	t.Helper()
	if _, err := fs.Stat(client.Dist(), "index.html"); err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("client/dist is not built (required under CI=true; make test builds it)")
		}
		return false
	}
	return true
}

// TestEmbeddedClientOverTheWire: the real app serves its embedded build's
// entry script as the brotli (or gzip) file written at build, immutable,
// decoding to the script itself, and index.html as no-cache with an ETag
// that answers 304.
func TestEmbeddedClientOverTheWire(t *testing.T) {
	if !clientBuilt(t) {
		t.Skip("client/dist is not built; run `make build` (make test does)")
	}
	s := start(t, "sqlite", nil)
	asset := firstModuleScript(t, s.URL+"/", `/assets/[^"]+\.js`)
	want, err := fs.ReadFile(client.Dist(), strings.TrimPrefix(asset, "/"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ accept, coding string }{
		{"br", "br"},
		{"gzip, deflate, br, zstd", "br"},
		{"gzip", "gzip"},
		{"", ""},
	} {
		checkAsset(t, s.URL+asset, tc.accept, tc.coding, want)
	}

	resp, _ := raw(t, http.MethodGet, s.URL+"/movies/1", nil, map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd"})
	etag := resp.Header.Get("ETag")
	if resp.Header.Get("Cache-Control") != "no-cache" || etag == "" || strings.HasPrefix(etag, "W/") {
		t.Fatalf("index.html: Cache-Control %q ETag %q, want no-cache and a strong ETag", resp.Header.Get("Cache-Control"), etag)
	}
	resp, body := raw(t, http.MethodGet, s.URL+"/", nil, map[string]string{"Accept-Encoding": "gzip, deflate, br, zstd", "If-None-Match": etag})
	if resp.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Fatalf("index.html with If-None-Match: %d, %d bytes; want 304", resp.StatusCode, len(body))
	}
}

// TestEmbeddedPlaygroundOverTheWire: GraphiQL's build goes through the same
// code under /playground.
func TestEmbeddedPlaygroundOverTheWire(t *testing.T) {
	if !playgroundBuilt(t) {
		t.Skip("client/dist-playground is not built; run `make build` (make test does)")
	}
	s := start(t, "sqlite", nil)
	asset := firstModuleScript(t, s.URL+"/playground", `/playground/assets/[^"]+\.js`)
	want, err := fs.ReadFile(client.Playground(), strings.TrimPrefix(asset, "/playground/"))
	if err != nil {
		t.Fatal(err)
	}
	checkAsset(t, s.URL+asset, "gzip, deflate, br, zstd", "br", want)
}

// firstModuleScript is the first <script src> of the page matching pattern.
func firstModuleScript(t *testing.T, pageURL, pattern string) string {
	t.Helper()
	resp, page := raw(t, http.MethodGet, pageURL, nil, nil)
	m := regexp.MustCompile(`<script[^>]+src="(` + pattern + `)"`).FindSubmatch(page)
	if resp.StatusCode != http.StatusOK || m == nil {
		t.Fatalf("GET %s: %d, no module script in\n%s", pageURL, resp.StatusCode, page)
	}
	return string(m[1])
}

// checkAsset fetches a hashed asset with the given Accept-Encoding and
// checks the coding, the headers, and that the body decodes to want.
func checkAsset(t *testing.T, url, accept, coding string, want []byte) {
	t.Helper()
	resp, body := raw(t, http.MethodGet, url, nil, map[string]string{"Accept-Encoding": accept})
	h := resp.Header
	if resp.StatusCode != http.StatusOK || h.Get("Content-Encoding") != coding {
		t.Fatalf("%s with Accept-Encoding %q: %d, Content-Encoding %q, want %q", url, accept, resp.StatusCode, h.Get("Content-Encoding"), coding)
	}
	if cc := h.Get("Cache-Control"); cc != "public, max-age=31536000, immutable" {
		t.Errorf("%s Cache-Control = %q", url, cc)
	}
	if ct := h.Get("Content-Type"); !strings.HasPrefix(ct, "text/javascript") {
		t.Errorf("%s Content-Type = %q", url, ct)
	}
	if cl := h.Get("Content-Length"); cl != strconv.Itoa(len(body)) {
		t.Errorf("%s Content-Length = %q for %d bytes", url, cl, len(body))
	}
	got := body
	switch coding {
	case "br":
		got = unbrotli(t, body)
	case "gzip":
		got = ungzip(t, body)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s (%q) does not decode to the built file", url, coding)
	}
	if coding != "" {
		t.Logf("%s: %d bytes as %s, %d plain", url, len(body), coding, len(want))
	}
}

// TestJSONCompressedOverTheWire: the real app's GraphQL answer over 1 KB
// is gzip for a client that accepts it (and decodes to the same JSON as
// the plain answer); small JSON, GraphQL or REST, stays plain.
func TestJSONCompressedOverTheWire(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) { checkJSONCompression(t, start(t, dialect, nil).URL) })
	}
}

func checkJSONCompression(t *testing.T, base string) {
	big, _ := json.Marshal(map[string]any{"query": `{ __schema { types { name fields { name } } } }`})
	gzipped := map[string]string{"Accept-Encoding": "gzip", "Content-Type": "application/json"}

	resp, body := raw(t, http.MethodPost, base+"/graphql", big, gzipped)
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Encoding") != "gzip" {
		t.Fatalf("introspection with Accept-Encoding gzip: %d, Content-Encoding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
	}
	if !strings.Contains(resp.Header.Get("Vary"), "Accept-Encoding") {
		t.Errorf("Vary = %q", resp.Header.Get("Vary"))
	}
	decoded := ungzip(t, body)
	_, plain := raw(t, http.MethodPost, base+"/graphql", big, map[string]string{"Content-Type": "application/json"})
	if len(plain) <= 1024 || !bytes.Equal(decoded, plain) {
		t.Fatalf("gzip answer decodes to %d bytes, the plain one is %d", len(decoded), len(plain))
	}
	t.Logf("introspection: %d bytes gzip, %d plain", len(body), len(plain))

	small, _ := json.Marshal(map[string]any{"query": `{ __typename }`})
	for _, tc := range []struct {
		method, path string
		body         []byte
	}{
		{http.MethodPost, "/graphql", small},
		{http.MethodGet, "/api/config", nil},
		{http.MethodGet, "/api/show/all", nil},
		{http.MethodGet, "/healthz", nil},
	} {
		resp, body := raw(t, tc.method, base+tc.path, tc.body, gzipped)
		if ce := resp.Header.Get("Content-Encoding"); ce != "" || len(body) > 1024 {
			t.Errorf("%s %s (%d bytes): Content-Encoding %q, want none under 1 KB", tc.method, tc.path, len(body), ce)
		}
		if !json.Valid(body) {
			t.Errorf("%s %s: not plain JSON: %.100q", tc.method, tc.path, body)
		}
	}
}

// TestWebsocketUpgradesDespiteAcceptEncoding: a browser's upgrade carries
// Accept-Encoding; the socket still opens, unencoded, and a seat-map
// subscription streams its snapshot and the next change.
func TestWebsocketUpgradesDespiteAcceptEncoding(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := start(t, dialect, nil)
			show := addShow(t, s.DB)
			tok := token(t, s.URL, "wendy")
			c, resp, err := livetest.Dial(t.Context(), s.URL, livetest.DialOptions{
				Origin: s.URL,
				Header: http.Header{"Accept-Encoding": {"gzip, deflate, br, zstd"}},
			})
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			if resp.StatusCode != http.StatusSwitchingProtocols || resp.Header.Get("Content-Encoding") != "" {
				t.Fatalf("upgrade: %d, Content-Encoding %q", resp.StatusCode, resp.Header.Get("Content-Encoding"))
			}
			if err := c.Init(nil); err != nil {
				t.Fatal(err)
			}
			if err := c.Subscribe("seats", `subscription($s: ID!) { seatsChanged(showId: $s) { version occupiedSeats } }`, map[string]any{"s": show}); err != nil {
				t.Fatal(err)
			}
			if _, err := c.Next("seats"); err != nil {
				t.Fatalf("first snapshot: %v", err)
			}
			wantBooked(t, bookGQL(t, s.URL, tok, show, "C3", nil))
			res, err := c.Next("seats")
			if err != nil || !strings.Contains(string(res.Data), "C3") {
				t.Fatalf("after booking C3: %s %v", res.Data, err)
			}
		})
	}
}

// TestArtCompressedPerRequest: the sample artwork (SVG rendered in memory)
// is compressed per request like JSON when over 1 KB, keeps its ETag, and
// still answers If-None-Match with 304.
func TestArtCompressedPerRequest(t *testing.T) {
	s := start(t, "sqlite", nil)
	url := s.URL + "/art/backdrops/9100001.svg"
	resp, plain := raw(t, http.MethodGet, url, nil, nil)
	if resp.StatusCode != http.StatusOK || len(plain) <= 1024 {
		t.Fatalf("%s: %d, %d bytes; want an SVG over 1 KB", url, resp.StatusCode, len(plain))
	}
	etag := resp.Header.Get("ETag")
	resp, body := raw(t, http.MethodGet, url, nil, map[string]string{"Accept-Encoding": "gzip"})
	if resp.Header.Get("Content-Encoding") != "gzip" || !bytes.Equal(ungzip(t, body), plain) {
		t.Fatalf("%s with Accept-Encoding gzip: Content-Encoding %q", url, resp.Header.Get("Content-Encoding"))
	}
	if resp.Header.Get("ETag") != etag || resp.Header.Get("Content-Type") != "image/svg+xml" {
		t.Errorf("compressed art: ETag %q (plain %q), Content-Type %q", resp.Header.Get("ETag"), etag, resp.Header.Get("Content-Type"))
	}
	resp, body = raw(t, http.MethodGet, url, nil, map[string]string{"Accept-Encoding": "gzip", "If-None-Match": etag})
	if resp.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Fatalf("art with If-None-Match: %d, %d bytes", resp.StatusCode, len(body))
	}
}

package httpserver_test

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"

	"marquee/internal/adapters/httpserver"
	"marquee/internal/testsupport/servertest"
)

// builtPlayground is what `npm run build:playground` leaves in
// client/dist-playground: a page whose assets live under /playground/assets/.
var builtPlayground = fstest.MapFS{
	"index.html": {Data: []byte(`<!doctype html><html><head>
<link rel="icon" type="image/svg+xml" href="/favicon.svg" />
<script type="module" crossorigin src="/playground/assets/index-AbC123.js"></script>
<link rel="modulepreload" crossorigin href="/playground/assets/runtime-XyZ.js">
<link rel="stylesheet" crossorigin href="/playground/assets/index-Def456.css">
</head><body><div id="graphiql"></div></body></html>`)},
	"assets/index-AbC123.js":  {Data: []byte(`import "./runtime-XyZ.js";`)},
	"assets/runtime-XyZ.js":   {Data: []byte(`export {};`)},
	"assets/index-Def456.css": {Data: []byte(`#graphiql{height:100%}`)},
}

var builtApp = fstest.MapFS{
	"index.html":  {Data: []byte(`<!doctype html><div id="root">the app</div>`)},
	"favicon.svg": {Data: []byte(`<svg xmlns="http://www.w3.org/2000/svg"/>`)},
}

func newServer(t *testing.T, d httpserver.Deps) *httptest.Server {
	t.Helper()
	d.Logger = slog.New(slog.DiscardHandler)
	srv := httptest.NewServer(httpserver.New(d))
	t.Cleanup(srv.Close)
	return srv
}

func get(t *testing.T, url string) (*http.Response, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, string(body)
}

// TestPlaygroundServesItsOwnBuild: /playground is the embedded GraphiQL
// build, and everything that page loads comes from this server, so it
// renders with no network (gqlgen's page pulled React and GraphiQL from a
// CDN and was blank offline).
func TestPlaygroundServesItsOwnBuild(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: builtApp, Playground: true, PlaygroundFiles: builtPlayground})

	resp, page := get(t, srv.URL+"/playground")
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		t.Fatalf("/playground: %d %q", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	if !strings.Contains(page, `<div id="graphiql">`) {
		t.Fatalf("/playground is not the built GraphiQL page:\n%s", page)
	}
	if cc := resp.Header.Get("Cache-Control"); cc != "no-cache" {
		t.Errorf("/playground Cache-Control = %q; the page names hashed assets, so it must not be cached", cc)
	}
	refs := servertest.AssetRefs(page)
	if len(refs) != 4 {
		t.Fatalf("found %d asset references in the page, want 4: %q", len(refs), refs)
	}
	servertest.CheckSameOriginAssets(t, srv.URL, page)

	resp, _ = get(t, srv.URL+"/playground/assets/index-AbC123.js")
	if cc := resp.Header.Get("Cache-Control"); !strings.Contains(cc, "immutable") {
		t.Errorf("hashed playground asset Cache-Control = %q, want immutable", cc)
	}
}

// TestPlaygroundOff: with the playground disabled neither the page nor its
// assets are served; the paths fall through to the app (its 404 screen).
func TestPlaygroundOff(t *testing.T) {
	srv := newServer(t, httpserver.Deps{Client: builtApp, Playground: false, PlaygroundFiles: builtPlayground})
	for _, p := range []string{"/playground", "/playground/", "/playground/assets/index-AbC123.js"} {
		if _, body := get(t, srv.URL+p); !strings.Contains(body, "the app") {
			t.Errorf("%s with the playground off answered %q, want the app", p, body)
		}
	}
}

// TestPlaygroundNotBuilt: a binary built before the client says how to fix
// it instead of serving an empty page.
func TestPlaygroundNotBuilt(t *testing.T) {
	for name, files := range map[string]fstest.MapFS{"empty build": {".gitkeep": {}}, "no files": nil} {
		t.Run(name, func(t *testing.T) {
			d := httpserver.Deps{Client: builtApp, Playground: true}
			if files != nil {
				d.PlaygroundFiles = files
			}
			srv := newServer(t, d)
			resp, body := get(t, srv.URL+"/playground")
			if resp.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "make build") {
				t.Fatalf("/playground without a build: %d %.200q", resp.StatusCode, body)
			}
		})
	}
}

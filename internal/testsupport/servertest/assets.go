package servertest

import (
	"io"
	"mime"
	"net/http"
	"net/url"
	"path"
	"regexp"
	"strings"
	"testing"
)

var refAttr = regexp.MustCompile(`\b(?:src|href)\s*=\s*["']([^"']*)["']`)

// AssetRefs returns every src and href value in an HTML page.
func AssetRefs(page string) []string {
	var out []string
	for _, m := range refAttr.FindAllStringSubmatch(page, -1) {
		out = append(out, m[1])
	}
	return out
}

// wantType is the media type each kind of asset must be served with; a
// browser refuses a module script or stylesheet under another type (the
// server sends nosniff), and an HTML answer means the SPA fallback caught
// a missing file.
var wantType = map[string]string{
	".js":   "text/javascript",
	".mjs":  "text/javascript",
	".css":  "text/css",
	".svg":  "image/svg+xml",
	".ttf":  "font/ttf",
	".woff": "font/woff",
}

// CheckSameOriginAssets fails t unless every asset the page references is
// a path on base's own origin, answered 200 with its proper content type:
// the page then renders with no network beyond this server.
func CheckSameOriginAssets(t testing.TB, base, page string) {
	t.Helper()
	refs := AssetRefs(page)
	if len(refs) == 0 {
		t.Fatalf("the page references no assets:\n%s", page)
	}
	origin, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	for _, ref := range refs {
		u, err := url.Parse(ref)
		if err != nil {
			t.Errorf("asset %q: %v", ref, err)
			continue
		}
		if u.Scheme != "" || u.Host != "" {
			t.Errorf("asset %q is not served by this server", ref)
			continue
		}
		abs := origin.ResolveReference(u).String()
		resp, err := http.Get(abs)
		if err != nil {
			t.Errorf("GET %s: %v", ref, err)
			continue
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		_ = resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("GET %s: %d", ref, resp.StatusCode)
			continue
		}
		got, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
		want, known := wantType[strings.ToLower(path.Ext(u.Path))]
		switch {
		case known && got != want:
			t.Errorf("GET %s: Content-Type %q, want %s", ref, got, want)
		case !known && (got == "" || got == "text/html"):
			t.Errorf("GET %s: Content-Type %q, want the asset's own type", ref, got)
		}
	}
}

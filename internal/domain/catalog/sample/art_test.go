package sample

import (
	"encoding/xml"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
)

func get(t *testing.T, h http.Handler, method, path string, hdr map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	req := httptest.NewRequest(method, path, nil)
	for k, v := range hdr {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

// checkSVG parses body as XML and returns the root svg's width and height,
// plus all character data.
func checkSVG(t *testing.T, path string, body []byte) (w, h int, text string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(string(body)))
	var sb strings.Builder
	root := true
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("%s: invalid XML: %v", path, err)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root {
				root = false
				if tok.Name.Local != "svg" || tok.Name.Space != "http://www.w3.org/2000/svg" {
					t.Fatalf("%s: root element %v", path, tok.Name)
				}
				for _, a := range tok.Attr {
					switch a.Name.Local {
					case "width":
						w, _ = strconv.Atoi(a.Value)
					case "height":
						h, _ = strconv.Atoi(a.Value)
					}
				}
			}
		case xml.CharData:
			sb.Write(tok)
			sb.WriteByte(' ')
		}
	}
	return w, h, sb.String()
}

func TestArtServesEveryImage(t *testing.T) {
	h := Art()
	type want struct{ w, h int }
	cases := map[string]want{}
	// Posters and backdrops print no words (pages lay their own text over
	// them); portraits print initials.
	texts := map[string]string{}
	for _, m := range Movies() {
		cases[m.PosterPath] = want{500, 750}
		cases[m.BackdropPath] = want{1280, 720}
		texts[m.PosterPath] = ""
		texts[m.BackdropPath] = ""
		for _, c := range m.Casts {
			cases[c.ProfilePath] = want{300, 300}
			texts[c.ProfilePath] = initials(c.Name)
		}
	}
	for path, wt := range cases {
		rec := get(t, h, http.MethodGet, path, nil)
		if rec.Code != http.StatusOK {
			t.Fatalf("%s: status %d", path, rec.Code)
		}
		if ct := rec.Header().Get("Content-Type"); ct != "image/svg+xml" {
			t.Errorf("%s: content type %q", path, ct)
		}
		if cc := rec.Header().Get("Cache-Control"); cc != "public, max-age=86400" {
			t.Errorf("%s: cache control %q", path, cc)
		}
		if rec.Header().Get("ETag") == "" {
			t.Errorf("%s: no ETag", path)
		}
		body := rec.Body.Bytes()
		if len(body) >= 8*1024 {
			t.Errorf("%s: %d bytes, want < 8 KB", path, len(body))
		}
		w, hh, text := checkSVG(t, path, body)
		if w != wt.w || hh != wt.h {
			t.Errorf("%s: size %dx%d, want %dx%d", path, w, hh, wt.w, wt.h)
		}
		if fold := strings.Join(strings.Fields(text), " "); fold != texts[path] {
			t.Errorf("%s: prints %q, want %q", path, fold, texts[path])
		}
	}
}

func TestArtDeterministicAndEscaped(t *testing.T) {
	a := renderAll()
	b := renderAll()
	for k, v := range a {
		if string(b[k].body) != string(v.body) || b[k].etag != v.etag {
			t.Fatalf("%s rendered differently twice", k)
		}
	}
	// The title names the image (aria-label), with the apostrophe of "The
	// Cartographer's Daughter" escaped.
	body := string(a[posterPath(9100002)].body)
	if strings.Contains(body, "Cartographer's") || !strings.Contains(body, `aria-label="The Cartographer&#39;s Daughter"`) {
		t.Error("poster not labelled with its escaped title")
	}
	f := film{id: 1, title: `Fish & "Chips" <Live>`, tagline: "a < b & c", genres: nil}
	for _, svg := range []string{posterSVG(&f), backdropSVG(&f), portraitSVG(1, `<&>`)} {
		checkSVG(t, "synthetic", []byte(svg))
	}
}

func TestArtErrorsAndCaching(t *testing.T) {
	h := Art()
	for _, p := range []string{
		"/posters/1.svg", "/posters/9100001.png", "/posters/9100001", "/backdrops/9200001.svg",
		"/people/9100001.svg", "/people/9299999.svg", "/", "/posters/", "/x/9100001.svg",
	} {
		if rec := get(t, h, http.MethodGet, p, nil); rec.Code != http.StatusNotFound {
			t.Errorf("GET %s: status %d, want 404", p, rec.Code)
		}
	}
	if rec := get(t, h, http.MethodPost, "/posters/9100001.svg", nil); rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("POST: status %d", rec.Code)
	}

	rec := get(t, h, http.MethodGet, "/posters/9100001.svg", nil)
	etag := rec.Header().Get("ETag")
	if !strings.HasPrefix(etag, `"`) {
		t.Fatalf("etag %q", etag)
	}
	rec = get(t, h, http.MethodGet, "/posters/9100001.svg", map[string]string{"If-None-Match": etag})
	if rec.Code != http.StatusNotModified || rec.Body.Len() != 0 {
		t.Errorf("If-None-Match: status %d, %d bytes", rec.Code, rec.Body.Len())
	}
	rec = get(t, h, http.MethodGet, "/posters/9100001.svg", map[string]string{"If-None-Match": `"other", ` + etag})
	if rec.Code != http.StatusNotModified {
		t.Errorf("If-None-Match list: status %d", rec.Code)
	}
	rec = get(t, h, http.MethodGet, "/posters/9100001.svg", map[string]string{"If-None-Match": `"stale"`})
	if rec.Code != http.StatusOK {
		t.Errorf("stale If-None-Match: status %d", rec.Code)
	}
	rec = get(t, h, http.MethodHead, "/backdrops/9100001.svg", nil)
	if rec.Code != http.StatusOK || rec.Body.Len() != 0 || rec.Header().Get("ETag") == "" {
		t.Errorf("HEAD: status %d, %d bytes", rec.Code, rec.Body.Len())
	}
	if get(t, h, http.MethodGet, "/posters/9100002.svg", nil).Header().Get("ETag") == etag {
		t.Error("two posters share an ETag")
	}
}

func TestInitials(t *testing.T) {
	for in, want := range map[string]string{
		"Kabir Anand Joshi": "KJ", "Zoya Qureshi": "ZQ", "mononym": "M", "": "?", "élan vital": "ÉV",
	} {
		if got := initials(in); got != want {
			t.Errorf("initials(%q) = %q, want %q", in, got, want)
		}
	}
}

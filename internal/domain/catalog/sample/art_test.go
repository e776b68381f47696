package sample

import (
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"
)

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

// Every image the catalogue refers to is rendered, at its size, small,
// with an ETag; the HTTP side is httpserver's (TestArt).
func TestArtworkForEveryImage(t *testing.T) {
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
		body, etag, ok := Artwork(path)
		if !ok {
			t.Fatalf("%s: no image", path)
		}
		if !strings.HasPrefix(etag, `"`) {
			t.Errorf("%s: ETag %q", path, etag)
		}
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

func TestArtworkUnknownPaths(t *testing.T) {
	for _, p := range []string{
		"/posters/1.svg", "/posters/9100001.png", "/posters/9100001", "/backdrops/9200001.svg",
		"/people/9100001.svg", "/people/9299999.svg", "/", "/posters/", "/x/9100001.svg",
	} {
		if _, _, ok := Artwork(p); ok {
			t.Errorf("%s: an image", p)
		}
	}
	_, a, _ := Artwork("/posters/9100001.svg")
	if _, b, _ := Artwork("/posters/9100002.svg"); a == b {
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

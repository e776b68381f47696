package eticket_test

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/png"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"marquee/internal/domain/eticket"
)

const code = "MQ1.7K3QX9PD.3q2-7wJfQm1YcXyQ0m3pY5zR1xk8u7Wc2VQJ9XbqA0s"

// svgDoc is what the test reads back of the SVG.
type svgDoc struct {
	XMLName xml.Name `xml:"svg"`
	Role    string   `xml:"role,attr"`
	ViewBox string   `xml:"viewBox,attr"`
	Width   string   `xml:"width,attr"`
	Height  string   `xml:"height,attr"`
	Title   string   `xml:"title"`
	Path    struct {
		D string `xml:"d,attr"`
	} `xml:"path"`
}

var run = regexp.MustCompile(`^M(\d+) (\d+)h(\d+)v1h-(\d+)z`)

// The SVG is a well-formed document whose viewBox is the code plus its
// quiet zone, and whose path paints exactly the code's dark modules.
func TestSVGPaintsTheCodesModules(t *testing.T) {
	out, err := eticket.SVG(code, `Ticket <7K3QX9PD> & "friends"`)
	if err != nil {
		t.Fatal(err)
	}
	var doc svgDoc
	if err := xml.Unmarshal([]byte(out), &doc); err != nil {
		t.Fatalf("SVG does not parse: %v\n%s", err, out)
	}
	c, err := eticket.QR(code)
	if err != nil {
		t.Fatal(err)
	}
	n := c.Size + 2*eticket.QuietZone
	if want := fmt.Sprintf("0 0 %d %d", n, n); doc.ViewBox != want {
		t.Fatalf("viewBox %q, want %q", doc.ViewBox, want)
	}
	if doc.Role != "img" || doc.Title != `Ticket <7K3QX9PD> & "friends"` || doc.Width != doc.Height || doc.Width == "" {
		t.Fatalf("role %q title %q size %sx%s", doc.Role, doc.Title, doc.Width, doc.Height)
	}
	dark := map[[2]int]bool{}
	d := doc.Path.D
	for d != "" {
		m := run.FindStringSubmatch(d)
		if m == nil {
			t.Fatalf("path has something other than module runs at %q", d[:min(len(d), 40)])
		}
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		w, _ := strconv.Atoi(m[3])
		if back, _ := strconv.Atoi(m[4]); back != w || w < 1 {
			t.Fatalf("run %q is not a closed rectangle", m[0])
		}
		for i := 0; i < w; i++ {
			if dark[[2]int{x + i, y}] {
				t.Fatalf("module (%d,%d) painted twice", x+i, y)
			}
			dark[[2]int{x + i, y}] = true
		}
		d = d[len(m[0]):]
	}
	count := 0
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			want := c.Black(x-eticket.QuietZone, y-eticket.QuietZone)
			if dark[[2]int{x, y}] != want {
				t.Fatalf("module (%d,%d): painted %v, code says %v", x, y, dark[[2]int{x, y}], want)
			}
			if want {
				count++
			}
		}
	}
	if count != len(dark) || count < c.Size {
		t.Fatalf("%d dark modules painted, %d in the code", len(dark), count)
	}
}

// The PNG decodes with image/png to (Size + 2·QuietZone)·scale pixels a
// side, each module's pixels dark exactly where the code is.
func TestPNGRoundTrip(t *testing.T) {
	const scale = 6
	raw, err := eticket.PNG(code, scale)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("PNG does not decode: %v", err)
	}
	c, _ := eticket.QR(code)
	side := (c.Size + 2*eticket.QuietZone) * scale
	if b := img.Bounds(); b.Dx() != side || b.Dy() != side {
		t.Fatalf("PNG is %v, want %dx%d", b, side, side)
	}
	for my := 0; my < c.Size+2*eticket.QuietZone; my++ {
		for mx := 0; mx < c.Size+2*eticket.QuietZone; mx++ {
			want := c.Black(mx-eticket.QuietZone, my-eticket.QuietZone)
			for _, p := range [][2]int{{0, 0}, {scale - 1, scale - 1}} {
				r, _, _, _ := img.At(mx*scale+p[0], my*scale+p[1]).RGBA()
				if got := r < 0x8000; got != want {
					t.Fatalf("module (%d,%d) pixel +%v: dark %v, want %v", mx, my, p, got, want)
				}
			}
		}
	}
}

func TestQRRefusesNothingAndBadScales(t *testing.T) {
	if _, err := eticket.SVG("", "t"); err == nil {
		t.Fatal("empty text encoded")
	}
	for _, s := range []int{0, -1, 65} {
		if _, err := eticket.PNG(code, s); err == nil {
			t.Fatalf("scale %d accepted", s)
		}
	}
	if _, err := eticket.PNG(strings.Repeat("x", 4000), 2); err == nil {
		t.Fatal("text beyond the largest QR version encoded")
	}
}

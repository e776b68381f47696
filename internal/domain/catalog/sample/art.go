package sample

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/xml"
	"fmt"
	"hash/fnv"
	"math"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Art sizes, in SVG user units (and pixels).
const (
	posterW, posterH     = 500, 750
	backdropW, backdropH = 1280, 720
	portraitW, portraitH = 300, 300
)

// Artwork returns the generated sample image at path, relative to the art
// root:
//
//	/posters/{movieID}.svg    500×750 poster, no printed text
//	/backdrops/{movieID}.svg  1280×720 backdrop, no printed text
//	/people/{personID}.svg    300×300 portrait with initials
//
// with its ETag; ok is false for any other path. Everything is rendered
// once, on first use, from the catalogue data: no image is downloaded or
// copied. The body is shared and must not be modified. The HTTP server
// serves it at /art (httpserver.Art).
func Artwork(path string) (body []byte, etag string, ok bool) {
	a, ok := assets()[path]
	return a.body, a.etag, ok
}

type asset struct {
	body []byte
	etag string
}

var (
	artOnce   sync.Once
	artAssets map[string]asset
)

func assets() map[string]asset {
	artOnce.Do(func() { artAssets = renderAll() })
	return artAssets
}

func renderAll() map[string]asset {
	m := make(map[string]asset, 2*len(films)+len(people))
	add := func(path, svg string) {
		sum := sha256.Sum256([]byte(svg))
		m[path] = asset{body: []byte(svg), etag: `"` + hex.EncodeToString(sum[:12]) + `"`}
	}
	for i := range films {
		f := &films[i]
		add(posterPath(f.id), posterSVG(f))
		add(backdropPath(f.id), backdropSVG(f))
	}
	for i, name := range people {
		id := firstPersonID + int64(i)
		add(profilePath(id), portraitSVG(id, name))
	}
	return m
}

// ---- deterministic randomness ----

// rng is splitmix64: tiny, fast and stable across Go versions, so the art
// never changes unless the code or the data does.
type rng struct{ s uint64 }

func newRNG(kind string, id int64) *rng {
	h := fnv.New64a()
	h.Write([]byte(kind))
	h.Write([]byte(strconv.FormatInt(id, 10)))
	return &rng{s: h.Sum64()}
}

func (r *rng) next() uint64 {
	r.s += 0x9e3779b97f4a7c15
	z := r.s
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9
	z = (z ^ (z >> 27)) * 0x94d049bb133111eb
	return z ^ (z >> 31)
}

// between returns a float in [lo, hi).
func (r *rng) between(lo, hi float64) float64 {
	return lo + (hi-lo)*float64(r.next()>>11)/float64(1<<53)
}

// intn returns an int in [0, n).
func (r *rng) intn(n int) int { return int(r.next() % uint64(n)) }

// ---- colour ----

// hsl converts hue (degrees), saturation and lightness (0..1) to #rrggbb.
func hsl(h, s, l float64) string {
	h = math.Mod(h, 360)
	if h < 0 {
		h += 360
	}
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch {
	case h < 60:
		r, g, b = c, x, 0
	case h < 120:
		r, g, b = x, c, 0
	case h < 180:
		r, g, b = 0, c, x
	case h < 240:
		r, g, b = 0, x, c
	case h < 300:
		r, g, b = x, 0, c
	default:
		r, g, b = c, 0, x
	}
	to := func(v float64) int { return int(math.Round((v + m) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", to(r), to(g), to(b))
}

type palette struct {
	top, bottom string // background gradient
	accent      string // main motif colour
	accent2     string // secondary motif colour
	shade       string // dark silhouettes
	glow        string // pale highlights (sun, moon, stars)
}

// genreHue is the base hue each primary genre starts from.
var genreHue = map[int]float64{
	28: 12, 12: 32, 16: 195, 35: 45, 80: 215, 18: 268, 10751: 150,
	14: 285, 27: 355, 9648: 235, 10749: 335, 878: 200, 53: 190,
}

// darkGenre marks genres drawn at night.
var darkGenre = map[int]bool{27: true, 80: true, 9648: true, 53: true}

func makePalette(genre int, r *rng) palette {
	hue := genreHue[genre] + r.between(-22, 22)
	if darkGenre[genre] {
		return palette{
			top:     hsl(hue, 0.45, 0.24),
			bottom:  hsl(hue+35, 0.55, 0.07),
			accent:  hsl(hue+r.between(150, 210), 0.75, 0.55),
			accent2: hsl(hue+r.between(-40, 40), 0.6, 0.45),
			shade:   hsl(hue+20, 0.4, 0.05),
			glow:    hsl(hue+180, 0.5, 0.88),
		}
	}
	return palette{
		top:     hsl(hue, 0.7, 0.56),
		bottom:  hsl(hue+r.between(35, 70), 0.6, 0.2),
		accent:  hsl(hue-r.between(20, 50), 0.85, 0.66),
		accent2: hsl(hue+r.between(90, 150), 0.7, 0.6),
		shade:   hsl(hue+40, 0.5, 0.12),
		glow:    hsl(hue+10, 0.9, 0.9),
	}
}

// ---- SVG writing helpers ----

// svgBuf accumulates one SVG document.
type svgBuf struct{ strings.Builder }

func (b *svgBuf) f(format string, args ...any) { fmt.Fprintf(b, format, args...) }

// n formats a coordinate compactly.
func n(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }

// esc escapes s for use in XML text and attribute values.
func esc(s string) string {
	var sb strings.Builder
	_ = xml.EscapeText(&sb, []byte(s))
	return sb.String()
}

func (b *svgBuf) open(w, h int, label string) {
	b.f(`<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" role="img" aria-label="%s">`,
		w, h, w, h, esc(label))
}

func (b *svgBuf) background(w, h int, p palette, x2, y2 float64) {
	b.f(`<defs><linearGradient id="bg" x1="0" y1="0" x2="%s" y2="%s"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient></defs>`,
		n(x2), n(y2), p.top, p.bottom)
	b.f(`<rect width="%d" height="%d" fill="url(#bg)"/>`, w, h)
}

// fade draws a black gradient overlay from transparent at `from` to `alpha`
// at the far edge; vertical when horizontal is false.
func (b *svgBuf) fade(id string, w, h int, horizontal bool, from, alpha float64) {
	x2, y2 := "0", "1"
	if horizontal {
		x2, y2 = "1", "0"
	}
	b.f(`<linearGradient id="%s" x1="0" y1="0" x2="%s" y2="%s"><stop offset="%s" stop-opacity="0"/><stop offset="1" stop-opacity="%s"/></linearGradient>`,
		id, x2, y2, n(from), n(alpha))
	b.f(`<rect width="%d" height="%d" fill="url(#%s)"/>`, w, h, id)
}

const bodyFont = `'Helvetica Neue',Helvetica,Arial,sans-serif`

// ---- motifs: one per primary genre, all scaled to w×h ----

type motif func(b *svgBuf, r *rng, p palette, w, h float64)

var motifs = map[int]motif{
	28: motifAction, 12: motifAdventure, 16: motifBubbles, 10751: motifBubbles,
	35: motifConfetti, 80: motifSkyline, 18: motifHorizon, 14: motifFantasy,
	27: motifHorror, 9648: motifRings, 10749: motifRomance, 878: motifSpace,
	53: motifBeams,
}

func motifAction(b *svgBuf, r *rng, p palette, w, h float64) {
	b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity=".55"/>`, n(w*r.between(.55, .8)), n(h*r.between(.15, .3)), n(math.Min(w, h)*r.between(.18, .26)), p.glow)
	skew := w * r.between(.35, .6)
	for i := 0; i < 7; i++ {
		x := r.between(-.1, 1.1) * w
		bw := w * r.between(.03, .12)
		col := p.accent
		if i%2 == 1 {
			col = p.accent2
		}
		b.f(`<polygon points="%s,0 %s,0 %s,%s %s,%s" fill="%s" opacity="%s"/>`,
			n(x), n(x+bw), n(x+bw-skew), n(h), n(x-skew), n(h), col, n(r.between(.12, .35)))
	}
}

// ridge draws a mountain range polygon across the full width.
func ridge(b *svgBuf, r *rng, w, h, base, amp float64, peaks int, fill, opacity string) {
	b.f(`<polygon fill="%s" opacity="%s" points="0,%s`, fill, opacity, n(h))
	step := w / float64(peaks)
	for i := 0; i <= peaks; i++ {
		x := float64(i) * step
		y := base - r.between(.25, 1)*amp
		if i%2 == 1 {
			y = base - r.between(0, .25)*amp
		}
		b.f(` %s,%s`, n(x), n(y))
	}
	b.f(` %s,%s"/>`, n(w), n(h))
}

func motifAdventure(b *svgBuf, r *rng, p palette, w, h float64) {
	b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity=".8"/>`, n(w*r.between(.2, .8)), n(h*r.between(.2, .32)), n(math.Min(w, h)*.12), p.glow)
	ridge(b, r, w, h, h*.62, h*.2, 6, p.accent2, ".45")
	ridge(b, r, w, h, h*.72, h*.16, 8, p.accent, ".5")
	ridge(b, r, w, h, h*.84, h*.1, 10, p.shade, ".85")
}

func motifBubbles(b *svgBuf, r *rng, p palette, w, h float64) {
	for i := 0; i < 14; i++ {
		col := p.glow
		switch i % 3 {
		case 1:
			col = p.accent
		case 2:
			col = p.accent2
		}
		b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity="%s"/>`,
			n(r.between(0, w)), n(r.between(0, h*.7)), n(math.Min(w, h)*r.between(.02, .12)), col, n(r.between(.2, .5)))
	}
	for i, y := range []float64{.74, .84} {
		col := p.accent2
		if i == 1 {
			col = p.shade
		}
		b.f(`<path d="M0,%s Q%s,%s %s,%s T%s,%s V%s H0Z" fill="%s" opacity=".7"/>`,
			n(h*y), n(w*.25), n(h*(y-r.between(.06, .12))), n(w*.5), n(h*y), n(w), n(h*(y-.02)), n(h), col)
	}
}

func motifConfetti(b *svgBuf, r *rng, p palette, w, h float64) {
	b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity=".35"/>`, n(w*.5), n(h*.38), n(math.Min(w, h)*.42), p.glow)
	cols := []string{p.accent, p.accent2, p.glow, p.shade}
	for i := 0; i < 26; i++ {
		x, y := r.between(0, w), r.between(0, h*.8)
		s := math.Min(w, h) * r.between(.015, .04)
		b.f(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" transform="rotate(%d %s %s)"/>`,
			n(x), n(y), n(s*2), n(s), cols[i%len(cols)], r.intn(180), n(x), n(y))
	}
}

func motifSkyline(b *svgBuf, r *rng, p palette, w, h float64) {
	cx := w * r.between(.3, .7)
	b.f(`<polygon points="%s,0 %s,0 %s,%s %s,%s" fill="%s" opacity=".1"/>`,
		n(cx-w*.05), n(cx+w*.05), n(cx+w*.35), n(h), n(cx-w*.35), n(h), p.glow)
	x := 0.0
	for x < w {
		bw := w * r.between(.06, .14)
		bh := h * r.between(.18, .45)
		b.f(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s"/>`, n(x), n(h-bh), n(bw+1), n(bh), p.shade)
		if r.intn(2) == 0 {
			b.f(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" opacity=".8"/>`,
				n(x+bw*.3), n(h-bh+bh*r.between(.1, .5)), n(bw*.2), n(bw*.2), p.accent)
		}
		x += bw
	}
}

func motifHorizon(b *svgBuf, r *rng, p palette, w, h float64) {
	hz := h * r.between(.5, .62)
	b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity=".85"/>`, n(w*r.between(.3, .7)), n(hz), n(math.Min(w, h)*r.between(.16, .24)), p.accent)
	b.f(`<rect y="%s" width="%s" height="%s" fill="%s" opacity=".9"/>`, n(hz), n(w), n(h-hz), p.shade)
	for i := 0; i < 6; i++ {
		y := hz + float64(i+1)*(h-hz)/8
		bw := w * r.between(.1, .4)
		b.f(`<rect x="%s" y="%s" width="%s" height="%s" fill="%s" opacity=".35"/>`, n(r.between(0, w-bw)), n(y), n(bw), n(h*.006+1), p.glow)
	}
}

func stars(b *svgBuf, r *rng, p palette, w, h float64, count int) {
	for i := 0; i < count; i++ {
		b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity="%s"/>`,
			n(r.between(0, w)), n(r.between(0, h*.6)), n(r.between(1, 3)), p.glow, n(r.between(.4, .9)))
	}
}

func motifFantasy(b *svgBuf, r *rng, p palette, w, h float64) {
	stars(b, r, p, w, h, 18)
	cx, cy, rr := w*r.between(.6, .8), h*r.between(.14, .24), math.Min(w, h)*.1
	b.f(`<path d="M%s,%s A%s,%s 0 1,0 %s,%s A%s,%s 0 1,1 %s,%sZ" fill="%s"/>`,
		n(cx), n(cy-rr), n(rr), n(rr), n(cx), n(cy+rr), n(rr*.75), n(rr), n(cx), n(cy-rr), p.glow)
	ridge(b, r, w, h, h*.7, h*.22, 5, p.accent2, ".55")
	// A castle of spires on the front ridge.
	base := h * .8
	x := w * r.between(.2, .55)
	for i := 0; i < 4; i++ {
		tw := w * .045
		th := h * r.between(.08, .2)
		b.f(`<polygon points="%s,%s %s,%s %s,%s %s,%s %s,%s" fill="%s"/>`,
			n(x), n(base), n(x), n(base-th), n(x+tw/2), n(base-th-tw*1.4), n(x+tw), n(base-th), n(x+tw), n(base), p.shade)
		x += tw * 1.2
	}
	ridge(b, r, w, h, h*.86, h*.06, 9, p.shade, "1")
}

func motifHorror(b *svgBuf, r *rng, p palette, w, h float64) {
	b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity=".9"/>`, n(w*r.between(.3, .7)), n(h*r.between(.2, .3)), n(math.Min(w, h)*.17), p.glow)
	for i := 0; i < 4; i++ {
		b.f(`<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="%s" opacity=".12"/>`,
			n(r.between(0, w)), n(h*r.between(.45, .75)), n(w*r.between(.3, .6)), n(h*.04), p.glow)
	}
	// A row of fence spikes.
	b.f(`<polygon fill="%s" points="0,%s`, p.shade, n(h))
	step := w / 18
	for i := 0; i <= 18; i++ {
		x := float64(i) * step
		top := h * r.between(.66, .74)
		b.f(` %s,%s %s,%s %s,%s`, n(x), n(h*.8), n(x+step*.5), n(top), n(x+step), n(h*.8))
	}
	b.f(` %s,%s"/>`, n(w), n(h))
	for i := 0; i < 5; i++ {
		x := r.between(0, w)
		b.f(`<rect x="%s" y="0" width="%s" height="%s" rx="%s" fill="%s" opacity=".7"/>`,
			n(x), n(w*.012), n(h*r.between(.04, .14)), n(w*.006), p.accent2)
	}
}

func motifRings(b *svgBuf, r *rng, p palette, w, h float64) {
	cx, cy := w*r.between(.35, .65), h*r.between(.3, .42)
	for i := 1; i <= 7; i++ {
		b.f(`<circle cx="%s" cy="%s" r="%s" fill="none" stroke="%s" stroke-width="%s" opacity="%s"/>`,
			n(cx), n(cy), n(float64(i)*math.Min(w, h)*.07), p.accent, n(r.between(1, 5)), n(.7-float64(i)*.08))
	}
	s := math.Min(w, h) * .07
	b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s"/>`, n(cx), n(cy), n(s), p.shade)
	b.f(`<polygon points="%s,%s %s,%s %s,%s %s,%s" fill="%s"/>`,
		n(cx-s*.45), n(cy), n(cx+s*.45), n(cy), n(cx+s*.8), n(cy+s*2.6), n(cx-s*.8), n(cy+s*2.6), p.shade)
}

func motifRomance(b *svgBuf, r *rng, p palette, w, h float64) {
	for i := 0; i < 12; i++ {
		col := p.glow
		if i%2 == 1 {
			col = p.accent2
		}
		b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity="%s"/>`,
			n(r.between(0, w)), n(r.between(0, h*.75)), n(math.Min(w, h)*r.between(.03, .1)), col, n(r.between(.15, .4)))
	}
	s := math.Min(w, h) * .36
	b.f(`<path d="M0,.3C0,0-.5-.1-.5,.3C-.5,.6 0,.8 0,1C0,.8 .5,.6 .5,.3C.5-.1 0,0 0,.3Z" transform="translate(%s %s) scale(%s)" fill="%s" opacity=".75"/>`,
		n(w*r.between(.4, .6)), n(h*.16), n(s), p.accent)
}

func motifSpace(b *svgBuf, r *rng, p palette, w, h float64) {
	stars(b, r, p, w, h, 22)
	cx, cy, rr := w*r.between(.3, .7), h*r.between(.25, .38), math.Min(w, h)*r.between(.16, .22)
	b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s"/>`, n(cx), n(cy), n(rr), p.accent)
	b.f(`<circle cx="%s" cy="%s" r="%s" fill="%s" opacity=".35"/>`, n(cx-rr*.3), n(cy-rr*.3), n(rr*.55), p.glow)
	b.f(`<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="none" stroke="%s" stroke-width="%s" opacity=".8" transform="rotate(%d %s %s)"/>`,
		n(cx), n(cy), n(rr*1.8), n(rr*.45), p.accent2, n(rr*.08), r.intn(40)-20, n(cx), n(cy))
	hz := h * .7
	for i := 0; i <= 10; i++ {
		x := float64(i) * w / 10
		b.f(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" opacity=".35"/>`, n(w/2+(x-w/2)*.2), n(hz), n(x+(x-w/2)*1.5), n(h), p.accent2)
	}
	for i := 1; i <= 5; i++ {
		y := hz + (h-hz)*math.Pow(float64(i)/5, 2)
		b.f(`<line x1="0" y1="%s" x2="%s" y2="%s" stroke="%s" opacity=".35"/>`, n(y), n(w), n(y), p.accent2)
	}
}

func motifBeams(b *svgBuf, r *rng, p palette, w, h float64) {
	vx, vy := w*r.between(.2, .8), h*r.between(.1, .3)
	for i := 0; i < 6; i++ {
		a := r.between(.2, math.Pi-.2)
		spread := r.between(.03, .08)
		L := w + h
		b.f(`<polygon points="%s,%s %s,%s %s,%s" fill="%s" opacity="%s"/>`,
			n(vx), n(vy), n(vx+L*math.Cos(a-spread)), n(vy+L*math.Sin(a-spread)),
			n(vx+L*math.Cos(a+spread)), n(vy+L*math.Sin(a+spread)), p.glow, n(r.between(.05, .14)))
	}
	// A pulse line across the middle.
	y := h * r.between(.45, .58)
	b.f(`<polyline fill="none" stroke="%s" stroke-width="%s" stroke-linejoin="round" opacity=".85" points="0,%s`, p.accent, n(math.Max(3, w*.008)), n(y))
	x := w * .1
	for x < w*.9 {
		step := w * r.between(.03, .07)
		b.f(` %s,%s %s,%s %s,%s`, n(x), n(y), n(x+step/2), n(y-h*r.between(.03, .12)), n(x+step), n(y+h*r.between(.02, .08)))
		x += step * 1.5
	}
	b.f(` %s,%s"/>`, n(w), n(y))
}

// ---- text layout ----

// initials returns up to two capital letters: the first letters of the
// first and last words of name.
func initials(name string) string {
	parts := strings.Fields(name)
	if len(parts) == 0 {
		return "?"
	}
	first := func(s string) string {
		r, _ := utf8.DecodeRuneInString(s)
		return string(unicode.ToUpper(r))
	}
	if len(parts) == 1 {
		return first(parts[0])
	}
	return first(parts[0]) + first(parts[len(parts)-1])
}

// ---- the three kinds of artwork ----

func primaryGenre(f *film) int {
	if len(f.genres) == 0 {
		return 18
	}
	return f.genres[0].ID
}

func drawMotif(b *svgBuf, f *film, r *rng, p palette, w, h float64) {
	if m, ok := motifs[primaryGenre(f)]; ok {
		m(b, r, p, w, h)
		return
	}
	motifHorizon(b, r, p, w, h)
}

func posterSVG(f *film) string {
	r := newRNG("poster", f.id)
	p := makePalette(primaryGenre(f), r)
	var b svgBuf
	b.open(posterW, posterH, f.title)
	b.background(posterW, posterH, p, r.between(.1, .5), 1)
	drawMotif(&b, f, r, p, posterW, posterH)
	// A darker foot, as on a printed poster, but no printed words: pages
	// lay their own titles and buttons over the artwork (the home hero on a
	// phone puts its text across the whole poster), and the title is in
	// aria-label for anyone who opens the image on its own.
	b.fade("fd", posterW, posterH, false, .45, .85)
	b.f(`</svg>`)
	return b.String()
}

func backdropSVG(f *film) string {
	r := newRNG("backdrop", f.id)
	p := makePalette(primaryGenre(f), r)
	var b svgBuf
	b.open(backdropW, backdropH, f.title+" — "+f.tagline)
	b.background(backdropW, backdropH, p, 1, r.between(.3, 1))
	drawMotif(&b, f, r, p, backdropW, backdropH)
	// Darken the left (where pages lay their own text) and the bottom.
	b.f(`<linearGradient id="fl" x1="1" y1="0" x2="0" y2="0"><stop offset=".35" stop-opacity="0"/><stop offset="1" stop-opacity=".7"/></linearGradient>`)
	b.f(`<rect width="%d" height="%d" fill="url(#fl)"/>`, backdropW, backdropH)
	b.fade("fd", backdropW, backdropH, false, .55, .75)

	// No printed title or tagline, for the same reason as posters.
	b.f(`</svg>`)
	return b.String()
}

func portraitSVG(id int64, name string) string {
	r := newRNG("person", id)
	hue := r.between(0, 360)
	var b svgBuf
	b.open(portraitW, portraitH, name)
	b.f(`<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="%s"/><stop offset="1" stop-color="%s"/></linearGradient></defs>`,
		hsl(hue, 0.55, 0.55), hsl(hue+r.between(30, 70), 0.5, 0.25))
	b.f(`<rect width="300" height="300" fill="url(#bg)"/>`)
	// Silhouette: head and shoulders, initials on the chest.
	b.f(`<g fill="%s" opacity=".55"><circle cx="150" cy="%s" r="%s"/><path d="M%s,300C%s,212 98,178 150,178S%s,212 %s,300Z"/></g>`,
		hsl(hue+r.between(30, 70), 0.45, 0.16), n(r.between(100, 108)), n(r.between(46, 52)), n(r.between(30, 44)), n(r.between(36, 46)), n(r.between(254, 264)), n(r.between(256, 270)))
	b.f(`<text x="150" y="262" font-family="%s" font-weight="700" font-size="58" fill="#fff" fill-opacity=".95" text-anchor="middle" letter-spacing="3">%s</text>`,
		bodyFont, esc(initials(name)))
	b.f(`</svg>`)
	return b.String()
}

package eticket

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"rsc.io/qr"
)

// QuietZone is the white border around a code, in modules: the four the
// QR specification asks for, so a scanner finds the code on any background.
const QuietZone = 4

// Level is the error correction of every ticket code: M restores 15% of
// a code, enough for a creased print-out or a scratched phone, while a
// 56-character ticket code still fits a 33-module symbol.
const Level = qr.M

// QR encodes text as a QR code at Level.
func QR(text string) (*qr.Code, error) {
	if text == "" {
		return nil, fmt.Errorf("eticket: nothing to encode")
	}
	c, err := qr.Encode(text, Level)
	if err != nil {
		return nil, fmt.Errorf("eticket: encode QR: %w", err)
	}
	return c, nil
}

// SVG is the QR code of text as a standalone SVG document. Its viewBox
// counts modules (the code's Size plus QuietZone on each side), so it
// scales to any size without blurring; title names it for screen readers.
// Dark modules are one path, each row's runs merged into one rectangle.
func SVG(text, title string) (string, error) {
	c, err := QR(text)
	if err != nil {
		return "", err
	}
	n := c.Size + 2*QuietZone
	dim := strconv.Itoa(n)
	var b strings.Builder
	b.Grow(64 * c.Size)
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" role="img" viewBox="0 0 ` + dim + " " + dim +
		`" width="` + strconv.Itoa(n*8) + `" height="` + strconv.Itoa(n*8) + `" shape-rendering="crispEdges">`)
	b.WriteString("<title>" + html.EscapeString(title) + "</title>")
	b.WriteString(`<rect width="` + dim + `" height="` + dim + `" fill="#fff"/>`)
	b.WriteString(`<path fill="#000" d="`)
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; {
			if !c.Black(x, y) {
				x++
				continue
			}
			run := 1
			for c.Black(x+run, y) {
				run++
			}
			fmt.Fprintf(&b, "M%d %dh%dv1h-%dz", x+QuietZone, y+QuietZone, run, run)
			x += run
		}
	}
	b.WriteString(`"/></svg>`)
	return b.String(), nil
}

// PNG is the QR code of text as a black-and-white PNG, scale pixels per
// module, with the quiet zone: (Size+2·QuietZone)·scale pixels a side.
func PNG(text string, scale int) ([]byte, error) {
	if scale < 1 || scale > 64 {
		return nil, fmt.Errorf("eticket: PNG scale %d out of 1-64", scale)
	}
	c, err := QR(text)
	if err != nil {
		return nil, err
	}
	// rsc.io/qr's own encoder draws a four-module border, which is
	// QuietZone; the test holds the two together.
	c.Scale = scale
	return c.PNG(), nil
}

package apperr

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxEcho is the most characters of one piece of caller input an error
// message repeats: enough to recognise a typo, too little to turn a 500 KB
// argument into a 500 KB reply.
const MaxEcho = 200

// maxMessage bounds a whole message that may carry input we did not quote
// ourselves (parser and validator messages): one clipped echo plus the
// sentence around it.
const maxMessage = MaxEcho + 100

// Clip shortens s to MaxEcho characters, marking the cut with an ellipsis.
// Every message that repeats caller input goes through it (or QuoteInput).
func Clip(s string) string { return clip(s, MaxEcho) }

// QuoteInput is strconv.Quote of the clipped caller input, for %s in
// messages that would otherwise use %q. (Not to be confused with a price
// quote: it quotes what the caller typed.)
func QuoteInput(s string) string { return strconv.Quote(Clip(s)) }

func clip(s string, n int) string {
	if len(s) <= n { // bytes ≥ characters: short enough already
		return s
	}
	i, count := 0, 0
	for i < len(s) && count < n {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
		count++
	}
	if i >= len(s) {
		return s
	}
	return s[:i] + "…"
}

// ClipMessage bounds a message written by someone else (gqlparser, gqlgen,
// encoding/json) that may quote caller input: every double-quoted run is
// clipped to MaxEcho characters, then the whole message to maxMessage.
func ClipMessage(msg string) string {
	if len(msg) <= MaxEcho {
		return msg
	}
	var b strings.Builder
	for {
		open := strings.IndexByte(msg, '"')
		if open < 0 {
			b.WriteString(msg)
			break
		}
		end := closingQuote(msg, open+1)
		if end < 0 { // unbalanced: the final clip bounds it
			b.WriteString(msg)
			break
		}
		b.WriteString(msg[:open+1])
		b.WriteString(clip(msg[open+1:end], MaxEcho))
		b.WriteByte('"')
		msg = msg[end+1:]
	}
	return clip(b.String(), maxMessage)
}

// closingQuote finds the quote that ends a run starting at i, skipping
// backslash escapes (strconv.Quote's and JSON's).
func closingQuote(s string, i int) int {
	for ; i < len(s); i++ {
		switch s[i] {
		case '\\':
			i++
		case '"':
			return i
		}
	}
	return -1
}

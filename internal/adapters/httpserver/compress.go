package httpserver

import (
	"net/http"

	"github.com/klauspost/compress/gzhttp"
)

// compressMinBytes: below about a packet, compressing saves no round trip
// and costs a little CPU on both ends.
const compressMinBytes = 1024

// CompressDynamic compresses what the server writes per request — GraphQL
// and REST JSON, the sample artwork's SVG, the test checkout's pages —
// with zstd or gzip, whichever the request accepts (zstd on a tie), when
// the body is over compressMinBytes. It adds Vary: Accept-Encoding.
//
// Left alone:
//   - websocket upgrades (and any other Upgrade): they never reach the
//     compressing writer, so the 101 and the hijacked connection are
//     untouched; the socket's frames are the protocol's business;
//   - event streams of /graphql (isEventStream): each small event is
//     flushed on its own, where compression saves little, and a plain
//     stream is what `curl -N` shows without --compressed;
//   - the built client, which is precompressed at build and marks its
//     responses with gzhttp.HeaderNoCompression (see spa);
//   - responses that already carry a Content-Encoding, ranges (206), HEAD,
//     and already compressed types (images, fonts, archives).
//
// An ETag passes through unchanged: with Vary: Accept-Encoding a cache
// keeps each coding apart, and a 304 for the same ETag lets it reuse the
// copy it holds, which decodes to the same bytes.
//
// BREACH (an attacker who can make a victim's browser send requests and can
// watch the compressed sizes guesses a secret that the response holds next
// to text the attacker chose) needs a secret in a response that the
// attacker can make the victim's browser fetch with the victim's
// credentials. Here credentials never ride along by themselves: the API
// reads the session only from the Authorization header, which the app's
// own JavaScript adds; the server sets and reads no cookies; and CORS
// answers never allow credentials (internal/adapters/rest). A request
// forged from another site is therefore anonymous, and an anonymous answer
// holds nothing secret (no ticket codes, tokens or e-mail addresses).
// Responses that do hold secrets — the development sign-in's token, a
// signed-in user's ticket codes — answer the holder's own script, which
// the attacker cannot run. So compressing JSON that echoes input (GraphQL
// errors quote up to 200 characters of the query) is acceptable. Should
// the API ever accept cookie sessions, revisit this: add
// gzhttp.RandomJitter, or leave responses with secrets uncompressed
// (gzhttp.HeaderNoCompression).
func CompressDynamic(next http.Handler) http.Handler {
	wrap, err := gzhttp.NewWrapper(gzhttp.MinSize(compressMinBytes))
	if err != nil {
		panic(err) // constant options: fails only if the library changes its rules
	}
	compressed := wrap(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Upgrade") != "" || isEventStream(r) {
			next.ServeHTTP(w, r)
			return
		}
		compressed.ServeHTTP(w, r)
	})
}

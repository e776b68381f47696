// Package tmdb fetches Marquee's programme from The Movie Database (TMDB v3)
// and turns it into db rows: its Client is the catalog.MovieSource behind
// the domain's catalog.Catalogue, which falls back on the bundled sample
// catalogue, because a booking site must always show something: TMDB is a
// third-party service that may be unconfigured, slow, rate limited or
// down, so every failure (no key, an error, a timeout) degrades to the
// sample movies instead of an empty page. The client is built for that
// life: one request per movie (append_to_response brings credits and
// videos along, which keeps us well inside TMDB's rate limits), a per-request
// timeout so a hung connection cannot stall a page, retries with jittered
// exponential backoff only where a retry can help (429, honouring
// Retry-After, 5xx and network errors; never other 4xx, which would fail the
// same way again), and a small bounded TTL cache with de-duplication of
// identical in-flight requests so a burst of visitors costs one upstream
// call. Genre names come from a fixed copy of TMDB's 19 official movie
// genres to save a request. The API key is a secret: it never appears in
// errors or logs (request URLs are stripped from transport errors, since a
// v3 key travels in the query string).
package tmdb

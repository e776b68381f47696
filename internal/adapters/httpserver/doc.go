// Package httpserver routes HTTP: /graphql (queries and mutations over
// POST and GET, subscriptions over the websocket or as Server-Sent
// Events), /playground, /api, /healthz, the sample artwork, and the
// built client with an SPA fallback (its precompressed files chosen by
// Accept-Encoding, with cache headers), and compresses the per-request
// answers. It wires handlers together but holds no business rules of its
// own.
package httpserver

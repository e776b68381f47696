// Package httpserver routes HTTP: /graphql (queries, mutations and the
// websocket), /playground, /api, /healthz, the sample artwork, and the
// built client with an SPA fallback. It wires handlers together but holds
// no business rules of its own.
package httpserver

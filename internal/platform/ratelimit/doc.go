// Package ratelimit keeps abusive callers from exhausting the server: a
// per-key token bucket with bounded memory, the client address taken from
// the connection (X-Forwarded-For only from TRUSTED_PROXIES), and a
// request middleware that carries that address and a Retry-After setter
// in the context, so a limit checked deep in a service (createBooking,
// shared by GraphQL and REST) still answers with the header.
package ratelimit

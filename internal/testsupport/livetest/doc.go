// Package livetest is test support for the live seat map: a
// graphql-transport-ws client written against the protocol as the npm
// graphql-ws client speaks it (connection_init/ack, subscribe, next,
// complete, pong answers to pings), and a goroutine-leak check. Tests and
// benchmarks use it; the server never imports it.
package livetest

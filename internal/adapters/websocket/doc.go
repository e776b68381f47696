// Package websocket is the /graphql websocket. It refuses foreign origins
// with HTTP 403 before the upgrade and bounds what one client can hold:
// MaxSubscriptions operations per socket (a subscribe beyond them gets an
// error for its id, SUBSCRIPTION_LIMIT_EXCEEDED) and MaxConnectionsPerIP
// sockets per client address (429 before the upgrade).
//
// graphql-transport-ws, the protocol of every browser, is served by a
// session of this package (session.go) on gorilla/websocket: the HTTP
// handler returns once the socket is handed over, an idle session holds
// one goroutine (its reader; pings come from a timer), and operations run
// through gqlgen's executor, so parsing, validation, limits, resolvers and
// error presentation are gqlgen's and every message has the bytes gqlgen's
// transport gave it. The session closes with the protocol's codes, which
// gqlgen does not send by itself: 4400 for a malformed or unknown message,
// 4401 for subscribe before connection_ack, 4403 when connection_init
// carries an Authorization that fails verification, 4408 when no
// connection_init arrives within InitTimeout, 4409 for a subscribe reusing
// an active id and 4429 for a second connection_init; it cuts off peers
// that miss pings or do not take a write within WriteTimeout, and closes
// every socket with 1000 when the server shuts down.
//
// seatsChanged subscriptions are the fan-out (fanout.go, frameshape.go):
// the session subscribes the operation to the live broker as its
// live.Sink (an explicit argument of Subscribe, not a context value), the
// broker hands it each new seat map, the payload is encoded once per
// version and query shape for the whole replica (frameShape), and the
// fan-out's writers (one per processor) frame the shared bytes with the
// operation's id and put each socket's frame on the wire with one system
// call that never waits (wire.go). A socket that cannot take its frame at
// once is left to a writer goroutine of its own, which runs only while
// the session's sendQueue holds an operation. A socket slow to take its
// frames keeps only the newest seat map unsent.
//
// queuePosition subscriptions (a waiting room's line) go the same way
// (queueshape.go): the operation is the room's waitingroom.Sink, each
// position is encoded for its one socket and sent by the same writers,
// so a queued socket holds its reader goroutine and nothing else.
//
// graphql-transport-ws is the only protocol: an upgrade that does not
// offer it (the legacy graphql-ws of subscriptions-transport-ws, or no
// subprotocol) is refused with HTTP 400 before the upgrade.
package websocket

// Package websocket is the /graphql websocket: it adapts
// gorilla/websocket (imported as gws) to gqlgen's transport, refuses
// foreign origins with HTTP 403 before the upgrade, cuts off peers that
// miss pings or do not take a write within WriteTimeout, and closes
// graphql-transport-ws connections with the protocol's codes, which gqlgen
// does not send by itself: 4400 for a malformed or unknown message, 4401
// for subscribe before connection_ack, 4403 when connection_init carries
// an Authorization that fails verification, 4408 when no connection_init
// arrives within InitTimeout, 4409 for a subscribe reusing an active id
// and 4429 for a second connection_init. It bounds what one client can
// hold: MaxSubscriptions operations per socket (a subscribe beyond them
// gets an error for its id, SUBSCRIPTION_LIMIT_EXCEEDED) and
// MaxConnectionsPerIP sockets per client address (429 before the
// upgrade). The seat maps themselves come from the live broker
// (domain/live) through the seatsChanged resolver.
package websocket

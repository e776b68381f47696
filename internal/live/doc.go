// Package live pushes seat maps to browsers as seats change. A Broker
// keeps per-show subscriber sets in memory: after a committed change it
// reads the show's snapshot once (not once per subscriber, and once more
// if further changes arrived during the read) and hands the newest
// snapshot to every subscriber through a one-slot mailbox, so a slow
// reader is skipped ahead (or, unread for MaxLag, dropped) and never holds
// up the others. With PostgreSQL each replica also NOTIFYs
// "<showId>:<version>" after commit, on a pooled connection outside any
// transaction, and keeps one LISTEN connection (application_name
// marquee-listen); a change is fanned out locally at once and its echo is
// deduplicated by version, and every watched show is re-read whenever the
// LISTEN connection (re)connects. The statements and the LISTEN connection
// itself are package db's (db.Notify, db.Listener); live decides when to
// send, reconnect and resync. The websocket side adapts
// gorilla/websocket to gqlgen's transport, refuses foreign origins with
// HTTP 403 before the upgrade, cuts off peers that miss pings or do not
// take a write within WriteTimeout, and closes graphql-transport-ws
// connections with the protocol's codes, which gqlgen does not send by
// itself: 4400 for a malformed or unknown message, 4401 for subscribe
// before connection_ack, 4403 when connection_init carries an
// Authorization that fails verification, 4408 when no connection_init
// arrives within InitTimeout, 4409 for a subscribe reusing an active id
// and 4429 for a second connection_init. It bounds what one client can
// hold: MaxSubscriptions operations per socket (a subscribe beyond them
// gets an error for its id, SUBSCRIPTION_LIMIT_EXCEEDED) and
// MaxConnectionsPerIP sockets per client address (429 before the
// upgrade). A new subscriber's first snapshot comes from the show's
// shared read, and at most MaxReads reads run at once, so subscribes can
// never queue unbounded work on the connection pool.
package live

// Package liveapp holds the fixtures shared by the tests that drive the
// live seat map through a running app (apptest): the broker's replica
// tests in domain/live and the websocket adapter's protocol and limit
// tests. It adds a show, books seats over GraphQL, subscribes to
// seatsChanged with a livetest client and reads seat maps in order. Only
// tests import it.
package liveapp

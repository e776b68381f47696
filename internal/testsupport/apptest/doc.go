// Package apptest starts the real, fully wired application on a free
// loopback port against a fresh database, for integration tests of the
// GraphQL API, the websocket and the REST adapters. Nothing is mocked:
// tests talk HTTP to the same handler the binary serves.
package apptest

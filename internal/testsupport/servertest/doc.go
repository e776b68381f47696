// Package servertest holds checks on pages the server serves, shared by
// the router's tests and the application's end-to-end HTTP tests.
package servertest

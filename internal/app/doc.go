// Package app assembles Marquee from its parts: database, services,
// authentication, payments and the HTTP router. The binary and the
// integration tests both start the product through it, so what the tests
// exercise is exactly what ships.
package app

// Package proc holds what tests that run child processes share: a free
// loopback port, an output buffer safe to read while the child writes it,
// and a started child whose exit can be awaited. Several test packages
// (the binary's own tests, the fault tests, stripe-mock, the live bench)
// need exactly these, and each used to carry its own copy.
package proc

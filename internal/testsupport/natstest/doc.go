// Package natstest gives a test the NATS server with JetStream it runs
// against (TEST_NATS_URL, by default nats://127.0.0.1:4222): the test is
// skipped when it is unreachable, and fails under CI=true. Env names a
// stream and subject prefix of the test's own, deleted when it ends, and
// Proxy is a TCP proxy the test can cut and restore between a replica and
// the server.
package natstest

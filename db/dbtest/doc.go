// Package dbtest runs a test once per configured database: always on a
// fresh SQLite file, and on a fresh PostgreSQL schema when
// TEST_DATABASE_URL is set. Under CI=true a missing or unreachable
// PostgreSQL fails the test instead of quietly shrinking coverage.
//
// It also holds the statements only tests and benchmarks run: scratch
// schemas (CreateSchema) and fixture reads and writes (fixtures.go), so
// that the harnesses, like the services, build no SQL of their own.
package dbtest

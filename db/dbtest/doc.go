// Package dbtest runs a test once per configured database: always on a
// fresh SQLite file, and on a fresh PostgreSQL schema when
// TEST_DATABASE_URL is set. Under CI=true a missing or unreachable
// PostgreSQL fails the test instead of quietly shrinking coverage.
package dbtest

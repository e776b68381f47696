// Package migrations holds the schema steps of every release, one file per
// step (0001_catalogue_and_users.go …), for SQLite and PostgreSQL alike.
// A released step is never edited: it builds from frozen copies of the
// tables as it made them (userV1, bookingV1, checkInV5 …), never from the
// live models in package db, so a fresh database goes through exactly the
// states an upgraded one went through. testdata holds the schema a fresh
// database ends with on each dialect, which a test compares to the byte.
// It imports db (dialect checks, seeded constants), never the reverse.
package migrations

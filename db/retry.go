package db

import (
	"errors"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
)

// Retryable reports whether the database aborted a transaction for lock
// reasons: a PostgreSQL deadlock (40P01) or serialization failure
// (40001), or SQLite's busy lock. Such an abort rolls everything back, so
// running the transaction again is safe.
func Retryable(err error) bool {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return pg.Code == "40P01" || pg.Code == "40001"
	}
	msg := err.Error()
	return strings.Contains(msg, "SQLITE_BUSY") || strings.Contains(msg, "database is locked")
}

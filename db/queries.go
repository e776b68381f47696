package db

import (
	"database/sql"
	"errors"
)

// The store is split by subject: movies.go, shows.go, bookings.go,
// claims.go, users.go, favourites.go and settings.go; notify.go and
// listen.go carry seat changes between replicas. Every query function
// takes a bun.IDB (Notify the narrower Execer) so a service can run it
// alone or inside its own transaction (bun's example/tx-composition); the
// rules that decide what to store or how to read it stay in the services.

// ErrNotFound is returned by single-row lookups that match nothing.
var ErrNotFound = errors.New("not found")

func notFound(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

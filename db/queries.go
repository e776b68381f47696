package db

import (
	"database/sql"
	"errors"
)

// The store is split by entity, a file each with its model and queries:
// movies.go, shows.go, bookings.go (with references, pending holds and
// refunds), seat_claims.go, seat_versions.go, check_ins.go,
// payment_events.go, venues.go (with venue_models.go: cinemas, screens,
// layouts and show prices), outbox.go, users.go, favourites.go and
// settings.go; notify.go and listen.go carry seat changes between
// replicas. Every query function
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

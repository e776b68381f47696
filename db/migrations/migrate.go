package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// migration is one forward-only schema step. Steps are append-only: a
// released step is never edited, a new one is added instead.
type migration struct {
	name string
	up   func(ctx context.Context, tx bun.Tx) error
}

// schemaMigration records an applied step.
type schemaMigration struct {
	bun.BaseModel `bun:"table:schema_migrations"`

	Name      string    `bun:"name,pk"`
	AppliedAt time.Time `bun:"applied_at,notnull"`
}

// Migrate applies every pending step in one transaction. On PostgreSQL an
// advisory lock makes replicas that start together take turns; SQLite's
// immediate transactions do the same. Running it again is a no-op.
func Migrate(ctx context.Context, bdb *bun.DB) error {
	return migrate(ctx, bdb, steps)
}

// migrate applies the pending steps of list; tests pass a prefix of
// steps to build a database as an older release left it.
func migrate(ctx context.Context, bdb *bun.DB, list []migration) error {
	return bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if db.IsPG(tx) {
			// An arbitrary constant shared by every Marquee replica.
			if _, err := tx.ExecContext(ctx, "SELECT pg_advisory_xact_lock(764217001)"); err != nil {
				return fmt.Errorf("lock migrations: %w", err)
			}
		}
		if _, err := tx.NewCreateTable().Model((*schemaMigration)(nil)).IfNotExists().Exec(ctx); err != nil {
			return fmt.Errorf("create schema_migrations: %w", err)
		}
		var applied []string
		if err := tx.NewSelect().Model((*schemaMigration)(nil)).Column("name").Scan(ctx, &applied); err != nil {
			return fmt.Errorf("read applied migrations: %w", err)
		}
		done := make(map[string]bool, len(applied))
		for _, n := range applied {
			done[n] = true
		}
		for _, m := range list {
			if done[m.name] {
				continue
			}
			if err := m.up(ctx, tx); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			rec := &schemaMigration{Name: m.name, AppliedAt: time.Now().UTC()}
			if _, err := tx.NewInsert().Model(rec).Exec(ctx); err != nil {
				return fmt.Errorf("record migration %s: %w", m.name, err)
			}
		}
		return nil
	})
}

// createTables creates each model's table; fks maps a model to its foreign
// key clauses.
func createTable(ctx context.Context, tx bun.Tx, model any, fks ...string) error {
	q := tx.NewCreateTable().Model(model).IfNotExists()
	for _, fk := range fks {
		q = q.ForeignKey(fk)
	}
	_, err := q.Exec(ctx)
	return err
}

func createIndex(ctx context.Context, tx bun.Tx, model any, name string, unique bool, cols ...string) error {
	q := tx.NewCreateIndex().Model(model).Index(name).IfNotExists().Column(cols...)
	if unique {
		q = q.Unique()
	}
	_, err := q.Exec(ctx)
	return err
}

// steps are every release's schema steps, in order. Each step's code, and
// the frozen copies of the tables it made, live in the file named after it.
var steps = []migration{
	{name: "0001_catalogue_and_users", up: migrateCatalogueAndUsers},
	{name: "0002_bookings", up: migrateBookings},
	{name: "0003_venues", up: migrateVenues},
	{name: "0004_booking_reference", up: migrateReferences},
	{name: "0005_check_ins", up: migrateCheckIns},
	{name: "0006_refunds", up: migrateRefunds},
	{name: "0007_outbox", up: migrateOutbox},
	{name: "0008_movie_search", up: migrateMovieSearch},
	{name: "0009_sample_trailers_cleared", up: clearSampleTrailers},
	{name: "0010_booking_idempotency_keys", up: migrateIdempotencyKeys},
	{name: "0012_programme", up: migrateProgramme},
	{name: "0013_concessions", up: migrateConcessions},
	{name: "0014_box_office", up: migrateBoxOffice},
	{name: "0015_seat_event_outbox", up: migrateSeatEventOutbox},
	{name: "0016_waitlist", up: migrateWaitlist},
	{name: "0017_reviews", up: migrateReviews},
	{name: "0018_waiting_rooms", up: migrateWaitingRooms},
	{name: "0019_waitlists_of_cancelled_shows", up: endWaitlistsOfCancelledShows},
}

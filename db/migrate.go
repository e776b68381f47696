package db

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
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
func Migrate(ctx context.Context, db *bun.DB) error {
	return migrate(ctx, db, migrations)
}

// migrate applies the pending steps of list; tests pass a prefix of
// migrations to build a database as an older release left it.
func migrate(ctx context.Context, db *bun.DB, list []migration) error {
	return db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if IsPG(tx) {
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

var migrations = []migration{
	{name: "0001_catalogue_and_users", up: func(ctx context.Context, tx bun.Tx) error {
		steps := []func() error{
			func() error { return createTable(ctx, tx, (*userV1)(nil)) },
			func() error { return createTable(ctx, tx, (*movieV1)(nil)) },
			func() error {
				return createTable(ctx, tx, (*castMemberV1)(nil),
					`("movie_id") REFERENCES "movies" ("id") ON DELETE CASCADE`)
			},
			func() error {
				return createTable(ctx, tx, (*showV1)(nil),
					`("movie_id") REFERENCES "movies" ("id") ON DELETE CASCADE`)
			},
			// One movie never has two shows starting at the same instant.
			func() error {
				return createIndex(ctx, tx, (*showV1)(nil), "shows_movie_starts_at_key", true, "movie_id", "starts_at")
			},
			func() error { return createIndex(ctx, tx, (*showV1)(nil), "shows_starts_at_idx", false, "starts_at") },
			func() error {
				return createTable(ctx, tx, (*favouriteV1)(nil),
					`("user_id") REFERENCES "users" ("id") ON DELETE CASCADE`,
					`("movie_id") REFERENCES "movies" ("id") ON DELETE CASCADE`)
			},
			func() error { return createTable(ctx, tx, (*appSettingV1)(nil)) },
		}
		for _, step := range steps {
			if err := step(); err != nil {
				return err
			}
		}
		return nil
	}},
	{name: "0002_bookings", up: func(ctx context.Context, tx bun.Tx) error {
		if err := createTable(ctx, tx, (*bookingV1)(nil),
			`("user_id") REFERENCES "users" ("id")`,
			`("show_id") REFERENCES "shows" ("id")`); err != nil {
			return err
		}
		for _, ix := range []struct {
			name string
			cols []string
		}{
			{"bookings_user_created_idx", []string{"user_id", "created_at"}},
			{"bookings_status_hold_idx", []string{"status", "hold_expires_at"}},
			{"bookings_show_idx", []string{"show_id"}},
			{"bookings_created_idx", []string{"created_at"}},
		} {
			if err := createIndex(ctx, tx, (*bookingV1)(nil), ix.name, false, ix.cols...); err != nil {
				return err
			}
		}
		if err := createTable(ctx, tx, (*seatClaimV2)(nil),
			`("show_id") REFERENCES "shows" ("id")`,
			`("booking_id") REFERENCES "bookings" ("id")`); err != nil {
			return err
		}
		if err := createIndex(ctx, tx, (*seatClaimV2)(nil), "seat_claims_booking_idx", false, "booking_id"); err != nil {
			return err
		}
		return createTable(ctx, tx, (*paymentEventV2)(nil))
	}},
	{name: "0003_venues", up: migrateVenues},
	{name: "0004_booking_reference", up: migrateReferences},
	{name: "0005_check_ins", up: migrateCheckIns},
	{name: "0006_refunds", up: migrateRefunds},
	{name: "0007_outbox", up: migrateOutbox},
	{name: "0008_movie_search", up: migrateMovieSearch},
	{name: "0009_sample_trailers_cleared", up: clearSampleTrailers},
	{name: "0010_booking_idempotency_keys", up: migrateIdempotencyKeys},
}

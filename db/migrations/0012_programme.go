package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// priceCardV12 is the table as migration 0012 made it. Days, formats and
// prices are JSON lists; from and to are minutes after local midnight.
type priceCardV12 struct {
	bun.BaseModel `bun:"table:price_cards"`

	ID         string     `bun:"id,pk"`
	CinemaID   string     `bun:"cinema_id,notnull"`
	Name       string     `bun:"name,notnull"`
	Days       string     `bun:"days,type:text,notnull"`
	FromMinute *int       `bun:"from_minute"`
	ToMinute   *int       `bun:"to_minute"`
	Formats    string     `bun:"formats,type:text,notnull"`
	StartsOn   *string    `bun:"starts_on"`
	EndsOn     *string    `bun:"ends_on"`
	Priority   int        `bun:"priority,notnull"`
	Prices     string     `bun:"prices,type:text,notnull"`
	CreatedAt  time.Time  `bun:"created_at,notnull"`
	RetiredAt  *time.Time `bun:"retired_at"`
}

// migrateProgramme (0012) is what a cinema programmes with: each show's
// version (format, audio and subtitle language, accessibility flags), its
// status and revision (moved, repriced, cancelled) and the price card that
// priced it; the formats a screen projects; a movie's certificate; a
// booking's age confirmation and the seat prices it was charged; price
// cards; and a third part to the outbox's key, so a booking can be told of
// each move of its show. A cancelled show no longer holds its screen: the
// indexes that keep two shows off one screen at once leave it out. Every
// existing row keeps what it meant: a 2D show in its movie's original
// language (an empty language stands for it), scheduled, on a screen that
// plays 2D (no formats listed).
// The statements are written out rather than derived from the models, so
// this step stays what it was when later steps change them.
func migrateProgramme(ctx context.Context, tx bun.Tx) error {
	tsType, intType := "TIMESTAMP", "INTEGER"
	if db.IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	if err := createTable(ctx, tx, (*priceCardV12)(nil), `("cinema_id") REFERENCES "cinemas" ("id")`); err != nil {
		return err
	}
	stmts := []string{
		`CREATE INDEX IF NOT EXISTS price_cards_cinema_idx ON price_cards (cinema_id)`,
		`ALTER TABLE shows ADD COLUMN format TEXT NOT NULL DEFAULT 'TWO_D'`,
		`ALTER TABLE shows ADD COLUMN language TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE shows ADD COLUMN subtitles TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE shows ADD COLUMN open_captions BOOLEAN NOT NULL DEFAULT false`,
		`ALTER TABLE shows ADD COLUMN audio_description BOOLEAN NOT NULL DEFAULT false`,
		`ALTER TABLE shows ADD COLUMN status TEXT NOT NULL DEFAULT 'SCHEDULED'`,
		`ALTER TABLE shows ADD COLUMN revision ` + intType + ` NOT NULL DEFAULT 0`,
		`ALTER TABLE shows ADD COLUMN price_card_id TEXT REFERENCES price_cards (id)`,
		`ALTER TABLE shows ADD COLUMN cancelled_at ` + tsType,
		`ALTER TABLE shows ADD COLUMN cancel_reason TEXT NOT NULL DEFAULT ''`,
		// The resumer of cancellations looks for paid bookings of
		// cancelled shows, which are few: a partial index finds them.
		`CREATE INDEX IF NOT EXISTS shows_cancelled_idx ON shows (id) WHERE status = 'CANCELLED'`,
		`DROP INDEX IF EXISTS shows_screen_starts_at_key`,
		`CREATE UNIQUE INDEX IF NOT EXISTS shows_screen_starts_at_key ON shows (screen_id, starts_at) WHERE status <> 'CANCELLED'`,
		`ALTER TABLE screens ADD COLUMN formats TEXT NOT NULL DEFAULT '[]'`,
		`ALTER TABLE movies ADD COLUMN certificate TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE bookings ADD COLUMN age_confirmed BOOLEAN NOT NULL DEFAULT false`,
		`ALTER TABLE bookings ADD COLUMN seat_lines TEXT`,
		`ALTER TABLE outbox_messages ADD COLUMN occasion TEXT NOT NULL DEFAULT ''`,
		`DROP INDEX IF EXISTS outbox_booking_kind_key`,
		`CREATE UNIQUE INDEX IF NOT EXISTS outbox_booking_kind_occasion_key ON outbox_messages (booking_id, kind, occasion)`,
	}
	if db.IsPG(tx) {
		stmts = append(stmts,
			`ALTER TABLE shows DROP CONSTRAINT shows_no_clash`,
			`ALTER TABLE shows ADD CONSTRAINT shows_no_clash EXCLUDE USING gist (screen_id WITH =, tstzrange(starts_at, occupied_until) WITH &&) WHERE (status <> 'CANCELLED')`,
		)
	}
	for _, stmt := range stmts {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

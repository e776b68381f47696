package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// Frozen copies of the venue models as step 0003 created them.
type cinemaV3 struct {
	bun.BaseModel `bun:"table:cinemas"`

	ID                    string    `bun:"id,pk"`
	Name                  string    `bun:"name,notnull"`
	City                  string    `bun:"city,notnull"`
	Address               string    `bun:"address,notnull"`
	TimeZone              string    `bun:"time_zone,notnull"`
	CleaningBufferMinutes int       `bun:"cleaning_buffer_minutes,notnull,default:20"`
	SingleSeatGapRule     bool      `bun:"single_seat_gap_rule,notnull,default:false"`
	CreatedAt             time.Time `bun:"created_at,notnull"`
}

type screenV3 struct {
	bun.BaseModel `bun:"table:screens"`

	ID        string    `bun:"id,pk"`
	CinemaID  string    `bun:"cinema_id,notnull"`
	Name      string    `bun:"name,notnull"`
	LayoutID  string    `bun:"layout_id,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

type seatLayoutV3 struct {
	bun.BaseModel `bun:"table:seat_layouts"`

	ID        string        `bun:"id,pk"`
	ScreenID  string        `bun:"screen_id,notnull"`
	Version   int           `bun:"version,notnull"`
	Layout    db.LayoutData `bun:"layout,type:text,notnull"`
	Capacity  int           `bun:"capacity,notnull"`
	CreatedAt time.Time     `bun:"created_at,notnull"`
}

type showPriceV3 struct {
	bun.BaseModel `bun:"table:show_prices"`

	ShowID     string `bun:"show_id,pk"`
	Category   string `bun:"category,pk"`
	PricePaise int64  `bun:"price_paise,notnull"`
}

// legacyCleaningBuffer is the buffer the migration assumes between legacy
// shows (the default cinema's).
const legacyCleaningBuffer = db.DefaultCleaningBufferMinutes * time.Minute

// migrateVenues introduces cinemas, screens, versioned seat layouts and
// per-category prices, and moves every existing show to the default
// cinema. The old model allowed several movies at one time in its one
// auditorium; such shows cannot share a screen any more, so the default
// cinema gets as many QuickShow 10×9 screens as the busiest moment needs
// and each legacy show goes, in start order, on the first of them that is
// free (interval partitioning: the fewest screens possible). Shows keep
// their ids, so bookings, seat claims and payment events stay attached.
func migrateVenues(ctx context.Context, tx bun.Tx) error {
	if err := createVenueTables(ctx, tx); err != nil {
		return err
	}
	if err := addVenueColumns(ctx, tx); err != nil {
		return err
	}
	now := time.Now().UTC()
	// The default cinema's empty time zone means "THEATRE_TZ", so it
	// follows the operator's setting.
	cin := &cinemaV3{ID: db.DefaultCinemaID, Name: "Marquee QuickShow", City: "Bengaluru",
		Address: "1 MG Road, Bengaluru", TimeZone: "", CleaningBufferMinutes: db.DefaultCleaningBufferMinutes, CreatedAt: now}
	if _, err := tx.NewInsert().Model(cin).Exec(ctx); err != nil {
		return fmt.Errorf("default cinema: %w", err)
	}
	if err := placeLegacyShows(ctx, tx, now); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO show_prices (show_id, category, price_paise) SELECT id, ?, price_paise FROM shows`, db.DefaultCategory); err != nil {
		return fmt.Errorf("legacy prices: %w", err)
	}
	if err := backfillBreakdowns(ctx, tx); err != nil {
		return err
	}
	return guardScreens(ctx, tx)
}

// createVenueTables creates the cinemas, screens, layouts and show prices.
func createVenueTables(ctx context.Context, tx bun.Tx) error {
	for _, m := range []any{(*cinemaV3)(nil), (*screenV3)(nil), (*seatLayoutV3)(nil)} {
		if err := createTable(ctx, tx, m); err != nil {
			return err
		}
	}
	if err := createTable(ctx, tx, (*showPriceV3)(nil), `("show_id") REFERENCES "shows" ("id")`); err != nil {
		return err
	}
	if err := createIndex(ctx, tx, (*seatLayoutV3)(nil), "seat_layouts_screen_version_key", true, "screen_id", "version"); err != nil {
		return err
	}
	return createIndex(ctx, tx, (*screenV3)(nil), "screens_cinema_idx", false, "cinema_id")
}

// addVenueColumns gives shows their screen, layout and busy span, and
// bookings their price breakdown.
func addVenueColumns(ctx context.Context, tx bun.Tx) error {
	tsType, intType := "TIMESTAMP", "INTEGER"
	if db.IsPG(tx) {
		tsType, intType = "TIMESTAMPTZ", "BIGINT"
	}
	for _, stmt := range []string{
		`ALTER TABLE shows ADD COLUMN screen_id TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE shows ADD COLUMN layout_id TEXT NOT NULL DEFAULT ''`,
		`ALTER TABLE shows ADD COLUMN occupied_until ` + tsType,
		`ALTER TABLE shows ADD COLUMN max_seats ` + intType + ` NOT NULL DEFAULT 5`,
		`ALTER TABLE bookings ADD COLUMN tickets_paise ` + intType + ` NOT NULL DEFAULT 0`,
		`ALTER TABLE bookings ADD COLUMN fee_paise ` + intType + ` NOT NULL DEFAULT 0`,
		`ALTER TABLE bookings ADD COLUMN tax_paise ` + intType + ` NOT NULL DEFAULT 0`,
	} {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

// legacyScreen is one QuickShow screen of the default cinema while legacy
// shows are placed, with the time it is next free.
type legacyScreen struct {
	id, layoutID string
	freeAt       time.Time
}

// addLegacyScreen stores the default cinema's screen n with the QuickShow
// layout; screen 1 is the default screen.
func addLegacyScreen(ctx context.Context, tx bun.Tx, n int, now time.Time) (legacyScreen, error) {
	sc := legacyScreen{id: db.DefaultScreenID, layoutID: db.DefaultLayoutID}
	if n > 1 {
		sc.id = fmt.Sprintf("00000000-0000-4000-8000-%012x", 0xd000+n)
		sc.layoutID = fmt.Sprintf("00000000-0000-4000-8000-%012x", 0xe000+n)
	}
	l := db.QuickShowLayout()
	lay := &seatLayoutV3{ID: sc.layoutID, ScreenID: sc.id, Version: 1, Layout: l, Capacity: l.Capacity(), CreatedAt: now}
	if _, err := tx.NewInsert().Model(lay).Exec(ctx); err != nil {
		return sc, fmt.Errorf("layout of screen %d: %w", n, err)
	}
	scr := &screenV3{ID: sc.id, CinemaID: db.DefaultCinemaID, Name: fmt.Sprintf("Screen %d", n), LayoutID: sc.layoutID, CreatedAt: now}
	if _, err := tx.NewInsert().Model(scr).Exec(ctx); err != nil {
		return sc, fmt.Errorf("screen %d: %w", n, err)
	}
	return sc, nil
}

// placeLegacyShows puts each legacy show, in start order, on the first
// default-cinema screen free at its start, adding a screen when none is.
func placeLegacyShows(ctx context.Context, tx bun.Tx, now time.Time) error {
	first, err := addLegacyScreen(ctx, tx, 1, now)
	if err != nil {
		return err
	}
	screens := []legacyScreen{first}
	var legacy []struct {
		ID       string    `bun:"id"`
		StartsAt time.Time `bun:"starts_at"`
		Runtime  int       `bun:"runtime"`
	}
	if err := tx.NewSelect().TableExpr("shows AS s").ColumnExpr("s.id, s.starts_at, m.runtime").
		Join("JOIN movies AS m ON m.id = s.movie_id").
		OrderExpr("s.starts_at, s.id").Scan(ctx, &legacy); err != nil {
		return fmt.Errorf("read legacy shows: %w", err)
	}
	for _, sh := range legacy {
		start := sh.StartsAt.UTC()
		until := start.Add(time.Duration(max(sh.Runtime, 0))*time.Minute + legacyCleaningBuffer)
		idx := -1
		for i := range screens {
			if !screens[i].freeAt.After(start) {
				idx = i
				break
			}
		}
		if idx < 0 {
			sc, err := addLegacyScreen(ctx, tx, len(screens)+1, now)
			if err != nil {
				return err
			}
			screens = append(screens, sc)
			idx = len(screens) - 1
		}
		screens[idx].freeAt = until
		if _, err := tx.NewUpdate().Table("shows").
			Set("screen_id = ?", screens[idx].id).Set("layout_id = ?", screens[idx].layoutID).
			Set("occupied_until = ?", until).Where("id = ?", sh.ID).Exec(ctx); err != nil {
			return fmt.Errorf("place legacy show %s: %w", sh.ID, err)
		}
	}
	return nil
}

// guardScreens replaces the one-auditorium uniqueness with one per screen
// and, on PostgreSQL, the exclusion constraint that refuses overlapping
// shows on a screen.
func guardScreens(ctx context.Context, tx bun.Tx) error {
	if _, err := tx.ExecContext(ctx, `DROP INDEX IF EXISTS shows_movie_starts_at_key`); err != nil {
		return err
	}
	if err := createIndex(ctx, tx, (*showV1)(nil), "shows_screen_starts_at_key", true, "screen_id", "starts_at"); err != nil {
		return err
	}
	if !db.IsPG(tx) {
		// SQLite has no exclusion constraint: InsertScheduledShow checks
		// for a clash inside its (IMMEDIATE, hence serialised) write
		// transaction.
		return nil
	}
	for _, stmt := range []string{
		`ALTER TABLE shows ALTER COLUMN occupied_until SET NOT NULL`,
		// In public, not in the current schema: an extension belongs to
		// the whole database, and a schema dropped later must not take it
		// (and every constraint using it) along.
		`CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public`,
		`ALTER TABLE shows ADD CONSTRAINT shows_no_clash EXCLUDE USING gist (screen_id WITH =, tstzrange(starts_at, occupied_until) WITH &&)`,
	} {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

// backfillBreakdowns gives legacy bookings their price breakdown: one
// flat price per seat, no fee, and the GST inside each ticket price as
// it applies to that price (12% up to ₹100, 18% above). The formula is
// copied here on purpose: a migration must keep meaning what it meant.
func backfillBreakdowns(ctx context.Context, tx bun.Tx) error {
	var rows []bookingV1
	if err := tx.NewSelect().Model(&rows).Column("id", "seats", "amount_paise").Scan(ctx); err != nil {
		return fmt.Errorf("read legacy bookings: %w", err)
	}
	for _, b := range rows {
		var tax int64
		if n := int64(len(b.Seats)); n > 0 {
			per := b.AmountPaise / n
			rate := int64(12)
			if per > 10000 {
				rate = 18
			}
			tax = n * ((per*rate*2 + 100 + rate) / (2 * (100 + rate)))
		}
		if _, err := tx.NewUpdate().Table("bookings").Set("tickets_paise = amount_paise").Set("tax_paise = ?", tax).
			Where("id = ?", b.ID).Exec(ctx); err != nil {
			return fmt.Errorf("backfill booking %s: %w", b.ID, err)
		}
	}
	return nil
}

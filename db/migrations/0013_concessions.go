package migrations

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// menuItemV13 is the table as migration 0013 made it.
type menuItemV13 struct {
	bun.BaseModel `bun:"table:menu_items"`

	ID             string    `bun:"id,pk"`
	CinemaID       string    `bun:"cinema_id,notnull"`
	Name           string    `bun:"name,notnull"`
	Description    string    `bun:"description,notnull"`
	Category       string    `bun:"category,notnull"`
	ImageURL       string    `bun:"image_url,notnull"`
	PricePaise     int64     `bun:"price_paise,notnull"`
	GSTRatePercent int       `bun:"gst_rate_percent,notnull"`
	Available      bool      `bun:"available,notnull"`
	StockPerDay    *int      `bun:"stock_per_day"`
	Position       int       `bun:"position,notnull"`
	CreatedAt      time.Time `bun:"created_at,notnull"`
	UpdatedAt      time.Time `bun:"updated_at,notnull"`
}

// menuStockV13 is the table as migration 0013 made it.
type menuStockV13 struct {
	bun.BaseModel `bun:"table:menu_stock"`

	ItemID string `bun:"item_id,pk"`
	Day    string `bun:"day,pk"`
	Sold   int    `bun:"sold,notnull"`
}

// orderLineV13 is the table as migration 0013 made it.
type orderLineV13 struct {
	bun.BaseModel `bun:"table:booking_order_lines"`

	BookingID      string     `bun:"booking_id,pk"`
	ItemID         string     `bun:"item_id,pk"`
	Name           string     `bun:"name,notnull"`
	Quantity       int        `bun:"quantity,notnull"`
	UnitPricePaise int64      `bun:"unit_price_paise,notnull"`
	GSTRatePercent int        `bun:"gst_rate_percent,notnull"`
	AmountPaise    int64      `bun:"amount_paise,notnull"`
	Day            string     `bun:"day,notnull"`
	CollectedAt    *time.Time `bun:"collected_at"`
}

// offerV13 is the table as migration 0013 made it. Cinema ids, formats
// and weekdays are JSON lists.
type offerV13 struct {
	bun.BaseModel `bun:"table:offers"`

	ID             string     `bun:"id,pk"`
	Code           *string    `bun:"code"`
	CodeKey        *string    `bun:"code_key"`
	Title          string     `bun:"title,notnull"`
	Kind           string     `bun:"kind,notnull"`
	Value          int64      `bun:"value,notnull"`
	AppliesTo      string     `bun:"applies_to,notnull"`
	CapPaise       *int64     `bun:"cap_paise"`
	StartsAt       *time.Time `bun:"starts_at"`
	EndsAt         *time.Time `bun:"ends_at"`
	MinTickets     int        `bun:"min_tickets,notnull"`
	MaxRedemptions *int       `bun:"max_redemptions"`
	MaxPerUser     int        `bun:"max_per_user,notnull"`
	Redemptions    int        `bun:"redemptions,notnull"`
	Held           int        `bun:"held,notnull"`
	CinemaIDs      string     `bun:"cinema_ids,type:text,notnull"`
	Formats        string     `bun:"formats,type:text,notnull"`
	Weekdays       string     `bun:"weekdays,type:text,notnull"`
	Paused         bool       `bun:"paused,notnull"`
	CreatedAt      time.Time  `bun:"created_at,notnull"`
	UpdatedAt      time.Time  `bun:"updated_at,notnull"`
}

// offerUseV13 is the table as migration 0013 made it.
type offerUseV13 struct {
	bun.BaseModel `bun:"table:offer_uses"`

	OfferID string `bun:"offer_id,pk"`
	UserID  string `bun:"user_id,pk"`
	Used    int    `bun:"used,notnull"`
}

// migrateConcessions (0013) adds food and drink and offers: each cinema's
// menu, the stock sold of each item per day, a booking's order lines,
// offers (promo codes and automatic offers) with their redemption counts
// and each customer's use of them, and on bookings the food total, the
// discount and the offer used. Existing bookings had no food and no
// discount, which the zero defaults say.
func migrateConcessions(ctx context.Context, tx bun.Tx) error {
	tables := []struct {
		model any
		fks   []string
	}{
		{(*menuItemV13)(nil), []string{`("cinema_id") REFERENCES "cinemas" ("id")`}},
		{(*menuStockV13)(nil), []string{`("item_id") REFERENCES "menu_items" ("id")`}},
		{(*orderLineV13)(nil), []string{`("booking_id") REFERENCES "bookings" ("id")`, `("item_id") REFERENCES "menu_items" ("id")`}},
		{(*offerV13)(nil), nil},
		{(*offerUseV13)(nil), []string{`("offer_id") REFERENCES "offers" ("id")`}},
	}
	for _, t := range tables {
		if err := createTable(ctx, tx, t.model, t.fks...); err != nil {
			return err
		}
	}
	intType := "INTEGER"
	if db.IsPG(tx) {
		intType = "BIGINT"
	}
	stmts := []string{
		`CREATE INDEX IF NOT EXISTS menu_items_cinema_idx ON menu_items (cinema_id)`,
		`CREATE INDEX IF NOT EXISTS booking_order_lines_item_idx ON booking_order_lines (item_id)`,
		// NULL codes (automatic offers) are distinct in a unique index on
		// both databases.
		`CREATE UNIQUE INDEX IF NOT EXISTS offers_code_key ON offers (code_key)`,
		`ALTER TABLE bookings ADD COLUMN food_paise ` + intType + ` NOT NULL DEFAULT 0`,
		`ALTER TABLE bookings ADD COLUMN discount_paise ` + intType + ` NOT NULL DEFAULT 0`,
		`ALTER TABLE bookings ADD COLUMN offer_id TEXT REFERENCES offers (id)`,
		`CREATE INDEX IF NOT EXISTS bookings_offer_idx ON bookings (offer_id) WHERE offer_id IS NOT NULL`,
	}
	for _, stmt := range stmts {
		if _, err := tx.ExecContext(ctx, stmt); err != nil {
			return fmt.Errorf("%s: %w", stmt, err)
		}
	}
	return nil
}

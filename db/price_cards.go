package db

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"
)

// PriceCard is a cinema's pricing rule: a price per seat category for the
// shows it matches — days of the week (ISO: 1 Monday … 7 Sunday; none is
// every day), a local time band [FromMinute, ToMinute) (nil ends are the
// day's; From after To wraps past midnight), formats (none is every
// format) and local dates StartsOn…EndsOn (YYYY-MM-DD, inclusive, nil is
// open). Among the cards a show matches the highest Priority wins. A card
// is retired rather than deleted: the shows it priced still name it.
type PriceCard struct {
	bun.BaseModel `bun:"table:price_cards"`

	ID         string      `bun:"id,pk"`
	CinemaID   string      `bun:"cinema_id,notnull"`
	Name       string      `bun:"name,notnull"`
	Days       []int       `bun:"days,type:text,notnull"`
	FromMinute *int        `bun:"from_minute"`
	ToMinute   *int        `bun:"to_minute"`
	Formats    []string    `bun:"formats,type:text,notnull"`
	StartsOn   *string     `bun:"starts_on"`
	EndsOn     *string     `bun:"ends_on"`
	Priority   int         `bun:"priority,notnull"`
	Prices     []CardPrice `bun:"prices,type:text,notnull"`
	CreatedAt  time.Time   `bun:"created_at,notnull"`
	RetiredAt  *time.Time  `bun:"retired_at,nullzero"`
}

// CardPrice is a card's price (paise, GST included) of one seat category.
type CardPrice struct {
	Category   string `json:"category"`
	PricePaise int64  `json:"pricePaise"`
}

// InsertPriceCard stores a new card.
func InsertPriceCard(ctx context.Context, idb bun.IDB, c *PriceCard) error {
	_, err := idb.NewInsert().Model(c).Exec(ctx)
	return err
}

// EnsurePriceCards stores cards unless a card with the id exists (retired
// or not), so seeding on every start adds each once and never revives
// one an admin deleted.
func EnsurePriceCards(ctx context.Context, idb bun.IDB, cards []PriceCard) error {
	if len(cards) == 0 {
		return nil
	}
	_, err := idb.NewInsert().Model(&cards).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	return err
}

// PriceCardsOf lists a cinema's cards in force (not retired), highest
// priority first, then by name.
func PriceCardsOf(ctx context.Context, idb bun.IDB, cinemaID string) ([]PriceCard, error) {
	out := []PriceCard{}
	err := idb.NewSelect().Model(&out).Where("cinema_id = ? AND retired_at IS NULL", cinemaID).
		OrderExpr("priority DESC, name, id").Scan(ctx)
	return out, err
}

// PriceCardsByIDs returns cards by id, retired ones included, in no
// order.
func PriceCardsByIDs(ctx context.Context, idb bun.IDB, ids []string) ([]PriceCard, error) {
	out := []PriceCard{}
	if len(ids) == 0 {
		return out, nil
	}
	return out, idb.NewSelect().Model(&out).Where("id IN (?)", bun.In(ids)).Scan(ctx)
}

// RetirePriceCard takes a card out of force; ErrNotFound when there is no
// such card in force.
func RetirePriceCard(ctx context.Context, idb bun.IDB, id string, now time.Time) error {
	res, err := idb.NewUpdate().Model((*PriceCard)(nil)).Set("retired_at = ?", now).
		Where("id = ? AND retired_at IS NULL", id).Exec(ctx)
	return affectedOne(res, err)
}

// jsonList is a list as the JSON text columns store it.
func jsonList[T any](list []T) string {
	if list == nil {
		list = []T{}
	}
	b, err := json.Marshal(list)
	if err != nil {
		// A list of strings or numbers always encodes.
		panic("db: " + err.Error())
	}
	return string(b)
}

package db

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// Bounds on food: the most items a cinema's menu holds and the most
// distinct items one booking orders (each 1 to MaxItemQuantity). The
// GraphQL cost model weighs the menu and an order's lines by them.
const (
	MaxMenuItems    = 60
	MaxOrderLines   = 20
	MaxItemQuantity = 10
)

// MenuItem is one thing a cinema's counter sells: food, a drink or a
// combo (a combo is an item like any other). Its price includes GST, at
// GSTRatePercent (5 or 18), as the cinema's invoice states it.
type MenuItem struct {
	bun.BaseModel `bun:"table:menu_items"`

	ID             string `bun:"id,pk"`
	CinemaID       string `bun:"cinema_id,notnull"`
	Name           string `bun:"name,notnull"`
	Description    string `bun:"description,notnull"`
	Category       string `bun:"category,notnull"`
	ImageURL       string `bun:"image_url,notnull"`
	PricePaise     int64  `bun:"price_paise,notnull"`
	GSTRatePercent int    `bun:"gst_rate_percent,notnull"`
	Available      bool   `bun:"available,notnull"`
	// StockPerDay is how many can be sold for the shows of one cinema-local
	// day; nil for no limit. What is sold of it is counted in menu_stock.
	StockPerDay *int      `bun:"stock_per_day"`
	Position    int       `bun:"position,notnull"`
	CreatedAt   time.Time `bun:"created_at,notnull"`
	UpdatedAt   time.Time `bun:"updated_at,notnull"`

	// StockLeft is filled by readers that were asked for a day's stock
	// (MenuOfCinema); it is no column.
	StockLeft *int `bun:"-"`
}

// MenuStock counts what is sold (paid or held by a pending booking) of an
// item with a daily stock, for the shows of one local day. Counting sold
// units rather than keeping units left lets an admin change the daily
// stock without touching the days already under way.
type MenuStock struct {
	bun.BaseModel `bun:"table:menu_stock"`

	ItemID string `bun:"item_id,pk"`
	Day    string `bun:"day,pk"`
	Sold   int    `bun:"sold,notnull"`
}

// OrderLine is one item of a booking's food order as it was sold: name,
// price and GST rate are copied, so a later menu change does not change
// what the booking cost. Day is the stock day it was counted against; ""
// when the item had no daily stock, so nothing is given back for it.
type OrderLine struct {
	bun.BaseModel `bun:"table:booking_order_lines"`

	BookingID      string     `bun:"booking_id,pk"`
	ItemID         string     `bun:"item_id,pk"`
	Name           string     `bun:"name,notnull"`
	Quantity       int        `bun:"quantity,notnull"`
	UnitPricePaise int64      `bun:"unit_price_paise,notnull"`
	GSTRatePercent int        `bun:"gst_rate_percent,notnull"`
	AmountPaise    int64      `bun:"amount_paise,notnull"`
	Day            string     `bun:"day,notnull"`
	CollectedAt    *time.Time `bun:"collected_at,nullzero"`
}

// Offer kinds and scopes.
const (
	OfferPercent   = "PERCENT"
	OfferFlatPaise = "FLAT_PAISE"

	ScopeTickets = "TICKETS"
	ScopeFood    = "FOOD"
	ScopeAll     = "ALL"
)

// Offer is a promo code or, without a code, an automatic offer. Its
// redemptions are counted in two columns: Redemptions (paid bookings) and
// Held (pending bookings holding one, like seats); MaxRedemptions bounds
// their sum, so a code can never be promised to more bookings than it has
// redemptions. Per-user use is counted in offer_uses the same way.
type Offer struct {
	bun.BaseModel `bun:"table:offers"`

	ID string `bun:"id,pk"`
	// Code is as the admin typed it; CodeKey is its upper-case form,
	// unique, so codes match whatever the case. Both nil for an automatic
	// offer.
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
	// MaxPerUser is how many bookings of one customer may use it; 0 for
	// no limit.
	MaxPerUser  int `bun:"max_per_user,notnull"`
	Redemptions int `bun:"redemptions,notnull"`
	Held        int `bun:"held,notnull"`
	// CinemaIDs, Formats and Weekdays restrict it (empty: no restriction).
	// Weekdays are MONDAY..SUNDAY of the show's local date.
	CinemaIDs []string  `bun:"cinema_ids,type:text,notnull"`
	Formats   []string  `bun:"formats,type:text,notnull"`
	Weekdays  []string  `bun:"weekdays,type:text,notnull"`
	Paused    bool      `bun:"paused,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	UpdatedAt time.Time `bun:"updated_at,notnull"`
}

// OfferUse counts one customer's bookings using an offer: paid ones and
// pending ones holding it.
type OfferUse struct {
	bun.BaseModel `bun:"table:offer_uses"`

	OfferID string `bun:"offer_id,pk"`
	UserID  string `bun:"user_id,pk"`
	Used    int    `bun:"used,notnull"`
}

// ErrCodeTaken reports an offer code already in use, whatever its case.
var ErrCodeTaken = errors.New("offer code taken")

// CodeKeyOf is the form codes are matched in.
func CodeKeyOf(code string) string { return strings.ToUpper(strings.TrimSpace(code)) }

// MenuOfCinema lists a cinema's menu in its order. When day is not "",
// each item with a daily stock gets StockLeft for that day.
func MenuOfCinema(ctx context.Context, idb bun.IDB, cinemaID, day string) ([]MenuItem, error) {
	var items []MenuItem
	if err := idb.NewSelect().Model(&items).Where("cinema_id = ?", cinemaID).
		OrderExpr("position, name, id").Scan(ctx); err != nil {
		return nil, err
	}
	if day == "" {
		return items, nil
	}
	return items, fillStockLeft(ctx, idb, items, day)
}

// fillStockLeft sets StockLeft of the items with a daily stock for day.
func fillStockLeft(ctx context.Context, idb bun.IDB, items []MenuItem, day string) error {
	var ids []string
	for _, it := range items {
		if it.StockPerDay != nil {
			ids = append(ids, it.ID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	var rows []MenuStock
	if err := idb.NewSelect().Model(&rows).Where("item_id IN (?) AND day = ?", bun.In(ids), day).Scan(ctx); err != nil {
		return err
	}
	sold := make(map[string]int, len(rows))
	for _, r := range rows {
		sold[r.ItemID] = r.Sold
	}
	for i := range items {
		if items[i].StockPerDay == nil {
			continue
		}
		left := max(*items[i].StockPerDay-sold[items[i].ID], 0)
		items[i].StockLeft = &left
	}
	return nil
}

// MenuItemsByID reads items by id (any cinema), in no particular order.
func MenuItemsByID(ctx context.Context, idb bun.IDB, ids []string) ([]MenuItem, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var items []MenuItem
	err := idb.NewSelect().Model(&items).Where("id IN (?)", bun.In(ids)).Scan(ctx)
	return items, err
}

// MenuItemByID reads one item, or ErrNotFound.
func MenuItemByID(ctx context.Context, idb bun.IDB, id string) (*MenuItem, error) {
	it := new(MenuItem)
	if err := idb.NewSelect().Model(it).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return it, nil
}

// InsertMenuItem stores a new item.
func InsertMenuItem(ctx context.Context, idb bun.IDB, it *MenuItem) error {
	_, err := idb.NewInsert().Model(it).Exec(ctx)
	return err
}

// UpdateMenuItem writes every field of an existing item of its cinema; it
// reports ErrNotFound when the cinema has no such item.
func UpdateMenuItem(ctx context.Context, idb bun.IDB, it *MenuItem) error {
	res, err := idb.NewUpdate().Model(it).
		Column("name", "description", "category", "image_url", "price_paise", "gst_rate_percent",
			"available", "stock_per_day", "position", "updated_at").
		Where("id = ? AND cinema_id = ?", it.ID, it.CinemaID).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return ErrNotFound
	}
	return nil
}

// NextMenuPosition is the position after a cinema's last item.
func NextMenuPosition(ctx context.Context, idb bun.IDB, cinemaID string) (int, error) {
	var pos int
	err := idb.NewSelect().Model((*MenuItem)(nil)).ColumnExpr("COALESCE(MAX(position), -1) + 1").
		Where("cinema_id = ?", cinemaID).Scan(ctx, &pos)
	return pos, err
}

// ClaimStock counts qty more units of item sold for day, unless that
// would pass perDay: the condition is in the UPDATE, so concurrent claims
// queue on the row and none can oversell. It reports false when the stock
// is short.
func ClaimStock(ctx context.Context, idb bun.IDB, itemID, day string, qty, perDay int) (bool, error) {
	if _, err := idb.NewInsert().Model(&MenuStock{ItemID: itemID, Day: day}).
		On("CONFLICT (item_id, day) DO NOTHING").Exec(ctx); err != nil {
		return false, fmt.Errorf("claim stock: %w", err)
	}
	res, err := idb.NewUpdate().Model((*MenuStock)(nil)).
		Set("sold = sold + ?", qty).
		Where("item_id = ? AND day = ? AND sold + ? <= ?", itemID, day, qty, perDay).Exec(ctx)
	if err != nil {
		return false, fmt.Errorf("claim stock: %w", err)
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

// StockSold is how many units of item are counted sold for day.
func StockSold(ctx context.Context, idb bun.IDB, itemID, day string) (int, error) {
	var sold []int
	err := idb.NewSelect().Model((*MenuStock)(nil)).Column("sold").Where("item_id = ? AND day = ?", itemID, day).Scan(ctx, &sold)
	if err != nil || len(sold) == 0 {
		return 0, err
	}
	return sold[0], nil
}

// InsertOrderLines stores a booking's order.
func InsertOrderLines(ctx context.Context, idb bun.IDB, lines []OrderLine) error {
	if len(lines) == 0 {
		return nil
	}
	_, err := idb.NewInsert().Model(&lines).Exec(ctx)
	return err
}

// OrderLinesOf returns the order lines of the given bookings, by booking
// then item id: the order the booking priced them in (a discount's
// rounding depends on it).
func OrderLinesOf(ctx context.Context, idb bun.IDB, bookingIDs []string) ([]OrderLine, error) {
	if len(bookingIDs) == 0 {
		return nil, nil
	}
	var lines []OrderLine
	err := idb.NewSelect().Model(&lines).Where("booking_id IN (?)", bun.In(bookingIDs)).
		OrderExpr("booking_id, item_id").Scan(ctx)
	return lines, err
}

// MarkFoodCollected stamps a booking's uncollected lines collected at now
// and reports how many it stamped.
func MarkFoodCollected(ctx context.Context, idb bun.IDB, bookingID string, now time.Time) (int, error) {
	res, err := idb.NewUpdate().Model((*OrderLine)(nil)).Set("collected_at = ?", now).
		Where("booking_id = ? AND collected_at IS NULL", bookingID).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// InsertOffer stores a new offer; ErrCodeTaken when its code is in use.
func InsertOffer(ctx context.Context, idb bun.IDB, o *Offer) error {
	if _, err := idb.NewInsert().Model(o).Exec(ctx); err != nil {
		msg := err.Error()
		if strings.Contains(msg, "offers_code_key") || strings.Contains(msg, "offers.code_key") {
			return ErrCodeTaken
		}
		return fmt.Errorf("insert offer: %w", err)
	}
	return nil
}

// SetOfferPaused pauses or resumes an offer; ErrNotFound for none.
func SetOfferPaused(ctx context.Context, idb bun.IDB, id string, paused bool, now time.Time) error {
	res, err := idb.NewUpdate().Model((*Offer)(nil)).Set("paused = ?", paused).Set("updated_at = ?", now).
		Where("id = ?", id).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return ErrNotFound
	}
	return nil
}

// OfferByID reads one offer, or ErrNotFound.
func OfferByID(ctx context.Context, idb bun.IDB, id string) (*Offer, error) {
	o := new(Offer)
	if err := idb.NewSelect().Model(o).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return o, nil
}

// OfferByCode reads the offer with a code, matched whatever its case, or
// ErrNotFound.
func OfferByCode(ctx context.Context, idb bun.IDB, code string) (*Offer, error) {
	o := new(Offer)
	if err := idb.NewSelect().Model(o).Where("code_key = ?", CodeKeyOf(code)).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return o, nil
}

// AutomaticOffers lists the offers without a code that are not paused.
func AutomaticOffers(ctx context.Context, idb bun.IDB) ([]Offer, error) {
	var list []Offer
	err := idb.NewSelect().Model(&list).Where("code_key IS NULL AND paused = ?", false).OrderExpr("created_at, id").Scan(ctx)
	return list, err
}

// AllOffers lists every offer, newest first.
func AllOffers(ctx context.Context, idb bun.IDB) ([]Offer, error) {
	var list []Offer
	err := idb.NewSelect().Model(&list).OrderExpr("created_at DESC, id DESC").Scan(ctx)
	return list, err
}

// HoldRedemption reserves one redemption of offer for a pending booking
// of userID: Held goes up only while paid and held together stay under
// MaxRedemptions, and the user's count only while under MaxPerUser. Each
// condition is in its UPDATE, so racing bookings queue on the row and
// never pass the limit. It reports which limit refused ("" when held):
// "total" or "user".
func HoldRedemption(ctx context.Context, idb bun.IDB, o *Offer, userID string) (string, error) {
	return takeRedemption(ctx, idb, o, userID, "held")
}

// RedeemAgain counts a redemption for a booking paid after its hold had
// ended and released it: the same limits as HoldRedemption, counted paid.
func RedeemAgain(ctx context.Context, idb bun.IDB, o *Offer, userID string) (string, error) {
	return takeRedemption(ctx, idb, o, userID, "redemptions")
}

func takeRedemption(ctx context.Context, idb bun.IDB, o *Offer, userID, column string) (string, error) {
	res, err := idb.NewUpdate().Model((*Offer)(nil)).
		Set("? = ? + 1", bun.Ident(column), bun.Ident(column)).
		Where("id = ? AND (max_redemptions IS NULL OR redemptions + held < max_redemptions)", o.ID).Exec(ctx)
	if err != nil {
		return "", fmt.Errorf("hold redemption: %w", err)
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return "total", nil
	}
	if o.MaxPerUser <= 0 {
		return "", nil
	}
	var used []int
	_, err = idb.NewInsert().Model(&OfferUse{OfferID: o.ID, UserID: userID, Used: 1}).
		On("CONFLICT (offer_id, user_id) DO UPDATE").Set("used = offer_use.used + 1").
		Where("offer_use.used < ?", o.MaxPerUser).
		Returning("used").Exec(ctx, &used)
	if err != nil {
		return "", fmt.Errorf("hold redemption per user: %w", err)
	}
	if len(used) == 0 {
		return "user", nil
	}
	return "", nil
}

// ConvertRedemption turns a pending booking's held redemption into a
// paid one.
func ConvertRedemption(ctx context.Context, idb bun.IDB, offerID string) error {
	_, err := idb.NewUpdate().Model((*Offer)(nil)).Set("held = held - 1").Set("redemptions = redemptions + 1").
		Where("id = ?", offerID).Exec(ctx)
	return err
}

// ReleaseExtras gives back what the given bookings took besides seats:
// the stock of their uncollected food and their redemption (held when
// paid is false, counted paid when true). Callers call it once per
// booking, in the transaction whose conditional status change ended it.
func ReleaseExtras(ctx context.Context, idb bun.IDB, bookingIDs []string, paid bool) error {
	if len(bookingIDs) == 0 {
		return nil
	}
	lines, err := OrderLinesOf(ctx, idb, bookingIDs)
	if err != nil {
		return err
	}
	// One statement per (item, day), in key order, so concurrent releases
	// and claims lock rows in the same order on PostgreSQL.
	type key struct{ item, day string }
	back := map[key]int{}
	for _, l := range lines {
		if l.CollectedAt == nil && l.Day != "" {
			back[key{l.ItemID, l.Day}] += l.Quantity
		}
	}
	keys := make([]key, 0, len(back))
	for k := range back {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		return keys[i].item < keys[j].item || (keys[i].item == keys[j].item && keys[i].day < keys[j].day)
	})
	for _, k := range keys {
		if _, err := idb.NewUpdate().Model((*MenuStock)(nil)).Set("sold = sold - ?", back[k]).
			Where("item_id = ? AND day = ?", k.item, k.day).Exec(ctx); err != nil {
			return fmt.Errorf("return stock: %w", err)
		}
	}
	var redeemed []Booking
	if err := idb.NewSelect().Model(&redeemed).Column("id", "user_id", "offer_id").
		Where("id IN (?) AND offer_id IS NOT NULL", bun.In(bookingIDs)).OrderExpr("offer_id, id").Scan(ctx); err != nil {
		return err
	}
	column := "held"
	if paid {
		column = "redemptions"
	}
	for _, b := range redeemed {
		if _, err := idb.NewUpdate().Model((*Offer)(nil)).Set("? = ? - 1", bun.Ident(column), bun.Ident(column)).
			Where("id = ?", *b.OfferID).Exec(ctx); err != nil {
			return fmt.Errorf("release redemption: %w", err)
		}
		if _, err := idb.NewUpdate().Model((*OfferUse)(nil)).Set("used = used - 1").
			Where("offer_id = ? AND user_id = ? AND used > 0", *b.OfferID, b.UserID).Exec(ctx); err != nil {
			return fmt.Errorf("release redemption per user: %w", err)
		}
	}
	return nil
}

// OfferUsedBy is userID's count of bookings using offer (paid and held);
// 0 for an empty userID.
func OfferUsedBy(ctx context.Context, idb bun.IDB, offerID, userID string) (int, error) {
	if userID == "" {
		return 0, nil
	}
	var used []int
	err := idb.NewSelect().Model((*OfferUse)(nil)).Column("used").
		Where("offer_id = ? AND user_id = ?", offerID, userID).Scan(ctx, &used)
	if err != nil || len(used) == 0 {
		return 0, err
	}
	return used[0], nil
}

// EnsureMenuItems stores the items whose id is not stored yet; items an
// admin changed keep the changes.
func EnsureMenuItems(ctx context.Context, idb bun.IDB, items []MenuItem) error {
	if len(items) == 0 {
		return nil
	}
	_, err := idb.NewInsert().Model(&items).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	return err
}

// EnsureOffers stores the offers whose id is not stored yet.
func EnsureOffers(ctx context.Context, idb bun.IDB, offers []Offer) error {
	if len(offers) == 0 {
		return nil
	}
	_, err := idb.NewInsert().Model(&offers).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	return err
}

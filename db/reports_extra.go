package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// FoodSalesRow is one menu item's sales: units, what they were sold for
// (GST inside, before any discount: the offers report has those) and the
// GST inside at the item's rate.
type FoodSalesRow struct {
	ItemID     string `bun:"item_id"`
	Name       string `bun:"name"`
	Category   string `bun:"category"`
	Quantity   int64  `bun:"quantity"`
	GrossPaise int64  `bun:"gross"`
	TaxPaise   int64  `bun:"tax"`
	NetPaise   int64  `bun:"net"`
}

// OfferReportRow is one offer's redemptions: the paid bookings that used
// it, what it took off them (its cost to the cinema) and what they paid.
type OfferReportRow struct {
	OfferID     string  `bun:"offer_id"`
	Code        *string `bun:"code"`
	Title       string  `bun:"title"`
	Redemptions int64   `bun:"redemptions"`
	CostPaise   int64   `bun:"cost"`
	GrossPaise  int64   `bun:"gross"`
}

// RefundRow is one booking's refund.
type RefundRow struct {
	BookingID     string    `bun:"booking_id"`
	Reference     string    `bun:"reference"`
	RefundedAt    time.Time `bun:"refunded_at"`
	Movie         string    `bun:"movie"`
	Channel       string    `bun:"channel"`
	AmountPaise   int64     `bun:"amount"`
	RefundedPaise int64     `bun:"refunded"`
}

// MaxRefundRows bounds the refunds report: the newest this many.
const MaxRefundRows = 1000

// paidOnDays joins a booking b to its show s, screen sc and the day d its
// show plays; the caller's WHERE keeps the paid ones.
const paidOnDays = `FROM bookings AS b
JOIN shows AS s ON s.id = b.show_id
JOIN screens AS sc ON sc.id = s.screen_id
JOIN days AS d ON d.cinema_id = sc.cinema_id AND s.starts_at >= d.lo AND s.starts_at < d.hi
`

// FoodSales adds up the order lines of the PAID bookings of the shows
// playing on days by menu item, sorted by name. Each line's GST is the
// GST inside its amount at its rate, to the nearest paisa, as the
// booking's price breakdown has it.
func FoodSales(ctx context.Context, idb bun.IDB, days []ReportDay) ([]FoodSalesRow, error) {
	rows := []FoodSalesRow{}
	if len(days) == 0 {
		return rows, nil
	}
	tax := "(2 * ol.amount_paise * ol.gst_rate_percent + 100 + ol.gst_rate_percent) / (2 * (100 + ol.gst_rate_percent))"
	cte, args := daysCTE(idb, days)
	q := cte + `SELECT ol.item_id AS item_id, MIN(ol.name) AS name, MIN(mi.category) AS category,
	SUM(ol.quantity) AS quantity, SUM(ol.amount_paise) AS gross, SUM(` + tax + `) AS tax,
	SUM(ol.amount_paise - ` + tax + `) AS net
` + paidOnDays + `JOIN booking_order_lines AS ol ON ol.booking_id = b.id
JOIN menu_items AS mi ON mi.id = ol.item_id
WHERE b.status = ?
GROUP BY ol.item_id
ORDER BY name, item_id`
	args = append(args, StatusPaid)
	err := idb.NewRaw(q, args...).Scan(ctx, &rows)
	return rows, err
}

// OfferRedemptions adds up the PAID bookings of the shows playing on days
// by the offer they used, sorted by title.
func OfferRedemptions(ctx context.Context, idb bun.IDB, days []ReportDay) ([]OfferReportRow, error) {
	rows := []OfferReportRow{}
	if len(days) == 0 {
		return rows, nil
	}
	cte, args := daysCTE(idb, days)
	q := cte + `SELECT o.id AS offer_id, MIN(o.code) AS code, MIN(o.title) AS title, COUNT(*) AS redemptions,
	SUM(b.discount_paise) AS cost, SUM(b.amount_paise) AS gross
` + paidOnDays + `JOIN offers AS o ON o.id = b.offer_id
WHERE b.status = ?
GROUP BY o.id
ORDER BY title, offer_id`
	args = append(args, StatusPaid)
	err := idb.NewRaw(q, args...).Scan(ctx, &rows)
	return rows, err
}

// Refunds lists the bookings refunded on days (the local day of the
// refund at the show's cinema), newest first, at most MaxRefundRows:
// whole refunds and refunds less a cancellation fee, online or at the
// counter.
func Refunds(ctx context.Context, idb bun.IDB, days []ReportDay) ([]RefundRow, error) {
	rows := []RefundRow{}
	if len(days) == 0 {
		return rows, nil
	}
	cte, args := daysCTE(idb, days)
	q := cte + `SELECT b.id AS booking_id, b.reference AS reference, b.refunded_at AS refunded_at, m.title AS movie,
	b.channel AS channel, b.amount_paise AS amount, b.refunded_paise AS refunded
FROM bookings AS b
JOIN shows AS s ON s.id = b.show_id
JOIN screens AS sc ON sc.id = s.screen_id
JOIN movies AS m ON m.id = s.movie_id
JOIN days AS d ON d.cinema_id = sc.cinema_id AND b.refunded_at >= d.lo AND b.refunded_at < d.hi
WHERE b.refunded_at IS NOT NULL AND b.refunded_paise IS NOT NULL
ORDER BY b.refunded_at DESC, b.id
LIMIT ?`
	args = append(args, MaxRefundRows)
	err := idb.NewRaw(q, args...).Scan(ctx, &rows)
	return rows, err
}

package db

import (
	"context"
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// FilmHire is a film's hire agreement at one cinema: the distributor's
// percentage of net ticket revenue by week of release (the last one
// holds for every later week), and an optional weekly minimum guarantee.
type FilmHire struct {
	bun.BaseModel `bun:"table:film_hires,alias:fh"`

	MovieID               int64     `bun:"movie_id,pk"`
	CinemaID              string    `bun:"cinema_id,pk"`
	Distributor           string    `bun:"distributor,notnull"`
	WeeklyPercent         []float64 `bun:"weekly_percent,type:text,notnull"`
	MinimumGuaranteePaise *int64    `bun:"minimum_guarantee_paise"`
	UpdatedAt             time.Time `bun:"updated_at,notnull"`
}

// FilmHireOf returns the agreement of a movie at a cinema, or ErrNotFound.
func FilmHireOf(ctx context.Context, idb bun.IDB, movieID int64, cinemaID string) (*FilmHire, error) {
	h := new(FilmHire)
	err := idb.NewSelect().Model(h).Where("fh.movie_id = ? AND fh.cinema_id = ?", movieID, cinemaID).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return h, nil
}

// UpsertFilmHire stores h, replacing the movie's agreement at the cinema.
func UpsertFilmHire(ctx context.Context, idb bun.IDB, h *FilmHire) error {
	_, err := idb.NewInsert().Model(h).
		On("CONFLICT (movie_id, cinema_id) DO UPDATE").
		Set("distributor = EXCLUDED.distributor, weekly_percent = EXCLUDED.weekly_percent").
		Set("minimum_guarantee_paise = EXCLUDED.minimum_guarantee_paise, updated_at = EXCLUDED.updated_at").
		Exec(ctx)
	return err
}

// SettlementTakings is one film's paid tickets in a week at a cinema
// under its hire agreement.
type SettlementTakings struct {
	MovieID     int64  `bun:"movie_id"`
	Distributor string `bun:"distributor"`
	Tickets     int64  `bun:"tickets"`
	// GrossPaise is the ticket prices (GST inside); booking fees and
	// their GST stay the cinema's.
	GrossPaise int64 `bun:"gross"`
	TaxPaise   int64 `bun:"tax"`
	// WeeklyPercent and MinimumGuaranteePaise are the agreement's.
	WeeklyPercent         string `bun:"weekly_percent"`
	MinimumGuaranteePaise *int64 `bun:"minimum_guarantee_paise"`
}

// Percents decodes the agreement's weekly percentages.
func (t SettlementTakings) Percents() ([]float64, error) {
	var p []float64
	if err := json.Unmarshal([]byte(t.WeeklyPercent), &p); err != nil {
		return nil, fmt.Errorf("film hire of movie %d: %w", t.MovieID, err)
	}
	return p, nil
}

// SettlementWeek adds up, per film with a hire agreement at the days'
// cinema (of distributor, unless empty), the PAID bookings of its shows
// playing on days. A film with an agreement and no sales has a row of
// zeros, since a minimum guarantee is due all the same. Tickets counts
// every booking; gross and GST only those without food or a discount,
// whose ticket GST is the booking's GST less the GST on its fees (the
// amount beyond tickets and fees). A booking with food or a discount
// carries both in one GST sum, so the caller splits it from its stored
// lines (SettlementSplitBookings) and adds its tickets' part.
func SettlementWeek(ctx context.Context, idb bun.IDB, cinemaID string, days []ReportDay, distributor string) ([]SettlementTakings, error) {
	out := []SettlementTakings{}
	if len(days) == 0 {
		return out, nil
	}
	cte, args := daysCTE(idb, days)
	q := cte + `, sold AS (
	SELECT s.movie_id AS movie_id, SUM(` + seatCount(idb) + `) AS tickets,
		SUM(CASE WHEN ` + plainBooking + ` THEN b.tickets_paise ELSE 0 END) AS gross,
		SUM(CASE WHEN ` + plainBooking + ` THEN b.tax_paise - (b.amount_paise - b.tickets_paise - b.fee_paise) ELSE 0 END) AS tax
	FROM bookings AS b
	JOIN shows AS s ON s.id = b.show_id
	JOIN screens AS sc ON sc.id = s.screen_id
	JOIN days AS d ON d.cinema_id = sc.cinema_id AND s.starts_at >= d.lo AND s.starts_at < d.hi
	WHERE b.status = ? AND sc.cinema_id = ?
	GROUP BY s.movie_id)
SELECT fh.movie_id AS movie_id, fh.distributor AS distributor, COALESCE(sold.tickets, 0) AS tickets,
	COALESCE(sold.gross, 0) AS gross, COALESCE(sold.tax, 0) AS tax,
	fh.weekly_percent AS weekly_percent, fh.minimum_guarantee_paise AS minimum_guarantee_paise
FROM film_hires AS fh
LEFT JOIN sold ON sold.movie_id = fh.movie_id
WHERE fh.cinema_id = ? AND (? = '' OR fh.distributor = ?)
	AND (sold.movie_id IS NOT NULL OR EXISTS (SELECT 1 FROM shows AS s
		JOIN screens AS sc ON sc.id = s.screen_id
		JOIN days AS d ON d.cinema_id = sc.cinema_id AND s.starts_at >= d.lo AND s.starts_at < d.hi
		WHERE s.movie_id = fh.movie_id AND s.status <> ?))
ORDER BY fh.distributor, fh.movie_id`
	args = append(args, StatusPaid, cinemaID, cinemaID, distributor, distributor, ShowCancelled)
	err := idb.NewRaw(q, args...).Scan(ctx, &out)
	return out, err
}

// plainBooking is true of a booking row b with neither food nor a
// discount: its stored sums split tickets from fees exactly.
const plainBooking = "(b.food_paise = 0 AND b.discount_paise = 0)"

// SettlementSplit is a PAID booking with food or a discount of one film's
// show in a settlement week.
type SettlementSplit struct {
	MovieID int64
	Booking Booking
}

// SettlementSplitBookings lists the PAID bookings with food or a discount
// of the shows at cinemaID playing on days, with their films; their
// order lines are in booking_order_lines (OrderLinesOf).
func SettlementSplitBookings(ctx context.Context, idb bun.IDB, cinemaID string, days []ReportDay) ([]SettlementSplit, error) {
	if len(days) == 0 {
		return nil, nil
	}
	cte, args := daysCTE(idb, days)
	var keys []struct {
		ID      string `bun:"id"`
		MovieID int64  `bun:"movie_id"`
	}
	q := cte + `SELECT b.id AS id, s.movie_id AS movie_id
FROM bookings AS b
JOIN shows AS s ON s.id = b.show_id
JOIN screens AS sc ON sc.id = s.screen_id
JOIN days AS d ON d.cinema_id = sc.cinema_id AND s.starts_at >= d.lo AND s.starts_at < d.hi
WHERE b.status = ? AND sc.cinema_id = ? AND NOT ` + plainBooking + `
ORDER BY b.id`
	args = append(args, StatusPaid, cinemaID)
	if err := idb.NewRaw(q, args...).Scan(ctx, &keys); err != nil {
		return nil, err
	}
	if len(keys) == 0 {
		return nil, nil
	}
	ids := make([]string, len(keys))
	movieOf := make(map[string]int64, len(keys))
	for i, k := range keys {
		ids[i], movieOf[k.ID] = k.ID, k.MovieID
	}
	var list []Booking
	if err := idb.NewSelect().Model(&list).Where("id IN (?)", bun.In(ids)).Order("id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]SettlementSplit, 0, len(list))
	for _, b := range list {
		out = append(out, SettlementSplit{MovieID: movieOf[b.ID], Booking: b})
	}
	return out, nil
}

// FirstShowAt returns when a movie's first show (cancelled ones aside)
// at a cinema starts; ok is false when it has none.
func FirstShowAt(ctx context.Context, idb bun.IDB, movieID int64, cinemaID string) (at time.Time, ok bool, err error) {
	var sh Show
	err = idb.NewSelect().Model(&sh).Column("show.starts_at").
		Join("JOIN screens AS sc ON sc.id = show.screen_id").
		Where("show.movie_id = ? AND sc.cinema_id = ? AND show.status <> ?", movieID, cinemaID, ShowCancelled).
		OrderExpr("show.starts_at").Limit(1).Scan(ctx)
	if err != nil {
		if err := notFound(err); err == ErrNotFound {
			return time.Time{}, false, nil
		}
		return time.Time{}, false, err
	}
	return sh.StartsAt, true, nil
}

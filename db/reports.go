package db

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// ReportDay is one local day of one cinema: the instants [Lo, Hi) its
// midnight-to-midnight covers in UTC, worked out by the caller from the
// cinema's time zone. The reports join shows to a list of these, so every
// figure is grouped by the day the show plays where it plays, on SQLite
// (which knows no time zones) exactly as on PostgreSQL.
type ReportDay struct {
	CinemaID string
	Day      string // YYYY-MM-DD local
	Weekday  int    // 0 = Sunday … 6 = Saturday
	Lo, Hi   time.Time
}

// Report groupings of SalesReport.
const (
	GroupMovie   = "MOVIE"
	GroupScreen  = "SCREEN"
	GroupDay     = "DAY"
	GroupChannel = "CHANNEL"
)

// SalesRow is one group of paid bookings: tickets (seats), gross (what
// customers paid), the GST inside it and the net after GST.
type SalesRow struct {
	Key        string `bun:"key"`
	Label      string `bun:"label"`
	Bookings   int64  `bun:"bookings"`
	Tickets    int64  `bun:"tickets"`
	GrossPaise int64  `bun:"gross"`
	TaxPaise   int64  `bun:"tax"`
	NetPaise   int64  `bun:"net"`
}

// OccupancyCell is the shows of one screen starting in one local hour of
// one weekday: how many, their seats and the seats sold.
type OccupancyCell struct {
	ScreenID string `bun:"screen_id"`
	Weekday  int    `bun:"weekday"`
	Hour     int    `bun:"hour"`
	Shows    int    `bun:"shows"`
	Seats    int64  `bun:"seats"`
	Sold     int64  `bun:"sold"`
}

// daysCTE writes the days as a common table expression named days, with
// its arguments. PostgreSQL is told the instants' type, which a VALUES
// list of literals does not carry.
func daysCTE(idb bun.IDB, days []ReportDay) (string, []any) {
	ts := "?"
	if IsPG(idb) {
		ts = "CAST(? AS TIMESTAMPTZ)"
	}
	var sb strings.Builder
	sb.WriteString("WITH days (cinema_id, day, weekday, lo, hi) AS (VALUES ")
	args := make([]any, 0, 5*len(days))
	for i, d := range days {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString("(?, ?, CAST(? AS INTEGER), " + ts + ", " + ts + ")")
		args = append(args, d.CinemaID, d.Day, d.Weekday, d.Lo.UTC(), d.Hi.UTC())
	}
	sb.WriteString(")\n")
	return sb.String(), args
}

// seatCount is the number of seats of a booking row b, from its JSON list.
func seatCount(idb bun.IDB) string {
	if IsPG(idb) {
		return "json_array_length(b.seats::json)"
	}
	return "json_array_length(b.seats)"
}

// SalesReport groups the PAID bookings of the shows playing on days by
// group (GroupMovie, GroupScreen, GroupDay or GroupChannel), sorted by
// key. Gross is each booking's amount, so the rows add up to what the
// dashboard counts as revenue.
func SalesReport(ctx context.Context, idb bun.IDB, days []ReportDay, group string) ([]SalesRow, error) {
	rows := []SalesRow{}
	if len(days) == 0 {
		return rows, nil
	}
	var key, label string
	switch group {
	case GroupMovie:
		key, label = "CAST(m.id AS TEXT)", "m.title"
	case GroupScreen:
		key, label = "sc.id", "c.name || ' · ' || sc.name"
	case GroupDay:
		key, label = "d.day", "d.day"
	case GroupChannel:
		key, label = "b.channel", "b.channel"
	default:
		return nil, fmt.Errorf("sales report: unknown group %q", group)
	}
	cte, args := daysCTE(idb, days)
	q := cte + `SELECT ` + key + ` AS key, MIN(` + label + `) AS label, COUNT(*) AS bookings,
	COALESCE(SUM(` + seatCount(idb) + `), 0) AS tickets,
	COALESCE(SUM(b.amount_paise), 0) AS gross, COALESCE(SUM(b.tax_paise), 0) AS tax,
	COALESCE(SUM(b.amount_paise - b.tax_paise), 0) AS net
FROM bookings AS b
JOIN shows AS s ON s.id = b.show_id
JOIN screens AS sc ON sc.id = s.screen_id
JOIN cinemas AS c ON c.id = sc.cinema_id
JOIN movies AS m ON m.id = s.movie_id
JOIN days AS d ON d.cinema_id = sc.cinema_id AND s.starts_at >= d.lo AND s.starts_at < d.hi
WHERE b.status = ?
GROUP BY ` + key + `
ORDER BY key`
	args = append(args, StatusPaid)
	err := idb.NewRaw(q, args...).Scan(ctx, &rows)
	return rows, err
}

// Occupancy counts the shows (cancelled ones aside) playing on days by
// screen, weekday and local hour of their start, with their seats and
// the seats sold (PAID bookings). The hour is counted from the local
// midnight, which is the clock's hour except on a day the clocks change.
func Occupancy(ctx context.Context, idb bun.IDB, days []ReportDay) ([]OccupancyCell, error) {
	cells := []OccupancyCell{}
	if len(days) == 0 {
		return cells, nil
	}
	hour := "CAST(CAST((julianday(s.starts_at) - julianday(d.lo)) * 86400 + 0.5 AS INTEGER) / 3600 AS INTEGER)"
	if IsPG(idb) {
		hour = "CAST(FLOOR(EXTRACT(EPOCH FROM (s.starts_at - d.lo)) / 3600) AS INTEGER)"
	}
	cte, args := daysCTE(idb, days)
	q := cte + `SELECT s.screen_id AS screen_id, d.weekday AS weekday, ` + hour + ` AS hour,
	COUNT(*) AS shows, COALESCE(SUM(l.capacity), 0) AS seats, COALESCE(SUM(p.sold), 0) AS sold
FROM shows AS s
JOIN screens AS sc ON sc.id = s.screen_id
JOIN seat_layouts AS l ON l.id = s.layout_id
JOIN days AS d ON d.cinema_id = sc.cinema_id AND s.starts_at >= d.lo AND s.starts_at < d.hi
LEFT JOIN (SELECT b.show_id AS show_id, SUM(` + seatCount(idb) + `) AS sold
	FROM bookings AS b WHERE b.status = ? GROUP BY b.show_id) AS p ON p.show_id = s.id
WHERE s.status <> ?
GROUP BY s.screen_id, d.weekday, ` + hour + `
ORDER BY s.screen_id, d.weekday, hour`
	args = append(args, StatusPaid, ShowCancelled)
	err := idb.NewRaw(q, args...).Scan(ctx, &cells)
	return cells, err
}

package db

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// InsertCinema stores a new cinema.
func InsertCinema(ctx context.Context, idb bun.IDB, c *Cinema) error {
	_, err := idb.NewInsert().Model(c).Exec(ctx)
	return err
}

// CinemaByID returns one cinema.
func CinemaByID(ctx context.Context, idb bun.IDB, id string) (*Cinema, error) {
	c := new(Cinema)
	if err := idb.NewSelect().Model(c).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return c, nil
}

// UpdateCinema saves a cinema's details; it returns ErrNotFound for an
// unknown id. Shows keep the occupied-until they were stored with, so a new
// cleaning buffer applies only to shows scheduled afterwards.
func UpdateCinema(ctx context.Context, idb bun.IDB, c *Cinema) error {
	res, err := idb.NewUpdate().Model(c).
		Column("name", "city", "address", "time_zone", "cleaning_buffer_minutes", "single_seat_gap_rule").
		WherePK().Exec(ctx)
	return affectedOne(res, err)
}

// SetScreenFormats stores the formats a screen projects; ErrNotFound for
// an unknown id.
func SetScreenFormats(ctx context.Context, idb bun.IDB, screenID string, formats []string) error {
	res, err := idb.NewUpdate().Model((*Screen)(nil)).Set("formats = ?", jsonList(formats)).Where("id = ?", screenID).Exec(ctx)
	return affectedOne(res, err)
}

// FillScreenFormats sets a screen's formats unless it lists some: the
// sample catalogue gives its screens theirs without undoing an admin's.
func FillScreenFormats(ctx context.Context, idb bun.IDB, screenID string, formats []string) error {
	_, err := idb.NewUpdate().Model((*Screen)(nil)).Set("formats = ?", jsonList(formats)).
		Where("id = ? AND formats = '[]'", screenID).Exec(ctx)
	return err
}

// RenameScreen sets a screen's name; it returns ErrNotFound for an unknown
// id.
func RenameScreen(ctx context.Context, idb bun.IDB, screenID, name string) error {
	res, err := idb.NewUpdate().Model((*Screen)(nil)).Set("name = ?", name).Where("id = ?", screenID).Exec(ctx)
	return affectedOne(res, err)
}

func affectedOne(res sql.Result, err error) error {
	if err != nil {
		return err
	}
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

// Cinemas lists the cinemas of a city (every cinema for ""), by city and
// name.
func Cinemas(ctx context.Context, idb bun.IDB, city string) ([]Cinema, error) {
	var out []Cinema
	q := idb.NewSelect().Model(&out).OrderExpr("city, name, id")
	if city != "" {
		q = q.Where("LOWER(city) = LOWER(?)", city)
	}
	return out, q.Scan(ctx)
}

// Cities lists the distinct cities that have a cinema, sorted.
func Cities(ctx context.Context, idb bun.IDB) ([]string, error) {
	var out []string
	err := idb.NewSelect().Model((*Cinema)(nil)).ColumnExpr("DISTINCT city").OrderExpr("city").Scan(ctx, &out)
	return out, err
}

// InsertScreen stores a new screen.
func InsertScreen(ctx context.Context, idb bun.IDB, s *Screen) error {
	_, err := idb.NewInsert().Model(s).Exec(ctx)
	return err
}

// ScreenByID returns one screen with its cinema and current layout.
func ScreenByID(ctx context.Context, idb bun.IDB, id string) (*Screen, error) {
	s := new(Screen)
	if err := idb.NewSelect().Model(s).Relation("Cinema").Relation("Layout").Where("screen.id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return s, nil
}

// ScreensOfCinemas lists the screens of the given cinemas by name, each
// with its current layout.
func ScreensOfCinemas(ctx context.Context, idb bun.IDB, cinemaIDs []string) ([]Screen, error) {
	var out []Screen
	if len(cinemaIDs) == 0 {
		return out, nil
	}
	err := idb.NewSelect().Model(&out).Relation("Layout").
		Where("screen.cinema_id IN (?)", bun.In(cinemaIDs)).OrderExpr("screen.name, screen.id").Scan(ctx)
	return out, err
}

// InsertLayout stores a layout version; the unique (screen, version) key
// makes two concurrent edits of one screen fail rather than share a
// version number.
func InsertLayout(ctx context.Context, idb bun.IDB, l *SeatLayout) error {
	_, err := idb.NewInsert().Model(l).Exec(ctx)
	return err
}

// LockScreen takes a screen's row for the rest of the transaction, so two
// layout edits of one screen run one after the other and each gets the next
// version. SQLite needs no lock: its write transactions already run one at a
// time (they begin IMMEDIATE).
func LockScreen(ctx context.Context, idb bun.IDB, screenID string) error {
	if !IsPG(idb) {
		return nil
	}
	var id string
	err := idb.NewSelect().Model((*Screen)(nil)).Column("id").Where("id = ?", screenID).For("UPDATE").Scan(ctx, &id)
	return notFound(err)
}

// NextLayoutVersion is one more than the screen's newest layout version.
func NextLayoutVersion(ctx context.Context, idb bun.IDB, screenID string) (int, error) {
	var v int
	err := idb.NewSelect().Model((*SeatLayout)(nil)).ColumnExpr("COALESCE(MAX(version), 0) + 1").
		Where("screen_id = ?", screenID).Scan(ctx, &v)
	return v, err
}

// SetScreenLayout points a screen at a new current layout version.
func SetScreenLayout(ctx context.Context, idb bun.IDB, screenID, layoutID string) error {
	_, err := idb.NewUpdate().Model((*Screen)(nil)).Set("layout_id = ?", layoutID).Where("id = ?", screenID).Exec(ctx)
	return err
}

// LayoutByID returns one layout version.
func LayoutByID(ctx context.Context, idb bun.IDB, id string) (*SeatLayout, error) {
	l := new(SeatLayout)
	if err := idb.NewSelect().Model(l).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return l, nil
}

// LayoutsByIDs returns layout versions by id, in no order.
func LayoutsByIDs(ctx context.Context, idb bun.IDB, ids []string) ([]SeatLayout, error) {
	var out []SeatLayout
	if len(ids) == 0 {
		return out, nil
	}
	return out, idb.NewSelect().Model(&out).Where("id IN (?)", bun.In(ids)).Scan(ctx)
}

// PricesOfShows returns the category prices of the given shows, by
// category code.
func PricesOfShows(ctx context.Context, idb bun.IDB, showIDs []string) ([]ShowPrice, error) {
	var out []ShowPrice
	if len(showIDs) == 0 {
		return out, nil
	}
	err := idb.NewSelect().Model(&out).Where("show_id IN (?)", bun.In(showIDs)).OrderExpr("show_id, price_paise DESC, category").Scan(ctx)
	return out, err
}

// Schedule outcomes of InsertScheduledShow.
const (
	// Scheduled: the show was stored.
	Scheduled = iota
	// AlreadyScheduled: the same movie already starts on the screen at
	// that instant; nothing was stored (a form submitted twice).
	AlreadyScheduled
	// ScreenBusy: another show occupies the screen in that time.
	ScreenBusy
)

// InsertScheduledShow stores sh with its category prices unless another
// show occupies its screen between sh.StartsAt and sh.OccupiedUntil. The
// database decides: on PostgreSQL the shows_no_clash exclusion constraint
// (the insert does nothing on a conflict, even with a concurrent
// transaction that has not committed yet, which it waits for); on SQLite
// the check and the insert run in the caller's write transaction, which
// SQLite serialises (transactions are IMMEDIATE). idb must be a
// transaction. With ScreenBusy or AlreadyScheduled it returns the show in
// the way, with its movie.
func InsertScheduledShow(ctx context.Context, idb bun.IDB, sh *Show, prices []ShowPrice) (int, *Show, error) {
	other, err := clashingShow(ctx, idb, sh)
	if err != nil {
		// There is no show to compare with, so the outcome is the error.
		return 0, nil, err
	}
	if other != nil {
		return clashOutcome(sh, other), other, nil
	}
	res, err := idb.NewInsert().Model(sh).On("CONFLICT DO NOTHING").Exec(ctx)
	if err != nil {
		return 0, nil, fmt.Errorf("insert show: %w", err)
	}
	if n, _ := res.RowsAffected(); n == 0 {
		other, err := clashingShow(ctx, idb, sh)
		if err != nil {
			return 0, nil, err
		}
		if other == nil {
			return 0, nil, errors.New("insert show: refused without a clashing show")
		}
		return clashOutcome(sh, other), other, nil
	}
	for i := range prices {
		prices[i].ShowID = sh.ID
	}
	if len(prices) > 0 {
		if _, err := idb.NewInsert().Model(&prices).Exec(ctx); err != nil {
			return 0, nil, fmt.Errorf("insert show prices: %w", err)
		}
	}
	return Scheduled, nil, nil
}

func clashOutcome(sh, other *Show) int {
	if other.MovieID == sh.MovieID && other.StartsAt.Equal(sh.StartsAt) {
		return AlreadyScheduled
	}
	return ScreenBusy
}

// clashingShow returns a scheduled show other than sh on sh's screen
// whose time overlaps sh's (start inclusive, end exclusive, as
// tstzrange's default), or nil. A cancelled show holds no screen.
func clashingShow(ctx context.Context, idb bun.IDB, sh *Show) (*Show, error) {
	var found []Show
	err := idb.NewSelect().Model(&found).Relation("Movie").
		Where("show.screen_id = ?", sh.ScreenID).
		Where("show.id <> ?", sh.ID).
		Where("show.status = ?", ShowScheduled).
		Where("show.starts_at < ?", sh.OccupiedUntil.UTC()).
		Where("show.occupied_until > ?", sh.StartsAt.UTC()).
		OrderExpr("show.starts_at").Limit(1).Scan(ctx)
	if err != nil {
		return nil, fmt.Errorf("find clashing show: %w", err)
	}
	if len(found) == 0 {
		return nil, nil
	}
	return &found[0], nil
}

// EnsureVenue stores a cinema with its screens and their layouts unless
// they already exist (by id), so seeding on every start changes nothing
// the second time.
func EnsureVenue(ctx context.Context, idb bun.IDB, c *Cinema, screens []Screen, layouts []SeatLayout) error {
	if _, err := idb.NewInsert().Model(c).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		return fmt.Errorf("cinema %s: %w", c.ID, err)
	}
	if len(layouts) > 0 {
		if _, err := idb.NewInsert().Model(&layouts).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
			return fmt.Errorf("layouts of %s: %w", c.ID, err)
		}
	}
	if len(screens) > 0 {
		if _, err := idb.NewInsert().Model(&screens).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
			return fmt.Errorf("screens of %s: %w", c.ID, err)
		}
	}
	return nil
}

// MovieStartsAt reports whether the movie has a show starting at the
// instant on any of the given screens.
func MovieStartsAt(ctx context.Context, idb bun.IDB, movieID int64, at time.Time, screenIDs []string) (bool, error) {
	return idb.NewSelect().Model((*Show)(nil)).Where("movie_id = ?", movieID).Where("starts_at = ?", at.UTC()).
		Where("screen_id IN (?)", bun.In(screenIDs)).Exists(ctx)
}

// PaidTicketsByShow sums the ticket prices (GST included, fees excluded)
// of the paid bookings of each show.
func PaidTicketsByShow(ctx context.Context, idb bun.IDB) (map[string]int64, error) {
	var rows []struct {
		ShowID string `bun:"show_id"`
		Sum    int64  `bun:"sum"`
	}
	err := idb.NewSelect().Model((*Booking)(nil)).ColumnExpr("show_id, SUM(tickets_paise) AS sum").
		Where("status = ?", StatusPaid).Group("show_id").Scan(ctx, &rows)
	out := make(map[string]int64, len(rows))
	for _, r := range rows {
		out[r.ShowID] = r.Sum
	}
	return out, err
}

// InsertShowPrices stores category prices of shows.
func InsertShowPrices(ctx context.Context, idb bun.IDB, prices []ShowPrice) error {
	if len(prices) == 0 {
		return nil
	}
	_, err := idb.NewInsert().Model(&prices).Exec(ctx)
	return err
}

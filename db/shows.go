package db

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/uptrace/bun"
)

// Show is one screening of a movie on a screen. SeatVersion grows by one
// in every transaction that changes the show's seats, so live snapshots
// carry a strictly increasing version in commit order. The screen is busy
// from StartsAt until OccupiedUntil (runtime plus the cinema's cleaning
// buffer); LayoutID is the layout version the show was scheduled with.
// PricePaise is the lowest category price, kept for the original clients.
type Show struct {
	bun.BaseModel `bun:"table:shows"`

	ID            string    `bun:"id,pk"`
	MovieID       int64     `bun:"movie_id,notnull"`
	StartsAt      time.Time `bun:"starts_at,notnull"`
	PricePaise    int64     `bun:"price_paise,notnull"`
	SeatVersion   int64     `bun:"seat_version,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	ScreenID      string    `bun:"screen_id,notnull"`
	LayoutID      string    `bun:"layout_id,notnull"`
	OccupiedUntil time.Time `bun:"occupied_until,notnull"`
	MaxSeats      int       `bun:"max_seats,notnull"`

	// The show's version: Format is a ShowFormat (2D when a row names
	// none), Language the ISO 639-1 code of its audio ("" plays the
	// movie's original language, see ShowLanguage), Subtitles the code of
	// its subtitles ("" for none).
	Format           string `bun:"format,notnull"`
	Language         string `bun:"language,notnull"`
	Subtitles        string `bun:"subtitles,notnull"`
	OpenCaptions     bool   `bun:"open_captions,notnull"`
	AudioDescription bool   `bun:"audio_description,notnull"`
	// Status is ShowScheduled or ShowCancelled. Revision grows by one with
	// every change of the show itself (moved, repriced, cancelled): a
	// claim commits only at the revision it was checked and priced at.
	Status   string `bun:"status,notnull"`
	Revision int64  `bun:"revision,notnull"`
	// PriceCardID names the card that priced the show; nil when every
	// price was given explicitly.
	PriceCardID  *string    `bun:"price_card_id"`
	CancelledAt  *time.Time `bun:"cancelled_at,nullzero"`
	CancelReason string     `bun:"cancel_reason,notnull"`

	Movie  *Movie  `bun:"rel:belongs-to,join:movie_id=id"`
	Screen *Screen `bun:"rel:belongs-to,join:screen_id=id"`
}

var _ bun.BeforeAppendModelHook = (*Show)(nil)

// BeforeAppendModel gives a show inserted without a format or a status
// (test fixtures, tools writing rows directly) a 2D one, scheduled, as the
// migration gave the shows before them. A hook rather than column
// defaults: bun fills a default for a whole multi-row insert alike.
func (sh *Show) BeforeAppendModel(_ context.Context, q bun.Query) error {
	if _, ok := q.(*bun.InsertQuery); ok {
		if sh.Format == "" {
			sh.Format = FormatTwoD
		}
		if sh.Status == "" {
			sh.Status = ShowScheduled
		}
	}
	return nil
}

// Show statuses. A cancelled show keeps its row (its bookings point at
// it) but no longer holds its screen.
const (
	ShowScheduled = "SCHEDULED"
	ShowCancelled = "CANCELLED"
)

// Show formats (the GraphQL ShowFormat). A screen that lists none plays
// 2D.
const (
	FormatTwoD = "TWO_D"
)

// Formats lists every show format, in the schema's order.
var Formats = []string{"TWO_D", "THREE_D", "IMAX_2D", "IMAX_3D", "FOUR_DX", "SCREEN_X", "DOLBY_CINEMA"}

// ShowLanguage is the language a show plays in: its own, or its movie's
// original language when it states none (shows stored before shows had
// languages). movie may be nil when the show's movie is not at hand.
func ShowLanguage(sh *Show, movie *Movie) string {
	if sh.Language != "" {
		return sh.Language
	}
	if movie == nil {
		movie = sh.Movie
	}
	if movie == nil {
		return ""
	}
	return movie.OriginalLanguage
}

// showLanguageSQL is ShowLanguage in SQL, for a show aliased s and its
// movie aliased m.
const showLanguageSQL = "COALESCE(NULLIF(s.language, ''), m.original_language)"

// UpcomingShows lists the scheduled (not cancelled) shows starting after
// now, soonest first, each with its movie (joined, not fetched one by
// one). A non-empty movieIDs limits the list to those movies.
func UpcomingShows(ctx context.Context, idb bun.IDB, now time.Time, movieIDs ...int64) ([]Show, error) {
	var shows []Show
	q := idb.NewSelect().Model(&shows).Relation("Movie").Relation("Screen.Cinema").
		Where("show.starts_at > ?", now).Where("show.status = ?", ShowScheduled).
		OrderExpr("show.starts_at, show.movie_id")
	if len(movieIDs) > 0 {
		q = q.Where("show.movie_id IN (?)", bun.In(movieIDs))
	}
	return shows, q.Scan(ctx)
}

// UpcomingShowTimes lists the scheduled show rows (no movie) starting
// after now for the given movies, soonest first, each with its screen and
// cinema: what show-time lists need.
func UpcomingShowTimes(ctx context.Context, idb bun.IDB, now time.Time, movieIDs []int64) ([]Show, error) {
	var shows []Show
	err := idb.NewSelect().Model(&shows).
		Column("show.id", "show.movie_id", "show.starts_at", "show.screen_id", "show.layout_id", "show.price_paise",
			"show.format", "show.subtitles", "show.open_captions", "show.audio_description", "show.status").
		// The language a show plays in, its movie's when it states none
		// (see ShowLanguage), so the lists need not load the movies.
		ColumnExpr("COALESCE(NULLIF(show.language, ''), (SELECT m.original_language FROM movies AS m WHERE m.id = show.movie_id)) AS language").
		Relation("Screen.Cinema").
		Where("show.starts_at > ?", now).Where("show.status = ?", ShowScheduled).
		Where("show.movie_id IN (?)", bun.In(movieIDs)).
		OrderExpr("show.starts_at, show.movie_id").
		Scan(ctx)
	return shows, err
}

// AllShowsAt lists the shows on one cinema's screens, past ones
// included, soonest first, each with its movie; an empty cinemaID means
// every cinema.
func AllShowsAt(ctx context.Context, idb bun.IDB, cinemaID string) ([]Show, error) {
	var shows []Show
	q := idb.NewSelect().Model(&shows).Relation("Movie").Relation("Screen.Cinema").OrderExpr("show.starts_at, show.id")
	if cinemaID != "" {
		q = q.Where("screen.cinema_id = ?", cinemaID)
	}
	return shows, q.Scan(ctx)
}

// UpcomingShowsAt is UpcomingShows (every movie) limited to one cinema's
// screens; an empty cinemaID means every cinema.
func UpcomingShowsAt(ctx context.Context, idb bun.IDB, now time.Time, cinemaID string) ([]Show, error) {
	var shows []Show
	q := idb.NewSelect().Model(&shows).Relation("Movie").Relation("Screen.Cinema").
		Where("show.starts_at > ?", now).Where("show.status = ?", ShowScheduled).
		OrderExpr("show.starts_at, show.movie_id")
	if cinemaID != "" {
		q = q.Where("screen.cinema_id = ?", cinemaID)
	}
	return shows, q.Scan(ctx)
}

// ShowByID returns one show with its movie.
func ShowByID(ctx context.Context, idb bun.IDB, id string) (*Show, error) {
	s := new(Show)
	if err := idb.NewSelect().Model(s).Relation("Movie").Relation("Screen.Cinema").Where("show.id = ?", id).Scan(ctx); err != nil {
		return nil, notFound(err)
	}
	return s, nil
}

// GapRuleOfShow reports whether the cinema a show plays at keeps the
// single-seat-gap rule: one column, for a caller that knows the rest of
// the show (ShowByID's joins cost several times more on PostgreSQL).
func GapRuleOfShow(ctx context.Context, idb bun.IDB, showID string) (bool, error) {
	var rule bool
	err := idb.NewSelect().ColumnExpr("c.single_seat_gap_rule").TableExpr("shows AS s").
		Join("JOIN screens AS sc ON sc.id = s.screen_id").Join("JOIN cinemas AS c ON c.id = sc.cinema_id").
		Where("s.id = ?", showID).Scan(ctx, &rule)
	return rule, notFound(err)
}

// ShowsOnScreens lists the shows of the given screens that overlap
// [from, to) — start before to, occupied until after from — cancelled ones
// included, soonest first, each with its movie and screen.
func ShowsOnScreens(ctx context.Context, idb bun.IDB, screenIDs []string, from, to time.Time) ([]Show, error) {
	shows := []Show{}
	if len(screenIDs) == 0 {
		return shows, nil
	}
	err := idb.NewSelect().Model(&shows).Relation("Movie").Relation("Screen.Cinema").
		Where("show.screen_id IN (?)", bun.In(screenIDs)).
		Where("show.starts_at < ?", to.UTC()).Where("show.occupied_until > ?", from.UTC()).
		OrderExpr("show.starts_at, show.id").Scan(ctx)
	return shows, err
}

// LockShow takes a show's row for the rest of the transaction idb on
// PostgreSQL, so a change of the show (a move, new prices, a
// cancellation) waits for the claims already writing to it and the
// claims after it see the change (their seat-version bump needs the row;
// see BumpSeatVersionIfOnSale). SQLite's write transactions run one at a
// time anyway. It returns ErrNotFound for an unknown show.
func LockShow(ctx context.Context, idb bun.IDB, showID string) error {
	q := idb.NewSelect().Model((*Show)(nil)).Column("id").Where("id = ?", showID)
	if IsPG(idb) {
		// NO KEY UPDATE, the lock an UPDATE of the row takes: it keeps
		// out other changes of the row (a claim's seat-version bump) but
		// not the inserts of bookings and claims that reference it.
		q = q.For("NO KEY UPDATE")
	}
	var ids []string
	if err := q.Scan(ctx, &ids); err != nil {
		return err
	}
	if len(ids) == 0 {
		return ErrNotFound
	}
	return nil
}

// ShowSaleState is what a claim must find unchanged to commit: the show's
// status and revision.
type ShowSaleState struct {
	Status   string `bun:"status"`
	Revision int64  `bun:"revision"`
}

// SaleState reads a show's status and revision; ErrNotFound for an
// unknown show.
func SaleState(ctx context.Context, idb bun.IDB, showID string) (ShowSaleState, error) {
	var st ShowSaleState
	err := idb.NewSelect().Model((*Show)(nil)).Column("status", "revision").Where("id = ?", showID).Scan(ctx, &st)
	return st, notFound(err)
}

// CancelShowRow marks a scheduled show cancelled and moves its revision
// on; false when it was not scheduled (cancelled already). Its screen is
// free from then on: the indexes that keep shows apart leave cancelled
// ones out.
func CancelShowRow(ctx context.Context, idb bun.IDB, showID, reason string, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*Show)(nil)).
		Set("status = ?", ShowCancelled).Set("cancelled_at = ?", now.UTC()).Set("cancel_reason = ?", reason).
		Set("revision = revision + 1").
		Where("id = ? AND status = ?", showID, ShowScheduled).Exec(ctx)
	return oneRow(res, err)
}

// MoveShowRow gives scheduled show sh its new screen, layout and times
// (sh's ScreenID, LayoutID, StartsAt, OccupiedUntil) and moves its
// revision on, unless another show occupies the new screen then: the
// outcome is ScreenBusy with that show (and its movie), and nothing
// changes. As for InsertScheduledShow, the database decides on
// PostgreSQL (the exclusion constraint refuses the update, which runs in
// a savepoint so the transaction survives) and the check runs in the
// write transaction on SQLite. idb must be a transaction.
func MoveShowRow(ctx context.Context, idb bun.IDB, sh *Show) (int, *Show, error) {
	other, err := clashingShow(ctx, idb, sh)
	if err != nil {
		return 0, nil, err
	}
	if other != nil {
		return ScreenBusy, other, nil
	}
	var moved bool
	err = idb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewUpdate().Model((*Show)(nil)).
			Set("screen_id = ?", sh.ScreenID).Set("layout_id = ?", sh.LayoutID).
			Set("starts_at = ?", sh.StartsAt.UTC()).Set("occupied_until = ?", sh.OccupiedUntil.UTC()).
			Set("revision = revision + 1").
			Where("id = ? AND status = ?", sh.ID, ShowScheduled).Exec(ctx)
		moved, err = oneRow(res, err)
		return err
	})
	if isClash(err) {
		other, err := clashingShow(ctx, idb, sh)
		if err != nil {
			return 0, nil, err
		}
		if other == nil {
			return 0, nil, errors.New("move show: refused without a clashing show")
		}
		return ScreenBusy, other, nil
	}
	if err != nil {
		return 0, nil, fmt.Errorf("move show: %w", err)
	}
	if !moved {
		return 0, nil, ErrNotFound
	}
	return Scheduled, nil, nil
}

// isClash recognises the refusal of two shows on one screen at once: the
// exclusion constraint or the unique (screen, start) index.
func isClash(err error) bool {
	var pg *pgconn.PgError
	if errors.As(err, &pg) {
		return pg.Code == "23P01" || (pg.Code == "23505" && pg.ConstraintName == "shows_screen_starts_at_key")
	}
	return err != nil && strings.Contains(err.Error(), "shows.screen_id, shows.starts_at")
}

// SetShowPrices replaces a show's category prices (and its lowest price,
// kept for the original clients) and the card that priced it, and moves
// its revision on: bookings claimed at the old revision no longer commit.
func SetShowPrices(ctx context.Context, idb bun.IDB, showID string, prices []ShowPrice, cardID *string) error {
	if _, err := idb.NewDelete().Model((*ShowPrice)(nil)).Where("show_id = ?", showID).Exec(ctx); err != nil {
		return fmt.Errorf("replace show prices: %w", err)
	}
	low := int64(-1)
	for i := range prices {
		prices[i].ShowID = showID
		if low < 0 || prices[i].PricePaise < low {
			low = prices[i].PricePaise
		}
	}
	if err := InsertShowPrices(ctx, idb, prices); err != nil {
		return fmt.Errorf("replace show prices: %w", err)
	}
	_, err := idb.NewUpdate().Model((*Show)(nil)).
		Set("price_paise = ?", max(low, 0)).Set("price_card_id = ?", cardID).Set("revision = revision + 1").
		Where("id = ?", showID).Exec(ctx)
	return err
}

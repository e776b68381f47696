package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Bounds on reviews: the rating scale, the longest text (in characters)
// and the largest page of one movie's reviews. The GraphQL cost model
// weighs a page by MaxReviewPage.
const (
	MinRating       = 1
	MaxRating       = 10
	MaxReviewRunes  = 1000
	MaxReviewPage   = 50
	DefaultReviews  = 10
	MaxReviewOffset = 10000
)

// Review is one customer's verdict on one movie, written after one of
// their tickets for it was admitted at the door (BookingID: the latest
// such booking when it was last written). HiddenAt is set when an admin
// hid it: it then counts nowhere and is listed to nobody.
type Review struct {
	bun.BaseModel `bun:"table:reviews"`

	ID        string     `bun:"id,pk"`
	UserID    string     `bun:"user_id,notnull"`
	MovieID   int64      `bun:"movie_id,notnull"`
	BookingID string     `bun:"booking_id,notnull"`
	Rating    int        `bun:"rating,notnull"`
	Text      string     `bun:"text,notnull"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
	UpdatedAt time.Time  `bun:"updated_at,notnull"`
	HiddenAt  *time.Time `bun:"hidden_at,nullzero"`
	HiddenBy  *string    `bun:"hidden_by"`
}

// ReviewView is a review as pages show it: with its author's name and
// the show it was written after (its start and cinema).
type ReviewView struct {
	ID         string     `bun:"id"`
	MovieID    int64      `bun:"movie_id"`
	UserID     string     `bun:"user_id"`
	Author     string     `bun:"author"`
	Rating     int        `bun:"rating"`
	Text       string     `bun:"text"`
	CreatedAt  time.Time  `bun:"created_at"`
	UpdatedAt  time.Time  `bun:"updated_at"`
	HiddenAt   *time.Time `bun:"hidden_at"`
	StartsAt   time.Time  `bun:"starts_at"`
	CinemaName string     `bun:"cinema_name"`
	TimeZone   string     `bun:"time_zone"`
}

// ReviewStats are a movie's visible reviews counted and averaged.
type ReviewStats struct {
	MovieID int64   `bun:"movie_id"`
	Average float64 `bun:"average"`
	Count   int     `bun:"count"`
}

const reviewViewSelect = `SELECT r.id, r.movie_id, r.user_id, u.name AS author, r.rating, r.text, r.created_at, r.updated_at,
	r.hidden_at, s.starts_at, c.name AS cinema_name, c.time_zone
FROM reviews AS r
JOIN users AS u ON u.id = r.user_id
JOIN bookings AS b ON b.id = r.booking_id
JOIN shows AS s ON s.id = b.show_id
JOIN screens AS sc ON sc.id = s.screen_id
JOIN cinemas AS c ON c.id = sc.cinema_id`

// LatestAdmission is the booking of userID's, for a show of movieID in
// any cinema, that was admitted at the door and whose show started last;
// "" when none was.
func LatestAdmission(ctx context.Context, idb bun.IDB, userID string, movieID int64) (string, error) {
	var ids []string
	err := idb.NewRaw(`SELECT b.id FROM check_ins AS ci
JOIN bookings AS b ON b.id = ci.booking_id
JOIN shows AS s ON s.id = b.show_id
WHERE b.user_id = ? AND s.movie_id = ?
ORDER BY s.starts_at DESC, b.id LIMIT 1`, userID, movieID).Scan(ctx, &ids)
	if err != nil || len(ids) == 0 {
		return "", err
	}
	return ids[0], nil
}

// AdmittedMovies are the movies of movieIDs that userID has had a ticket
// admitted for, in one query.
func AdmittedMovies(ctx context.Context, idb bun.IDB, userID string, movieIDs []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	if len(movieIDs) == 0 {
		return out, nil
	}
	var ids []int64
	err := idb.NewRaw(`SELECT DISTINCT s.movie_id FROM check_ins AS ci
JOIN bookings AS b ON b.id = ci.booking_id
JOIN shows AS s ON s.id = b.show_id
WHERE b.user_id = ? AND s.movie_id IN (?)`, userID, bun.In(movieIDs)).Scan(ctx, &ids)
	for _, id := range ids {
		out[id] = true
	}
	return out, err
}

// UpsertReview writes r, or, when its author reviewed the movie before,
// replaces that review's rating, text and booking (keeping its id, its
// creation time and whether it is hidden). r.ID is the stored review's
// afterwards.
func UpsertReview(ctx context.Context, idb bun.IDB, r *Review) error {
	_, err := idb.NewInsert().Model(r).
		On("CONFLICT (user_id, movie_id) DO UPDATE").
		Set("rating = EXCLUDED.rating").
		Set("text = EXCLUDED.text").
		Set("booking_id = EXCLUDED.booking_id").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx)
	if err != nil {
		return err
	}
	return idb.NewSelect().Model((*Review)(nil)).Column("id").
		Where("user_id = ? AND movie_id = ?", r.UserID, r.MovieID).Scan(ctx, &r.ID)
}

// ReviewByID is one review, hidden or not.
func ReviewByID(ctx context.Context, idb bun.IDB, id string) (*ReviewView, error) {
	var rows []ReviewView
	if err := idb.NewRaw(reviewViewSelect+` WHERE r.id = ?`, id).Scan(ctx, &rows); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, ErrNotFound
	}
	return &rows[0], nil
}

// ReviewsOfUser are userID's reviews of movieIDs (hidden ones too: their
// author may still read and edit them), by movie.
func ReviewsOfUser(ctx context.Context, idb bun.IDB, userID string, movieIDs []int64) (map[int64]ReviewView, error) {
	out := map[int64]ReviewView{}
	if len(movieIDs) == 0 {
		return out, nil
	}
	var rows []ReviewView
	err := idb.NewRaw(reviewViewSelect+` WHERE r.user_id = ? AND r.movie_id IN (?)`, userID, bun.In(movieIDs)).Scan(ctx, &rows)
	for _, r := range rows {
		out[r.MovieID] = r
	}
	return out, err
}

// VisibleReviews are up to limit visible reviews of each of movieIDs,
// newest first, after skipping offset: one query for every movie of a
// list (a window numbers each movie's reviews).
func VisibleReviews(ctx context.Context, idb bun.IDB, movieIDs []int64, limit, offset int) (map[int64][]ReviewView, error) {
	out := map[int64][]ReviewView{}
	if len(movieIDs) == 0 {
		return out, nil
	}
	var rows []ReviewView
	err := idb.NewRaw(`SELECT id, movie_id, user_id, author, rating, text, created_at, updated_at, hidden_at, starts_at, cinema_name, time_zone
FROM (SELECT v.*, ROW_NUMBER() OVER (PARTITION BY v.movie_id ORDER BY v.created_at DESC, v.id DESC) AS n
	FROM (`+reviewViewSelect+` WHERE r.movie_id IN (?) AND r.hidden_at IS NULL) AS v) AS numbered
WHERE n > ? AND n <= ?
ORDER BY movie_id, n`, bun.In(movieIDs), offset, offset+limit).Scan(ctx, &rows)
	for _, r := range rows {
		out[r.MovieID] = append(out[r.MovieID], r)
	}
	return out, err
}

// ReviewStatsOf counts and averages the visible reviews of movieIDs, in
// the database, by movie; a movie without one is absent.
func ReviewStatsOf(ctx context.Context, idb bun.IDB, movieIDs []int64) (map[int64]ReviewStats, error) {
	out := map[int64]ReviewStats{}
	if len(movieIDs) == 0 {
		return out, nil
	}
	var rows []ReviewStats
	// DOUBLE PRECISION: PostgreSQL's AVG of integers is numeric; SQLite
	// reads the name as REAL.
	err := idb.NewRaw(`SELECT movie_id, CAST(AVG(rating) AS DOUBLE PRECISION) AS average, COUNT(*) AS count
FROM reviews WHERE movie_id IN (?) AND hidden_at IS NULL GROUP BY movie_id`, bun.In(movieIDs)).Scan(ctx, &rows)
	for _, r := range rows {
		out[r.MovieID] = r
	}
	return out, err
}

// HideReview marks review id hidden by adminID at now; false when it was
// hidden already (or does not exist).
func HideReview(ctx context.Context, idb bun.IDB, id, adminID string, now time.Time) (bool, error) {
	res, err := idb.NewUpdate().Model((*Review)(nil)).
		Set("hidden_at = ?", now).Set("hidden_by = ?", adminID).
		Where("id = ? AND hidden_at IS NULL", id).Exec(ctx)
	if err != nil {
		return false, err
	}
	n, err := res.RowsAffected()
	return n == 1, err
}

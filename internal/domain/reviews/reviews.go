package reviews

import (
	"context"
	"errors"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
	"marquee/internal/platform/textinput"
)

// Service writes, lists and hides verified reviews.
type Service struct {
	DB    bun.IDB
	Clock clock.Clock
	// TZ is THEATRE_TZ, the zone of a cinema that stores none.
	TZ *time.Location
}

// Review is a review as the APIs show it. WatchedAt is the local date
// (YYYY-MM-DD) of the admitted show it was written after, in its
// cinema's zone; Author the reviewer's name, never their e-mail.
type Review struct {
	ID         string
	MovieID    int64
	Author     string
	Rating     int
	Text       string
	WatchedAt  string
	CinemaName string
	CreatedAt  time.Time
	UpdatedAt  time.Time
	Hidden     bool
}

// anonymous is the author of a review whose user never gave a name.
const anonymous = "A verified viewer"

func (s *Service) view(v db.ReviewView) Review {
	zone := venues.CinemaZone(&db.Cinema{TimeZone: v.TimeZone}, s.zone())
	author := strings.TrimSpace(v.Author)
	if author == "" {
		author = anonymous
	}
	return Review{ID: v.ID, MovieID: v.MovieID, Author: author, Rating: v.Rating, Text: v.Text,
		WatchedAt: v.StartsAt.In(zone).Format(time.DateOnly), CinemaName: v.CinemaName,
		CreatedAt: v.CreatedAt, UpdatedAt: v.UpdatedAt, Hidden: v.HiddenAt != nil}
}

func (s *Service) zone() *time.Location {
	if s.TZ == nil {
		return time.UTC
	}
	return s.TZ
}

// NormalizeText is review text as stored: the caller-text rule of
// textinput (no control characters but tab and line breaks, valid UTF-8),
// line breaks as "\n", no surrounding blanks, at most db.MaxReviewRunes
// characters. It is BAD_USER_INPUT otherwise.
func NormalizeText(text string) (string, error) {
	if err := textinput.Check("Argument text", text); err != nil {
		return "", err
	}
	text = strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(text, "\r\n", "\n"), "\r", "\n"))
	if n := utf8.RuneCountInString(text); n > db.MaxReviewRunes {
		return "", apperr.BadInputf("A review is at most %d characters (this one has %d)", db.MaxReviewRunes, n)
	}
	return text, nil
}

// Write records the caller's rating (1 to 10) and review of a movie, or
// replaces the one they wrote before. The caller must have had a ticket
// for the movie admitted at the door, at any cinema: NOT_ADMITTED
// otherwise. The review names the latest such show.
func (s *Service) Write(ctx context.Context, rawMovieID string, rating int, text string) (*Review, error) {
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, err
	}
	movieID, err := programme.ParseMovieID(rawMovieID)
	if err != nil {
		return nil, err
	}
	if rating < db.MinRating || rating > db.MaxRating {
		return nil, apperr.BadInputf("A rating is from %d to %d", db.MinRating, db.MaxRating)
	}
	if text, err = NormalizeText(text); err != nil {
		return nil, err
	}
	if _, err := db.MovieByID(ctx, s.DB, movieID); errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Movie not found")
	} else if err != nil {
		return nil, err
	}
	var out *db.ReviewView
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		bookingID, err := db.LatestAdmission(ctx, tx, caller.UserID, movieID)
		if err != nil {
			return err
		}
		if bookingID == "" {
			return apperr.New(apperr.NotAdmitted, "Only people whose ticket for this movie was scanned at the door can review it")
		}
		// A version 7 id grows with each review this process writes, so
		// reviews of one instant still list newest first.
		id, err := uuid.NewV7()
		if err != nil {
			return err
		}
		now := s.Clock.Now()
		r := &db.Review{ID: id.String(), UserID: caller.UserID, MovieID: movieID, BookingID: bookingID,
			Rating: rating, Text: text, CreatedAt: now, UpdatedAt: now}
		if err := db.UpsertReview(ctx, tx, r); err != nil {
			return err
		}
		out, err = db.ReviewByID(ctx, tx, r.ID)
		return err
	})
	if err != nil {
		return nil, err
	}
	v := s.view(*out)
	return &v, nil
}

// Stats are the visible reviews of movieIDs counted and averaged by the
// database, by movie (absent: none).
func (s *Service) Stats(ctx context.Context, movieIDs []int64) (map[int64]db.ReviewStats, error) {
	return db.ReviewStatsOf(ctx, s.DB, movieIDs)
}

// CheckPage refuses a page of reviews outside 1..db.MaxReviewPage from an
// offset outside 0..db.MaxReviewOffset.
func CheckPage(limit, offset int) error {
	if limit < 1 || limit > db.MaxReviewPage {
		return apperr.BadInputf("limit must be from 1 to %d", db.MaxReviewPage)
	}
	if offset < 0 || offset > db.MaxReviewOffset {
		return apperr.BadInputf("offset must be from 0 to %d", db.MaxReviewOffset)
	}
	return nil
}

// Visible are up to limit visible reviews of each of movieIDs, newest
// first, from offset: one query however many movies.
func (s *Service) Visible(ctx context.Context, movieIDs []int64, limit, offset int) (map[int64][]Review, error) {
	if err := CheckPage(limit, offset); err != nil {
		return nil, err
	}
	rows, err := db.VisibleReviews(ctx, s.DB, movieIDs, limit, offset)
	if err != nil {
		return nil, err
	}
	out := make(map[int64][]Review, len(rows))
	for id, list := range rows {
		for _, v := range list {
			out[id] = append(out[id], s.view(v))
		}
	}
	return out, nil
}

// Mine are the caller's reviews of movieIDs (hidden ones too), by movie;
// none for a visitor.
func (s *Service) Mine(ctx context.Context, movieIDs []int64) (map[int64]Review, error) {
	c := auth.CallerFrom(ctx)
	if c == nil || c.UserID == "" {
		return map[int64]Review{}, nil
	}
	rows, err := db.ReviewsOfUser(ctx, s.DB, c.UserID, movieIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[int64]Review, len(rows))
	for id, v := range rows {
		out[id] = s.view(v)
	}
	return out, nil
}

// Reviewable are the movies of movieIDs the caller may review (a ticket
// of theirs for it was admitted); none for a visitor.
func (s *Service) Reviewable(ctx context.Context, movieIDs []int64) (map[int64]bool, error) {
	c := auth.CallerFrom(ctx)
	if c == nil || c.UserID == "" {
		return map[int64]bool{}, nil
	}
	return db.AdmittedMovies(ctx, s.DB, c.UserID, movieIDs)
}

// auditState is a review as its audit rows record it.
type auditState struct {
	Author string `json:"author"`
	Movie  int64  `json:"movie"`
	Rating int    `json:"rating"`
	Text   string `json:"text"`
	Hidden bool   `json:"hidden"`
}

// Hide hides review id from every list and average, for admins, with its
// audit row in the same transaction. It answers false, writing nothing,
// when the review was hidden already; NOT_FOUND when there is none.
func (s *Service) Hide(ctx context.Context, id string) (bool, error) {
	caller, err := auth.RequireAdmin(ctx)
	if err != nil {
		return false, err
	}
	id = strings.TrimSpace(id)
	hidden := false
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		r, err := db.ReviewByID(ctx, tx, id)
		if errors.Is(err, db.ErrNotFound) {
			return apperr.NotFoundf("Review not found")
		} else if err != nil {
			return err
		}
		now := s.Clock.Now()
		if hidden, err = db.HideReview(ctx, tx, id, caller.UserID, now); err != nil || !hidden {
			return err
		}
		before := auditState{Author: r.UserID, Movie: r.MovieID, Rating: r.Rating, Text: r.Text}
		after := before
		after.Hidden = true
		return audit.Record(ctx, tx, now, "review.hide", audit.Subject("review", id), before, after)
	})
	return hidden, err
}

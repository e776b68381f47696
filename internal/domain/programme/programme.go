package programme

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/clock"
)

// Service answers questions about movies and shows.
type Service struct {
	DB bun.IDB
	// TZ is the theatre's time zone; show dates are grouped in it.
	TZ *time.Location
	// Clock is the time; tests set a fixed one.
	Clock clock.Clock
}

// ShowTime is one show of a cinema-local day, with where it plays.
type ShowTime struct {
	Time       time.Time
	LocalTime  string // HH:mm in the cinema's zone
	ShowID     string
	CinemaID   string
	CinemaName string
	CinemaCity string
	ScreenID   string
	ScreenName string
	// LayoutID is the show's layout version, whose capacity FreeSeats counts.
	LayoutID string
	// The show's version: Language is never empty when the movie has an
	// original language (see db.ShowLanguage); Subtitles "" is none.
	Format           string
	Language         string
	Subtitles        string
	OpenCaptions     bool
	AudioDescription bool
}

// ShowDate groups the shows of one theatre-local day.
type ShowDate struct {
	Date  string // YYYY-MM-DD in the theatre's zone
	Times []ShowTime
}

// ParseMovieID turns a client-supplied id into a catalogue id.
func ParseMovieID(raw string) (int64, error) {
	id, err := strconv.ParseInt(strings.TrimSpace(raw), 10, 64)
	if err != nil || id <= 0 {
		return 0, apperr.BadInputf("Invalid movie id %s: expected a positive number", apperr.QuoteInput(raw))
	}
	return id, nil
}

// ParseShowID validates a client-supplied show id.
func ParseShowID(raw string) (string, error) {
	u, err := uuid.Parse(strings.TrimSpace(raw))
	if err != nil {
		return "", apperr.BadInputf("Invalid show id %s", apperr.QuoteInput(raw))
	}
	return u.String(), nil
}

// Movies lists the movies with upcoming shows, soonest first.
func (s *Service) Movies(ctx context.Context) ([]db.Movie, error) {
	return db.MoviesWithUpcomingShows(ctx, s.DB, s.Clock.Now())
}

// Movie returns one movie by its client-supplied id.
func (s *Service) Movie(ctx context.Context, rawID string) (*db.Movie, error) {
	id, err := ParseMovieID(rawID)
	if err != nil {
		return nil, err
	}
	m, err := db.MovieByID(ctx, s.DB, id)
	if err == db.ErrNotFound {
		return nil, apperr.NotFoundf("Movie not found")
	}
	return m, err
}

// MaxSimilarLimit caps how many similar movies one call may ask for.
const MaxSimilarLimit = 20

// SimilarMovies lists up to limit other movies with upcoming shows, those
// sharing most genres with the movie first (ties: soonest show first). A
// limit outside 1..MaxSimilarLimit is bad input; an unknown movie is not
// found.
func (s *Service) SimilarMovies(ctx context.Context, rawID string, limit int) ([]db.Movie, error) {
	if limit < 1 || limit > MaxSimilarLimit {
		return nil, apperr.BadInputf("limit must be between 1 and %d", MaxSimilarLimit)
	}
	m, err := s.Movie(ctx, rawID)
	if err != nil {
		return nil, err
	}
	genres := make([]int, len(m.Genres))
	for i, g := range m.Genres {
		genres[i] = g.ID
	}
	return db.SimilarMovies(ctx, s.DB, s.Clock.Now(), m.ID, genres, limit)
}

// Credits returns a movie's cast in billing order.
func (s *Service) Credits(ctx context.Context, rawID string) ([]db.CastMember, error) {
	m, err := s.Movie(ctx, rawID)
	if err != nil {
		return nil, err
	}
	return m.Casts, nil
}

// Shows lists every upcoming show, soonest first.
func (s *Service) Shows(ctx context.Context) ([]db.Show, error) {
	return db.UpcomingShows(ctx, s.DB, s.Clock.Now())
}

// Show returns one show (past or future) with its movie.
func (s *Service) Show(ctx context.Context, rawID string) (*db.Show, error) {
	id, err := ParseShowID(rawID)
	if err != nil {
		return nil, err
	}
	sh, err := db.ShowByID(ctx, s.DB, id)
	if err == db.ErrNotFound {
		return nil, apperr.NotFoundf("Show not found")
	}
	return sh, err
}

// ShowTimesByMovie returns the upcoming show-times of the given movies,
// grouped by theatre-local date, in one query.
func (s *Service) ShowTimesByMovie(ctx context.Context, movieIDs ...int64) (map[int64][]ShowDate, error) {
	if len(movieIDs) == 0 {
		return map[int64][]ShowDate{}, nil
	}
	shows, err := db.UpcomingShowTimes(ctx, s.DB, s.Clock.Now(), movieIDs)
	if err != nil {
		return nil, fmt.Errorf("upcoming shows: %w", err)
	}
	return GroupByDateIn(shows, s.ZoneOf), nil
}

// LocalDate and LocalTime format an instant in the theatre's zone.
func (s *Service) LocalDate(t time.Time) string { return t.In(s.TZ).Format("2006-01-02") }
func (s *Service) LocalTime(t time.Time) string { return t.In(s.TZ).Format("15:04") }

// ShowLocalDate and ShowLocalTime format a show's start in its cinema's
// zone.
func (s *Service) ShowLocalDate(sh *db.Show) string {
	return sh.StartsAt.In(s.ZoneOf(sh)).Format("2006-01-02")
}
func (s *Service) ShowLocalTime(sh *db.Show) string {
	return sh.StartsAt.In(s.ZoneOf(sh)).Format("15:04")
}

// ShowLanguage is the language a show plays in: its own, or its movie's
// original language (read when the show came without its movie).
func (s *Service) ShowLanguage(ctx context.Context, sh *db.Show) (string, error) {
	if sh.Language != "" || sh.Movie != nil {
		return db.ShowLanguage(sh, nil), nil
	}
	m, err := db.MovieByID(ctx, s.DB, sh.MovieID)
	if err != nil {
		return "", err
	}
	return db.ShowLanguage(sh, m), nil
}

// ShowLocalEnd is when a show's screen is free again, HH:mm in its
// cinema's zone.
func (s *Service) ShowLocalEnd(sh *db.Show) string {
	return sh.OccupiedUntil.In(s.ZoneOf(sh)).Format("15:04")
}

// Cast returns a movie's stored cast; a movie that is not stored (a TMDB
// now-playing entry) simply has none yet.
func (s *Service) Cast(ctx context.Context, movieID int64) ([]db.CastMember, error) {
	cast, err := db.CastOf(ctx, s.DB, movieID)
	if cast == nil {
		cast = []db.CastMember{}
	}
	return cast, err
}

package admin

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/catalog/tmdb"
	"marquee/internal/domain/cinema"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
)

// Service is the admin back office.
type Service struct {
	DB bun.IDB
	TZ *time.Location
	// Clock is the time; tests set a fixed one.
	Clock clock.Clock
	// Catalogue is where new movies come from: TMDB, or the sample
	// catalogue when TMDB is not configured or fails.
	Catalogue *tmdb.Catalogue
}

// DefaultPageSize and MaxPageSize bound the bookings list.
const (
	DefaultPageSize = 50
	MaxPageSize     = 200
)

// ShowsInput is the times chosen for one theatre-local date.
type ShowsInput struct {
	Date string   // YYYY-MM-DD
	Time []string // HH:mm, 24-hour
}

// AddShowsInput is the add-show form.
type AddShowsInput struct {
	MovieID    string
	ShowsInput []ShowsInput
	// ShowPrice is in rupees; nil when the form left it empty.
	ShowPrice *float64
}

// ErrMissingFields is the form's message when a movie, a date with a time
// or the price is missing.
var ErrMissingFields = apperr.New(apperr.BadInput, "Missing required fields")

// NowPlaying lists the movies an admin can schedule, from TMDB or, when
// TMDB is not configured or fails, from the sample catalogue.
func (s *Service) NowPlaying(ctx context.Context) ([]db.Movie, tmdb.Source, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, "", err
	}
	return s.Catalogue.NowPlaying(ctx)
}

// AddShows schedules a movie at the given theatre-local dates and times.
// A start time that the movie already has is skipped, so submitting the
// same form twice creates nothing twice. It returns the shows it created.
func (s *Service) AddShows(ctx context.Context, in AddShowsInput) ([]db.Show, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	starts, movieID, priceP, err := s.parseAddShows(in)
	if err != nil {
		return nil, err
	}
	movie, err := db.MovieByID(ctx, s.DB, movieID)
	if errors.Is(err, db.ErrNotFound) {
		if movie, _, err = s.Catalogue.Movie(ctx, movieID); err != nil {
			if errors.Is(err, tmdb.ErrNotFound) {
				return nil, apperr.NotFoundf("Movie not found")
			}
			return nil, fmt.Errorf("fetch movie %d from the catalogue: %w", movieID, err)
		}
	} else if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	var created []db.Show
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		created = nil
		if err := storeMovie(ctx, tx, movie, now); err != nil {
			return err
		}
		for _, at := range starts {
			id, err := uuid.NewV7()
			if err != nil {
				return err
			}
			sh := db.Show{ID: id.String(), MovieID: movieID, StartsAt: at, PricePaise: priceP, CreatedAt: now}
			stored, err := db.InsertShow(ctx, tx, &sh)
			if err != nil {
				return fmt.Errorf("insert show: %w", err)
			}
			if stored {
				sh.Movie = movie
				created = append(created, sh)
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if created == nil {
		created = []db.Show{}
	}
	return created, nil
}

// parseAddShows validates the form and returns the distinct start
// instants (UTC, sorted), the movie id and the price in paise.
func (s *Service) parseAddShows(in AddShowsInput) ([]time.Time, int64, int64, error) {
	hasTime := false
	for _, d := range in.ShowsInput {
		for _, t := range d.Time {
			if strings.TrimSpace(t) != "" && strings.TrimSpace(d.Date) != "" {
				hasTime = true
			}
		}
	}
	if strings.TrimSpace(in.MovieID) == "" || !hasTime || in.ShowPrice == nil {
		return nil, 0, 0, ErrMissingFields
	}
	movieID, err := cinema.ParseMovieID(in.MovieID)
	if err != nil {
		return nil, 0, 0, err
	}
	price := *in.ShowPrice
	if math.IsNaN(price) || math.IsInf(price, 0) || price < 0 {
		return nil, 0, 0, apperr.BadInputf("Show price must be 0 or more")
	}
	if price > 100000 {
		return nil, 0, 0, apperr.BadInputf("Show price must be at most 100000 rupees")
	}
	priceP := int64(math.Round(price * 100))
	now := s.Clock.Now()
	seen := map[time.Time]bool{}
	var starts []time.Time
	for _, d := range in.ShowsInput {
		date := strings.TrimSpace(d.Date)
		for _, raw := range d.Time {
			tm := strings.TrimSpace(raw)
			if tm == "" {
				continue
			}
			at, err := ParseLocal(date, tm, s.TZ)
			if err != nil {
				return nil, 0, 0, err
			}
			if !at.After(now) {
				return nil, 0, 0, apperr.BadInputf("Show time %s %s is in the past", date, tm)
			}
			if !seen[at] {
				seen[at] = true
				starts = append(starts, at)
			}
		}
	}
	sort.Slice(starts, func(i, j int) bool { return starts[i].Before(starts[j]) })
	if len(starts) > 200 {
		return nil, 0, 0, apperr.BadInputf("At most 200 show times can be added at once")
	}
	return starts, movieID, priceP, nil
}

// ParseLocal reads a date (YYYY-MM-DD) and a time (HH:mm, seconds
// optional) on the theatre's wall clock and returns the UTC instant.
func ParseLocal(date, tm string, tz *time.Location) (time.Time, error) {
	layout := "2006-01-02 15:04"
	if strings.Count(tm, ":") == 2 {
		layout = "2006-01-02 15:04:05"
	}
	at, err := time.ParseInLocation(layout, date+" "+tm, tz)
	if err != nil {
		return time.Time{}, apperr.BadInputf("Invalid show date or time %s %s: expected YYYY-MM-DD and HH:mm", apperr.Quote(date), apperr.Quote(tm))
	}
	return at.UTC(), nil
}

// storeMovie saves a catalogue movie with its cast the first time it is
// scheduled; an existing row is kept as it is.
func storeMovie(ctx context.Context, idb bun.IDB, m *db.Movie, now time.Time) error {
	row := *m
	if row.CreatedAt.IsZero() {
		row.CreatedAt = now
	}
	if _, err := db.InsertMovie(ctx, idb, &row); err != nil {
		return fmt.Errorf("store movie: %w", err)
	}
	return nil
}

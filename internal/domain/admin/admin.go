package admin

import (
	"context"
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/catalog"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/reports"
	"marquee/internal/domain/venues"
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
	Catalogue *catalog.Catalogue
	// Venues places shows on screens; nil builds one over DB.
	Venues *venues.Service
	// Bookings changes sold shows: moves, new prices, cancellations
	// (their seats, bookings and refunds are its business).
	Bookings *booking.Service
	// Reports computes the dashboard's figures for a date range, so
	// they are the sales report's own.
	Reports *reports.Service

	venuesOnce sync.Once
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
	// MaxSeats is the most seats one booking of each show may hold, 1 to
	// db.MostMaxSeats; nil is db.DefaultMaxSeats.
	MaxSeats *int
}

// maxSeatsOf checks a form's maxSeats: nil is the default.
func maxSeatsOf(raw *int) (int, error) {
	if raw == nil {
		return db.DefaultMaxSeats, nil
	}
	if *raw < 1 || *raw > db.MostMaxSeats {
		return 0, apperr.BadInputf("Max seats per booking must be between 1 and %d", db.MostMaxSeats)
	}
	return *raw, nil
}

// ErrMissingFields is the form's message when a movie, a date with a time
// or the price is missing.
var ErrMissingFields = apperr.New(apperr.BadInput, "Missing required fields")

// NowPlaying lists the movies an admin can schedule, from TMDB or, when
// TMDB is not configured or fails, from the sample catalogue.
func (s *Service) NowPlaying(ctx context.Context) ([]db.Movie, catalog.Source, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, "", err
	}
	return s.Catalogue.NowPlaying(ctx)
}

// AddShows schedules a movie at the given theatre-local dates and times on
// the default screen, with the one price for every seat category. A start
// time that the movie already has there is skipped, so submitting the same
// form twice creates nothing twice; a clash with another show fails with
// SCREEN_BUSY. It returns the shows it created.
func (s *Service) AddShows(ctx context.Context, in AddShowsInput) ([]db.Show, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	sc, err := s.venues().Screen(ctx, db.DefaultScreenID)
	if err != nil {
		return nil, err
	}
	starts, movieID, priceP, err := s.parseAddShows(in, s.venues().Location(sc.Cinema))
	if err != nil {
		return nil, err
	}
	maxSeats, err := maxSeatsOf(in.MaxSeats)
	if err != nil {
		return nil, err
	}
	var prices []venues.CategoryPrice
	for _, c := range sc.Layout.Layout.Categories {
		prices = append(prices, venues.CategoryPrice{Category: c.Code, PricePaise: priceP})
	}
	return s.schedule(ctx, movieID, sc, starts, prices, nil, maxSeats)
}

// ScheduleInput is the schedule-shows form of one screen. Version nil is
// a 2D show in the movie's original language; Prices may leave out any
// category (or all), which the cinema's best-matching price card prices.
type ScheduleInput struct {
	ScreenID   string
	MovieID    string
	ShowsInput []ShowsInput
	Prices     []venues.CategoryPrice
	Version    *venues.Version
	// MaxSeats is as in AddShowsInput.
	MaxSeats *int
}

// ScheduleShows schedules a movie on a screen at dates and times local to
// the screen's cinema, in a version the screen can show, with a price per
// seat category of the screen's current layout: given, or from the
// cinema's best-matching price card at each show's time (see
// venues.PriceShow). All the shows, or none.
func (s *Service) ScheduleShows(ctx context.Context, in ScheduleInput) ([]db.Show, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	sc, err := s.venues().Screen(ctx, in.ScreenID)
	if err != nil {
		return nil, err
	}
	zero := 0.0
	starts, movieID, _, err := s.parseAddShows(AddShowsInput{MovieID: in.MovieID, ShowsInput: in.ShowsInput, ShowPrice: &zero},
		s.venues().Location(sc.Cinema))
	if err != nil {
		return nil, err
	}
	maxSeats, err := maxSeatsOf(in.MaxSeats)
	if err != nil {
		return nil, err
	}
	return s.schedule(ctx, movieID, sc, starts, in.Prices, in.Version, maxSeats)
}

func (s *Service) venues() *venues.Service {
	s.venuesOnce.Do(func() {
		if s.Venues == nil {
			s.Venues = &venues.Service{DB: s.DB, TZ: s.TZ, Clock: s.Clock}
		}
	})
	return s.Venues
}

// schedule stores the movie when it is new and puts it on the screen, in
// one transaction: all the shows, or none.
func (s *Service) schedule(ctx context.Context, movieID int64, sc *db.Screen, starts []time.Time, in []venues.CategoryPrice, version *venues.Version, maxSeats int) ([]db.Show, error) {
	if _, err := venues.ResolvePrices(sc.Layout.Layout, fullPrices(sc.Layout.Layout, in)); err != nil {
		return nil, err
	}
	movie, err := s.movie(ctx, movieID)
	if err != nil {
		return nil, err
	}
	var v venues.Version
	if version != nil {
		v = *version
	}
	if v, err = venues.CheckVersion(v, sc, movie); err != nil {
		return nil, err
	}
	cards, err := db.PriceCardsOf(ctx, s.DB, sc.CinemaID)
	if err != nil {
		return nil, err
	}
	loc := s.venues().Location(sc.Cinema)
	slots := make([]venues.Slot, len(starts))
	for i, at := range starts {
		prices, card, err := venues.PriceShow(sc.Layout.Layout, in, cards, at.In(loc), v.Format)
		if err != nil {
			return nil, err
		}
		slots[i] = venues.Slot{StartsAt: at, Version: v, Prices: prices, CardID: cardID(card), MaxSeats: maxSeats}
	}
	now := s.Clock.Now()
	var created []db.Show
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := storeMovie(ctx, tx, movie, now); err != nil {
			return err
		}
		var err error
		if created, _, err = s.venues().Place(ctx, tx, movie, sc, slots, false); err != nil || len(created) == 0 {
			return err // nothing created, nothing to audit
		}
		return audit.Record(ctx, tx, now, "shows.schedule", audit.Subject("screen", sc.ID), nil, showList(created))
	})
	if err != nil {
		return nil, err
	}
	return created, nil
}

// fullPrices is what ResolvePrices checks of a partial price list: the
// given prices, and a stand-in for each category the layout uses that
// has none (a card fills those in per show).
func fullPrices(l db.LayoutData, in []venues.CategoryPrice) []venues.CategoryPrice {
	out := append([]venues.CategoryPrice(nil), in...)
	for _, code := range venues.UsedCategories(l) {
		given := false
		for _, p := range in {
			given = given || strings.EqualFold(strings.TrimSpace(p.Category), code)
		}
		if !given {
			out = append(out, venues.CategoryPrice{Category: code})
		}
	}
	return out
}

func cardID(c *db.PriceCard) *string {
	if c == nil {
		return nil
	}
	id := c.ID
	return &id
}

// movie is a movie to schedule: stored, or fetched from the catalogue.
func (s *Service) movie(ctx context.Context, movieID int64) (*db.Movie, error) {
	movie, err := db.MovieByID(ctx, s.DB, movieID)
	if errors.Is(err, db.ErrNotFound) {
		if movie, _, err = s.Catalogue.Movie(ctx, movieID); err != nil {
			if errors.Is(err, catalog.ErrNotFound) {
				return nil, apperr.NotFoundf("Movie not found")
			}
			return nil, fmt.Errorf("fetch movie %d from the catalogue: %w", movieID, err)
		}
	} else if err != nil {
		return nil, err
	}
	return movie, nil
}

// parseAddShows validates the form and returns the distinct start
// instants (UTC, sorted), the movie id and the price in paise.
func (s *Service) parseAddShows(in AddShowsInput, tz *time.Location) ([]time.Time, int64, int64, error) {
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
	movieID, err := programme.ParseMovieID(in.MovieID)
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
			at, err := ParseLocal(date, tm, tz)
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
		return time.Time{}, apperr.BadInputf("Invalid show date or time %s %s: expected YYYY-MM-DD and HH:mm", apperr.QuoteInput(date), apperr.QuoteInput(tm))
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

package reports

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
)

// MaxDays bounds a report's date range: a year and a day, so a leap
// year's report fits while a careless range does not build a huge query.
const MaxDays = 366

// Service computes the reports; every function checks the admin role
// itself, so GraphQL's directive and the CSV route are a second line.
type Service struct {
	DB bun.IDB
	// TZ is the zone of a cinema that stores none (THEATRE_TZ).
	TZ *time.Location
	// Clock stamps agreements and their audit rows.
	Clock clock.Clock
}

// Range is the local dates [From, To] (YYYY-MM-DD, both included) of one
// cinema, or of every cinema when CinemaID is empty.
type Range struct {
	From, To string
	CinemaID string
}

// days lists each local day of r of each cinema it covers, with the
// instants the day spans in that cinema's zone.
func (s *Service) days(ctx context.Context, r Range) ([]db.ReportDay, error) {
	from, err := time.Parse(time.DateOnly, r.From)
	if err != nil {
		return nil, apperr.BadInputf("Invalid from date %s: expected YYYY-MM-DD", apperr.QuoteInput(r.From))
	}
	to, err := time.Parse(time.DateOnly, r.To)
	if err != nil {
		return nil, apperr.BadInputf("Invalid to date %s: expected YYYY-MM-DD", apperr.QuoteInput(r.To))
	}
	n := int(to.Sub(from).Hours()/24) + 1
	if n < 1 {
		return nil, apperr.BadInputf("The to date must not be before the from date")
	}
	if n > MaxDays {
		return nil, apperr.BadInputf("A report covers at most %d days", MaxDays)
	}
	var cinemas []db.Cinema
	if r.CinemaID != "" {
		c, err := db.CinemaByID(ctx, s.DB, r.CinemaID)
		if errors.Is(err, db.ErrNotFound) {
			return nil, apperr.NotFoundf("Cinema not found")
		}
		if err != nil {
			return nil, err
		}
		cinemas = []db.Cinema{*c}
	} else if cinemas, err = db.Cinemas(ctx, s.DB, ""); err != nil {
		return nil, err
	}
	out := make([]db.ReportDay, 0, n*len(cinemas))
	for i := range cinemas {
		loc := venues.CinemaZone(&cinemas[i], s.tz())
		for d := 0; d < n; d++ {
			day := from.AddDate(0, 0, d)
			lo := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
			hi := time.Date(day.Year(), day.Month(), day.Day()+1, 0, 0, 0, 0, loc)
			out = append(out, db.ReportDay{CinemaID: cinemas[i].ID, Day: day.Format(time.DateOnly),
				Weekday: int(day.Weekday()), Lo: lo, Hi: hi})
		}
	}
	return out, nil
}

func (s *Service) tz() *time.Location {
	if s.TZ == nil {
		return time.UTC
	}
	return s.TZ
}

// Sales groups the paid bookings of the shows playing in r by group
// (db.GroupMovie, GroupScreen, GroupDay or GroupChannel).
func (s *Service) Sales(ctx context.Context, r Range, group string) ([]db.SalesRow, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	switch group {
	case db.GroupMovie, db.GroupScreen, db.GroupDay, db.GroupChannel:
	default:
		return nil, apperr.BadInputf("Unknown report grouping %s", apperr.QuoteInput(group))
	}
	days, err := s.days(ctx, r)
	if err != nil {
		return nil, err
	}
	return db.SalesReport(ctx, s.DB, days, group)
}

// Totals are the paid bookings of a range: what the dashboard shows for
// it, from the very query the sales report runs.
type Totals struct {
	Bookings   int64
	Tickets    int64
	GrossPaise int64
	TaxPaise   int64
	NetPaise   int64
}

// SalesTotals adds up the sales report of r by channel: each paid booking
// has exactly one channel, so the sum is every paid booking once.
func (s *Service) SalesTotals(ctx context.Context, r Range) (Totals, error) {
	rows, err := s.Sales(ctx, r, db.GroupChannel)
	if err != nil {
		return Totals{}, err
	}
	var t Totals
	for _, row := range rows {
		t.Bookings += row.Bookings
		t.Tickets += row.Tickets
		t.GrossPaise += row.GrossPaise
		t.TaxPaise += row.TaxPaise
		t.NetPaise += row.NetPaise
	}
	return t, nil
}

// Occupancy is the heat map of r: shows, seats and seats sold by screen,
// weekday and local hour.
func (s *Service) Occupancy(ctx context.Context, r Range) ([]db.OccupancyCell, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	days, err := s.days(ctx, r)
	if err != nil {
		return nil, err
	}
	return db.Occupancy(ctx, s.DB, days)
}

// FoodSales is the food sold at the shows playing in r, by menu item.
func (s *Service) FoodSales(ctx context.Context, r Range) ([]db.FoodSalesRow, error) {
	days, err := s.adminDays(ctx, r)
	if err != nil {
		return nil, err
	}
	return db.FoodSales(ctx, s.DB, days)
}

// Offers is each offer's redemptions and cost at the shows playing in r.
func (s *Service) Offers(ctx context.Context, r Range) ([]db.OfferReportRow, error) {
	days, err := s.adminDays(ctx, r)
	if err != nil {
		return nil, err
	}
	return db.OfferRedemptions(ctx, s.DB, days)
}

// Refunds lists the refunds made on the days of r (newest first).
func (s *Service) Refunds(ctx context.Context, r Range) ([]db.RefundRow, error) {
	days, err := s.adminDays(ctx, r)
	if err != nil {
		return nil, err
	}
	return db.Refunds(ctx, s.DB, days)
}

// adminDays checks the admin role, then lists r's days.
func (s *Service) adminDays(ctx context.Context, r Range) ([]db.ReportDay, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	return s.days(ctx, r)
}

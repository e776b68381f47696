package reports

import (
	"context"
	"errors"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// Settlement is what one distributor is owed for one week at one cinema.
type Settlement struct {
	Distributor   string
	Cinema        *db.Cinema
	WeekStart     string // the Friday, YYYY-MM-DD
	Rows          []SettlementRow
	TotalDuePaise int64
}

// SettlementRow is one film's week.
type SettlementRow struct {
	Movie *db.Movie
	// Week of release at the cinema: 1 for the Friday-to-Thursday week of
	// its first show there.
	Week       int
	Tickets    int64
	GrossPaise int64
	TaxPaise   int64
	NetPaise   int64
	// SharePercent is the agreement's percentage for Week (its last
	// percentage for any later week).
	SharePercent float64
	// DuePaise is SharePercent of NetPaise, rounded to the nearest paisa,
	// or the minimum guarantee when that is more.
	DuePaise int64
}

// FilmHire is an agreement to store; see SetFilmHire.
type FilmHire struct {
	MovieID, CinemaID     string
	Distributor           string
	WeeklyPercent         []float64
	MinimumGuaranteePaise *int64
}

// maxWeeks bounds an agreement's steps: a year of weeks is more than any
// release runs.
const maxWeeks = 52

// Settlement reports the week from weekStart (a Friday, local) at a
// cinema, one Settlement per distributor (only distributor's when it is
// not empty), distributors by name.
func (s *Service) Settlement(ctx context.Context, weekStart, cinemaID, distributor string) ([]Settlement, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	start, err := time.Parse(time.DateOnly, weekStart)
	if err != nil {
		return nil, apperr.BadInputf("Invalid week start %s: expected YYYY-MM-DD", apperr.QuoteInput(weekStart))
	}
	if start.Weekday() != time.Friday {
		return nil, apperr.BadInputf("A settlement week starts on a Friday; %s is a %s", weekStart, start.Weekday())
	}
	cinema, err := db.CinemaByID(ctx, s.DB, cinemaID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Cinema not found")
	}
	if err != nil {
		return nil, err
	}
	days, err := s.days(ctx, Range{From: weekStart, To: start.AddDate(0, 0, 6).Format(time.DateOnly), CinemaID: cinemaID})
	if err != nil {
		return nil, err
	}
	takings, err := db.SettlementWeek(ctx, s.DB, cinemaID, days, strings.TrimSpace(distributor))
	if err != nil {
		return nil, err
	}
	if err := s.addSplitTickets(ctx, takings, cinemaID, days); err != nil {
		return nil, err
	}
	loc := venues.CinemaZone(cinema, s.tz())
	out := []Settlement{}
	for _, t := range takings {
		if len(out) == 0 || out[len(out)-1].Distributor != t.Distributor {
			out = append(out, Settlement{Distributor: t.Distributor, Cinema: cinema, WeekStart: weekStart, Rows: []SettlementRow{}})
		}
		row, err := s.settlementRow(ctx, t, cinemaID, start, loc)
		if err != nil {
			return nil, err
		}
		st := &out[len(out)-1]
		st.Rows = append(st.Rows, row)
		st.TotalDuePaise += row.DuePaise
	}
	return out, nil
}

func (s *Service) settlementRow(ctx context.Context, t db.SettlementTakings, cinemaID string, start time.Time, loc *time.Location) (SettlementRow, error) {
	movie, err := db.MovieByID(ctx, s.DB, t.MovieID)
	if err != nil {
		return SettlementRow{}, err
	}
	percents, err := t.Percents()
	if err != nil {
		return SettlementRow{}, err
	}
	row := SettlementRow{Movie: movie, Week: 1, Tickets: t.Tickets, GrossPaise: t.GrossPaise, TaxPaise: t.TaxPaise,
		NetPaise: t.GrossPaise - t.TaxPaise}
	first, ok, err := db.FirstShowAt(ctx, s.DB, t.MovieID, cinemaID)
	if err != nil {
		return SettlementRow{}, err
	}
	if ok {
		row.Week = WeekOfRelease(first.In(loc), start)
	}
	row.SharePercent = percents[min(row.Week, len(percents))-1]
	row.DuePaise = int64(math.Round(float64(row.NetPaise) * row.SharePercent / 100))
	if t.MinimumGuaranteePaise != nil && *t.MinimumGuaranteePaise > row.DuePaise {
		row.DuePaise = *t.MinimumGuaranteePaise
	}
	return row, nil
}

// WeekOfRelease numbers the Friday-to-Thursday week starting weekStart
// (a Friday) for a film first shown at firstShow (local): 1 for the week
// holding the first show, 2 for the next, and so on; 1 too for a week
// before it.
func WeekOfRelease(firstShow, weekStart time.Time) int {
	d := time.Date(firstShow.Year(), firstShow.Month(), firstShow.Day(), 0, 0, 0, 0, time.UTC)
	// The Friday on or before the first show's day.
	back := (int(d.Weekday()) - int(time.Friday) + 7) % 7
	opening := d.AddDate(0, 0, -back)
	ws := time.Date(weekStart.Year(), weekStart.Month(), weekStart.Day(), 0, 0, 0, 0, time.UTC)
	weeks := int(ws.Sub(opening).Hours()/24) / 7
	return max(weeks, 0) + 1
}

// SetFilmHire stores a film's hire agreement at a cinema, replacing any
// it had, with its audit row in the same transaction.
func (s *Service) SetFilmHire(ctx context.Context, in FilmHire) error {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return err
	}
	movieID, err := strconv.ParseInt(in.MovieID, 10, 64)
	if err != nil || movieID <= 0 {
		return apperr.BadInputf("Invalid movie id %s: expected a positive number", apperr.QuoteInput(in.MovieID))
	}
	dist := strings.TrimSpace(in.Distributor)
	if dist == "" || len(dist) > 200 {
		return apperr.BadInputf("A distributor's name has 1 to 200 characters")
	}
	if len(in.WeeklyPercent) == 0 || len(in.WeeklyPercent) > maxWeeks {
		return apperr.BadInputf("An agreement has 1 to %d weekly percentages", maxWeeks)
	}
	for _, p := range in.WeeklyPercent {
		if math.IsNaN(p) || p < 0 || p > 100 {
			return apperr.BadInputf("A weekly percentage is from 0 to 100")
		}
	}
	if mg := in.MinimumGuaranteePaise; mg != nil && *mg < 0 {
		return apperr.BadInputf("A minimum guarantee is 0 or more")
	}
	if _, err := db.MovieByID(ctx, s.DB, movieID); errors.Is(err, db.ErrNotFound) {
		return apperr.NotFoundf("Movie not found")
	} else if err != nil {
		return err
	}
	if _, err := db.CinemaByID(ctx, s.DB, in.CinemaID); errors.Is(err, db.ErrNotFound) {
		return apperr.NotFoundf("Cinema not found")
	} else if err != nil {
		return err
	}
	h := &db.FilmHire{MovieID: movieID, CinemaID: in.CinemaID, Distributor: dist, WeeklyPercent: in.WeeklyPercent,
		MinimumGuaranteePaise: in.MinimumGuaranteePaise, UpdatedAt: s.Clock.Now()}
	return s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		old, err := db.FilmHireOf(ctx, tx, movieID, in.CinemaID)
		if err != nil && !errors.Is(err, db.ErrNotFound) {
			return err
		}
		var before any
		if old != nil {
			before = old
		}
		if err := db.UpsertFilmHire(ctx, tx, h); err != nil {
			return err
		}
		return audit.Record(ctx, tx, h.UpdatedAt, "filmHire.set", audit.Subject("filmHire", in.MovieID+"@"+in.CinemaID), before, h)
	})
}

// addSplitTickets adds to takings the tickets' gross and GST of the week's
// bookings with food or a discount, each worked out from its stored seat
// and order lines by the function that priced it (booking.PriceOrder):
// the tickets less their share of the discount, and the GST on that.
func (s *Service) addSplitTickets(ctx context.Context, takings []db.SettlementTakings, cinemaID string, days []db.ReportDay) error {
	byMovie := map[int64]*db.SettlementTakings{}
	for i := range takings {
		byMovie[takings[i].MovieID] = &takings[i]
	}
	splits, err := db.SettlementSplitBookings(ctx, s.DB, cinemaID, days)
	if err != nil || len(splits) == 0 {
		return err
	}
	ids := make([]string, 0, len(splits))
	for _, sp := range splits {
		if byMovie[sp.MovieID] != nil {
			ids = append(ids, sp.Booking.ID)
		}
	}
	lines, err := db.OrderLinesOf(ctx, s.DB, ids)
	if err != nil {
		return err
	}
	food := map[string][]db.OrderLine{}
	for _, l := range lines {
		food[l.BookingID] = append(food[l.BookingID], l)
	}
	offers := map[string]*db.Offer{}
	for _, sp := range splits {
		t := byMovie[sp.MovieID]
		if t == nil {
			continue
		}
		b := &sp.Booking
		var offer *db.Offer
		if b.OfferID != nil {
			if offer = offers[*b.OfferID]; offer == nil {
				if offer, err = db.OfferByID(ctx, s.DB, *b.OfferID); err != nil {
					return err
				}
				offers[*b.OfferID] = offer
			}
		}
		bd := booking.PriceOrder(booking.StoredOrder(b, food[b.ID], offer))
		gross, tax := bd.TicketTakings()
		if b.SeatLines == nil || bd.TotalPaise != b.AmountPaise || bd.TaxPaise != b.TaxPaise {
			// A row whose lines do not give its sums (written by hand):
			// its sums are all there is, read as for a plain booking.
			gross, tax = b.TicketsPaise, b.TaxPaise-(b.AmountPaise-b.TicketsPaise-b.FeePaise)
		}
		t.GrossPaise += gross
		t.TaxPaise += tax
	}
	return nil
}

package admin

import (
	"context"
	"time"

	"marquee/db"
	"marquee/internal/domain/view"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// ShowFigures is one show with its seat counts and takings.
type ShowFigures struct {
	Show      db.Show
	SoldSeats int
	HeldSeats int
	// EarningsPaise counts paid seats only.
	EarningsPaise int64
	// Occupied maps each sold or held seat to the id of the user holding it.
	Occupied map[string]string
}

// Dashboard is the admin's overview.
type Dashboard struct {
	TotalBookings     int // paid bookings
	TotalRevenuePaise int64
	TotalUsers        int
	ActiveShows       []db.Show // upcoming, soonest first
	HeldSeats         int       // seats held right now by unpaid bookings
	SoldSeats         int       // seats of upcoming shows that are paid
}

// liveClaims returns the seats that are sold or held right now, by show.
func (s *Service) liveClaims(ctx context.Context, now time.Time, showIDs []string) (map[string][]db.SeatClaim, error) {
	claims, err := db.LiveClaims(ctx, s.DB, now, showIDs)
	if err != nil {
		return nil, err
	}
	out := map[string][]db.SeatClaim{}
	for _, c := range claims {
		out[c.ShowID] = append(out[c.ShowID], c)
	}
	return out, nil
}

// GetDashboard computes the overview in a handful of aggregate queries. A
// non-empty cinemaID limits bookings, revenue and shows to that cinema;
// users are counted across every cinema.
func (s *Service) GetDashboard(ctx context.Context, cinemaID string) (*Dashboard, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	d := &Dashboard{}
	var err error
	d.TotalBookings, d.TotalRevenuePaise, err = db.PaidTotalsAt(ctx, s.DB, cinemaID)
	if err != nil {
		return nil, err
	}
	if d.TotalUsers, err = db.CountUsers(ctx, s.DB); err != nil {
		return nil, err
	}
	d.ActiveShows, err = db.UpcomingShowsAt(ctx, s.DB, now, cinemaID)
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(d.ActiveShows))
	for i, sh := range d.ActiveShows {
		ids[i] = sh.ID
	}
	claims, err := s.liveClaims(ctx, now, ids)
	if err != nil {
		return nil, err
	}
	for _, rows := range claims {
		for _, r := range rows {
			if r.ExpiresAt == nil {
				d.SoldSeats++
			} else {
				d.HeldSeats++
			}
		}
	}
	return d, nil
}

// AllShows lists every show, soonest first, with sold and held seats and
// the takings from paid seats; a non-empty cinemaID limits it to that
// cinema's shows.
func (s *Service) AllShows(ctx context.Context, cinemaID string) ([]ShowFigures, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	shows, err := db.AllShowsAt(ctx, s.DB, cinemaID)
	if err != nil {
		return nil, err
	}
	// nil reads every show's claims in one query; a cinema's list names its shows.
	var ids []string
	if cinemaID != "" {
		ids = make([]string, len(shows))
		for i, sh := range shows {
			ids[i] = sh.ID
		}
	}
	claims, err := s.liveClaims(ctx, now, ids)
	if err != nil {
		return nil, err
	}
	takings, err := db.PaidTicketsByShow(ctx, s.DB)
	if err != nil {
		return nil, err
	}
	out := make([]ShowFigures, len(shows))
	for i, sh := range shows {
		f := ShowFigures{Show: sh, Occupied: map[string]string{}}
		for _, r := range claims[sh.ID] {
			f.Occupied[r.Seat] = r.UserID
			if r.ExpiresAt == nil {
				f.SoldSeats++
			} else {
				f.HeldSeats++
			}
		}
		// Seats of one show may cost differently by category.
		f.EarningsPaise = takings[sh.ID]
		out[i] = f
	}
	return out, nil
}

// BookingPage is one page of the bookings list.
type BookingPage struct {
	Bookings []db.Booking
	Total    int
	Offset   int
	Limit    int
}

// AllBookings lists bookings newest first, one page at a time; statuses
// are effective (an unpaid booking past its hold reads EXPIRED). A
// non-empty reference (any case) finds that one booking.
func (s *Service) AllBookings(ctx context.Context, reference string, offset, limit int) (*BookingPage, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	if limit <= 0 {
		limit = DefaultPageSize
	}
	limit = min(limit, MaxPageSize)
	offset = max(offset, 0)
	if len(reference) > 64 {
		return nil, apperr.BadInputf("A booking reference has %d characters", db.ReferenceLen)
	}
	reference = db.NormalizeReference(reference)
	list, err := db.BookingsPage(ctx, s.DB, reference, offset, limit)
	if err != nil {
		return nil, err
	}
	total, err := db.CountBookings(ctx, s.DB, reference)
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	for i := range list {
		list[i].Status = view.BookingStatus(&list[i], now)
	}
	if list == nil {
		list = []db.Booking{}
	}
	return &BookingPage{Bookings: list, Total: total, Offset: offset, Limit: limit}, nil
}

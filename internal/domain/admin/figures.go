package admin

import (
	"context"
	"time"

	"marquee/db"
	"marquee/internal/domain/reports"
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
	// CinemaID is the cinema the dashboard is of ("" for every cinema),
	// for the day figures asked of it.
	CinemaID string
}

// DayFigures are the paid bookings of the shows playing on one local day,
// as the sales report counts them.
type DayFigures struct {
	Date       string // YYYY-MM-DD
	Bookings   int64
	Tickets    int64
	GrossPaise int64
}

// Day is the figures of the day weeksAgo weeks before today (0: today;
// 1: the same weekday last week), today being the cinema's local date
// (THEATRE_TZ's for every cinema), from the sales report's query.
func (s *Service) Day(ctx context.Context, cinemaID string, weeksAgo int) (*DayFigures, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	loc := s.venues().Location(nil)
	if cinemaID != "" {
		c, err := s.venues().Cinema(ctx, cinemaID)
		if err != nil {
			return nil, err
		}
		loc = s.venues().Location(c)
	}
	day := s.Clock.Now().In(loc).AddDate(0, 0, -7*weeksAgo).Format(time.DateOnly)
	t, err := s.Reports.SalesTotals(ctx, reports.Range{From: day, To: day, CinemaID: cinemaID})
	if err != nil {
		return nil, err
	}
	return &DayFigures{Date: day, Bookings: t.Bookings, Tickets: t.Tickets, GrossPaise: t.GrossPaise}, nil
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
	d := &Dashboard{CinemaID: cinemaID}
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

// DashboardRange narrows the dashboard to the shows playing on local
// dates From to To (both included) of one cinema or, with no CinemaID,
// of every cinema.
type DashboardRange struct {
	From, To string
	CinemaID string
}

// GetDashboardFor is the dashboard of a date range: bookings and revenue
// are the sales report's totals for it (the same query, so the two always
// agree), the rest as GetDashboard.
func (s *Service) GetDashboardFor(ctx context.Context, r DashboardRange) (*Dashboard, error) {
	d, err := s.GetDashboard(ctx, r.CinemaID)
	if err != nil {
		return nil, err
	}
	t, err := s.Reports.SalesTotals(ctx, reports.Range{From: r.From, To: r.To, CinemaID: r.CinemaID})
	if err != nil {
		return nil, err
	}
	d.TotalBookings, d.TotalRevenuePaise = int(t.Bookings), t.GrossPaise
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
	// PaidCount and PaidAmountPaise count and sum the PAID bookings among
	// all those matching (not only this page): what the dashboard counts
	// as bookings and revenue when nothing is filtered.
	PaidCount       int
	PaidAmountPaise int64
}

// BookingQuery chooses the bookings of the list and the page.
type BookingQuery struct {
	// Reference finds one booking exactly (any case).
	Reference string
	// Search matches a reference (from its start, read as
	// db.NormalizeReference reads it) or the customer's e-mail (any part,
	// any case).
	Search string
	// Statuses keeps bookings whose effective status is one of these;
	// empty keeps all.
	Statuses      []string
	Offset, Limit int
}

// maxSearch bounds a search string; no reference or e-mail is longer.
const maxSearch = 254

var bookingStatuses = map[string]bool{db.StatusPending: true, db.StatusPaid: true, db.StatusExpired: true,
	db.StatusCancelled: true, db.StatusRefunded: true}

// AllBookings lists the bookings q chooses, newest first, one page at a
// time, with the paid totals of all of them; statuses are effective (an
// unpaid booking past its hold reads, and filters, as EXPIRED).
func (s *Service) AllBookings(ctx context.Context, q BookingQuery) (*BookingPage, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	limit := q.Limit
	if limit <= 0 {
		limit = DefaultPageSize
	}
	limit = min(limit, MaxPageSize)
	offset := max(q.Offset, 0)
	if len(q.Reference) > 64 {
		return nil, apperr.BadInputf("A booking reference has %d characters", db.ReferenceLen)
	}
	if len(q.Search) > maxSearch {
		return nil, apperr.BadInputf("A search can be at most %d characters long", maxSearch)
	}
	for _, st := range q.Statuses {
		if !bookingStatuses[st] {
			return nil, apperr.BadInputf("Unknown booking status %s", apperr.QuoteInput(st))
		}
	}
	now := s.Clock.Now()
	f := db.BookingFilter{Reference: db.NormalizeReference(q.Reference), Search: q.Search, Statuses: q.Statuses, Now: now}
	list, err := db.BookingsPage(ctx, s.DB, f, offset, limit)
	if err != nil {
		return nil, err
	}
	totals, err := db.TotalsOfBookings(ctx, s.DB, f)
	if err != nil {
		return nil, err
	}
	for i := range list {
		list[i].Status = view.BookingStatus(&list[i], now)
	}
	if list == nil {
		list = []db.Booking{}
	}
	return &BookingPage{Bookings: list, Total: totals.Total, Offset: offset, Limit: limit,
		PaidCount: totals.PaidCount, PaidAmountPaise: totals.PaidPaise}, nil
}

package admin

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/auth"
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

type seatRow struct {
	ShowID    string     `bun:"show_id"`
	Seat      string     `bun:"seat"`
	UserID    string     `bun:"user_id"`
	ExpiresAt *time.Time `bun:"expires_at"`
}

// liveClaims returns the seats that are sold or held right now, by show.
func (s *Service) liveClaims(ctx context.Context, now time.Time, showIDs []string) (map[string][]seatRow, error) {
	var rows []seatRow
	q := s.DB.NewSelect().Model((*db.SeatClaim)(nil)).Column("show_id", "seat", "user_id", "expires_at").
		Where("expires_at IS NULL OR expires_at > ?", now)
	if showIDs != nil {
		if len(showIDs) == 0 {
			return map[string][]seatRow{}, nil
		}
		q = q.Where("show_id IN (?)", bun.In(showIDs))
	}
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, err
	}
	out := map[string][]seatRow{}
	for _, r := range rows {
		out[r.ShowID] = append(out[r.ShowID], r)
	}
	return out, nil
}

// GetDashboard computes the overview in a handful of aggregate queries.
func (s *Service) GetDashboard(ctx context.Context) (*Dashboard, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	now := s.now()
	d := &Dashboard{}
	var paid struct {
		N   int   `bun:"n"`
		Sum int64 `bun:"total"`
	}
	err := s.DB.NewSelect().Model((*db.Booking)(nil)).
		ColumnExpr("COUNT(*) AS n, COALESCE(SUM(amount_paise), 0) AS total").
		Where("status = ?", db.StatusPaid).Scan(ctx, &paid)
	if err != nil {
		return nil, err
	}
	d.TotalBookings, d.TotalRevenuePaise = paid.N, paid.Sum
	users, err := s.DB.NewSelect().Model((*db.User)(nil)).Count(ctx)
	if err != nil {
		return nil, err
	}
	d.TotalUsers = int(users)
	d.ActiveShows, err = db.UpcomingShows(ctx, s.DB, now)
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
// the takings from paid seats.
func (s *Service) AllShows(ctx context.Context) ([]ShowFigures, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	now := s.now()
	var shows []db.Show
	if err := s.DB.NewSelect().Model(&shows).Relation("Movie").OrderExpr("show.starts_at, show.id").Scan(ctx); err != nil {
		return nil, err
	}
	claims, err := s.liveClaims(ctx, now, nil)
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
		f.EarningsPaise = int64(f.SoldSeats) * sh.PricePaise
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
// are effective (an unpaid booking past its hold reads EXPIRED).
func (s *Service) AllBookings(ctx context.Context, offset, limit int) (*BookingPage, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	if limit <= 0 {
		limit = DefaultPageSize
	}
	limit = min(limit, MaxPageSize)
	offset = max(offset, 0)
	// Scan and count separately: bun's ScanAndCount runs them at once,
	// which races on the nested relations.
	var list []db.Booking
	err := s.DB.NewSelect().Model(&list).
		Relation("User").Relation("Show").Relation("Show.Movie").
		OrderExpr("booking.created_at DESC, booking.id DESC").
		Offset(int64(offset)).Limit(int64(limit)).
		Scan(ctx)
	if err != nil {
		return nil, err
	}
	total, err := s.DB.NewSelect().Model((*db.Booking)(nil)).Count(ctx)
	if err != nil {
		return nil, err
	}
	now := s.now()
	for i := range list {
		if list[i].Status == db.StatusPending && !list[i].HoldExpiresAt.After(now) {
			list[i].Status = db.StatusExpired
		}
	}
	if list == nil {
		list = []db.Booking{}
	}
	return &BookingPage{Bookings: list, Total: int(total), Offset: offset, Limit: limit}, nil
}

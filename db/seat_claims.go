package db

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

// SeatClaim is the live index of taken seats: the primary key (show, seat)
// is what makes double-selling impossible. A held seat carries the hold's
// expiry; a sold one has none. Claims of expired, cancelled or refunded
// bookings are deleted in the transaction that ends them.
type SeatClaim struct {
	bun.BaseModel `bun:"table:seat_claims"`

	ShowID    string     `bun:"show_id,pk"`
	Seat      string     `bun:"seat,pk"`
	BookingID string     `bun:"booking_id,notnull"`
	UserID    string     `bun:"user_id,notnull"`
	ExpiresAt *time.Time `bun:"expires_at,nullzero"`
}

// ClaimSeats inserts a seat claim for each of b's seats; a seat that is
// already claimed is skipped by the primary key, not by an earlier read,
// so two racing buyers can never both get it. A nil expiresAt claims the
// seats as sold. It returns the seats it claimed.
func ClaimSeats(ctx context.Context, idb bun.IDB, b *Booking, expiresAt *time.Time) ([]string, error) {
	claims := make([]SeatClaim, len(b.Seats))
	for i, seat := range b.Seats {
		claims[i] = SeatClaim{ShowID: b.ShowID, Seat: seat, BookingID: b.ID, UserID: b.UserID, ExpiresAt: expiresAt}
	}
	var claimed []string
	_, err := idb.NewInsert().Model(&claims).On("CONFLICT (show_id, seat) DO NOTHING").Returning("seat").Exec(ctx, &claimed)
	if err != nil {
		return nil, fmt.Errorf("claim seats: %w", err)
	}
	return claimed, nil
}

// DeleteClaims frees every seat the given bookings hold or bought.
func DeleteClaims(ctx context.Context, idb bun.IDB, bookingIDs []string) error {
	_, err := idb.NewDelete().Model((*SeatClaim)(nil)).Where("booking_id IN (?)", bun.In(bookingIDs)).Exec(ctx)
	if err != nil {
		return fmt.Errorf("free seats: %w", err)
	}
	return nil
}

// KeepClaims makes a booking's claims permanent (sold) and returns how
// many it had; fewer than its seats means its hold ended and the claims
// were deleted.
func KeepClaims(ctx context.Context, idb bun.IDB, bookingID string) (int, error) {
	res, err := idb.NewUpdate().Model((*SeatClaim)(nil)).
		Set("expires_at = NULL").
		Where("booking_id = ?", bookingID).Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, err := res.RowsAffected()
	return int(n), err
}

// LiveClaims returns the seat claims that are in force at now: sold seats
// and holds that have not run out. A nil showIDs means every show; an
// empty one means none, and costs no query.
func LiveClaims(ctx context.Context, idb bun.IDB, now time.Time, showIDs []string) ([]SeatClaim, error) {
	if showIDs != nil && len(showIDs) == 0 {
		return nil, nil
	}
	var claims []SeatClaim
	q := idb.NewSelect().Model(&claims).Where("expires_at IS NULL OR expires_at > ?", now)
	if showIDs != nil {
		q = q.Where("show_id IN (?)", bun.In(showIDs))
	}
	return claims, q.Scan(ctx)
}

// ShowSeats is a show's seat version with the seats taken at it: held
// (claimed by an unpaid booking whose hold has not ended) and sold.
type ShowSeats struct {
	Version int64
	// Status and Revision are the show's (see Show).
	Status   string
	Revision int64
	Held     []string
	Sold     []string
	// HeldUntil is when each held seat's hold ends.
	HeldUntil map[string]time.Time
}

// ShowSeatsAt reads a show's seat version and its live claims as of now
// in one statement, so the two always agree. A claim whose hold ended by
// now counts as free. It returns ErrNotFound for an unknown show.
func ShowSeatsAt(ctx context.Context, idb bun.IDB, showID string, now time.Time) (ShowSeats, error) {
	var rows []struct {
		Version   int64      `bun:"seat_version"`
		Status    string     `bun:"status"`
		Revision  int64      `bun:"revision"`
		Seat      *string    `bun:"seat"`
		ExpiresAt *time.Time `bun:"expires_at"`
	}
	err := idb.NewSelect().TableExpr("shows AS s").
		ColumnExpr("s.seat_version, s.status, s.revision, c.seat, c.expires_at").
		Join("LEFT JOIN seat_claims AS c ON c.show_id = s.id AND (c.expires_at IS NULL OR c.expires_at > ?)", now).
		Where("s.id = ?", showID).
		Scan(ctx, &rows)
	if err != nil {
		return ShowSeats{}, err
	}
	if len(rows) == 0 {
		return ShowSeats{}, ErrNotFound
	}
	ss := ShowSeats{Version: rows[0].Version, Status: rows[0].Status, Revision: rows[0].Revision,
		Held: []string{}, Sold: []string{}, HeldUntil: map[string]time.Time{}}
	for _, r := range rows {
		switch {
		case r.Seat == nil:
		case r.ExpiresAt == nil:
			ss.Sold = append(ss.Sold, *r.Seat)
		default:
			ss.Held = append(ss.Held, *r.Seat)
			ss.HeldUntil[*r.Seat] = *r.ExpiresAt
		}
	}
	return ss, nil
}

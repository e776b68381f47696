package db

import (
	"context"
	"fmt"
	"time"

	"github.com/uptrace/bun"
)

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

// BumpSeatVersion increments a show's seat version and returns it. It is
// the last statement of every seat-changing transaction, so the show row
// is locked as briefly as possible and always after the seat rows.
func BumpSeatVersion(ctx context.Context, idb bun.IDB, showID string) (int64, error) {
	var v int64
	err := idb.NewUpdate().Model((*Show)(nil)).
		Set("seat_version = seat_version + 1").
		Where("id = ?", showID).
		Returning("seat_version").
		Scan(ctx, &v)
	if err != nil {
		return 0, fmt.Errorf("bump seat version: %w", err)
	}
	return v, nil
}

// ShowSeats is a show's seat version with the seats taken at it: held
// (claimed by an unpaid booking whose hold has not ended) and sold.
type ShowSeats struct {
	Version int64
	Held    []string
	Sold    []string
	// HeldUntil is when each held seat's hold ends.
	HeldUntil map[string]time.Time
}

// ShowSeatsAt reads a show's seat version and its live claims as of now
// in one statement, so the two always agree. A claim whose hold ended by
// now counts as free. It returns ErrNotFound for an unknown show.
func ShowSeatsAt(ctx context.Context, idb bun.IDB, showID string, now time.Time) (ShowSeats, error) {
	var rows []struct {
		Version   int64      `bun:"seat_version"`
		Seat      *string    `bun:"seat"`
		ExpiresAt *time.Time `bun:"expires_at"`
	}
	err := idb.NewSelect().TableExpr("shows AS s").
		ColumnExpr("s.seat_version, c.seat, c.expires_at").
		Join("LEFT JOIN seat_claims AS c ON c.show_id = s.id AND (c.expires_at IS NULL OR c.expires_at > ?)", now).
		Where("s.id = ?", showID).
		Scan(ctx, &rows)
	if err != nil {
		return ShowSeats{}, err
	}
	if len(rows) == 0 {
		return ShowSeats{}, ErrNotFound
	}
	ss := ShowSeats{Version: rows[0].Version, Held: []string{}, Sold: []string{}, HeldUntil: map[string]time.Time{}}
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

// ShowSeatVersion reads a show's seat version alone: the cheapest way to
// learn whether its seats changed since a version seen earlier. It
// returns ErrNotFound for an unknown show.
func ShowSeatVersion(ctx context.Context, idb bun.IDB, showID string) (int64, error) {
	var v int64
	err := idb.NewSelect().Model((*Show)(nil)).Column("seat_version").Where("id = ?", showID).Scan(ctx, &v)
	if err != nil {
		return 0, notFound(err)
	}
	return v, nil
}

// seatVersionsBatch bounds the ids of one SeatVersions statement, so the
// statement stays small and well under SQLite's bound variables however
// many shows a replica watches.
var seatVersionsBatch = 1000

// SeatVersions reads the seat versions of many shows in one statement per
// thousand ids (by primary key, so each is an index lookup): the live
// broker's periodic check that no committed change went unannounced. A
// show that does not exist is absent from the result.
func SeatVersions(ctx context.Context, idb bun.IDB, showIDs []string) (map[string]int64, error) {
	out := make(map[string]int64, len(showIDs))
	for start := 0; start < len(showIDs); start += seatVersionsBatch {
		ids := showIDs[start:min(start+seatVersionsBatch, len(showIDs))]
		var rows []struct {
			ID      string `bun:"id"`
			Version int64  `bun:"seat_version"`
		}
		err := idb.NewSelect().Model((*Show)(nil)).Column("id", "seat_version").
			Where("id IN (?)", bun.In(ids)).Scan(ctx, &rows)
		if err != nil {
			return nil, fmt.Errorf("read seat versions: %w", err)
		}
		for _, r := range rows {
			out[r.ID] = r.Version
		}
	}
	return out, nil
}

package db

import (
	"context"
	"fmt"

	"github.com/uptrace/bun"
)

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

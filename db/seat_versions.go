package db

import (
	"context"
	"errors"
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

// ErrShowChanged refuses a seat claim whose show was cancelled, moved or
// repriced after the claim was checked: see BumpSeatVersionIfOnSale.
var ErrShowChanged = errors.New("the show changed while its seats were being claimed")

// BumpSeatVersionIfOnSale is BumpSeatVersion for a transaction that
// claimed seats of the show as checked and priced at revision: it bumps
// only while the show is still scheduled at that revision, and returns
// ErrShowChanged otherwise, so the claim rolls back. The update waits for
// a change of the show under way (which holds the row, see LockShow) and
// then reads the row as that change left it, so a claim never commits
// after a cancellation, a move or new prices that it did not see.
func BumpSeatVersionIfOnSale(ctx context.Context, idb bun.IDB, showID string, revision int64) (int64, error) {
	var vs []int64
	err := idb.NewUpdate().Model((*Show)(nil)).
		Set("seat_version = seat_version + 1").
		Where("id = ? AND status = ? AND revision = ?", showID, ShowScheduled, revision).
		Returning("seat_version").
		Scan(ctx, &vs)
	if err != nil {
		return 0, fmt.Errorf("bump seat version: %w", err)
	}
	if len(vs) == 0 {
		return 0, ErrShowChanged
	}
	return vs[0], nil
}

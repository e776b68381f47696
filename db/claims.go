package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

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

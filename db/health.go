package db

import (
	"context"

	"github.com/uptrace/bun"
)

// Reachable checks that a request could use the database now: it pings
// through the shared pool and runs a trivial statement, which also needs
// a free connection and a responsive server.
func Reachable(ctx context.Context, bdb *bun.DB) error {
	if err := bdb.PingContext(ctx); err != nil {
		return err
	}
	var one int
	return bdb.NewSelect().ColumnExpr("1").Scan(ctx, &one)
}

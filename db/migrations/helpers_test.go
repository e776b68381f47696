package migrations_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
)

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// asReleased runs fn on each configured database as the release whose
// last step was the n-th left it; fn fills it and migrates the rest of
// the way.
func asReleased(t *testing.T, n int, fn func(t *testing.T, ctx context.Context, bdb *bun.DB)) {
	t.Helper()
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			bdb, err := db.Open(ctx, dbtest.NewDSN(t, dialect))
			must(t, err)
			t.Cleanup(func() { _ = bdb.Close() })
			must(t, migrations.MigrateFirst(ctx, bdb, n))
			fn(t, ctx, bdb)
		})
	}
}

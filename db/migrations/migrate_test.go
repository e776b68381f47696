package migrations_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
)

func TestMigrateIsIdempotent(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		// dbtest already migrated once; twice more must change nothing.
		for i := 0; i < 2; i++ {
			if err := migrations.Migrate(ctx, bdb); err != nil {
				t.Fatalf("migrate again: %v", err)
			}
		}
		n, err := bdb.NewSelect().Table("schema_migrations").Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			t.Fatal("no migration recorded")
		}
		// The tables exist and accept a round trip, JSON columns included.
		m := &db.Movie{ID: 1, Title: "T", Genres: []db.Genre{{ID: 18, Name: "Drama"}}, CreatedAt: time.Now().UTC()}
		if _, err := bdb.NewInsert().Model(m).Exec(ctx); err != nil {
			t.Fatalf("insert movie: %v", err)
		}
		var got db.Movie
		if err := bdb.NewSelect().Model(&got).Where("id = 1").Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(got.Genres) != 1 || got.Genres[0].Name != "Drama" {
			t.Fatalf("genres round trip: %+v", got.Genres)
		}
	})
}

func TestConcurrentMigrate(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			dsn := dbtest.NewDSN(t, dialect)
			ctx := context.Background()
			errs := make(chan error, 3)
			for i := 0; i < 3; i++ {
				go func() {
					bdb, err := db.Open(ctx, dsn)
					if err != nil {
						errs <- err
						return
					}
					defer bdb.Close()
					errs <- migrations.Migrate(ctx, bdb)
				}()
			}
			for i := 0; i < 3; i++ {
				if err := <-errs; err != nil {
					t.Fatalf("replica %d: %v", i, err)
				}
			}
		})
	}
}

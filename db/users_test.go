package db_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

func TestUserByIDAndCountUsers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		if n, err := db.CountUsers(ctx, bdb); err != nil || n != 0 {
			t.Fatalf("empty: %d users, %v", n, err)
		}
		if _, err := db.UserByID(ctx, bdb, "nobody"); err != db.ErrNotFound {
			t.Fatalf("missing user: %v, want ErrNotFound", err)
		}
		addUser(t, bdb, "u1")
		addUser(t, bdb, "u2")
		u, err := db.UserByID(ctx, bdb, "u2")
		if err != nil || u.ID != "u2" || u.Name != "N u2" {
			t.Fatalf("UserByID = %+v, %v", u, err)
		}
		if n, err := db.CountUsers(ctx, bdb); err != nil || n != 2 {
			t.Fatalf("%d users, %v; want 2", n, err)
		}
	})
}

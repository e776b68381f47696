package db_test

import (
	"context"
	"errors"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// UpdateCinema rewrites every editable column of one cinema and RenameScreen
// one screen's name; both say ErrNotFound for an id that matches nothing.
func TestUpdateCinemaAndRenameScreen(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		c, err := db.CinemaByID(ctx, bdb, db.DefaultCinemaID)
		if err != nil {
			t.Fatal(err)
		}
		c.Name, c.City, c.Address, c.TimeZone = "Marquee Gold", "Mumbai", "Linking Road", "Asia/Dubai"
		c.CleaningBufferMinutes, c.SingleSeatGapRule = 45, !c.SingleSeatGapRule
		if err := db.UpdateCinema(ctx, bdb, c); err != nil {
			t.Fatal(err)
		}
		got, err := db.CinemaByID(ctx, bdb, db.DefaultCinemaID)
		if err != nil {
			t.Fatal(err)
		}
		if got.Name != c.Name || got.City != c.City || got.Address != c.Address || got.TimeZone != c.TimeZone ||
			got.CleaningBufferMinutes != 45 || got.SingleSeatGapRule != c.SingleSeatGapRule || !got.CreatedAt.Equal(c.CreatedAt) {
			t.Fatalf("read back %+v, want %+v", got, c)
		}
		ghost := *c
		ghost.ID = "00000000-0000-4000-8000-00000000c0ff"
		if err := db.UpdateCinema(ctx, bdb, &ghost); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("unknown cinema: %v", err)
		}

		if err := db.RenameScreen(ctx, bdb, db.DefaultScreenID, "Gold 1"); err != nil {
			t.Fatal(err)
		}
		sc, err := db.ScreenByID(ctx, bdb, db.DefaultScreenID)
		if err != nil {
			t.Fatal(err)
		}
		if sc.Name != "Gold 1" || sc.LayoutID != db.DefaultLayoutID || sc.Cinema == nil || sc.Cinema.Name != "Marquee Gold" {
			t.Fatalf("screen %+v", sc)
		}
		if err := db.RenameScreen(ctx, bdb, "00000000-0000-4000-8000-00000000d0ff", "x"); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("unknown screen: %v", err)
		}
	})
}

package migrations_test

import (
	"context"
	"crypto/sha256"
	"fmt"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
)

// A database made by the release before venues (migrations 0001–0002),
// holding three overlapping shows, a later one, bookings, seat claims and
// payment events, comes through migration 0003 with nothing lost: every
// show keeps its id, bookings and claims; overlapping shows land on
// separate 10×9 screens of the default cinema; prices and price
// breakdowns are filled in.
func TestMigrationKeepsLegacyData(t *testing.T) {
	asReleased(t, 2, func(t *testing.T, ctx context.Context, bdb *bun.DB) {
		now := time.Date(2030, 5, 1, 12, 0, 0, 0, time.UTC)
		must(t, db.UpsertUser(ctx, bdb, &db.User{ID: "u1", Name: "Asha", CreatedAt: now, UpdatedAt: now}))
		for id, runtime := range map[int64]int{1: 120, 2: 150, 3: 90} {
			must(t, insertLegacyMovies(ctx, bdb, db.Movie{ID: id, Title: fmt.Sprint("M", id), Runtime: runtime, CreatedAt: now}))
		}
		at := now.Add(24 * time.Hour)
		shows := []migrations.LegacyShow{
			{ID: "s1", MovieID: 1, StartsAt: at, PricePaise: 15000, CreatedAt: now},
			{ID: "s2", MovieID: 2, StartsAt: at, PricePaise: 9000, CreatedAt: now},
			{ID: "s3", MovieID: 3, StartsAt: at.Add(30 * time.Minute), PricePaise: 9000, CreatedAt: now},
			// Starts once s1 (120 min + 20 buffer) has left screen 1.
			{ID: "s4", MovieID: 3, StartsAt: at.Add(140 * time.Minute), PricePaise: 9000, CreatedAt: now},
		}
		_, err := bdb.NewInsert().Model(&shows).Exec(ctx)
		must(t, err)
		bookings := []migrations.LegacyBooking{
			{ID: "b1", UserID: "u1", ShowID: "s1", Seats: []string{"A1", "A2"}, AmountPaise: 30000, Currency: "inr",
				Status: db.StatusPaid, HoldExpiresAt: now, PaymentProvider: "stripe", PaymentSessionID: "cs_1", CreatedAt: now, UpdatedAt: now},
			{ID: "b2", UserID: "u1", ShowID: "s2", Seats: []string{"J9"}, AmountPaise: 9000, Currency: "inr",
				Status: db.StatusPending, HoldExpiresAt: now.Add(time.Hour), PaymentProvider: "test", CreatedAt: now, UpdatedAt: now},
		}
		_, err = bdb.NewInsert().Model(&bookings).Exec(ctx)
		must(t, err)
		hold := now.Add(time.Hour)
		claims := []db.SeatClaim{{ShowID: "s1", Seat: "A1", BookingID: "b1", UserID: "u1"},
			{ShowID: "s1", Seat: "A2", BookingID: "b1", UserID: "u1"},
			{ShowID: "s2", Seat: "J9", BookingID: "b2", UserID: "u1", ExpiresAt: &hold}}
		_, err = bdb.NewInsert().Model(&claims).Exec(ctx)
		must(t, err)
		_, err = bdb.NewInsert().Model(&db.PaymentEvent{ID: "evt_1", Type: "checkout.session.completed", BookingID: "b1", Outcome: "paid", ReceivedAt: now}).Exec(ctx)
		must(t, err)

		if err := migrations.Migrate(ctx, bdb); err != nil {
			t.Fatal(err)
		}

		all, err := db.AllShowsAt(ctx, bdb, "")
		must(t, err)
		if len(all) != 4 {
			t.Fatalf("%d shows after migration, want 4", len(all))
		}
		screenOf := map[string]string{}
		for _, sh := range all {
			screenOf[sh.ID] = sh.ScreenID
			if sh.LayoutID == "" || sh.MaxSeats != 5 || sh.OccupiedUntil.Before(sh.StartsAt.Add(20*time.Minute)) {
				t.Fatalf("show %s migrated as %+v", sh.ID, sh)
			}
		}
		if screenOf["s1"] != db.DefaultScreenID || screenOf["s4"] != db.DefaultScreenID {
			t.Fatalf("s1 and s4 should share the default screen: %v", screenOf)
		}
		if screenOf["s1"] == screenOf["s2"] || screenOf["s2"] == screenOf["s3"] || screenOf["s1"] == screenOf["s3"] {
			t.Fatalf("overlapping legacy shows share a screen: %v", screenOf)
		}
		screens, err := db.ScreensOfCinemas(ctx, bdb, []string{db.DefaultCinemaID})
		must(t, err)
		if len(screens) != 3 {
			t.Fatalf("default cinema has %d screens, want 3 (the busiest moment)", len(screens))
		}
		for _, sc := range screens {
			if sc.Layout == nil || sc.Layout.Capacity != 90 || len(sc.Layout.Layout.Rows) != 10 {
				t.Fatalf("screen %s layout %+v, want the 10×9 one", sc.Name, sc.Layout)
			}
		}
		prices, err := db.PricesOfShows(ctx, bdb, []string{"s1"})
		must(t, err)
		if len(prices) != 1 || prices[0].Category != db.DefaultCategory || prices[0].PricePaise != 15000 {
			t.Fatalf("s1 prices %+v", prices)
		}
		for _, want := range []struct {
			id         string
			seats, tax int64
		}{{"b1", 2, 2 * 2288}, {"b2", 1, 964}} {
			b, err := db.BookingWithShow(ctx, bdb, want.id)
			must(t, err)
			var amount int64 = 30000
			if want.id == "b2" {
				amount = 9000
			}
			// Migration 0004 derives the reference from the id alone.
			sum := sha256.Sum256([]byte(want.id + "#0"))
			if b.Reference != db.ReferenceOf(sum[:]) || b.Reference != db.ReferenceFromID(want.id) {
				t.Fatalf("booking %s reference %q, want %q", want.id, b.Reference, db.ReferenceOf(sum[:]))
			}
			if int64(len(b.Seats)) != want.seats || b.AmountPaise != amount || b.TicketsPaise != amount || b.TaxPaise != want.tax || b.FeePaise != 0 {
				t.Fatalf("booking %s after migration: %+v", want.id, b)
			}
		}
		for show, n := range map[string]int{"s1": 2, "s2": 1} {
			got, err := dbtest.ShowClaims(ctx, bdb, show)
			must(t, err)
			if len(got) != n {
				t.Fatalf("show %s has %d claims, want %d", show, len(got), n)
			}
		}
		events, err := bdb.NewSelect().Model((*db.PaymentEvent)(nil)).Count(ctx)
		must(t, err)
		if events != 1 {
			t.Fatalf("%d payment events, want 1", events)
		}
		// The migrated schedule is guarded: a new show over s4 is refused.
		tx, err := bdb.BeginTx(ctx, nil)
		must(t, err)
		defer tx.Rollback()
		o, other, err := db.InsertScheduledShow(ctx, tx, &db.Show{ID: "s5", MovieID: 2, StartsAt: at.Add(3 * time.Hour),
			OccupiedUntil: at.Add(5 * time.Hour), ScreenID: db.DefaultScreenID, LayoutID: db.DefaultLayoutID, MaxSeats: 5, CreatedAt: now}, nil)
		must(t, err)
		if o != db.ScreenBusy || other.ID != "s4" {
			t.Fatalf("show over s4: outcome %d, other %+v", o, other)
		}
	})
}

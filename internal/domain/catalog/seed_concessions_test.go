package catalog_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/catalog"
)

// Every sample cinema gets a menu with popcorn, drinks and two combos,
// and the sample has one code and one automatic offer; seeding again
// stores nothing twice and keeps what an admin changed.
func TestSeedSampleMenusAndOffers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		now := time.Date(2030, 3, 1, 3, 0, 0, 0, time.UTC)
		if _, err := catalog.SeedSample(ctx, bdb, now, time.UTC); err != nil {
			t.Fatal(err)
		}
		cinemas, err := db.Cinemas(ctx, bdb, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(cinemas) < 4 {
			t.Fatalf("%d cinemas", len(cinemas))
		}
		for _, c := range cinemas {
			menu, err := db.MenuOfCinema(ctx, bdb, c.ID, "2030-03-01")
			if err != nil {
				t.Fatal(err)
			}
			cats := map[string]int{}
			for _, it := range menu {
				cats[it.Category]++
			}
			if cats["popcorn"] < 1 || cats["drinks"] < 1 || cats["combos"] != 2 {
				t.Fatalf("menu of %s: %v", c.Name, cats)
			}
		}
		offers, err := db.AllOffers(ctx, bdb)
		if err != nil {
			t.Fatal(err)
		}
		codes := 0
		for _, o := range offers {
			if o.Code != nil {
				codes++
			}
		}
		if len(offers) != 2 || codes != 1 {
			t.Fatalf("%d offers, %d with a code; want 2 and 1", len(offers), codes)
		}
		if _, err := bdb.NewUpdate().Model((*db.MenuItem)(nil)).Set("price_paise = 1").Where("category = 'drinks'").Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := catalog.SeedSample(ctx, bdb, now.Add(time.Hour), time.UTC); err != nil {
			t.Fatal(err)
		}
		var items []db.MenuItem
		if err := bdb.NewSelect().Model(&items).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		for _, it := range items {
			if it.Category == "drinks" && it.PricePaise != 1 {
				t.Fatalf("seeding again overwrote %s's price", it.Name)
			}
		}
		if len(items) != 5*len(cinemas) {
			t.Fatalf("%d items for %d cinemas after seeding twice", len(items), len(cinemas))
		}
	})
}

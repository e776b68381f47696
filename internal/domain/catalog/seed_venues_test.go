package catalog_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/catalog"
)

// The sample programme spreads over at least three cinemas in two cities,
// leaves the default screen to addShows, never overlaps two shows on a
// screen (cleaning buffer included), and gives premium screens only
// evening shows from tomorrow on. A second pass, a day later, still
// clashes with nothing.
func TestSeedSampleSpreadsWithoutClashes(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		kolkata, _ := time.LoadLocation("Asia/Kolkata")
		now := time.Date(2030, 3, 1, 3, 0, 0, 0, time.UTC)
		if _, err := catalog.SeedSample(ctx, bdb, now, kolkata); err != nil {
			t.Fatal(err)
		}
		if _, err := catalog.SeedSample(ctx, bdb, now.Add(24*time.Hour), kolkata); err != nil {
			t.Fatal(err)
		}
		shows, err := db.AllShowsAt(ctx, bdb, "")
		if err != nil {
			t.Fatal(err)
		}
		cinemas, cities := map[string]bool{}, map[string]bool{}
		byScreen := map[string][]db.Show{}
		for _, sh := range shows {
			if sh.ScreenID == db.DefaultScreenID {
				t.Fatalf("sample show %s on the default screen", sh.ID)
			}
			if sh.Screen == nil || sh.Screen.Cinema == nil {
				t.Fatalf("show %s has no screen or cinema", sh.ID)
			}
			cinemas[sh.Screen.CinemaID] = true
			cities[sh.Screen.Cinema.City] = true
			byScreen[sh.ScreenID] = append(byScreen[sh.ScreenID], sh)
			if sh.Screen.Name == "Lux 1" {
				local := sh.StartsAt.In(kolkata)
				if local.Hour() < 18 || local.Day() == now.In(kolkata).Day() {
					t.Fatalf("premium screen show at %v", local)
				}
			}
		}
		if len(cinemas) < 3 || len(cities) < 2 || len(byScreen) < 5 {
			t.Fatalf("shows on %d screens of %d cinemas in %d cities", len(byScreen), len(cinemas), len(cities))
		}
		// A movie's first show of a day, the one a visitor picking a date
		// meets first, is never on the premium screen.
		firstOfDay := map[string]db.Show{}
		for _, sh := range shows {
			key := fmt.Sprint(sh.MovieID, sh.StartsAt.In(kolkata).Format(" 2006-01-02"))
			if _, ok := firstOfDay[key]; !ok {
				firstOfDay[key] = sh
			}
		}
		for key, sh := range firstOfDay {
			if sh.Screen.Name == "Lux 1" {
				t.Fatalf("%s: the day's first show is on the premium screen", key)
			}
		}
		for id, list := range byScreen {
			for i := 1; i < len(list); i++ {
				if list[i].StartsAt.Before(list[i-1].OccupiedUntil) {
					t.Fatalf("screen %s: %v overlaps the show until %v", id, list[i].StartsAt, list[i-1].OccupiedUntil)
				}
			}
		}
	})
}

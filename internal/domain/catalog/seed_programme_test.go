package catalog_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/catalog"
	"marquee/internal/domain/catalog/sample"
)

// The sample programme, on both databases: every film has a certificate;
// every cinema has two price cards, which price every sample show (each
// names its card); the shows play several versions — Hindi 2D, English
// IMAX on a screen that projects it, Tamil 3D — each on a screen that
// can show it. A database seeded before versions existed (certificates,
// formats and cards cleared) gets them on the next pass, and an admin's
// certificate is kept.
func TestSeedSampleProgramme(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		kolkata, _ := time.LoadLocation("Asia/Kolkata")
		now := time.Date(2030, 3, 1, 3, 0, 0, 0, time.UTC)
		if _, err := catalog.SeedSample(ctx, bdb, now, kolkata); err != nil {
			t.Fatal(err)
		}
		check := func(stage string) {
			t.Helper()
			for _, m := range sample.Movies() {
				stored, err := db.MovieByID(ctx, bdb, m.ID)
				if err != nil || stored.Certificate == "" || !slices.Contains(db.Certificates, stored.Certificate) {
					t.Fatalf("%s: movie %d certificate %q (%v)", stage, m.ID, stored.Certificate, err)
				}
			}
			for _, v := range sample.Venues() {
				cards, err := db.PriceCardsOf(ctx, bdb, v.Cinema.ID)
				if err != nil || len(cards) != 2 {
					t.Fatalf("%s: cinema %s has %d cards (%v)", stage, v.Cinema.ID, len(cards), err)
				}
			}
		}
		check("first pass")
		shows, err := db.AllShowsAt(ctx, bdb, "")
		if err != nil {
			t.Fatal(err)
		}
		versions := map[string]bool{}
		for _, sh := range shows {
			if sh.PriceCardID == nil {
				t.Fatalf("sample show %s at %s on %s names no price card", sh.ID, sh.StartsAt, sh.Screen.Name)
			}
			if !slices.Contains(db.ScreenFormats(sh.Screen), sh.Format) {
				t.Fatalf("a %s show on %s, which shows %v", sh.Format, sh.Screen.Name, db.ScreenFormats(sh.Screen))
			}
			versions[db.ShowLanguage(&sh, nil)+" "+sh.Format] = true
		}
		for _, want := range []string{"hi TWO_D", "en IMAX_2D", "ta THREE_D", "en TWO_D", "hi TWO_D"} {
			if !versions[want] {
				t.Fatalf("no %s show among %v", want, versions)
			}
		}

		// As a database seeded before versions left it, and an admin's A.
		for _, stmt := range []string{"UPDATE movies SET certificate = ''", "UPDATE screens SET formats = '[]'", "DELETE FROM price_cards WHERE id NOT IN (SELECT price_card_id FROM shows WHERE price_card_id IS NOT NULL)"} {
			if _, err := bdb.ExecContext(ctx, stmt); err != nil {
				t.Fatal(err)
			}
		}
		if err := db.SetMovieCertificate(ctx, bdb, 9100001, "A"); err != nil {
			t.Fatal(err)
		}
		if _, err := catalog.SeedSample(ctx, bdb, now, kolkata); err != nil {
			t.Fatal(err)
		}
		check("second pass")
		if m, _ := db.MovieByID(ctx, bdb, 9100001); m.Certificate != "A" {
			t.Fatalf("the admin's certificate became %q", m.Certificate)
		}
		grand, err := db.ScreenByID(ctx, bdb, sample.Venues()[1].Screens[0].ID)
		if err != nil || !slices.Contains(grand.Formats, "IMAX_2D") {
			t.Fatalf("Audi 1's formats after the second pass: %v (%v)", grand.Formats, err)
		}
	})
}

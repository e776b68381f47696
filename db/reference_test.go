package db_test

import (
	"context"
	"errors"
	"regexp"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

var referenceFormat = regexp.MustCompile(`^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$`)

// Every 40-bit seed maps to 8 Crockford characters, the extremes included,
// and distinct seeds give distinct references.
func TestReferenceOf(t *testing.T) {
	cases := map[string][]byte{
		"00000000": {0, 0, 0, 0, 0},
		"ZZZZZZZZ": {0xff, 0xff, 0xff, 0xff, 0xff},
		"00000001": {0, 0, 0, 0, 1},
		"0000000Z": {0, 0, 0, 0, 31},
		"00000010": {0, 0, 0, 0, 32},
	}
	for want, seed := range cases {
		if got := db.ReferenceOf(seed); got != want {
			t.Errorf("ReferenceOf(%v) = %q, want %q", seed, got, want)
		}
	}
	seen := map[string]bool{}
	for i := 0; i < 4096; i++ {
		ref := db.ReferenceOf([]byte{byte(i >> 8), byte(i), byte(i * 7), 0x5a, byte(i >> 4)})
		if !referenceFormat.MatchString(ref) || seen[ref] {
			t.Fatalf("reference %q (seed %d) malformed or repeated", ref, i)
		}
		seen[ref] = true
	}
	if got := db.NormalizeReference(" abc0il1o "); got != "ABC01110" {
		t.Fatalf("NormalizeReference = %q", got)
	}
}

// The unique index refuses a second booking with a taken reference, and
// InsertBooking reports it as ErrReferenceTaken so the caller can redraw.
func TestInsertBookingReferenceTaken(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		now := time.Now().UTC()
		must(t, db.UpsertUser(ctx, bdb, &db.User{ID: "u1", Name: "Asha", CreatedAt: now, UpdatedAt: now}))
		_, err := db.InsertMovie(ctx, bdb, &db.Movie{ID: 1, Title: "M", Runtime: 100, Genres: []db.Genre{}, CreatedAt: now})
		must(t, err)
		show := db.Show{ID: "s1", MovieID: 1, StartsAt: now.Add(time.Hour), CreatedAt: now}
		must(t, dbtest.InsertShow(ctx, bdb, &show))
		mk := func(id, ref string) *db.Booking {
			return &db.Booking{ID: id, Reference: ref, UserID: "u1", ShowID: "s1", Seats: []string{"A1"}, Currency: "inr",
				Status: db.StatusPending, HoldExpiresAt: now, PaymentProvider: "test", CreatedAt: now, UpdatedAt: now}
		}
		must(t, db.InsertBooking(ctx, bdb, mk("b1", "ABCDEFGH")))
		if err := db.InsertBooking(ctx, bdb, mk("b2", "ABCDEFGH")); !errors.Is(err, db.ErrReferenceTaken) {
			t.Fatalf("duplicate reference: %v", err)
		}
		must(t, db.InsertBooking(ctx, bdb, mk("b3", "ABCDEFGJ")))
		// Another unique violation (the id) is not mistaken for a clash.
		if err := db.InsertBooking(ctx, bdb, mk("b1", "ZZZZZZZZ")); err == nil || errors.Is(err, db.ErrReferenceTaken) {
			t.Fatalf("duplicate id: %v", err)
		}
	})
}

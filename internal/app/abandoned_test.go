package app_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
	"marquee/internal/testsupport/apptest"
)

// TestStartReleasesAbandonedBookings: a booking a previous process left
// PENDING without a payment session (it died waiting for Stripe) is
// released by the time Start returns, long before its hold would end,
// with its seats freed and the show's seat version bumped. A booking with
// a payment session, and one still within the grace, keep their seats.
func TestStartReleasesAbandonedBookings(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			dsn := dbtest.NewDSN(t, dialect)
			pre, err := db.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer pre.Close()
			if err := migrations.Migrate(ctx, pre); err != nil {
				t.Fatal(err)
			}
			now := time.Now().UTC().Truncate(time.Microsecond)
			show := insertShow(t, pre, now.Add(48*time.Hour))
			// Made 5 minutes ago with a 10-minute hold: half the hold left.
			abandoned := insertPending(t, pre, show, now.Add(-5*time.Minute), "", "A1", "A2")
			payable := insertPending(t, pre, show, now.Add(-5*time.Minute), "test_x", "B1")
			inFlight := insertPending(t, pre, show, now.Add(-time.Second), "", "C1")
			versionBefore := showVersion(t, pre, show)

			s := apptest.Start(t, dialect, apptest.Options{DSN: dsn})

			want := map[string]string{abandoned: db.StatusExpired, payable: db.StatusPending, inFlight: db.StatusPending}
			for id, status := range want {
				var b db.Booking
				if err := s.DB.NewSelect().Model(&b).Where("id = ?", id).Scan(ctx); err != nil {
					t.Fatal(err)
				}
				if b.Status != status {
					t.Errorf("booking %v (session %q) is %s after start, want %s", b.Seats, b.PaymentSessionID, b.Status, status)
				}
			}
			var seats []string
			if err := s.DB.NewSelect().Model((*db.SeatClaim)(nil)).Column("seat").Where("show_id = ?", show).Order("seat").Scan(ctx, &seats); err != nil {
				t.Fatal(err)
			}
			if len(seats) != 2 || seats[0] != "B1" || seats[1] != "C1" {
				t.Errorf("claims after start = %v, want [B1 C1]", seats)
			}
			if v := showVersion(t, s.DB, show); v <= versionBefore {
				t.Errorf("seat version %d → %d: release not announced", versionBefore, v)
			}
		})
	}
}

func insertShow(t *testing.T, bdb bun.IDB, at time.Time) string {
	t.Helper()
	ctx := context.Background()
	m := &db.Movie{ID: 880001, Title: "Restart", Genres: []db.Genre{}, CreatedAt: at}
	if _, err := bdb.NewInsert().Model(m).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: m.ID, StartsAt: at, PricePaise: 6500, CreatedAt: at}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	return sh.ID
}

// insertPending writes a PENDING booking with a 10-minute hold and its
// seat claims, as CreateBooking commits them before the payment starts.
func insertPending(t *testing.T, bdb bun.IDB, showID string, created time.Time, session string, seats ...string) string {
	t.Helper()
	ctx := context.Background()
	user := "user_" + uuid.NewString()[:8]
	if err := db.EnsureUser(ctx, bdb, user, created); err != nil {
		t.Fatal(err)
	}
	hold := created.Add(10 * time.Minute)
	b := &db.Booking{
		ID: uuid.Must(uuid.NewV7()).String(), UserID: user, ShowID: showID, Seats: seats,
		AmountPaise: int64(len(seats)) * 6500, Currency: "inr", Status: db.StatusPending,
		HoldExpiresAt: hold, PaymentProvider: db.ProviderTest, PaymentSessionID: session,
		CreatedAt: created, UpdatedAt: created,
	}
	if session != "" {
		b.PaymentURL = "http://example.test/checkout/" + b.ID
	}
	if _, err := bdb.NewInsert().Model(b).Exec(ctx); err != nil {
		t.Fatal(err)
	}
	for _, seat := range seats {
		c := &db.SeatClaim{ShowID: showID, Seat: seat, BookingID: b.ID, UserID: user, ExpiresAt: &hold}
		if _, err := bdb.NewInsert().Model(c).Exec(ctx); err != nil {
			t.Fatal(err)
		}
	}
	return b.ID
}

func showVersion(t *testing.T, bdb bun.IDB, showID string) int64 {
	t.Helper()
	var v int64
	if err := bdb.NewSelect().Model((*db.Show)(nil)).Column("seat_version").Where("id = ?", showID).Scan(context.Background(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

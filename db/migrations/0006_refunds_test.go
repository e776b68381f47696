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

// A database of the release before refunds had an amount (late payments,
// refunded in full) comes through migration 0006 with those bookings'
// whole amount recorded as refunded when they were last updated; other
// bookings have nothing refunded.
func TestMigrationRecordsEarlierRefunds(t *testing.T) {
	asReleased(t, 2, func(t *testing.T, ctx context.Context, bdb *bun.DB) {
		now := time.Date(2030, 5, 1, 12, 0, 0, 0, time.UTC)
		must(t, db.UpsertUser(ctx, bdb, &db.User{ID: "u1", Name: "Asha", CreatedAt: now, UpdatedAt: now}))
		must(t, insertLegacyMovies(ctx, bdb, db.Movie{ID: 1, Title: "M1", Runtime: 100, CreatedAt: now}))
		_, err := bdb.NewInsert().Model(&migrations.LegacyShow{ID: "s1", MovieID: 1, StartsAt: now.Add(24 * time.Hour), PricePaise: 9000, CreatedAt: now}).Exec(ctx)
		must(t, err)
		refundedAt := now.Add(3 * time.Minute)
		rows := []migrations.LegacyBooking{
			{ID: "b_late", UserID: "u1", ShowID: "s1", Seats: []string{"A1"}, AmountPaise: 9000, Currency: "inr",
				Status: db.StatusRefunded, HoldExpiresAt: now, PaymentProvider: "stripe", CreatedAt: now, UpdatedAt: refundedAt},
			{ID: "b_paid", UserID: "u1", ShowID: "s1", Seats: []string{"A2"}, AmountPaise: 9000, Currency: "inr",
				Status: db.StatusPaid, HoldExpiresAt: now, PaymentProvider: "stripe", CreatedAt: now, UpdatedAt: now},
		}
		_, err = bdb.NewInsert().Model(&rows).Exec(ctx)
		must(t, err)
		must(t, migrations.Migrate(ctx, bdb))

		late, err := dbtest.Booking(ctx, bdb, "b_late")
		must(t, err)
		if late.RefundedPaise == nil || *late.RefundedPaise != 9000 || late.RefundedAt == nil || !late.RefundedAt.Equal(refundedAt) || late.RefundStartedAt != nil {
			t.Fatalf("earlier refund: %v at %v (mark %v); want 9000 at %v", late.RefundedPaise, late.RefundedAt, late.RefundStartedAt, refundedAt)
		}
		paid, err := dbtest.Booking(ctx, bdb, "b_paid")
		must(t, err)
		if paid.RefundedPaise != nil || paid.RefundedAt != nil {
			t.Fatalf("paid booking has a refund: %v at %v", paid.RefundedPaise, paid.RefundedAt)
		}
	})
}

package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// A database of the release before refunds had an amount (late payments,
// refunded in full) comes through migration 0006 with those bookings'
// whole amount recorded as refunded when they were last updated; other
// bookings have nothing refunded.
func TestMigrationRecordsEarlierRefunds(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			bdb, err := db.Open(ctx, dbtest.NewDSN(t, dialect))
			if err != nil {
				t.Fatal(err)
			}
			t.Cleanup(func() { _ = bdb.Close() })
			must(t, db.MigrateFirst(ctx, bdb, 2))
			now := time.Date(2030, 5, 1, 12, 0, 0, 0, time.UTC)
			must(t, db.UpsertUser(ctx, bdb, &db.User{ID: "u1", Name: "Asha", CreatedAt: now, UpdatedAt: now}))
			_, err = db.InsertMovie(ctx, bdb, &db.Movie{ID: 1, Title: "M1", Runtime: 100, Genres: []db.Genre{}, CreatedAt: now})
			must(t, err)
			_, err = bdb.NewInsert().Model(&db.LegacyShow{ID: "s1", MovieID: 1, StartsAt: now.Add(24 * time.Hour), PricePaise: 9000, CreatedAt: now}).Exec(ctx)
			must(t, err)
			refundedAt := now.Add(3 * time.Minute)
			rows := []db.LegacyBooking{
				{ID: "b_late", UserID: "u1", ShowID: "s1", Seats: []string{"A1"}, AmountPaise: 9000, Currency: "inr",
					Status: db.StatusRefunded, HoldExpiresAt: now, PaymentProvider: "stripe", CreatedAt: now, UpdatedAt: refundedAt},
				{ID: "b_paid", UserID: "u1", ShowID: "s1", Seats: []string{"A2"}, AmountPaise: 9000, Currency: "inr",
					Status: db.StatusPaid, HoldExpiresAt: now, PaymentProvider: "stripe", CreatedAt: now, UpdatedAt: now},
			}
			_, err = bdb.NewInsert().Model(&rows).Exec(ctx)
			must(t, err)
			must(t, db.Migrate(ctx, bdb))

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
}

// StartRefund lets one caller at a time refund a PAID booking, hands a
// mark older than staleBefore over, and AbandonRefund frees it again;
// RefundPaid moves a booking from PAID once.
func TestRefundMarkAndTransition(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		bookingsFixture(t, bdb) // b0 and b2 are PAID, b1 PENDING, b5 REFUNDED
		start := func(id string, now, staleBefore time.Time) bool {
			t.Helper()
			ok, err := db.StartRefund(ctx, bdb, id, now, staleBefore)
			must(t, err)
			return ok
		}
		old := t0.Add(-time.Hour)
		if !start("b0", t0, old) {
			t.Fatal("first refund of a paid booking refused")
		}
		if start("b0", t0.Add(time.Minute), old) {
			t.Fatal("second refund started while the first is under way")
		}
		if !start("b0", t0.Add(5*time.Minute), t0) {
			t.Fatal("a stale mark was not taken over")
		}
		must(t, db.AbandonRefund(ctx, bdb, "b0"))
		if !start("b0", t0.Add(6*time.Minute), old) {
			t.Fatal("refund refused after the last one was abandoned")
		}
		for _, id := range []string{"b1", "b5", "missing"} {
			if start(id, t0, old) {
				t.Fatalf("refund of %s (not PAID) started", id)
			}
		}

		done, err := db.RefundPaid(ctx, bdb, "b0", 900, t0.Add(7*time.Minute))
		if err != nil || !done {
			t.Fatalf("RefundPaid = %v, %v", done, err)
		}
		b, err := dbtest.Booking(ctx, bdb, "b0")
		must(t, err)
		if b.Status != db.StatusRefunded || b.RefundedPaise == nil || *b.RefundedPaise != 900 || b.RefundStartedAt != nil ||
			b.RefundedAt == nil || !b.RefundedAt.Equal(t0.Add(7*time.Minute)) {
			t.Fatalf("refunded booking = %s %v at %v (mark %v)", b.Status, b.RefundedPaise, b.RefundedAt, b.RefundStartedAt)
		}
		if done, err := db.RefundPaid(ctx, bdb, "b0", 900, t0.Add(8*time.Minute)); err != nil || done {
			t.Fatalf("second RefundPaid = %v, %v", done, err)
		}
		if start("b0", t0.Add(9*time.Minute), t0.Add(9*time.Minute)) {
			t.Fatal("refund of a refunded booking started")
		}
	})
}

// A live refund mark keeps the ticket out (RefundUnderWay), a stale one
// does not; an admitted ticket gets no refund mark and no REFUNDED
// status, and a refund that reached the provider anyway is recorded on
// the still PAID booking.
func TestRefundAndCheckInExcludeEachOther(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		bookingsFixture(t, bdb) // b0 and b2 are PAID, b1 PENDING, b5 REFUNDED
		admit := func(id string, now, staleBefore time.Time) db.Admission {
			t.Helper()
			var adm db.Admission
			must(t, bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				var err error
				adm, err = db.AdmitBooking(ctx, tx, id, "usher", now, staleBefore)
				return err
			}))
			return adm
		}
		inTx := func(f func(tx bun.Tx) (bool, error)) bool {
			t.Helper()
			var ok bool
			must(t, bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				var err error
				ok, err = f(tx)
				return err
			}))
			return ok
		}

		if !inTx(func(tx bun.Tx) (bool, error) { return db.StartRefund(ctx, tx, "b0", t0, t0.Add(-time.Hour)) }) {
			t.Fatal("refund of a paid booking refused")
		}
		if got := admit("b0", t0.Add(time.Minute), t0.Add(-time.Minute)); got.Result != db.RefundUnderWay {
			t.Fatalf("scan during a live refund mark = %+v, want RefundUnderWay", got)
		}
		if got := admit("b0", t0.Add(5*time.Minute), t0.Add(time.Second)); got.Result != db.Admitted || !got.At.Equal(t0.Add(5*time.Minute)) {
			t.Fatalf("scan after the mark went stale = %+v, want Admitted", got)
		}
		if got := admit("b0", t0.Add(6*time.Minute), t0); got.Result != db.AdmittedBefore || !got.At.Equal(t0.Add(5*time.Minute)) {
			t.Fatalf("second scan = %+v, want AdmittedBefore at the first scan", got)
		}
		if inTx(func(tx bun.Tx) (bool, error) { return db.RefundPaid(ctx, tx, "b0", 1000, t0.Add(7*time.Minute)) }) {
			t.Fatal("an admitted booking was refunded")
		}
		if !inTx(func(tx bun.Tx) (bool, error) {
			return db.RecordRefundOfAdmitted(ctx, tx, "b0", 1000, t0.Add(7*time.Minute))
		}) {
			t.Fatal("the refund of an admitted booking was not recorded")
		}
		b, err := dbtest.Booking(ctx, bdb, "b0")
		must(t, err)
		if b.Status != db.StatusPaid || b.RefundedPaise == nil || *b.RefundedPaise != 1000 || b.RefundStartedAt != nil {
			t.Fatalf("admitted and refunded booking = %s refunded %v mark %v; want PAID, 1000, no mark", b.Status, b.RefundedPaise, b.RefundStartedAt)
		}

		if got := admit("b2", t0, t0); got.Result != db.Admitted {
			t.Fatalf("scan of b2 = %+v", got)
		}
		if inTx(func(tx bun.Tx) (bool, error) { return db.StartRefund(ctx, tx, "b2", t0, t0.Add(-time.Hour)) }) {
			t.Fatal("a refund of an admitted booking started")
		}
		if inTx(func(tx bun.Tx) (bool, error) { return db.RecordRefundOfAdmitted(ctx, tx, "b5", 1000, t0) }) {
			t.Fatal("a refund was recorded on a REFUNDED booking as if admitted")
		}
		for id, status := range map[string]string{"b1": db.StatusPending, "b5": db.StatusRefunded} {
			if got := admit(id, t0, t0); got.Result != db.NotPaid || got.Status != status {
				t.Fatalf("scan of %s = %+v, want NotPaid %s", id, got, status)
			}
		}
	})
}

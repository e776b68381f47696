package db_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

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

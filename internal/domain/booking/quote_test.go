package booking_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
)

func TestPolicyText(t *testing.T) {
	cases := []struct {
		cutoff time.Duration
		fee    int
		want   string
	}{
		{2 * time.Hour, 0, "Paid bookings can be cancelled up to 2 hours before the show for a full refund."},
		{2 * time.Hour, 10, "Paid bookings can be cancelled up to 2 hours before the show for a refund of the amount minus a 10% fee."},
		{90 * time.Minute, 5, "Paid bookings can be cancelled up to 1 hour and 30 minutes before the show for a refund of the amount minus a 5% fee."},
		{time.Hour + time.Minute + time.Second, 0, "Paid bookings can be cancelled up to 1 hour, 1 minute and 1 second before the show for a full refund."},
		{45 * time.Minute, 100, "Paid bookings can be cancelled up to 45 minutes before the show, but nothing is refunded."},
		{48 * time.Hour, 0, "Paid bookings can be cancelled up to 48 hours before the show for a full refund."},
		{0, 0, "Paid bookings can be cancelled until the show starts for a full refund."},
	}
	for _, c := range cases {
		p := booking.Policy{Cutoff: c.cutoff, FeePercent: c.fee}
		if got := p.Text(); got != c.want {
			t.Errorf("%v, %d%%: %q\n want %q", c.cutoff, c.fee, got, c.want)
		}
	}
	if m := (booking.Policy{Cutoff: 90*time.Minute + 30*time.Second}).CutoffMinutes(); m != 90 {
		t.Errorf("CutoffMinutes = %d, want 90", m)
	}
}

func TestPolicyFeeRoundsToTheNearestPaisa(t *testing.T) {
	cases := []struct {
		amount int64
		pct    int
		want   int64
	}{
		{13000, 10, 1300}, {1005, 10, 101}, {1004, 10, 100}, {999, 33, 330}, {13000, 0, 0}, {13000, 100, 13000}, {1, 50, 1},
	}
	for _, c := range cases {
		if got := (booking.Policy{FeePercent: c.pct}).Fee(c.amount); got != c.want {
			t.Errorf("%d%% of %d = %d, want %d", c.pct, c.amount, got, c.want)
		}
	}
}

// TestCancellationQuote: the figures and reasons of Booking.cancellation
// for the owner, another customer and an admin, across statuses and the
// deadline.
func TestCancellationQuote(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, _, _ := newRefundFixture(t, bdb, 10)
		ctx := context.Background()
		paid, pending, refunded, ended := quoteBookings(t, f)
		deadline := f.show.StartsAt.Add(-2 * time.Hour)
		fee := (paid.AmountPaise*10 + 50) / 100

		type want struct {
			allowed           bool
			reason            string
			feePct            int
			feePaise, refundP int64
		}
		check := func(name string, ctx context.Context, b *db.Booking, w want) {
			t.Helper()
			q, err := f.svc.CancellationQuote(ctx, b)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if q.Allowed != w.allowed || !strings.Contains(q.Reason, w.reason) || (w.reason == "") != (q.Reason == "") ||
				q.FeePercent != w.feePct || q.FeePaise != w.feePaise || q.RefundPaise != w.refundP || !q.Deadline.Equal(deadline) {
				t.Errorf("%s: quote %+v, want %+v (deadline %v)", name, q, w, deadline)
			}
		}
		check("owner, paid", as("asha"), paid, want{true, "", 10, fee, paid.AmountPaise - fee})
		check("owner, pending", as("asha"), pending, want{true, "", 10, 0, 0})
		check("owner, refunded", as("asha"), refunded, want{false, "already been refunded", 10, 0, 0})
		check("owner, cancelled", as("asha"), ended, want{false, "already cancelled", 10, 0, 0})
		check("another customer", as("ravi"), paid, want{false, "Only the customer", 10, 0, 0})
		check("signed out", ctx, paid, want{false, "Only the customer", 10, 0, 0})
		check("admin, someone's paid booking", adminCtx(), paid, want{true, "", 0, 0, paid.AmountPaise})
		check("admin, someone's unpaid booking", adminCtx(), pending, want{false, "not paid", 10, 0, 0})

		// The quote loads the show when the booking comes without it.
		bare := *paid
		bare.Show = nil
		check("owner, paid, show not loaded", as("asha"), &bare, want{true, "", 10, fee, paid.AmountPaise - fee})

		f.clock.Advance(deadline.Sub(f.clock.Now()) - time.Microsecond)
		check("owner, paid, just before the deadline", as("asha"), paid, want{true, "", 10, fee, paid.AmountPaise - fee})
		check("owner, pending past its hold", as("asha"), pending, want{false, "expired", 10, 0, 0})
		f.clock.Advance(time.Microsecond)
		check("owner, paid, at the deadline", as("asha"), paid, want{false, "too late to cancel", 10, 0, 0})
		check("admin after the deadline", adminCtx(), paid, want{true, "", 0, 0, paid.AmountPaise})
	})
}

// quoteBookings are asha's bookings of each kind: paid, pending, paid
// then cancelled (refunded), and pending then cancelled.
func quoteBookings(t *testing.T, f *fixture) (paid, pending, refunded, cancelled *db.Booking) {
	t.Helper()
	paid = f.paid(t, "asha", "A1", "A2")
	pending, err := f.svc.CreateBooking(as("asha"), f.show.ID, []string{"B1"})
	if err != nil {
		t.Fatal(err)
	}
	refunded = f.paid(t, "asha", "C1")
	cancelled, err = f.svc.CreateBooking(as("asha"), f.show.ID, []string{"D1"})
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range []*db.Booking{refunded, cancelled} {
		if _, err := f.svc.Cancel(as("asha"), b.ID); err != nil {
			t.Fatal(err)
		}
	}
	return paid, pending, loadBooking(t, f.db, refunded.ID), loadBooking(t, f.db, cancelled.ID)
}

// TestQuoteOfATicketUsedAtTheDoor: with no cutoff, a paid ticket already
// admitted cannot be cancelled, though the show has not started.
func TestQuoteOfATicketUsedAtTheDoor(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, _ := newRefundFixture(t, bdb, 0)
		f.svc.CancelCutoff = 0
		f.show = f.addShow(t, f.clock.Now().Add(3*time.Hour), 6500)
		b := f.paid(t, "asha", "A1")
		if err := bdb.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
			_, err := db.AdmitBooking(ctx, tx, b.ID, "usher", f.clock.Now(), f.clock.Now())
			return err
		}); err != nil {
			t.Fatal(err)
		}
		q, err := f.svc.CancellationQuote(as("asha"), b)
		if err != nil || q.Allowed || !strings.Contains(q.Reason, "used at the door") {
			t.Fatalf("quote = %+v, %v", q, err)
		}
		if _, err := f.svc.Cancel(as("asha"), b.ID); err == nil || !strings.Contains(err.Error(), "used at the door") {
			t.Fatalf("cancel of a used ticket: %v", err)
		}
		f.wantPaidAndSold(t, b.ID, 1)
		if n := len(provider.refunds()); n != 0 {
			t.Fatalf("%d refunds asked", n)
		}
	})
}

package view_test

import (
	"testing"
	"time"

	"marquee/db"
	"marquee/internal/domain/view"
)

func TestRupees(t *testing.T) {
	for paise, want := range map[int64]float64{0: 0, 1: 0.01, 5000: 50, 12345: 123.45} {
		if got := view.Rupees(paise); got != want {
			t.Errorf("Rupees(%d) = %v, want %v", paise, got, want)
		}
	}
}

func TestBookingStatusAndLink(t *testing.T) {
	now := time.Date(2030, 1, 1, 12, 0, 0, 0, time.UTC)
	cases := []struct {
		name    string
		status  string
		hold    time.Time
		want    string
		paid    bool
		hasLink bool
	}{
		{"pending, held", db.StatusPending, now.Add(time.Second), db.StatusPending, false, true},
		{"pending, hold ends now", db.StatusPending, now, db.StatusExpired, false, false},
		{"pending, hold over", db.StatusPending, now.Add(-time.Minute), db.StatusExpired, false, false},
		{"paid after the hold", db.StatusPaid, now.Add(-time.Hour), db.StatusPaid, true, false},
		{"cancelled", db.StatusCancelled, now.Add(time.Hour), db.StatusCancelled, false, false},
		{"refunded", db.StatusRefunded, now.Add(time.Hour), db.StatusRefunded, false, false},
		{"expired", db.StatusExpired, now.Add(-time.Hour), db.StatusExpired, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := &db.Booking{Status: tc.status, HoldExpiresAt: tc.hold, PaymentURL: "https://pay.example/s"}
			got := view.BookingStatus(b, now)
			if got != tc.want {
				t.Fatalf("status %q, want %q", got, tc.want)
			}
			if b.Status != tc.status {
				t.Fatalf("BookingStatus changed the stored status to %q", b.Status)
			}
			if view.IsPaid(b) != tc.paid {
				t.Fatalf("IsPaid = %v, want %v", !tc.paid, tc.paid)
			}
			if link := view.PaymentLink(b, got); (link != "") != tc.hasLink || (tc.hasLink && link != b.PaymentURL) {
				t.Fatalf("PaymentLink = %q, want link %v", link, tc.hasLink)
			}
		})
	}
}

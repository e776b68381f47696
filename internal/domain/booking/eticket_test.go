package booking_test

import (
	"context"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/eticket"
)

// The QR code is there exactly when the ticket code is (owner, staff or
// admin, once paid) and encodes it; the calendar entry is for the owner,
// staff and admins whatever the status, and says the status.
func TestETicketArtefactsFollowTheTicketCode(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := ticketFixture(t, bdb)
		unpaid := book(t, f, "asha", show, false, "A1")
		paid := book(t, f, "asha", show, true, "A2")
		wantSVG, err := eticket.SVG(f.svc.TicketCodeOf(paid), "QR code of ticket "+paid.Reference)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range []struct {
			name      string
			ctx       context.Context
			b         *db.Booking
			qr, event bool
		}{
			{"owner, paid", as("asha"), paid, true, true},
			{"staff, paid", staffCtx(), paid, true, true},
			{"admin, paid", adminCaller(), paid, true, true},
			{"stranger, paid", as("ravi"), paid, false, false},
			{"nobody, paid", context.Background(), paid, false, false},
			{"owner, unpaid", as("asha"), unpaid, false, true},
		} {
			t.Run(c.name, func(t *testing.T) {
				svg, err := f.svc.TicketQRSVG(c.ctx, c.b)
				if err != nil || (svg != nil) != c.qr || (svg != nil && *svg != wantSVG) {
					t.Fatalf("QR %v, %v", svg != nil, err)
				}
				cal, err := f.svc.Calendar(c.ctx, c.b)
				if err != nil || (cal != nil) != c.event {
					t.Fatalf("calendar %v, %v", cal != nil, err)
				}
				if cal == nil {
					return
				}
				status := "STATUS:CONFIRMED\r\n"
				if c.b == unpaid {
					status = "STATUS:TENTATIVE\r\n"
				}
				if !strings.Contains(*cal, "UID:booking-"+c.b.ID+"@marquee\r\n") || !strings.Contains(*cal, status) ||
					!strings.Contains(*cal, "DESCRIPTION:Booking "+c.b.Reference) {
					t.Fatalf("calendar:\n%s", *cal)
				}
			})
		}
	})
}

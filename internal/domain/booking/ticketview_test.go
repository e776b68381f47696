package booking_test

import (
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/platform/apperr"
)

// The ticket page finds a booking by its reference, typed in any case,
// for its owner, staff and admins only; to anyone else it does not exist.
func TestTicketByReference(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := ticketFixture(t, bdb)
		b := book(t, f, "asha", show, true, "B2", "A1")
		for _, who := range []struct {
			name string
			ctx  func() (got string, err error)
		}{
			{"owner", func() (string, error) { tk, err := f.svc.Ticket(as("asha"), b.Reference); return idOf(tk), err }},
			{"owner, lower case with spaces", func() (string, error) {
				tk, err := f.svc.Ticket(as("asha"), "  "+lower(b.Reference)+" ")
				return idOf(tk), err
			}},
			{"staff", func() (string, error) { tk, err := f.svc.Ticket(staffCtx(), b.Reference); return idOf(tk), err }},
			{"admin", func() (string, error) { tk, err := f.svc.Ticket(adminCaller(), b.Reference); return idOf(tk), err }},
		} {
			got, err := who.ctx()
			if err != nil || got != b.ID {
				t.Fatalf("%s: got %q, %v; want %s", who.name, got, err, b.ID)
			}
		}
		_, err := f.svc.Ticket(as("ravi"), b.Reference)
		wantCode(t, "another customer", err, apperr.NotFound)
		_, err = f.svc.Ticket(as("asha"), "ZZZZZZZZ")
		wantCode(t, "unknown reference", err, apperr.NotFound)
		_, err = f.svc.Ticket(as("asha"), "short")
		wantCode(t, "malformed reference", err, apperr.NotFound)
	})
}

// Seat lines come in seat order with the layout's category name and the
// show's price for it, adding up to what the tickets cost.
func TestSeatLines(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := ticketFixture(t, bdb)
		b := book(t, f, "asha", show, false, "B2", "A9", "A2")
		b.Show = nil // as a list query leaves it: SeatLines loads the show
		lines, err := f.svc.SeatLines(as("asha"), b)
		if err != nil {
			t.Fatal(err)
		}
		var labels []string
		var sum int64
		for _, l := range lines {
			labels = append(labels, l.Label)
			sum += l.PricePaise
			if l.Category == "" || l.PricePaise != 6500 {
				t.Fatalf("line %+v: want a named category at 6500 paise", l)
			}
		}
		if got := join(labels); got != "A2,A9,B2" {
			t.Fatalf("order %s, want A2,A10,B2", got)
		}
		if sum != b.TicketsPaise {
			t.Fatalf("lines add to %d, tickets cost %d", sum, b.TicketsPaise)
		}
	})
}

// checkedInAt is empty until the door admits the ticket, then the first
// scan's time, and never shown to another customer.
func TestCheckedInAt(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := ticketFixture(t, bdb)
		b := book(t, f, "asha", show, true, "C3")
		if at, err := f.svc.CheckedInAt(as("asha"), b); err != nil || at != nil {
			t.Fatalf("before check-in: %v, %v", at, err)
		}
		adm, err := f.svc.CheckIn(staffCtx(), f.svc.TicketCodeOf(b))
		if err != nil {
			t.Fatal(err)
		}
		at, err := f.svc.CheckedInAt(as("asha"), b)
		if err != nil || at == nil || !at.Equal(adm.CheckedInAt) {
			t.Fatalf("owner after check-in: %v, %v; want %v", at, err, adm.CheckedInAt)
		}
		if at, err := f.svc.CheckedInAt(as("ravi"), b); err != nil || at != nil {
			t.Fatalf("another customer: %v, %v", at, err)
		}
	})
}

func idOf(b *db.Booking) string {
	if b == nil {
		return ""
	}
	return b.ID
}

func lower(s string) string { return strings.ToLower(s) }

func join(s []string) string { return strings.Join(s, ",") }

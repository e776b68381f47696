package booking_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/ratelimit"
)

func staffAs(id string) context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: id, Name: id, Staff: true})
}

// referenceFixture is a ticket fixture whose check-ins by reference are
// limited to perMinute per staff user, on the fixture's clock.
func referenceFixture(t *testing.T, bdb *bun.DB, perMinute int) (*fixture, *db.Show) {
	f, show := ticketFixture(t, bdb)
	l := ratelimit.New(perMinute, ratelimit.Options{Clock: f.clock.Now})
	f.svc.ReferenceLimit = func(ctx context.Context, staffID string) error {
		return ratelimit.Spend(ctx, l, staffID, "check-ins by booking reference")
	}
	return f, show
}

// bookWithReference books and pays seats under a chosen reference.
func bookWithReference(t *testing.T, f *fixture, ref, userID string, show *db.Show, seats ...string) *db.Booking {
	t.Helper()
	f.svc.NewReference = func() string { return ref }
	defer func() { f.svc.NewReference = nil }()
	b := book(t, f, userID, show, true, seats...)
	if b.Reference != ref {
		t.Fatalf("reference %q, want %q", b.Reference, ref)
	}
	return b
}

// The reference printed on the ticket checks it in when staff type it: in
// any case, with hyphens or spaces, O read as 0 and I and L as 1. Every
// spelling names the one booking, so after the first they are second
// scans. A reference no booking has, or one with letters outside the
// alphabet, is not a ticket.
func TestCheckInByReference(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := referenceFixture(t, bdb, 100)
		b := bookWithReference(t, f, "A0B1C1D0", "asha", show, "A2", "A1")
		adm, err := f.svc.CheckIn(staffCtx(), " aobi-cldo ")
		if err != nil {
			t.Fatalf("typed reference: %v", err)
		}
		if adm.Booking.ID != b.ID || !adm.CheckedInAt.Equal(f.clock.Now()) {
			t.Fatalf("admitted %+v", adm)
		}
		for _, typed := range []string{"A0B1C1D0", "a0b1c1d0", "AOBICLDO", "A0B1 C1D0", "a0b1-c1d0", f.svc.TicketCodeOf(b)} {
			_, err := f.svc.CheckIn(staffCtx(), typed)
			wantCode(t, typed, err, apperr.AlreadyCheckedIn)
		}
		for _, typed := range []string{"ZZZZZZZZ", "A0B1C1D", "A0B1C1D00", "A0B1C1DU"} {
			_, err := f.svc.CheckIn(staffCtx(), typed)
			wantCode(t, typed, err, apperr.InvalidTicket)
		}
		_, err = f.svc.CheckIn(staffAs("usher"), "zzzzzzzz")
		if e, _ := apperr.As(err); e == nil || e.Message != "No booking has the reference ZZZZZZZZ" {
			t.Fatalf("unknown reference: %v", err)
		}
		// The refusals of a typed reference are those of its ticket.
		bookWithReferenceUnpaid(t, f, "P0P0P0P0", "ravi", show, "B1")
		_, err = f.svc.CheckIn(staffCtx(), "popopopo")
		wantCode(t, "unpaid", err, apperr.TicketUnpaid)
		if got := count(t, bdb.NewSelect().Model((*db.CheckIn)(nil))); got != 1 {
			t.Fatalf("%d check-ins stored", got)
		}
	})
}

func bookWithReferenceUnpaid(t *testing.T, f *fixture, ref, userID string, show *db.Show, seats ...string) *db.Booking {
	t.Helper()
	f.svc.NewReference = func() string { return ref }
	defer func() { f.svc.NewReference = nil }()
	return book(t, f, userID, show, false, seats...)
}

// Only staff check in by reference, as by code: a customer who knows a
// reference is FORBIDDEN, a visitor UNAUTHENTICATED, and neither spends
// staff's allowance or admits anything.
func TestCheckInByReferenceIsForStaff(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := referenceFixture(t, bdb, 1)
		b := book(t, f, "asha", show, true, "A1")
		_, err := f.svc.CheckIn(as("asha"), b.Reference)
		wantCode(t, "the owner", err, apperr.Forbidden)
		_, err = f.svc.CheckIn(as("ravi"), b.Reference)
		wantCode(t, "another customer", err, apperr.Forbidden)
		_, err = f.svc.CheckIn(context.Background(), b.Reference)
		wantCode(t, "a visitor", err, apperr.Unauthenticated)
		if got := count(t, bdb.NewSelect().Model((*db.CheckIn)(nil))); got != 0 {
			t.Fatalf("%d check-ins stored", got)
		}
		if _, err := f.svc.CheckIn(adminCaller(), b.Reference); err != nil {
			t.Fatalf("an admin (staff too) by reference: %v", err)
		}
	})
}

// Each staff user may try so many references a minute: past that they are
// RATE_LIMITED with retryAfter, whether the reference exists or not, while
// another usher and signed codes (the QR) are not held up; the allowance
// comes back with time.
func TestCheckInByReferenceRateLimit(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := referenceFixture(t, bdb, 3) // one every 20 s, three at once
		a := book(t, f, "asha", show, true, "A1")
		c := book(t, f, "ravi", show, true, "B1")
		d := book(t, f, "meera", show, true, "C1")
		usha, uma := staffAs("usha"), staffAs("uma")
		for _, typed := range []string{"ZZZZZZZZ", "YYYYYYYY", "XXXXXXXX"} {
			_, err := f.svc.CheckIn(usha, typed)
			wantCode(t, typed, err, apperr.InvalidTicket)
		}
		_, err := f.svc.CheckIn(usha, a.Reference)
		wantCode(t, "the fourth reference in a minute", err, apperr.RateLimited)
		e, _ := apperr.As(err)
		if e.Details["retryAfter"] != 20 {
			t.Fatalf("retryAfter = %v, want 20", e.Details["retryAfter"])
		}
		if _, err := f.svc.CheckIn(uma, a.Reference); err != nil {
			t.Fatalf("another usher is held up: %v", err)
		}
		if _, err := f.svc.CheckIn(usha, f.svc.TicketCodeOf(c)); err != nil {
			t.Fatalf("a signed code is held up by the reference limit: %v", err)
		}
		f.clock.Advance(20 * time.Second)
		if _, err := f.svc.CheckIn(usha, d.Reference); err != nil {
			t.Fatalf("after 20 s: %v", err)
		}
		_, err = f.svc.CheckIn(usha, d.Reference)
		wantCode(t, "at once again", err, apperr.RateLimited)
	})
}

// A second scan answers ALREADY_CHECKED_IN with what the first showed:
// the first scan's time, the reference, the movie, the show's local date
// and time, the cinema and screen, and the seats with their categories.
func TestSecondScanShowsShowAndSeats(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := referenceFixture(t, bdb, 100)
		b := book(t, f, "asha", show, true, "A2", "A1")
		first, err := f.svc.CheckIn(staffCtx(), f.svc.TicketCodeOf(b))
		if err != nil {
			t.Fatal(err)
		}
		full, err := db.BookingByReference(context.Background(), bdb, b.Reference)
		if err != nil {
			t.Fatal(err)
		}
		lines, err := f.svc.SeatLines(context.Background(), full)
		if err != nil || len(lines) != 2 || lines[0].Category == "" {
			t.Fatalf("seat lines %+v %v", lines, err)
		}
		f.clock.Advance(time.Minute)
		for _, code := range []string{f.svc.TicketCodeOf(b), b.Reference} {
			_, err := f.svc.CheckIn(staffAs("uma"), code)
			wantCode(t, "second scan", err, apperr.AlreadyCheckedIn)
			e, _ := apperr.As(err)
			want := map[string]any{
				"checkedInAt": first.CheckedInAt.UTC().Format(time.RFC3339Nano),
				"reference":   b.Reference,
				"movie":       "The Long Rehearsal",
				"showDate":    show.StartsAt.UTC().Format(time.DateOnly),
				"showTime":    show.StartsAt.UTC().Format("15:04"),
				"timeZone":    "UTC",
				"cinema":      full.Show.Screen.Cinema.Name,
				"screen":      full.Show.Screen.Name,
			}
			for k, v := range want {
				if e.Details[k] != v || v == "" {
					t.Errorf("%s: %s = %v, want %v", code, k, e.Details[k], v)
				}
			}
			seats, _ := e.Details["seats"].([]map[string]string)
			if len(seats) != 2 || seats[0]["label"] != "A1" || seats[1]["label"] != "A2" ||
				seats[0]["category"] != lines[0].Category || seats[1]["category"] != lines[1].Category {
				t.Fatalf("%s: seats %v, want A1 and A2 with %s", code, e.Details["seats"], lines[0].Category)
			}
		}
	})
}

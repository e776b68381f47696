package booking_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

func staffCtx() context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: "usher", Name: "Usher", Staff: true})
}

func adminCaller() context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: "boss", Name: "Boss", Admin: true, Staff: true})
}

// ticketFixture is a booking fixture with a ticket key and a show an hour
// from now (10:00 UTC), today.
func ticketFixture(t *testing.T, bdb *bun.DB) (*fixture, *db.Show) {
	f := newFixture(t, bdb)
	f.svc.TicketKey = []byte("0123456789abcdef0123456789abcdef")
	return f, f.addShow(t, f.clock.Now().Add(time.Hour), 6500)
}

func book(t *testing.T, f *fixture, userID string, show *db.Show, paid bool, seats ...string) *db.Booking {
	t.Helper()
	b, err := f.svc.CreateBooking(as(userID), show.ID, seats)
	if err != nil {
		t.Fatal(err)
	}
	if paid {
		o, err := f.svc.ConfirmPayment(context.Background(), booking.Payment{EventID: "ev_" + b.ID, BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"})
		if err != nil || o != booking.OutcomePaid {
			t.Fatalf("pay: %v %v", o, err)
		}
		b.Status = db.StatusPaid
	}
	return b
}

func wantCode(t *testing.T, what string, err error, kind apperr.Kind) {
	t.Helper()
	if !apperr.Is(err, kind) {
		t.Fatalf("%s: got %v (%s), want %s", what, err, apperr.KindOf(err), kind)
	}
}

// Twenty scanners reading one ticket at once admit it exactly once; the
// other nineteen are told it was already checked in, and when.
func TestCheckInAdmitsOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := ticketFixture(t, bdb)
		b := book(t, f, "asha", show, true, "A1", "A2")
		code := f.svc.TicketCodeOf(b)
		const n = 20
		var wg sync.WaitGroup
		admissions := make([]*booking.Admission, n)
		errs := make([]error, n)
		start := make(chan struct{})
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				admissions[i], errs[i] = f.svc.CheckIn(staffCtx(), code)
			}()
		}
		close(start)
		wg.Wait()
		var ok *booking.Admission
		var already []*apperr.Error
		for i := range n {
			switch e, isDomain := apperr.As(errs[i]); {
			case errs[i] == nil:
				if ok != nil {
					t.Fatal("two scans admitted the same ticket")
				}
				ok = admissions[i]
			case isDomain && e.Kind == apperr.AlreadyCheckedIn:
				already = append(already, e)
			default:
				t.Fatalf("scan %d: %v", i, errs[i])
			}
		}
		if ok == nil || len(already) != n-1 || ok.Booking.ID != b.ID || !ok.CheckedInAt.Equal(f.clock.Now()) {
			t.Fatalf("admitted %+v, %d already", ok, len(already))
		}
		for _, e := range already {
			if e.Details["checkedInAt"] != ok.CheckedInAt.UTC().Format(time.RFC3339Nano) {
				t.Fatalf("checkedInAt = %v, want %v", e.Details["checkedInAt"], ok.CheckedInAt)
			}
		}
		if got := count(t, bdb.NewSelect().Model((*db.CheckIn)(nil))); got != 1 {
			t.Fatalf("%d check-ins stored", got)
		}
	})
}

// Forged, borrowed, unpaid, cancelled, future and finished tickets are
// refused, each with its own code; only staff and admins may scan.
func TestCheckInRefusals(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := ticketFixture(t, bdb)
		paid := book(t, f, "asha", show, true, "A1")
		other := book(t, f, "ravi", show, true, "B1")
		pending := book(t, f, "meera", show, false, "C1")
		cancelled := book(t, f, "neel", show, false, "D1")
		if _, err := f.svc.Cancel(as("neel"), cancelled.ID); err != nil {
			t.Fatal(err)
		}
		later := book(t, f, "asha", f.show, true, "E1") // in two days
		code := f.svc.TicketCodeOf(paid)
		otherCode := f.svc.TicketCodeOf(other)
		tampered := code[:len(code)-1] + map[bool]string{true: "A", false: "B"}[code[len(code)-1] != 'A']
		swapped := code[:len("MQ1.")+db.ReferenceLen+1] + otherCode[len("MQ1.")+db.ReferenceLen+1:]
		wrongKey := booking.New(bdb, testHold, time.UTC, nil, nil)
		wrongKey.TicketKey = []byte("another key entirely, 32 bytes!!")
		for _, c := range []struct {
			what, code string
			want       apperr.Kind
		}{
			{"tampered", tampered, apperr.InvalidTicket},
			{"another booking's MAC", swapped, apperr.InvalidTicket},
			{"signed with another key", wrongKey.TicketCodeOf(paid), apperr.InvalidTicket},
			{"unknown reference", "MQ1.ZZZZZZZZ." + code[len(code)-43:], apperr.InvalidTicket},
			{"garbage", "hello", apperr.InvalidTicket},
			{"bare booking id", paid.ID, apperr.InvalidTicket},
			{"unpaid", f.svc.TicketCodeOf(pending), apperr.TicketUnpaid},
			{"cancelled", f.svc.TicketCodeOf(cancelled), apperr.TicketCancelled},
			{"another day", f.svc.TicketCodeOf(later), apperr.NotToday},
		} {
			_, err := f.svc.CheckIn(staffCtx(), c.code)
			wantCode(t, c.what, err, c.want)
		}
		_, err := f.svc.CheckIn(as("asha"), code)
		wantCode(t, "customer scanning", err, apperr.Forbidden)
		_, err = f.svc.CheckIn(context.Background(), code)
		wantCode(t, "anonymous scanning", err, apperr.Unauthenticated)
		if got := count(t, bdb.NewSelect().Model((*db.CheckIn)(nil))); got != 0 {
			t.Fatalf("refusals stored %d check-ins", got)
		}
		// A refunded booking, and an unpaid one whose hold has run out.
		refunded := book(t, f, "kiran", show, false, "F1") // as a late payment for lost seats ends
		if err := db.MarkRefunded(context.Background(), bdb, refunded.ID, "pi_refund", f.clock.Now()); err != nil {
			t.Fatal(err)
		}
		_, err = f.svc.CheckIn(staffCtx(), f.svc.TicketCodeOf(refunded))
		wantCode(t, "refunded", err, apperr.TicketRefunded)
		f.clock.Advance(testHold + time.Minute)
		_, err = f.svc.CheckIn(staffCtx(), f.svc.TicketCodeOf(pending))
		wantCode(t, "expired", err, apperr.TicketExpired)
		// An admin can scan; the reference is read in any case.
		lower := "MQ1." + strings.ToLower(other.Reference) + otherCode[len("MQ1.")+db.ReferenceLen:]
		if _, err := f.svc.CheckIn(adminCaller(), lower); err != nil {
			t.Fatalf("admin scan: %v", err)
		}
		// Once the show has started and run its length (the fixture movie
		// has no runtime), it is over.
		f.clock.Advance(time.Hour - testHold - time.Minute)
		_, err = f.svc.CheckIn(staffCtx(), code)
		wantCode(t, "show over", err, apperr.ShowOver)
	})
}

// The ticket code is shown to its owner, staff and admins once paid, and
// to nobody else.
func TestTicketCodeVisibility(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, show := ticketFixture(t, bdb)
		paid := book(t, f, "asha", show, true, "A1")
		pending := book(t, f, "ravi", show, false, "B1")
		for _, c := range []struct {
			who  string
			ctx  context.Context
			b    *db.Booking
			want bool
		}{
			{"owner", as("asha"), paid, true},
			{"staff", staffCtx(), paid, true},
			{"admin", adminCaller(), paid, true},
			{"another user", as("ravi"), paid, false},
			{"anonymous", context.Background(), paid, false},
			{"owner of an unpaid booking", as("ravi"), pending, false},
			{"staff, unpaid booking", staffCtx(), pending, false},
		} {
			got := f.svc.TicketCode(c.ctx, c.b)
			if (got != nil) != c.want || (got != nil && *got != f.svc.TicketCodeOf(c.b)) {
				t.Fatalf("%s: ticket code %v, want shown=%v", c.who, got, c.want)
			}
		}
		if _, err := f.svc.CheckIn(staffCtx(), *f.svc.TicketCode(as("asha"), paid)); err != nil {
			t.Fatalf("the owner's code does not scan: %v", err)
		}
	})
}

package booking_test

import (
	"context"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/platform/apperr"
)

func (f *fixture) bestSeats(t *testing.T, showID string, count int, category *string) string {
	t.Helper()
	got, err := f.svc.BestSeats(context.Background(), showID, count, category)
	if err != nil {
		t.Fatalf("bestSeats(%d, %v): %v", count, category, err)
	}
	if got == nil {
		t.Fatal("bestSeats answered null, not an empty list")
	}
	return strings.Join(got, ",")
}

// payFor books seats of show for userID and pays for them: sold seats.
func (f *fixture) payFor(t *testing.T, showID, userID string, seats ...string) {
	t.Helper()
	b, err := f.svc.CreateBooking(as(userID), showID, seats)
	if err != nil {
		t.Fatal(err)
	}
	out, err := f.svc.ConfirmPayment(context.Background(), booking.Payment{
		EventID: "evt_" + b.ID, EventType: "checkout.session.completed", BookingID: b.ID,
		AmountPaise: b.AmountPaise, Currency: b.Currency, PaymentIntentID: "pi_" + b.ID,
	})
	if err != nil || out != booking.OutcomePaid {
		t.Fatalf("pay = %s, %v", out, err)
	}
}

func ptr(s string) *string { return &s }

// On a show of the 264-seat screen: three together in the sweet row by
// the aisle, the same answer twice; held and sold seats are passed over
// for the next best, which can be booked as proposed; a category keeps
// to its rows.
func TestBestSeatsOfAShow(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		sh := f.addVenueShow(t, sample.GrandLayout(), grandPrices, false, 5)
		if got := f.bestSeats(t, sh.ID, 3, nil); got != "I9,I10,I11" {
			t.Fatalf("empty screen: %s", got)
		}
		if got := f.bestSeats(t, sh.ID, 3, nil); got != "I9,I10,I11" {
			t.Fatalf("asked again: %s", got)
		}
		if _, err := f.svc.CreateBooking(as("u1"), sh.ID, []string{"I9", "I10", "I11"}); err != nil {
			t.Fatal(err) // held
		}
		f.payFor(t, sh.ID, "u2", "I12", "I13", "I14") // sold
		got := f.bestSeats(t, sh.ID, 3, nil)
		if got != "J9,J10,J11" {
			t.Fatalf("with row I's centre held and sold: %s", got)
		}
		if _, err := f.svc.CreateBooking(as("u3"), sh.ID, strings.Split(got, ",")); err != nil {
			t.Fatalf("booking the proposal: %v", err)
		}
		if got := f.bestSeats(t, sh.ID, 5, nil); got != "J12,J13,J14,J15,J16" {
			t.Fatalf("five: %s", got)
		}
		if got := f.bestSeats(t, sh.ID, 2, ptr(" recliner ")); got != "L5,L6" {
			t.Fatalf("recliners: %s", got)
		}
		if got := f.bestSeats(t, sh.ID, 4, ptr("CLASSIC")); got != "F8,F9,F10,F11" {
			t.Fatalf("classic: %s", got)
		}
	})
}

// Where the cinema keeps the single-seat-gap rule, the group that would
// strand I8 next to the held I7 is passed over; without the rule it is
// proposed.
func TestBestSeatsFollowTheGapRule(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		for _, c := range []struct {
			rule bool
			want string
		}{{true, "I12,I13,I14"}, {false, "I9,I10,I11"}} {
			sh := f.addVenueShow(t, sample.GrandLayout(), grandPrices, c.rule, 5)
			if _, err := f.svc.CreateBooking(as("u1"), sh.ID, []string{"I7"}); err != nil {
				t.Fatal(err)
			}
			got := f.bestSeats(t, sh.ID, 3, nil)
			if got != c.want {
				t.Fatalf("gap rule %v: %s, want %s", c.rule, got, c.want)
			}
			if _, err := f.svc.CreateBooking(as("u2"), sh.ID, strings.Split(got, ",")); err != nil {
				t.Fatalf("gap rule %v: booking the proposal: %v", c.rule, err)
			}
		}
	})
}

// Wheelchair spaces, companion seats and blocked cells are never
// proposed, nor held seats; when nothing fits the answer is an empty list.
func TestBestSeatsNeverAccessibleBlockedOrHeld(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		l := db.LayoutData{Categories: []db.LayoutCategory{{Code: "STD", Name: "Standard"}},
			Rows: []db.LayoutRow{rowOf("A", "WCSSBSCW", "STD")}}
		sh := f.addVenueShow(t, l, map[string]int64{"STD": 10000}, false, 5)
		if got := f.bestSeats(t, sh.ID, 2, nil); got != "A3,A4" {
			t.Fatalf("pair: %s", got)
		}
		if got := f.bestSeats(t, sh.ID, 3, nil); got != "" {
			t.Fatalf("three across the blocked A5: %s", got)
		}
		if _, err := f.svc.CreateBooking(as("u1"), sh.ID, []string{"A3"}); err != nil {
			t.Fatal(err)
		}
		if got := f.bestSeats(t, sh.ID, 1, nil); got != "A4" {
			t.Fatalf("one beside the held A3: %s", got)
		}
		if got := f.bestSeats(t, sh.ID, 2, nil); got != "" {
			t.Fatalf("two with A3 held: %s", got)
		}
		f.payFor(t, sh.ID, "u2", "A4", "A6")
		if got := f.bestSeats(t, sh.ID, 1, nil); got != "" {
			t.Fatalf("only wheelchair and companion spaces free: %s", got)
		}
	})
}

// count must be 1 to the show's maxSeats; an unknown category, a
// malformed id (BAD_USER_INPUT), an unknown show (NOT_FOUND) and a
// cancelled one (SHOW_CANCELLED) are refused.
func TestBestSeatsRefusesBadInput(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		sh := f.addVenueShow(t, sample.GrandLayout(), grandPrices, false, 7)
		ctx := context.Background()
		for _, n := range []int{0, -1, 8} {
			_, err := f.svc.BestSeats(ctx, sh.ID, n, nil)
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.BadInput || e.Message != "Choose between 1 and 7 seats" {
				t.Fatalf("count %d: %v", n, err)
			}
		}
		if got := f.bestSeats(t, sh.ID, 7, nil); got != "I5,I6,I7,I8,I9,I10,I11" {
			t.Fatalf("maxSeats: %s", got)
		}
		// The fixture's default show has no maxSeats of its own: 5.
		if _, err := f.svc.BestSeats(ctx, f.show.ID, db.DefaultMaxSeats+1, nil); !apperr.Is(err, apperr.BadInput) {
			t.Fatalf("default show, 6 seats: %v", err)
		}
		if _, err := f.svc.BestSeats(ctx, sh.ID, 2, ptr("GOLD")); !apperr.Is(err, apperr.BadInput) {
			t.Fatalf("unknown category: %v", err)
		}
		if _, err := f.svc.BestSeats(ctx, "nope", 2, nil); !apperr.Is(err, apperr.BadInput) {
			t.Fatalf("malformed id: %v", err)
		}
		if _, err := f.svc.BestSeats(ctx, uuid.NewString(), 2, nil); !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("unknown show: %v", err)
		}
		// A cancelled show proposes nothing: it says why, as booking does.
		if _, err := bdb.NewUpdate().Model((*db.Show)(nil)).Set("status = ?", db.ShowCancelled).Set("revision = revision + 1").
			Where("id = ?", sh.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.BestSeats(ctx, sh.ID, 2, nil); !apperr.Is(err, apperr.ShowCancelled) {
			t.Fatalf("cancelled show: %v", err)
		}
	})
}

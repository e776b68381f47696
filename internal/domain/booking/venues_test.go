package booking_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/platform/apperr"
	"marquee/internal/testsupport/bookingtest"
)

var grandPrices = map[string]int64{"RECLINER": 45000, "PRIME": 25000, "CLASSIC": 9000}

// addVenueShow stores a cinema (with the single-seat-gap rule or not), a
// screen with layout l and a show on it with the given category prices.
func (f *fixture) addVenueShow(t *testing.T, l db.LayoutData, prices map[string]int64, gapRule bool, maxSeats int) *db.Show {
	t.Helper()
	ctx := context.Background()
	now := f.clock.Now()
	c := &db.Cinema{ID: uuid.NewString(), Name: "Grand", City: "Mumbai", Address: "x", TimeZone: "Asia/Kolkata",
		CleaningBufferMinutes: 20, SingleSeatGapRule: gapRule, CreatedAt: now}
	sc := &db.Screen{ID: uuid.NewString(), CinemaID: c.ID, Name: "Audi 1", LayoutID: uuid.NewString(), CreatedAt: now}
	lay := &db.SeatLayout{ID: sc.LayoutID, ScreenID: sc.ID, Version: 1, Layout: l, Capacity: l.Capacity(), CreatedAt: now}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(db.InsertCinema(ctx, f.db, c))
	must(db.InsertLayout(ctx, f.db, lay))
	must(db.InsertScreen(ctx, f.db, sc))
	at := now.Add(72 * time.Hour)
	sh := &db.Show{ID: uuid.NewString(), MovieID: f.show.MovieID, StartsAt: at, PricePaise: 9000, CreatedAt: now,
		ScreenID: sc.ID, LayoutID: lay.ID, OccupiedUntil: at.Add(3 * time.Hour), MaxSeats: maxSeats}
	must(dbtest.InsertShow(ctx, f.db, sh))
	var rows []db.ShowPrice
	for cat, p := range prices {
		rows = append(rows, db.ShowPrice{ShowID: sh.ID, Category: cat, PricePaise: p})
	}
	_, err := f.db.NewInsert().Model(&rows).Exec(ctx)
	must(err)
	return sh
}

// On the large layout a blocked seat, a label that does not exist (the
// aisle has none) and more seats than the show allows are refused, each
// with BAD_USER_INPUT naming the problem; wheelchair and companion spaces
// can be booked.
func TestBookingFollowsTheShowLayout(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		sh := f.addVenueShow(t, sample.GrandLayout(), grandPrices, false, 3)
		for _, c := range []struct {
			seats []string
			want  string
		}{
			{[]string{"A5", "H11"}, `Invalid seat "H11": it is blocked`},
			{[]string{"A23"}, `Invalid seat "A23": no such seat`},
			{[]string{"N1"}, `Invalid seat "N1": no such seat`},
			{[]string{"A3", "A4", "A5", "A6"}, "up to 3 seats"},
		} {
			_, err := f.svc.CreateBooking(as("u1"), sh.ID, c.seats)
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.BadInput || !strings.Contains(e.Message, c.want) {
				t.Fatalf("%v: err %v, want BAD_USER_INPUT containing %q", c.seats, err, c.want)
			}
		}
		if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil)).Where("show_id = ?", sh.ID)); n != 0 {
			t.Fatalf("%d bookings stored by refused requests", n)
		}
		b, err := f.svc.CreateBooking(as("u1"), sh.ID, []string{"a1", "A2", "M12"})
		if err != nil || strings.Join(b.Seats, ",") != "A1,A2,M12" {
			t.Fatalf("wheelchair, companion and recliner: %+v, %v", b, err)
		}
		// The default 10×9 show still refuses labels outside A1–J9.
		if _, err := f.svc.CreateBooking(as("u2"), f.show.ID, []string{"A10"}); !apperr.Is(err, apperr.BadInput) {
			t.Fatalf("A10 on the 10×9 screen: %v", err)
		}
	})
}

// Mixed categories with a booking fee: each seat costs its category's
// price, the fee is per ticket with 18% GST on it, the GST inside each
// ticket is 12% up to ₹100 and 18% above; the quote shown before paying
// is exactly the amount charged.
func TestBookingAmountForMixedCategories(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		f.svc.FeePaise = 3000
		sh := f.addVenueShow(t, sample.GrandLayout(), grandPrices, false, 5)
		seats := []string{"M1", "G1", "A3"} // recliner, prime, classic
		quote, err := f.svc.Quote(as("u1"), sh.ID, seats)
		if err != nil {
			t.Fatal(err)
		}
		// Tickets 450 + 250 + 90; GST inside: 68.64 + 38.14 + 9.64;
		// fees 3 × 30 = 90 with 16.20 GST.
		want := booking.Breakdown{TicketsPaise: 79000, FeePaise: 9000, TaxPaise: 6864 + 3814 + 964 + 1620, TotalPaise: 79000 + 9000 + 1620}
		if quote.TicketsPaise != want.TicketsPaise || quote.FeePaise != want.FeePaise || quote.TaxPaise != want.TaxPaise ||
			quote.TotalPaise != want.TotalPaise || quote.FoodPaise != 0 || quote.DiscountPaise != 0 {
			t.Fatalf("quote %+v, want %+v", quote, want)
		}
		b, err := f.svc.CreateBooking(as("u1"), sh.ID, seats)
		if err != nil {
			t.Fatal(err)
		}
		stored, err := db.BookingWithShow(context.Background(), bdb, b.ID)
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.svc.BreakdownOf(context.Background(), stored)
		if err != nil {
			t.Fatal(err)
		}
		if got.TicketsPaise != want.TicketsPaise || got.FeePaise != want.FeePaise || got.TaxPaise != want.TaxPaise ||
			got.TotalPaise != want.TotalPaise || stored.AmountPaise != want.TotalPaise || len(got.Lines) != 4 {
			t.Fatalf("stored breakdown %+v amount %d, want %+v", got, stored.AmountPaise, want)
		}
	})
}

func TestGSTInside(t *testing.T) {
	for _, c := range []struct{ price, tax int64 }{{10000, 1071}, {10001, 1526}, {9000, 964}, {0, 0}, {45000, 6864}} {
		if got := booking.GSTInside(c.price); got != c.tax {
			t.Errorf("GSTInside(%d) = %d, want %d", c.price, got, c.tax)
		}
	}
}

// Hot seat on the 264-seat layout: 100 buyers want the same recliner at
// once; exactly one gets it, the rest get CONFLICT naming it.
func TestHotSeatOnALargeLayout(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		sh := f.addVenueShow(t, sample.GrandLayout(), grandPrices, false, 5)
		const buyers = 100
		errs := make([]error, buyers)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range buyers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				// Everyone wants M6; each adds a seat of their own.
				_, errs[i] = f.svc.CreateBooking(as(user(i)), sh.ID, []string{"M6", []string{"B", "C", "D", "E", "F"}[i%5] + string(rune('1'+i/5%9))})
			}()
		}
		close(start)
		wg.Wait()
		won := 0
		for i, err := range errs {
			switch {
			case err == nil:
				won++
			case apperr.Is(err, apperr.Conflict):
				if !strings.Contains(err.Error(), "M6") {
					t.Fatalf("buyer %d: conflict without M6: %v", i, err)
				}
			default:
				t.Fatalf("buyer %d: %v", i, err)
			}
		}
		if won != 1 {
			t.Fatalf("%d buyers got M6, want exactly 1", won)
		}
		claims := bookingtest.CheckSeats(t, bdb, sh.ID, 1)
		if len(claims) != 2 {
			t.Fatalf("%d seats claimed, want the winner's 2", len(claims))
		}
	})
}

// With the cinema's single-seat-gap rule a selection that strands one
// seat next to a taken seat is refused; the same selection is fine where
// the rule is off.
func TestSingleSeatGapRule(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		strict := f.addVenueShow(t, sample.GrandLayout(), grandPrices, true, 5)
		lax := f.addVenueShow(t, sample.GrandLayout(), grandPrices, false, 5)
		for _, sh := range []*db.Show{strict, lax} {
			if _, err := f.svc.CreateBooking(as("u1"), sh.ID, []string{"C3"}); err != nil {
				t.Fatal(err)
			}
		}
		_, err := f.svc.CreateBooking(as("u2"), strict.ID, []string{"C5", "C6"})
		if e, ok := apperr.As(err); !ok || e.Kind != apperr.BadInput || !strings.Contains(e.Message, "seat C4 empty") {
			t.Fatalf("strand C4 with the rule: %v", err)
		}
		if _, err := f.svc.CreateBooking(as("u2"), lax.ID, []string{"C5", "C6"}); err != nil {
			t.Fatalf("strand C4 without the rule: %v", err)
		}
		if _, err := f.svc.CreateBooking(as("u2"), strict.ID, []string{"C4", "C5"}); err != nil {
			t.Fatalf("next to the taken seat: %v", err)
		}
	})
}

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
	"marquee/internal/domain/concessions"
	"marquee/internal/platform/apperr"
)

// shop is the fixture's show's cinema's menu and offers, made through
// the concessions service as an admin would.
type shop struct {
	svc *concessions.Service
}

func newShop(f *fixture) *shop {
	return &shop{svc: &concessions.Service{DB: f.db, Clock: f.clock.Now, TZ: time.UTC}}
}

func (s *shop) item(t *testing.T, name string, price int64, gst int, stock *int) *db.MenuItem {
	t.Helper()
	it, err := s.svc.UpsertMenuItem(adminCtx(), db.DefaultCinemaID, concessions.MenuItemInput{
		Name: name, Category: "popcorn", PricePaise: price, GSTRatePercent: gst, Available: true, StockPerDay: stock})
	if err != nil {
		t.Fatal(err)
	}
	return it
}

func (s *shop) offer(t *testing.T, in concessions.OfferInput) *db.Offer {
	t.Helper()
	o, err := s.svc.CreateOffer(adminCtx(), in)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

func intp(n int) *int { return &n }

// pay confirms b's payment in full and returns the outcome.
func (f *fixture) pay(t *testing.T, b *db.Booking) booking.Outcome {
	t.Helper()
	out, err := f.svc.ConfirmPayment(context.Background(), booking.Payment{
		EventID: "evt_" + b.ID, EventType: "checkout.session.completed", BookingID: b.ID,
		AmountPaise: b.AmountPaise, Currency: b.Currency, PaymentIntentID: "pi_" + b.ID,
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func stockSold(t *testing.T, bdb *bun.DB, itemID string, at time.Time) int {
	t.Helper()
	n, err := db.StockSold(context.Background(), bdb, itemID, at.UTC().Format(time.DateOnly))
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func loadOffer(t *testing.T, bdb *bun.DB, id string) *db.Offer {
	t.Helper()
	o, err := db.OfferByID(context.Background(), bdb, id)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// The breakdown's lines add up: tickets (12% GST at ₹65), food at 5% and
// 18%, a 20% discount on everything spread over the lines with their GST
// worked out again, the fee with 18% GST; the booking stores exactly the
// quote, and reading its breakdown back gives the same lines.
func TestBreakdownOfTicketsFoodDiscountAndFee(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		f.svc.FeePaise = 2000
		sh := newShop(f)
		popcorn := sh.item(t, "Large popcorn", 35000, 5, nil)
		cola := sh.item(t, "Cola", 15000, 18, nil)
		sh.offer(t, concessions.OfferInput{Code: "Feast20", Title: "20% off", Kind: db.OfferPercent, Value: 20, AppliesTo: db.ScopeAll})
		food := booking.WithFood([]booking.FoodRequest{{ItemID: popcorn.ID, Quantity: 1}, {ItemID: cola.ID, Quantity: 2}})
		q, err := f.svc.Quote(as("u1"), f.show.ID, []string{"A1", "A2"}, food, booking.WithPromoCode("feast20"))
		if err != nil {
			t.Fatal(err)
		}
		// Tickets 2 × 65 = 130, food 350 + 300 = 650, 20% of 780 = 156 off.
		if q.TicketsPaise != 13000 || q.FoodPaise != 65000 || q.DiscountPaise != 15600 || q.FeePaise != 4000 {
			t.Fatalf("quote %+v", q)
		}
		if want := int64(13000 + 65000 - 15600 + 4000 + 720); q.TotalPaise != want {
			t.Fatalf("total %d, want %d", q.TotalPaise, want)
		}
		var sum, tax int64
		kinds := ""
		for _, l := range q.Lines {
			sum += l.AmountPaise
			tax += l.TaxPaise
			kinds += l.Kind[:1]
		}
		if sum != q.TotalPaise || tax != q.TaxPaise || kinds != "TFFDF" {
			t.Fatalf("lines %+v add to %d (tax %d), want %d (tax %d)", q.Lines, sum, tax, q.TotalPaise, q.TaxPaise)
		}
		// GST after the discount: each line's share of 156 off, taxed again.
		// tickets 130 → 104 at 12% = 11.14; popcorn 350 → 280 at 5% = 13.33;
		// colas 300 → 240 at 18% = 36.61; fee 7.20.
		if want := int64(1114 + 1333 + 3661 + 720); q.TaxPaise != want {
			t.Fatalf("tax %d, want %d (lines %+v)", q.TaxPaise, want, q.Lines)
		}
		b, err := f.svc.CreateBooking(as("u1"), f.show.ID, []string{"A1", "A2"}, food, booking.WithPromoCode("FEAST20"))
		if err != nil {
			t.Fatal(err)
		}
		stored := loadBooking(t, bdb, b.ID)
		if stored.AmountPaise != q.TotalPaise || stored.TaxPaise != q.TaxPaise || stored.FoodPaise != q.FoodPaise ||
			stored.DiscountPaise != q.DiscountPaise || stored.OfferID == nil {
			t.Fatalf("stored %+v, quoted %+v", stored, q)
		}
		again, err := f.svc.BreakdownOf(context.Background(), stored)
		if err != nil || again.TotalPaise != q.TotalPaise || len(again.Lines) != len(q.Lines) {
			t.Fatalf("breakdown read back %+v, %v", again, err)
		}
		for i := range again.Lines {
			if again.Lines[i].AmountPaise != q.Lines[i].AmountPaise || again.Lines[i].TaxPaise != q.Lines[i].TaxPaise {
				t.Fatalf("line %d read back %+v, quoted %+v", i, again.Lines[i], q.Lines[i])
			}
		}
	})
}

// 50 customers race for the last 10 units of an item: exactly 10
// bookings are made, the 40 others are refused OUT_OF_STOCK naming the
// item, with their seats released, and the stock is never oversold.
func TestLastUnitsOfAnItemUnderConcurrency(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		combo := newShop(f).item(t, "Couple combo", 60000, 5, intp(10))
		seats := seatList()
		var wg sync.WaitGroup
		errs := make([]error, 50)
		for i := range 50 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = f.svc.CreateBooking(as(user(i)), f.show.ID, []string{seats[i]},
					booking.WithFood([]booking.FoodRequest{{ItemID: combo.ID, Quantity: 1}}))
			}()
		}
		wg.Wait()
		ok, out := 0, 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case apperr.Is(err, apperr.OutOfStock) && strings.Contains(err.Error(), "Couple combo"):
				out++
			default:
				t.Errorf("unexpected refusal: %v", err)
			}
		}
		if ok != 10 || out != 40 {
			t.Fatalf("%d booked, %d OUT_OF_STOCK; want 10 and 40", ok, out)
		}
		if n := stockSold(t, bdb, combo.ID, f.show.StartsAt); n != 10 {
			t.Fatalf("sold %d units, want 10", n)
		}
		if n := count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil)).Where("show_id = ?", f.show.ID)); n != 10 {
			t.Fatalf("%d seats claimed, want 10 (the refused bookings claim none)", n)
		}
		if n := count(t, bdb.NewSelect().Model((*db.OrderLine)(nil))); n != 10 {
			t.Fatalf("%d order lines, want 10", n)
		}
		// The quote says so too, before anyone tries.
		_, err := f.svc.Quote(as("late"), f.show.ID, []string{"J1"}, booking.WithFood([]booking.FoodRequest{{ItemID: combo.ID, Quantity: 1}}))
		if !apperr.Is(err, apperr.OutOfStock) {
			t.Fatalf("quote after the stock ran out: %v", err)
		}
	})
}

// seatList is every seat of the default 10×9 layout, A1 to J9.
func seatList() []string {
	var seats []string
	for _, row := range "ABCDEFGHIJ" {
		for n := 1; n <= 9; n++ {
			seats = append(seats, string(row)+string(rune('0'+n)))
		}
	}
	return seats
}

// A code with 5 redemptions left (3 of 8 used) and 20 customers booking
// and paying at once: exactly 5 paid bookings are discounted, the others
// are refused PROMO_EXHAUSTED when they book (the 5 hold theirs, as seats
// are held), and the offer counts 8 redemptions and none held.
func TestCodeRedemptionsUnderConcurrency(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		o := newShop(f).offer(t, concessions.OfferInput{Code: "FIVE", Title: "₹50 off", Kind: db.OfferFlatPaise, Value: 5000,
			AppliesTo: db.ScopeTickets, MaxRedemptions: intp(8)})
		if _, err := bdb.NewUpdate().Model((*db.Offer)(nil)).Set("redemptions = 3").Where("id = ?", o.ID).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
		seats := seatList()
		var wg sync.WaitGroup
		outcomes := make([]string, 20)
		for i := range 20 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				b, err := f.svc.CreateBooking(as(user(i)), f.show.ID, []string{seats[i]}, booking.WithPromoCode("five"))
				switch {
				case apperr.Is(err, apperr.PromoExhausted):
					outcomes[i] = "exhausted"
					return
				case err != nil:
					outcomes[i] = err.Error()
					return
				}
				out, err := f.svc.ConfirmPayment(context.Background(), booking.Payment{
					EventID: "evt_" + b.ID, EventType: "checkout.session.completed", BookingID: b.ID,
					AmountPaise: b.AmountPaise, Currency: b.Currency, PaymentIntentID: "pi_" + b.ID})
				if err != nil {
					outcomes[i] = err.Error()
					return
				}
				outcomes[i] = string(out)
			}()
		}
		wg.Wait()
		paid, exhausted := 0, 0
		for _, o := range outcomes {
			switch o {
			case string(booking.OutcomePaid):
				paid++
			case "exhausted":
				exhausted++
			default:
				t.Errorf("unexpected outcome %q", o)
			}
		}
		var discounted int
		if err := bdb.NewSelect().Model((*db.Booking)(nil)).ColumnExpr("COUNT(*)").
			Where("status = ? AND discount_paise = 5000 AND offer_id = ?", db.StatusPaid, o.ID).Scan(context.Background(), &discounted); err != nil {
			t.Fatal(err)
		}
		got := loadOffer(t, bdb, o.ID)
		if paid != 5 || exhausted != 15 || discounted != 5 || got.Redemptions != 8 || got.Held != 0 {
			t.Fatalf("%d paid (%d discounted), %d exhausted; offer %d redeemed, %d held; want 5, 5, 15, 8, 0",
				paid, discounted, exhausted, got.Redemptions, got.Held)
		}
	})
}

// A code usable once per customer: a second booking is refused while the
// first holds it and after the first is paid; another customer may use
// it; when the first booking's hold ends unpaid its use goes back.
func TestPromoPerUserLimit(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		o := newShop(f).offer(t, concessions.OfferInput{Code: "ONCE", Title: "₹20 off", Kind: db.OfferFlatPaise, Value: 2000,
			AppliesTo: db.ScopeAll})
		if o.MaxPerUser != 1 {
			t.Fatalf("a code's default per-user limit is %d, want 1", o.MaxPerUser)
		}
		first, err := f.svc.CreateBooking(as("u1"), f.show.ID, []string{"A1"}, booking.WithPromoCode("once"))
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.CreateBooking(as("u1"), f.show.ID, []string{"A2"}, booking.WithPromoCode("ONCE")); !apperr.Is(err, apperr.PromoExhausted) {
			t.Fatalf("second use while the first holds it: %v", err)
		}
		if _, err := f.svc.Quote(as("u1"), f.show.ID, []string{"A2"}, booking.WithPromoCode("ONCE")); !apperr.Is(err, apperr.PromoExhausted) {
			t.Fatalf("quote of a second use: %v", err)
		}
		if _, err := f.svc.CreateBooking(as("u2"), f.show.ID, []string{"A3"}, booking.WithPromoCode("Once")); err != nil {
			t.Fatalf("another customer: %v", err)
		}
		// The first hold ends unpaid: u1 may use the code again.
		f.clock.Advance(testHold + time.Second)
		if _, err := f.svc.ExpireDue(context.Background()); err != nil {
			t.Fatal(err)
		}
		if st := loadBooking(t, bdb, first.ID).Status; st != db.StatusExpired {
			t.Fatalf("first booking %s, want EXPIRED", st)
		}
		again, err := f.svc.CreateBooking(as("u1"), f.show.ID, []string{"A4"}, booking.WithPromoCode("once"))
		if err != nil {
			t.Fatalf("after the first hold ended: %v", err)
		}
		if out := f.pay(t, again); out != booking.OutcomePaid {
			t.Fatalf("pay: %s", out)
		}
		if _, err := f.svc.CreateBooking(as("u1"), f.show.ID, []string{"A5"}, booking.WithPromoCode("once")); !apperr.Is(err, apperr.PromoExhausted) {
			t.Fatalf("second use after paying: %v", err)
		}
	})
}

// A pending booking with food and a code that expires gives its stock and
// its held redemption back and never counts a redemption; its payment
// arriving late, when the last units went to someone else meanwhile, is
// refunded instead of overselling.
func TestExpiryReturnsStockAndNeverRedeems(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		p := &refundProvider{}
		f.svc.Payments = p
		sh := newShop(f)
		popcorn := sh.item(t, "Large popcorn", 35000, 5, intp(3))
		o := sh.offer(t, concessions.OfferInput{Code: "POP", Title: "10% off food", Kind: db.OfferPercent, Value: 10,
			AppliesTo: db.ScopeFood, MaxRedemptions: intp(1)})
		order := booking.WithFood([]booking.FoodRequest{{ItemID: popcorn.ID, Quantity: 3}})
		b, err := f.svc.CreateBooking(as("u1"), f.show.ID, []string{"A1"}, order, booking.WithPromoCode("pop"))
		if err != nil {
			t.Fatal(err)
		}
		if b.DiscountPaise != 10500 || stockSold(t, bdb, popcorn.ID, f.show.StartsAt) != 3 || loadOffer(t, bdb, o.ID).Held != 1 {
			t.Fatalf("booking %+v, stock or hold not claimed", b)
		}
		f.clock.Advance(testHold + time.Second)
		if n, err := f.svc.ExpireDue(context.Background()); err != nil || n != 1 {
			t.Fatalf("expired %d, %v", n, err)
		}
		got := loadOffer(t, bdb, o.ID)
		if n := stockSold(t, bdb, popcorn.ID, f.show.StartsAt); n != 0 || got.Held != 0 || got.Redemptions != 0 {
			t.Fatalf("after expiry: %d sold, offer held %d redeemed %d; want all 0", n, got.Held, got.Redemptions)
		}
		// Someone else takes the popcorn and the code; the late payment
		// of the expired booking goes back.
		other, err := f.svc.CreateBooking(as("u2"), f.show.ID, []string{"B1"}, order, booking.WithPromoCode("POP"))
		if err != nil {
			t.Fatal(err)
		}
		if out := f.pay(t, b); out != booking.OutcomeRefunded {
			t.Fatalf("late payment: %s, want refunded", out)
		}
		if out := f.pay(t, other); out != booking.OutcomePaid {
			t.Fatalf("other: %s", out)
		}
		got = loadOffer(t, bdb, o.ID)
		if n := stockSold(t, bdb, popcorn.ID, f.show.StartsAt); n != 3 || got.Redemptions != 1 || got.Held != 0 {
			t.Fatalf("after the late payment: %d sold, offer redeemed %d held %d; want 3, 1, 0", n, got.Redemptions, got.Held)
		}
		if st := loadBooking(t, bdb, b.ID).Status; st != db.StatusRefunded {
			t.Fatalf("late-paid booking %s, want REFUNDED", st)
		}
	})
}

// Cancelling a paid booking with food and a code: the cancellation fee
// (10%) is kept on the tickets and booking fee only, the food (less its
// share of the discount) goes back in full, the refund is made once, and
// the redemption and the stock are freed.
func TestCancelPaidBookingWithFoodAndCode(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, p, _ := newRefundFixture(t, bdb, 10)
		f.svc.FeePaise = 2000
		sh := newShop(f)
		cola := sh.item(t, "Cola", 15000, 18, intp(20))
		o := sh.offer(t, concessions.OfferInput{Code: "HALF", Title: "50% off", Kind: db.OfferPercent, Value: 50,
			AppliesTo: db.ScopeAll, CapPaise: func() *int64 { c := int64(10000); return &c }()})
		b, err := f.svc.CreateBooking(as("u1"), f.show.ID, []string{"A1", "A2"},
			booking.WithFood([]booking.FoodRequest{{ItemID: cola.ID, Quantity: 2}}), booking.WithPromoCode("half"))
		if err != nil {
			t.Fatal(err)
		}
		if out := f.pay(t, b); out != booking.OutcomePaid {
			t.Fatalf("pay: %s", out)
		}
		// Tickets 130 + colas 300 = 430; 50% capped at ₹100; spread 130:300
		// → 30.23 and 69.77 (69.77 of the colas' 300 off).
		if b.DiscountPaise != 10000 {
			t.Fatalf("discount %d, want 10000", b.DiscountPaise)
		}
		bd, err := f.svc.BreakdownOf(context.Background(), loadBooking(t, bdb, b.ID))
		if err != nil {
			t.Fatal(err)
		}
		var foodNet int64
		for _, l := range bd.Lines {
			if l.Kind == booking.LineFood {
				foodNet += l.AmountPaise - l.DiscountSharePaise
			}
		}
		if foodNet != 30000-6977 {
			t.Fatalf("food paid %d, want %d (lines %+v)", foodNet, 30000-6977, bd.Lines)
		}
		fee := (b.AmountPaise - foodNet) * 10 / 100
		if r := (b.AmountPaise - foodNet) * 10 % 100; r >= 50 {
			fee++
		}
		want := b.AmountPaise - fee
		if _, err := f.svc.Cancel(as("u1"), b.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Cancel(as("u1"), b.ID); err == nil {
			t.Fatal("a second cancel was accepted")
		}
		stored := loadBooking(t, bdb, b.ID)
		if len(p.calls) != 1 || p.calls[0].amountPaise != want || stored.RefundedPaise == nil || *stored.RefundedPaise != want {
			t.Fatalf("refunds %+v, stored %v; want one of %d", p.calls, stored.RefundedPaise, want)
		}
		got := loadOffer(t, bdb, o.ID)
		if got.Redemptions != 0 || got.Held != 0 || stockSold(t, bdb, cola.ID, f.show.StartsAt) != 0 {
			t.Fatalf("after the refund: offer redeemed %d held %d, colas sold %d; want 0", got.Redemptions, got.Held,
				stockSold(t, bdb, cola.ID, f.show.StartsAt))
		}
	})
}

// Cancelling a show gives back everything its bookings took besides
// seats: the pending booking's stock and held redemption, and the paid
// booking's stock and counted redemption once it is refunded in full.
func TestCancelledShowReleasesFoodAndOffers(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, p, _ := newRefundFixture(t, bdb, 0)
		sh := newShop(f)
		nachos := sh.item(t, "Nachos", 25000, 5, intp(10))
		o := sh.offer(t, concessions.OfferInput{Code: "NACHO", Title: "₹30 off", Kind: db.OfferFlatPaise, Value: 3000,
			AppliesTo: db.ScopeAll, MaxPerUser: intp(0)})
		order := []booking.BookOption{booking.WithFood([]booking.FoodRequest{{ItemID: nachos.ID, Quantity: 2}}), booking.WithPromoCode("nacho")}
		paid, err := f.svc.CreateBooking(as("u1"), f.show.ID, []string{"A1"}, order...)
		if err != nil {
			t.Fatal(err)
		}
		if out := f.pay(t, paid); out != booking.OutcomePaid {
			t.Fatalf("pay: %s", out)
		}
		if _, err := f.svc.CreateBooking(as("u2"), f.show.ID, []string{"A2"}, order...); err != nil {
			t.Fatal(err)
		}
		if got := loadOffer(t, bdb, o.ID); got.Redemptions != 1 || got.Held != 1 || stockSold(t, bdb, nachos.ID, f.show.StartsAt) != 4 {
			t.Fatalf("before: offer %d/%d, sold %d", got.Redemptions, got.Held, stockSold(t, bdb, nachos.ID, f.show.StartsAt))
		}
		if _, err := f.svc.CancelShow(adminCtx(), f.show.ID, "Projector fault"); err != nil {
			t.Fatal(err)
		}
		got := loadOffer(t, bdb, o.ID)
		if got.Redemptions != 0 || got.Held != 0 || stockSold(t, bdb, nachos.ID, f.show.StartsAt) != 0 {
			t.Fatalf("after: offer %d/%d, sold %d; want all 0", got.Redemptions, got.Held, stockSold(t, bdb, nachos.ID, f.show.StartsAt))
		}
		if len(p.calls) != 1 || p.calls[0].amountPaise != paid.AmountPaise {
			t.Fatalf("refunds %+v, want the paid booking's %d in full", p.calls, paid.AmountPaise)
		}
	})
}

// Without a code the automatic offer that saves the most applies (one
// that does not apply is passed over); a code replaces it; a paused
// offer applies no more.
func TestBestAutomaticOffer(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		sh := newShop(f)
		tenPct := sh.offer(t, concessions.OfferInput{Title: "10% off", Kind: db.OfferPercent, Value: 10, AppliesTo: db.ScopeTickets})
		flat := sh.offer(t, concessions.OfferInput{Title: "₹30 off three or more", Kind: db.OfferFlatPaise, Value: 3000,
			AppliesTo: db.ScopeTickets, MinTickets: 3})
		sh.offer(t, concessions.OfferInput{Code: "TINY", Title: "₹1 off", Kind: db.OfferFlatPaise, Value: 100, AppliesTo: db.ScopeAll})
		for _, c := range []struct {
			seats []string
			code  string
			want  string
			off   int64
		}{
			{[]string{"A1", "A2"}, "", tenPct.ID, 1300},       // the flat one needs three
			{[]string{"A1", "A2", "A3"}, "", flat.ID, 3000},   // 30 beats 10% of 195
			{[]string{"A1", "A2", "A3"}, "tiny", "code", 100}, // a code replaces the automatic offer
		} {
			q, err := f.svc.Quote(as("u1"), f.show.ID, c.seats, booking.WithPromoCode(c.code))
			if err != nil {
				t.Fatal(err)
			}
			got := ""
			if q.Offer != nil {
				got = q.Offer.ID
				if q.Offer.Code != nil {
					got = "code"
				}
			}
			if got != c.want || q.DiscountPaise != c.off {
				t.Fatalf("%v %q: offer %q off %d, want %q off %d", c.seats, c.code, got, q.DiscountPaise, c.want, c.off)
			}
		}
		if _, err := sh.svc.SetOfferPaused(adminCtx(), flat.ID, true); err != nil {
			t.Fatal(err)
		}
		q, err := f.svc.Quote(as("u1"), f.show.ID, []string{"A1", "A2", "A3"})
		if err != nil || q.Offer == nil || q.Offer.ID != tenPct.ID {
			t.Fatalf("after pausing: %+v, %v", q.Offer, err)
		}
	})
}

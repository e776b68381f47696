package payments_test

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/adapters/payments/testcheckout"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/concessions"
	"marquee/internal/testsupport/paytest"
)

// The breakdown shown before paying is what is charged, whichever way the
// customer pays: for tickets, food and drink at 5% and 18% GST, a code's
// discount and the booking fee, the quote's total is the sum of the
// Stripe session's line items (each the breakdown's line less its share
// of the discount), and the offline test checkout charges it and marks
// the booking paid.
func TestBreakdownIsStripeLineItemsIsTestCheckoutCharge(t *testing.T) {
	base := paytest.StartStripeMock(t)
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		cs := &concessions.Service{DB: bdb, Clock: time.Now, TZ: time.UTC}
		adminCtx := adminCtx()
		popcorn, err := cs.UpsertMenuItem(adminCtx, db.DefaultCinemaID, concessions.MenuItemInput{Name: "Large popcorn",
			Category: "popcorn", PricePaise: 34900, GSTRatePercent: 5, Available: true})
		if err != nil {
			t.Fatal(err)
		}
		cola, err := cs.UpsertMenuItem(adminCtx, db.DefaultCinemaID, concessions.MenuItemInput{Name: "Cola",
			Category: "drinks", PricePaise: 14900, GSTRatePercent: 18, Available: true})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cs.CreateOffer(adminCtx, concessions.OfferInput{Code: "SAVE15", Title: "15% off", Kind: db.OfferPercent,
			Value: 15, AppliesTo: db.ScopeAll, MaxPerUser: intp(0)}); err != nil {
			t.Fatal(err)
		}
		order := []booking.BookOption{
			booking.WithFood([]booking.FoodRequest{{ItemID: popcorn.ID, Quantity: 1}, {ItemID: cola.ID, Quantity: 2}}),
			booking.WithPromoCode("save15"),
		}
		seats := []string{"C3", "C4"}

		// Stripe, on stripe-mock.
		capture, hc := paytest.NewCapture()
		stripe := newTestStripe(t, base, hc, true)
		svc, clock := paytest.NewService(bdb, stripe, paytest.TheatreTZ(t))
		svc.FeePaise = 2500
		stripe.Clock = clock.Now
		show := paytest.AddShow(t, bdb, clock.Now().Add(48*time.Hour))
		quote, err := svc.Quote(paytest.As("u1"), show.ID, seats, order...)
		if err != nil {
			t.Fatal(err)
		}
		if quote.FoodPaise == 0 || quote.DiscountPaise == 0 || quote.FeePaise == 0 {
			t.Fatalf("quote %+v lacks food, discount or fee", quote)
		}
		b, err := svc.CreateBooking(paytest.As("u1"), show.ID, seats, order...)
		if err != nil {
			t.Fatal(err)
		}
		if b.AmountPaise != quote.TotalPaise {
			t.Fatalf("booked %d, quoted %d", b.AmountPaise, quote.TotalPaise)
		}
		reqs := capture.Find(http.MethodPost, "/v1/checkout/sessions")
		if len(reqs) != 1 {
			t.Fatalf("%d session creates", len(reqs))
		}
		var items []int64
		var sum int64
		for i := 0; ; i++ {
			amount := reqs[0].Form.Get(fmt.Sprintf("line_items[%d][price_data][unit_amount]", i))
			if amount == "" {
				break
			}
			n, _ := strconv.ParseInt(amount, 10, 64)
			if q := reqs[0].Form.Get(fmt.Sprintf("line_items[%d][quantity]", i)); q != "1" {
				t.Errorf("line %d quantity %s", i, q)
			}
			items = append(items, n)
			sum += n
		}
		var want []int64
		for _, l := range quote.Lines {
			if l.Kind != booking.LineDiscount {
				want = append(want, l.AmountPaise-l.DiscountSharePaise)
			}
		}
		if fmt.Sprint(items) != fmt.Sprint(want) || sum != quote.TotalPaise {
			t.Fatalf("Stripe line items %v (sum %d), want %v (total %d)", items, sum, want, quote.TotalPaise)
		}
		if name := reqs[0].Form.Get("line_items[1][price_data][product_data][name]"); !strings.Contains(name, "× ") {
			t.Errorf("food line named %q", name)
		}

		// The offline test checkout, for the same order on another show.
		tc, err := testcheckout.New(testcheckout.Config{PublicURL: paytest.PublicURL, TZ: time.UTC})
		if err != nil {
			t.Fatal(err)
		}
		tsvc, tclock := paytest.NewService(bdb, tc, time.UTC)
		tsvc.FeePaise = 2500
		mux := http.NewServeMux()
		tc.Routes(mux, tsvc)
		show2 := paytest.AddShow(t, bdb, tclock.Now().Add(48*time.Hour))
		tb, err := tsvc.CreateBooking(paytest.As("u2"), show2.ID, seats, order...)
		if err != nil {
			t.Fatal(err)
		}
		if tb.AmountPaise != quote.TotalPaise {
			t.Fatalf("test checkout booking %d, quoted %d", tb.AmountPaise, quote.TotalPaise)
		}
		page := httptest.NewRecorder()
		mux.ServeHTTP(page, httptest.NewRequest(http.MethodGet, "/checkout/test/"+tb.ID, nil))
		total := fmt.Sprintf("Pay ₹%d.%02d", quote.TotalPaise/100, quote.TotalPaise%100)
		for _, want := range []string{"1 × Large popcorn, 2 × Cola", "Offer", total} {
			if !strings.Contains(page.Body.String(), want) {
				t.Errorf("test checkout page lacks %q", want)
			}
		}
		req := httptest.NewRequest(http.MethodPost, "/checkout/test/"+tb.ID+"/pay", nil)
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Origin", paytest.PublicURL)
		rec := httptest.NewRecorder()
		mux.ServeHTTP(rec, req)
		if rec.Code != http.StatusSeeOther {
			t.Fatalf("pay = %d", rec.Code)
		}
		paid := paytest.WantStatus(t, bdb, tb.ID, db.StatusPaid)
		if paid.AmountPaise != quote.TotalPaise || paid.FoodPaise != quote.FoodPaise || paid.DiscountPaise != quote.DiscountPaise {
			t.Fatalf("paid %+v, quoted %+v", paid, quote)
		}
		var o db.Offer
		if err := bdb.NewSelect().Model(&o).Where("code_key = 'SAVE15'").Scan(ctx); err != nil || o.Redemptions != 1 || o.Held != 1 {
			t.Fatalf("offer %+v, %v: want 1 paid (test checkout) and 1 held (Stripe, unpaid)", o, err)
		}
	})
}

func intp(n int) *int { return &n }

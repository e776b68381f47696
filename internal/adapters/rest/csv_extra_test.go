package rest_test

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// extraFixture adds to reportFixture a paid booking of show r2 with two
// popcorns (an item named like a formula) and an offer's discount, and a
// booking of show r1 refunded on 1 May 2031.
func extraFixture(t *testing.T, s *apptest.Server) {
	t.Helper()
	ctx := context.Background()
	t0 := time.Date(2031, 4, 1, 0, 0, 0, 0, time.UTC)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(db.InsertMenuItem(ctx, s.DB, &db.MenuItem{ID: "item-1", CinemaID: db.DefaultCinemaID, Name: "=SUM(A1:A9)", Category: "popcorn",
		PricePaise: 30000, GSTRatePercent: 5, Available: true, CreatedAt: t0, UpdatedAt: t0}))
	code, key := "DIWALI", db.CodeKeyOf("DIWALI")
	must(db.InsertOffer(ctx, s.DB, &db.Offer{ID: "offer-1", Code: &code, CodeKey: &key, Title: "@Diwali, 10%", Kind: db.OfferPercent,
		Value: 10, AppliesTo: db.ScopeAll, MinTickets: 1, MaxPerUser: 1, CinemaIDs: []string{}, Formats: []string{}, Weekdays: []string{},
		CreatedAt: t0, UpdatedAt: t0}))
	offer := "offer-1"
	food := &db.Booking{ID: "00000000-0000-4000-8000-000000900001", UserID: "buyer", ShowID: "r2", Seats: []string{"C1"},
		AmountPaise: 71180 - 8000, TicketsPaise: 20000, FoodPaise: 60000, DiscountPaise: 8000, OfferID: &offer, FeePaise: 1000,
		TaxPaise: 5000, Currency: "INR", Status: db.StatusPaid, HoldExpiresAt: t0, PaymentProvider: db.ProviderTest,
		Channel: db.ChannelOnline, CreatedAt: t0, UpdatedAt: t0}
	must(db.InsertBooking(ctx, s.DB, food))
	must(db.InsertOrderLines(ctx, s.DB, []db.OrderLine{{BookingID: food.ID, ItemID: "item-1", Name: "=SUM(A1:A9)", Quantity: 2,
		UnitPricePaise: 30000, GSTRatePercent: 5, AmountPaise: 60000, Day: "2031-05-02"}}))
	refundedAt := time.Date(2031, 5, 1, 6, 30, 0, 0, time.UTC)
	back := int64(19000)
	must(db.InsertBooking(ctx, s.DB, &db.Booking{ID: "00000000-0000-4000-8000-000000900002", UserID: "buyer", ShowID: "r1",
		Seats: []string{"D1"}, AmountPaise: 21180, TicketsPaise: 20000, FeePaise: 1000, TaxPaise: 3231, Currency: "INR",
		Status: db.StatusRefunded, RefundedPaise: &back, RefundedAt: &refundedAt, HoldExpiresAt: t0, PaymentProvider: db.ProviderTest,
		Channel: db.ChannelOnline, CreatedAt: t0, UpdatedAt: t0}))
}

// TestFoodOffersRefundsCSVEqualsGraphQL: the food, offers and refunds
// reports say the same in CSV as over GraphQL, with the numbers the rows
// make (two 300-rupee popcorns at 5%: 600 rupees, 28.57 GST inside); a
// name or title starting with = or @ is neutralised; admins only.
func TestFoodOffersRefundsCSVEqualsGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			reportFixture(t, s)
			extraFixture(t, s)
			admin := s.SignIn("Boss", true)
			user := s.SignIn("Visitor", false)
			q := "from=2031-05-01&to=2031-05-02"

			var food struct {
				FoodSalesReport []struct {
					ItemID, Name, Category                   string
					Quantity, GrossPaise, TaxPaise, NetPaise int64
				}
			}
			s.GraphQL(admin, `{ foodSalesReport(from: "2031-05-01", to: "2031-05-02") { itemId name category quantity grossPaise taxPaise netPaise } }`, nil).Decode(t, &food)
			rows := getCSV(t, s, "/api/admin/reports/food.csv?"+q, admin)
			if len(food.FoodSalesReport) != 1 || len(rows) != 2 {
				t.Fatalf("food: csv %q, graphql %+v", rows, food.FoodSalesReport)
			}
			f := food.FoodSalesReport[0]
			if f.Quantity != 2 || f.GrossPaise != 60000 || f.TaxPaise != 2857 || f.NetPaise != 57143 {
				t.Errorf("food row %+v, want 2 units, 60000 gross, 2857 GST", f)
			}
			want := []string{f.ItemID, "'=SUM(A1:A9)", f.Category, itoa(f.Quantity), itoa(f.GrossPaise), itoa(f.TaxPaise), itoa(f.NetPaise)}
			if strings.Join(rows[1], "|") != strings.Join(want, "|") {
				t.Errorf("food: csv %q, want %q", rows[1], want)
			}
			if other := getCSV(t, s, "/api/admin/reports/food.csv?from=2031-05-01&to=2031-05-01", admin); len(other) != 1 {
				t.Errorf("food on 1 May, before the popcorn's show: %q", other)
			}

			var offers struct {
				OffersReport []struct {
					OfferID, Title                     string
					Code                               *string
					Redemptions, CostPaise, GrossPaise int64
				}
			}
			s.GraphQL(admin, `{ offersReport(from: "2031-05-01", to: "2031-05-02") { offerId code title redemptions costPaise grossPaise } }`, nil).Decode(t, &offers)
			rows = getCSV(t, s, "/api/admin/reports/offers.csv?"+q, admin)
			if len(offers.OffersReport) != 1 || len(rows) != 2 {
				t.Fatalf("offers: csv %q, graphql %+v", rows, offers.OffersReport)
			}
			o := offers.OffersReport[0]
			if o.Redemptions != 1 || o.CostPaise != 8000 || o.GrossPaise != 63180 || o.Code == nil || *o.Code != "DIWALI" {
				t.Errorf("offer row %+v", o)
			}
			want = []string{o.OfferID, *o.Code, "'@Diwali, 10%", itoa(o.Redemptions), itoa(o.CostPaise), itoa(o.GrossPaise)}
			if strings.Join(rows[1], "|") != strings.Join(want, "|") {
				t.Errorf("offers: csv %q, want %q", rows[1], want)
			}

			var refunds struct {
				RefundsReport []struct {
					BookingID, Reference, RefundedAt, Movie, Channel string
					AmountPaise, RefundedPaise                       int64
				}
			}
			s.GraphQL(admin, `{ refundsReport(from: "2031-05-01", to: "2031-05-02") { bookingId reference refundedAt movie channel amountPaise refundedPaise } }`, nil).Decode(t, &refunds)
			rows = getCSV(t, s, "/api/admin/reports/refunds.csv?"+q, admin)
			if len(refunds.RefundsReport) != 1 || len(rows) != 2 {
				t.Fatalf("refunds: csv %q, graphql %+v", rows, refunds.RefundsReport)
			}
			r := refunds.RefundsReport[0]
			at, _ := time.Parse(time.RFC3339Nano, r.RefundedAt)
			if r.RefundedPaise != 19000 || r.AmountPaise != 21180 || r.Channel != "ONLINE" || !at.Equal(time.Date(2031, 5, 1, 6, 30, 0, 0, time.UTC)) {
				t.Errorf("refund row %+v", r)
			}
			want = []string{r.BookingID, r.Reference, at.UTC().Format(time.RFC3339Nano), neutral(r.Movie), r.Channel, itoa(r.AmountPaise), itoa(r.RefundedPaise)}
			if strings.Join(rows[1], "|") != strings.Join(want, "|") {
				t.Errorf("refunds: csv %q, want %q", rows[1], want)
			}

			for _, p := range []string{"food", "offers", "refunds"} {
				if r := call(t, s, http.MethodGet, "/api/admin/reports/"+p+".csv?"+q, user, nil); r.Status != http.StatusForbidden {
					t.Errorf("%s.csv for a customer: %d", p, r.Status)
				}
				if r := s.GraphQL(user, `{ `+p+`Report: `+map[string]string{"food": "foodSalesReport", "offers": "offersReport", "refunds": "refundsReport"}[p]+
					`(from: "2031-05-01", to: "2031-05-02") { __typename } }`, nil); r.FirstCode() != "FORBIDDEN" {
					t.Errorf("%s report for a customer: %+v", p, r.Errors)
				}
			}
		})
	}
}

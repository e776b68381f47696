package resolvers_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/apptest"
)

// Through GraphQL on both databases: an admin builds a menu and offers
// (a code already taken, whatever its case, is refused); visitors read
// the menu with the stock left and get quotes whose lines add up; the
// refusals carry their codes (PROMO_INVALID, PROMO_MIN_TICKETS,
// PROMO_EXHAUSTED, OUT_OF_STOCK naming the item, BAD_USER_INPUT); a
// booking charges exactly the quote and shows its food and offer; the
// door says what to collect and staff mark it collected.
func TestFoodAndOffersThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			ctx := context.Background()
			kolkata, _ := time.LoadLocation("Asia/Kolkata")
			day := time.Now().In(kolkata).AddDate(0, 0, 2)
			starts := time.Date(day.Year(), day.Month(), day.Day(), 12, 0, 0, 0, kolkata)
			s.Booking.Clock = func() time.Time { return starts.Add(-time.Hour) }
			movie := &db.Movie{ID: 779, Title: "Snack Time", Runtime: 100, Genres: []db.Genre{}, CreatedAt: starts}
			if _, err := s.DB.NewInsert().Model(movie).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			show := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: starts, PricePaise: 20000, CreatedAt: starts}
			if err := dbtest.InsertShow(ctx, s.DB, show); err != nil {
				t.Fatal(err)
			}
			admin, owner, staff := s.SignIn("Meera", true), s.SignIn("Asha", false), s.SignInStaff("Usha")

			const upsert = `mutation($c: ID!, $i: MenuItemInput!) { upsertMenuItem(cinemaId: $c, input: $i) { id name stockLeft stockPerDay available } }`
			var item struct{ UpsertMenuItem struct{ ID string } }
			if r := s.GraphQL(owner, upsert, map[string]any{"c": db.DefaultCinemaID, "i": map[string]any{
				"name": "Large popcorn", "category": "popcorn", "pricePaise": 35000, "gstRatePercent": 5, "available": true}}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("customer upsert: %+v", r.Errors)
			}
			if r := s.GraphQL(admin, upsert, map[string]any{"c": db.DefaultCinemaID, "i": map[string]any{
				"name": "Cola", "category": "drinks", "pricePaise": 15000, "gstRatePercent": 12, "available": true}}); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("GST 12%%: %+v", r.Errors)
			}
			s.GraphQL(admin, upsert, map[string]any{"c": db.DefaultCinemaID, "i": map[string]any{
				"name": "Large popcorn", "category": "popcorn", "pricePaise": 35000, "gstRatePercent": 5, "available": true}}).Decode(t, &item)
			popcorn := item.UpsertMenuItem.ID
			s.GraphQL(admin, upsert, map[string]any{"c": db.DefaultCinemaID, "i": map[string]any{
				"name": "Cola", "category": "drinks", "pricePaise": 15000, "gstRatePercent": 18, "available": true, "stockPerDay": 3}}).Decode(t, &item)
			cola := item.UpsertMenuItem.ID

			const create = `mutation($i: OfferInput!) { createOffer(input: $i) { id code maxPerUser redemptions } }`
			var offer struct{ CreateOffer struct{ ID string } }
			s.GraphQL(admin, create, map[string]any{"i": map[string]any{"code": "Gold10", "title": "10% off", "kind": "PERCENT",
				"value": 10, "appliesTo": "ALL", "minTickets": 2}}).Decode(t, &offer)
			if r := s.GraphQL(admin, create, map[string]any{"i": map[string]any{"code": "GOLD10", "title": "again", "kind": "FLAT_PAISE",
				"value": 100, "appliesTo": "ALL"}}); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("duplicate code: %+v", r.Errors)
			}

			var menu struct {
				Cinema struct {
					Menu []struct {
						ID        string
						StockLeft *int
					}
				}
			}
			s.GraphQL("", `query($c: ID!, $s: ID) { cinema(id: $c) { menu(showId: $s) { id stockLeft } } }`,
				map[string]any{"c": db.DefaultCinemaID, "s": show.ID}).Decode(t, &menu)
			if len(menu.Cinema.Menu) != 2 || menu.Cinema.Menu[0].StockLeft != nil || menu.Cinema.Menu[1].StockLeft == nil || *menu.Cinema.Menu[1].StockLeft != 3 {
				t.Fatalf("menu %+v", menu)
			}

			const quote = `query($s: ID!, $seats: [String!]!, $f: [OrderLineInput!], $p: String) {
				quote(showId: $s, seats: $seats, food: $f, promoCode: $p) {
					ticketsPaise foodPaise discountPaise feePaise taxPaise totalPaise
					lines { kind label amountPaise gstRatePercent taxPaise } offer { code } } }`
			food := []map[string]any{{"itemId": popcorn, "quantity": 1}, {"itemId": cola, "quantity": 2}}
			vars := func(seats []string, f any, code any) map[string]any {
				return map[string]any{"s": show.ID, "seats": seats, "f": f, "p": code}
			}
			type breakdown struct {
				TicketsPaise, FoodPaise, DiscountPaise, FeePaise, TaxPaise, TotalPaise int64
				Lines                                                                  []struct {
					Kind, Label           string
					AmountPaise, TaxPaise int64
				}
				Offer *struct{ Code string }
			}
			var q struct{ Quote breakdown }
			s.GraphQL("", quote, vars([]string{"A1", "A2"}, food, "gold10")).Decode(t, &q)
			if q.Quote.TicketsPaise != 40000 || q.Quote.FoodPaise != 65000 || q.Quote.DiscountPaise != 10500 ||
				q.Quote.Offer == nil || q.Quote.Offer.Code != "Gold10" {
				t.Fatalf("quote %+v", q.Quote)
			}
			var sum, tax int64
			for _, l := range q.Quote.Lines {
				sum, tax = sum+l.AmountPaise, tax+l.TaxPaise
			}
			if sum != q.Quote.TotalPaise || tax != q.Quote.TaxPaise || !strings.Contains(q.Quote.Lines[2].Label, "2 × Cola") {
				t.Fatalf("lines %+v do not add up to %d / %d", q.Quote.Lines, q.Quote.TotalPaise, q.Quote.TaxPaise)
			}

			for _, c := range []struct {
				name, code string
				vars       map[string]any
				message    string
			}{
				{"unknown code", "PROMO_INVALID", vars([]string{"A1", "A2"}, nil, "NOPE"), ""},
				{"one ticket", "PROMO_MIN_TICKETS", vars([]string{"A1"}, nil, "GOLD10"), "at least 2"},
				{"eleven colas", "BAD_USER_INPUT", vars([]string{"A1"}, []map[string]any{{"itemId": cola, "quantity": 11}}, nil), "1 to 10"},
				{"no colas", "BAD_USER_INPUT", vars([]string{"A1"}, []map[string]any{{"itemId": cola, "quantity": 0}}, nil), "1 to 10"},
				{"unknown item", "BAD_USER_INPUT", vars([]string{"A1"}, []map[string]any{{"itemId": uuid.NewString(), "quantity": 1}}, nil), "Unknown menu item"},
				{"four colas", "OUT_OF_STOCK", vars([]string{"A1"}, []map[string]any{{"itemId": cola, "quantity": 4}}, nil), "Cola"},
			} {
				r := s.GraphQL("", quote, c.vars)
				if r.FirstCode() != c.code || len(r.Errors) == 0 || !strings.Contains(r.Errors[0].Message, c.message) {
					t.Errorf("%s: %+v, want %s with %q", c.name, r.Errors, c.code, c.message)
				}
			}

			var booked struct {
				CreateBooking struct {
					ID, Reference  string
					AmountPaise    int64
					DiscountPaise  int64
					PriceBreakdown breakdown
					Food           []struct {
						Quantity  int
						Collected bool
						Item      struct{ Name string }
					}
					Offer *struct{ Code string }
				}
			}
			s.GraphQL(owner, `mutation($s: ID!, $f: [OrderLineInput!], $p: String) {
				createBooking(showId: $s, seats: ["A1", "A2"], food: $f, promoCode: $p) {
					id reference amountPaise discountPaise priceBreakdown { totalPaise taxPaise lines { kind amountPaise taxPaise } }
					food { quantity collected item { name } } offer { code } } }`,
				map[string]any{"s": show.ID, "f": food, "p": "GOLD10"}).Decode(t, &booked)
			bk := booked.CreateBooking
			if bk.AmountPaise != q.Quote.TotalPaise || bk.PriceBreakdown.TotalPaise != q.Quote.TotalPaise || bk.PriceBreakdown.TaxPaise != q.Quote.TaxPaise ||
				len(bk.Food) != 2 || bk.Offer == nil || bk.DiscountPaise != q.Quote.DiscountPaise {
				t.Fatalf("booking %+v, quote %+v", bk, q.Quote)
			}
			// Once per customer: the code is held by the pending booking.
			if r := s.GraphQL(owner, quote, vars([]string{"B1", "B2"}, nil, "GOLD10")); r.FirstCode() != "PROMO_EXHAUSTED" {
				t.Fatalf("second use: %+v", r.Errors)
			}
			b, err := db.BookingWithShow(ctx, s.DB, bk.ID)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
				EventType: "checkout.session.completed", BookingID: b.ID, AmountPaise: b.AmountPaise, Currency: "inr"}); err != nil {
				t.Fatal(err)
			}
			var outbox struct {
				Outbox struct {
					Messages []struct{ Kind, Text, HTML string }
				}
			}
			s.GraphQL(admin, `{ outbox { messages { kind text html } } }`, nil).Decode(t, &outbox)
			mailed := false
			for _, m := range outbox.Outbox.Messages {
				if m.Kind == "PAID" {
					mailed = strings.Contains(m.Text, "1 × Large popcorn, 2 × Cola") && strings.Contains(m.HTML, "1 × Large popcorn, 2 × Cola")
				}
			}
			if !mailed {
				t.Fatalf("the PAID e-mail does not list the food: %+v", outbox)
			}
			var in struct{ CheckIn struct{ Collect *string } }
			s.GraphQL(staff, `mutation($c: String!) { checkIn(code: $c) { collect } }`, map[string]any{"c": bk.Reference}).Decode(t, &in)
			if in.CheckIn.Collect == nil || *in.CheckIn.Collect != "collect: 2 × Cola, 1 × Large popcorn" && *in.CheckIn.Collect != "collect: 1 × Large popcorn, 2 × Cola" {
				t.Fatalf("check-in collect %v", in.CheckIn.Collect)
			}
			const collect = `mutation($b: ID!) { markFoodCollected(bookingId: $b) { food { collected } } }`
			if r := s.GraphQL(owner, collect, map[string]any{"b": bk.ID}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("customer marks collected: %+v", r.Errors)
			}
			var done struct {
				MarkFoodCollected struct{ Food []struct{ Collected bool } }
			}
			s.GraphQL(staff, collect, map[string]any{"b": bk.ID}).Decode(t, &done)
			if len(done.MarkFoodCollected.Food) != 2 || !done.MarkFoodCollected.Food[0].Collected || !done.MarkFoodCollected.Food[1].Collected {
				t.Fatalf("after markFoodCollected %+v", done)
			}

			var offers struct {
				Offers []struct {
					Code        *string
					Redemptions int
					Held        int
				}
			}
			s.GraphQL(admin, `{ offers { code redemptions held } }`, nil).Decode(t, &offers)
			if len(offers.Offers) != 1 || offers.Offers[0].Redemptions != 1 || offers.Offers[0].Held != 0 {
				t.Fatalf("offers %+v", offers)
			}
			var paused struct{ SetOfferPaused struct{ Paused bool } }
			s.GraphQL(admin, `mutation($o: ID!) { setOfferPaused(id: $o, paused: true) { paused } }`,
				map[string]any{"o": offer.CreateOffer.ID}).Decode(t, &paused)
			if r := s.GraphQL("", quote, vars([]string{"B1", "B2"}, nil, "gold10")); !paused.SetOfferPaused.Paused || r.FirstCode() != "PROMO_INVALID" {
				t.Fatalf("paused code: %+v", r.Errors)
			}
		})
	}
}

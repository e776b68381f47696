package resolvers_test

import (
	"context"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

const sellWithFood = `mutation($s: ID!, $seats: [String!]!, $f: [OrderLineInput!]) {
  sellAtCounter(showId: $s, seats: $seats, method: CASH, food: $f) {
    id status amountPaise
    priceBreakdown { ticketsPaise foodPaise feePaise discountPaise totalPaise lines { kind label amountPaise } }
    food { quantity item { id name } } } }`

type counterFoodSale struct {
	ID, Status     string
	AmountPaise    int64
	PriceBreakdown struct {
		TicketsPaise, FoodPaise, FeePaise, DiscountPaise, TotalPaise int64
		Lines                                                        []struct {
			Kind, Label string
			AmountPaise int64
		}
	}
	Food []struct {
		Quantity int
		Item     struct{ ID, Name string }
	}
}

// stockLeftOf is the menu's stock left of item for show's day.
func stockLeftOf(t *testing.T, s *apptest.Server, show, item string) int {
	t.Helper()
	var menu struct {
		Cinema struct {
			Menu []struct {
				ID        string
				StockLeft *int
			}
		}
	}
	s.GraphQL("", `query($c: ID!, $s: ID) { cinema(id: $c) { menu(showId: $s) { id stockLeft } } }`,
		map[string]any{"c": db.DefaultCinemaID, "s": show}).Decode(t, &menu)
	for _, m := range menu.Cinema.Menu {
		if m.ID == item && m.StockLeft != nil {
			return *m.StockLeft
		}
	}
	t.Fatalf("no counted stock of %s in %+v", item, menu)
	return 0
}

func tillCash(t *testing.T, s *apptest.Server, clerk string) int64 {
	t.Helper()
	var mine struct{ MyTill tillView }
	s.GraphQL(clerk, `{ myTill { `+tillFields+` } }`, nil).Decode(t, &mine)
	return expectedOf(mine.MyTill, "CASH")
}

// TestCounterSaleWithFood: a CASH counter sale with food is one booking
// of tickets plus food (its order lines stored and in its price
// breakdown), takes the food's daily stock, puts the whole amount in
// the till's expected cash and its food in the food sales report; an unavailable item (BAD_USER_INPUT) or one
// short of stock (OUT_OF_STOCK naming it) refuses the sale with nothing
// written: no booking, no seat claim, no stock, no audit row, no cash.
// The refund at the counter gives the stock back.
func TestCounterSaleWithFood(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			ctx := context.Background()
			show := insertMovieAndShow(t, s.DB, 831, time.Now().Add(48*time.Hour)).ID
			admin, clerk := s.SignIn("Meera", true), s.SignInBoxOffice("Counter Food")
			const upsert = `mutation($c: ID!, $i: MenuItemInput!) { upsertMenuItem(cinemaId: $c, input: $i) { id } }`
			item := func(in map[string]any) string {
				var out struct{ UpsertMenuItem struct{ ID string } }
				s.GraphQL(admin, upsert, map[string]any{"c": db.DefaultCinemaID, "i": in}).Decode(t, &out)
				return out.UpsertMenuItem.ID
			}
			popcorn := item(map[string]any{"name": "Large popcorn", "category": "popcorn", "pricePaise": 35000, "gstRatePercent": 5, "available": true})
			cola := item(map[string]any{"name": "Cola", "category": "drinks", "pricePaise": 15000, "gstRatePercent": 18, "available": true, "stockPerDay": 3})
			nachos := item(map[string]any{"name": "Nachos", "category": "snacks", "pricePaise": 20000, "gstRatePercent": 5, "available": false})
			s.GraphQL(clerk, `mutation { openTill(floatPaise: 100000) { id } }`, nil).Decode(t, &struct{}{})

			var out struct{ SellAtCounter counterFoodSale }
			s.GraphQL(clerk, sellWithFood, map[string]any{"s": show, "seats": []string{"C1", "C2"},
				"f": []map[string]any{{"itemId": popcorn, "quantity": 1}, {"itemId": cola, "quantity": 2}}}).Decode(t, &out)
			b := out.SellAtCounter
			p := b.PriceBreakdown
			if b.Status != "PAID" || p.FoodPaise != 35000+2*15000 || p.TicketsPaise <= 0 ||
				b.AmountPaise != p.TicketsPaise+p.FoodPaise+p.FeePaise-p.DiscountPaise || p.TotalPaise != b.AmountPaise {
				t.Fatalf("counter sale with food %+v", b)
			}
			foodLines := map[string]int64{}
			for _, l := range p.Lines {
				if l.Kind == "FOOD" {
					foodLines[l.Label] = l.AmountPaise
				}
			}
			if foodLines["1 × Large popcorn"] != 35000 || foodLines["2 × Cola"] != 30000 || len(foodLines) != 2 {
				t.Fatalf("price lines %+v", p.Lines)
			}
			stored, err := db.OrderLinesOf(ctx, s.DB, []string{b.ID})
			if err != nil {
				t.Fatal(err)
			}
			if len(stored) != 2 || len(b.Food) != 2 {
				t.Fatalf("order lines stored %+v, booking food %+v", stored, b.Food)
			}
			if left := stockLeftOf(t, s, show, cola); left != 1 {
				t.Fatalf("cola left %d after selling 2 of 3", left)
			}
			if cash := tillCash(t, s, clerk); cash != 100000+b.AmountPaise {
				t.Fatalf("expected cash %d, want the float plus %d", cash, b.AmountPaise)
			}

			kolkata, err := time.LoadLocation("Asia/Kolkata")
			if err != nil {
				t.Fatal(err)
			}
			day := time.Now().Add(48 * time.Hour).In(kolkata)
			var report struct {
				FoodSalesReport []struct {
					ItemID     string
					Quantity   int
					GrossPaise int64
				}
			}
			s.GraphQL(admin, `query($f: String!, $t: String!) { foodSalesReport(from: $f, to: $t) { itemId quantity grossPaise } }`,
				map[string]any{"f": day.AddDate(0, 0, -1).Format(time.DateOnly), "t": day.AddDate(0, 0, 1).Format(time.DateOnly)}).Decode(t, &report)
			sales := map[string][2]int64{}
			for _, r := range report.FoodSalesReport {
				sales[r.ItemID] = [2]int64{int64(r.Quantity), r.GrossPaise}
			}
			if len(sales) != 2 || sales[popcorn] != [2]int64{1, 35000} || sales[cola] != [2]int64{2, 30000} {
				t.Fatalf("food sales report %+v", report.FoodSalesReport)
			}

			audits := auditCount(t, s)
			for _, c := range []struct {
				name, code string
				food       []map[string]any
			}{
				{"unavailable nachos", "BAD_USER_INPUT", []map[string]any{{"itemId": nachos, "quantity": 1}}},
				{"two colas of one", "OUT_OF_STOCK", []map[string]any{{"itemId": popcorn, "quantity": 1}, {"itemId": cola, "quantity": 2}}},
			} {
				r := s.GraphQL(clerk, sellWithFood, map[string]any{"s": show, "seats": []string{"D1"}, "f": c.food})
				if r.FirstCode() != c.code {
					t.Fatalf("%s: %+v, want %s", c.name, r.Errors, c.code)
				}
				if c.code == "OUT_OF_STOCK" {
					if item, _ := r.Errors[0].Extensions["item"].(string); item != cola {
						t.Fatalf("%s: OUT_OF_STOCK names %v, want the cola", c.name, r.Errors[0].Extensions)
					}
				}
			}
			list, err := dbtest.ShowBookings(ctx, s.DB, show)
			if err != nil {
				t.Fatal(err)
			}
			claims, err := dbtest.ShowClaims(ctx, s.DB, show)
			if err != nil {
				t.Fatal(err)
			}
			if len(list) != 1 || len(claims) != 2 || auditCount(t, s) != audits || stockLeftOf(t, s, show, cola) != 1 ||
				tillCash(t, s, clerk) != 100000+b.AmountPaise {
				t.Fatalf("refused sales wrote something: %d bookings, %d claims, %d audit rows (had %d)", len(list), len(claims), auditCount(t, s), audits)
			}

			s.GraphQL(clerk, `mutation($id: ID!) { refundAtCounter(bookingId: $id) { status } }`, map[string]any{"id": b.ID}).Decode(t, &struct{}{})
			if left := stockLeftOf(t, s, show, cola); left != 3 {
				t.Fatalf("cola left %d after the refund, want all 3 back", left)
			}
			if cash := tillCash(t, s, clerk); cash != 100000 {
				t.Fatalf("expected cash %d after the refund, want the float", cash)
			}
		})
	}
}

package resolvers_test

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// orderLineReads counts the queries that read booking_order_lines.
type orderLineReads struct{ n atomic.Int64 }

func (c *orderLineReads) BeforeQuery(ctx context.Context, e *bun.QueryEvent) context.Context {
	if strings.HasPrefix(strings.TrimSpace(e.Query), "SELECT") && strings.Contains(e.Query, "booking_order_lines") {
		c.n.Add(1)
	}
	return ctx
}
func (c *orderLineReads) AfterQuery(context.Context, *bun.QueryEvent) {}

// TestBookingListReadsFoodInOneQuery: the admin's list of bookings with
// their food reads the order lines of every booking on the page in one
// query (a booking without food in none), each booking getting its own.
func TestBookingListReadsFoodInOneQuery(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			reads := &orderLineReads{}
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true, Hooks: []bun.QueryHook{reads}})
			ctx := context.Background()
			show := insertMovieAndShow(t, s.DB, 817, time.Now().Add(48*time.Hour)).ID
			t0 := time.Now().UTC()
			if err := db.UpsertUser(ctx, s.DB, &db.User{ID: "eater", Name: "Eater", CreatedAt: t0, UpdatedAt: t0}); err != nil {
				t.Fatal(err)
			}
			if err := db.InsertMenuItem(ctx, s.DB, &db.MenuItem{ID: "item-nachos", CinemaID: db.DefaultCinemaID, Name: "Nachos", Category: "snacks",
				PricePaise: 20000, GSTRatePercent: 5, Available: true, CreatedAt: t0, UpdatedAt: t0}); err != nil {
				t.Fatal(err)
			}
			for i := 1; i <= 4; i++ {
				id := fmt.Sprintf("00000000-0000-4000-8000-%012d", 970+i)
				food := int64(0)
				if i <= 3 {
					food = 20000 * int64(i)
				}
				if err := db.InsertBooking(ctx, s.DB, &db.Booking{ID: id, UserID: "eater", ShowID: show, Seats: []string{fmt.Sprintf("E%d", i)},
					AmountPaise: 20000 + food, TicketsPaise: 20000, FoodPaise: food, Currency: "INR", Status: db.StatusPaid,
					HoldExpiresAt: t0, PaymentProvider: db.ProviderTest, CreatedAt: t0.Add(time.Duration(i) * time.Second), UpdatedAt: t0}); err != nil {
					t.Fatal(err)
				}
				if food > 0 {
					if err := db.InsertOrderLines(ctx, s.DB, []db.OrderLine{{BookingID: id, ItemID: "item-nachos", Name: "Nachos", Quantity: i,
						UnitPricePaise: 20000, GSTRatePercent: 5, AmountPaise: food, Day: "2031-01-01"}}); err != nil {
						t.Fatal(err)
					}
				}
			}
			admin := s.SignIn("Boss", true)
			var page struct {
				AllBookings struct {
					Bookings []struct {
						ID   string
						Food []struct{ Quantity int }
					}
				}
			}
			before := reads.n.Load()
			s.GraphQL(admin, `{ allBookings { bookings { id food { quantity } } } }`, nil).Decode(t, &page)
			if got := reads.n.Load() - before; got != 1 {
				t.Fatalf("%d queries of order lines for a page of bookings, want 1", got)
			}
			seen := 0
			for _, b := range page.AllBookings.Bookings {
				var n int
				if _, err := fmt.Sscanf(b.ID[len(b.ID)-3:], "%d", &n); err != nil || n < 971 || n > 974 {
					continue
				}
				seen++
				want := n - 970
				if want == 4 {
					if len(b.Food) != 0 {
						t.Errorf("booking %s without food lists %+v", b.ID, b.Food)
					}
				} else if len(b.Food) != 1 || b.Food[0].Quantity != want {
					t.Errorf("booking %s food %+v, want %d nachos", b.ID, b.Food, want)
				}
			}
			if seen != 4 {
				t.Fatalf("the page lists %d of the 4 bookings", seen)
			}
		})
	}
}

package resolvers_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// TestDashboardTodayAndTotalsEqualTheReport: the dashboard of a range
// says the same bookings and revenue as the sales report of that range
// and as the paid bookings added up one by one; its today and
// sameDayLastWeek are the shows playing today and seven days ago, paid
// bookings only.
func TestDashboardTodayAndTotalsEqualTheReport(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			now := time.Date(2031, 5, 8, 12, 0, 0, 0, time.UTC) // a Thursday; 17:30 in Kolkata
			s.Admin.Clock = func() time.Time { return now }
			ctx := context.Background()
			t0 := time.Date(2031, 4, 1, 0, 0, 0, 0, time.UTC)
			must := func(err error) {
				t.Helper()
				if err != nil {
					t.Fatal(err)
				}
			}
			must(db.UpsertUser(ctx, s.DB, &db.User{ID: "buyer", Name: "Buyer", CreatedAt: t0, UpdatedAt: t0}))
			_, err := db.InsertMovie(ctx, s.DB, &db.Movie{ID: 731, Title: "Daybook", CreatedAt: t0})
			must(err)
			shows := map[string]time.Time{"today": now.Add(-3 * time.Hour), "lastweek": now.AddDate(0, 0, -7).Add(-3 * time.Hour),
				"monday": now.AddDate(0, 0, -3)}
			for id, at := range shows {
				must(dbtest.InsertShows(ctx, s.DB, db.Show{ID: id, MovieID: 731, StartsAt: at, PricePaise: 20000, CreatedAt: t0}))
			}
			n := 0
			book := func(show, status string, seats ...string) {
				n++
				k := int64(len(seats))
				must(db.InsertBooking(ctx, s.DB, &db.Booking{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", 950+n), UserID: "buyer",
					ShowID: show, Seats: seats, AmountPaise: 21180 * k, TicketsPaise: 20000 * k, FeePaise: 1000 * k, TaxPaise: 3231 * k,
					Currency: "INR", Status: status, HoldExpiresAt: t0, PaymentProvider: db.ProviderTest, Channel: db.ChannelOnline,
					CreatedAt: t0, UpdatedAt: t0}))
			}
			book("today", db.StatusPaid, "A1")
			book("today", db.StatusPaid, "A2", "A3")
			book("today", db.StatusRefunded, "A4")
			book("lastweek", db.StatusPaid, "B1", "B2", "B3")
			book("monday", db.StatusPaid, "C1")

			var paid []db.Booking
			must(s.DB.NewSelect().Model(&paid).Where("status = ?", db.StatusPaid).Scan(ctx))
			var count, sum int64
			for _, b := range paid {
				count++
				sum += b.AmountPaise
			}
			admin := s.SignIn("Boss", true)
			type day struct {
				Date                          string
				Bookings, Tickets, GrossPaise int64
			}
			for _, cinema := range []any{nil, db.DefaultCinemaID} {
				var out struct {
					Dashboard struct {
						TotalBookings, TotalRevenuePaise int64
						Today, SameDayLastWeek           day
					}
					SalesReport []struct{ Bookings, GrossPaise int64 }
				}
				s.GraphQL(admin, `query($c: ID) {
					dashboard(cinemaId: $c, from: "2031-05-01", to: "2031-05-08") { totalBookings totalRevenuePaise
						today { date bookings tickets grossPaise } sameDayLastWeek { date bookings tickets grossPaise } }
					salesReport(from: "2031-05-01", to: "2031-05-08", cinemaId: $c, groupBy: CHANNEL) { bookings grossPaise } }`,
					map[string]any{"c": cinema}).Decode(t, &out)
				var rb, rg int64
				for _, r := range out.SalesReport {
					rb, rg = rb+r.Bookings, rg+r.GrossPaise
				}
				d := out.Dashboard
				if d.TotalBookings != count || d.TotalRevenuePaise != sum || rb != count || rg != sum {
					t.Errorf("cinema %v: dashboard %d/%d, sales report %d/%d, bookings %d/%d", cinema, d.TotalBookings, d.TotalRevenuePaise, rb, rg, count, sum)
				}
				if (d.Today != day{"2031-05-08", 2, 3, 3 * 21180}) || (d.SameDayLastWeek != day{"2031-05-01", 1, 3, 3 * 21180}) {
					t.Errorf("cinema %v: today %+v, same day last week %+v", cinema, d.Today, d.SameDayLastWeek)
				}
			}
		})
	}
}

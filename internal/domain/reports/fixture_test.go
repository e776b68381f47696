package reports_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/auth"
)

var kolkata, _ = time.LoadLocation("Asia/Kolkata")

var t0 = time.Date(2031, 4, 1, 12, 0, 0, 0, time.UTC)

func adminCtx() context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: "admin_1", Name: "Admin", Admin: true, Staff: true})
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// local is an instant given as a wall-clock time in Kolkata.
func local(y int, m time.Month, d, hh, mm int) time.Time {
	return time.Date(y, m, d, hh, mm, 0, 0, kolkata)
}

// fixture is a small cinema's week of rows: two movies, a second cinema
// in New York, and bookings in every state.
type fixture struct {
	bdb *bun.DB
	n   int
}

func newFixture(t *testing.T, bdb *bun.DB) *fixture {
	t.Helper()
	ctx := context.Background()
	must(t, db.UpsertUser(ctx, bdb, &db.User{ID: "u1", Name: "Asha", Email: "asha@example.com", CreatedAt: t0, UpdatedAt: t0}))
	for _, id := range []int64{101, 102} {
		_, err := db.InsertMovie(ctx, bdb, &db.Movie{ID: id, Title: fmt.Sprint("Film ", id), CreatedAt: t0})
		must(t, err)
	}
	must(t, db.InsertCinema(ctx, bdb, &db.Cinema{ID: "ny", Name: "Broadway", City: "New York", TimeZone: "America/New_York", CreatedAt: t0}))
	must(t, db.InsertScreen(ctx, bdb, &db.Screen{ID: "ny-1", CinemaID: "ny", Name: "One", LayoutID: db.DefaultLayoutID, CreatedAt: t0}))
	return &fixture{bdb: bdb}
}

// show stores a show of movie at the instant at, on screen (a fixture
// screen of the default cinema when empty).
func (f *fixture) show(t *testing.T, id string, movie int64, at time.Time, screen string) {
	t.Helper()
	must(t, dbtest.InsertShows(context.Background(), f.bdb, db.Show{ID: id, MovieID: movie, StartsAt: at, PricePaise: 20000, CreatedAt: t0, ScreenID: screen}))
}

// book stores a booking of seats at 200 rupees each (GST 18% inside)
// plus a 10-rupee fee per seat with its GST, in status, sold on channel.
func (f *fixture) book(t *testing.T, show, status, channel string, seats ...string) *db.Booking {
	t.Helper()
	f.n++
	n := int64(len(seats))
	tickets, fee := 20000*n, 1000*n
	feeTax := 180 * n
	ticketTax := tickets - tickets*100/118
	b := &db.Booking{ID: fmt.Sprintf("00000000-0000-4000-8000-%012d", f.n), UserID: "u1", ShowID: show, Seats: seats,
		AmountPaise: tickets + fee + feeTax, TicketsPaise: tickets, FeePaise: fee, TaxPaise: ticketTax + feeTax,
		Currency: "INR", Status: status, HoldExpiresAt: t0.Add(time.Hour), PaymentProvider: db.ProviderTest,
		Channel: channel, CreatedAt: t0, UpdatedAt: t0}
	must(t, db.InsertBooking(context.Background(), f.bdb, b))
	return b
}

// bookWithFood stores a PAID online booking of seats at 200 rupees each
// with one 300-rupee popcorn (5% GST) and offer's discountPaise off,
// priced as createBooking prices one (booking.PriceOrder), with its seat
// and order lines.
func (f *fixture) bookWithFood(t *testing.T, show string, offer *db.Offer, discountPaise int64, seats ...string) *db.Booking {
	t.Helper()
	ctx := context.Background()
	f.n++
	id := fmt.Sprintf("00000000-0000-4000-8000-%012d", f.n)
	item := &db.MenuItem{ID: fmt.Sprint("item-", f.n), CinemaID: db.DefaultCinemaID, Name: "Popcorn", Category: "popcorn",
		PricePaise: 30000, GSTRatePercent: 5, Available: true, Position: f.n, CreatedAt: t0, UpdatedAt: t0}
	must(t, db.InsertMenuItem(ctx, f.bdb, item))
	var lines []db.SeatLine
	for _, s := range seats {
		lines = append(lines, db.SeatLine{Seat: s, Category: "CLASSIC", CategoryName: "Classic", PricePaise: 20000})
	}
	food := []db.OrderLine{{BookingID: id, ItemID: item.ID, Name: "Popcorn", Quantity: 1, UnitPricePaise: 30000,
		GSTRatePercent: 5, AmountPaise: 30000, Day: "2031-05-09"}}
	bd := booking.PriceOrder(booking.Order{Seats: lines, Food: food, FeePerTicket: 1000, Offer: offer, DiscountPaise: discountPaise})
	b := &db.Booking{ID: id, UserID: "u1", ShowID: show, Seats: seats, SeatLines: lines,
		AmountPaise: bd.TotalPaise, TicketsPaise: bd.TicketsPaise, FeePaise: bd.FeePaise, TaxPaise: bd.TaxPaise,
		FoodPaise: bd.FoodPaise, DiscountPaise: bd.DiscountPaise, Currency: "INR", Status: db.StatusPaid,
		HoldExpiresAt: t0.Add(time.Hour), PaymentProvider: db.ProviderTest, Channel: db.ChannelOnline, CreatedAt: t0, UpdatedAt: t0}
	if offer != nil {
		b.OfferID = &offer.ID
	}
	must(t, db.InsertBooking(ctx, f.bdb, b))
	must(t, db.InsertOrderLines(ctx, f.bdb, food))
	return b
}

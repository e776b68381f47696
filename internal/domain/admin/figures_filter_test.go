package admin_test

import (
	"testing"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/admin"
	"marquee/internal/domain/venues"
)

// The dashboard and the show list filtered by cinema count only that
// cinema's shows and bookings: the figures fixture's bookings are all at
// the default cinema, and a show scheduled at a second cinema appears only
// under that cinema.
func TestFiguresFilteredByCinema(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		svc := figuresFixture(t, bdb)
		svc.Venues = &venues.Service{DB: bdb, TZ: kolkata, Clock: svc.Clock}
		sc := newScreen(t, svc, 20)
		date := svc.Clock().In(kolkata).AddDate(0, 0, 3).Format("2006-01-02")
		other, err := svc.ScheduleShows(adminCtx(), admin.ScheduleInput{ScreenID: sc.ID, MovieID: sampleID(),
			ShowsInput: []admin.ShowsInput{{Date: date, Time: []string{"11:00"}}}, Prices: grandPrices()})
		if err != nil || len(other) != 1 {
			t.Fatalf("schedule: %v %v", other, err)
		}

		all, err := svc.GetDashboard(adminCtx(), "")
		if err != nil || len(all.ActiveShows) != 3 || all.TotalBookings != 2 {
			t.Fatalf("unfiltered dashboard = %+v, %v", all, err)
		}
		atGrand, err := svc.GetDashboard(adminCtx(), sc.CinemaID)
		if err != nil {
			t.Fatal(err)
		}
		if len(atGrand.ActiveShows) != 1 || atGrand.ActiveShows[0].ID != other[0].ID || atGrand.TotalBookings != 0 ||
			atGrand.TotalRevenuePaise != 0 || atGrand.SoldSeats != 0 || atGrand.HeldSeats != 0 || atGrand.TotalUsers != all.TotalUsers {
			t.Fatalf("dashboard at the second cinema = %+v", atGrand)
		}
		atDefault, err := svc.GetDashboard(adminCtx(), db.DefaultCinemaID)
		if err != nil {
			t.Fatal(err)
		}
		if len(atDefault.ActiveShows) != 2 || atDefault.TotalBookings != 2 || atDefault.TotalRevenuePaise != 20000 ||
			atDefault.SoldSeats != 4 || atDefault.HeldSeats != 2 {
			t.Fatalf("dashboard at the default cinema = %+v", atDefault)
		}

		list, err := svc.AllShows(adminCtx(), sc.CinemaID)
		if err != nil || len(list) != 1 || list[0].Show.ID != other[0].ID || list[0].SoldSeats != 0 {
			t.Fatalf("shows at the second cinema = %+v, %v", list, err)
		}
		list, err = svc.AllShows(adminCtx(), db.DefaultCinemaID)
		if err != nil || len(list) != 2 || list[0].SoldSeats+list[1].SoldSeats != 4 || list[0].HeldSeats+list[1].HeldSeats != 2 {
			t.Fatalf("shows at the default cinema = %+v, %v", list, err)
		}
		if list, err = svc.AllShows(adminCtx(), "no-such-cinema"); err != nil || len(list) != 0 {
			t.Fatalf("shows at an unknown cinema = %+v, %v", list, err)
		}
	})
}

package reports_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/admin"
	"marquee/internal/domain/reports"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

func TestSalesReportGroupsInTheCinemasZone(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		// 01:00 on 2 May in Kolkata is still 1 May in UTC: the day
		// grouping must follow the cinema's clock.
		f.show(t, "s1", 101, local(2031, 5, 1, 20, 0), "")
		f.show(t, "s2", 101, local(2031, 5, 2, 1, 0), "")
		f.show(t, "s3", 102, local(2031, 5, 1, 18, 0), "")
		// 22:00 on 1 May in New York is 2 May in UTC and in Kolkata.
		ny := time.Date(2031, 5, 1, 22, 0, 0, 0, mustZone(t, "America/New_York"))
		f.show(t, "s4", 102, ny, "ny-1")
		f.book(t, "s1", db.StatusPaid, db.ChannelOnline, "A1", "A2")
		f.book(t, "s2", db.StatusPaid, db.ChannelCounter, "B1")
		f.book(t, "s3", db.StatusPaid, db.ChannelOnline, "C1", "C2", "C3")
		f.book(t, "s4", db.StatusPaid, db.ChannelCounter, "D1")
		f.book(t, "s1", db.StatusRefunded, db.ChannelOnline, "E1")
		f.book(t, "s1", db.StatusPending, db.ChannelOnline, "F1")
		f.book(t, "s3", db.StatusCancelled, db.ChannelCounter, "G1")
		svc := &reports.Service{DB: bdb, TZ: kolkata}
		ctx := adminCtx()
		r := reports.Range{From: "2031-05-01", To: "2031-05-02"}

		// One seat at 200 rupees: 20000 + 1000 fee + 180 fee GST = 21180
		// gross; GST 20000-16949 = 3051 inside the ticket, + 180.
		const gross, tax = 21180, 3231
		days, err := svc.Sales(ctx, r, db.GroupDay)
		must(t, err)
		want := []db.SalesRow{
			{Key: "2031-05-01", Label: "2031-05-01", Bookings: 3, Tickets: 6, GrossPaise: 6 * gross},
			{Key: "2031-05-02", Label: "2031-05-02", Bookings: 1, Tickets: 1, GrossPaise: gross},
		}
		checkRows(t, "by day", days, want)

		movies, err := svc.Sales(ctx, r, db.GroupMovie)
		must(t, err)
		checkRows(t, "by movie", movies, []db.SalesRow{
			{Key: "101", Label: "Film 101", Bookings: 2, Tickets: 3, GrossPaise: 3 * gross},
			{Key: "102", Label: "Film 102", Bookings: 2, Tickets: 4, GrossPaise: 4 * gross},
		})
		channels, err := svc.Sales(ctx, r, db.GroupChannel)
		must(t, err)
		checkRows(t, "by channel", channels, []db.SalesRow{
			{Key: "COUNTER", Label: "COUNTER", Bookings: 2, Tickets: 2, GrossPaise: 2 * gross},
			{Key: "ONLINE", Label: "ONLINE", Bookings: 2, Tickets: 5, GrossPaise: 5 * gross},
		})
		screens, err := svc.Sales(ctx, reports.Range{From: "2031-05-01", To: "2031-05-01", CinemaID: "ny"}, db.GroupScreen)
		must(t, err)
		checkRows(t, "New York by screen", screens, []db.SalesRow{
			{Key: "ny-1", Label: "Broadway · One", Bookings: 1, Tickets: 1, GrossPaise: gross},
		})
		for _, rows := range [][]db.SalesRow{days, movies, channels, screens} {
			for _, row := range rows {
				if row.TaxPaise != row.Tickets*tax || row.NetPaise != row.GrossPaise-row.TaxPaise {
					t.Errorf("row %+v: want tax %d and net = gross - tax", row, row.Tickets*tax)
				}
			}
		}
	})
}

func checkRows(t *testing.T, what string, got, want []db.SalesRow) {
	t.Helper()
	if len(got) != len(want) {
		t.Fatalf("%s: %d rows %+v, want %d %+v", what, len(got), got, len(want), want)
	}
	for i := range want {
		g, w := got[i], want[i]
		if g.Key != w.Key || g.Label != w.Label || g.Bookings != w.Bookings || g.Tickets != w.Tickets || g.GrossPaise != w.GrossPaise {
			t.Errorf("%s row %d = %+v, want %+v", what, i, g, w)
		}
	}
}

func mustZone(t *testing.T, name string) *time.Location {
	t.Helper()
	l, err := time.LoadLocation(name)
	must(t, err)
	return l
}

// TestReportTotalsEqualTheDashboard: the sales report of a range covering
// every show, the dashboard's totals and the bookings added up one by one
// in Go are the same three numbers.
func TestReportTotalsEqualTheDashboard(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		f.show(t, "s1", 101, local(2031, 5, 1, 20, 0), "")
		f.show(t, "s2", 102, local(2031, 5, 3, 10, 0), "")
		f.show(t, "s3", 102, local(2031, 5, 2, 9, 0), "ny-1")
		f.book(t, "s1", db.StatusPaid, db.ChannelOnline, "A1", "A2")
		f.book(t, "s2", db.StatusPaid, db.ChannelCounter, "A1")
		f.book(t, "s3", db.StatusPaid, db.ChannelOnline, "A1", "A2", "A3", "A4")
		f.book(t, "s2", db.StatusRefunded, db.ChannelOnline, "B1")
		ctx := adminCtx()
		svc := &reports.Service{DB: bdb, TZ: kolkata}
		adm := &admin.Service{DB: bdb, TZ: kolkata, Clock: func() time.Time { return t0 }, Reports: svc}
		for _, cinema := range []string{"", db.DefaultCinemaID, "ny"} {
			r := reports.Range{From: "2031-04-25", To: "2031-05-10", CinemaID: cinema}
			tot, err := svc.SalesTotals(ctx, r)
			must(t, err)
			dash, err := adm.GetDashboard(ctx, cinema)
			must(t, err)
			ranged, err := adm.GetDashboardFor(ctx, admin.DashboardRange{From: r.From, To: r.To, CinemaID: cinema})
			must(t, err)
			var count, sum int64
			var all []db.Booking
			must(t, bdb.NewSelect().Model(&all).Relation("Show.Screen").Where("booking.status = ?", db.StatusPaid).Scan(context.Background()))
			for _, b := range all {
				if cinema == "" || b.Show.Screen.CinemaID == cinema {
					count++
					sum += b.AmountPaise
				}
			}
			if tot.Bookings != count || tot.GrossPaise != sum || int64(dash.TotalBookings) != count || dash.TotalRevenuePaise != sum ||
				int64(ranged.TotalBookings) != count || ranged.TotalRevenuePaise != sum {
				t.Errorf("cinema %q: report %d bookings %d paise, dashboard %d/%d, ranged dashboard %d/%d, rows %d/%d",
					cinema, tot.Bookings, tot.GrossPaise, dash.TotalBookings, dash.TotalRevenuePaise,
					ranged.TotalBookings, ranged.TotalRevenuePaise, count, sum)
			}
		}
	})
}

func TestOccupancyHeatMap(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		// Two Thursday 18:xx shows on one screen, one at 21:00, one
		// cancelled; 1 May 2031 is a Thursday.
		must(t, db.InsertScreen(context.Background(), bdb, &db.Screen{ID: "k-1", CinemaID: db.DefaultCinemaID, Name: "K1", LayoutID: db.DefaultLayoutID, CreatedAt: t0}))
		f.show(t, "s1", 101, local(2031, 5, 1, 18, 0), "k-1")
		f.show(t, "s2", 102, local(2031, 5, 8, 18, 30), "k-1")
		f.show(t, "s3", 101, local(2031, 5, 1, 21, 0), "k-1")
		f.show(t, "s4", 101, local(2031, 5, 2, 12, 0), "k-1")
		_, err := bdb.NewUpdate().Model((*db.Show)(nil)).Set("status = ?", db.ShowCancelled).Where("id = ?", "s4").Exec(context.Background())
		must(t, err)
		f.book(t, "s1", db.StatusPaid, db.ChannelOnline, "A1", "A2")
		f.book(t, "s2", db.StatusPaid, db.ChannelCounter, "A1")
		f.book(t, "s2", db.StatusPending, db.ChannelOnline, "A2")
		svc := &reports.Service{DB: bdb, TZ: kolkata}
		cells, err := svc.Occupancy(adminCtx(), reports.Range{From: "2031-05-01", To: "2031-05-08", CinemaID: db.DefaultCinemaID})
		must(t, err)
		var capacity int64
		must(t, bdb.NewSelect().Model((*db.SeatLayout)(nil)).Column("capacity").Where("id = ?", db.DefaultLayoutID).Scan(context.Background(), &capacity))
		want := []db.OccupancyCell{
			{ScreenID: "k-1", Weekday: 4, Hour: 18, Shows: 2, Seats: 2 * capacity, Sold: 3},
			{ScreenID: "k-1", Weekday: 4, Hour: 21, Shows: 1, Seats: capacity, Sold: 0},
		}
		if len(cells) != len(want) {
			t.Fatalf("cells %+v, want %+v", cells, want)
		}
		for i := range want {
			if cells[i] != want[i] {
				t.Errorf("cell %d = %+v, want %+v", i, cells[i], want[i])
			}
		}
	})
}

func TestReportsRefuseBadInputAndNonAdmins(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		svc := &reports.Service{DB: bdb, TZ: kolkata}
		user := auth.WithCaller(context.Background(), &auth.Caller{UserID: "u1"})
		cases := []struct {
			ctx   context.Context
			r     reports.Range
			group string
			kind  apperr.Kind
		}{
			{user, reports.Range{From: "2031-05-01", To: "2031-05-01"}, db.GroupDay, apperr.Forbidden},
			{adminCtx(), reports.Range{From: "2031-05-02", To: "2031-05-01"}, db.GroupDay, apperr.BadInput},
			{adminCtx(), reports.Range{From: "2031-01-01", To: "2032-06-01"}, db.GroupDay, apperr.BadInput},
			{adminCtx(), reports.Range{From: "1 May", To: "2031-05-01"}, db.GroupDay, apperr.BadInput},
			{adminCtx(), reports.Range{From: "2031-05-01", To: "2031-05-01"}, "WEEK", apperr.BadInput},
			{adminCtx(), reports.Range{From: "2031-05-01", To: "2031-05-01", CinemaID: "nope"}, db.GroupDay, apperr.NotFound},
		}
		for i, tc := range cases {
			if _, err := svc.Sales(tc.ctx, tc.r, tc.group); apperr.KindOf(err) != tc.kind {
				t.Errorf("case %d: err %v, want %s", i, err, tc.kind)
			}
		}
	})
}

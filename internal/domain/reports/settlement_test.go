package reports_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/reports"
	"marquee/internal/platform/apperr"
)

func mg(p int64) *int64 { return &p }

// TestSettlementSecondWeekStepped: Film 101 opened on Saturday 3 May
// 2031, so the week from Friday 9 May is its second, at 42.5% of net
// ticket revenue; the show at 01:00 on Friday 16 May (still 15 May in
// UTC) belongs to the next week. Film 102's distributor has a minimum
// guarantee above its share.
func TestSettlementSecondWeekStepped(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		f.show(t, "open", 101, local(2031, 5, 3, 18, 0), "")
		f.show(t, "w2a", 101, local(2031, 5, 9, 20, 0), "")
		f.show(t, "w2b", 101, local(2031, 5, 15, 23, 30), "")
		f.show(t, "w3", 101, local(2031, 5, 16, 1, 0), "")
		f.show(t, "other", 102, local(2031, 5, 10, 18, 0), "")
		f.book(t, "open", db.StatusPaid, db.ChannelOnline, "A1", "A2", "A3", "A4")
		f.book(t, "w2a", db.StatusPaid, db.ChannelOnline, "A1", "A2")
		f.book(t, "w2b", db.StatusPaid, db.ChannelCounter, "A1", "A2", "A3")
		f.book(t, "w2b", db.StatusRefunded, db.ChannelOnline, "B1")
		f.book(t, "w3", db.StatusPaid, db.ChannelOnline, "A1")
		f.book(t, "other", db.StatusPaid, db.ChannelOnline, "A1")
		svc := &reports.Service{DB: bdb, TZ: kolkata, Clock: func() time.Time { return t0 }}
		ctx := adminCtx()
		must(t, svc.SetFilmHire(ctx, reports.FilmHire{MovieID: "101", CinemaID: db.DefaultCinemaID, Distributor: "Yash Raj",
			WeeklyPercent: []float64{50, 42.5, 37.5, 30}}))
		must(t, svc.SetFilmHire(ctx, reports.FilmHire{MovieID: "102", CinemaID: db.DefaultCinemaID, Distributor: "Dharma",
			WeeklyPercent: []float64{45}, MinimumGuaranteePaise: mg(500000)}))

		got, err := svc.Settlement(ctx, "2031-05-09", db.DefaultCinemaID, "")
		must(t, err)
		if len(got) != 2 || got[0].Distributor != "Dharma" || got[1].Distributor != "Yash Raj" {
			t.Fatalf("settlements %+v, want Dharma then Yash Raj", got)
		}
		yr := got[1]
		if len(yr.Rows) != 1 {
			t.Fatalf("Yash Raj rows %+v", yr.Rows)
		}
		r := yr.Rows[0]
		// Five seats at 200 rupees: 100000 paise of tickets, 5 × 3051
		// GST inside; fees are the cinema's.
		want := reports.SettlementRow{Week: 2, Tickets: 5, GrossPaise: 100000, TaxPaise: 15255, NetPaise: 84745,
			SharePercent: 42.5, DuePaise: 36017}
		if r.Movie.ID != 101 || r.Week != want.Week || r.Tickets != want.Tickets || r.GrossPaise != want.GrossPaise ||
			r.TaxPaise != want.TaxPaise || r.NetPaise != want.NetPaise || r.SharePercent != want.SharePercent || r.DuePaise != want.DuePaise {
			t.Errorf("row %+v, want %+v", r, want)
		}
		if yr.TotalDuePaise != 36017 || yr.WeekStart != "2031-05-09" || yr.Cinema.ID != db.DefaultCinemaID {
			t.Errorf("settlement %+v", yr)
		}
		dh := got[0]
		if len(dh.Rows) != 1 || dh.Rows[0].Week != 1 || dh.Rows[0].DuePaise != 500000 || dh.TotalDuePaise != 500000 {
			t.Errorf("Dharma %+v: want week 1 at the 5000-rupee guarantee", dh.Rows)
		}

		third, err := svc.Settlement(ctx, "2031-05-16", db.DefaultCinemaID, "Yash Raj")
		must(t, err)
		if len(third) != 1 || len(third[0].Rows) != 1 || third[0].Rows[0].Week != 3 || third[0].Rows[0].Tickets != 1 ||
			third[0].Rows[0].SharePercent != 37.5 {
			t.Errorf("third week %+v", third)
		}
		first, err := svc.Settlement(ctx, "2031-05-02", db.DefaultCinemaID, "Yash Raj")
		must(t, err)
		if len(first) != 1 || first[0].Rows[0].Week != 1 || first[0].Rows[0].Tickets != 4 || first[0].Rows[0].SharePercent != 50 {
			t.Errorf("opening week %+v", first)
		}
	})
}

func TestWeekOfRelease(t *testing.T) {
	d := func(s string) time.Time { v, _ := time.Parse(time.DateOnly, s); return v }
	cases := []struct {
		first, week string
		want        int
	}{
		{"2031-05-02", "2031-05-02", 1}, // opens on a Friday
		{"2031-05-08", "2031-05-02", 1}, // opens on the Thursday: still week 1
		{"2031-05-08", "2031-05-09", 2},
		{"2031-05-03", "2031-05-30", 5},
		{"2031-05-10", "2031-05-02", 1}, // a week before it opened
	}
	for _, c := range cases {
		if got := reports.WeekOfRelease(d(c.first), d(c.week)); got != c.want {
			t.Errorf("first %s, week %s: %d, want %d", c.first, c.week, got, c.want)
		}
	}
}

func TestSetFilmHireRefusesAndAudits(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		newFixture(t, bdb)
		svc := &reports.Service{DB: bdb, TZ: kolkata, Clock: func() time.Time { return t0 }}
		ctx := adminCtx()
		bad := []reports.FilmHire{
			{MovieID: "101", CinemaID: db.DefaultCinemaID, Distributor: " ", WeeklyPercent: []float64{50}},
			{MovieID: "101", CinemaID: db.DefaultCinemaID, Distributor: "D", WeeklyPercent: nil},
			{MovieID: "101", CinemaID: db.DefaultCinemaID, Distributor: "D", WeeklyPercent: []float64{101}},
			{MovieID: "101", CinemaID: db.DefaultCinemaID, Distributor: "D", WeeklyPercent: []float64{50}, MinimumGuaranteePaise: mg(-1)},
			{MovieID: "x", CinemaID: db.DefaultCinemaID, Distributor: "D", WeeklyPercent: []float64{50}},
			{MovieID: "999", CinemaID: db.DefaultCinemaID, Distributor: "D", WeeklyPercent: []float64{50}},
			{MovieID: "101", CinemaID: "nowhere", Distributor: "D", WeeklyPercent: []float64{50}},
		}
		for i, in := range bad {
			if err := svc.SetFilmHire(ctx, in); apperr.KindOf(err) != apperr.BadInput && apperr.KindOf(err) != apperr.NotFound {
				t.Errorf("case %d: err %v, want a refusal", i, err)
			}
		}
		if _, err := svc.Settlement(ctx, "2031-05-08", db.DefaultCinemaID, ""); apperr.KindOf(err) != apperr.BadInput {
			t.Errorf("a Thursday week start: %v", err)
		}
		countAudit(t, bdb, 0)
		in := reports.FilmHire{MovieID: "101", CinemaID: db.DefaultCinemaID, Distributor: "D", WeeklyPercent: []float64{50, 40}}
		must(t, svc.SetFilmHire(ctx, in))
		countAudit(t, bdb, 1)
		in.WeeklyPercent = []float64{55}
		svc.Clock = func() time.Time { return t0.Add(time.Minute) }
		must(t, svc.SetFilmHire(ctx, in))
		rows := countAudit(t, bdb, 2)
		last := rows[1]
		if last.Action != "filmHire.set" || last.ActorID != "admin_1" || last.BeforeJSON == nil || last.AfterJSON == nil {
			t.Fatalf("audit row %+v", last)
		}
		h, err := db.FilmHireOf(context.Background(), bdb, 101, db.DefaultCinemaID)
		must(t, err)
		if len(h.WeeklyPercent) != 1 || h.WeeklyPercent[0] != 55 {
			t.Errorf("stored %+v", h)
		}
	})
}

// countAudit fails unless the audit log has n rows; it returns them,
// oldest first.
func countAudit(t *testing.T, bdb *bun.DB, n int) []db.AuditEntry {
	t.Helper()
	var rows []db.AuditEntry
	must(t, bdb.NewSelect().Model(&rows).OrderExpr("a.at, a.id").Scan(context.Background()))
	if len(rows) != n {
		t.Fatalf("%d audit rows, want %d: %+v", len(rows), n, rows)
	}
	return rows
}

// TestSettlementSplitsFoodAndOffer: a booking with food and a promo code
// in the settlement week counts only its tickets, less their share of
// the discount, with the GST on what is left: two 200-rupee seats and a
// 300-rupee popcorn with 10% off everything (70 rupees: 40 off the
// tickets, 30 off the popcorn) leave 360 rupees of tickets, 54.92 of it
// GST at 18%. A plain two-seat booking of the same week adds 400 rupees
// with 61.02 GST.
func TestSettlementSplitsFoodAndOffer(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		ctx := context.Background()
		code, key := "SAVE10", db.CodeKeyOf("SAVE10")
		offer := &db.Offer{ID: "offer-1", Code: &code, CodeKey: &key, Title: "Ten off", Kind: db.OfferPercent, Value: 10,
			AppliesTo: db.ScopeAll, MinTickets: 1, MaxPerUser: 1, CinemaIDs: []string{}, Formats: []string{}, Weekdays: []string{},
			CreatedAt: t0, UpdatedAt: t0}
		must(t, db.InsertOffer(ctx, bdb, offer))
		f.show(t, "open", 101, local(2031, 5, 3, 18, 0), "")
		f.show(t, "w2", 101, local(2031, 5, 10, 20, 0), "")
		f.book(t, "w2", db.StatusPaid, db.ChannelOnline, "A1", "A2")
		mixed := f.bookWithFood(t, "w2", offer, 7000, "B1", "B2")
		f.bookWithFood(t, "open", nil, 0, "C1") // the first week: not this one
		svc := &reports.Service{DB: bdb, TZ: kolkata, Clock: func() time.Time { return t0 }}
		must(t, svc.SetFilmHire(adminCtx(), reports.FilmHire{MovieID: "101", CinemaID: db.DefaultCinemaID, Distributor: "Yash Raj",
			WeeklyPercent: []float64{50, 42.5}}))
		got, err := svc.Settlement(adminCtx(), "2031-05-09", db.DefaultCinemaID, "")
		must(t, err)
		if len(got) != 1 || len(got[0].Rows) != 1 {
			t.Fatalf("settlement %+v", got)
		}
		r := got[0].Rows[0]
		// 36000 + 40000 gross; 5492 + 6102 GST; 42.5% of 64406 = 27372.55.
		want := reports.SettlementRow{Week: 2, Tickets: 4, GrossPaise: 76000, TaxPaise: 11594, NetPaise: 64406, SharePercent: 42.5, DuePaise: 27373}
		if r.Tickets != want.Tickets || r.GrossPaise != want.GrossPaise || r.TaxPaise != want.TaxPaise || r.NetPaise != want.NetPaise ||
			r.DuePaise != want.DuePaise || r.Week != 2 {
			t.Errorf("row %+v, want %+v", r, want)
		}
		// The old reading (the booking's GST less its fee's) would have
		// counted the popcorn's GST and the whole discount's as the tickets'.
		if old := mixed.TaxPaise - (mixed.AmountPaise - mixed.TicketsPaise - mixed.FeePaise); old == 5492 {
			t.Fatalf("the fixture does not tell the split from the old reading (%d)", old)
		}
	})
}

package admin_test

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/admin"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

// layoutInput is the input that spells a stored layout cell by cell.
func layoutInput(l db.LayoutData) venues.LayoutInput {
	in := venues.LayoutInput{Categories: l.Categories, Rows: make([]venues.RowInput, len(l.Rows))}
	for i, r := range l.Rows {
		in.Rows[i] = venues.RowInput{Label: r.Label, Cells: r.Cells}
	}
	return in
}

// newScreen creates a cinema in Mumbai with one screen of the large
// sample layout.
func newScreen(t *testing.T, s *admin.Service, buffer int) *db.Screen {
	t.Helper()
	c, err := s.Venues.CreateCinema(adminCtx(), venues.CinemaInput{Name: "Grand", City: "Mumbai", Address: "Lower Parel",
		TimeZone: "Asia/Kolkata", CleaningBufferMinutes: &buffer})
	if err != nil {
		t.Fatal(err)
	}
	sc, err := s.Venues.CreateScreen(adminCtx(), c.ID, "Audi 1", layoutInput(sample.GrandLayout()))
	if err != nil {
		t.Fatal(err)
	}
	return sc
}

func grandPrices() []venues.CategoryPrice {
	return []venues.CategoryPrice{{Category: "RECLINER", PricePaise: 45000}, {Category: "PRIME", PricePaise: 25000}, {Category: "CLASSIC", PricePaise: 9000}}
}

// 50 admins schedule at once on one screen: ten at slightly different
// starts within each of five non-overlapping slots. The database lets
// exactly one show per slot through; every other call fails with
// SCREEN_BUSY, on both databases.
func TestScheduleShowsRace(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		now := time.Date(2030, 3, 1, 4, 0, 0, 0, time.UTC)
		s := newService(bdb, now)
		s.Venues = &venues.Service{DB: bdb, TZ: kolkata, Clock: s.Clock}
		sc := newScreen(t, s, 20)
		m := sample.Movies()[0] // stored by the first call that needs it
		slots := []string{"09:00", "12:00", "15:00", "18:00", "21:00"}
		const calls = 50
		type result struct {
			slot  int
			shows []db.Show
			err   error
		}
		results := make([]result, calls)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range calls {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				slot := i % len(slots)
				at, _ := time.Parse("15:04", slots[slot])
				tm := at.Add(time.Duration(i/len(slots)) * time.Minute).Format("15:04")
				shows, err := s.ScheduleShows(adminCtx(), admin.ScheduleInput{ScreenID: sc.ID, MovieID: fmt.Sprint(m.ID),
					ShowsInput: []admin.ShowsInput{{Date: "2030-03-02", Time: []string{tm}}}, Prices: grandPrices()})
				results[i] = result{slot: slot, shows: shows, err: err}
			}()
		}
		close(start)
		wg.Wait()
		won := make([]int, len(slots))
		for i, r := range results {
			switch {
			case r.err == nil && len(r.shows) == 1:
				won[r.slot]++
			case apperr.Is(r.err, apperr.ScreenBusy):
				if !strings.Contains(r.err.Error(), m.Title) {
					t.Errorf("call %d: SCREEN_BUSY without the clashing movie: %v", i, r.err)
				}
			default:
				t.Errorf("call %d: %d shows, err %v", i, len(r.shows), r.err)
			}
		}
		for i, n := range won {
			if n != 1 {
				t.Errorf("slot %s: %d shows scheduled, want exactly 1", slots[i], n)
			}
		}
		stored, err := dbtest.ScreenShows(t.Context(), bdb, sc.ID, now)
		if err != nil || len(stored) != len(slots) {
			t.Fatalf("%d shows stored on the screen (%v), want %d", len(stored), err, len(slots))
		}
		for i := 1; i < len(stored); i++ {
			if stored[i].StartsAt.Before(stored[i-1].OccupiedUntil) {
				t.Fatalf("stored shows overlap: %+v and %+v", stored[i-1], stored[i])
			}
		}
	})
}

// scheduleShows refuses a clash naming the show in the way in the
// cinema's local time, a layout category without a price, and a time
// in the past; the show keeps the layout version it was scheduled with
// when the screen is edited later.
func TestScheduleShowsRules(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		now := time.Date(2030, 3, 1, 4, 0, 0, 0, time.UTC)
		s := newService(bdb, now)
		s.Venues = &venues.Service{DB: bdb, TZ: kolkata, Clock: s.Clock}
		sc := newScreen(t, s, 30)
		m := sample.Movies()[0]
		in := func(times ...string) admin.ScheduleInput {
			return admin.ScheduleInput{ScreenID: sc.ID, MovieID: fmt.Sprint(m.ID),
				ShowsInput: []admin.ShowsInput{{Date: "2030-03-02", Time: times}}, Prices: grandPrices()}
		}
		shows, err := s.ScheduleShows(adminCtx(), in("18:00"))
		if err != nil || len(shows) != 1 {
			t.Fatalf("first show: %v, %v", shows, err)
		}
		sh := shows[0]
		if want := sh.StartsAt.Add(time.Duration(m.Runtime+30) * time.Minute); !sh.OccupiedUntil.Equal(want) || sh.LayoutID != sc.LayoutID {
			t.Fatalf("show occupies until %v (want %v), layout %s (want %s)", sh.OccupiedUntil, want, sh.LayoutID, sc.LayoutID)
		}
		// The buffer counts: starting a minute before it ends clashes.
		end := sh.OccupiedUntil.In(kolkata)
		_, err = s.ScheduleShows(adminCtx(), in(end.Add(-time.Minute).Format("15:04")))
		if !apperr.Is(err, apperr.ScreenBusy) || !strings.Contains(err.Error(), "Sat 2 Mar 2030 18:00") {
			t.Fatalf("overlap: %v, want SCREEN_BUSY naming the 18:00 show", err)
		}
		if got, err := s.ScheduleShows(adminCtx(), in(end.Format("15:04"))); err != nil || len(got) != 1 {
			t.Fatalf("back to back: %v, %v", got, err)
		}
		noPrice := in("09:00")
		noPrice.Prices = noPrice.Prices[:2]
		if _, err := s.ScheduleShows(adminCtx(), noPrice); !apperr.Is(err, apperr.BadInput) || !strings.Contains(err.Error(), "CLASSIC has no price") {
			t.Fatalf("missing price: %v", err)
		}
		if _, err := s.ScheduleShows(userCtx("u1"), in("09:00")); !apperr.Is(err, apperr.Forbidden) {
			t.Fatalf("non-admin: %v", err)
		}
		if _, err := s.Venues.UpdateScreenLayout(adminCtx(), sc.ID, layoutInput(sample.LuxLayout())); err != nil {
			t.Fatal(err)
		}
		kept, err := db.ShowByID(t.Context(), bdb, sh.ID)
		if err != nil || kept.LayoutID != sh.LayoutID {
			t.Fatalf("after the edit the show has layout %s (%v), want %s", kept.LayoutID, err, sh.LayoutID)
		}
		edited, err := s.Venues.Screen(t.Context(), sc.ID)
		if err != nil || edited.LayoutID == sc.LayoutID || edited.Layout.Version != 2 || edited.Layout.Capacity != 32 {
			t.Fatalf("edited screen %+v, %v", edited, err)
		}
		// Later shows use the new version, whose only category is LUXE.
		luxe := in("09:00")
		luxe.Prices = []venues.CategoryPrice{{Category: "LUXE", PricePaise: 60000}}
		got, err := s.ScheduleShows(adminCtx(), luxe)
		if err != nil || len(got) != 1 || got[0].LayoutID != edited.LayoutID {
			t.Fatalf("show after the edit: %+v, %v", got, err)
		}
	})
}

// Concurrent layout edits of one screen all succeed, each as its own new
// version: none fails on the version key, none shares a number.
func TestConcurrentLayoutEdits(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		s := newService(bdb, time.Date(2030, 3, 1, 4, 0, 0, 0, time.UTC))
		s.Venues = &venues.Service{DB: bdb, TZ: kolkata, Clock: s.Clock}
		sc := newScreen(t, s, 20)
		const edits = 10
		var wg sync.WaitGroup
		versions := make(chan int, edits)
		errs := make(chan error, edits)
		for range edits {
			wg.Add(1)
			go func() {
				defer wg.Done()
				got, err := s.Venues.UpdateScreenLayout(adminCtx(), sc.ID, layoutInput(sample.LuxLayout()))
				if err != nil {
					errs <- err
					return
				}
				versions <- got.Layout.Version
			}()
		}
		wg.Wait()
		close(errs)
		close(versions)
		for err := range errs {
			t.Errorf("layout edit failed: %v", err)
		}
		seen := map[int]bool{}
		for v := range versions {
			if seen[v] || v < 2 || v > edits+1 {
				t.Errorf("version %d repeated or out of 2..%d", v, edits+1)
			}
			seen[v] = true
		}
	})
}

// addShows keeps working: it schedules on the default screen with its
// price for every category, and refuses a clash there with SCREEN_BUSY.
func TestAddShowsUsesTheDefaultScreen(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		now := time.Date(2030, 3, 1, 4, 0, 0, 0, time.UTC)
		s := newService(bdb, now)
		shows, err := s.AddShows(adminCtx(), admin.AddShowsInput{MovieID: sampleID(), ShowPrice: price(120),
			ShowsInput: []admin.ShowsInput{{Date: "2030-03-02", Time: []string{"10:00"}}}})
		if err != nil || len(shows) != 1 {
			t.Fatalf("addShows: %v, %v", shows, err)
		}
		sh := shows[0]
		if sh.ScreenID != db.DefaultScreenID || sh.LayoutID != db.DefaultLayoutID || sh.PricePaise != 12000 {
			t.Fatalf("show %+v, want the default screen and layout at ₹120", sh)
		}
		prices, err := db.PricesOfShows(t.Context(), bdb, []string{sh.ID})
		if err != nil || len(prices) != 1 || prices[0] != (db.ShowPrice{ShowID: sh.ID, Category: db.DefaultCategory, PricePaise: 12000}) {
			t.Fatalf("prices %+v, %v", prices, err)
		}
		_, err = s.AddShows(adminCtx(), admin.AddShowsInput{MovieID: "9100002", ShowPrice: price(90),
			ShowsInput: []admin.ShowsInput{{Date: "2030-03-02", Time: []string{"11:00"}}}})
		if !apperr.Is(err, apperr.ScreenBusy) {
			t.Fatalf("second movie over the first: %v, want SCREEN_BUSY", err)
		}
	})
}

package catalog

import (
	"cmp"
	"context"
	"fmt"
	"slices"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/domain/venues"
)

// SampleDays is how many days ahead the sample programme is kept filled.
const SampleDays = 5

// SeedResult says what a seeding pass wrote.
type SeedResult struct {
	Movies int
	Shows  int
}

// sampleScreen is a screen the sample programme can use, with its layout,
// formats, its cinema's price cards and the price rule of shows no card
// prices.
type sampleScreen struct {
	id, layoutID string
	layout       db.LayoutData
	formats      []string
	cards        []db.PriceCard
	buffer       time.Duration
	categories   []string
	extra        map[string]int64
	premium      bool
}

// SeedSample stores the sample movies and venues that are missing and tops
// up their shows for the next SampleDays days, so a demo or development
// install is never empty however long ago it was first started. Each
// planned show goes on the first screen, in an order that depends on the
// movie, that is free for it; the database refuses clashes, so a top-up
// never overlaps a show an admin scheduled. A show the movie already has
// at that instant on a sample screen is left alone, so a second pass (or
// another replica at the same time) writes nothing.
func SeedSample(ctx context.Context, idb bun.IDB, now time.Time, tz *time.Location) (SeedResult, error) {
	var res SeedResult
	err := idb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		res = SeedResult{}
		for _, m := range sample.Movies() {
			m.CreatedAt = now.UTC()
			stored, err := db.InsertMovie(ctx, tx, &m)
			if err != nil {
				return fmt.Errorf("seed movie %d: %w", m.ID, err)
			}
			if stored {
				res.Movies++
			}
			// A film stored before certificates existed gets its own, unless
			// an admin has set one.
			if err := db.FillMovieCertificate(ctx, tx, m.ID, m.Certificate); err != nil {
				return fmt.Errorf("seed certificate of %d: %w", m.ID, err)
			}
		}
		screens, err := seedVenues(ctx, tx, now)
		if err != nil {
			return err
		}
		if err := seedConcessions(ctx, tx, now); err != nil {
			return err
		}
		ids := make([]string, len(screens))
		for i, sc := range screens {
			ids[i] = sc.id
		}
		runtimes := map[int64]int{}
		for _, m := range sample.Movies() {
			runtimes[m.ID] = m.Runtime
		}
		// A movie's first show of a local day never goes on a premium
		// screen: the plan is in start order, so a day seen here already
		// has an earlier show on another screen.
		seenDay := map[string]bool{}
		// Shows in a format few screens project are placed first, while
		// those screens are free; the rest follow in start order.
		plan := sample.Schedule(now, tz, SampleDays)
		slices.SortStableFunc(plan, func(a, b sample.PlannedShow) int {
			return cmp.Compare(boolInt(a.Format == db.FormatTwoD), boolInt(b.Format == db.FormatTwoD))
		})
		for _, p := range plan {
			day := fmt.Sprint(p.MovieID, p.StartsAt.In(zone(tz)).Format(" 2006-01-02"))
			n, placed, err := seedShow(ctx, tx, p, runtimes[p.MovieID], screens, ids, now, tz, seenDay[day])
			if err != nil {
				return err
			}
			seenDay[day] = seenDay[day] || placed
			res.Shows += n
		}
		return nil
	})
	return res, err
}

// seedConcessions stores the sample menus and offers that are missing.
func seedConcessions(ctx context.Context, tx bun.Tx, now time.Time) error {
	items := sample.MenuItems()
	for i := range items {
		items[i].CreatedAt, items[i].UpdatedAt = now.UTC(), now.UTC()
	}
	if err := db.EnsureMenuItems(ctx, tx, items); err != nil {
		return fmt.Errorf("seed menus: %w", err)
	}
	offers := sample.Offers()
	for i := range offers {
		offers[i].CreatedAt, offers[i].UpdatedAt = now.UTC(), now.UTC()
	}
	if err := db.EnsureOffers(ctx, tx, offers); err != nil {
		return fmt.Errorf("seed offers: %w", err)
	}
	return nil
}

func seedVenues(ctx context.Context, tx bun.Tx, now time.Time) ([]sampleScreen, error) {
	var out []sampleScreen
	for _, v := range sample.Venues() {
		c := v.Cinema
		c.CreatedAt = now.UTC()
		if c.ID == db.DefaultCinemaID {
			// The migration made it; only its sample screens are new.
			def, err := db.CinemaByID(ctx, tx, c.ID)
			if err != nil {
				return nil, fmt.Errorf("default cinema: %w", err)
			}
			c = *def
		}
		var screens []db.Screen
		var layouts []db.SeatLayout
		var planned []sampleScreen
		for _, s := range v.Screens {
			screens = append(screens, db.Screen{ID: s.ID, CinemaID: c.ID, Name: s.Name, LayoutID: s.LayoutID, CreatedAt: now.UTC(),
				Formats: s.Formats})
			layouts = append(layouts, db.SeatLayout{ID: s.LayoutID, ScreenID: s.ID, Version: 1, Layout: s.Layout,
				Capacity: s.Layout.Capacity(), CreatedAt: now.UTC()})
			ss := sampleScreen{id: s.ID, layoutID: s.LayoutID, layout: s.Layout, formats: db.ScreenFormats(&db.Screen{Formats: s.Formats}),
				buffer: time.Duration(c.CleaningBufferMinutes) * time.Minute, extra: s.Extra, premium: s.Premium}
			for _, cat := range s.Layout.Categories {
				ss.categories = append(ss.categories, cat.Code)
			}
			planned = append(planned, ss)
		}
		if err := db.EnsureVenue(ctx, tx, &c, screens, layouts); err != nil {
			return nil, fmt.Errorf("seed venue: %w", err)
		}
		// Formats and cards a database seeded before they existed lacks.
		for _, sc := range v.Screens {
			if len(sc.Formats) > 0 {
				if err := db.FillScreenFormats(ctx, tx, sc.ID, sc.Formats); err != nil {
					return nil, fmt.Errorf("seed formats of %s: %w", sc.ID, err)
				}
			}
		}
		cards := append([]db.PriceCard(nil), v.Cards...)
		for i := range cards {
			cards[i].CreatedAt = now.UTC()
		}
		if err := db.EnsurePriceCards(ctx, tx, cards); err != nil {
			return nil, fmt.Errorf("seed price cards of %s: %w", c.ID, err)
		}
		// The cards in force: an admin may have deleted or added some.
		inForce, err := db.PriceCardsOf(ctx, tx, c.ID)
		if err != nil {
			return nil, err
		}
		for i := range planned {
			planned[i].cards = inForce
		}
		out = append(out, planned...)
	}
	return out, nil
}

// seedShow places one planned show and reports how many it stored (0 or
// 1) and whether the show is now on a screen (stored or there already).
// Screens are tried from a movie-dependent offset, so the programme
// spreads over every cinema; premium screens only when premiumOK.
func seedShow(ctx context.Context, tx bun.Tx, p sample.PlannedShow, runtime int, screens []sampleScreen, ids []string,
	now time.Time, tz *time.Location, premiumOK bool) (int, bool, error) {
	exists, err := db.MovieStartsAt(ctx, tx, p.MovieID, p.StartsAt, ids)
	if err != nil || exists {
		return 0, exists, err
	}
	first := int(p.MovieID % int64(len(screens)))
	for i := range screens {
		sc := screens[(first+i)%len(screens)]
		if sc.premium && (!premiumOK || !premiumSlot(p.StartsAt, now, tz)) {
			continue
		}
		if !slices.Contains(sc.formats, p.Format) {
			continue
		}
		id, err := uuid.NewV7()
		if err != nil {
			return 0, false, err
		}
		prices, cardID := samplePrices(p, sc, tz)
		low := int64(-1)
		for _, pp := range prices {
			if low < 0 || pp.PricePaise < low {
				low = pp.PricePaise
			}
		}
		sh := &db.Show{ID: id.String(), MovieID: p.MovieID, StartsAt: p.StartsAt.UTC(), PricePaise: low,
			CreatedAt: now.UTC(), ScreenID: sc.id, LayoutID: sc.layoutID, MaxSeats: db.DefaultMaxSeats,
			OccupiedUntil: p.StartsAt.UTC().Add(time.Duration(runtime)*time.Minute + sc.buffer),
			PriceCardID:   cardID}
		sh.Format, sh.Language, sh.Subtitles = p.Format, p.Language, p.Subtitles
		outcome, _, err := db.InsertScheduledShow(ctx, tx, sh, prices)
		if err != nil {
			return 0, false, fmt.Errorf("seed show: %w", err)
		}
		switch outcome {
		case db.Scheduled:
			return 1, true, nil
		case db.AlreadyScheduled:
			return 0, true, nil
		}
	}
	return 0, false, nil
}

// samplePrices prices a planned show on a sample screen as an admin
// scheduling it without prices would be: by its cinema's best card, and
// by the plan's own price rule (its base price plus the screen's extra per
// category) where no card prices it.
func samplePrices(p sample.PlannedShow, sc sampleScreen, tz *time.Location) ([]db.ShowPrice, *string) {
	local := p.StartsAt.In(zone(tz))
	if prices, card, err := venues.PriceShow(sc.layout, nil, sc.cards, local, p.Format); err == nil && card != nil {
		id := card.ID
		return prices, &id
	}
	var prices []db.ShowPrice
	for _, cat := range sc.categories {
		prices = append(prices, db.ShowPrice{Category: cat, PricePaise: p.PricePaise + sc.extra[cat]})
	}
	return prices, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// premiumSlot: premium screens take evening shows from tomorrow on.
func premiumSlot(at, now time.Time, tz *time.Location) bool {
	tz = zone(tz)
	local, today := at.In(tz), now.In(tz)
	tomorrow := time.Date(today.Year(), today.Month(), today.Day()+1, 0, 0, 0, 0, tz)
	return !local.Before(tomorrow) && local.Hour() >= 18
}

func zone(tz *time.Location) *time.Location {
	if tz == nil {
		return time.UTC
	}
	return tz
}

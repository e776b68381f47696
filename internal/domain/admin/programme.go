package admin

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// CopyResult is what a copy made and what it left out.
type CopyResult struct {
	Created []db.Show
	Skipped []Skipped
}

// Skipped is a show a copy left out: its local date and time, why, and
// the show in its way (nil when none is).
type Skipped struct {
	Date, Time  string
	Reason      string
	ClashesWith *string
}

// Bounds of the scheduling tools.
const (
	weekDays       = 7
	maxRepeatDays  = 60
	maxTimelineDay = 14
)

// CopyWeek copies a screen's week onto a later week: every scheduled show
// starting in the seven local days from fromDate is scheduled again the
// same number of days later, so that the first lands on toDate's week day
// for day (toDate at least seven days after fromDate), at the same local
// time, in the same version. Shows that cannot be copied are skipped and
// listed with the reason (see copyShows); the rest are stored in one
// transaction.
func (s *Service) CopyWeek(ctx context.Context, screenID, fromDate, toDate string) (*CopyResult, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	sc, err := s.venues().Screen(ctx, screenID)
	if err != nil {
		return nil, err
	}
	return s.copyWeek(ctx, sc.Cinema, []db.Screen{*sc}, fromDate, toDate)
}

// CopyCinemaWeek is CopyWeek for every screen of a cinema.
func (s *Service) CopyCinemaWeek(ctx context.Context, cinemaID, fromDate, toDate string) (*CopyResult, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	c, err := s.venues().Cinema(ctx, cinemaID)
	if err != nil {
		return nil, err
	}
	screens, err := s.venues().Screens(ctx, c.ID)
	if err != nil {
		return nil, err
	}
	for i := range screens {
		screens[i].Cinema = c
	}
	return s.copyWeek(ctx, c, screens, fromDate, toDate)
}

func (s *Service) copyWeek(ctx context.Context, c *db.Cinema, screens []db.Screen, fromDate, toDate string) (*CopyResult, error) {
	loc := s.venues().Location(c)
	from, err := localDay(fromDate, "fromDate", loc)
	if err != nil {
		return nil, err
	}
	to, err := localDay(toDate, "toDate", loc)
	if err != nil {
		return nil, err
	}
	days := daysBetween(from, to)
	if days < weekDays {
		return nil, apperr.BadInputf("The week to fill (from %s) must start at least 7 days after the week copied (from %s)", toDate, fromDate)
	}
	ids := make([]string, len(screens))
	for i, sc := range screens {
		ids[i] = sc.ID
	}
	end := time.Date(from.Year(), from.Month(), from.Day()+weekDays, 0, 0, 0, 0, loc)
	shows, err := db.ShowsOnScreens(ctx, s.DB, ids, from, end)
	if err != nil {
		return nil, err
	}
	var source []db.Show
	for _, sh := range shows {
		if sh.Status == db.ShowScheduled && !sh.StartsAt.Before(from) && sh.StartsAt.Before(end) {
			source = append(source, sh)
		}
	}
	return s.copyShows(ctx, screens, source, []int{days}, loc)
}

// RepeatShow schedules a show again at the same local time on each of
// the days days after it (1 to 60), in the same version on the same
// screen; the copies that cannot be made are skipped and listed, as by
// CopyWeek.
func (s *Service) RepeatShow(ctx context.Context, showID string, days int) (*CopyResult, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	if days < 1 || days > maxRepeatDays {
		return nil, apperr.BadInputf("days must be 1 to %d", maxRepeatDays)
	}
	sh, err := s.show(ctx, showID)
	if err != nil {
		return nil, err
	}
	if sh.Status != db.ShowScheduled {
		return nil, apperr.BadInputf("A cancelled show cannot be repeated")
	}
	sc, err := s.venues().Screen(ctx, sh.ScreenID)
	if err != nil {
		return nil, err
	}
	offsets := make([]int, days)
	for i := range offsets {
		offsets[i] = i + 1
	}
	return s.copyShows(ctx, []db.Screen{*sc}, []db.Show{*sh}, offsets, s.venues().Location(sc.Cinema))
}

// copyShows schedules each source show again offset days later (for each
// offset), at the same local time, on the same screen's current layout,
// in the same version and with as many seats a booking. A copy is priced
// as its original was: by the cinema's best card for its new time when a
// card priced the original, else with the original's prices (any category
// the layout now uses that they lack from the best card). A copy that
// would start in the past, that its screen can no longer show, that no
// price covers, whose start the movie already has there, or that clashes
// with another show (SCREEN_BUSY, decided by the database) is skipped and
// listed with the reason; everything else is stored in one transaction.
func (s *Service) copyShows(ctx context.Context, screens []db.Screen, source []db.Show, offsets []int, loc *time.Location) (*CopyResult, error) {
	res := &CopyResult{Created: []db.Show{}, Skipped: []Skipped{}}
	if len(source) == 0 {
		return res, nil
	}
	byID := map[string]*db.Screen{}
	for i := range screens {
		byID[screens[i].ID] = &screens[i]
	}
	cards, err := db.PriceCardsOf(ctx, s.DB, screens[0].CinemaID)
	if err != nil {
		return nil, err
	}
	ids := make([]string, len(source))
	for i, sh := range source {
		ids[i] = sh.ID
	}
	stored, err := db.PricesOfShows(ctx, s.DB, ids)
	if err != nil {
		return nil, err
	}
	pricesOf := map[string][]venues.CategoryPrice{}
	for _, p := range stored {
		pricesOf[p.ShowID] = append(pricesOf[p.ShowID], venues.CategoryPrice{Category: p.Category, PricePaise: p.PricePaise})
	}
	type key struct {
		movie  int64
		screen string
	}
	plans := map[key][]venues.Slot{}
	movies := map[int64]*db.Movie{}
	now := s.Clock.Now()
	for _, sh := range source {
		sc := byID[sh.ScreenID]
		local := sh.StartsAt.In(loc)
		for _, days := range offsets {
			at := time.Date(local.Year(), local.Month(), local.Day()+days, local.Hour(), local.Minute(), 0, 0, loc)
			skip := func(reason string) {
				res.Skipped = append(res.Skipped, Skipped{Date: at.Format(time.DateOnly), Time: at.Format("15:04"), Reason: reason})
			}
			if !at.After(now) {
				skip("In the past")
				continue
			}
			v, err := venues.CheckVersion(venues.VersionOf(&sh), sc, sh.Movie)
			if err != nil {
				skip(err.Error())
				continue
			}
			var explicit []venues.CategoryPrice
			if sh.PriceCardID == nil {
				explicit = inLayout(pricesOf[sh.ID], sc.Layout.Layout)
			}
			prices, card, err := venues.PriceShow(sc.Layout.Layout, explicit, cards, at, v.Format)
			if err != nil {
				skip(err.Error())
				continue
			}
			k := key{sh.MovieID, sc.ID}
			plans[k] = append(plans[k], venues.Slot{StartsAt: at.UTC(), Version: v, Prices: prices, CardID: cardID(card), MaxSeats: sh.MaxSeats})
			movies[sh.MovieID] = sh.Movie
		}
	}
	keys := make([]key, 0, len(plans))
	for k := range plans {
		keys = append(keys, k)
	}
	slices.SortFunc(keys, func(a, b key) int {
		if c := strings.Compare(a.screen, b.screen); c != 0 {
			return c
		}
		return int(a.movie - b.movie)
	})
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		created, skipped := []db.Show{}, []Skipped{}
		for _, k := range keys {
			made, left, err := s.venues().Place(ctx, tx, movies[k.movie], byID[k.screen], plans[k], true)
			if err != nil {
				return err
			}
			created = append(created, made...)
			for _, l := range left {
				at := l.Slot.StartsAt.In(loc)
				sk := Skipped{Date: at.Format(time.DateOnly), Time: at.Format("15:04"), Reason: l.Reason}
				if l.Other != nil {
					id := l.Other.ID
					sk.ClashesWith = &id
				}
				skipped = append(skipped, sk)
			}
		}
		res.Created, res.Skipped = created, append(res.Skipped, skipped...)
		if len(created) == 0 {
			return nil // nothing copied, nothing to audit
		}
		return audit.Record(ctx, tx, now, "shows.copy", audit.Subject("cinema", screens[0].CinemaID), nil, showList(created))
	})
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(res.Created, func(a, b db.Show) int { return a.StartsAt.Compare(b.StartsAt) })
	slices.SortStableFunc(res.Skipped, func(a, b Skipped) int { return strings.Compare(a.Date+a.Time, b.Date+b.Time) })
	return res, nil
}

// showList is what the audit trail keeps of shows an act created.
func showList(shows []db.Show) []map[string]any {
	out := make([]map[string]any, len(shows))
	for i, sh := range shows {
		out[i] = map[string]any{"id": sh.ID, "movieId": sh.MovieID, "screenId": sh.ScreenID, "startsAt": sh.StartsAt}
	}
	return out
}

// inLayout keeps the prices of the categories layout l has.
func inLayout(prices []venues.CategoryPrice, l db.LayoutData) []venues.CategoryPrice {
	var out []venues.CategoryPrice
	for _, p := range prices {
		if slices.ContainsFunc(l.Categories, func(c db.LayoutCategory) bool { return c.Code == p.Category }) {
			out = append(out, p)
		}
	}
	return out
}

// localDay reads a YYYY-MM-DD date as the local midnight that starts it.
func localDay(date, what string, loc *time.Location) (time.Time, error) {
	d, err := time.ParseInLocation(time.DateOnly, strings.TrimSpace(date), loc)
	if err != nil {
		return time.Time{}, apperr.BadInputf("Invalid %s %s: expected YYYY-MM-DD", what, apperr.QuoteInput(date))
	}
	return d, nil
}

// daysBetween counts the calendar days from a to b (local midnights).
func daysBetween(a, b time.Time) int {
	ua := time.Date(a.Year(), a.Month(), a.Day(), 0, 0, 0, 0, time.UTC)
	ub := time.Date(b.Year(), b.Month(), b.Day(), 0, 0, 0, 0, time.UTC)
	return int(ub.Sub(ua).Hours() / 24)
}

// Timeline is what a week timeline draws for a cinema: its local days
// and, per screen, the shows as bars from start to occupied-until.
type Timeline struct {
	Cinema  *db.Cinema
	From    string
	Days    []string
	Screens []ScreenTimeline
}

// ScreenTimeline is one screen's shows over the timeline's days (those
// overlapping them, cancelled ones included) and the pairs of scheduled
// ones that overlap: none while the database keeps SCREEN_BUSY, listed
// so that a timeline never hides one.
type ScreenTimeline struct {
	Screen  db.Screen
	Shows   []db.Show
	Clashes []Clash
}

// Clash is two scheduled shows of one screen that overlap.
type Clash struct {
	ShowID, ClashesWith string
}

// Timeline lays out a cinema's shows (one screen's, with screenID) over
// days local days (1 to 14; nil is 7) from the local date from.
func (s *Service) Timeline(ctx context.Context, cinemaID, from string, days *int, screenID *string) (*Timeline, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	n := weekDays
	if days != nil {
		n = *days
	}
	if n < 1 || n > maxTimelineDay {
		return nil, apperr.BadInputf("days must be 1 to %d", maxTimelineDay)
	}
	c, err := s.venues().Cinema(ctx, cinemaID)
	if err != nil {
		return nil, err
	}
	loc := s.venues().Location(c)
	start, err := localDay(from, "from", loc)
	if err != nil {
		return nil, err
	}
	screens, err := s.venues().Screens(ctx, c.ID)
	if err != nil {
		return nil, err
	}
	if screenID != nil && strings.TrimSpace(*screenID) != "" {
		screens = slices.DeleteFunc(screens, func(sc db.Screen) bool { return sc.ID != strings.TrimSpace(*screenID) })
		if len(screens) == 0 {
			return nil, apperr.NotFoundf("Screen not found in this cinema")
		}
	}
	t := &Timeline{Cinema: c, From: start.Format(time.DateOnly), Screens: []ScreenTimeline{}}
	for d := range n {
		t.Days = append(t.Days, time.Date(start.Year(), start.Month(), start.Day()+d, 0, 0, 0, 0, loc).Format(time.DateOnly))
	}
	end := time.Date(start.Year(), start.Month(), start.Day()+n, 0, 0, 0, 0, loc)
	ids := make([]string, len(screens))
	for i, sc := range screens {
		ids[i] = sc.ID
	}
	shows, err := db.ShowsOnScreens(ctx, s.DB, ids, start, end)
	if err != nil {
		return nil, err
	}
	for _, sc := range screens {
		st := ScreenTimeline{Screen: sc, Shows: []db.Show{}, Clashes: []Clash{}}
		for _, sh := range shows {
			if sh.ScreenID == sc.ID {
				st.Shows = append(st.Shows, sh)
			}
		}
		st.Clashes = clashes(st.Shows)
		t.Screens = append(t.Screens, st)
	}
	return t, nil
}

// clashes lists the pairs of scheduled shows (sorted by start) that
// overlap.
func clashes(shows []db.Show) []Clash {
	out := []Clash{}
	for i := range shows {
		if shows[i].Status != db.ShowScheduled {
			continue
		}
		for j := i + 1; j < len(shows) && shows[j].StartsAt.Before(shows[i].OccupiedUntil); j++ {
			if shows[j].Status == db.ShowScheduled {
				out = append(out, Clash{ShowID: shows[i].ID, ClashesWith: shows[j].ID})
			}
		}
	}
	return out
}

// show reads a show with its movie, screen and cinema.
func (s *Service) show(ctx context.Context, rawID string) (*db.Show, error) {
	id, err := programme.ParseShowID(rawID)
	if err != nil {
		return nil, err
	}
	sh, err := db.ShowByID(ctx, s.DB, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Show not found")
	}
	return sh, err
}

// upcoming reads a show an admin may change: scheduled, not started.
func (s *Service) upcoming(ctx context.Context, rawID string) (*db.Show, error) {
	sh, err := s.show(ctx, rawID)
	if err != nil {
		return nil, err
	}
	if sh.Status != db.ShowScheduled {
		return nil, apperr.BadInputf("This show is cancelled")
	}
	if !sh.StartsAt.After(s.Clock.Now()) {
		return nil, apperr.BadInputf("This show has started")
	}
	return sh, nil
}

// MoveShow moves a scheduled show that has not started to another screen
// of its cinema (screenID), another local date or another local time (nil
// keeps each as it is), into the future. On another screen the show plays
// on that screen's current layout, which must project its format; the
// show keeps its prices, and any category the new layout uses that they
// lack comes from the cinema's best card for the new time. The seats,
// bookings and customers move with it (see booking.Service.MoveShow).
func (s *Service) MoveShow(ctx context.Context, showID string, screenID, date, clock *string) (*db.Show, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	sh, err := s.upcoming(ctx, showID)
	if err != nil {
		return nil, err
	}
	target := sh.Screen
	if screenID != nil && strings.TrimSpace(*screenID) != "" {
		if target, err = s.venues().Screen(ctx, *screenID); err != nil {
			return nil, err
		}
		if target.CinemaID != sh.Screen.CinemaID {
			return nil, apperr.BadInputf("A show moves within its cinema: %s is in another one", target.Name)
		}
	} else if target, err = s.venues().Screen(ctx, sh.ScreenID); err != nil {
		return nil, err
	}
	loc := s.venues().Location(target.Cinema)
	local := sh.StartsAt.In(loc)
	d, t := local.Format(time.DateOnly), local.Format("15:04")
	if date != nil && strings.TrimSpace(*date) != "" {
		d = strings.TrimSpace(*date)
	}
	if clock != nil && strings.TrimSpace(*clock) != "" {
		t = strings.TrimSpace(*clock)
	}
	at, err := ParseLocal(d, t, loc)
	if err != nil {
		return nil, err
	}
	if target.ID == sh.ScreenID && at.Equal(sh.StartsAt) {
		return nil, apperr.BadInputf("The show is already on %s at %s %s", target.Name, d, t)
	}
	if !at.After(s.Clock.Now()) {
		return nil, apperr.BadInputf("Show time %s %s is in the past", d, t)
	}
	if _, err := venues.CheckVersion(venues.VersionOf(sh), target, sh.Movie); err != nil {
		return nil, err
	}
	layout := target.Layout
	if target.ID == sh.ScreenID {
		// Its own screen: the show keeps the layout version it was sold on.
		if layout, err = s.venues().Layout(ctx, sh.LayoutID); err != nil {
			return nil, err
		}
	}
	add, err := s.pricesToAdd(ctx, sh, layout.Layout, at.In(loc))
	if err != nil {
		return nil, err
	}
	runtime := 0
	if sh.Movie != nil {
		runtime = sh.Movie.Runtime
	}
	return s.Bookings.MoveShow(ctx, booking.Move{ShowID: sh.ID, Revision: sh.Revision, Screen: target, Layout: layout,
		StartsAt: at, OccupiedUntil: at.Add(time.Duration(max(runtime, 0)+target.Cinema.CleaningBufferMinutes) * time.Minute),
		AddPrices: add})
}

// pricesToAdd are the prices the categories of layout l lack among show
// sh's, from the cinema's best card for the show's format at local.
func (s *Service) pricesToAdd(ctx context.Context, sh *db.Show, l db.LayoutData, local time.Time) ([]db.ShowPrice, error) {
	stored, err := db.PricesOfShows(ctx, s.DB, []string{sh.ID})
	if err != nil {
		return nil, err
	}
	have := make([]venues.CategoryPrice, 0, len(stored))
	for _, p := range stored {
		have = append(have, venues.CategoryPrice{Category: p.Category, PricePaise: p.PricePaise})
	}
	cards, err := db.PriceCardsOf(ctx, s.DB, sh.Screen.CinemaID)
	if err != nil {
		return nil, err
	}
	all, _, err := venues.PriceShow(l, inLayout(have, l), cards, local, sh.Format)
	if err != nil {
		return nil, err
	}
	var add []db.ShowPrice
	for _, p := range all {
		if !slices.ContainsFunc(stored, func(h db.ShowPrice) bool { return h.Category == p.Category }) {
			add = append(add, p)
		}
	}
	return add, nil
}

// UpdateShowPrices gives a scheduled show that has not started new
// category prices for the bookings made from now on; a category left out
// keeps its price. Bookings already made keep what they were charged.
func (s *Service) UpdateShowPrices(ctx context.Context, showID string, prices []venues.CategoryPrice) (*db.Show, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	sh, err := s.upcoming(ctx, showID)
	if err != nil {
		return nil, err
	}
	if len(prices) == 0 {
		return nil, apperr.BadInputf("Give at least one price")
	}
	layout, err := s.venues().Layout(ctx, sh.LayoutID)
	if err != nil {
		return nil, err
	}
	stored, err := db.PricesOfShows(ctx, s.DB, []string{sh.ID})
	if err != nil {
		return nil, err
	}
	merged := append([]venues.CategoryPrice(nil), prices...)
	for _, p := range stored {
		if !slices.ContainsFunc(prices, func(n venues.CategoryPrice) bool { return strings.EqualFold(strings.TrimSpace(n.Category), p.Category) }) {
			merged = append(merged, venues.CategoryPrice{Category: p.Category, PricePaise: p.PricePaise})
		}
	}
	resolved, err := venues.ResolvePrices(layout.Layout, merged)
	if err != nil {
		return nil, err
	}
	return s.Bookings.RepriceShow(ctx, sh.ID, sh.Revision, resolved)
}

// maxCancelReason bounds the reason an admin gives for a cancellation,
// which every customer of the show reads.
const maxCancelReason = 200

// CancelShow cancels a show with a reason (1 to 200 characters) its
// customers are told; see booking.Service.CancelShow.
func (s *Service) CancelShow(ctx context.Context, showID, reason string) (*db.Show, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	reason = strings.TrimSpace(reason)
	if reason == "" || len([]rune(reason)) > maxCancelReason {
		return nil, apperr.BadInputf("Give a reason of at most %d characters: the show's customers are told it", maxCancelReason)
	}
	sh, err := s.show(ctx, showID)
	if err != nil {
		return nil, err
	}
	return s.Bookings.CancelShow(ctx, sh.ID, reason)
}

// SetMovieCertificate sets a stored movie's CBFC certificate.
func (s *Service) SetMovieCertificate(ctx context.Context, movieID, certificate string) (*db.Movie, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	id, err := programme.ParseMovieID(movieID)
	if err != nil {
		return nil, err
	}
	certificate = strings.ToUpper(strings.TrimSpace(certificate))
	if !slices.Contains(db.Certificates, certificate) {
		return nil, apperr.BadInputf("Unknown certificate %s: expected one of %s", apperr.QuoteInput(certificate), strings.Join(db.Certificates, ", "))
	}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		m, err := db.MovieByID(ctx, tx, id)
		if err != nil {
			return err
		}
		if err := db.SetMovieCertificate(ctx, tx, id, certificate); err != nil {
			return err
		}
		return audit.Record(ctx, tx, s.Clock.Now(), "movie.certificate", audit.Subject("movie", movieID),
			map[string]any{"certificate": m.Certificate}, map[string]any{"certificate": certificate})
	})
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Movie not found: only a movie that has been scheduled has a certificate to set")
	} else if err != nil {
		return nil, fmt.Errorf("set certificate: %w", err)
	}
	return db.MovieByID(ctx, s.DB, id)
}

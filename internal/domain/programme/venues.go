package programme

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"marquee/db"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

// FillingFastShare is the share of a show's seats taken (sold or held)
// above which it is shown as filling fast.
const FillingFastShare = 0.7

// ZoneOf is the time zone a show is shown in: its cinema's, or
// THEATRE_TZ when the show's screen or cinema was not loaded with it.
func (s *Service) ZoneOf(sh *db.Show) *time.Location { return venues.ShowZone(sh, s.TZ) }

// GroupByDateIn groups shows (sorted by start) by movie and by the local
// date of each show's zone, dates in order. A show at 00:30 local time
// belongs to that local date even though it starts the previous day in
// UTC; shows of cinemas in different zones still land on one list per
// date.
func GroupByDateIn(shows []db.Show, zoneOf func(*db.Show) *time.Location) map[int64][]ShowDate {
	out := map[int64][]ShowDate{}
	for i := range shows {
		sh := &shows[i]
		local := sh.StartsAt.In(zoneOf(sh))
		date := local.Format("2006-01-02")
		dates := out[sh.MovieID]
		at := -1
		for j := range dates {
			if dates[j].Date == date {
				at = j
				break
			}
		}
		if at < 0 {
			dates = append(dates, ShowDate{Date: date})
			at = len(dates) - 1
		}
		dates[at].Times = append(dates[at].Times, showTime(sh, local))
		out[sh.MovieID] = dates
	}
	for id, dates := range out {
		sort.SliceStable(dates, func(i, j int) bool { return dates[i].Date < dates[j].Date })
		out[id] = dates
	}
	return out
}

func showTime(sh *db.Show, local time.Time) ShowTime {
	t := ShowTime{Time: sh.StartsAt.UTC(), LocalTime: local.Format("15:04"), ShowID: sh.ID, ScreenID: sh.ScreenID, LayoutID: sh.LayoutID,
		Format: sh.Format, Language: db.ShowLanguage(sh, nil), Subtitles: sh.Subtitles,
		OpenCaptions: sh.OpenCaptions, AudioDescription: sh.AudioDescription}
	if sh.Screen != nil {
		t.ScreenName = sh.Screen.Name
		t.CinemaID = sh.Screen.CinemaID
		if sh.Screen.Cinema != nil {
			t.CinemaName = sh.Screen.Cinema.Name
			t.CinemaCity = sh.Screen.Cinema.City
		}
	}
	return t
}

// CinemaShowTimes is one cinema's shows of a movie on one local date,
// for the booking page.
type CinemaShowTimes struct {
	Cinema        db.Cinema
	Times         []ShowTimeAvailability
	MinPricePaise int64
	MaxPricePaise int64
}

// ShowTimeAvailability is a show time with how full it is.
type ShowTimeAvailability struct {
	ShowTime
	SeatsAvailable int
	Capacity       int
	// FillingFast: more than 70% of the seats are sold or held.
	FillingFast bool
}

// Version narrows show times to one format and audio language; "" is
// any.
type Version struct {
	Format, Language string
}

// ShowsByDate lists, for a movie and a local date (YYYY-MM-DD), every
// cinema (of city, when given) that shows it that day (in the version
// v, when it names one) with its times, price range and how full each
// show is. Cinemas come by name.
func (s *Service) ShowsByDate(ctx context.Context, rawMovieID, date string, city *string, v Version) ([]CinemaShowTimes, error) {
	movieID, err := ParseMovieID(rawMovieID)
	if err != nil {
		return nil, err
	}
	if _, err := time.Parse("2006-01-02", date); err != nil {
		return nil, apperr.BadInputf("Invalid date %s: expected YYYY-MM-DD", apperr.QuoteInput(date))
	}
	if v, err = checkVersionFilter(v); err != nil {
		return nil, err
	}
	shows, err := db.UpcomingShowTimes(ctx, s.DB, s.Clock.Now(), []int64{movieID})
	if err != nil {
		return nil, fmt.Errorf("upcoming shows: %w", err)
	}
	var day []db.Show
	for i := range shows {
		sh := &shows[i]
		if sh.Screen == nil || sh.Screen.Cinema == nil || s.ShowLocalDate(sh) != date {
			continue
		}
		if city != nil && *city != "" && !strings.EqualFold(sh.Screen.Cinema.City, strings.TrimSpace(*city)) {
			continue
		}
		if (v.Format != "" && sh.Format != v.Format) || (v.Language != "" && sh.Language != v.Language) {
			continue
		}
		day = append(day, *sh)
	}
	avail, err := s.availability(ctx, day)
	if err != nil {
		return nil, err
	}
	byCinema := map[string]*CinemaShowTimes{}
	var order []string
	for i := range day {
		sh := &day[i]
		c := sh.Screen.Cinema
		cs := byCinema[c.ID]
		if cs == nil {
			cs = &CinemaShowTimes{Cinema: *c, MinPricePaise: -1}
			byCinema[c.ID] = cs
			order = append(order, c.ID)
		}
		a := avail[sh.ID]
		cs.Times = append(cs.Times, ShowTimeAvailability{ShowTime: showTime(sh, sh.StartsAt.In(s.ZoneOf(sh))),
			SeatsAvailable: a.free, Capacity: a.capacity,
			FillingFast: a.capacity > 0 && float64(a.capacity-a.free) > FillingFastShare*float64(a.capacity)})
		for _, p := range a.prices {
			if cs.MinPricePaise < 0 || p < cs.MinPricePaise {
				cs.MinPricePaise = p
			}
			cs.MaxPricePaise = max(cs.MaxPricePaise, p)
		}
	}
	out := make([]CinemaShowTimes, 0, len(order))
	for _, id := range order {
		cs := byCinema[id]
		cs.MinPricePaise = max(cs.MinPricePaise, 0)
		out = append(out, *cs)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Cinema.Name < out[j].Cinema.Name })
	return out, nil
}

type showAvailability struct {
	capacity, free int
	prices         []int64
}

// availability reads, in three queries whatever the number of shows, each
// show's capacity (its layout version's), free seats and prices.
func (s *Service) availability(ctx context.Context, shows []db.Show) (map[string]showAvailability, error) {
	out := map[string]showAvailability{}
	if len(shows) == 0 {
		return out, nil
	}
	layoutOf := make(map[string]string, len(shows))
	ids := make([]string, len(shows))
	for i, sh := range shows {
		ids[i] = sh.ID
		layoutOf[sh.ID] = sh.LayoutID
	}
	counts, err := s.seatCounts(ctx, layoutOf)
	if err != nil {
		return nil, err
	}
	prices, err := db.PricesOfShows(ctx, s.DB, ids)
	if err != nil {
		return nil, err
	}
	priceOf := map[string][]int64{}
	for _, p := range prices {
		priceOf[p.ShowID] = append(priceOf[p.ShowID], p.PricePaise)
	}
	for _, sh := range shows {
		a := counts[sh.ID]
		a.prices = priceOf[sh.ID]
		out[sh.ID] = a
	}
	return out, nil
}

// seatCounts reads each show's capacity and free seats (capacity less its
// live claims), given its layout version, in two queries whatever the
// number of shows.
func (s *Service) seatCounts(ctx context.Context, layoutOf map[string]string) (map[string]showAvailability, error) {
	out := make(map[string]showAvailability, len(layoutOf))
	if len(layoutOf) == 0 {
		return out, nil
	}
	ids := make([]string, 0, len(layoutOf))
	layoutIDs := make([]string, 0, len(layoutOf))
	for id, layout := range layoutOf {
		ids = append(ids, id)
		layoutIDs = append(layoutIDs, layout)
	}
	layouts, err := db.LayoutsByIDs(ctx, s.DB, layoutIDs)
	if err != nil {
		return nil, err
	}
	capOf := map[string]int{}
	for _, l := range layouts {
		capOf[l.ID] = l.Capacity
	}
	claims, err := db.LiveClaims(ctx, s.DB, s.Clock.Now(), ids)
	if err != nil {
		return nil, err
	}
	taken := map[string]int{}
	for _, c := range claims {
		taken[c.ShowID]++
	}
	for id, layout := range layoutOf {
		c := capOf[layout]
		out[id] = showAvailability{capacity: c, free: max(c-taken[id], 0)}
	}
	return out, nil
}

// FreeSeats is how many seats of each show time can be taken now, by show
// id, in two queries however many times are asked for: the time chips mark
// a show with none as sold out.
func (s *Service) FreeSeats(ctx context.Context, times []ShowTime) (map[string]int, error) {
	layoutOf := make(map[string]string, len(times))
	for _, t := range times {
		layoutOf[t.ShowID] = t.LayoutID
	}
	counts, err := s.seatCounts(ctx, layoutOf)
	if err != nil {
		return nil, err
	}
	out := make(map[string]int, len(counts))
	for id, a := range counts {
		out[id] = a.free
	}
	return out, nil
}

// SeatsAvailable is how many seats of a show can be taken now.
func (s *Service) SeatsAvailable(ctx context.Context, sh *db.Show) (int, error) {
	a, err := s.availability(ctx, []db.Show{*sh})
	if err != nil {
		return 0, err
	}
	return a[sh.ID].free, nil
}

// Prices lists a show's category prices, dearest first.
func (s *Service) Prices(ctx context.Context, showID string) ([]db.ShowPrice, error) {
	out, err := db.PricesOfShows(ctx, s.DB, []string{showID})
	if out == nil {
		out = []db.ShowPrice{}
	}
	return out, err
}

// checkVersionFilter reads a version filter: a ShowFormat and a language
// code, each optional.
func checkVersionFilter(v Version) (Version, error) {
	v.Format = strings.ToUpper(strings.TrimSpace(v.Format))
	if v.Format != "" {
		if err := venues.CheckFormat(v.Format); err != nil {
			return v, err
		}
	}
	lang, err := languageCode(&v.Language)
	v.Language = lang
	return v, err
}

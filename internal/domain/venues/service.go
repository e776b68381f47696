package venues

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
)

// Service manages cinemas, screens and layouts and schedules shows.
type Service struct {
	DB bun.IDB
	// TZ is THEATRE_TZ: the zone of the default cinema and of new cinemas
	// that name none.
	TZ *time.Location
	// Clock is the time; tests set a fixed one.
	Clock clock.Clock
}

// CinemaInput is the create-cinema form.
type CinemaInput struct {
	Name, City, Address, TimeZone string
	CleaningBufferMinutes         *int
	SingleSeatGapRule             bool
}

// CategoryPrice is a price (paise, GST included) for one seat category.
type CategoryPrice struct {
	Category   string
	PricePaise int64
}

// Location is a cinema's time zone; the default cinema, which stores none,
// follows THEATRE_TZ.
func (s *Service) Location(c *db.Cinema) *time.Location { return CinemaZone(c, s.tz()) }

// zones caches loaded time zones by name for every caller of CinemaZone.
var zones sync.Map // zone name → *time.Location

// CinemaZone is a cinema's time zone, or fallback (THEATRE_TZ) for a cinema
// that stores none or was not loaded.
func CinemaZone(c *db.Cinema, fallback *time.Location) *time.Location {
	if c == nil || c.TimeZone == "" {
		return fallback
	}
	if l, ok := zones.Load(c.TimeZone); ok {
		return l.(*time.Location)
	}
	l, err := time.LoadLocation(c.TimeZone)
	if err != nil {
		// Stored zones were checked when saved; a zone the tz database
		// lost since falls back rather than failing every read.
		return fallback
	}
	zones.Store(c.TimeZone, l)
	return l
}

// ShowZone is the zone a show is shown in: its cinema's, when the show was
// loaded with its screen and cinema, else fallback.
func ShowZone(sh *db.Show, fallback *time.Location) *time.Location {
	if sh == nil || sh.Screen == nil {
		return fallback
	}
	return CinemaZone(sh.Screen.Cinema, fallback)
}

func (s *Service) tz() *time.Location {
	if s.TZ == nil {
		return time.UTC
	}
	return s.TZ
}

// TimeZoneName is the IANA name of a cinema's zone.
func (s *Service) TimeZoneName(c *db.Cinema) string { return s.Location(c).String() }

// Cities lists the cities that have a cinema.
func (s *Service) Cities(ctx context.Context) ([]string, error) {
	out, err := db.Cities(ctx, s.DB)
	if out == nil {
		out = []string{}
	}
	return out, err
}

// Cinemas lists the cinemas of a city, or all of them.
func (s *Service) Cinemas(ctx context.Context, city *string) ([]db.Cinema, error) {
	c := ""
	if city != nil {
		c = strings.TrimSpace(*city)
	}
	out, err := db.Cinemas(ctx, s.DB, c)
	if out == nil {
		out = []db.Cinema{}
	}
	return out, err
}

// Cinema returns one cinema.
func (s *Service) Cinema(ctx context.Context, id string) (*db.Cinema, error) {
	c, err := db.CinemaByID(ctx, s.DB, strings.TrimSpace(id))
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Cinema not found")
	}
	return c, err
}

// Screens lists a cinema's screens with their current layouts.
func (s *Service) Screens(ctx context.Context, cinemaID string) ([]db.Screen, error) {
	out, err := db.ScreensOfCinemas(ctx, s.DB, []string{cinemaID})
	if out == nil {
		out = []db.Screen{}
	}
	return out, err
}

// Screen returns one screen with its cinema and current layout.
func (s *Service) Screen(ctx context.Context, id string) (*db.Screen, error) {
	sc, err := db.ScreenByID(ctx, s.DB, strings.TrimSpace(id))
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Screen not found")
	}
	return sc, err
}

// Layout returns one layout version.
func (s *Service) Layout(ctx context.Context, id string) (*db.SeatLayout, error) {
	l, err := db.LayoutByID(ctx, s.DB, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Seat layout not found")
	}
	return l, err
}

// CreateCinema stores a new cinema; an empty time zone means THEATRE_TZ.
func (s *Service) CreateCinema(ctx context.Context, in CinemaInput) (*db.Cinema, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	c := &db.Cinema{CleaningBufferMinutes: db.DefaultCleaningBufferMinutes, CreatedAt: s.Clock.Now().UTC()}
	if err := s.applyCinemaInput(c, in); err != nil {
		return nil, err
	}
	c.ID = uuid.NewString()
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.InsertCinema(ctx, tx, c); err != nil {
			return fmt.Errorf("store cinema: %w", err)
		}
		return audit.Record(ctx, tx, c.CreatedAt, "cinema.create", audit.Subject("cinema", c.ID), nil, c)
	})
	if err != nil {
		return nil, err
	}
	return c, nil
}

// UpdateCinema replaces a cinema's details under the rules of CreateCinema;
// a missing cleaning buffer or gap rule keeps the current one. Shows already
// scheduled keep the occupied-until they were stored with: a new buffer
// applies to shows scheduled afterwards.
func (s *Service) UpdateCinema(ctx context.Context, id string, in UpdateCinemaInput) (*db.Cinema, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	c, err := s.Cinema(ctx, id)
	if err != nil {
		return nil, err
	}
	before := *c
	gap := c.SingleSeatGapRule
	if in.SingleSeatGapRule != nil {
		gap = *in.SingleSeatGapRule
	}
	followsTheatre := c.TimeZone == ""
	if err := s.applyCinemaInput(c, CinemaInput{Name: in.Name, City: in.City, Address: in.Address, TimeZone: in.TimeZone,
		CleaningBufferMinutes: in.CleaningBufferMinutes, SingleSeatGapRule: gap}); err != nil {
		return nil, err
	}
	if followsTheatre && c.TimeZone == s.tz().String() {
		// The edit form shows the default cinema's zone as THEATRE_TZ's
		// name; saving it unchanged must not pin the cinema to that zone
		// should THEATRE_TZ change later.
		c.TimeZone = ""
	}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.UpdateCinema(ctx, tx, c); err != nil {
			return err
		}
		return audit.Record(ctx, tx, s.Clock.Now(), "cinema.update", audit.Subject("cinema", c.ID), &before, c)
	})
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Cinema not found")
	}
	if err != nil {
		return nil, fmt.Errorf("store cinema: %w", err)
	}
	return c, nil
}

// UpdateCinemaInput is the edit-cinema form; nil fields keep their value.
type UpdateCinemaInput struct {
	Name, City, Address, TimeZone string
	CleaningBufferMinutes         *int
	SingleSeatGapRule             *bool
}

// applyCinemaInput checks a cinema form and copies it onto c; a nil
// cleaning buffer leaves c's as it is.
func (s *Service) applyCinemaInput(c *db.Cinema, in CinemaInput) error {
	c.Name, c.City, c.Address = strings.TrimSpace(in.Name), strings.TrimSpace(in.City), strings.TrimSpace(in.Address)
	c.TimeZone, c.SingleSeatGapRule = strings.TrimSpace(in.TimeZone), in.SingleSeatGapRule
	if c.Name == "" || c.City == "" || c.Address == "" {
		return apperr.BadInputf("A cinema needs a name, a city and an address")
	}
	if len(c.Name) > 100 || len(c.City) > 60 || len(c.Address) > 200 {
		return apperr.BadInputf("Cinema name, city or address is too long")
	}
	if c.TimeZone == "" {
		c.TimeZone = s.tz().String()
	}
	if _, err := time.LoadLocation(c.TimeZone); err != nil || c.TimeZone == "Local" {
		return apperr.BadInputf("Unknown time zone %s: use an IANA name such as Asia/Kolkata", apperr.QuoteInput(c.TimeZone))
	}
	if in.CleaningBufferMinutes != nil {
		if *in.CleaningBufferMinutes < 0 || *in.CleaningBufferMinutes > 240 {
			return apperr.BadInputf("Cleaning buffer must be 0 to 240 minutes")
		}
		c.CleaningBufferMinutes = *in.CleaningBufferMinutes
	}
	return nil
}

// RenameScreen gives a screen a new name (same rule as CreateScreen).
func (s *Service) RenameScreen(ctx context.Context, screenID, name string) (*db.Screen, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 60 {
		return nil, apperr.BadInputf("A screen needs a name of at most 60 characters")
	}
	screenID = strings.TrimSpace(screenID)
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		old, err := db.ScreenByID(ctx, tx, screenID)
		if err != nil {
			return err
		}
		if err := db.RenameScreen(ctx, tx, screenID, name); err != nil {
			return err
		}
		return audit.Record(ctx, tx, s.Clock.Now(), "screen.rename", audit.Subject("screen", screenID),
			map[string]any{"name": old.Name}, map[string]any{"name": name})
	})
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Screen not found")
	} else if err != nil {
		return nil, fmt.Errorf("rename screen: %w", err)
	}
	return s.Screen(ctx, screenID)
}

// CreateScreen stores a screen with its first layout version.
func (s *Service) CreateScreen(ctx context.Context, cinemaID, name string, layout LayoutInput) (*db.Screen, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	name = strings.TrimSpace(name)
	if name == "" || len(name) > 60 {
		return nil, apperr.BadInputf("A screen needs a name of at most 60 characters")
	}
	l, err := expandAndValidate(layout)
	if err != nil {
		return nil, err
	}
	c, err := s.Cinema(ctx, cinemaID)
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now().UTC()
	sc := &db.Screen{ID: uuid.NewString(), CinemaID: c.ID, Name: name, CreatedAt: now}
	lay := &db.SeatLayout{ID: uuid.NewString(), ScreenID: sc.ID, Version: 1, Layout: l, Capacity: l.Capacity(), CreatedAt: now}
	sc.LayoutID = lay.ID
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.InsertLayout(ctx, tx, lay); err != nil {
			return fmt.Errorf("store layout: %w", err)
		}
		if err := db.InsertScreen(ctx, tx, sc); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "screen.create", audit.Subject("screen", sc.ID), nil,
			map[string]any{"cinemaId": c.ID, "name": name, "layoutId": lay.ID, "capacity": lay.Capacity})
	})
	if err != nil {
		return nil, err
	}
	sc.Cinema, sc.Layout = c, lay
	return sc, nil
}

func expandAndValidate(in LayoutInput) (db.LayoutData, error) {
	l, err := Expand(in)
	if err != nil {
		return l, err
	}
	return ValidateLayout(l)
}

// UpdateScreenLayout stores a new layout version for a screen; shows
// already scheduled keep the version they were scheduled with.
func (s *Service) UpdateScreenLayout(ctx context.Context, screenID string, layout LayoutInput) (*db.Screen, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	l, err := expandAndValidate(layout)
	if err != nil {
		return nil, err
	}
	sc, err := s.Screen(ctx, screenID)
	if err != nil {
		return nil, err
	}
	lay := &db.SeatLayout{ID: uuid.NewString(), ScreenID: sc.ID, Layout: l, Capacity: l.Capacity(), CreatedAt: s.Clock.Now().UTC()}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// Concurrent edits of one screen queue here rather than race for
		// the same version number.
		if err := db.LockScreen(ctx, tx, sc.ID); err != nil {
			return err
		}
		v, err := db.NextLayoutVersion(ctx, tx, sc.ID)
		if err != nil {
			return err
		}
		lay.Version = v
		if err := db.InsertLayout(ctx, tx, lay); err != nil {
			return fmt.Errorf("store layout: %w", err)
		}
		if err := db.SetScreenLayout(ctx, tx, sc.ID, lay.ID); err != nil {
			return err
		}
		before := map[string]any{"layoutId": sc.LayoutID}
		if sc.Layout != nil {
			before["version"], before["capacity"] = sc.Layout.Version, sc.Layout.Capacity
		}
		return audit.Record(ctx, tx, lay.CreatedAt, "screen.layout", audit.Subject("screen", sc.ID), before,
			map[string]any{"layoutId": lay.ID, "version": lay.Version, "capacity": lay.Capacity})
	})
	if err != nil {
		return nil, err
	}
	sc.LayoutID, sc.Layout = lay.ID, lay
	return sc, nil
}

// ResolvePrices checks the prices given for a layout: every category a
// seat uses needs one, none may name an unknown category, and each is 0 to
// ₹100000. It returns one price row per category of the layout.
func ResolvePrices(l db.LayoutData, prices []CategoryPrice) ([]db.ShowPrice, error) {
	known := map[string]bool{}
	for _, c := range l.Categories {
		known[c.Code] = true
	}
	got := map[string]int64{}
	for _, p := range prices {
		code := strings.ToUpper(strings.TrimSpace(p.Category))
		if !known[code] {
			return nil, apperr.BadInputf("Price for unknown seat category %s", apperr.QuoteInput(p.Category))
		}
		if _, dup := got[code]; dup {
			return nil, apperr.BadInputf("Seat category %s is priced more than once", code)
		}
		if p.PricePaise < 0 || p.PricePaise > maxPricePaise {
			return nil, apperr.BadInputf("Price of %s must be 0 to 100000 rupees", code)
		}
		got[code] = p.PricePaise
	}
	var out []db.ShowPrice
	for _, code := range UsedCategories(l) {
		p, ok := got[code]
		if !ok {
			return nil, apperr.BadInputf("Seat category %s has no price", code)
		}
		out = append(out, db.ShowPrice{Category: code, PricePaise: p})
	}
	for _, c := range l.Categories {
		if p, ok := got[c.Code]; ok && !containsCategory(out, c.Code) {
			out = append(out, db.ShowPrice{Category: c.Code, PricePaise: p})
		}
	}
	return out, nil
}

func containsCategory(ps []db.ShowPrice, code string) bool {
	for _, p := range ps {
		if p.Category == code {
			return true
		}
	}
	return false
}

// Slot is one show to place on a screen: its start, version, prices and
// the card that priced them (nil when every price was given), and the
// most seats one booking may hold (0: db.DefaultMaxSeats).
type Slot struct {
	StartsAt time.Time
	Version  Version
	Prices   []db.ShowPrice
	CardID   *string
	MaxSeats int
}

// Skip is a slot Place left out, why, and the show in its way (nil when
// none is).
type Skip struct {
	Slot   Slot
	Reason string
	Other  *db.Show
}

// Place puts a movie on a screen at each slot, inside tx, on the screen's
// current layout version, in start order. A slot whose start the movie
// already has on the screen is skipped. A slot that overlaps another show
// (start to start + runtime + cleaning buffer) fails the whole call with
// SCREEN_BUSY naming that show, or with skipClashes is skipped too and
// listed with the reason; the database decides either way (see
// db.InsertScheduledShow). It returns the shows it stored.
func (s *Service) Place(ctx context.Context, tx bun.IDB, movie *db.Movie, sc *db.Screen, slots []Slot, skipClashes bool) ([]db.Show, []Skip, error) {
	buffer := time.Duration(db.DefaultCleaningBufferMinutes) * time.Minute
	if sc.Cinema != nil {
		buffer = time.Duration(sc.Cinema.CleaningBufferMinutes) * time.Minute
	}
	now := s.Clock.Now().UTC()
	slots = append([]Slot(nil), slots...)
	sort.SliceStable(slots, func(i, j int) bool { return slots[i].StartsAt.Before(slots[j].StartsAt) })
	created, skipped := []db.Show{}, []Skip{}
	for _, sl := range slots {
		id, err := uuid.NewV7()
		if err != nil {
			return nil, nil, err
		}
		minPrice := int64(-1)
		for _, p := range sl.Prices {
			if minPrice < 0 || p.PricePaise < minPrice {
				minPrice = p.PricePaise
			}
		}
		maxSeats := sl.MaxSeats
		if maxSeats <= 0 {
			maxSeats = db.DefaultMaxSeats
		}
		at := sl.StartsAt.UTC()
		sh := db.Show{ID: id.String(), MovieID: movie.ID, StartsAt: at, PricePaise: max(minPrice, 0),
			CreatedAt: now, ScreenID: sc.ID, LayoutID: sc.LayoutID, MaxSeats: maxSeats, PriceCardID: sl.CardID,
			OccupiedUntil: at.Add(time.Duration(max(movie.Runtime, 0))*time.Minute + buffer)}
		sl.Version.Apply(&sh)
		rows := append([]db.ShowPrice(nil), sl.Prices...)
		outcome, other, err := db.InsertScheduledShow(ctx, tx, &sh, rows)
		if err != nil {
			return nil, nil, err
		}
		switch {
		case outcome == db.Scheduled:
			sh.Movie, sh.Screen = movie, sc
			created = append(created, sh)
		case outcome == db.AlreadyScheduled:
			skipped = append(skipped, Skip{Slot: sl, Reason: "Already scheduled: the movie starts on this screen then", Other: other})
		case skipClashes:
			skipped = append(skipped, Skip{Slot: sl, Reason: s.busy(sc, other).Error(), Other: other})
		default:
			return nil, nil, s.busy(sc, other)
		}
	}
	return created, skipped, nil
}

// busy is the SCREEN_BUSY error naming the show in the way, in the
// cinema's local time.
func (s *Service) busy(sc *db.Screen, other *db.Show) error {
	return ScreenBusyError(sc, other, s.tz())
}

// ScreenBusyError is the SCREEN_BUSY error naming other, the show in the
// way on screen sc (loaded with its cinema), in the cinema's local time;
// fallback is THEATRE_TZ.
func ScreenBusyError(sc *db.Screen, other *db.Show, fallback *time.Location) error {
	loc := CinemaZone(sc.Cinema, fallback)
	title := "another show"
	if other.Movie != nil {
		title = other.Movie.Title
	}
	return apperr.New(apperr.ScreenBusy, "%s is busy: %s plays %s until %s",
		sc.Name, title, other.StartsAt.In(loc).Format("Mon 2 Jan 2006 15:04"),
		other.OccupiedUntil.In(loc).Format("15:04")).
		WithDetail("showId", other.ID)
}

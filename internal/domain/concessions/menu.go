package concessions

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
	"marquee/internal/platform/textinput"
)

// Service manages menus and offers.
type Service struct {
	DB    bun.IDB
	Clock clock.Clock
	// TZ is THEATRE_TZ, the zone of a cinema that stores none.
	TZ *time.Location
}

// MenuItemInput is an item to add (ID "") or change.
type MenuItemInput struct {
	ID             string
	Name           string
	Description    string
	Category       string
	ImageURL       string
	PricePaise     int64
	GSTRatePercent int
	Available      bool
	StockPerDay    *int
}

// GST rates a menu item may carry: restaurant service in a cinema is 5%,
// some packaged goods 18%.
var gstRates = map[int]bool{5: true, 18: true}

// UpsertMenuItem adds an item to a cinema's menu, or changes one of its
// items. Admins only.
func (s *Service) UpsertMenuItem(ctx context.Context, cinemaID string, in MenuItemInput) (*db.MenuItem, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	cinema, err := db.CinemaByID(ctx, s.DB, strings.TrimSpace(cinemaID))
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Cinema not found")
	}
	if err != nil {
		return nil, err
	}
	it, err := checkItem(in)
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	it.CinemaID, it.UpdatedAt = cinema.ID, now
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if in.ID == "" {
			if err := s.addItem(ctx, tx, it, now); err != nil {
				return err
			}
			return audit.Record(ctx, tx, now, "menuItem.create", audit.Subject("menuItem", it.ID), nil, it)
		}
		old, err := db.MenuItemByID(ctx, tx, strings.TrimSpace(in.ID))
		if errors.Is(err, db.ErrNotFound) || (err == nil && old.CinemaID != cinema.ID) {
			return apperr.NotFoundf("This cinema's menu has no such item")
		}
		if err != nil {
			return err
		}
		it.ID, it.Position, it.CreatedAt = old.ID, old.Position, old.CreatedAt
		if err := db.UpdateMenuItem(ctx, tx, it); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "menuItem.update", audit.Subject("menuItem", it.ID), old, it)
	})
	if err != nil {
		return nil, err
	}
	return it, nil
}

func (s *Service) addItem(ctx context.Context, tx bun.Tx, it *db.MenuItem, now time.Time) error {
	pos, err := db.NextMenuPosition(ctx, tx, it.CinemaID)
	if err != nil {
		return err
	}
	if pos >= db.MaxMenuItems {
		return apperr.BadInputf("A menu holds at most %d items; change or switch off one instead", db.MaxMenuItems)
	}
	id, err := uuid.NewV7()
	if err != nil {
		return err
	}
	it.ID, it.Position, it.CreatedAt = id.String(), pos, now
	return db.InsertMenuItem(ctx, tx, it)
}

// checkItem validates an item's fields and returns it as stored.
func checkItem(in MenuItemInput) (*db.MenuItem, error) {
	name := strings.TrimSpace(in.Name)
	category := strings.ToLower(strings.TrimSpace(in.Category))
	switch {
	case name == "" || len([]rune(name)) > 60:
		return nil, apperr.BadInputf("An item needs a name of 1 to 60 characters")
	case category == "" || len([]rune(category)) > 30:
		return nil, apperr.BadInputf("An item needs a category of 1 to 30 characters (e.g. popcorn, drinks, combos)")
	case len([]rune(in.Description)) > 300:
		return nil, apperr.BadInputf("An item's description is at most 300 characters")
	case in.PricePaise <= 0 || in.PricePaise > 10_000_00:
		return nil, apperr.BadInputf("An item's price must be more than 0 and at most ₹10,000")
	case !gstRates[in.GSTRatePercent]:
		return nil, apperr.BadInputf("An item's GST rate is 5 or 18 (percent), not %d", in.GSTRatePercent)
	case in.StockPerDay != nil && (*in.StockPerDay < 0 || *in.StockPerDay > 100_000):
		return nil, apperr.BadInputf("Stock per day is 0 to 100000, or none for no limit")
	}
	img := strings.TrimSpace(in.ImageURL)
	if img != "" && !strings.HasPrefix(img, "https://") && !strings.HasPrefix(img, "/") {
		return nil, apperr.BadInputf("An item's image is an https:// URL or a path on this site")
	}
	if err := textinput.Check("name", name); err != nil {
		return nil, err
	}
	return &db.MenuItem{Name: name, Description: strings.TrimSpace(in.Description), Category: category, ImageURL: img,
		PricePaise: in.PricePaise, GSTRatePercent: in.GSTRatePercent, Available: in.Available, StockPerDay: in.StockPerDay}, nil
}

// Menu lists a cinema's menu with the stock left for the local day of
// show showID when it is given (one of the cinema's shows), else for the
// cinema's today.
func (s *Service) Menu(ctx context.Context, cinema *db.Cinema, showID string) ([]db.MenuItem, error) {
	day := s.Clock.Now().In(venues.CinemaZone(cinema, s.TZ)).Format(time.DateOnly)
	if showID = strings.TrimSpace(showID); showID != "" {
		if _, err := uuid.Parse(showID); err != nil {
			return nil, apperr.BadInputf("Invalid show id %s", apperr.QuoteInput(showID))
		}
		show, err := db.ShowByID(ctx, s.DB, showID)
		if errors.Is(err, db.ErrNotFound) {
			return nil, apperr.NotFoundf("Show not found")
		}
		if err != nil {
			return nil, err
		}
		day = StockDay(show, s.TZ)
	}
	items, err := db.MenuOfCinema(ctx, s.DB, cinema.ID, day)
	if items == nil {
		items = []db.MenuItem{}
	}
	return items, err
}

// StockDay is the day whose stock an order for show counts against: the
// show's local date, since the food is handed over at the show.
func StockDay(show *db.Show, fallback *time.Location) string {
	return show.StartsAt.In(venues.ShowZone(show, fallback)).Format(time.DateOnly)
}

package venues

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// PriceCardInput is the form of a new price card. Days are ISO weekdays
// (1 Monday … 7 Sunday; none is every day), From and To a local time
// band "HH:mm" (From inclusive, To exclusive, "24:00" the end of the day;
// nil ends are the day's; From after To runs past midnight), Formats the
// ShowFormats it prices (none is every format), StartsOn and EndsOn local
// dates YYYY-MM-DD (inclusive; nil is open).
type PriceCardInput struct {
	Name             string
	Days             []int
	From, To         *string
	Formats          []string
	StartsOn, EndsOn *string
	Priority         int
	Prices           []CategoryPrice
}

// Bounds of a price card.
const (
	maxCardName     = 60
	maxCardPriority = 1000
	maxCategoryCode = 30
)

// CreatePriceCard checks a card and stores it for a cinema.
func (s *Service) CreatePriceCard(ctx context.Context, cinemaID string, in PriceCardInput) (*db.PriceCard, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	card, err := checkCard(in)
	if err != nil {
		return nil, err
	}
	c, err := s.Cinema(ctx, cinemaID)
	if err != nil {
		return nil, err
	}
	card.ID, card.CinemaID, card.CreatedAt = uuid.NewString(), c.ID, s.Clock.Now().UTC()
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.InsertPriceCard(ctx, tx, card); err != nil {
			return fmt.Errorf("store price card: %w", err)
		}
		return audit.Record(ctx, tx, card.CreatedAt, "priceCard.create", audit.Subject("priceCard", card.ID), nil, card)
	})
	if err != nil {
		return nil, err
	}
	return card, nil
}

// DeletePriceCard takes a card out of force: shows it priced keep their
// prices and still name it. NOT_FOUND for an unknown or deleted card.
func (s *Service) DeletePriceCard(ctx context.Context, id string) error {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return err
	}
	id, now := strings.TrimSpace(id), s.Clock.Now().UTC()
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.RetirePriceCard(ctx, tx, id, now); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "priceCard.delete", audit.Subject("priceCard", id), map[string]any{"id": id},
			map[string]any{"id": id, "retiredAt": now})
	})
	if errors.Is(err, db.ErrNotFound) {
		return apperr.NotFoundf("Price card not found")
	}
	return err
}

// PriceCards lists a cinema's cards in force, highest priority first.
func (s *Service) PriceCards(ctx context.Context, cinemaID string) ([]db.PriceCard, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	c, err := s.Cinema(ctx, cinemaID)
	if err != nil {
		return nil, err
	}
	return db.PriceCardsOf(ctx, s.DB, c.ID)
}

// PriceCard returns a card by id, deleted or not (a show names the card
// that priced it); nil for none.
func (s *Service) PriceCard(ctx context.Context, id string) (*db.PriceCard, error) {
	cards, err := db.PriceCardsByIDs(ctx, s.DB, []string{id})
	if err != nil || len(cards) == 0 {
		return nil, err
	}
	return &cards[0], nil
}

// checkCard reads a card form into a card, or says what is wrong with it.
func checkCard(in PriceCardInput) (*db.PriceCard, error) {
	c := &db.PriceCard{Name: strings.TrimSpace(in.Name), Priority: in.Priority, Days: []int{}, Formats: []string{}}
	if c.Name == "" || len([]rune(c.Name)) > maxCardName {
		return nil, apperr.BadInputf("A price card needs a name of at most %d characters", maxCardName)
	}
	for _, d := range in.Days {
		if d < 1 || d > 7 {
			return nil, apperr.BadInputf("Invalid day %d: days are 1 (Monday) to 7 (Sunday)", d)
		}
		if !slices.Contains(c.Days, d) {
			c.Days = append(c.Days, d)
		}
	}
	slices.Sort(c.Days)
	var err error
	if c.FromMinute, err = bandEnd(in.From, "from"); err != nil {
		return nil, err
	}
	if c.ToMinute, err = bandEnd(in.To, "to"); err != nil {
		return nil, err
	}
	if c.FromMinute != nil && c.ToMinute != nil && *c.FromMinute%1440 == *c.ToMinute%1440 {
		return nil, apperr.BadInputf("A time band must not start where it ends; leave from and to empty for the whole day")
	}
	for _, f := range in.Formats {
		f = strings.ToUpper(strings.TrimSpace(f))
		if err := CheckFormat(f); err != nil {
			return nil, err
		}
		if !slices.Contains(c.Formats, f) {
			c.Formats = append(c.Formats, f)
		}
	}
	if c.StartsOn, err = cardDate(in.StartsOn, "startsOn"); err != nil {
		return nil, err
	}
	if c.EndsOn, err = cardDate(in.EndsOn, "endsOn"); err != nil {
		return nil, err
	}
	if c.StartsOn != nil && c.EndsOn != nil && *c.StartsOn > *c.EndsOn {
		return nil, apperr.BadInputf("The card ends (%s) before it starts (%s)", *c.EndsOn, *c.StartsOn)
	}
	if c.Priority < -maxCardPriority || c.Priority > maxCardPriority {
		return nil, apperr.BadInputf("Priority must be %d to %d", -maxCardPriority, maxCardPriority)
	}
	if c.Prices, err = cardPrices(in.Prices); err != nil {
		return nil, err
	}
	return c, nil
}

// bandEnd reads one end of a time band, "HH:mm" (or "24:00" for the end
// of the day), as minutes after midnight.
func bandEnd(raw *string, what string) (*int, error) {
	if raw == nil || strings.TrimSpace(*raw) == "" {
		return nil, nil
	}
	v := strings.TrimSpace(*raw)
	if v == "24:00" {
		m := 1440
		return &m, nil
	}
	t, err := time.Parse("15:04", v)
	if err != nil {
		return nil, apperr.BadInputf("Invalid %s time %s: expected HH:mm", what, apperr.QuoteInput(v))
	}
	m := t.Hour()*60 + t.Minute()
	return &m, nil
}

func cardDate(raw *string, what string) (*string, error) {
	if raw == nil || strings.TrimSpace(*raw) == "" {
		return nil, nil
	}
	v := strings.TrimSpace(*raw)
	if _, err := time.Parse(time.DateOnly, v); err != nil {
		return nil, apperr.BadInputf("Invalid %s %s: expected YYYY-MM-DD", what, apperr.QuoteInput(v))
	}
	return &v, nil
}

// cardPrices checks a card's prices: at least one, each category once, a
// code of letters, digits and underscores, 0 to ₹100000.
func cardPrices(in []CategoryPrice) ([]db.CardPrice, error) {
	if len(in) == 0 {
		return nil, apperr.BadInputf("A price card needs a price for at least one seat category")
	}
	if len(in) > db.MaxLayoutCategories {
		return nil, apperr.BadInputf("A price card prices at most %d seat categories", db.MaxLayoutCategories)
	}
	var out []db.CardPrice
	for _, p := range in {
		code := strings.ToUpper(strings.TrimSpace(p.Category))
		if code == "" || len(code) > maxCategoryCode || strings.IndexFunc(code, func(r rune) bool {
			return (r < 'A' || r > 'Z') && (r < '0' || r > '9') && r != '_'
		}) >= 0 {
			return nil, apperr.BadInputf("Invalid seat category %s", apperr.QuoteInput(p.Category))
		}
		if slices.ContainsFunc(out, func(c db.CardPrice) bool { return c.Category == code }) {
			return nil, apperr.BadInputf("Seat category %s is priced more than once", code)
		}
		if p.PricePaise < 0 || p.PricePaise > maxPricePaise {
			return nil, apperr.BadInputf("Price of %s must be 0 to 100000 rupees", code)
		}
		out = append(out, db.CardPrice{Category: code, PricePaise: p.PricePaise})
	}
	return out, nil
}

// maxPricePaise is the dearest seat: ₹100000.
const maxPricePaise = 10_000_000

// CardMatches says whether card c prices a show of format starting at
// local, a time on the wall clock of the card's cinema.
func CardMatches(c *db.PriceCard, local time.Time, format string) bool {
	day := int(local.Weekday())
	if day == 0 {
		day = 7 // ISO: Sunday is 7
	}
	if len(c.Days) > 0 && !slices.Contains(c.Days, day) {
		return false
	}
	if len(c.Formats) > 0 && !slices.Contains(c.Formats, format) {
		return false
	}
	date := local.Format(time.DateOnly)
	if (c.StartsOn != nil && date < *c.StartsOn) || (c.EndsOn != nil && date > *c.EndsOn) {
		return false
	}
	minute := local.Hour()*60 + local.Minute()
	from, to := 0, 1440
	if c.FromMinute != nil {
		from = *c.FromMinute
	}
	if c.ToMinute != nil {
		to = *c.ToMinute
	}
	if from <= to {
		return from <= minute && minute < to
	}
	return minute >= from || minute < to // past midnight
}

// BestCard is the card that prices a show of format starting at local:
// of the cards matching it, the one of highest priority; nil when none
// matches. Two matching cards of that priority are PRICE_CARD_TIE naming
// both: which should win is the admin's decision, not the order they were
// stored in.
func BestCard(cards []db.PriceCard, local time.Time, format string) (*db.PriceCard, error) {
	var best *db.PriceCard
	for i := range cards {
		c := &cards[i]
		if !CardMatches(c, local, format) {
			continue
		}
		switch {
		case best == nil || c.Priority > best.Priority:
			best = c
		case c.Priority == best.Priority:
			return nil, apperr.New(apperr.PriceCardTie,
				"Price cards %q and %q both price %s (%s) at priority %d: give one a higher priority, or narrow one",
				best.Name, c.Name, local.Format("Mon 2 Jan 2006 15:04"), format, c.Priority).
				WithDetail("cards", []string{best.ID, c.ID})
		}
	}
	return best, nil
}

// PriceShow prices a show of format starting at local on a screen with
// layout l: an explicit price wins for its category, and every category
// the layout uses that has none takes the best card's (see BestCard). It
// returns the show's prices and the card that gave any of them (nil when
// the explicit prices cover the layout, and no card is even looked at).
// A category neither priced nor on the card is BAD_USER_INPUT naming it.
func PriceShow(l db.LayoutData, explicit []CategoryPrice, cards []db.PriceCard, local time.Time, format string) ([]db.ShowPrice, *db.PriceCard, error) {
	given := map[string]bool{}
	for _, p := range explicit {
		given[strings.ToUpper(strings.TrimSpace(p.Category))] = true
	}
	var missing []string
	for _, code := range UsedCategories(l) {
		if !given[code] {
			missing = append(missing, code)
		}
	}
	if len(missing) == 0 {
		prices, err := ResolvePrices(l, explicit)
		return prices, nil, err
	}
	card, err := BestCard(cards, local, format)
	if err != nil {
		return nil, nil, err
	}
	when := local.Format("Mon 2 Jan 2006 15:04")
	if card == nil {
		return nil, nil, apperr.BadInputf("Seat category %s has no price, and no price card of the cinema prices %s (%s): give prices or add a card",
			strings.Join(missing, ", "), when, format)
	}
	merged := append([]CategoryPrice(nil), explicit...)
	for _, c := range l.Categories {
		if given[c.Code] {
			continue
		}
		i := slices.IndexFunc(card.Prices, func(p db.CardPrice) bool { return p.Category == c.Code })
		if i >= 0 {
			merged = append(merged, CategoryPrice{Category: c.Code, PricePaise: card.Prices[i].PricePaise})
		} else if slices.Contains(missing, c.Code) {
			return nil, nil, apperr.BadInputf("Price card %q has no price for seat category %s, which %s needs", card.Name, c.Code, when)
		}
	}
	prices, err := ResolvePrices(l, merged)
	return prices, card, err
}

package concessions

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// Weekdays are the names offers restrict days by, Monday first.
var Weekdays = []string{"MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY", "SUNDAY"}

// WeekdayOf names t's day of the week as Weekdays does.
func WeekdayOf(t time.Time) string { return Weekdays[(int(t.Weekday())+6)%7] }

// OfferInput is a new offer; see the GraphQL OfferInput.
type OfferInput struct {
	Code           string
	Title          string
	Kind           string
	Value          int64
	AppliesTo      string
	CapPaise       *int64
	StartsAt       *time.Time
	EndsAt         *time.Time
	MinTickets     int
	MaxRedemptions *int
	// MaxPerUser nil means 1 for a code, no limit for an automatic offer.
	MaxPerUser *int
	CinemaIDs  []string
	Formats    []string
	Weekdays   []string
}

var codePattern = regexp.MustCompile(`^[A-Za-z0-9]{3,20}$`)

// CreateOffer stores a new offer. Admins only.
func (s *Service) CreateOffer(ctx context.Context, in OfferInput) (*db.Offer, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	o, err := checkOffer(in)
	if err != nil {
		return nil, err
	}
	for _, id := range o.CinemaIDs {
		if _, err := db.CinemaByID(ctx, s.DB, id); errors.Is(err, db.ErrNotFound) {
			return nil, apperr.BadInputf("No cinema has id %s", apperr.QuoteInput(id))
		} else if err != nil {
			return nil, err
		}
	}
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	o.ID, o.CreatedAt, o.UpdatedAt = id.String(), now, now
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.InsertOffer(ctx, tx, o); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "offer.create", audit.Subject("offer", o.ID), nil, o)
	})
	if errors.Is(err, db.ErrCodeTaken) {
		return nil, apperr.BadInputf("The code %s is already in use (codes match whatever their case)", *o.Code)
	} else if err != nil {
		return nil, err
	}
	return o, nil
}

// checkOffer validates an offer's fields and returns it as stored.
func checkOffer(in OfferInput) (*db.Offer, error) {
	o := &db.Offer{Title: strings.TrimSpace(in.Title), Kind: in.Kind, Value: in.Value, AppliesTo: in.AppliesTo,
		CapPaise: in.CapPaise, StartsAt: in.StartsAt, EndsAt: in.EndsAt, MinTickets: max(in.MinTickets, 1),
		MaxRedemptions: in.MaxRedemptions, CinemaIDs: nonNil(in.CinemaIDs), Formats: nonNil(in.Formats), Weekdays: nonNil(in.Weekdays)}
	if code := strings.TrimSpace(in.Code); code != "" {
		if !codePattern.MatchString(code) {
			return nil, apperr.BadInputf("A code is 3 to 20 letters and digits")
		}
		key := db.CodeKeyOf(code)
		o.Code, o.CodeKey = &code, &key
		o.MaxPerUser = 1
	}
	if in.MaxPerUser != nil {
		o.MaxPerUser = *in.MaxPerUser
	}
	switch {
	case o.Title == "" || len([]rune(o.Title)) > 80:
		return nil, apperr.BadInputf("An offer needs a title of 1 to 80 characters")
	case o.Kind == db.OfferPercent && (o.Value < 1 || o.Value > 100):
		return nil, apperr.BadInputf("A percentage offer takes 1 to 100 percent off")
	case o.Kind == db.OfferFlatPaise && (o.Value < 1 || o.Value > 100_000_00):
		return nil, apperr.BadInputf("A flat offer takes more than 0 and at most ₹1,00,000 off")
	case o.Kind != db.OfferPercent && o.Kind != db.OfferFlatPaise:
		return nil, apperr.BadInputf("Unknown offer kind %s", apperr.QuoteInput(o.Kind))
	case o.AppliesTo != db.ScopeTickets && o.AppliesTo != db.ScopeFood && o.AppliesTo != db.ScopeAll:
		return nil, apperr.BadInputf("Unknown offer scope %s", apperr.QuoteInput(o.AppliesTo))
	case o.CapPaise != nil && *o.CapPaise < 1:
		return nil, apperr.BadInputf("A cap is more than 0 paise, or none")
	case o.StartsAt != nil && o.EndsAt != nil && !o.EndsAt.After(*o.StartsAt):
		return nil, apperr.BadInputf("An offer must end after it starts")
	case o.MinTickets > db.MostMaxSeats:
		return nil, apperr.BadInputf("Minimum tickets is 1 to %d", db.MostMaxSeats)
	case o.MaxRedemptions != nil && *o.MaxRedemptions < 1:
		return nil, apperr.BadInputf("Total redemptions is at least 1, or none for no limit")
	case o.MaxPerUser < 0:
		return nil, apperr.BadInputf("Redemptions per customer is 0 (no limit) or more")
	}
	for _, d := range o.Weekdays {
		if !slices.Contains(Weekdays, d) {
			return nil, apperr.BadInputf("Unknown weekday %s", apperr.QuoteInput(d))
		}
	}
	for _, f := range o.Formats {
		if !slices.Contains(db.Formats, f) {
			return nil, apperr.BadInputf("Unknown format %s", apperr.QuoteInput(f))
		}
	}
	for i, id := range o.CinemaIDs {
		o.CinemaIDs[i] = strings.TrimSpace(id)
	}
	return o, nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return slices.Clone(s)
}

// SetOfferPaused pauses or resumes an offer. Admins only.
func (s *Service) SetOfferPaused(ctx context.Context, id string, paused bool) (*db.Offer, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	id = strings.TrimSpace(id)
	err := s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		old, err := db.OfferByID(ctx, tx, id)
		if err != nil {
			return err
		}
		now := s.Clock.Now()
		if err := db.SetOfferPaused(ctx, tx, id, paused, now); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "offer.pause", audit.Subject("offer", id),
			map[string]any{"paused": old.Paused}, map[string]any{"paused": paused})
	})
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Offer not found")
	} else if err != nil {
		return nil, err
	}
	return db.OfferByID(ctx, s.DB, id)
}

// Offers lists every offer, newest first. Admins only.
func (s *Service) Offers(ctx context.Context) ([]db.Offer, error) {
	if _, err := auth.RequireAdmin(ctx); err != nil {
		return nil, err
	}
	list, err := db.AllOffers(ctx, s.DB)
	if list == nil {
		list = []db.Offer{}
	}
	return list, err
}

// Use is what an offer is checked against: the show booked (with its
// screen and cinema), how many tickets, the amounts it may apply to, when,
// and how often this customer has used it ("" UserID: unknown, a quote for
// a visitor).
type Use struct {
	Show         *db.Show
	TZ           *time.Location
	Tickets      int
	TicketsPaise int64
	FoodPaise    int64
	Now          time.Time
	// UsedByUser is the customer's count in offer_uses (paid and held).
	UsedByUser int
}

// Check says why offer o cannot be used for u, as the error the customer
// reads; nil when it can. Limits are read as stored: the booking's
// transaction holds the redemption with the same limits in its UPDATE,
// which is the check that counts under concurrency.
func Check(o *db.Offer, u Use) error {
	name := "This offer"
	if o.Code != nil {
		name = "The code " + *o.Code
	}
	invalid := func(why string) error { return apperr.New(apperr.PromoInvalid, "%s %s", name, why) }
	local := u.Show.StartsAt.In(venues.ShowZone(u.Show, u.TZ))
	cinemaID := ""
	if u.Show.Screen != nil {
		cinemaID = u.Show.Screen.CinemaID
	}
	format := u.Show.Format
	if format == "" {
		format = db.FormatTwoD
	}
	switch {
	case o.Paused:
		return invalid("is paused")
	case o.StartsAt != nil && u.Now.Before(*o.StartsAt):
		return invalid("is not valid yet")
	case o.EndsAt != nil && !u.Now.Before(*o.EndsAt):
		return invalid("has expired")
	case len(o.CinemaIDs) > 0 && !slices.Contains(o.CinemaIDs, cinemaID):
		return invalid("is not valid at this cinema")
	case len(o.Formats) > 0 && !slices.Contains(o.Formats, format):
		return invalid("is not valid for this show's format")
	case len(o.Weekdays) > 0 && !slices.Contains(o.Weekdays, WeekdayOf(local)):
		return invalid(fmt.Sprintf("is not valid on a %s", strings.ToLower(WeekdayOf(local))))
	case o.AppliesTo == db.ScopeFood && u.FoodPaise == 0:
		return invalid("takes money off food and drink: add some to use it")
	case u.Tickets < o.MinTickets:
		return apperr.New(apperr.PromoMinTickets, "%s needs at least %d tickets", name, o.MinTickets)
	case o.MaxRedemptions != nil && o.Redemptions+o.Held >= *o.MaxRedemptions:
		return apperr.New(apperr.PromoExhausted, "%s has been used up", name)
	case o.MaxPerUser > 0 && u.UsedByUser >= o.MaxPerUser:
		return apperr.New(apperr.PromoExhausted, "%s can be used %s per customer, and you have used it already", name, Times(o.MaxPerUser))
	}
	return nil
}

// Times says n times as people do: "once", "2 times".
func Times(n int) string {
	if n == 1 {
		return "once"
	}
	return fmt.Sprintf("%d times", n)
}

// Discount is what offer o takes off tickets and food (GST-inclusive
// amounts): value percent (rounded down to the paisa) or value paise of
// the part it applies to, no more than its cap or that part.
func Discount(o *db.Offer, ticketsPaise, foodPaise int64) int64 {
	base := ticketsPaise + foodPaise
	switch o.AppliesTo {
	case db.ScopeTickets:
		base = ticketsPaise
	case db.ScopeFood:
		base = foodPaise
	}
	d := o.Value
	if o.Kind == db.OfferPercent {
		d = base * o.Value / 100
	}
	if o.CapPaise != nil {
		d = min(d, *o.CapPaise)
	}
	return max(min(d, base), 0)
}

// checkFor is Check with userID's use of o read from idb, only when o
// limits it and passes every other rule (most bookings use no offer with
// a per-customer limit, and should not pay a read for it).
func checkFor(ctx context.Context, idb bun.IDB, o *db.Offer, userID string, u Use) error {
	u.UsedByUser = 0
	if err := Check(o, u); err != nil || o.MaxPerUser <= 0 || userID == "" {
		return err
	}
	used, err := db.OfferUsedBy(ctx, idb, o.ID, userID)
	if err != nil {
		return err
	}
	u.UsedByUser = used
	return Check(o, u)
}

// Find is the offer a booking of u gets: the code's when code is given
// (PROMO_INVALID for an unknown one, or the refusal of Check), else the
// automatic offer that takes the most off (nil for none). The customer's
// counts are read from idb when u's user is known.
func Find(ctx context.Context, idb bun.IDB, code, userID string, u Use) (*db.Offer, error) {
	if strings.TrimSpace(code) != "" {
		o, err := db.OfferByCode(ctx, idb, code)
		if errors.Is(err, db.ErrNotFound) {
			return nil, apperr.New(apperr.PromoInvalid, "%s is not a valid code", apperr.QuoteInput(strings.TrimSpace(code)))
		}
		if err != nil {
			return nil, err
		}
		return o, checkFor(ctx, idb, o, userID, u)
	}
	autos, err := db.AutomaticOffers(ctx, idb)
	if err != nil {
		return nil, err
	}
	var best *db.Offer
	var bestOff int64
	for i := range autos {
		o := &autos[i]
		if err := checkFor(ctx, idb, o, userID, u); err != nil {
			if _, refused := apperr.As(err); !refused {
				return nil, err
			}
			continue
		}
		if off := Discount(o, u.TicketsPaise, u.FoodPaise); off > bestOff {
			best, bestOff = o, off
		}
	}
	return best, nil
}

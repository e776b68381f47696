package concessions

import (
	"testing"
	"time"

	"marquee/db"
	"marquee/internal/platform/apperr"
)

func TestDiscount(t *testing.T) {
	capped := int64(5000)
	for _, c := range []struct {
		name          string
		o             db.Offer
		tickets, food int64
		want          int64
	}{
		{"percent of everything, rounded down", db.Offer{Kind: db.OfferPercent, Value: 15, AppliesTo: db.ScopeAll}, 13001, 0, 1950},
		{"percent of tickets only", db.Offer{Kind: db.OfferPercent, Value: 50, AppliesTo: db.ScopeTickets}, 20000, 90000, 10000},
		{"percent of food, capped", db.Offer{Kind: db.OfferPercent, Value: 50, AppliesTo: db.ScopeFood, CapPaise: &capped}, 20000, 90000, 5000},
		{"flat, at most the part it applies to", db.Offer{Kind: db.OfferFlatPaise, Value: 50000, AppliesTo: db.ScopeFood}, 20000, 30000, 30000},
		{"flat on tickets", db.Offer{Kind: db.OfferFlatPaise, Value: 5000, AppliesTo: db.ScopeTickets}, 20000, 30000, 5000},
	} {
		if got := Discount(&c.o, c.tickets, c.food); got != c.want {
			t.Errorf("%s: %d, want %d", c.name, got, c.want)
		}
	}
}

func TestCheck(t *testing.T) {
	ist, _ := time.LoadLocation("Asia/Kolkata")
	// Tuesday 5 March 2030, 21:30 IST, at cinema C in IMAX.
	show := &db.Show{StartsAt: time.Date(2030, 3, 5, 16, 0, 0, 0, time.UTC), Format: "IMAX_2D",
		Screen: &db.Screen{CinemaID: "C", Cinema: &db.Cinema{TimeZone: "Asia/Kolkata"}}}
	now := time.Date(2030, 3, 1, 10, 0, 0, 0, time.UTC)
	use := Use{Show: show, TZ: ist, Tickets: 2, TicketsPaise: 40000, Now: now}
	code := "SAVE"
	later, earlier := now.Add(time.Hour), now.Add(-time.Hour)
	one := 1
	base := func() db.Offer {
		return db.Offer{Code: &code, Kind: db.OfferPercent, Value: 10, AppliesTo: db.ScopeAll, MinTickets: 1}
	}
	for _, c := range []struct {
		name   string
		change func(o *db.Offer, u *Use)
		want   apperr.Kind
	}{
		{"valid", func(*db.Offer, *Use) {}, ""},
		{"paused", func(o *db.Offer, _ *Use) { o.Paused = true }, apperr.PromoInvalid},
		{"not started", func(o *db.Offer, _ *Use) { o.StartsAt = &later }, apperr.PromoInvalid},
		{"ended", func(o *db.Offer, _ *Use) { o.EndsAt = &earlier }, apperr.PromoInvalid},
		{"other cinema", func(o *db.Offer, _ *Use) { o.CinemaIDs = []string{"D"} }, apperr.PromoInvalid},
		{"this cinema", func(o *db.Offer, _ *Use) { o.CinemaIDs = []string{"D", "C"} }, ""},
		{"other format", func(o *db.Offer, _ *Use) { o.Formats = []string{"TWO_D"} }, apperr.PromoInvalid},
		{"the show's local Tuesday", func(o *db.Offer, _ *Use) { o.Weekdays = []string{"TUESDAY"} }, ""},
		{"not on Tuesdays", func(o *db.Offer, _ *Use) { o.Weekdays = []string{"MONDAY", "WEDNESDAY"} }, apperr.PromoInvalid},
		{"food offer without food", func(o *db.Offer, _ *Use) { o.AppliesTo = db.ScopeFood }, apperr.PromoInvalid},
		{"too few tickets", func(o *db.Offer, _ *Use) { o.MinTickets = 3 }, apperr.PromoMinTickets},
		{"used up, counting holds", func(o *db.Offer, _ *Use) { o.MaxRedemptions, o.Redemptions, o.Held = &one, 0, 1 }, apperr.PromoExhausted},
		{"used by this customer", func(o *db.Offer, u *Use) { o.MaxPerUser, u.UsedByUser = 1, 1 }, apperr.PromoExhausted},
		{"no per-customer limit", func(o *db.Offer, u *Use) { o.MaxPerUser, u.UsedByUser = 0, 9 }, ""},
	} {
		o, u := base(), use
		c.change(&o, &u)
		err := Check(&o, u)
		if c.want == "" && err != nil || c.want != "" && !apperr.Is(err, c.want) {
			t.Errorf("%s: %v, want %q", c.name, err, c.want)
		}
	}
}

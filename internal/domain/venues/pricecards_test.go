package venues_test

import (
	"strings"
	"testing"
	"time"

	"marquee/db"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

func minutes(hhmm string) *int {
	t, _ := time.Parse("15:04", hhmm)
	m := t.Hour()*60 + t.Minute()
	return &m
}

func date(s string) *string { return &s }

// A Monday, 2031-05-05, in Kolkata.
var monday = time.Date(2031, 5, 5, 0, 0, 0, 0, time.FixedZone("IST", 19800))

func at(days int, hhmm string) time.Time {
	t, _ := time.Parse("15:04", hhmm)
	return monday.AddDate(0, 0, days).Add(time.Duration(t.Hour())*time.Hour + time.Duration(t.Minute())*time.Minute)
}

// Each part of a card narrows the shows it matches: days (ISO, Sunday 7),
// a band that includes its start and excludes its end (and may run past
// midnight), formats, and a date range including both ends; empty parts
// match everything.
func TestCardMatches(t *testing.T) {
	cases := []struct {
		name   string
		card   db.PriceCard
		when   time.Time
		format string
		want   bool
	}{
		{"an empty card matches anything", db.PriceCard{}, at(6, "03:00"), "FOUR_DX", true},
		{"weekday card on Friday", db.PriceCard{Days: []int{1, 2, 3, 4, 5}}, at(4, "18:00"), "TWO_D", true},
		{"weekday card on Saturday", db.PriceCard{Days: []int{1, 2, 3, 4, 5}}, at(5, "18:00"), "TWO_D", false},
		{"Sunday is 7", db.PriceCard{Days: []int{7}}, at(6, "18:00"), "TWO_D", true},
		{"morning band, 11:59", db.PriceCard{ToMinute: minutes("12:00")}, at(0, "11:59"), "TWO_D", true},
		{"morning band ends at 12:00", db.PriceCard{ToMinute: minutes("12:00")}, at(0, "12:00"), "TWO_D", false},
		{"prime band starts at 18:00", db.PriceCard{FromMinute: minutes("18:00"), ToMinute: minutes("22:00")}, at(0, "18:00"), "TWO_D", true},
		{"prime band, 22:00 is out", db.PriceCard{FromMinute: minutes("18:00"), ToMinute: minutes("22:00")}, at(0, "22:00"), "TWO_D", false},
		{"late band runs past midnight", db.PriceCard{FromMinute: minutes("22:00"), ToMinute: minutes("02:00")}, at(1, "00:30"), "TWO_D", true},
		{"late band, before it", db.PriceCard{FromMinute: minutes("22:00"), ToMinute: minutes("02:00")}, at(1, "21:00"), "TWO_D", false},
		{"IMAX card, IMAX show", db.PriceCard{Formats: []string{"IMAX_2D", "IMAX_3D"}}, at(0, "18:00"), "IMAX_3D", true},
		{"IMAX card, 2D show", db.PriceCard{Formats: []string{"IMAX_2D"}}, at(0, "18:00"), "TWO_D", false},
		{"holiday, first day", db.PriceCard{StartsOn: date("2031-05-06"), EndsOn: date("2031-05-07")}, at(1, "00:00"), "TWO_D", true},
		{"holiday, last day", db.PriceCard{StartsOn: date("2031-05-06"), EndsOn: date("2031-05-07")}, at(2, "23:59"), "TWO_D", true},
		{"holiday, the day after", db.PriceCard{StartsOn: date("2031-05-06"), EndsOn: date("2031-05-07")}, at(3, "00:00"), "TWO_D", false},
		{"open-ended from a date", db.PriceCard{StartsOn: date("2031-05-06")}, at(0, "23:00"), "TWO_D", false},
	}
	for _, c := range cases {
		if got := venues.CardMatches(&c.card, c.when, c.format); got != c.want {
			t.Errorf("%s: matches = %v, want %v", c.name, got, c.want)
		}
	}
}

// Of the matching cards the highest priority wins; two at that priority
// are PRICE_CARD_TIE naming both; none is no card.
func TestBestCard(t *testing.T) {
	cards := []db.PriceCard{
		{ID: "c1", Name: "Standard", Priority: 0},
		{ID: "c2", Name: "Weekend", Days: []int{6, 7}, Priority: 10},
		{ID: "c3", Name: "Opening weekend", StartsOn: date("2031-05-10"), EndsOn: date("2031-05-11"), Priority: 20},
		{ID: "c4", Name: "Prime", FromMinute: minutes("18:00"), ToMinute: minutes("22:00"), Priority: 10},
	}
	for _, c := range []struct {
		when time.Time
		want string
	}{
		{at(0, "10:00"), "Standard"},
		{at(5, "10:00"), "Opening weekend"},
		{at(12, "10:00"), "Weekend"},
		{at(2, "19:00"), "Prime"},
	} {
		got, err := venues.BestCard(cards, c.when, "TWO_D")
		if err != nil || got == nil || got.Name != c.want {
			t.Errorf("%s: %v (%v), want %s", c.when, got, err, c.want)
		}
	}
	// A weekend evening: Weekend and Prime, both at 10.
	_, err := venues.BestCard(cards, at(12, "19:00"), "TWO_D")
	e, ok := apperr.As(err)
	if !ok || e.Kind != apperr.PriceCardTie || !strings.Contains(e.Message, `"Weekend"`) || !strings.Contains(e.Message, `"Prime"`) {
		t.Fatalf("tie: %v", err)
	}
	if ids, _ := e.Details["cards"].([]string); len(ids) != 2 || ids[0] != "c2" || ids[1] != "c4" {
		t.Fatalf("tie names %v", e.Details["cards"])
	}
	if got, err := venues.BestCard(cards[1:3], at(0, "10:00"), "TWO_D"); got != nil || err != nil {
		t.Fatalf("no card matches a Monday morning: %v (%v)", got, err)
	}
}

// An explicit price wins for its category; the categories left out come
// from the best card; a category neither gives is BAD_USER_INPUT; when
// every category is given no card is consulted, so a tie cannot stop it.
func TestPriceShow(t *testing.T) {
	layout := db.LayoutData{Categories: []db.LayoutCategory{{Code: "RECLINER", Name: "Recliner"}, {Code: "CLASSIC", Name: "Classic"}},
		Rows: []db.LayoutRow{{Label: "A", Cells: []db.LayoutCell{{Kind: db.KindSeat, Seat: "A1", Category: "RECLINER"},
			{Kind: db.KindSeat, Seat: "A2", Category: "CLASSIC"}}}}}
	card := db.PriceCard{ID: "c1", Name: "Standard", Prices: []db.CardPrice{{Category: "RECLINER", PricePaise: 40000}, {Category: "CLASSIC", PricePaise: 15000}}}
	tied := []db.PriceCard{card, {ID: "c2", Name: "Twin", Prices: card.Prices}}
	price := func(ps []db.ShowPrice, code string) int64 {
		for _, p := range ps {
			if p.Category == code {
				return p.PricePaise
			}
		}
		return -1
	}

	got, used, err := venues.PriceShow(layout, nil, []db.PriceCard{card}, at(0, "10:00"), "TWO_D")
	if err != nil || used == nil || used.ID != "c1" || price(got, "RECLINER") != 40000 || price(got, "CLASSIC") != 15000 {
		t.Fatalf("from the card: %v %v %v", got, used, err)
	}
	got, used, err = venues.PriceShow(layout, []venues.CategoryPrice{{Category: "classic", PricePaise: 9900}}, []db.PriceCard{card}, at(0, "10:00"), "TWO_D")
	if err != nil || used == nil || price(got, "CLASSIC") != 9900 || price(got, "RECLINER") != 40000 {
		t.Fatalf("explicit CLASSIC, RECLINER from the card: %v %v %v", got, used, err)
	}
	all := []venues.CategoryPrice{{Category: "RECLINER", PricePaise: 50000}, {Category: "CLASSIC", PricePaise: 20000}}
	got, used, err = venues.PriceShow(layout, all, tied, at(0, "10:00"), "TWO_D")
	if err != nil || used != nil || price(got, "RECLINER") != 50000 {
		t.Fatalf("every price given, despite a tie: %v %v %v", got, used, err)
	}
	if _, _, err := venues.PriceShow(layout, nil, tied, at(0, "10:00"), "TWO_D"); !apperr.Is(err, apperr.PriceCardTie) {
		t.Fatalf("no price and a tie: %v", err)
	}
	if _, _, err := venues.PriceShow(layout, nil, nil, at(0, "10:00"), "TWO_D"); !apperr.Is(err, apperr.BadInput) ||
		!strings.Contains(err.Error(), "RECLINER, CLASSIC") {
		t.Fatalf("no price and no card: %v", err)
	}
	half := db.PriceCard{ID: "c3", Name: "Recliners only", Prices: card.Prices[:1]}
	if _, _, err := venues.PriceShow(layout, nil, []db.PriceCard{half}, at(0, "10:00"), "TWO_D"); !apperr.Is(err, apperr.BadInput) ||
		!strings.Contains(err.Error(), `"Recliners only" has no price for seat category CLASSIC`) {
		t.Fatalf("a card without a category the layout needs: %v", err)
	}
}

// A version defaults to 2D in the movie's original language; a language
// given must be an ISO 639-1 code; a movie whose original language is no
// code (TMDB has some) is still schedulable, its shows stating none; a
// format the screen does not show is refused.
func TestCheckVersion(t *testing.T) {
	imax := &db.Screen{Name: "Audi 1", Formats: []string{"TWO_D", "IMAX_2D"}}
	plain := &db.Screen{Name: "Audi 2"}
	for _, c := range []struct {
		name   string
		in     venues.Version
		screen *db.Screen
		movie  *db.Movie
		want   venues.Version
		err    bool
	}{
		{"defaults", venues.Version{}, plain, &db.Movie{OriginalLanguage: "en"}, venues.Version{Format: "TWO_D", Language: "en"}, false},
		{"no original language", venues.Version{}, plain, &db.Movie{}, venues.Version{Format: "TWO_D"}, false},
		{"a language given", venues.Version{Format: "imax_2d", Language: " HI ", Subtitles: "En"}, imax, &db.Movie{OriginalLanguage: "en"},
			venues.Version{Format: "IMAX_2D", Language: "hi", Subtitles: "en"}, false},
		{"a language name", venues.Version{Language: "hindi"}, plain, &db.Movie{}, venues.Version{}, true},
		{"a bad subtitle", venues.Version{Subtitles: "e1"}, plain, &db.Movie{OriginalLanguage: "en"}, venues.Version{}, true},
		{"IMAX on a 2D screen", venues.Version{Format: "IMAX_2D"}, plain, &db.Movie{}, venues.Version{}, true},
		{"no such format", venues.Version{Format: "SIX_D"}, imax, &db.Movie{}, venues.Version{}, true},
	} {
		got, err := venues.CheckVersion(c.in, c.screen, c.movie)
		if (err != nil) != c.err || (!c.err && got != c.want) {
			t.Errorf("%s: %+v, %v", c.name, got, err)
		}
		if c.err && !apperr.Is(err, apperr.BadInput) {
			t.Errorf("%s: %v, want BAD_USER_INPUT", c.name, err)
		}
	}
}

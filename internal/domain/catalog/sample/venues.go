package sample

import (
	"fmt"

	"marquee/db"
)

// Venue is a sample cinema with its screens. Ids are fixed so seeding
// on every start (and on several replicas) stores each once.
type Venue struct {
	Cinema  db.Cinema
	Screens []VenueScreen
	// Cards are the cinema's two price cards: weekday and weekend, or
	// morning and prime time. Together they cover every show, so the
	// sample programme is priced by them.
	Cards []db.PriceCard
}

// VenueScreen is a sample screen, its layout and how its seat prices
// relate to a show's base price: each category costs base + Extra[code].
type VenueScreen struct {
	ID, LayoutID, Name string
	Layout             db.LayoutData
	Extra              map[string]int64 // paise
	// Premium screens get evening shows (18:00 or later) from tomorrow
	// on: a movie's soonest show, the one a visitor meets first, is
	// always on a screen whose layout has every seat A1–J9.
	Premium bool
	// Formats are what the screen projects; none is 2D alone.
	Formats []string
}

func sampleID(n int) string { return fmt.Sprintf("00000000-0000-4000-8000-%012x", 0x5a0000+n) }

// Venues lists the sample cinemas and screens. The default cinema exists
// already (the migration creates it); the sample adds a Dolby screen to it
// and leaves its Screen 1 to addShows, so the admin's QuickShow form never
// meets a sample show. Beyond it: a large screen in Mumbai with three
// categories, a centre aisle, wheelchair and companion spaces and blocked
// seats; a small premium screen in Bengaluru; and a second Mumbai cinema.
func Venues() []Venue {
	return []Venue{
		{Cinema: db.Cinema{ID: db.DefaultCinemaID},
			Screens: []VenueScreen{
				{ID: sampleID(10), LayoutID: sampleID(20), Name: "Dolby Screen", Layout: db.QuickShowLayout(),
					Extra: map[string]int64{db.DefaultCategory: 1000}, Formats: []string{"TWO_D", "THREE_D", "DOLBY_CINEMA"}},
			},
			// Screen 1's addShows gives its one price explicitly, so these
			// price only the shows scheduled here without prices.
			Cards: weekCards(30, db.DefaultCinemaID, map[string]int64{db.DefaultCategory: 7000}, 1500)},
		{Cinema: db.Cinema{ID: sampleID(1), Name: "Marquee Grand", City: "Mumbai",
			Address: "Phoenix Palladium, Lower Parel, Mumbai", TimeZone: "Asia/Kolkata", CleaningBufferMinutes: 20},
			Screens: []VenueScreen{
				{ID: sampleID(11), LayoutID: sampleID(21), Name: "Audi 1 — Grand", Layout: GrandLayout(),
					Extra: map[string]int64{"CLASSIC": 0, "PRIME": 6000, "RECLINER": 25000}, Formats: []string{"TWO_D", "IMAX_2D", "IMAX_3D"}},
				{ID: sampleID(12), LayoutID: sampleID(22), Name: "Audi 2", Layout: db.QuickShowLayout(),
					Extra: map[string]int64{db.DefaultCategory: 2000}},
			},
			Cards: dayCards(32, sampleID(1), map[string]int64{"CLASSIC": 6000, "PRIME": 12000, "RECLINER": 31000, db.DefaultCategory: 8000}, 1000)},
		{Cinema: db.Cinema{ID: sampleID(2), Name: "Marquee Lux", City: "Bengaluru",
			Address: "UB City, Vittal Mallya Road, Bengaluru", TimeZone: "Asia/Kolkata", CleaningBufferMinutes: 30},
			Screens: []VenueScreen{
				{ID: sampleID(13), LayoutID: sampleID(23), Name: "Lux 1", Layout: LuxLayout(),
					Extra: map[string]int64{"LUXE": 35000}, Premium: true},
			},
			Cards: dayCards(34, sampleID(2), map[string]int64{"LUXE": 42000}, 4000)},
		{Cinema: db.Cinema{ID: sampleID(3), Name: "Marquee Juhu", City: "Mumbai",
			Address: "Juhu Tara Road, Mumbai", TimeZone: "Asia/Kolkata", CleaningBufferMinutes: 20},
			Screens: []VenueScreen{
				{ID: sampleID(14), LayoutID: sampleID(24), Name: "Screen 1", Layout: db.QuickShowLayout(),
					Extra: map[string]int64{db.DefaultCategory: 0}},
				{ID: sampleID(15), LayoutID: sampleID(25), Name: "Screen 2 — Gold", Layout: GoldLayout(),
					Extra: map[string]int64{"CLASSIC": 0, "GOLD": 8000}, Formats: []string{"TWO_D", "THREE_D"}},
			},
			Cards: weekCards(36, sampleID(3), map[string]int64{db.DefaultCategory: 6000, "CLASSIC": 6000, "GOLD": 14000}, 1200)},
	}
}

// weekCards are a cinema's Weekday (Monday to Friday) and Weekend cards:
// the weekend costs extra more per seat. Cards have fixed ids (n, n+1).
func weekCards(n int, cinemaID string, weekday map[string]int64, extra int64) []db.PriceCard {
	return []db.PriceCard{
		card(n, cinemaID, "Weekday", []int{1, 2, 3, 4, 5}, nil, nil, weekday, 0),
		card(n+1, cinemaID, "Weekend", []int{6, 7}, nil, nil, weekday, extra),
	}
}

// dayCards are a cinema's Morning (before 12:00) and Prime (from 12:00)
// cards, every day: prime time costs extra more per seat.
func dayCards(n int, cinemaID string, prime map[string]int64, cheaper int64) []db.PriceCard {
	noon := 12 * 60
	return []db.PriceCard{
		card(n, cinemaID, "Morning", nil, nil, &noon, prime, -cheaper),
		card(n+1, cinemaID, "Prime", nil, &noon, nil, prime, 0),
	}
}

func card(n int, cinemaID, name string, days []int, from, to *int, base map[string]int64, delta int64) db.PriceCard {
	c := db.PriceCard{ID: sampleID(n), CinemaID: cinemaID, Name: name, Days: days, FromMinute: from, ToMinute: to,
		Formats: []string{}, Priority: 10}
	if c.Days == nil {
		c.Days = []int{}
	}
	for _, code := range []string{"RECLINER", "LUXE", "GOLD", "PRIME", "CLASSIC", db.DefaultCategory} {
		if p, ok := base[code]; ok {
			c.Prices = append(c.Prices, db.CardPrice{Category: code, PricePaise: p + delta})
		}
	}
	return c
}

// GrandLayout is a 264-seat screen: CLASSIC rows A–F at the front, PRIME
// G–K, RECLINER L–M at the back; 22 seats a row (12 recliners) split by a
// centre aisle (a GAP); wheelchair spaces with companion seats at both ends
// of row A; two blocked seats in row H (a pillar). Every label A1–J9
// exists and is bookable.
func GrandLayout() db.LayoutData {
	l := db.LayoutData{Categories: []db.LayoutCategory{
		{Code: "RECLINER", Name: "Recliner"}, {Code: "PRIME", Name: "Prime"}, {Code: "CLASSIC", Name: "Classic"}}}
	add := func(label, cat string, seats int, kind func(n int) string) {
		row := db.LayoutRow{Label: label}
		for n := 1; n <= seats; n++ {
			if n == seats/2+1 {
				row.Cells = append(row.Cells, db.LayoutCell{Kind: db.KindGap})
			}
			k := db.KindSeat
			if kind != nil {
				k = kind(n)
			}
			row.Cells = append(row.Cells, db.LayoutCell{Kind: k, Seat: fmt.Sprintf("%s%d", label, n), Category: cat})
		}
		l.Rows = append(l.Rows, row)
	}
	for _, r := range "ABCDEFGHIJK" {
		var kind func(int) string
		switch r {
		case 'A':
			kind = func(n int) string {
				switch n {
				case 1, 22:
					return db.KindWheelchair
				case 2, 21:
					return db.KindCompanion
				}
				return db.KindSeat
			}
		case 'H':
			kind = func(n int) string {
				if n == 11 || n == 12 {
					return db.KindBlocked
				}
				return db.KindSeat
			}
		}
		cat := "CLASSIC"
		if r >= 'G' {
			cat = "PRIME"
		}
		add(string(r), cat, 22, kind)
	}
	for _, r := range "LM" {
		add(string(r), "RECLINER", 12, nil)
	}
	return l
}

// GoldLayout is the 10×9 grid with its back three rows (H–J) sold as GOLD.
func GoldLayout() db.LayoutData {
	l := db.QuickShowLayout()
	l.Categories = []db.LayoutCategory{{Code: "GOLD", Name: "Gold"}, {Code: "CLASSIC", Name: "Classic"}}
	for i := range l.Rows {
		cat := "CLASSIC"
		if l.Rows[i].Label >= "H" {
			cat = "GOLD"
		}
		for j := range l.Rows[i].Cells {
			l.Rows[i].Cells[j].Category = cat
		}
	}
	return l
}

// LuxLayout is a small premium screen: four rows of eight recliners in
// pairs.
func LuxLayout() db.LayoutData {
	l := db.LayoutData{Categories: []db.LayoutCategory{{Code: "LUXE", Name: "Luxe Recliner"}}}
	for _, r := range "ABCD" {
		row := db.LayoutRow{Label: string(r)}
		for n := 1; n <= 8; n++ {
			row.Cells = append(row.Cells, db.LayoutCell{Kind: db.KindSeat, Seat: fmt.Sprintf("%c%d", r, n), Category: "LUXE"})
			if n%2 == 0 && n < 8 {
				row.Cells = append(row.Cells, db.LayoutCell{Kind: db.KindGap})
			}
		}
		l.Rows = append(l.Rows, row)
	}
	return l
}

package sample

import "marquee/db"

// MenuItems is every sample cinema's menu: popcorn, a drink and two
// combos, with the GST rate each carries (5% for food served at the
// counter, 18% for the bottled drink). The couple combo has a daily stock,
// so the sample shows "only N left" too. Ids are fixed per cinema.
func MenuItems() []db.MenuItem {
	stock := 40
	var out []db.MenuItem
	for i, v := range Venues() {
		id := func(k int) string { return sampleID(0x100 + i*0x10 + k) }
		c := v.Cinema.ID
		out = append(out,
			db.MenuItem{ID: id(0), CinemaID: c, Name: "Large salted popcorn", Description: "Freshly popped, a tub for two.",
				Category: "popcorn", PricePaise: 34000, GSTRatePercent: 5, Available: true, Position: 0},
			db.MenuItem{ID: id(1), CinemaID: c, Name: "Caramel popcorn", Description: "Regular tub, glazed with butter caramel.",
				Category: "popcorn", PricePaise: 29000, GSTRatePercent: 5, Available: true, Position: 1},
			db.MenuItem{ID: id(2), CinemaID: c, Name: "Cola", Description: "600 ml bottle, chilled.",
				Category: "drinks", PricePaise: 15000, GSTRatePercent: 18, Available: true, Position: 2},
			db.MenuItem{ID: id(3), CinemaID: c, Name: "Popcorn + Cola combo", Description: "Large salted popcorn and a cola.",
				Category: "combos", PricePaise: 44000, GSTRatePercent: 5, Available: true, Position: 3},
			db.MenuItem{ID: id(4), CinemaID: c, Name: "Couple combo", Description: "Two large popcorns, two colas and nachos.",
				Category: "combos", PricePaise: 89000, GSTRatePercent: 5, Available: true, StockPerDay: &stock, Position: 4},
		)
	}
	return out
}

// Offers are the sample's two offers: a code (₹50 off tickets for two or
// more, once per customer, 1000 in all) and an automatic one (Tuesdays at
// Marquee Juhu, 20% off tickets up to ₹200: one cinema, so the prices the
// other sample cinemas show do not change with the day of the week).
func Offers() []db.Offer {
	code, key := "MARQUEE50", "MARQUEE50"
	total := 1000
	mostOff := int64(20000)
	return []db.Offer{
		{ID: sampleID(0x200), Code: &code, CodeKey: &key, Title: "₹50 off two or more tickets", Kind: db.OfferFlatPaise,
			Value: 5000, AppliesTo: db.ScopeTickets, MinTickets: 2, MaxRedemptions: &total, MaxPerUser: 1,
			CinemaIDs: []string{}, Formats: []string{}, Weekdays: []string{}},
		{ID: sampleID(0x201), Title: "Tuesday: 20% off tickets", Kind: db.OfferPercent, Value: 20, AppliesTo: db.ScopeTickets,
			CapPaise: &mostOff, MinTickets: 1, CinemaIDs: []string{sampleID(3)}, Formats: []string{}, Weekdays: []string{"TUESDAY"}},
	}
}

package booking

import (
	"fmt"
	"sort"

	"marquee/db"
)

// Breakdown is what a booking costs: the seat prices (GST included, as
// Indian cinemas show them), the booking fees before GST, all the GST
// inside (the tickets' and the fees'), and the total charged.
type Breakdown struct {
	TicketsPaise  int64
	FoodPaise     int64
	DiscountPaise int64
	FeePaise      int64
	TaxPaise      int64
	TotalPaise    int64
	// Lines are the invoice's lines; their amounts add up to TotalPaise
	// and their taxes to TaxPaise.
	Lines []PriceLine
	// Offer is the offer that took DiscountPaise off; nil for none.
	Offer *db.Offer
}

// Kinds of price lines.
const (
	LineTickets  = "TICKETS"
	LineFood     = "FOOD"
	LineDiscount = "DISCOUNT"
	LineFee      = "FEE"
)

// PriceLine is one line of a breakdown: what it adds to the total, GST
// included, and the GST inside. DiscountSharePaise is the part of the
// discount taken off this line (0 on the discount line itself): what a
// payment page that cannot show a negative line charges for it is
// AmountPaise - DiscountSharePaise.
type PriceLine struct {
	Kind               string
	Label              string
	AmountPaise        int64
	GSTRatePercent     *int
	TaxPaise           int64
	DiscountSharePaise int64
}

// GST rates on cinema tickets: 12% for a ticket up to ₹100, 18% above;
// 18% on the booking fee (a convenience service).
const (
	lowTicketRate  = 12
	highTicketRate = 18
	lowRateCeiling = 10000 // paise
	feeRate        = 18
)

// ticketRate is the GST rate of a ticket of GST-inclusive price.
func ticketRate(pricePaise int64) int {
	if pricePaise > lowRateCeiling {
		return highTicketRate
	}
	return lowTicketRate
}

// GSTInside is the GST contained in a GST-inclusive ticket price,
// rounded to the nearest paisa: price × rate / (100 + rate).
func GSTInside(pricePaise int64) int64 { return inside(pricePaise, ticketRate(pricePaise)) }

// inside is the GST in a GST-inclusive amount at rate, to the nearest paisa.
func inside(amountPaise int64, rate int) int64 {
	return roundDiv(amountPaise*int64(rate), int64(100+rate))
}

// Order is everything a booking's price is made of: the seats as sold,
// the food as sold, the booking fee per ticket, and the discount an offer
// gives (already worked out by concessions.Discount, with the offer's
// scope and title).
type Order struct {
	Seats        []db.SeatLine
	Food         []db.OrderLine
	FeePerTicket int64
	Offer        *db.Offer
	// DiscountPaise is what Offer takes off (0 without one).
	DiscountPaise int64
}

// PriceOrder is the one place a booking's money is worked out: quote,
// createBooking, the payment page's line items, the e-mail and refunds
// all read its breakdown.
//
// Lines: one per seat category and price (the tickets' GST summed per
// ticket, as ever), one per food item, the discount, and the booking fee
// with its GST. The discount reduces the taxable value of the lines it
// applies to: it is spread over them in proportion to their amounts (the
// paise left over by rounding down go to the largest remainders, ties to
// the earlier line), each line's GST is worked out again on what is left
// of it, and the discount line carries the difference, so the lines'
// amounts add up to the total and their taxes to the tax.
func PriceOrder(o Order) Breakdown {
	var b Breakdown
	type group struct {
		name  string
		price int64
		n     int64
	}
	var groups []*group
	for _, s := range o.Seats {
		var g *group
		for _, x := range groups {
			if x.name == s.CategoryName && x.price == s.PricePaise {
				g = x
			}
		}
		if g == nil {
			g = &group{name: s.CategoryName, price: s.PricePaise}
			groups = append(groups, g)
		}
		g.n++
	}
	for _, g := range groups {
		rate := ticketRate(g.price)
		amount := g.price * g.n
		b.TicketsPaise += amount
		b.Lines = append(b.Lines, PriceLine{Kind: LineTickets, Label: fmt.Sprintf("%s × %d", g.name, g.n),
			AmountPaise: amount, GSTRatePercent: &rate, TaxPaise: GSTInside(g.price) * g.n})
	}
	for _, f := range o.Food {
		rate := f.GSTRatePercent
		b.FoodPaise += f.AmountPaise
		b.Lines = append(b.Lines, PriceLine{Kind: LineFood, Label: fmt.Sprintf("%d × %s", f.Quantity, f.Name),
			AmountPaise: f.AmountPaise, GSTRatePercent: &rate, TaxPaise: inside(f.AmountPaise, rate)})
	}
	if o.Offer != nil && o.DiscountPaise > 0 {
		b.Offer = o.Offer
		b.DiscountPaise = o.DiscountPaise
		b.Lines = append(b.Lines, discountLine(b.Lines, o.Offer, o.DiscountPaise))
	}
	b.FeePaise = o.FeePerTicket * int64(len(o.Seats))
	feeTax := roundDiv(b.FeePaise*feeRate, 100)
	if b.FeePaise > 0 {
		rate := feeRate
		b.Lines = append(b.Lines, PriceLine{Kind: LineFee, Label: "Booking fee", AmountPaise: b.FeePaise + feeTax,
			GSTRatePercent: &rate, TaxPaise: feeTax})
	}
	for _, l := range b.Lines {
		b.TaxPaise += l.TaxPaise
		b.TotalPaise += l.AmountPaise
	}
	return b
}

// StoredOrder is the Order booking b was priced from: its seats as sold,
// food (its order lines), fee per ticket and the discount of offer (nil
// for none), as they were stored when it was made.
func StoredOrder(b *db.Booking, food []db.OrderLine, offer *db.Offer) Order {
	o := Order{Seats: b.SeatLines, Food: food, DiscountPaise: b.DiscountPaise, Offer: offer}
	if n := len(b.Seats); n > 0 {
		o.FeePerTicket = b.FeePaise / int64(n)
	}
	return o
}

// TicketTakings is the tickets' part of a breakdown: what was paid for
// them (less their share of a discount) and the GST inside it. A ticket
// line the discount reached has its GST worked out again on what is left
// of it, as the discount line's GST says, so the tickets', the food's and
// the fee's GST add up to the booking's.
func (b Breakdown) TicketTakings() (grossPaise, taxPaise int64) {
	for _, l := range b.Lines {
		if l.Kind != LineTickets {
			continue
		}
		grossPaise += l.AmountPaise - l.DiscountSharePaise
		if l.DiscountSharePaise == 0 {
			taxPaise += l.TaxPaise
		} else {
			taxPaise += inside(l.AmountPaise-l.DiscountSharePaise, *l.GSTRatePercent)
		}
	}
	return grossPaise, taxPaise
}

// discountLine spreads discount over the lines offer applies to (setting
// their DiscountSharePaise) and returns the discount's own line.
func discountLine(lines []PriceLine, offer *db.Offer, discount int64) PriceLine {
	var in []int
	var base int64
	for i, l := range lines {
		if offer.AppliesTo == db.ScopeAll || (offer.AppliesTo == db.ScopeTickets) == (l.Kind == LineTickets) {
			in = append(in, i)
			base += l.AmountPaise
		}
	}
	label := "Offer: " + offer.Title
	if offer.Code != nil {
		label = "Offer " + *offer.Code + ": " + offer.Title
	}
	line := PriceLine{Kind: LineDiscount, Label: label, AmountPaise: -discount}
	if base == 0 {
		return line
	}
	given := int64(0)
	rem := make([]int64, len(in))
	for k, i := range in {
		share := discount * lines[i].AmountPaise / base
		rem[k] = discount * lines[i].AmountPaise % base
		lines[i].DiscountSharePaise = share
		given += share
	}
	order := make([]int, len(in))
	for k := range order {
		order[k] = k
	}
	sort.SliceStable(order, func(a, b int) bool { return rem[order[a]] > rem[order[b]] })
	for k := 0; given < discount; k++ {
		lines[in[order[k%len(order)]]].DiscountSharePaise++
		given++
	}
	var rate *int
	mixed := false
	for _, i := range in {
		l := lines[i]
		if l.DiscountSharePaise == 0 {
			continue
		}
		line.TaxPaise += inside(l.AmountPaise-l.DiscountSharePaise, *l.GSTRatePercent) - l.TaxPaise
		if rate != nil && *rate != *l.GSTRatePercent {
			mixed = true
		}
		rate = l.GSTRatePercent
	}
	if !mixed && rate != nil {
		r := *rate
		line.GSTRatePercent = &r
	}
	return line
}

// roundDiv divides non-negative n by d, rounding halves up.
func roundDiv(n, d int64) int64 { return (2*n + d) / (2 * d) }

package booking

import "marquee/db"

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

// GSTInside is the GST contained in a GST-inclusive ticket price,
// rounded to the nearest paisa: price × rate / (100 + rate).
func GSTInside(pricePaise int64) int64 {
	rate := int64(lowTicketRate)
	if pricePaise > lowRateCeiling {
		rate = highTicketRate
	}
	return roundDiv(pricePaise*rate, 100+rate)
}

// Price adds up a booking: each seat's category price, a fee per ticket
// and 18% GST on the fees.
func Price(seatPrices []int64, feePerTicket int64) Breakdown {
	var b Breakdown
	for _, p := range seatPrices {
		b.TicketsPaise += p
		b.TaxPaise += GSTInside(p)
	}
	b.FeePaise = feePerTicket * int64(len(seatPrices))
	feeTax := roundDiv(b.FeePaise*feeRate, 100)
	b.TaxPaise += feeTax
	b.TotalPaise = b.TicketsPaise + b.FeePaise + feeTax
	return b
}

// roundDiv divides non-negative n by d, rounding halves up.
func roundDiv(n, d int64) int64 { return (2*n + d) / (2 * d) }

package resolvers

import (
	"marquee/internal/adapters/graphql/graph"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/concessions"
)

// foodRequest is an order as the booking service takes it.
func foodRequest(in []graph.OrderLineInput) []booking.FoodRequest {
	out := make([]booking.FoodRequest, len(in))
	for i, l := range in {
		out[i] = booking.FoodRequest{ItemID: l.ItemID, Quantity: l.Quantity}
	}
	return out
}

func menuItemInput(in graph.MenuItemInput) concessions.MenuItemInput {
	out := concessions.MenuItemInput{Name: in.Name, Category: in.Category, PricePaise: int64(in.PricePaise),
		GSTRatePercent: in.GstRatePercent, Available: in.Available, StockPerDay: in.StockPerDay}
	if in.ID != nil {
		out.ID = *in.ID
	}
	if in.Description != nil {
		out.Description = *in.Description
	}
	if in.ImageURL != nil {
		out.ImageURL = *in.ImageURL
	}
	return out
}

func offerInput(in graph.OfferInput) concessions.OfferInput {
	out := concessions.OfferInput{Title: in.Title, Kind: in.Kind, Value: int64(in.Value), AppliesTo: in.AppliesTo,
		StartsAt: in.StartsAt, EndsAt: in.EndsAt, MaxRedemptions: in.MaxRedemptions, MaxPerUser: in.MaxPerUser,
		CinemaIDs: in.CinemaIds, Formats: in.Formats, Weekdays: in.Weekdays}
	if in.Code != nil {
		out.Code = *in.Code
	}
	if in.CapPaise != nil {
		c := int64(*in.CapPaise)
		out.CapPaise = &c
	}
	if in.MinTickets != nil {
		out.MinTickets = *in.MinTickets
	}
	return out
}

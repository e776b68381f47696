package resolvers

import (
	"marquee/internal/admin"
	"marquee/internal/booking"
	"marquee/internal/catalog"
	"marquee/internal/cinema"
	"marquee/internal/live"
	"marquee/internal/users"
	"marquee/internal/venues"
)

// Resolver holds the services; resolvers read the caller from the context,
// call one service and return.
type Resolver struct {
	Programme *cinema.Service
	Users     *users.Service
	Bookings  *booking.Service
	Admin     *admin.Service
	// Venues serves cinemas, screens and layouts.
	Venues *venues.Service
	Images catalog.Images
	// Live serves seatsChanged subscriptions.
	Live *live.Broker
}

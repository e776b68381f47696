package resolvers

import (
	"marquee/internal/booking"
	"marquee/internal/catalog"
	"marquee/internal/cinema"
	"marquee/internal/users"
)

// Resolver holds the services; resolvers read the caller from the context,
// call one service and return.
type Resolver struct {
	Cinema   *cinema.Service
	Users    *users.Service
	Bookings *booking.Service
	Images   catalog.Images
}

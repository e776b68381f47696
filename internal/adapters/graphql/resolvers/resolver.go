package resolvers

import (
	"marquee/internal/domain/admin"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/boxoffice"
	"marquee/internal/domain/catalog"
	"marquee/internal/domain/concessions"
	"marquee/internal/domain/live"
	"marquee/internal/domain/mail"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/reports"
	"marquee/internal/domain/reviews"
	"marquee/internal/domain/users"
	"marquee/internal/domain/venues"
	"marquee/internal/domain/waitingroom"
)

// Resolver holds the services; resolvers read the caller from the context,
// call one service and return.
type Resolver struct {
	Programme *programme.Service
	Users     *users.Service
	Bookings  *booking.Service
	Admin     *admin.Service
	// Venues serves cinemas, screens and layouts.
	Venues *venues.Service
	Images catalog.Images
	// Live serves seatsChanged subscriptions.
	Live *live.Broker
	// Mail serves the admin's outbox.
	Mail *mail.Outbox
	// Concessions serves menus and offers.
	Concessions *concessions.Service
	// Reports serves sales, occupancy and settlement; Audit the trail.
	Reports *reports.Service
	Audit   *audit.Service
	// BoxOffice serves tills and counter sales.
	BoxOffice *boxoffice.Service
	// Reviews serves verified reviews.
	Reviews *reviews.Service
	// Rooms serves the on-sale waiting rooms.
	Rooms *waitingroom.Service
}

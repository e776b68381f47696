package resolvers

import (
	"context"

	"marquee/db"
	"marquee/internal/domain/venues"
)

// venues is the venue service; resolvers built without one (benchmarks,
// narrow tests) get one over the programme's database.
func (r *Resolver) venues() *venues.Service {
	if r.Venues != nil {
		return r.Venues
	}
	return &venues.Service{DB: r.Programme.DB, TZ: r.Programme.TZ, Clock: r.Programme.Clock}
}

// screenOf is a show's screen: the one loaded with it, or read by id.
func (r *Resolver) screenOf(ctx context.Context, sh *db.Show) (*db.Screen, error) {
	if sh.Screen != nil {
		return sh.Screen, nil
	}
	return r.venues().Screen(ctx, sh.ScreenID)
}

// layoutOf is a screen's current layout: the one loaded with it, or read
// by id.
func (r *Resolver) layoutOf(ctx context.Context, sc *db.Screen) (*db.SeatLayout, error) {
	if sc.Layout != nil {
		return sc.Layout, nil
	}
	return r.venues().Layout(ctx, sc.LayoutID)
}

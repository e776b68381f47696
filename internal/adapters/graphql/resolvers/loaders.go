package resolvers

import (
	"context"
	"sync"

	"github.com/99designs/gqlgen/graphql"

	"marquee/db"
	"marquee/internal/domain/programme"
)

// opCache holds data fetched once per GraphQL operation so that list
// fields (a movie's show-times, whether it is a favourite) cost one query
// per operation instead of one per movie.
type opCache struct {
	mu sync.Mutex
	// listed are the movies a list field returned in this operation; the
	// first show-times lookup for any of them loads them all at once.
	listed    []int64
	showTimes map[int64][]programme.ShowDate

	favOnce sync.Once
	favs    map[int64]bool
	favErr  error

	// versions are the listed movies' versions, loaded together as
	// showTimes are; cards the price cards read, by id (a cinema has few).
	versions map[int64][]db.ShowVersion
	cards    map[string]*db.PriceCard

	// reviews are the listed movies' verified reviews (reviews_loaders.go).
	reviews reviewCache
	// shows are the listed show times' free seats and waitlists
	// (showtime_loaders.go).
	shows showTimeCache
	// withFood are the bookings with food a list field returned; the
	// first Booking.food asked of any of them loads all their lines.
	withFood []string
	food     map[string][]db.OrderLine
}

type opCacheKey struct{}

// WithOperationCache is a gqlgen operation interceptor installing a fresh
// cache for every operation (HTTP and websocket alike).
func WithOperationCache(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	return next(context.WithValue(ctx, opCacheKey{}, &opCache{}))
}

func cacheFrom(ctx context.Context) *opCache {
	if c, ok := ctx.Value(opCacheKey{}).(*opCache); ok {
		return c
	}
	// Outside an operation (unit tests calling resolvers directly) each
	// call simply gets its own cache.
	return &opCache{}
}

// listMovies records the movies a list field returned, so their
// show-times are fetched together if asked for.
func listMovies(ctx context.Context, movies []db.Movie) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, m := range movies {
		c.listed = append(c.listed, m.ID)
	}
}

func (r *Resolver) showTimesOf(ctx context.Context, movieID int64) ([]programme.ShowDate, error) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.showTimes == nil {
		c.showTimes = map[int64][]programme.ShowDate{}
	}
	if dates, ok := c.showTimes[movieID]; ok {
		return dates, nil
	}
	// Load this movie and every listed movie not loaded yet, in one query.
	ids := []int64{movieID}
	for _, id := range c.listed {
		if _, ok := c.showTimes[id]; !ok && id != movieID {
			ids = append(ids, id)
		}
	}
	got, err := r.Programme.ShowTimesByMovie(ctx, ids...)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		dates := got[id]
		if dates == nil {
			dates = []programme.ShowDate{}
		}
		c.showTimes[id] = dates
	}
	return c.showTimes[movieID], nil
}

func (r *Resolver) isFavourite(ctx context.Context, movieID int64) (bool, error) {
	c := cacheFrom(ctx)
	c.favOnce.Do(func() {
		c.favs, c.favErr = r.Users.FavouriteSet(ctx)
	})
	return c.favs[movieID], c.favErr
}

// versionsOf is a movie's versions, loaded with those of every movie
// listed in the operation in one query.
func (r *Resolver) versionsOf(ctx context.Context, movieID int64) ([]db.ShowVersion, error) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.versions == nil {
		c.versions = map[int64][]db.ShowVersion{}
	}
	if v, ok := c.versions[movieID]; ok {
		return v, nil
	}
	ids := []int64{movieID}
	for _, id := range c.listed {
		if _, ok := c.versions[id]; !ok && id != movieID {
			ids = append(ids, id)
		}
	}
	got, err := r.Programme.Versions(ctx, ids)
	if err != nil {
		return nil, err
	}
	for _, id := range ids {
		v := got[id]
		if v == nil {
			v = []db.ShowVersion{}
		}
		c.versions[id] = v
	}
	return c.versions[movieID], nil
}

// priceCardOf is a price card by id, read once per operation: a list of
// shows names few cards.
func (r *Resolver) priceCardOf(ctx context.Context, id string) (*db.PriceCard, error) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	if card, ok := c.cards[id]; ok {
		return card, nil
	}
	card, err := r.venues().PriceCard(ctx, id)
	if err != nil {
		return nil, err
	}
	if c.cards == nil {
		c.cards = map[string]*db.PriceCard{}
	}
	c.cards[id] = card
	return card, nil
}

// listBookings records the bookings with food a list field returned, so
// their order lines are read together if Booking.food is asked for.
func listBookings(ctx context.Context, bookings []db.Booking) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, b := range bookings {
		if b.FoodPaise != 0 {
			c.withFood = append(c.withFood, b.ID)
		}
	}
}

// foodOf is a booking's order lines, read with those of every booking with
// food listed in the operation in one query; a booking without food costs
// none.
func (r *Resolver) foodOf(ctx context.Context, b *db.Booking) ([]db.OrderLine, error) {
	if b.FoodPaise == 0 {
		return []db.OrderLine{}, nil
	}
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	if lines, ok := c.food[b.ID]; ok {
		return lines, nil
	}
	ids := []string{b.ID}
	for _, id := range c.withFood {
		if _, ok := c.food[id]; !ok && id != b.ID {
			ids = append(ids, id)
		}
	}
	got, err := r.Bookings.FoodOf(ctx, ids)
	if err != nil {
		return nil, err
	}
	if c.food == nil {
		c.food = map[string][]db.OrderLine{}
	}
	for _, id := range ids {
		c.food[id] = got[id]
	}
	return c.food[b.ID], nil
}

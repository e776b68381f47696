package resolvers

import (
	"context"
	"sync"

	"github.com/99designs/gqlgen/graphql"

	"marquee/internal/cinema"
)

// opCache holds data fetched once per GraphQL operation so that list
// fields (a movie's show-times, whether it is a favourite) cost one query
// per operation instead of one per movie.
type opCache struct {
	showTimesOnce sync.Once
	showTimes     map[int64][]cinema.ShowDate
	showTimesErr  error

	favOnce sync.Once
	favs    map[int64]bool
	favErr  error
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

func (r *Resolver) showTimesOf(ctx context.Context, movieID int64) ([]cinema.ShowDate, error) {
	c := cacheFrom(ctx)
	c.showTimesOnce.Do(func() {
		c.showTimes, c.showTimesErr = r.Cinema.ShowTimesByMovie(ctx)
	})
	if c.showTimesErr != nil {
		return nil, c.showTimesErr
	}
	dates := c.showTimes[movieID]
	if dates == nil {
		dates = []cinema.ShowDate{}
	}
	return dates, nil
}

func (r *Resolver) isFavourite(ctx context.Context, movieID int64) (bool, error) {
	c := cacheFrom(ctx)
	c.favOnce.Do(func() {
		c.favs, c.favErr = r.Users.FavouriteSet(ctx)
	})
	return c.favs[movieID], c.favErr
}

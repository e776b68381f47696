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

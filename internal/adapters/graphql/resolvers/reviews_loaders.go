package resolvers

import (
	"context"

	"marquee/db"
	"marquee/internal/domain/reviews"
)

// reviewCache holds, per operation, what the Movie fields of verified
// reviews read, by movie: a list of movies asking for them costs one
// query per field, not one per movie.
type reviewCache struct {
	stats map[int64]db.ReviewStats
	// pages by (limit, offset), as a list may ask for several.
	pages map[[2]int]map[int64][]reviews.Review
	mine  map[int64]*reviews.Review
	can   map[int64]bool
}

// batched answers movieID from the map the cache's pick chooses, loading
// it first together with every movie listed in the operation not loaded
// yet, in one call of load.
func batched[V any](ctx context.Context, movieID int64, pick func(*reviewCache) *map[int64]V,
	load func([]int64) (map[int64]V, error)) (V, error) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	m := pick(&c.reviews)
	if *m == nil {
		*m = map[int64]V{}
	}
	if v, ok := (*m)[movieID]; ok {
		return v, nil
	}
	ids := []int64{movieID}
	for _, id := range c.listed {
		if _, ok := (*m)[id]; !ok && id != movieID {
			ids = append(ids, id)
		}
	}
	got, err := load(ids)
	if err != nil {
		var zero V
		return zero, err
	}
	for _, id := range ids {
		(*m)[id] = got[id]
	}
	return (*m)[movieID], nil
}

func (r *Resolver) reviewStatsOf(ctx context.Context, movieID int64) (db.ReviewStats, error) {
	return batched(ctx, movieID, func(c *reviewCache) *map[int64]db.ReviewStats { return &c.stats },
		func(ids []int64) (map[int64]db.ReviewStats, error) { return r.Reviews.Stats(ctx, ids) })
}

func (r *Resolver) reviewsOf(ctx context.Context, movieID int64, limit, offset *int) ([]reviews.Review, error) {
	page := [2]int{db.DefaultReviews, 0}
	if limit != nil {
		page[0] = *limit
	}
	if offset != nil {
		page[1] = *offset
	}
	if err := reviews.CheckPage(page[0], page[1]); err != nil {
		return nil, err
	}
	list, err := batched(ctx, movieID, func(c *reviewCache) *map[int64][]reviews.Review {
		if c.pages == nil {
			c.pages = map[[2]int]map[int64][]reviews.Review{}
		}
		m := c.pages[page]
		if m == nil {
			m = map[int64][]reviews.Review{}
			c.pages[page] = m
		}
		return &m
	}, func(ids []int64) (map[int64][]reviews.Review, error) {
		return r.Reviews.Visible(ctx, ids, page[0], page[1])
	})
	if list == nil {
		list = []reviews.Review{}
	}
	return list, err
}

func (r *Resolver) myReviewOf(ctx context.Context, movieID int64) (*reviews.Review, error) {
	return batched(ctx, movieID, func(c *reviewCache) *map[int64]*reviews.Review { return &c.mine },
		func(ids []int64) (map[int64]*reviews.Review, error) {
			got, err := r.Reviews.Mine(ctx, ids)
			out := make(map[int64]*reviews.Review, len(got))
			for id, v := range got {
				out[id] = &v
			}
			return out, err
		})
}

func (r *Resolver) canReview(ctx context.Context, movieID int64) (bool, error) {
	return batched(ctx, movieID, func(c *reviewCache) *map[int64]bool { return &c.can },
		func(ids []int64) (map[int64]bool, error) { return r.Reviews.Reviewable(ctx, ids) })
}

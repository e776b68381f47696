package resolvers

import (
	"context"

	"marquee/db"
	"marquee/internal/domain/programme"
)

// showTimeCache holds, per operation, the free seats and waitlist lengths
// of the show times the operation listed (Movie.showTimes, showsByDate),
// by show id: the first chip asking loads those of every listed show in
// one go, so a page of time chips costs the same few queries however many
// shows it lists.
type showTimeCache struct {
	// listed are the shows showsByDate and the lists of Show returned
	// (Movie.showTimes' are in opCache.showTimes).
	listed  []string
	free    map[string]int
	waiting map[string]int
}

// listShows records the shows a list field returned, so their waitlist
// lengths are read together if asked for.
func listShows(ctx context.Context, cinemas []programme.CinemaShowTimes) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, cs := range cinemas {
		for _, t := range cs.Times {
			c.shows.listed = append(c.shows.listed, t.ShowID)
		}
	}
}

// listShowRows records the shows a list of Show returned (Query.shows,
// the dashboard's, allShows', a timeline's, those just scheduled), so
// that Show.waitlistLength reads all of theirs at once.
func listShowRows(ctx context.Context, shows []db.Show) {
	listShowIDs(ctx, len(shows), func(i int) string { return shows[i].ID })
}

// listShowIDs records n listed shows, the i-th's id being id(i).
func listShowIDs(ctx context.Context, n int, id func(i int) string) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	for i := range n {
		c.shows.listed = append(c.shows.listed, id(i))
	}
}

// loadedShowTimes are the show times of every movie whose show-times the
// operation has read. The caller holds c.mu.
func (c *opCache) loadedShowTimes() []programme.ShowTime {
	var out []programme.ShowTime
	for _, dates := range c.showTimes {
		for _, d := range dates {
			out = append(out, d.Times...)
		}
	}
	return out
}

// freeSeatsOf is a show time's free seats, read with those of every show
// time the operation listed and not read yet.
func (r *Resolver) freeSeatsOf(ctx context.Context, t *programme.ShowTime) (int, error) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	if n, ok := c.shows.free[t.ShowID]; ok {
		return n, nil
	}
	todo := []programme.ShowTime{*t}
	for _, o := range c.loadedShowTimes() {
		if _, ok := c.shows.free[o.ShowID]; !ok && o.ShowID != t.ShowID {
			todo = append(todo, o)
		}
	}
	got, err := r.Programme.FreeSeats(ctx, todo)
	if err != nil {
		return 0, err
	}
	if c.shows.free == nil {
		c.shows.free = map[string]int{}
	}
	for _, o := range todo {
		c.shows.free[o.ShowID] = got[o.ShowID]
	}
	return c.shows.free[t.ShowID], nil
}

// waitlistLengthOf is how many wait for a show, read with the lengths of
// every show the operation listed (by showsByDate or Movie.showTimes) and
// not read yet.
func (r *Resolver) waitlistLengthOf(ctx context.Context, showID string) (int, error) {
	c := cacheFrom(ctx)
	c.mu.Lock()
	defer c.mu.Unlock()
	if n, ok := c.shows.waiting[showID]; ok {
		return n, nil
	}
	ids := []string{showID}
	seen := map[string]bool{showID: true}
	add := func(id string) {
		if _, ok := c.shows.waiting[id]; !ok && !seen[id] {
			seen[id] = true
			ids = append(ids, id)
		}
	}
	for _, id := range c.shows.listed {
		add(id)
	}
	for _, t := range c.loadedShowTimes() {
		add(t.ShowID)
	}
	got, err := r.Bookings.WaitlistLengths(ctx, ids)
	if err != nil {
		return 0, err
	}
	if c.shows.waiting == nil {
		c.shows.waiting = map[string]int{}
	}
	for _, id := range ids {
		c.shows.waiting[id] = got[id]
	}
	return c.shows.waiting[showID], nil
}

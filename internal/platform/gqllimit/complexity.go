package gqllimit

import "marquee/graph"

// Expected sizes of list fields: a list costs its elements' cost times
// how many elements it may return, so `movies { casts { ... } }` costs far
// more than `movie(id:) { casts { ... } }`. The numbers are generous
// estimates of real sizes, not hard caps.
const (
	moviesPerList   = 20  // movies (fewer with a smaller limit), favourites, nowPlaying
	showsPerList    = 100 // shows, allShows, activeShows
	castPerMovie    = 20  // casts, credits
	datesPerMovie   = 7   // showTimes: the coming days
	timesPerDate    = 10  // a day's show times
	genresPerMovie  = 5   // genres
	bookingsPerUser = 20  // myBookings
	maxBookingPage  = 200 // allBookings' limit, as the service caps it
	defaultPage     = 50
)

func list(n int) func(int) int {
	return func(child int) int { return 1 + n*child }
}

// Complexity is the cost model for graph.Config.Complexity. Fields not
// listed cost 1 plus their selection. It may read Int arguments only (list
// sizes): CostLimit remembers an operation's cost by its Int variables.
func Complexity() graph.ComplexityRoot {
	var c graph.ComplexityRoot
	c.Query.Movies = func(child int, _ *graph.MovieFilter, _ *graph.MovieSort, limit *int) int {
		n := moviesPerList
		if limit != nil {
			n = min(max(*limit, 1), n)
		}
		return 1 + n*child
	}
	c.Query.Favourites = list(moviesPerList)
	c.Query.NowPlaying = list(moviesPerList)
	c.Query.Shows = list(showsPerList)
	c.Query.AllShows = func(child int, _ *string) int { return list(showsPerList)(child) }
	c.Query.MyBookings = list(bookingsPerUser)
	c.Query.Credits = func(child int, _ string) int { return 1 + castPerMovie*child }
	c.Query.AllBookings = func(child int, _ *int, limit *int, _ *string, _ *string, _ []graph.BookingStatus) int {
		n := defaultPage
		if limit != nil {
			n = min(max(*limit, 1), maxBookingPage)
		}
		return 1 + n*child
	}
	c.Dashboard.ActiveShows = list(showsPerList)
	c.Movie.Casts = list(castPerMovie)
	c.Movie.ShowTimes = list(datesPerMovie)
	c.Movie.Genres = list(genresPerMovie)
	c.ShowDate.Times = list(timesPerDate)
	return c
}

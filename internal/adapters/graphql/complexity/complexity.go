package complexity

import (
	"time"

	"marquee/db"
	"marquee/internal/adapters/graphql/graph"
)

// Expected sizes of list fields: a list costs its elements' cost times
// how many elements it may return, so `movies { casts { ... } }` costs far
// more than `movie(id:) { casts { ... } }`. Where the server bounds a list
// (a layout's rows, cells and categories, a page's limit) the weight is
// that bound, so no list answers more than it was charged for; where
// nothing bounds it, a generous estimate of real sizes. Every list field
// of the schema has a weight (a test checks it), and an element costs at
// least 1, so a list of scalars costs its length.
const (
	moviesPerList     = 20  // movies (fewer with a smaller limit), favourites, nowPlaying
	maxMovieLimit     = 100 // movies' limit, as the service caps it
	maxSimilarLimit   = 20  // similarMovies' limit, as the service caps it
	showsPerList      = 100 // shows, allShows, activeShows, shows added at once
	castPerMovie      = 20  // casts, credits (the catalogue keeps at most 20)
	datesPerMovie     = 7   // showTimes: the coming days
	timesPerDate      = 10  // a day's show times
	genresPerMovie    = 5   // genres, genreNames
	bookingsPerUser   = 20  // myBookings
	maxBookingPage    = 200 // allBookings' and outbox's limit, as the services cap it
	defaultPage       = 50
	seatsPerBooking   = db.MostMaxSeats // a show allows at most db.MostMaxSeats; bookings migrated from QuickShow had no cap
	citiesPerList     = 50
	cinemasPerList    = 50 // cinemas, showsByDate (one per cinema)
	screensPerCinema  = 20
	showsPerCinemaDay = 30 // one movie's shows at one cinema on one day
	filterOptions     = 30 // movieFilterOptions' genres, languages and dates
	attachmentsPerMsg = 2  // an outbox message's ticket QR code and calendar entry
	cardsPerCinema    = 20 // priceCards
	formatCount       = 7  // ShowFormat's values
	versionsPerMovie  = 10 // a movie's languages × formats playing
	showsPerCopy      = 300
	// Food and offers: a cinema's menu and a booking's order are capped
	// where they are stored; offers are few, made by hand.
	itemsPerMenu    = db.MaxMenuItems
	linesPerOrder   = db.MaxOrderLines
	linesPerInvoice = categoriesPerLayout + linesPerOrder + 2 // + discount and fee
	offersPerList   = 100
	maxTimelineDays = 14 // timeline's days, as the service caps them
	// showsPerScreenFortnight: a screen plays at most about 8 shows a day.
	showsPerScreenFortnight = 8 * maxTimelineDays
	// Reports: a sales report has a row per day of its range (at most
	// reports.MaxDays), or per movie, screen or channel, fewer in
	// practice; the heat map a cell per screen, weekday and hour played.
	salesRows           = 366
	occupancyCells      = 4 * 7 * 24
	distributorsPerWeek = 20
	filmsPerSettlement  = 20
	auditDefault        = 100
	auditMost           = 500
	historyPerBooking   = 10
	methodsPerTill      = 3 // a till lists CASH, CARD and UPI

	// Layouts: their real bounds, checked when a layout is stored.
	rowsPerLayout       = db.MaxLayoutRows
	cellsPerRow         = db.MaxLayoutCellsPerRow
	categoriesPerLayout = db.MaxLayoutCategories
	seatsPerShow        = db.MaxLayoutRows * db.MaxLayoutCellsPerRow // occupied, held or sold seats
)

// list costs a list field of at most n elements.
func list(n int) func(int) int {
	return func(child int) int { return 1 + n*max(child, 1) }
}

// inColumn costs a list of scalars read from one stored column, such as a
// screen's formats: nothing is resolved per element.
func inColumn(child int) int { return max(child, 1) }

// limited costs a list field with a limit argument: the limit clamped to
// [1, most], or def without one.
func limited(limit *int, def, most int) func(int) int {
	n := def
	if limit != nil {
		n = min(max(*limit, 1), most)
	}
	return list(n)
}

// Complexity is the cost model for graph.Config.Complexity. Fields not
// listed cost 1 plus their selection. It may read Int arguments only (list
// sizes): CostLimit remembers an operation's cost by its Int variables.
func Complexity() graph.ComplexityRoot {
	var c graph.ComplexityRoot

	c.Query.Movies = func(child int, _ *graph.MovieFilter, _ *graph.MovieSort, limit *int) int {
		return limited(limit, moviesPerList, maxMovieLimit)(child)
	}
	c.Query.SimilarMovies = func(child int, _ string, limit *int) int {
		return limited(limit, 4, maxSimilarLimit)(child)
	}
	c.Query.Favourites = list(moviesPerList)
	c.Query.NowPlaying = list(moviesPerList)
	c.Query.Shows = list(showsPerList)
	c.Query.AllShows = func(child int, _ *string) int { return list(showsPerList)(child) }
	c.Query.MyBookings = list(bookingsPerUser)
	c.Query.Credits = func(child int, _ string) int { return list(castPerMovie)(child) }
	c.Query.Cities = list(citiesPerList)
	c.Query.Cinemas = func(child int, _ *string) int { return list(cinemasPerList)(child) }
	c.Query.ShowsByDate = func(child int, _, _ string, _, _, _ *string) int { return list(cinemasPerList)(child) }
	c.Query.OccupiedSeats = func(child int, _ string) int { return list(seatsPerShow)(child) }
	// bestSeats proposes at most the show's maxSeats.
	c.Query.BestSeats = func(child int, _ string, _ int, _ *string) int { return list(db.MostMaxSeats)(child) }
	// A page costs its elements (BookingPage.bookings, OutboxPage.messages)
	// by the limit asked for, here where the argument is.
	c.Query.AllBookings = func(child int, _ *int, limit *int, _ *string, _ *string, _ []graph.BookingStatus) int {
		return limited(limit, defaultPage, maxBookingPage)(child)
	}
	c.Query.Outbox = func(child int, _ *graph.OutboxStatus, _ *int, limit *int) int {
		return limited(limit, defaultPage, maxBookingPage)(child)
	}
	c.Mutation.AddShows = func(child int, _ string, _ []graph.ShowsInput, _ *float64, _ *int) int {
		return list(showsPerList)(child)
	}
	c.Mutation.ScheduleShows = func(child int, _, _ string, _ []graph.ShowsInput, _ []graph.CategoryPriceInput, _ *graph.ShowVersionInput, _ *int) int {
		return list(showsPerList)(child)
	}
	c.Query.PriceCards = func(child int, _ string) int { return list(cardsPerCinema)(child) }
	c.Query.Offers = list(offersPerList)
	c.Cinema.Menu = func(child int, _ *string) int { return list(itemsPerMenu)(child) }
	c.Booking.Food = list(linesPerOrder)
	c.PriceBreakdown.Lines = list(linesPerInvoice)
	// An offer's restrictions are stored columns, like a screen's formats.
	c.Offer.CinemaIDs = inColumn
	c.Offer.Formats = inColumn
	c.Offer.Weekdays = inColumn
	c.Query.SalesReport = func(child int, _, _ string, _ *string, _ string) int { return list(salesRows)(child) }
	c.Query.Occupancy = func(child int, _, _ string, _ *string) int { return list(occupancyCells)(child) }
	c.Query.Settlement = func(child int, _, _ string, _ *string) int { return list(distributorsPerWeek)(child) }
	c.Settlement.Rows = list(filmsPerSettlement)
	c.Query.FoodSalesReport = func(child int, _, _ string, _ *string) int { return list(itemsPerMenu)(child) }
	c.Query.OffersReport = func(child int, _, _ string, _ *string) int { return list(offersPerList)(child) }
	c.Query.RefundsReport = func(child int, _, _ string, _ *string) int { return list(db.MaxRefundRows)(child) }
	c.Query.AuditLog = func(child int, _, _ *time.Time, _, _ *string, limit *int) int {
		return limited(limit, auditDefault, auditMost)(child)
	}
	c.Booking.History = list(historyPerBooking)
	c.Till.Expected = list(methodsPerTill)
	c.Till.Counted = list(methodsPerTill)

	c.Dashboard.ActiveShows = list(showsPerList)
	// A copy makes at most a week of a cinema's shows, or 60 repeats; a
	// timeline shows at most 14 days of 20 screens.
	c.CopyWeekResult.Created = list(showsPerCopy)
	c.CopyWeekResult.Skipped = list(showsPerCopy)
	// The nested weights assume a fortnight; a timeline of fewer days holds
	// proportionally fewer shows (the service caps days at 14, default 7).
	c.Query.Timeline = func(child int, _ string, _ string, days *int, _ *string) int {
		d := 7
		if days != nil {
			d = min(max(*days, 1), maxTimelineDays)
		}
		return 1 + (child*d+maxTimelineDays-1)/maxTimelineDays
	}
	c.Timeline.Days = list(maxTimelineDays)
	c.Timeline.Screens = list(screensPerCinema)
	c.ScreenTimeline.Shows = list(showsPerScreenFortnight)
	c.ScreenTimeline.Clashes = list(showsPerScreenFortnight)
	c.PriceCard.Days = list(7)
	c.PriceCard.Formats = list(formatCount)
	c.PriceCard.Prices = list(categoriesPerLayout)
	// A screen's formats are one stored column: the list costs what a
	// scalar does, not a resolver per element.
	c.Screen.Formats = inColumn
	c.Movie.Versions = list(versionsPerMovie)
	c.MovieFilterOptions.Formats = list(formatCount)
	c.Movie.Casts = list(castPerMovie)
	c.Movie.ShowTimes = list(datesPerMovie)
	c.Movie.Genres = list(genresPerMovie)
	c.Movie.GenreNames = list(genresPerMovie)
	// A page of verified reviews is capped by reviews.CheckPage.
	c.Movie.Reviews = func(child int, limit, _ *int) int {
		return limited(limit, db.DefaultReviews, db.MaxReviewPage)(child)
	}
	c.ShowDate.Times = list(timesPerDate)
	c.MovieFilterOptions.Genres = list(filterOptions)
	c.MovieFilterOptions.Languages = list(filterOptions)
	c.MovieFilterOptions.Dates = list(filterOptions)
	c.Booking.Seats = list(seatsPerBooking)
	c.Booking.SeatDetails = list(seatsPerBooking)
	c.Cinema.Screens = list(screensPerCinema)
	c.CinemaShowTimes.Times = list(showsPerCinemaDay)
	c.OutboxMessage.Attachments = list(attachmentsPerMsg)

	c.Show.OccupiedSeats = list(seatsPerShow)
	// The live waitlist (issue #29): a customer's entries are about as
	// many as their bookings; an offer holds at most a booking's seats.
	c.Query.MyWaitlist = list(bookingsPerUser)
	c.WaitlistOffer.Seats = list(seatsPerBooking)
	c.Show.Prices = list(categoriesPerLayout)
	c.SeatLayout.Categories = list(categoriesPerLayout)
	c.SeatLayout.Rows = list(rowsPerLayout)
	c.SeatRow.Cells = list(cellsPerRow)
	c.SeatMap.OccupiedSeats = list(seatsPerShow)
	c.SeatMap.HeldSeats = list(seatsPerShow)
	c.SeatMap.SoldSeats = list(seatsPerShow)
	return c
}

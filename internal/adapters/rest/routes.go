package rest

import (
	"log/slog"
	"net/http"
	"strconv"

	"marquee/db"
	"marquee/internal/domain/admin"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/catalog"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/reports"
	"marquee/internal/domain/users"
	"marquee/internal/domain/view"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// Services are what the adapters call: the very values the GraphQL
// resolvers use, so a rule lives in one place.
type Services struct {
	Programme *programme.Service
	Users     *users.Service
	Booking   *booking.Service
	Admin     *admin.Service
	// Reports and Audit serve the CSV exports, as they serve GraphQL.
	Reports *reports.Service
	Audit   *audit.Service
	// Verifier authenticates the bearer token: the one auth path, shared
	// with GraphQL and the websocket.
	Verifier *auth.Verifier
	Images   catalog.Images
	// CORSOrigins are the browser origins allowed to call the API
	// (CORS_ORIGINS); "*" allows any.
	CORSOrigins []string
	// Logger receives internal errors; nil means slog.Default().
	Logger *slog.Logger
	// QuickShowFailures answers business failures (bad input, forbidden,
	// not found, conflict, rate limited) with 200 and success:false, as
	// the original QuickShow server did: its client reads data.message
	// only from a 200, and shows "Request failed with status code 409"
	// otherwise. A missing or invalid token stays 401, and faults of the
	// server or the protocol (500, 405, 413) keep their status, so
	// sign-in flows, monitoring and proxies still see them
	// (REST_COMPAT=quickshow).
	QuickShowFailures bool
}

// aliases are second spellings of table paths, served by the same route:
// the public QuickShow client calls the American ones.
var aliases = map[string]string{
	"/api/user/favourites":        "/api/user/favorites",
	"/api/user/update-favourites": "/api/user/update-favorite",
}

// Routes mounts the paths of SPEC §7 on mux, with their aliases.
func Routes(mux *http.ServeMux, s Services) {
	a := newAPI(s)
	for _, rt := range a.table() {
		// Patterns carry no method: each path answers a wrong method with
		// 405 in the envelope, and OPTIONS for CORS, itself.
		h := a.serve(rt)
		mux.Handle(rt.Path, h)
		if alias, ok := aliases[rt.Path]; ok {
			mux.Handle(alias, h)
		}
	}
	for _, rt := range a.reportRoutes() {
		mux.Handle(rt.Path, a.serve(rt))
	}
}

func newAPI(s Services) *api {
	log := s.Logger
	if log == nil {
		log = slog.Default()
	}
	return &api{s: s, log: log, cors: newCORS(s.CORSOrigins)}
}

// table is SPEC §7, in its order.
func (a *api) table() []route {
	return []route{
		{"GET", "/api/admin/is-admin", signedIn, a.isAdmin},
		{"GET", "/api/show/all", anyone, a.showAll},
		{"GET", "/api/user/favourites", signedIn, a.favourites},
		{"POST", "/api/user/update-favourites", signedIn, a.updateFavourites},
		{"GET", "/api/show/{id}", anyone, a.show},
		{"GET", "/api/credits/{id}", anyone, a.credits},
		{"GET", "/api/booking/seats/{showId}", anyone, a.occupiedSeats},
		{"POST", "/api/booking/create", signedIn, a.createBooking},
		{"GET", "/api/user/bookings", signedIn, a.myBookings},
		{"GET", "/api/admin/dashboard", adminOnly, a.dashboard},
		{"GET", "/api/show/now-playing", adminOnly, a.nowPlaying},
		{"POST", "/api/show/add", adminOnly, a.addShows},
		{"GET", "/api/admin/all-shows", adminOnly, a.allShows},
		{"GET", "/api/admin/all-bookings", adminOnly, a.allBookings},
	}
}

type obj = map[string]any

func (a *api) isAdmin(r *http.Request) (any, error) {
	c := auth.CallerFrom(r.Context()) // the table already required one
	return obj{"isAdmin": c != nil && c.Admin}, nil
}

// showAll lists the movies that have upcoming shows (the client calls them
// "shows").
func (a *api) showAll(r *http.Request) (any, error) {
	ms, err := a.s.Programme.Movies(r.Context())
	if err != nil {
		return nil, err
	}
	return obj{"shows": a.movies(ms)}, nil
}

func (a *api) favourites(r *http.Request) (any, error) {
	ms, err := a.s.Users.Favourites(r.Context())
	if err != nil {
		return nil, err
	}
	return obj{"movies": a.movies(ms)}, nil
}

func (a *api) updateFavourites(r *http.Request) (any, error) {
	in, err := decode[favouriteBody](r)
	if err != nil {
		return nil, err
	}
	_, isFav, err := a.s.Users.ToggleFavourite(r.Context(), string(in.MovieID))
	if err != nil {
		return nil, err
	}
	return obj{"message": "Favourites updated successfully", "isFavourite": isFav}, nil
}

// show takes a MOVIE id (the client's /booking/{id} and /movies/{id} pass
// one) and answers the movie with its upcoming show-times by local date.
func (a *api) show(r *http.Request) (any, error) {
	m, err := a.s.Programme.Movie(r.Context(), r.PathValue("id"))
	if err != nil {
		return nil, err
	}
	times, err := a.s.Programme.ShowTimesByMovie(r.Context(), m.ID)
	if err != nil {
		return nil, err
	}
	return obj{"movie": a.movieView(m, true), "dateTime": dateTimeMap(times[m.ID])}, nil
}

// credits answers in TMDB's shape, which the client reads as
// creditData.credits.cast.
func (a *api) credits(r *http.Request) (any, error) {
	id := r.PathValue("id")
	cast, err := a.s.Programme.Credits(r.Context(), id)
	if err != nil {
		return nil, err
	}
	movieID, err := programme.ParseMovieID(id)
	if err != nil {
		return nil, err
	}
	return obj{"creditData": obj{"id": movieID, "credits": obj{
		"cast": a.castViews(cast),
		"crew": []any{},
	}}}, nil
}

func (a *api) occupiedSeats(r *http.Request) (any, error) {
	seats, err := a.s.Booking.OccupiedSeats(r.Context(), r.PathValue("showId"))
	if err != nil {
		return nil, err
	}
	return obj{"occupiedSeats": seats}, nil
}

func (a *api) createBooking(r *http.Request) (any, error) {
	in, err := decode[bookingBody](r)
	if err != nil {
		return nil, err
	}
	var b *db.Booking
	confirm := []booking.BookOption{booking.ConfirmAge(in.ConfirmAge), booking.WithAdmissionToken(in.AdmissionToken)}
	switch keys := r.Header.Values("Idempotency-Key"); len(keys) {
	case 0:
		b, err = a.s.Booking.CreateBooking(r.Context(), in.ShowID, in.SelectedSeats, confirm...)
	case 1:
		b, err = a.s.Booking.CreateBookingWithKey(r.Context(), in.ShowID, in.SelectedSeats, keys[0], confirm...)
	default:
		err = apperr.BadInputf("Send one Idempotency-Key header, not %d", len(keys))
	}
	if err != nil {
		return nil, err
	}
	v := a.booking(b, a.s.Booking.StatusOf(b))
	out := obj{"message": "Tickets booked successfully!", "bookingId": v.ID, "booking": v}
	if v.PaymentLink != "" {
		// The client sends the browser to url when there is one.
		out["url"] = v.PaymentLink
		out["message"] = "Seats held: complete the payment to confirm your booking."
	}
	return out, nil
}

func (a *api) myBookings(r *http.Request) (any, error) {
	list, err := a.s.Booking.MyBookings(r.Context())
	if err != nil {
		return nil, err
	}
	out := make([]bookingView, len(list))
	for i := range list {
		out[i] = a.booking(&list[i], a.s.Booking.StatusOf(&list[i]))
	}
	msg := "No bookings found."
	if len(out) > 0 {
		msg = strconv.Itoa(len(out)) + " booking(s) found."
	}
	return obj{"bookings": out, "message": msg}, nil
}

func (a *api) dashboard(r *http.Request) (any, error) {
	d, err := a.s.Admin.GetDashboard(r.Context(), "")
	if err != nil {
		return nil, err
	}
	return obj{"dashboardData": obj{
		"totalBookings": d.TotalBookings,
		"totalRevenue":  view.Rupees(d.TotalRevenuePaise),
		"totalUsers":    d.TotalUsers,
		"totalUser":     d.TotalUsers, // the sample data's spelling
		"activeShows":   a.shows(d.ActiveShows),
		"heldSeats":     d.HeldSeats,
		"soldSeats":     d.SoldSeats,
	}}, nil
}

func (a *api) nowPlaying(r *http.Request) (any, error) {
	ms, source, err := a.s.Admin.NowPlaying(r.Context())
	if err != nil {
		return nil, err
	}
	return obj{"movies": a.movies(ms), "source": source}, nil
}

func (a *api) addShows(r *http.Request) (any, error) {
	in, err := decode[addShowsBody](r)
	if err != nil {
		return nil, err
	}
	form := admin.AddShowsInput{MovieID: string(in.MovieID), ShowPrice: in.ShowPrice}
	for _, d := range in.ShowsInput {
		form.ShowsInput = append(form.ShowsInput, admin.ShowsInput{Date: d.Date, Time: d.Time})
	}
	created, err := a.s.Admin.AddShows(r.Context(), form)
	if err != nil {
		return nil, err
	}
	shows := a.shows(created)
	return obj{"message": "Show added successfully", "added": len(shows), "shows": shows}, nil
}

func (a *api) allShows(r *http.Request) (any, error) {
	figures, err := a.s.Admin.AllShows(r.Context(), "")
	if err != nil {
		return nil, err
	}
	out := make([]adminShowView, len(figures))
	for i, f := range figures {
		out[i] = adminShowView{
			showView:      a.showView(&f.Show),
			OccupiedSeats: f.Occupied,
			SoldSeats:     f.SoldSeats,
			HeldSeats:     f.HeldSeats,
			Earnings:      view.Rupees(f.EarningsPaise),
		}
	}
	return obj{"shows": out}, nil
}

// allBookings pages with ?page=&limit= (page from 1) or ?offset=&limit=;
// the service applies its default and maximum page size.
func (a *api) allBookings(r *http.Request) (any, error) {
	q := r.URL.Query()
	limit, err := queryInt(q.Get("limit"), "limit", 1)
	if err != nil {
		return nil, err
	}
	offset, err := queryInt(q.Get("offset"), "offset", 0)
	if err != nil {
		return nil, err
	}
	if page := q.Get("page"); page != "" {
		if q.Has("offset") {
			return nil, apperr.BadInputf("Use either page or offset, not both")
		}
		n, err := queryInt(page, "page", 1)
		if err != nil {
			return nil, err
		}
		size := limit
		if size == 0 {
			size = admin.DefaultPageSize
		}
		offset = (n - 1) * min(size, admin.MaxPageSize)
	}
	p, err := a.s.Admin.AllBookings(r.Context(), admin.BookingQuery{Offset: offset, Limit: limit})
	if err != nil {
		return nil, err
	}
	out := make([]bookingView, len(p.Bookings))
	for i := range p.Bookings {
		out[i] = a.booking(&p.Bookings[i], a.s.Booking.StatusOf(&p.Bookings[i]))
	}
	return obj{"bookings": out, "total": p.Total, "offset": p.Offset, "limit": p.Limit,
		"page": p.Offset/p.Limit + 1, "totalPages": (p.Total + p.Limit - 1) / p.Limit}, nil
}

// queryInt reads an optional whole-number query parameter (0 when absent).
func queryInt(raw, name string, least int) (int, error) {
	if raw == "" {
		return 0, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < least || n > 1_000_000 {
		return 0, apperr.BadInputf("Query parameter %s must be a whole number from %d to 1000000", name, least)
	}
	return n, nil
}

// Request bodies of the POST paths (SPEC §7).
type (
	favouriteBody struct {
		MovieID flexID `json:"movieId"`
	}
	bookingBody struct {
		ShowID        string   `json:"showId"`
		SelectedSeats []string `json:"selectedSeats"`
		// ConfirmAge: the customer confirms being 18 or older, which an
		// A-certificate show requires.
		ConfirmAge bool `json:"confirmAge"`
		// AdmissionToken: the waiting room's admission, while one is
		// open for the show (createBooking's admissionToken).
		AdmissionToken string `json:"admissionToken"`
	}
	addShowsBody struct {
		MovieID    flexID `json:"movieId"`
		ShowsInput []struct {
			Date string   `json:"date"`
			Time []string `json:"time"`
		} `json:"showsInput"`
		ShowPrice *float64 `json:"showPrice"`
	}
)

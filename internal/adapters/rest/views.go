package rest

import (
	"strconv"
	"time"

	"marquee/db"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/view"
)

// The JSON shapes of SPEC §3 and §7. Field names follow the sample data the
// original client was written against (snake_case movie fields, `_id`),
// with a few additions the client can ignore: image URLs beside the raw
// paths (sample artwork is served by this server, not by TMDB), booking
// status and hold expiry, theatre-local date and time. They are rendered
// from the storage models the services return; money, effective status and
// the payment link are decided by package view, as for GraphQL.

type genreView struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

type castView struct {
	ID          int64  `json:"id"`
	Name        string `json:"name"`
	Character   string `json:"character"`
	ProfilePath string `json:"profile_path"`
	ProfileURL  string `json:"profile_url"`
}

type movieView struct {
	ID               string      `json:"_id"`
	TMDBID           int64       `json:"id"`
	Title            string      `json:"title"`
	Overview         string      `json:"overview"`
	Tagline          string      `json:"tagline"`
	PosterPath       string      `json:"poster_path"`
	PosterURL        string      `json:"poster_url"`
	BackdropPath     string      `json:"backdrop_path"`
	BackdropURL      string      `json:"backdrop_url"`
	VoteAverage      float64     `json:"vote_average"`
	VoteCount        int64       `json:"vote_count"`
	Genres           []genreView `json:"genres"`
	GenreNames       []string    `json:"genre_names"`
	Runtime          int         `json:"runtime"`
	ReleaseDate      string      `json:"release_date"`
	OriginalLanguage string      `json:"original_language"`
	TrailerKey       *string     `json:"trailerKey"` // null when the movie has no trailer
	// Casts is present on movies served on their own; a movie embedded in a
	// show or booking carries none (the services do not load it there).
	Casts *[]castView `json:"casts,omitempty"`
}

type showTimeView struct {
	Time      string `json:"time"`
	ShowID    string `json:"showId"`
	LocalTime string `json:"localTime"`
	// Where the show plays; additions to the original shape.
	Cinema string `json:"cinema"`
	Screen string `json:"screen"`
}

type showView struct {
	ID           string    `json:"_id"`
	Movie        movieView `json:"movie"`
	ShowDateTime string    `json:"showDateTime"`
	LocalDate    string    `json:"localDate"`
	LocalTime    string    `json:"localTime"`
	ShowPrice    float64   `json:"showPrice"`
}

// adminShowView is a show on the admin list, with its seats and takings.
type adminShowView struct {
	showView
	OccupiedSeats map[string]string `json:"occupiedSeats"`
	SoldSeats     int               `json:"soldSeats"`
	HeldSeats     int               `json:"heldSeats"`
	Earnings      float64           `json:"earnings"`
}

type userView struct {
	ID   string `json:"_id"`
	Name string `json:"name"`
}

type bookingView struct {
	ID            string    `json:"_id"`
	Amount        float64   `json:"amount"`
	BookedSeats   []string  `json:"bookedSeats"`
	IsPaid        bool      `json:"isPaid"`
	Status        string    `json:"status"`
	HoldExpiresAt string    `json:"holdExpiresAt"`
	PaymentLink   string    `json:"paymentLink"`
	CreatedAt     string    `json:"createdAt"`
	Show          *showView `json:"show"`
	User          *userView `json:"user,omitempty"`
}

func instant(t time.Time) string { return t.UTC().Format(time.RFC3339) }

func (a *api) movieView(m *db.Movie, withCasts bool) movieView {
	v := movieView{
		ID: strconv.FormatInt(m.ID, 10), TMDBID: m.ID,
		Title: m.Title, Overview: m.Overview, Tagline: m.Tagline,
		PosterPath: m.PosterPath, PosterURL: a.s.Images.Poster(m),
		BackdropPath: m.BackdropPath, BackdropURL: a.s.Images.Backdrop(m),
		VoteAverage: m.VoteAverage, VoteCount: m.VoteCount,
		Genres: make([]genreView, len(m.Genres)), GenreNames: make([]string, len(m.Genres)),
		Runtime: m.Runtime, ReleaseDate: m.ReleaseDate, OriginalLanguage: m.OriginalLanguage,
		TrailerKey: m.TrailerKeyOrNil(),
	}
	for i, g := range m.Genres {
		v.Genres[i], v.GenreNames[i] = genreView(g), g.Name
	}
	if withCasts {
		casts := a.castViews(m.Casts)
		v.Casts = &casts
	}
	return v
}

func (a *api) castViews(cs []db.CastMember) []castView {
	out := make([]castView, len(cs))
	for i := range cs {
		c := &cs[i]
		out[i] = castView{ID: c.PersonID, Name: c.Name, Character: c.Character,
			ProfilePath: c.ProfilePath, ProfileURL: a.s.Images.Profile(c)}
	}
	return out
}

// movies renders a list of movies with their casts.
func (a *api) movies(ms []db.Movie) []movieView {
	out := make([]movieView, len(ms))
	for i := range ms {
		out[i] = a.movieView(&ms[i], true)
	}
	return out
}

func (a *api) showView(s *db.Show) showView {
	v := showView{ID: s.ID, ShowDateTime: instant(s.StartsAt), ShowPrice: view.Rupees(s.PricePaise),
		LocalDate: a.s.Programme.ShowLocalDate(s), LocalTime: a.s.Programme.ShowLocalTime(s)}
	if s.Movie != nil {
		v.Movie = a.movieView(s.Movie, false)
	}
	return v
}

// shows renders a list of shows.
func (a *api) shows(ss []db.Show) []showView {
	out := make([]showView, len(ss))
	for i := range ss {
		out[i] = a.showView(&ss[i])
	}
	return out
}

// booking renders one booking; status is its effective status, as the
// booking service reports it on its clock.
func (a *api) booking(b *db.Booking, status string) bookingView {
	v := bookingView{
		ID: b.ID, Amount: view.Rupees(b.AmountPaise), BookedSeats: b.Seats,
		IsPaid: view.IsPaid(b), Status: status, PaymentLink: view.PaymentLink(b, status),
		HoldExpiresAt: instant(b.HoldExpiresAt), CreatedAt: instant(b.CreatedAt),
	}
	if v.BookedSeats == nil {
		v.BookedSeats = []string{}
	}
	if b.Show != nil {
		sv := a.showView(b.Show)
		v.Show = &sv
	}
	if b.User != nil {
		v.User = &userView{ID: b.User.ID, Name: b.User.Name}
	}
	return v
}

// dateTimeMap is the movie detail's date → show-times map: theatre-local
// dates, each with its shows in time order.
func dateTimeMap(dates []programme.ShowDate) map[string][]showTimeView {
	out := make(map[string][]showTimeView, len(dates))
	for _, d := range dates {
		times := make([]showTimeView, len(d.Times))
		for i, t := range d.Times {
			times[i] = showTimeView{Time: instant(t.Time), ShowID: t.ShowID, LocalTime: t.LocalTime,
				Cinema: t.CinemaName, Screen: t.ScreenName}
		}
		out[d.Date] = times
	}
	return out
}

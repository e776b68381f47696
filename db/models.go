package db

import (
	"time"

	"github.com/uptrace/bun"
)

// Image sources tell where a movie's image paths resolve: the artwork the
// server generates for the bundled sample catalogue, or TMDB's image service.
const (
	ImageSourceSample = "sample"
	ImageSourceTMDB   = "tmdb"
)

// User is a person seen through a verified session token.
type User struct {
	bun.BaseModel `bun:"table:users"`

	ID        string    `bun:"id,pk"`
	Name      string    `bun:"name,notnull"`
	Email     string    `bun:"email,notnull"`
	ImageURL  string    `bun:"image_url,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	UpdatedAt time.Time `bun:"updated_at,notnull"`
}

// Genre is one of a movie's genres, kept as TMDB names them.
type Genre struct {
	ID   int    `json:"id"`
	Name string `json:"name"`
}

// Movie is a catalogue entry; its id is TMDB's numeric id.
type Movie struct {
	bun.BaseModel `bun:"table:movies"`

	ID               int64     `bun:"id,pk,autoincrement:false"`
	Title            string    `bun:"title,notnull"`
	Overview         string    `bun:"overview,notnull"`
	Tagline          string    `bun:"tagline,notnull"`
	PosterPath       string    `bun:"poster_path,notnull"`
	BackdropPath     string    `bun:"backdrop_path,notnull"`
	ImageSource      string    `bun:"image_source,notnull"`
	VoteAverage      float64   `bun:"vote_average,notnull"`
	VoteCount        int64     `bun:"vote_count,notnull"`
	Genres           []Genre   `bun:"genres,type:text,notnull"`
	Runtime          int       `bun:"runtime,notnull"`
	ReleaseDate      string    `bun:"release_date,notnull"`
	OriginalLanguage string    `bun:"original_language,notnull"`
	TrailerKey       string    `bun:"trailer_key,notnull"`
	CreatedAt        time.Time `bun:"created_at,notnull"`

	Casts []CastMember `bun:"rel:has-many,join:id=movie_id"`
}

// TrailerKeyOrNil is the trailer's video key, or nil when the movie has no
// trailer (stored as an empty key).
func (m *Movie) TrailerKeyOrNil() *string {
	if m.TrailerKey == "" {
		return nil
	}
	k := m.TrailerKey
	return &k
}

// CastMember is one credited person of a movie, in billing order.
type CastMember struct {
	bun.BaseModel `bun:"table:cast_members"`

	MovieID     int64  `bun:"movie_id,pk"`
	Position    int    `bun:"position,pk"`
	PersonID    int64  `bun:"person_id,notnull"`
	Name        string `bun:"name,notnull"`
	Character   string `bun:"character,notnull"`
	ProfilePath string `bun:"profile_path,notnull"`
	// ImageSource follows the movie's, so a photo URL can be built from the
	// row alone.
	ImageSource string `bun:"image_source,notnull"`
}

// Show is one screening of a movie on a screen. SeatVersion grows by one
// in every transaction that changes the show's seats, so live snapshots
// carry a strictly increasing version in commit order. The screen is busy
// from StartsAt until OccupiedUntil (runtime plus the cinema's cleaning
// buffer); LayoutID is the layout version the show was scheduled with.
// PricePaise is the lowest category price, kept for the original clients.
type Show struct {
	bun.BaseModel `bun:"table:shows"`

	ID            string    `bun:"id,pk"`
	MovieID       int64     `bun:"movie_id,notnull"`
	StartsAt      time.Time `bun:"starts_at,notnull"`
	PricePaise    int64     `bun:"price_paise,notnull"`
	SeatVersion   int64     `bun:"seat_version,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
	ScreenID      string    `bun:"screen_id,notnull"`
	LayoutID      string    `bun:"layout_id,notnull"`
	OccupiedUntil time.Time `bun:"occupied_until,notnull"`
	MaxSeats      int       `bun:"max_seats,notnull"`

	Movie  *Movie  `bun:"rel:belongs-to,join:movie_id=id"`
	Screen *Screen `bun:"rel:belongs-to,join:screen_id=id"`
}

// Favourite links a user to a movie they marked.
type Favourite struct {
	bun.BaseModel `bun:"table:favourites"`

	UserID    string    `bun:"user_id,pk"`
	MovieID   int64     `bun:"movie_id,pk"`
	CreatedAt time.Time `bun:"created_at,notnull"`

	Movie *Movie `bun:"rel:belongs-to,join:movie_id=id"`
}

// AppSetting is a small key/value row for process-wide state that several
// replicas must share (for example the development token signing key).
type AppSetting struct {
	bun.BaseModel `bun:"table:app_settings"`

	Key   string `bun:"key,pk"`
	Value string `bun:"value,notnull"`
}

// GenreNames lists the movie's genre names in order.
func (m *Movie) GenreNames() []string {
	names := make([]string, len(m.Genres))
	for i, g := range m.Genres {
		names[i] = g.Name
	}
	return names
}

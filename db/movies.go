package db

import (
	"context"
	"time"

	"github.com/uptrace/bun"
)

// Image sources tell where a movie's image paths resolve: the artwork the
// server generates for the bundled sample catalogue, or TMDB's image service.
const (
	ImageSourceSample = "sample"
	ImageSourceTMDB   = "tmdb"
)

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
	// Certificate is the CBFC certificate (U, UA7, UA13, UA16, A, S), ""
	// until someone sets it: TMDB does not know Indian certificates.
	Certificate string `bun:"certificate,notnull"`

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

// GenreNames lists the movie's genre names in order.
func (m *Movie) GenreNames() []string {
	names := make([]string, len(m.Genres))
	for i, g := range m.Genres {
		names[i] = g.Name
	}
	return names
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

// MoviesWithUpcomingShows lists the movies that have a scheduled show
// starting after now, ordered by their soonest show, casts included (one extra query for
// all casts, not one per movie).
func MoviesWithUpcomingShows(ctx context.Context, idb bun.IDB, now time.Time) ([]Movie, error) {
	var movies []Movie
	next := idb.NewSelect().Model((*Show)(nil)).
		ColumnExpr("movie_id, MIN(starts_at) AS first_start").
		Where("starts_at > ?", now).Where("status = ?", ShowScheduled).
		Group("movie_id")
	err := idb.NewSelect().Model(&movies).
		Relation("Casts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("position") }).
		Join("JOIN (?) AS nx ON nx.movie_id = movie.id", next).
		OrderExpr("nx.first_start, movie.id").
		Scan(ctx)
	return movies, err
}

// SimilarMovies lists up to limit movies other than movieID that have a
// show starting after now, ranked by how many of genreIDs they have (most
// first); ties keep the soonest show first, then the lower id, so the
// order is stable. Casts are not loaded. Genres are a JSON list in a text
// column, counted with each dialect's JSON table function.
func SimilarMovies(ctx context.Context, idb bun.IDB, now time.Time, movieID int64, genreIDs []int, limit int) ([]Movie, error) {
	next := idb.NewSelect().Model((*Show)(nil)).
		ColumnExpr("movie_id, MIN(starts_at) AS first_start").
		Where("starts_at > ?", now).Where("status = ?", ShowScheduled).
		Group("movie_id")
	q := idb.NewSelect().Model((*Movie)(nil)).
		Column("movie.*").
		Join("JOIN (?) AS nx ON nx.movie_id = movie.id", next).
		Where("movie.id <> ?", movieID)
	if len(genreIDs) > 0 {
		shared := "(SELECT COUNT(*) FROM json_each(movie.genres) AS g WHERE json_extract(g.value, '$.id') IN (?))"
		if IsPG(idb) {
			shared = "(SELECT COUNT(*) FROM json_array_elements(movie.genres::json) AS g WHERE (g->>'id')::bigint IN (?))"
		}
		q = q.OrderExpr(shared+" DESC", bun.In(genreIDs))
	}
	var movies []Movie
	err := q.OrderExpr("nx.first_start, movie.id").Limit(int64(limit)).Scan(ctx, &movies)
	return movies, err
}

// MovieByID returns one movie with its cast.
func MovieByID(ctx context.Context, idb bun.IDB, id int64) (*Movie, error) {
	m := new(Movie)
	err := idb.NewSelect().Model(m).
		Relation("Casts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("position") }).
		Where("movie.id = ?", id).Scan(ctx)
	if err != nil {
		return nil, notFound(err)
	}
	return m, nil
}

// MoviesByIDs returns the movies with the given ids (casts included), in
// no particular order.
func MoviesByIDs(ctx context.Context, idb bun.IDB, ids []int64) ([]Movie, error) {
	if len(ids) == 0 {
		return nil, nil
	}
	var movies []Movie
	err := idb.NewSelect().Model(&movies).
		Relation("Casts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("position") }).
		Where("movie.id IN (?)", bun.In(ids)).Scan(ctx)
	return movies, err
}

// CastOf returns a movie's cast in billing order.
func CastOf(ctx context.Context, idb bun.IDB, movieID int64) ([]CastMember, error) {
	var cast []CastMember
	err := idb.NewSelect().Model(&cast).Where("movie_id = ?", movieID).Order("position").Scan(ctx)
	return cast, err
}

// InsertMovie stores a movie with its cast unless a movie with its id is
// stored already, and reports whether it stored it. A stored movie is kept
// as it is: the first copy wins, so several replicas seeding or two admins
// scheduling the same new movie never fight over it. m is not modified
// (it may be a catalogue's cached value); the stored cast rows take the
// movie's id and, when they name none, its image source.
func InsertMovie(ctx context.Context, idb bun.IDB, m *Movie) (bool, error) {
	row := *m
	if row.Genres == nil {
		row.Genres = []Genre{} // the column holds a JSON list, never null
	}
	res, err := idb.NewInsert().Model(&row).On("CONFLICT (id) DO NOTHING").Exec(ctx)
	if err != nil {
		return false, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return false, nil
	}
	if len(m.Casts) == 0 {
		return true, nil
	}
	cast := make([]CastMember, len(m.Casts))
	for i, c := range m.Casts {
		c.MovieID = m.ID
		if c.ImageSource == "" {
			c.ImageSource = m.ImageSource
		}
		cast[i] = c
	}
	_, err = idb.NewInsert().Model(&cast).On("CONFLICT DO NOTHING").Exec(ctx)
	return true, err
}

// CBFC certificates. An A film is for adults only: booking it asks the
// customer to confirm they are 18 or older, and the door checks ID.
const (
	CertificateAdult = "A"
)

// Certificates lists the CBFC certificates, in the schema's order.
var Certificates = []string{"U", "UA7", "UA13", "UA16", "A", "S"}

// SetMovieCertificate sets a stored movie's certificate; ErrNotFound for
// a movie that is not stored.
func SetMovieCertificate(ctx context.Context, idb bun.IDB, id int64, certificate string) error {
	res, err := idb.NewUpdate().Model((*Movie)(nil)).Set("certificate = ?", certificate).Where("id = ?", id).Exec(ctx)
	return affectedOne(res, err)
}

// FillMovieCertificate sets a movie's certificate unless it has one: the
// sample catalogue gives its films theirs without undoing an admin's.
func FillMovieCertificate(ctx context.Context, idb bun.IDB, id int64, certificate string) error {
	_, err := idb.NewUpdate().Model((*Movie)(nil)).Set("certificate = ?", certificate).
		Where("id = ? AND certificate = ''", id).Exec(ctx)
	return err
}

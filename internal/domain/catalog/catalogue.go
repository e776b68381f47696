package catalog

import (
	"context"
	"errors"
	"fmt"
	"log/slog"

	"marquee/db"
	"marquee/internal/domain/catalog/sample"
)

// MovieSource is a catalogue of movies out on the network: TMDB
// (internal/adapters/tmdb). A movie it does not know is an error wrapping
// ErrNotFound.
type MovieSource interface {
	// NowPlaying lists the movies in cinemas now.
	NowPlaying(ctx context.Context) ([]db.Movie, error)
	// Movie returns one movie with its cast.
	Movie(ctx context.Context, id int64) (*db.Movie, error)
}

// ErrNotFound means no catalogue has the movie; test with errors.Is.
var ErrNotFound = errors.New("movie not found")

// Source names where a Catalogue answer came from.
type Source string

const (
	SourceTMDB   Source = "tmdb"
	SourceSample Source = "sample"
)

// Catalogue answers with TMDB when it can and with the bundled sample
// catalogue when it cannot, so pages never come up empty: TMDB is a
// third-party service that may be unconfigured, slow, rate limited or
// down, so every failure (no key, an error, a timeout) degrades to the
// sample movies instead of an empty page.
type Catalogue struct {
	client MovieSource
	log    *slog.Logger
}

// NewCatalogue wraps client (TMDB), which is nil when no TMDB key is
// configured. A nil log means slog.Default().
func NewCatalogue(client MovieSource, log *slog.Logger) *Catalogue {
	if log == nil {
		log = slog.Default()
	}
	return &Catalogue{client: client, log: log}
}

// NowPlaying returns TMDB's now-playing movies, or the sample catalogue
// when there is no client or TMDB fails in any way (error, timeout, or an
// empty list, which would leave the cinema with nothing to show); failures
// are logged. The error is non-nil only when ctx was cancelled, i.e. the
// caller has gone away and wants no answer.
func (c *Catalogue) NowPlaying(ctx context.Context) ([]db.Movie, Source, error) {
	if c.client == nil {
		return sampleMovies(), SourceSample, nil
	}
	movies, err := c.client.NowPlaying(ctx)
	if err == nil && len(movies) > 0 {
		return movies, SourceTMDB, nil
	}
	if errors.Is(ctx.Err(), context.Canceled) {
		return nil, "", ctx.Err()
	}
	if err == nil {
		err = errors.New("tmdb: now playing list is empty")
	}
	c.log.WarnContext(ctx, "tmdb now playing failed; serving the sample catalogue", "error", err)
	return sampleMovies(), SourceSample, nil
}

// Movie returns one movie with its cast. Sample ids are answered from the
// sample catalogue with no network call; any other id must come from TMDB,
// so its errors are returned as they are (errors.Is(err, ErrNotFound) for an
// unknown id, including when there is no TMDB client at all).
func (c *Catalogue) Movie(ctx context.Context, id int64) (*db.Movie, Source, error) {
	if m, ok := sample.Movie(id); ok {
		fillSample(&m)
		return &m, SourceSample, nil
	}
	if c.client == nil {
		return nil, "", fmt.Errorf("tmdb: movie %d: %w (no TMDB key configured)", id, ErrNotFound)
	}
	m, err := c.client.Movie(ctx, id)
	if err != nil {
		return nil, "", err
	}
	return m, SourceTMDB, nil
}

func sampleMovies() []db.Movie {
	movies := sample.Movies()
	for i := range movies {
		fillSample(&movies[i])
	}
	return movies
}

// fillSample gives cast rows their movie's image source, as TMDB rows have,
// so a photo URL can be built from a cast row alone.
func fillSample(m *db.Movie) {
	for i := range m.Casts {
		m.Casts[i].MovieID = m.ID
		m.Casts[i].ImageSource = m.ImageSource
	}
}

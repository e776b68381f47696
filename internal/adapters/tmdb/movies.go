package tmdb

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"marquee/db"
)

// MaxCast is how many billed cast members Movie keeps: enough for a detail
// page's cast strip without storing every extra.
const MaxCast = 20

// genreNames is TMDB's official movie genre list (GET /genre/movie/list).
// It has not changed in years, so a fixed copy saves a request per listing.
// Unexported so nothing can alter it; read it through GenreName.
var genreNames = map[int]string{
	28:    "Action",
	12:    "Adventure",
	16:    "Animation",
	35:    "Comedy",
	80:    "Crime",
	99:    "Documentary",
	18:    "Drama",
	10751: "Family",
	14:    "Fantasy",
	36:    "History",
	27:    "Horror",
	10402: "Music",
	9648:  "Mystery",
	10749: "Romance",
	878:   "Science Fiction",
	10770: "TV Movie",
	53:    "Thriller",
	10752: "War",
	37:    "Western",
}

// Video is one entry of a movie's videos.
type Video struct {
	Key      string `json:"key"`
	Name     string `json:"name"`
	Site     string `json:"site"`
	Type     string `json:"type"`
	Official bool   `json:"official"`
}

// Wire shapes of the v3 responses, only the fields Marquee uses. Image
// paths are null when TMDB has no image; decoding null into a string
// leaves it "", which is what db rows want.
type (
	listMovie struct {
		ID               int64   `json:"id"`
		Title            string  `json:"title"`
		Overview         string  `json:"overview"`
		PosterPath       string  `json:"poster_path"`
		BackdropPath     string  `json:"backdrop_path"`
		VoteAverage      float64 `json:"vote_average"`
		VoteCount        int64   `json:"vote_count"`
		ReleaseDate      string  `json:"release_date"`
		GenreIDs         []int   `json:"genre_ids"`
		OriginalLanguage string  `json:"original_language"`
	}
	nowPlayingResponse struct {
		Results []listMovie `json:"results"`
	}
	castEntry struct {
		ID          int64  `json:"id"`
		Name        string `json:"name"`
		Character   string `json:"character"`
		Order       int    `json:"order"`
		ProfilePath string `json:"profile_path"`
	}
	creditsResponse struct {
		Cast []castEntry `json:"cast"`
	}
	videosResponse struct {
		Results []Video `json:"results"`
	}
	detailsResponse struct {
		ID               int64           `json:"id"`
		Title            string          `json:"title"`
		Overview         string          `json:"overview"`
		Tagline          string          `json:"tagline"`
		PosterPath       string          `json:"poster_path"`
		BackdropPath     string          `json:"backdrop_path"`
		VoteAverage      float64         `json:"vote_average"`
		VoteCount        int64           `json:"vote_count"`
		Genres           []db.Genre      `json:"genres"`
		Runtime          int             `json:"runtime"`
		ReleaseDate      string          `json:"release_date"`
		OriginalLanguage string          `json:"original_language"`
		Credits          creditsResponse `json:"credits"`
		Videos           videosResponse  `json:"videos"`
	}
)

// NowPlaying returns the first page of TMDB's now-playing list as movie
// rows. List entries carry no runtime, tagline, cast or trailer; Movie
// fills those in.
func (c *Client) NowPlaying(ctx context.Context) ([]db.Movie, error) {
	q := url.Values{"language": {"en-US"}, "page": {"1"}}
	movies, err := fetchJSON(c, ctx, "/movie/now_playing", q, func(r nowPlayingResponse) ([]db.Movie, error) {
		out := make([]db.Movie, 0, len(r.Results))
		seen := make(map[int64]bool, len(r.Results))
		for _, lm := range r.Results {
			if lm.ID <= 0 || seen[lm.ID] {
				continue // ids are primary keys downstream
			}
			seen[lm.ID] = true
			out = append(out, db.Movie{
				ID:               lm.ID,
				Title:            lm.Title,
				Overview:         lm.Overview,
				PosterPath:       lm.PosterPath,
				BackdropPath:     lm.BackdropPath,
				ImageSource:      db.ImageSourceTMDB,
				VoteAverage:      lm.VoteAverage,
				VoteCount:        lm.VoteCount,
				Genres:           genresOf(lm.GenreIDs),
				ReleaseDate:      lm.ReleaseDate,
				OriginalLanguage: lm.OriginalLanguage,
			})
		}
		return out, nil
	})
	if err != nil {
		return nil, err
	}
	out := make([]db.Movie, len(movies))
	for i := range movies {
		out[i] = cloneMovie(movies[i])
	}
	return out, nil
}

// Movie returns one movie with its genres, runtime, tagline, top MaxCast
// cast members and trailer key, in a single request (credits and videos
// ride along via append_to_response). A 404 wraps ErrNotFound.
func (c *Client) Movie(ctx context.Context, id int64) (*db.Movie, error) {
	if id <= 0 {
		return nil, fmt.Errorf("tmdb: movie %d: %w", id, ErrNotFound)
	}
	q := url.Values{"append_to_response": {"credits,videos"}}
	m, err := fetchJSON(c, ctx, moviePath(id, ""), q, func(r detailsResponse) (db.Movie, error) {
		if r.ID != id {
			return db.Movie{}, fmt.Errorf("tmdb: movie %d: answer is for movie %d", id, r.ID)
		}
		m := db.Movie{
			ID:               r.ID,
			Title:            r.Title,
			Overview:         r.Overview,
			Tagline:          r.Tagline,
			PosterPath:       r.PosterPath,
			BackdropPath:     r.BackdropPath,
			ImageSource:      db.ImageSourceTMDB,
			VoteAverage:      r.VoteAverage,
			VoteCount:        r.VoteCount,
			Genres:           make([]db.Genre, 0, len(r.Genres)),
			Runtime:          r.Runtime,
			ReleaseDate:      r.ReleaseDate,
			OriginalLanguage: r.OriginalLanguage,
			TrailerKey:       TrailerKey(r.Videos.Results),
			Casts:            castOf(id, r.Credits.Cast, MaxCast),
		}
		for _, g := range r.Genres {
			if g.Name == "" {
				g.Name = genreNames[g.ID]
			}
			if g.Name != "" {
				m.Genres = append(m.Genres, g)
			}
		}
		return m, nil
	})
	if err != nil {
		return nil, err
	}
	m = cloneMovie(m)
	return &m, nil
}

// Credits returns a movie's whole billed cast in order, as rows for the
// movie (GET /movie/{id}/credits). Movie already includes the top of it.
func (c *Client) Credits(ctx context.Context, id int64) ([]db.CastMember, error) {
	if id <= 0 {
		return nil, fmt.Errorf("tmdb: movie %d: %w", id, ErrNotFound)
	}
	cast, err := fetchJSON(c, ctx, moviePath(id, "/credits"), nil, func(r creditsResponse) ([]db.CastMember, error) {
		return castOf(id, r.Cast, -1), nil
	})
	return slices.Clone(cast), err
}

// Videos returns a movie's videos as TMDB lists them (GET
// /movie/{id}/videos); TrailerKey picks the one to show.
func (c *Client) Videos(ctx context.Context, id int64) ([]Video, error) {
	if id <= 0 {
		return nil, fmt.Errorf("tmdb: movie %d: %w", id, ErrNotFound)
	}
	videos, err := fetchJSON(c, ctx, moviePath(id, "/videos"), nil, func(r videosResponse) ([]Video, error) {
		return r.Results, nil
	})
	return slices.Clone(videos), err
}

// TrailerKey picks the YouTube key to embed: an official trailer, else any
// trailer, else a teaser (earliest listed on ties); "" when there is none.
// Other sites are skipped because the client only embeds YouTube.
func TrailerKey(videos []Video) string {
	rank := func(v Video) int {
		if !strings.EqualFold(v.Site, "YouTube") || v.Key == "" {
			return 0
		}
		switch {
		case strings.EqualFold(v.Type, "Trailer") && v.Official:
			return 3
		case strings.EqualFold(v.Type, "Trailer"):
			return 2
		case strings.EqualFold(v.Type, "Teaser"):
			return 1
		}
		return 0
	}
	best, bestRank := "", 0
	for _, v := range videos {
		if r := rank(v); r > bestRank {
			best, bestRank = v.Key, r
		}
	}
	return best
}

// fetchJSON is the cached, de-duplicated GET of path?q decoded as W and
// mapped to T. The result is shared with the cache: callers copy it.
func fetchJSON[W, T any](c *Client, ctx context.Context, path string, q url.Values, mapFn func(W) (T, error)) (T, error) {
	key := path
	if len(q) > 0 {
		key += "?" + q.Encode()
	}
	v, err := c.cached(ctx, key, func(ctx context.Context) (any, error) {
		body, err := c.get(ctx, path, q)
		if err != nil {
			return nil, err
		}
		var w W
		if err := json.Unmarshal(body, &w); err != nil {
			return nil, fmt.Errorf("tmdb: GET %s: decoding answer: %w", path, err)
		}
		return mapFn(w)
	})
	if err != nil {
		var zero T
		return zero, err
	}
	return v.(T), nil
}

func moviePath(id int64, suffix string) string {
	return "/movie/" + strconv.FormatInt(id, 10) + suffix
}

// genresOf names genre ids, dropping any TMDB might add that we do not know.
func genresOf(ids []int) []db.Genre {
	out := make([]db.Genre, 0, len(ids))
	for _, id := range ids {
		if name, ok := genreNames[id]; ok {
			out = append(out, db.Genre{ID: id, Name: name})
		}
	}
	return out
}

// castOf turns credits into rows in billing order, keeping at most limit
// (all when negative). Position is TMDB's order; should TMDB ever repeat an
// order, the later entry moves up by one so (movie, position) stays unique.
func castOf(movieID int64, cast []castEntry, limit int) []db.CastMember {
	sorted := slices.Clone(cast)
	slices.SortStableFunc(sorted, func(a, b castEntry) int { return cmp.Compare(a.Order, b.Order) })
	if limit >= 0 && len(sorted) > limit {
		sorted = sorted[:limit]
	}
	out := make([]db.CastMember, 0, len(sorted))
	next := 0
	for _, ce := range sorted {
		pos := max(ce.Order, next)
		next = pos + 1
		out = append(out, db.CastMember{
			MovieID:     movieID,
			Position:    pos,
			PersonID:    ce.ID,
			Name:        ce.Name,
			Character:   ce.Character,
			ProfilePath: ce.ProfilePath,
			ImageSource: db.ImageSourceTMDB,
		})
	}
	return out
}

// cloneMovie copies a movie deeply enough that the caller may modify it
// without touching the cached one.
func cloneMovie(m db.Movie) db.Movie {
	m.Genres = slices.Clone(m.Genres)
	m.Casts = slices.Clone(m.Casts)
	return m
}

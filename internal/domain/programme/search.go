package programme

import (
	"context"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"marquee/db"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

// MovieFilter narrows the movie list (the GraphQL input MovieFilter).
// A nil or blank field means "any".
type MovieFilter struct {
	Search *string
	Genre  *string
	// Language is the code of a show's audio language (its movie's
	// original language when it states none); Format a ShowFormat. With
	// Date, one show must be of that day, language and format.
	Language *string
	Format   *string
	// Date is a local YYYY-MM-DD, read in each cinema's time zone.
	Date *string
	// City keeps the movies with an upcoming show at a cinema of that
	// city, letter case ignored: the site-wide city of Home and Movies.
	City *string
}

// Sort is the order of a movie list; its values are the GraphQL
// MovieSort's.
type Sort string

const (
	SortRelevance   Sort = "RELEVANCE"
	SortSoonestShow Sort = "SOONEST_SHOW"
	SortRating      Sort = "RATING"
	SortNewest      Sort = "NEWEST"
)

var sortOrders = map[Sort]db.MovieOrder{
	SortRelevance:   db.OrderRelevance,
	SortSoonestShow: db.OrderSoonestShow,
	SortRating:      db.OrderRating,
	SortNewest:      db.OrderNewest,
}

// Limits on what a client may ask for. A search is typed by a person, so
// 100 characters is plenty, and a cap keeps the database's query small.
const (
	MaxSearchLength = 100
	MaxGenreLength  = 50
	// MaxCityLength is a cinema's city's limit (venues), in characters.
	MaxCityLength = 60
	MaxMovieLimit = 100
	// maxFilterDates bounds the dates offered by FilterOptions.
	maxFilterDates = 31
)

// FilterOptions is what the movies filter can choose from.
type FilterOptions struct {
	Genres    []string
	Languages []string
	// Formats are the ShowFormats of upcoming shows, in the schema's
	// order.
	Formats []string
	Dates   []string
}

// FindMovies lists the movies with upcoming shows that pass f, in order
// (RELEVANCE when nil), at most limit of them when limit is not nil.
// With no filter, no sort and no limit it lists exactly what Movies lists.
func (s *Service) FindMovies(ctx context.Context, f *MovieFilter, order *Sort, limit *int) ([]db.Movie, error) {
	q, err := s.movieQuery(ctx, f, order, limit)
	if err != nil {
		return nil, err
	}
	return db.SearchMovies(ctx, s.DB, q)
}

func (s *Service) movieQuery(ctx context.Context, f *MovieFilter, order *Sort, limit *int) (db.MovieQuery, error) {
	q := db.MovieQuery{Now: s.Clock.Now(), Order: db.OrderRelevance}
	if order != nil {
		o, ok := sortOrders[*order]
		if !ok {
			return q, apperr.BadInputf("Invalid sort %s: expected RELEVANCE, SOONEST_SHOW, RATING or NEWEST", apperr.QuoteInput(string(*order)))
		}
		q.Order = o
	}
	if limit != nil {
		if *limit < 1 || *limit > MaxMovieLimit {
			return q, apperr.BadInputf("Invalid limit %d: expected 1 to %d", *limit, MaxMovieLimit)
		}
		q.Limit = *limit
	}
	if f == nil {
		return q, nil
	}
	var err error
	if q.Search, err = searchText(f.Search); err != nil {
		return q, err
	}
	if q.Genre, err = genreKey(f.Genre); err != nil {
		return q, err
	}
	if q.Language, err = languageCode(f.Language); err != nil {
		return q, err
	}
	if q.City = trimmed(f.City); utf8.RuneCountInString(q.City) > MaxCityLength {
		return q, apperr.BadInputf("Invalid city: at most %d characters", MaxCityLength)
	}
	if format := strings.ToUpper(trimmed(f.Format)); format != "" {
		if err := venues.CheckFormat(format); err != nil {
			return q, err
		}
		q.Format = format
	}
	if date := trimmed(f.Date); date != "" {
		if q.Day, err = s.daySpans(ctx, date); err != nil {
			return q, err
		}
	}
	return q, nil
}

func trimmed(p *string) string {
	if p == nil {
		return ""
	}
	return strings.TrimSpace(*p)
}

func searchText(p *string) (string, error) {
	text := trimmed(p)
	if utf8.RuneCountInString(text) > MaxSearchLength {
		return "", apperr.BadInputf("Search is too long: at most %d characters", MaxSearchLength)
	}
	return text, nil
}

func genreKey(p *string) (string, error) {
	g := trimmed(p)
	if utf8.RuneCountInString(g) > MaxGenreLength {
		return "", apperr.BadInputf("Invalid genre: at most %d characters", MaxGenreLength)
	}
	return strings.ToLower(g), nil
}

// languageCode accepts what TMDB stores as original_language: a short
// ISO 639 code, possibly with a region ("en", "zh-CN").
func languageCode(p *string) (string, error) {
	code := trimmed(p)
	if code == "" {
		return "", nil
	}
	ok := len(code) <= 12
	for _, r := range code {
		ok = ok && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-')
	}
	if !ok {
		return "", apperr.BadInputf("Invalid language %s: expected a language code such as en", apperr.QuoteInput(code))
	}
	return strings.ToLower(code), nil
}

// daySpans is a local date as UTC instants in each cinema time zone in
// use: a show belongs to a date in its own cinema's zone, as the
// show-times lists group it.
func (s *Service) daySpans(ctx context.Context, date string) ([]db.DaySpan, error) {
	day, err := time.Parse("2006-01-02", date)
	if err != nil {
		return nil, apperr.BadInputf("Invalid date %s: expected YYYY-MM-DD", apperr.QuoteInput(date))
	}
	zones, err := db.CinemaTimeZones(ctx, s.DB)
	if err != nil {
		return nil, fmt.Errorf("cinema time zones: %w", err)
	}
	if len(zones) == 0 {
		zones = []string{""}
	}
	spans := make([]db.DaySpan, len(zones))
	for i, z := range zones {
		loc := venues.CinemaZone(&db.Cinema{TimeZone: z}, s.TZ)
		from := time.Date(day.Year(), day.Month(), day.Day(), 0, 0, 0, 0, loc)
		to := time.Date(day.Year(), day.Month(), day.Day()+1, 0, 0, 0, 0, loc)
		spans[i] = db.DaySpan{TimeZone: z, From: from.UTC(), To: to.UTC()}
	}
	return spans, nil
}

// FilterOptions lists the genres, languages and local dates of the
// movies with upcoming shows.
func (s *Service) FilterOptions(ctx context.Context) (*FilterOptions, error) {
	now := s.Clock.Now()
	genres, err := db.UpcomingGenres(ctx, s.DB, now)
	if err != nil {
		return nil, fmt.Errorf("genres: %w", err)
	}
	languages, err := db.UpcomingLanguages(ctx, s.DB, now)
	if err != nil {
		return nil, fmt.Errorf("languages: %w", err)
	}
	formats, err := db.UpcomingFormats(ctx, s.DB, now)
	if err != nil {
		return nil, fmt.Errorf("formats: %w", err)
	}
	ordered := []string{}
	for _, f := range db.Formats {
		if slices.Contains(formats, f) {
			ordered = append(ordered, f)
		}
	}
	starts, err := db.UpcomingShowStarts(ctx, s.DB, now)
	if err != nil {
		return nil, fmt.Errorf("show dates: %w", err)
	}
	seen := map[string]bool{}
	dates := []string{}
	for _, st := range starts {
		d := st.StartsAt.In(venues.CinemaZone(&db.Cinema{TimeZone: st.TimeZone}, s.TZ)).Format("2006-01-02")
		if !seen[d] {
			seen[d] = true
			dates = append(dates, d)
		}
	}
	sort.Strings(dates)
	if len(dates) > maxFilterDates {
		dates = dates[:maxFilterDates]
	}
	return &FilterOptions{Genres: genres, Languages: languages, Formats: ordered, Dates: dates}, nil
}

// Versions lists the versions (format, language, subtitles) the given
// movies' upcoming scheduled shows play in, by movie, in one query.
func (s *Service) Versions(ctx context.Context, movieIDs []int64) (map[int64][]db.ShowVersion, error) {
	list, err := db.UpcomingVersions(ctx, s.DB, s.Clock.Now(), movieIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[int64][]db.ShowVersion, len(movieIDs))
	for _, v := range list {
		out[v.MovieID] = append(out[v.MovieID], v)
	}
	return out, nil
}

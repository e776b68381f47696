package db

import (
	"context"
	"strings"
	"time"
	"unicode"

	"github.com/uptrace/bun"
)

// MovieOrder is the order of a movie list.
type MovieOrder int

const (
	// OrderSoonestShow puts the movie whose next show starts first first.
	OrderSoonestShow MovieOrder = iota
	// OrderRelevance puts title matches before cast matches, each best
	// first (BM25 on SQLite, ts_rank on PostgreSQL), then the soonest show.
	// Without a search it is OrderSoonestShow.
	OrderRelevance
	// OrderRating puts the highest vote average first.
	OrderRating
	// OrderNewest puts the latest release date first.
	OrderNewest
)

// DaySpan is one local day, as the UTC instants [From, To), of the
// cinemas whose time_zone column holds TimeZone ("" is THEATRE_TZ's).
type DaySpan struct {
	TimeZone string
	From, To time.Time
}

// MovieQuery narrows and orders the movies with a show after Now.
type MovieQuery struct {
	Now time.Time
	// Search is matched word by word as prefixes of the words of the
	// title and the cast names (see SearchTerms); "" matches every movie.
	Search string
	// Genre is a genre's lower-cased name; "" is any genre.
	Genre string
	// Language is the ISO 639 code of a show's audio (its movie's
	// original language when it states none, see ShowLanguage); "" is
	// any. Format is a ShowFormat; "" is any. With Day, one show must
	// meet all three.
	Language string
	Format   string
	// Day, when not empty, keeps only the shows starting in one of its
	// spans (one per cinema time zone): a movie without such a show is
	// left out, and the soonest show is the soonest of that day.
	Day []DaySpan
	// City, when not "", keeps only the shows at cinemas of that city
	// (letter case ignored, as Cinemas compares it), like Day.
	City  string
	Order MovieOrder
	// Limit caps the list; 0 is no cap.
	Limit int
}

// maxSearchTerms bounds the words of one search; the service already
// caps its length.
const maxSearchTerms = 16

// SearchTerms splits text into the lower-cased words a search matches,
// breaking at anything that is not a letter, a digit or a combining mark,
// as both databases' tokenizers do: "Spider-Man" is "spider" and "man".
func SearchTerms(text string) []string {
	words := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r)
	})
	if len(words) > maxSearchTerms {
		words = words[:maxSearchTerms]
	}
	return words
}

// SearchMovies lists the movies with a show after q.Now that pass q's
// filters, in q's order, casts included (one more query for all casts).
// The zero query lists what MoviesWithUpcomingShows lists, in its order.
// A search with no word in it (only punctuation) matches nothing.
func SearchMovies(ctx context.Context, idb bun.IDB, q MovieQuery) ([]Movie, error) {
	movies := []Movie{}
	terms := SearchTerms(q.Search)
	if strings.TrimSpace(q.Search) != "" && len(terms) == 0 {
		return movies, nil
	}
	next := nextShows(idb, q)
	if len(terms) > 0 {
		// Only the matches need their next show: grouping every upcoming
		// show would cost more than the search itself.
		next = next.Where("s.movie_id IN (?)", matchingIDs(idb, terms))
	}
	sel := idb.NewSelect().Model(&movies).
		Relation("Casts", func(q *bun.SelectQuery) *bun.SelectQuery { return q.Order("position") }).
		Join("JOIN (?) AS nx ON nx.movie_id = movie.id", next)
	if q.Genre != "" {
		sel = sel.Where("EXISTS (SELECT 1 FROM movie_genres AS mg WHERE mg.movie_id = movie.id AND mg.genre_key = ?)", q.Genre)
	}
	var rank []orderTerm
	if len(terms) > 0 {
		sel, rank = matchTerms(idb, sel, terms)
	}
	for _, o := range orderOf(q.Order, rank) {
		sel = sel.OrderExpr(o.expr, o.args...)
	}
	if q.Limit > 0 {
		sel = sel.Limit(int64(q.Limit))
	}
	return movies, sel.Scan(ctx)
}

// nextShows is each listed movie's soonest scheduled show after now (of
// the day, the city, the language and the format, when q has them).
func nextShows(idb bun.IDB, q MovieQuery) *bun.SelectQuery {
	next := idb.NewSelect().TableExpr("shows AS s").
		ColumnExpr("s.movie_id, MIN(s.starts_at) AS first_start").
		Where("s.starts_at > ?", q.Now).Where("s.status = ?", ShowScheduled).
		Group("s.movie_id")
	if q.Format != "" {
		next = next.Where("s.format = ?", q.Format)
	}
	if q.Language != "" {
		next = next.Join("JOIN movies AS m ON m.id = s.movie_id").Where(showLanguageSQL+" = ?", q.Language)
	}
	if len(q.Day) == 0 && q.City == "" {
		return next
	}
	next = next.
		Join("JOIN screens AS sc ON sc.id = s.screen_id").
		Join("JOIN cinemas AS c ON c.id = sc.cinema_id")
	if q.City != "" {
		next = next.Where("LOWER(c.city) = LOWER(?)", q.City)
	}
	if len(q.Day) == 0 {
		return next
	}
	return next.WhereGroup(" AND ", func(g *bun.SelectQuery) *bun.SelectQuery {
		for _, d := range q.Day {
			g = g.WhereOr("(c.time_zone = ? AND s.starts_at >= ? AND s.starts_at < ?)", d.TimeZone, d.From, d.To)
		}
		return g
	})
}

type orderTerm struct {
	expr string
	args []any
}

// matchTerms keeps the movies matching every term and returns the
// relevance order: title matches first, then the better score.
func matchTerms(idb bun.IDB, sel *bun.SelectQuery, terms []string) (*bun.SelectQuery, []orderTerm) {
	if IsPG(idb) {
		all, title := tsQueries(terms)
		sel = sel.Join("JOIN movie_search AS ms ON ms.movie_id = movie.id").
			Where("ms.doc @@ to_tsquery('simple', ?)", all)
		return sel, []orderTerm{
			{"CASE WHEN ms.doc @@ to_tsquery('simple', ?) THEN 0 ELSE 1 END", []any{title}},
			{"ts_rank(ms.doc, to_tsquery('simple', ?)) DESC", []any{all}},
		}
	}
	all, title := ftsQueries(terms)
	// The title matches are a list SQLite builds once per query; as a
	// joined table, it would run the title query again for every match.
	sel = sel.Join("JOIN (SELECT rowid AS movie_id, bm25(movie_fts, 10.0, 1.0) AS score FROM movie_fts WHERE movie_fts MATCH ?) AS ms ON ms.movie_id = movie.id", all)
	return sel, []orderTerm{
		{"CASE WHEN movie.id IN (SELECT rowid FROM movie_fts WHERE movie_fts MATCH ?) THEN 0 ELSE 1 END", []any{title}},
		{"ms.score", nil}, // BM25 is negative, better is lower
	}
}

// matchingIDs is the ids of the movies matching every term.
func matchingIDs(idb bun.IDB, terms []string) *bun.SelectQuery {
	if IsPG(idb) {
		all, _ := tsQueries(terms)
		return idb.NewSelect().TableExpr("movie_search").Column("movie_id").Where("doc @@ to_tsquery('simple', ?)", all)
	}
	all, _ := ftsQueries(terms)
	return idb.NewSelect().TableExpr("movie_fts").ColumnExpr("rowid").Where("movie_fts MATCH ?", all)
}

// ftsQueries are the FTS5 queries for every term as a prefix anywhere,
// and in the title alone. Terms hold only letters, digits and marks, so
// quoting each is enough to keep it a plain word.
func ftsQueries(terms []string) (all, title string) {
	a := make([]string, len(terms))
	t := make([]string, len(terms))
	for i, w := range terms {
		a[i] = `"` + w + `"*`
		t[i] = `title : "` + w + `"*`
	}
	return strings.Join(a, " AND "), strings.Join(t, " AND ")
}

// tsQueries are the PostgreSQL tsqueries for every term as a prefix
// anywhere, and as a prefix of a title word (weight A).
func tsQueries(terms []string) (all, title string) {
	a := make([]string, len(terms))
	t := make([]string, len(terms))
	for i, w := range terms {
		a[i] = "'" + w + "':*"
		t[i] = "'" + w + "':*A"
	}
	return strings.Join(a, " & "), strings.Join(t, " & ")
}

// orderOf is the ORDER BY of a movie list: the chosen key, the relevance
// of a search, then the soonest show and the id so that ties are stable.
func orderOf(o MovieOrder, rank []orderTerm) []orderTerm {
	var out []orderTerm
	switch o {
	case OrderRating:
		out = append(out, orderTerm{expr: "movie.vote_average DESC"})
	case OrderNewest:
		out = append(out, orderTerm{expr: "movie.release_date DESC"})
	case OrderSoonestShow:
		out = append(out, orderTerm{expr: "nx.first_start"})
	}
	out = append(out, rank...)
	return append(out, orderTerm{expr: "nx.first_start"}, orderTerm{expr: "movie.id"})
}

// CinemaTimeZones lists the distinct time_zone values of the cinemas
// ("" stands for THEATRE_TZ).
func CinemaTimeZones(ctx context.Context, idb bun.IDB) ([]string, error) {
	var zones []string
	err := idb.NewSelect().Model((*Cinema)(nil)).ColumnExpr("DISTINCT time_zone").Scan(ctx, &zones)
	return zones, err
}

// upcomingMovieIDs is the ids of the movies with a scheduled show after
// now.
func upcomingMovieIDs(idb bun.IDB, now time.Time) *bun.SelectQuery {
	return idb.NewSelect().TableExpr("shows AS s").Column("s.movie_id").
		Where("s.starts_at > ?", now).Where("s.status = ?", ShowScheduled)
}

// UpcomingGenres lists the genres of the movies with a show after now,
// by name, each spelling once whatever its letter case.
func UpcomingGenres(ctx context.Context, idb bun.IDB, now time.Time) ([]string, error) {
	names := []string{}
	err := idb.NewSelect().TableExpr("movie_genres AS mg").ColumnExpr("MIN(mg.name)").
		Where("mg.movie_id IN (?)", upcomingMovieIDs(idb, now)).
		Group("mg.genre_key").OrderExpr("mg.genre_key").
		Scan(ctx, &names)
	return names, err
}

// UpcomingLanguages lists the languages the scheduled shows after now
// play in (see ShowLanguage), sorted.
func UpcomingLanguages(ctx context.Context, idb bun.IDB, now time.Time) ([]string, error) {
	codes := []string{}
	err := idb.NewSelect().TableExpr("shows AS s").ColumnExpr("DISTINCT "+showLanguageSQL+" AS language").
		Join("JOIN movies AS m ON m.id = s.movie_id").
		Where("s.starts_at > ?", now).Where("s.status = ?", ShowScheduled).
		Where(showLanguageSQL+" <> ''").
		OrderExpr("language").
		Scan(ctx, &codes)
	return codes, err
}

// UpcomingFormats lists the formats of the scheduled shows after now, in
// no particular order.
func UpcomingFormats(ctx context.Context, idb bun.IDB, now time.Time) ([]string, error) {
	formats := []string{}
	err := idb.NewSelect().TableExpr("shows AS s").ColumnExpr("DISTINCT s.format").
		Where("s.starts_at > ?", now).Where("s.status = ?", ShowScheduled).
		Scan(ctx, &formats)
	return formats, err
}

// ShowVersion is one version a movie plays in: format, audio language
// and subtitles ("" for none).
type ShowVersion struct {
	MovieID   int64  `bun:"movie_id"`
	Format    string `bun:"format"`
	Language  string `bun:"language"`
	Subtitles string `bun:"subtitles"`
}

// UpcomingVersions lists the distinct versions of the given movies'
// scheduled shows after now, by movie, language, format and subtitles.
func UpcomingVersions(ctx context.Context, idb bun.IDB, now time.Time, movieIDs []int64) ([]ShowVersion, error) {
	out := []ShowVersion{}
	if len(movieIDs) == 0 {
		return out, nil
	}
	err := idb.NewSelect().TableExpr("shows AS s").
		ColumnExpr("DISTINCT s.movie_id, s.format, "+showLanguageSQL+" AS language, s.subtitles").
		Join("JOIN movies AS m ON m.id = s.movie_id").
		Where("s.starts_at > ?", now).Where("s.status = ?", ShowScheduled).
		Where("s.movie_id IN (?)", bun.In(movieIDs)).
		OrderExpr("s.movie_id, language, s.format, s.subtitles").
		Scan(ctx, &out)
	return out, err
}

// ShowStart is when a show starts and its cinema's time_zone column.
type ShowStart struct {
	StartsAt time.Time `bun:"starts_at"`
	TimeZone string    `bun:"time_zone"`
}

// UpcomingShowStarts lists the distinct starts after now with their
// cinemas' zones, soonest first: what the local dates of the programme
// are computed from.
func UpcomingShowStarts(ctx context.Context, idb bun.IDB, now time.Time) ([]ShowStart, error) {
	var out []ShowStart
	err := idb.NewSelect().TableExpr("shows AS s").
		ColumnExpr("DISTINCT s.starts_at, c.time_zone").
		Join("JOIN screens AS sc ON sc.id = s.screen_id").
		Join("JOIN cinemas AS c ON c.id = sc.cinema_id").
		Where("s.starts_at > ?", now).Where("s.status = ?", ShowScheduled).
		OrderExpr("s.starts_at").
		Scan(ctx, &out)
	return out, err
}

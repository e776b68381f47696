package dbtest

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
)

// The search fixture: a few movies whose titles, casts, genres, languages,
// ratings and show times make each search, filter and order tell itself
// apart. Monsoon Wedding has the soonest show and matches "shah" only by
// its cast, so ranking by relevance must beat ranking by show time.
const (
	MovieInterstellar int64 = 9101 + iota
	MovieIntern
	MovieDallas
	MovieMonsoon
	MovieShahJahan
	MovieAmelie
	// MovieInterlude has only a show that has started already.
	MovieInterlude
	// MovieInternalAffairs has no show at all.
	MovieInternalAffairs
)

type fixtureMovie struct {
	id       int64
	title    string
	cast     []string
	genres   []string
	lang     string
	rating   float64
	released string
	// shows are hours from now.
	shows []int
}

var searchFixture = []fixtureMovie{
	{MovieInterstellar, "Interstellar", []string{"Matthew McConaughey", "Anne Hathaway", "Jessica Chastain"},
		[]string{"Adventure", "Drama", "Science Fiction"}, "en", 8.4, "2014-11-05", []int{3, 26}},
	{MovieIntern, "The Intern", []string{"Robert De Niro", "Anne Hathaway"},
		[]string{"Comedy"}, "en", 7.1, "2015-09-24", []int{2}},
	{MovieDallas, "Dallas Buyers Club", []string{"Matthew McConaughey", "Jared Leto"},
		[]string{"Drama"}, "en", 8.0, "2013-11-01", []int{5}},
	{MovieMonsoon, "Monsoon Wedding", []string{"Naseeruddin Shah", "Lillete Dubey"},
		[]string{"Drama", "Romance"}, "hi", 7.3, "2001-08-30", []int{1}},
	{MovieShahJahan, "Shah Jahan Returns", []string{"Meera Interwala", "Kabir Rao"},
		[]string{"Drama", "History"}, "hi", 6.5, "2024-02-01", []int{28}},
	{MovieAmelie, "Amélie", []string{"Audrey Tautou", "Mathieu Kassovitz"},
		[]string{"Comedy", "Romance"}, "fr", 7.9, "2001-04-25", []int{50}},
	{MovieInterlude, "Interlude", []string{"Anne Example"}, []string{"Drama"}, "en", 6.0, "2019-01-01", []int{-2}},
	{MovieInternalAffairs, "Internal Affairs", []string{"Andy Lau"}, []string{"Crime"}, "en", 7.5, "2002-12-12", nil},
}

// InsertSearchFixture stores the search fixture's movies (with casts and
// genres) and their shows, which start the given hours after now, each on
// a fixture screen of the default cinema.
// A movie already stored is kept as it is.
func InsertSearchFixture(ctx context.Context, idb bun.IDB, now time.Time) error {
	var shows []db.Show
	movies := SearchFixtureMovies(now)
	for i, f := range searchFixture {
		if _, err := db.InsertMovie(ctx, idb, &movies[i]); err != nil {
			return err
		}
		for _, h := range f.shows {
			shows = append(shows, db.Show{ID: fmt.Sprintf("00000000-0000-4000-8000-%06d%06d", f.id, h+100),
				MovieID: f.id, StartsAt: now.Add(time.Duration(h) * time.Hour), PricePaise: 15000, CreatedAt: now})
		}
	}
	return InsertShows(ctx, idb, shows...)
}

// SearchFixtureMovies are the search fixture's movies, with their casts
// and genres, stored at now.
func SearchFixtureMovies(now time.Time) []db.Movie {
	var out []db.Movie
	for _, f := range searchFixture {
		m := db.Movie{ID: f.id, Title: f.title, Overview: "o", Tagline: "t", ImageSource: db.ImageSourceTMDB,
			VoteAverage: f.rating, VoteCount: 100, Runtime: 100, ReleaseDate: f.released, OriginalLanguage: f.lang, CreatedAt: now}
		for i, g := range f.genres {
			m.Genres = append(m.Genres, db.Genre{ID: 100 + i, Name: g})
		}
		for i, name := range f.cast {
			m.Casts = append(m.Casts, db.CastMember{Position: i, PersonID: f.id*100 + int64(i), Name: name, Character: "c"})
		}
		out = append(out, m)
	}
	return out
}

// Word lists of the generated catalogue. Generated titles and names only
// need to look like a catalogue to the search: several words, shared
// prefixes, repeated surnames.
var (
	titleAdjectives = []string{"Silent", "Crimson", "Last", "Hidden", "Golden", "Broken", "Midnight", "Endless", "Savage",
		"Quiet", "Electric", "Paper", "Iron", "Velvet", "Frozen", "Burning", "Distant", "Lucky", "Wild", "Hollow"}
	titleNouns = []string{"Harbour", "Kingdom", "Protocol", "Monsoon", "Garden", "Frontier", "Empire", "River", "Signal",
		"Orbit", "Station", "Tiger", "Ballad", "Mirror", "Compass", "Lantern", "Voyage", "Summit", "Circuit", "Carnival",
		"Horizon", "Engine", "Whisper", "Citadel", "Express"}
	firstNames = []string{"Asha", "Rohan", "Meera", "Kabir", "Anne", "Matthew", "Priya", "Arjun", "Leela", "Dev", "Sara",
		"Vikram", "Nina", "Omar", "Tara", "Ishaan", "Zoya", "Neil", "Kavya", "Rahul", "Elena", "Jonas", "Mira", "Farah",
		"Aditya", "Lucas", "Ananya", "Hugo", "Ritu", "Samir"}
	lastNames = []string{"Kapoor", "Menon", "Rao", "Iyer", "Shah", "Das", "Bose", "Nair", "Khan", "Verma", "Hathaway",
		"Pillai", "Mehta", "Sen", "Ghosh", "Reddy", "Chopra", "Joshi", "Fernandes", "Malik", "Bhatt", "Kulkarni",
		"Saxena", "Mirza", "Patel", "Banerjee", "Thomas", "Varghese", "Desai", "Agarwal"}
	catalogueGenres = []string{"Action", "Adventure", "Animation", "Comedy", "Crime", "Drama", "Family", "Fantasy",
		"History", "Horror", "Mystery", "Romance", "Science Fiction", "Thriller"}
	catalogueLanguages = []string{"en", "hi", "ta", "te", "ml", "bn", "fr", "ko"}
)

// CatalogueShowDays is how many days ahead InsertCatalogue schedules.
const CatalogueShowDays = 5

// InsertCatalogue stores n generated movies, eight cast members each,
// and their shows: nine in ten movies get two shows in the next
// CatalogueShowDays days, the others only a show that has started. The
// shows are spread over enough screens of the default cinema that none
// overlap. The same n always gives the same catalogue.
func InsertCatalogue(ctx context.Context, idb bun.IDB, n int, now time.Time) error {
	rng := rand.New(rand.NewPCG(uint64(n), 2031))
	movies := make([]db.Movie, 0, n)
	var cast []db.CastMember
	for i := range n {
		id := int64(500000 + i)
		m := db.Movie{ID: id,
			Title:    fmt.Sprintf("The %s %s", titleAdjectives[rng.IntN(len(titleAdjectives))], titleNouns[rng.IntN(len(titleNouns))]),
			Overview: "A generated movie.", Tagline: "Generated.", ImageSource: db.ImageSourceTMDB,
			VoteAverage: float64(30+rng.IntN(61)) / 10, VoteCount: int64(rng.IntN(5000)), Runtime: 90 + rng.IntN(70),
			ReleaseDate:      fmt.Sprintf("%04d-%02d-%02d", 1980+rng.IntN(52), 1+rng.IntN(12), 1+rng.IntN(28)),
			OriginalLanguage: catalogueLanguages[rng.IntN(len(catalogueLanguages))], CreatedAt: now}
		if i%3 == 0 {
			m.Title += fmt.Sprintf(" %d", 2+i%5)
		}
		for g := range 1 + rng.IntN(3) {
			name := catalogueGenres[rng.IntN(len(catalogueGenres))]
			m.Genres = append(m.Genres, db.Genre{ID: g + 1, Name: name})
		}
		m.Genres = uniqueGenres(m.Genres)
		movies = append(movies, m)
		for p := range 8 {
			name := firstNames[rng.IntN(len(firstNames))] + " " + lastNames[rng.IntN(len(lastNames))]
			cast = append(cast, db.CastMember{MovieID: id, Position: p, PersonID: id*10 + int64(p), Name: name,
				Character: "Role", ImageSource: db.ImageSourceTMDB})
		}
	}
	if err := insertChunks(ctx, idb, movies, 500); err != nil {
		return err
	}
	if err := insertChunks(ctx, idb, cast, 1000); err != nil {
		return err
	}
	return insertCatalogueShows(ctx, idb, movies, now)
}

func uniqueGenres(gs []db.Genre) []db.Genre {
	seen := map[string]bool{}
	out := gs[:0]
	for _, g := range gs {
		if !seen[g.Name] {
			seen[g.Name] = true
			out = append(out, g)
		}
	}
	return out
}

func insertChunks[T any](ctx context.Context, idb bun.IDB, rows []T, size int) error {
	for start := 0; start < len(rows); start += size {
		chunk := rows[start:min(start+size, len(rows))]
		if _, err := idb.NewInsert().Model(&chunk).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// insertCatalogueShows gives each movie its shows in 90-minute slots
// (80 minutes busy), screen after screen.
func insertCatalogueShows(ctx context.Context, idb bun.IDB, movies []db.Movie, now time.Time) error {
	const slot = 90 * time.Minute
	slotsPerScreen := int(time.Duration(CatalogueShowDays) * 24 * time.Hour / slot)
	start := now.Truncate(time.Hour).Add(time.Hour)
	var shows []db.Show
	var screens []db.Screen
	next := 0 // the next free slot, over every screen
	for i, m := range movies {
		if i%10 == 9 {
			shows = append(shows, catalogueShow(m.ID, 0, "", now.Add(-30*time.Minute), now))
			continue
		}
		for k := range 2 {
			screen, at := next/slotsPerScreen, next%slotsPerScreen
			if screen == len(screens) {
				screens = append(screens, db.Screen{ID: fmt.Sprintf("00000000-0000-4000-8000-5c%010d", screen),
					CinemaID: db.DefaultCinemaID, Name: fmt.Sprintf("Catalogue %d", screen+1), LayoutID: db.DefaultLayoutID, CreatedAt: now})
			}
			shows = append(shows, catalogueShow(m.ID, k, screens[screen].ID, start.Add(time.Duration(at)*slot), now))
			next++
		}
	}
	if err := insertChunks(ctx, idb, screens, 500); err != nil {
		return err
	}
	for from := 0; from < len(shows); from += 500 {
		if err := InsertShows(ctx, idb, shows[from:min(from+500, len(shows))]...); err != nil {
			return err
		}
	}
	return nil
}

func catalogueShow(movieID int64, k int, screenID string, at, now time.Time) db.Show {
	return db.Show{ID: fmt.Sprintf("00000000-0000-4000-8000-%010d%02d", movieID, k), MovieID: movieID,
		StartsAt: at, PricePaise: 15000, ScreenID: screenID, OccupiedUntil: at.Add(80 * time.Minute), CreatedAt: now}
}

// Analyze refreshes the planner's statistics after a bulk load, as
// PostgreSQL's autovacuum (or SQLite's optimize) would in time, so a
// benchmark measures the plans a settled database uses.
func Analyze(ctx context.Context, idb bun.IDB) error {
	_, err := idb.ExecContext(ctx, "ANALYZE")
	return err
}

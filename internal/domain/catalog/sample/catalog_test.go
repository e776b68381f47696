package sample

import (
	"slices"
	"testing"
	"time"
	"unicode/utf8"

	"marquee/db"
)

var tmdbGenres = map[int]string{
	28: "Action", 12: "Adventure", 16: "Animation", 35: "Comedy", 80: "Crime",
	99: "Documentary", 18: "Drama", 10751: "Family", 14: "Fantasy", 36: "History",
	27: "Horror", 10402: "Music", 9648: "Mystery", 10749: "Romance",
	878: "Science Fiction", 10770: "TV Movie", 53: "Thriller", 10752: "War", 37: "Western",
}

func TestMoviesComplete(t *testing.T) {
	movies := Movies()
	if len(movies) < 14 {
		t.Fatalf("got %d movies, want at least 14", len(movies))
	}
	ids := map[int64]bool{}
	withCast8, withCast10 := 0, 0
	langs := map[string]int{}
	oldest := time.Date(2025, 5, 1, 0, 0, 0, 0, time.UTC)
	newest := time.Date(2026, 12, 31, 0, 0, 0, 0, time.UTC)
	for _, m := range movies {
		if m.ID < 9100001 || m.ID > 9199999 || ids[m.ID] {
			t.Errorf("movie id %d out of range or duplicated", m.ID)
		}
		ids[m.ID] = true
		if m.Title == "" || m.Tagline == "" || m.OriginalLanguage == "" {
			t.Errorf("%d: empty title/tagline/language", m.ID)
		}
		langs[m.OriginalLanguage]++
		if n := utf8.RuneCountInString(m.Overview); n < 250 || n > 450 {
			t.Errorf("%d %q: overview is %d characters, want 250..450", m.ID, m.Title, n)
		}
		if m.PosterPath != posterPath(m.ID) || m.BackdropPath != backdropPath(m.ID) {
			t.Errorf("%d: image paths %q %q", m.ID, m.PosterPath, m.BackdropPath)
		}
		if m.ImageSource != db.ImageSourceSample {
			t.Errorf("%d: image source %q", m.ID, m.ImageSource)
		}
		if m.VoteAverage < 5.8 || m.VoteAverage > 8.9 || m.VoteAverage*10 != float64(int(m.VoteAverage*10+0.5)) {
			t.Errorf("%d: vote average %v", m.ID, m.VoteAverage)
		}
		if m.VoteCount <= 0 {
			t.Errorf("%d: vote count %d", m.ID, m.VoteCount)
		}
		if len(m.Genres) < 1 || len(m.Genres) > 3 {
			t.Errorf("%d: %d genres", m.ID, len(m.Genres))
		}
		for _, g := range m.Genres {
			if tmdbGenres[g.ID] != g.Name {
				t.Errorf("%d: genre %d %q is not TMDB's", m.ID, g.ID, g.Name)
			}
		}
		if m.Runtime < 85 || m.Runtime > 175 {
			t.Errorf("%d: runtime %d", m.ID, m.Runtime)
		}
		rd, err := time.Parse(time.DateOnly, m.ReleaseDate)
		if err != nil || rd.Before(oldest) || rd.After(newest) {
			t.Errorf("%d: release date %q", m.ID, m.ReleaseDate)
		}
		// The movies are invented: no real video has a key for them, and an
		// invented key only makes the player say "video unavailable".
		if m.TrailerKey != "" {
			t.Errorf("%d: trailer key %q for a movie with no real trailer", m.ID, m.TrailerKey)
		}

		people := map[int64]bool{}
		for i, c := range m.Casts {
			if c.MovieID != m.ID || c.Position != i {
				t.Errorf("%d: cast %d has movie %d position %d", m.ID, i, c.MovieID, c.Position)
			}
			if c.PersonID < 9200001 || c.PersonID > 9299999 || people[c.PersonID] {
				t.Errorf("%d: cast person id %d out of range or repeated", m.ID, c.PersonID)
			}
			people[c.PersonID] = true
			if c.Name == "" || c.Character == "" || c.ProfilePath != profilePath(c.PersonID) {
				t.Errorf("%d: cast %d incomplete: %+v", m.ID, i, c)
			}
		}
		if len(m.Casts) >= 8 {
			withCast8++
		}
		if len(m.Casts) >= 10 {
			withCast10++
		}
	}
	if withCast8 < 12 || withCast10 < 2 {
		t.Errorf("%d movies with >=8 cast, %d with >=10", withCast8, withCast10)
	}
	if langs["en"] == 0 || langs["hi"] == 0 || len(langs) < 4 {
		t.Errorf("languages %v", langs)
	}
	var counts []int64
	for _, m := range movies {
		counts = append(counts, m.VoteCount)
	}
	if slices.Min(counts) >= 1000 || slices.Max(counts) < 1000000 {
		t.Errorf("vote counts not varied enough: %v", counts)
	}
}

func TestMoviesAreFreshCopies(t *testing.T) {
	a := Movies()
	a[0].Title = "changed"
	a[0].Genres[0].Name = "changed"
	a[0].Casts[0].Name = "changed"
	b := Movies()
	if b[0].Title == "changed" || b[0].Genres[0].Name == "changed" || b[0].Casts[0].Name == "changed" {
		t.Fatal("Movies shares state between calls")
	}
	m, ok := Movie(b[3].ID)
	if !ok || m.ID != b[3].ID || m.Title != b[3].Title || len(m.Casts) != len(b[3].Casts) {
		t.Fatalf("Movie(%d) = %+v, %v", b[3].ID, m.ID, ok)
	}
	if _, ok := Movie(42); ok {
		t.Fatal("Movie(42) found")
	}
}

func TestPeopleNamesConsistent(t *testing.T) {
	names := map[int64]string{}
	for _, m := range Movies() {
		for _, c := range m.Casts {
			if prev, ok := names[c.PersonID]; ok && prev != c.Name {
				t.Errorf("person %d named %q and %q", c.PersonID, prev, c.Name)
			}
			names[c.PersonID] = c.Name
		}
	}
}

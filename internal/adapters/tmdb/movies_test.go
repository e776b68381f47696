package tmdb

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"testing"

	"marquee/db"
)

func TestNowPlayingParses(t *testing.T) {
	var query string
	fix := tmdbFixtures(t)
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		query = r.URL.RawQuery
		fix(w, r)
	})
	c, _, _ := newClient(t, f, nil)

	movies, err := c.NowPlaying(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	q, _ := url.ParseQuery(query)
	if q.Get("language") != "en-US" || q.Get("page") != "1" {
		t.Errorf("query %q, want language=en-US&page=1", query)
	}
	if len(movies) != 3 {
		t.Fatalf("got %d movies, want 3 (duplicate id dropped)", len(movies))
	}
	m := movies[0]
	if m.ID != 1100001 || m.Title != "Harbour Lights" || m.Overview == "" {
		t.Errorf("first movie %d %q", m.ID, m.Title)
	}
	if m.PosterPath != "/p-harbour-lights.jpg" || m.BackdropPath != "/bd-harbour-lights.jpg" || m.ImageSource != db.ImageSourceTMDB {
		t.Errorf("images %q %q %q", m.PosterPath, m.BackdropPath, m.ImageSource)
	}
	if m.VoteAverage != 7.4 || m.VoteCount != 1532 || m.ReleaseDate != "2026-07-10" || m.OriginalLanguage != "en" {
		t.Errorf("figures %v %v %q %q", m.VoteAverage, m.VoteCount, m.ReleaseDate, m.OriginalLanguage)
	}
	wantGenres := []db.Genre{{ID: 28, Name: "Action"}, {ID: 53, Name: "Thriller"}, {ID: 878, Name: "Science Fiction"}}
	if !slices.Equal(m.Genres, wantGenres) {
		t.Errorf("genres %v, want %v", m.Genres, wantGenres)
	}

	m = movies[1]
	if m.ID != 1100002 || m.Title != "Letters on the Wind" || m.PosterPath != "" || m.BackdropPath != "" {
		t.Errorf("null images should stay empty: %+v", m)
	}
	wantGenres = []db.Genre{{ID: 16, Name: "Animation"}, {ID: 10751, Name: "Family"}} // unknown 424242 dropped
	if !slices.Equal(m.Genres, wantGenres) || m.VoteCount != 77 || m.OriginalLanguage != "ja" {
		t.Errorf("second movie genres %v votes %d", m.Genres, m.VoteCount)
	}
	if movies[2].Genres == nil || len(movies[2].Genres) != 0 {
		t.Errorf("no genre ids should give an empty, non-nil list: %#v", movies[2].Genres)
	}
}

func TestGenreListIsTMDBs(t *testing.T) {
	if len(genreNames) != 19 {
		t.Fatalf("%d genres, want TMDB's 19", len(genreNames))
	}
	for id, want := range map[int]string{99: "Documentary", 10770: "TV Movie", 37: "Western", 10402: "Music"} {
		if got, ok := genreNames[id]; !ok || got != want {
			t.Errorf("genre %d = %q, want %q", id, got, want)
		}
	}
	if _, ok := genreNames[1]; ok {
		t.Error("genre 1 should be unknown")
	}
}

func TestMovieDetailsCreditsVideosInOneRequest(t *testing.T) {
	var paths []string
	fix := tmdbFixtures(t)
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		paths = append(paths, r.URL.Path+"?"+r.URL.Query().Get("append_to_response"))
		fix(w, r)
	})
	c, _, _ := newClient(t, f, nil)

	m, err := c.Movie(context.Background(), 1100001)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(paths, []string{"/3/movie/1100001?credits,videos"}) {
		t.Fatalf("requests %v, want exactly one with append_to_response=credits,videos", paths)
	}
	if m.ID != 1100001 || m.Title != "Harbour Lights" || m.Tagline != "Something is answering." || m.Runtime != 127 {
		t.Errorf("details %d %q %q %d", m.ID, m.Title, m.Tagline, m.Runtime)
	}
	if m.ReleaseDate != "2026-07-10" || m.VoteAverage != 7.4 || m.VoteCount != 1532 || m.OriginalLanguage != "en" {
		t.Errorf("figures %q %v %d %q", m.ReleaseDate, m.VoteAverage, m.VoteCount, m.OriginalLanguage)
	}
	if m.PosterPath != "/p-harbour-lights.jpg" || m.BackdropPath != "/bd-harbour-lights.jpg" || m.ImageSource != db.ImageSourceTMDB {
		t.Errorf("images %q %q %q", m.PosterPath, m.BackdropPath, m.ImageSource)
	}
	wantGenres := []db.Genre{{ID: 28, Name: "Action"}, {ID: 53, Name: "Thriller"}, {ID: 878, Name: "Science Fiction"}}
	if !slices.Equal(m.Genres, wantGenres) {
		t.Errorf("genres %v", m.Genres)
	}
	// The fixture lists 23 people out of billing order.
	if len(m.Casts) != MaxCast {
		t.Fatalf("%d cast members, want %d", len(m.Casts), MaxCast)
	}
	for i, cm := range m.Casts {
		want := db.CastMember{
			MovieID: 1100001, Position: i, PersonID: int64(5000 + i),
			Name: fmt.Sprintf("Performer %02d", i), Character: fmt.Sprintf("Role %02d", i),
			ProfilePath: fmt.Sprintf("/face-%02d.jpg", i), ImageSource: db.ImageSourceTMDB,
		}
		if i == 1 {
			want.ProfilePath = "" // null in the fixture
		}
		if cm != want {
			t.Errorf("cast[%d] = %+v, want %+v", i, cm, want)
		}
	}
	if m.TrailerKey != "officialTr1" {
		t.Errorf("trailer %q, want the first official YouTube trailer", m.TrailerKey)
	}
}

func TestTrailerKeyPreference(t *testing.T) {
	official := Video{Key: "official", Site: "YouTube", Type: "Trailer", Official: true}
	unofficial := Video{Key: "unofficial", Site: "YouTube", Type: "Trailer"}
	teaser := Video{Key: "teaser", Site: "YouTube", Type: "Teaser", Official: true}
	vimeo := Video{Key: "vimeo", Site: "Vimeo", Type: "Trailer", Official: true}
	clip := Video{Key: "clip", Site: "YouTube", Type: "Clip", Official: true}
	for _, tc := range []struct {
		name   string
		videos []Video
		want   string
	}{
		{"official trailer wins", []Video{teaser, unofficial, vimeo, official}, "official"},
		{"then any trailer", []Video{teaser, vimeo, unofficial}, "unofficial"},
		{"then a teaser", []Video{clip, vimeo, teaser}, "teaser"},
		{"other sites and types do not count", []Video{vimeo, clip}, ""},
		{"none", nil, ""},
	} {
		if got := TrailerKey(tc.videos); got != tc.want {
			t.Errorf("%s: got %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestCastOrderRepeatsStayUnique(t *testing.T) {
	cast := castOf(7, []castEntry{{ID: 1, Order: 0}, {ID: 2, Order: 1}, {ID: 3, Order: 1}, {ID: 4, Order: 5}}, -1)
	var got []int
	for _, c := range cast {
		got = append(got, c.Position)
	}
	if !slices.Equal(got, []int{0, 1, 2, 5}) {
		t.Errorf("positions %v", got)
	}
}

func TestCreditsAndVideosHelpers(t *testing.T) {
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/3/movie/9/credits":
			writeJSON(w, 200, []byte(`{"id":9,"cast":[{"id":2,"name":"B","character":"Y","order":1,"profile_path":null},{"id":1,"name":"A","character":"X","order":0,"profile_path":"/a.jpg"}],"crew":[]}`))
		case "/3/movie/9/videos":
			writeJSON(w, 200, []byte(`{"id":9,"results":[{"key":"k1","site":"YouTube","type":"Teaser","official":true,"name":"T"}]}`))
		default:
			http.NotFound(w, r)
		}
	})
	c, _, _ := newClient(t, f, nil)
	cast, err := c.Credits(context.Background(), 9)
	if err != nil || len(cast) != 2 || cast[0].Name != "A" || cast[1].Position != 1 || cast[0].MovieID != 9 {
		t.Errorf("credits %+v, %v", cast, err)
	}
	videos, err := c.Videos(context.Background(), 9)
	if err != nil || TrailerKey(videos) != "k1" {
		t.Errorf("videos %+v, %v", videos, err)
	}
}

package tmdb

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"
	"time"

	"marquee/db"
	"marquee/internal/domain/catalog"
	"marquee/internal/domain/catalog/sample"
)

func captureLog() (*slog.Logger, *bytes.Buffer) {
	var buf bytes.Buffer
	return slog.New(slog.NewTextHandler(&buf, nil)), &buf
}

func checkSample(t *testing.T, movies []db.Movie, src catalog.Source) {
	t.Helper()
	want := sample.Movies()
	if src != catalog.SourceSample || len(movies) != len(want) {
		t.Fatalf("source %q with %d movies, want sample with %d", src, len(movies), len(want))
	}
	for i := range want {
		if movies[i].ID != want[i].ID || movies[i].ImageSource != db.ImageSourceSample {
			t.Errorf("movie %d = %d (%s), want sample %d", i, movies[i].ID, movies[i].ImageSource, want[i].ID)
		}
		for _, cm := range movies[i].Casts {
			if cm.ImageSource != db.ImageSourceSample || cm.MovieID != want[i].ID {
				t.Errorf("movie %d cast row %+v lacks its movie's id or image source", want[i].ID, cm)
			}
		}
	}
}

func TestCatalogueNowPlayingFromTMDB(t *testing.T) {
	f := newFake(t, tmdbFixtures(t))
	c, _, _ := newClient(t, f, nil)
	log, buf := captureLog()
	movies, src, err := catalog.NewCatalogue(c, log).NowPlaying(context.Background())
	if err != nil || src != catalog.SourceTMDB || len(movies) != 3 || movies[0].ID != 1100001 {
		t.Fatalf("got %d movies from %q, %v", len(movies), src, err)
	}
	if buf.Len() != 0 {
		t.Errorf("unexpected log: %s", buf)
	}
}

func TestCatalogueFallsBackOnTimeout(t *testing.T) {
	release := make(chan struct{})
	f := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		select { // TMDB hangs; only the client's timeout ends the request
		case <-r.Context().Done():
		case <-release:
		}
	})
	t.Cleanup(func() { close(release) })
	c, _, _ := newClient(t, f, func(cfg *Config) { cfg.Timeout = 20 * time.Millisecond })
	log, buf := captureLog()

	movies, src, err := catalog.NewCatalogue(c, log).NowPlaying(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	checkSample(t, movies, src)
	if f.hits.Load() != 4 {
		t.Errorf("%d requests, want 1 + 3 retries", f.hits.Load())
	}
	out := buf.String()
	if !strings.Contains(out, "level=WARN") || !strings.Contains(out, "no answer within 20ms") {
		t.Errorf("failure not logged: %s", out)
	}
	if strings.Contains(out, testKey) {
		t.Errorf("log leaks the key: %s", out)
	}
}

func TestCatalogueFallsBackOnErrorsAndEmptyList(t *testing.T) {
	f := newFake(t, tmdbFixtures(t))
	c, _, _ := newClient(t, f, func(cfg *Config) { cfg.APIKey = "wrong-key-wrong-key" })
	log, buf := captureLog()
	movies, src, err := catalog.NewCatalogue(c, log).NowPlaying(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	checkSample(t, movies, src)
	if !strings.Contains(buf.String(), "401") || strings.Contains(buf.String(), "wrong-key-wrong-key") {
		t.Errorf("log: %s", buf)
	}

	empty := newFake(t, func(w http.ResponseWriter, r *http.Request) {
		writeJSON(w, 200, []byte(`{"page":1,"results":[],"total_pages":0,"total_results":0}`))
	})
	c, _, _ = newClient(t, empty, nil)
	movies, src, err = catalog.NewCatalogue(c, log).NowPlaying(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	checkSample(t, movies, src)
}

func TestCatalogueWithoutKeyUsesSample(t *testing.T) {
	cat := catalog.NewCatalogue(nil, nil)
	movies, src, err := cat.NowPlaying(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	checkSample(t, movies, src)

	id := sample.Movies()[0].ID
	m, src, err := cat.Movie(context.Background(), id)
	if err != nil || src != catalog.SourceSample || m.ID != id || len(m.Casts) == 0 {
		t.Fatalf("sample movie: %+v %q %v", m, src, err)
	}
	if _, _, err := cat.Movie(context.Background(), 1100001); !errors.Is(err, catalog.ErrNotFound) {
		t.Errorf("unknown id without a key: %v, want ErrNotFound", err)
	}
}

func TestCatalogueMovieSources(t *testing.T) {
	f := newFake(t, tmdbFixtures(t))
	c, _, _ := newClient(t, f, nil)
	cat := catalog.NewCatalogue(c, nil)
	ctx := context.Background()

	id := sample.Movies()[1].ID
	m, src, err := cat.Movie(ctx, id)
	if err != nil || src != catalog.SourceSample || m.ID != id || f.hits.Load() != 0 {
		t.Fatalf("sample id: %v %q, %d requests; want no network call", err, src, f.hits.Load())
	}
	m, src, err = cat.Movie(ctx, 1100001)
	if err != nil || src != catalog.SourceTMDB || m.Title != "Harbour Lights" || len(m.Casts) != MaxCast {
		t.Fatalf("tmdb id: %v %q", err, src)
	}
	if _, _, err := cat.Movie(ctx, 404404); !errors.Is(err, catalog.ErrNotFound) {
		t.Errorf("unknown tmdb id: %v, want ErrNotFound", err)
	}
}

func TestCatalogueCallerCancelled(t *testing.T) {
	f := newFake(t, tmdbFixtures(t))
	c, _, _ := newClient(t, f, nil)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	log, buf := captureLog()
	movies, _, err := catalog.NewCatalogue(c, log).NowPlaying(ctx)
	if !errors.Is(err, context.Canceled) || movies != nil || buf.Len() != 0 {
		t.Errorf("cancelled caller: %d movies, %v, log %q", len(movies), err, buf)
	}
}

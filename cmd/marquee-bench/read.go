package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"marquee/internal/adapters/httpserver"
	"marquee/internal/domain/catalog"
)

func bytesReader(b []byte) io.Reader { return bytes.NewReader(b) }

type readResult struct {
	dialect     string
	conns       int
	duration    time.Duration
	gqlRPS      float64
	gqlP50      time.Duration
	gqlP99      time.Duration
	plainRPS    float64
	plainP50    time.Duration
	plainP99    time.Duration
	bodyBytes   int
	plainBytes  int
	movieID     string
	showTimes   int
	castMembers int
}

const movieDetailQuery = `query($id: ID!) { movie(id: $id) {
  id title overview tagline posterUrl backdropUrl voteAverage voteCount
  genres { id name } genreNames runtime releaseDate originalLanguage trailerKey
  casts { id name character profileUrl }
  showTimes { date times { time localTime showId } }
} }`

// plainMovieHandler is the baseline: the same service calls the GraphQL
// resolvers make, encoded with encoding/json by a bare net/http handler.
func plainMovieHandler(in *instance) http.Handler {
	type castJSON struct {
		ID         int64  `json:"id"`
		Name       string `json:"name"`
		Character  string `json:"character"`
		ProfileURL string `json:"profileUrl"`
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.URL.Query().Get("id")
		m, err := in.App.Programme.Movie(r.Context(), id)
		if err != nil {
			http.Error(w, err.Error(), http.StatusNotFound)
			return
		}
		times, err := in.App.Programme.ShowTimesByMovie(r.Context(), m.ID)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		casts := make([]castJSON, len(m.Casts))
		for i, c := range m.Casts {
			casts[i] = castJSON{c.PersonID, c.Name, c.Character, in.images.Profile(&m.Casts[i])}
		}
		names := make([]string, len(m.Genres))
		for i, g := range m.Genres {
			names[i] = g.Name
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"movie": map[string]any{
			"id": strconv.FormatInt(m.ID, 10), "title": m.Title, "overview": m.Overview, "tagline": m.Tagline,
			"posterUrl": in.images.Poster(m), "backdropUrl": in.images.Backdrop(m),
			"voteAverage": m.VoteAverage, "voteCount": m.VoteCount, "genres": m.Genres, "genreNames": names,
			"runtime": m.Runtime, "releaseDate": m.ReleaseDate, "originalLanguage": m.OriginalLanguage,
			"trailerKey": m.TrailerKey, "casts": casts, "showTimes": times[m.ID],
		}})
	})
}

// loadRun is one closed-loop window of conns clients against do for d:
// the requests answered, the time taken and each request's latency.
type loadRun struct {
	n       int64
	elapsed time.Duration
	lat     []time.Duration
}

// add sums runs of the same load.
func (r loadRun) add(o loadRun) loadRun {
	return loadRun{n: r.n + o.n, elapsed: r.elapsed + o.elapsed, lat: append(r.lat, o.lat...)}
}

func (r loadRun) rps() float64 { return float64(r.n) / r.elapsed.Seconds() }

// runLoad runs conns closed-loop clients against do for d.
func runLoad(conns int, d time.Duration, do func(c *http.Client) error) (loadRun, error) {
	c := newClient(conns + 4)
	defer c.CloseIdleConnections() // the next part must not carry these sockets
	deadline := time.Now().Add(d)
	var mu sync.Mutex
	var lat []time.Duration
	var n atomic.Int64
	var firstErr atomic.Value
	var wg sync.WaitGroup
	start := time.Now()
	for i := 0; i < conns; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			var local []time.Duration
			for time.Now().Before(deadline) {
				t0 := time.Now()
				if err := do(c); err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
				local = append(local, time.Since(t0))
				n.Add(1)
			}
			mu.Lock()
			lat = append(lat, local...)
			mu.Unlock()
		}()
	}
	wg.Wait()
	if err, ok := firstErr.Load().(error); ok && err != nil {
		return loadRun{}, err
	}
	return loadRun{n: n.Load(), elapsed: time.Since(start), lat: lat}, nil
}

func readPath(in *instance, dialect string, conns int, d time.Duration) (readResult, error) {
	res := readResult{dialect: dialect, conns: conns, duration: d}
	// A sample movie: full details, ten cast members, five days of shows.
	if _, err := catalog.SeedSample(context.Background(), in.App.DB, time.Now(), in.App.Config.TheatreTZ); err != nil {
		return res, err
	}
	res.movieID = "9100001"
	plain, plainAddr, err := startPlain(in)
	if err != nil {
		return res, err
	}
	defer plain.Shutdown(context.Background())
	plainURL := "http://" + plainAddr + "/movie?id=" + res.movieID

	gqlBody, _ := json.Marshal(map[string]any{"query": movieDetailQuery, "variables": map[string]any{"id": res.movieID}})
	doGQL := postMovieDetail(in.URL+"/graphql", gqlBody, &res.bodyBytes)
	doPlain := getMovieDetail(plainURL, &res.plainBytes)
	if err := timeBoth(&res, conns, d, doGQL, doPlain); err != nil {
		return res, err
	}
	fmt.Printf("%s movie detail: GraphQL %.0f rps (p99 %s), plain net/http %.0f rps (p99 %s), ratio %.2f\n",
		dialect, res.gqlRPS, ms(res.gqlP99), res.plainRPS, ms(res.plainP99), res.gqlRPS/res.plainRPS)
	return res, nil
}

// startPlain serves the plain handler on its own loopback server, in this
// process like the application and behind the same compression, so both
// sides pay the same costs.
func startPlain(in *instance) (*http.Server, string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", err
	}
	// The application compresses its dynamic answers (since the polish
	// round); the baseline's are compressed the same way, so the ratio
	// measures GraphQL and not compression.
	plain := &http.Server{Handler: httpserver.CompressDynamic(plainMovieHandler(in))}
	go func() { _ = plain.Serve(ln) }()
	return plain, ln.Addr().String(), nil
}

// postMovieDetail returns a client's GraphQL request for the movie
// detail; size receives the answer's length.
func postMovieDetail(url string, body []byte, size *int) func(c *http.Client) error {
	return func(c *http.Client) error {
		resp, err := c.Post(url, "application/json", bytesReader(body))
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 || len(b) < 100 {
			return fmt.Errorf("graphql status %d: %.200s", resp.StatusCode, b)
		}
		*size = len(b)
		return err
	}
}

// getMovieDetail returns a client's plain request for the movie detail;
// size receives the answer's length.
func getMovieDetail(url string, size *int) func(c *http.Client) error {
	return func(c *http.Client) error {
		resp, err := c.Get(url)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		b, err := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			return fmt.Errorf("plain status %d: %.200s", resp.StatusCode, b)
		}
		*size = len(b)
		return err
	}
}

// timeRounds is how many alternating windows timeBoth splits each side's
// time into, so a change in the machine's load during the run weighs on
// GraphQL and plain alike.
const timeRounds = 5

// timeBoth warms both paths (connections, query cache), then times
// GraphQL and plain in alternating windows into res.
func timeBoth(res *readResult, conns int, d time.Duration, doGQL, doPlain func(c *http.Client) error) error {
	if _, err := runLoad(conns, 500*time.Millisecond, doGQL); err != nil {
		return err
	}
	if _, err := runLoad(conns, 500*time.Millisecond, doPlain); err != nil {
		return err
	}
	var gql, plain loadRun
	for range timeRounds {
		g, err := runLoad(conns, d/timeRounds, doGQL)
		if err != nil {
			return err
		}
		p, err := runLoad(conns, d/timeRounds, doPlain)
		if err != nil {
			return err
		}
		gql, plain = gql.add(g), plain.add(p)
	}
	res.gqlRPS, res.gqlP50, res.gqlP99 = gql.rps(), percentile(gql.lat, 0.5), percentile(gql.lat, 0.99)
	res.plainRPS, res.plainP50, res.plainP99 = plain.rps(), percentile(plain.lat, 0.5), percentile(plain.lat, 0.99)
	return nil
}

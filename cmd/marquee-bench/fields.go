package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"marquee/internal/domain/catalog"
)

// fieldResult measures the field limit (GRAPHQL_MAX_FIELDS): how fast the
// review's 1,990-__typename query is refused, and how much a few clients
// sending it slow an ordinary query for everyone else, with the limit and
// (baseline, same run) with the limit raised past the query.
type fieldResult struct {
	dialect                  string
	refusals                 int
	refusedP50, refusedP99   time.Duration
	attackers                int
	window                   time.Duration
	aloneP50, aloneP99       time.Duration
	attackedP50, attackedP99 time.Duration
	attacks                  int64
	// The baseline: the same attack on a server whose limit is raised.
	unlimitedP50, unlimitedP99 time.Duration
	unlimitedAttacks           int64
	unlimitedErr               error
}

// attackQuery is the review's query: 22 KB of unaliased __typename,
// under the body, token, depth, alias and complexity limits, and
// quadratic to validate.
var attackQuery = "{" + strings.Repeat(" __typename", 1990) + " }"

const moviesQuery = `{ movies { id title posterUrl releaseDate voteAverage genres { name } } }`

// gqlTarget posts to one instance's /graphql and checks the answer.
type gqlTarget struct {
	url  string
	c    *http.Client
	sent atomic.Int64
}

func (g *gqlTarget) post(body []byte, wantStatus int, wantCode string) error {
	resp, err := g.c.Post(g.url+"/graphql", "application/json", bytesReader(body))
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	var r gqlReply
	_ = json.Unmarshal(b, &r)
	code := ""
	if len(r.Errors) > 0 {
		code = r.Errors[0].Extensions.Code
	}
	if resp.StatusCode != wantStatus || code != wantCode {
		return fmt.Errorf("status %d code %q, want %d %q: %.200s", resp.StatusCode, code, wantStatus, wantCode, b)
	}
	return nil
}

// attack sends the big query ending in a new comment, as an attacker
// would, so no answer can come from the validated-query cache.
func (g *gqlTarget) attack(wantStatus int, wantCode string) error {
	body, _ := json.Marshal(map[string]string{"query": attackQuery + "#" + strconv.FormatInt(g.sent.Add(1), 10)})
	return g.post(body, wantStatus, wantCode)
}

var moviesBody, _ = json.Marshal(map[string]string{"query": moviesQuery})

func (g *gqlTarget) movies() error { return g.post(moviesBody, http.StatusOK, "") }

// timedMovies asks for the movies in a closed loop for window.
func (g *gqlTarget) timedMovies(window time.Duration) ([]time.Duration, error) {
	var lat []time.Duration
	for deadline := time.Now().Add(window); time.Now().Before(deadline); {
		t0 := time.Now()
		if err := g.movies(); err != nil {
			return nil, err
		}
		lat = append(lat, time.Since(t0))
	}
	return lat, nil
}

// underAttack times the movies query while attackers send the big query
// in closed loops, and counts the attacks answered.
func (g *gqlTarget) underAttack(attackers int, window time.Duration, wantStatus int, wantCode string) ([]time.Duration, int64, error) {
	stop := make(chan struct{})
	var wg sync.WaitGroup
	var n atomic.Int64
	var firstErr atomic.Value
	for range attackers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				select {
				case <-stop:
					return
				default:
				}
				if err := g.attack(wantStatus, wantCode); err != nil {
					firstErr.CompareAndSwap(nil, err)
					return
				}
				n.Add(1)
			}
		}()
	}
	lat, err := g.timedMovies(window)
	close(stop)
	wg.Wait()
	if err == nil {
		err, _ = firstErr.Load().(error)
	}
	return lat, n.Load(), err
}

func fieldLimit(in *instance, dialect string, window time.Duration, unlimited *instance) (fieldResult, error) {
	res := fieldResult{dialect: dialect, refusals: 200, attackers: 4, window: window}
	g := &gqlTarget{url: in.URL, c: newClient(res.attackers + 2)}
	refuse := func() error { return g.attack(http.StatusUnprocessableEntity, "FIELD_LIMIT_EXCEEDED") }
	for _, i := range []*instance{in, unlimited} {
		if i == nil {
			continue
		}
		if _, err := catalog.SeedSample(context.Background(), i.App.DB, time.Now(), i.App.Config.TheatreTZ); err != nil {
			return res, err
		}
	}
	// Warm the connections and the movies query's cache entry.
	for range 20 {
		if err := refuse(); err != nil {
			return res, err
		}
		if err := g.movies(); err != nil {
			return res, err
		}
	}
	var lat []time.Duration
	for range res.refusals {
		t0 := time.Now()
		if err := refuse(); err != nil {
			return res, err
		}
		lat = append(lat, time.Since(t0))
	}
	res.refusedP50, res.refusedP99 = percentile(lat, 0.5), percentile(lat, 0.99)

	alone, err := g.timedMovies(window)
	if err != nil {
		return res, err
	}
	attacked, n, err := g.underAttack(res.attackers, window, http.StatusUnprocessableEntity, "FIELD_LIMIT_EXCEEDED")
	if err != nil {
		return res, err
	}
	res.attacks = n
	res.aloneP50, res.aloneP99 = percentile(alone, 0.5), percentile(alone, 0.99)
	res.attackedP50, res.attackedP99 = percentile(attacked, 0.5), percentile(attacked, 0.99)
	if unlimited != nil {
		u := &gqlTarget{url: unlimited.URL, c: newClient(res.attackers + 2)}
		if err := u.movies(); err != nil {
			return res, err
		}
		lat, n, err := u.underAttack(res.attackers, window, http.StatusOK, "")
		res.unlimitedErr = err
		res.unlimitedP50, res.unlimitedP99, res.unlimitedAttacks = percentile(lat, 0.5), percentile(lat, 0.99), n
	}
	fmt.Printf("%s 1,990-field query refused: p50 %s, p99 %s; movies query p50/p99 alone %s/%s, with %d attackers %s/%s (%.1f×), limit raised %s/%s\n",
		dialect, ms(res.refusedP50), ms(res.refusedP99), ms(res.aloneP50), ms(res.aloneP99),
		res.attackers, ms(res.attackedP50), ms(res.attackedP99), res.slowdown(), ms(res.unlimitedP50), ms(res.unlimitedP99))
	return res, nil
}

// slowdown is the movies query's p50 under attack over its p50 alone.
func (f fieldResult) slowdown() float64 {
	if f.aloneP50 == 0 {
		return 0
	}
	return float64(f.attackedP50) / float64(f.aloneP50)
}

func (f fieldResult) baseline() string {
	switch {
	case f.unlimitedErr != nil:
		return "limit raised: " + f.unlimitedErr.Error()
	case f.unlimitedP50 == 0:
		return "limit raised: not measured"
	}
	return fmt.Sprintf("limit raised: p50 %s, p99 %s (%.1f× alone)", ms(f.unlimitedP50), ms(f.unlimitedP99), float64(f.unlimitedP50)/float64(f.aloneP50))
}

func fieldsMarkdown(rs []fieldResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "\n## GraphQL field limit\n\n")
	fmt.Fprintf(&b, "The review's query selects `__typename` 1,990 times without aliases (22 KB): it passes the body, token, depth, alias and complexity limits, and gqlparser's validation of it grows with the square of its size. ")
	fmt.Fprintf(&b, "`GRAPHQL_MAX_FIELDS` (500) refuses it after parsing and before validation. Refusal latency is over sequential requests. Then one client asks for `movies` in a closed loop, alone and while %d attackers send the big query in closed loops, ", rs[0].attackers)
	fmt.Fprintf(&b, "each ending in a new comment so none is answered from the query cache; the baseline is the same attack on a second server with `GRAPHQL_MAX_FIELDS=100000`, where every attack is validated.\n\n")
	fmt.Fprintf(&b, "| database | refused p50 | refused p99 | seconds | movies p50 alone | p99 alone | p50 attacked | p99 attacked | attacked ÷ alone | attacks refused | limit raised: p50 attacked | p99 | attacks validated |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, f := range rs {
		fmt.Fprintf(&b, "| %s | %s | %s | %.0f | %s | %s | %s | %s | %.1f | %d | %s | %s | %d |\n", f.dialect, ms(f.refusedP50), ms(f.refusedP99), f.window.Seconds(),
			ms(f.aloneP50), ms(f.aloneP99), ms(f.attackedP50), ms(f.attackedP99), f.slowdown(), f.attacks,
			ms(f.unlimitedP50), ms(f.unlimitedP99), f.unlimitedAttacks)
	}
	return b.String()
}

package main

// These Go benchmarks call the application's handler directly, one request
// at a time with no sockets, so a CPU profile of them shows what one
// request costs and nothing else:
//
//	go test ./cmd/marquee-bench -run '^$' -bench MovieDetail -cpuprofile /tmp/read.prof
//
// They measure no goal; make bench does.

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"marquee/internal/adapters/graphql/resolvers"
	"marquee/internal/adapters/httpserver"
	"marquee/internal/domain/catalog"
	"marquee/internal/platform/gqllimit"
)

// benchInstance starts the application on a fresh SQLite database with
// the sample catalogue.
func benchInstance(b *testing.B) *instance {
	b.Helper()
	in, err := start("sqlite", "", nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(in.stop)
	if _, err := catalog.SeedSample(context.Background(), in.App.DB, time.Now(), in.App.Config.TheatreTZ); err != nil {
		b.Fatal(err)
	}
	return in
}

// loop runs fn b.N times and reports the CPU time per request beside the
// wall time, which a busy machine stretches.
func loop(b *testing.B, fn func()) {
	b.ReportAllocs()
	b.ResetTimer()
	t0 := cpuTime()
	for range b.N {
		fn()
	}
	b.ReportMetric(float64(cpuTime()-t0)/float64(b.N), "cpu-ns/op")
}

func serveOnce(b *testing.B, h http.Handler, req func() *http.Request) {
	w := httptest.NewRecorder()
	h.ServeHTTP(w, req())
	if w.Code != http.StatusOK || w.Body.Len() < 100 {
		b.Fatalf("status %d: %.200s", w.Code, w.Body.String())
	}
}

func BenchmarkMovieDetailGraphQL(b *testing.B) {
	in := benchInstance(b)
	body, _ := json.Marshal(map[string]any{"query": movieDetailQuery, "variables": map[string]any{"id": "9100001"}})
	req := func() *http.Request {
		r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
		r.Header.Set("Content-Type", "application/json")
		return r
	}
	loop(b, func() { serveOnce(b, in.App.Handler, req) })
}

func BenchmarkMovieDetailPlain(b *testing.B) {
	in := benchInstance(b)
	h := plainMovieHandler(in)
	req := func() *http.Request { return httptest.NewRequest(http.MethodGet, "/movie?id=9100001", nil) }
	loop(b, func() { serveOnce(b, h, req) })
}

func BenchmarkMovieDetailBareGQL(b *testing.B) {
	in := benchInstance(b)
	a := in.App
	r := &resolvers.Resolver{Programme: a.Programme, Venues: a.Venues, Users: a.Users, Bookings: a.Booking, Admin: a.Admin, Images: catalog.Images{TMDBBase: a.Config.ImageBaseURL}, Live: a.Live}
	h := httpserver.NewGraphQL(r, gqllimit.Limits{})
	body, _ := json.Marshal(map[string]any{"query": movieDetailQuery, "variables": map[string]any{"id": "9100001"}})
	req := func() *http.Request {
		r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
		r.Header.Set("Content-Type", "application/json")
		return r
	}
	loop(b, func() { serveOnce(b, h, req) })
}

// loserBench asks for a seat someone else holds once per iteration (or,
// trivial, sends the hot seat's baseline query), as a hot seat's losers do.
func loserBench(b *testing.B, trivial bool) {
	in, err := start("sqlite", "", nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(in.stop)
	shows, err := addShows(in, 1, largeScreen)
	if err != nil {
		b.Fatal(err)
	}
	post := poster(b, in)
	post("winner", bookMutation, map[string]any{"show": shows[0], "seats": []string{largeScreen.hotSeat}}, "")
	post("loser", trivialQuery, nil, "")
	vars := map[string]any{"show": shows[0], "seats": []string{largeScreen.hotSeat}}
	loop(b, func() {
		if trivial {
			post("loser", trivialQuery, nil, "")
			return
		}
		post("loser", bookMutation, vars, "CONFLICT")
	})
}

func BenchmarkHotSeatLoser(b *testing.B)   { loserBench(b, false) }
func BenchmarkHotSeatTrivial(b *testing.B) { loserBench(b, true) }

// poster returns a function posting a GraphQL operation as a user to the
// app's handler, failing unless the answer is an error with code want
// ("" for none).
func poster(b *testing.B, in *instance) func(user, query string, vars map[string]any, want string) {
	tokens := map[string]string{}
	return func(user, query string, vars map[string]any, want string) {
		tok, ok := tokens[user]
		if !ok {
			var err error
			if tok, _, err = in.App.DevIssuer.Issue(user, user, false); err != nil {
				b.Fatal(err)
			}
			tokens[user] = tok
		}
		body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
		r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Authorization", "Bearer "+tok)
		w := httptest.NewRecorder()
		in.App.Handler.ServeHTTP(w, r)
		got := ""
		if i := strings.Index(w.Body.String(), `"code":"`); i >= 0 {
			got = strings.SplitN(w.Body.String()[i+8:], `"`, 2)[0]
		}
		if w.Code != http.StatusOK || got != want {
			b.Fatalf("status %d, code %q, want %q: %.300s", w.Code, got, want, w.Body.String())
		}
	}
}

// bookingBench books one free seat per iteration through handler h (the
// app's, or a raw claim when raw), on the 264-seat screen.
func bookingBench(b *testing.B, raw bool) {
	in, err := start("sqlite", "", nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(in.stop)
	tok, _, err := in.App.DevIssuer.Issue("Bench", "bench_1", false)
	if err != nil {
		b.Fatal(err)
	}
	seats := largeScreen.seats()
	shows, err := addShows(in, b.N/len(seats)+1, largeScreen)
	if err != nil {
		b.Fatal(err)
	}
	slots := seatSlots(shows, seats, b.N)
	post := func(query string, vars map[string]any) {
		body, _ := json.Marshal(map[string]any{"query": query, "variables": vars})
		r := httptest.NewRequest(http.MethodPost, "/graphql", strings.NewReader(string(body)))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Authorization", "Bearer "+tok)
		w := httptest.NewRecorder()
		in.App.Handler.ServeHTTP(w, r)
		if w.Code != http.StatusOK || strings.Contains(w.Body.String(), `"errors"`) {
			b.Fatalf("status %d: %.300s", w.Code, w.Body.String())
		}
	}
	post(trivialQuery, nil) // records the user, as signIn does
	claim := rawClaimer(in.App.DB, "bench_1")
	i := 0
	loop(b, func() {
		s := slots[i]
		i++
		if raw {
			if err := claim(s); err != nil {
				b.Fatal(err)
			}
			return
		}
		post(bookMutation, map[string]any{"show": s.show, "seats": []string{s.seat}})
	})
}

func BenchmarkBookingGraphQL(b *testing.B) { bookingBench(b, false) }
func BenchmarkBookingRawSQL(b *testing.B)  { bookingBench(b, true) }

package httpserver

import (
	"bytes"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"

	"marquee/internal/adapters/graphql/resolvers"
	"marquee/internal/platform/gqllimit"
)

// BenchmarkFieldLimit: what the review's 1,990-__typename query costs the
// GraphQL handler when the field limit refuses it before validation
// ("refused"), and what it cost without the limit ("validated", the limit
// raised past it: parsed, validated and executed).
//
//	go test -run '^$' -bench FieldLimit -benchtime 20x ./internal/adapters/httpserver
func BenchmarkFieldLimit(b *testing.B) {
	query := "{" + strings.Repeat(" __typename", 1990) + " }"
	for _, bc := range []struct {
		name   string
		limits gqllimit.Limits
		status int
	}{
		{"refused", gqllimit.Limits{}, http.StatusUnprocessableEntity},
		{"validated", gqllimit.Limits{MaxFields: 100_000}, http.StatusOK},
	} {
		b.Run(bc.name, func(b *testing.B) {
			h := NewGraphQL(&resolvers.Resolver{}, bc.limits)
			n := 0
			for b.Loop() {
				// A new comment each time: an attacker's queries miss the
				// validated-query cache.
				n++
				body, _ := json.Marshal(map[string]string{"query": query + "#" + strconv.Itoa(n)})
				rec := httptest.NewRecorder()
				req := httptest.NewRequest(http.MethodPost, "/graphql", bytes.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				h.ServeHTTP(rec, req)
				if rec.Code != bc.status {
					b.Fatalf("status %d, want %d: %.200s", rec.Code, bc.status, rec.Body)
				}
			}
		})
	}
}

package app_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"marquee/db/dbtest"
)

// layoutFlood is the review's query: 15 aliases of every show's whole
// seat layout, cell by cell. It passes the depth, alias and field limits.
func layoutFlood() string {
	var b strings.Builder
	b.WriteString("{")
	for i := range 15 {
		fmt.Fprintf(&b, " a%d: shows { layout { rows { cells { seat kind category } } } }", i)
	}
	b.WriteString(" }")
	return b.String()
}

// TestLayoutFloodIsRefusedBeforeItRuns: the review's query, which answered
// 12.9 MB and grew the server by 600 MB, is refused by its cost (a layout
// costs its real bound of 60 rows × 80 cells) with not one database query,
// while one show's full seat map, what the booking page asks, still runs.
func TestLayoutFloodIsRefusedBeforeItRuns(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			queries := &queryCounter{}
			s := start(t, dialect, nil, queries)
			show := addShow(t, s.DB)

			before := queries.n.Load()
			r := gql(t, s.URL, "", layoutFlood(), nil, nil)
			if r.Status != 422 || r.code() != "COMPLEXITY_LIMIT_EXCEEDED" {
				t.Fatalf("got %d %q, want 422 COMPLEXITY_LIMIT_EXCEEDED: %.300s", r.Status, r.code(), r.Raw)
			}
			if r.Body["data"] != nil {
				t.Fatalf("a refused operation answered data: %.300s", r.Raw)
			}
			if n := queries.n.Load() - before; n != 0 {
				t.Fatalf("%d database queries ran for the refused operation", n)
			}

			seatMap := gql(t, s.URL, "", `query($id: ID!) { show(id: $id) { layout { rows { label cells { seat kind category } } } } }`,
				map[string]any{"id": show}, nil)
			if seatMap.Status != 200 || len(seatMap.gqlErrors()) > 0 || !strings.Contains(seatMap.Raw, `"seat":"J9"`) {
				t.Fatalf("one seat map: %d %.300s", seatMap.Status, seatMap.Raw)
			}
		})
	}
}

// TestOversizedResponseIsRefused: an operation within the cost limit whose
// answer encodes to more than GRAPHQL_MAX_RESPONSE_BYTES gets one
// RESPONSE_TOO_LARGE error and no data — a whole, valid body, not a cut
// one — while a smaller answer from the same server is sent as usual, and
// the same operation passes where the limit is the default.
func TestOversizedResponseIsRefused(t *testing.T) {
	const seatMap = `query($id: ID!) { show(id: $id) { layout { rows { label cells { seat kind category } } } } }`
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := start(t, dialect, map[string]string{"GRAPHQL_MAX_RESPONSE_BYTES": "2048"})
			show := addShow(t, s.DB)

			r := gql(t, s.URL, "", seatMap, map[string]any{"id": show}, nil)
			if r.Status != 200 || r.code() != "RESPONSE_TOO_LARGE" {
				t.Fatalf("got %d %q, want RESPONSE_TOO_LARGE: %.300s", r.Status, r.code(), r.Raw)
			}
			var whole struct {
				Data   json.RawMessage   `json:"data"`
				Errors []json.RawMessage `json:"errors"`
			}
			if err := json.Unmarshal([]byte(r.Raw), &whole); err != nil {
				t.Fatalf("the refusal is not one JSON document: %v: %.300s", err, r.Raw)
			}
			if string(whole.Data) != "null" || len(whole.Errors) != 1 || strings.Contains(r.Raw, "cells") {
				t.Fatalf("want data null and one error, nothing of the answer: %.500s", r.Raw)
			}
			if msg, _ := r.gqlErrors()[0]["message"].(string); !strings.Contains(msg, "2048") {
				t.Fatalf("the message does not name the limit: %q", msg)
			}

			small := gql(t, s.URL, "", `query($id: ID!) { show(id: $id) { id layout { capacity } } }`, map[string]any{"id": show}, nil)
			if small.Status != 200 || len(small.gqlErrors()) > 0 || !strings.Contains(small.Raw, `"capacity":90`) {
				t.Fatalf("a small answer under the same limit: %d %.300s", small.Status, small.Raw)
			}

			other := start(t, dialect, nil)
			show = addShow(t, other.DB)
			if full := gql(t, other.URL, "", seatMap, map[string]any{"id": show}, nil); len(full.gqlErrors()) > 0 || len(full.Raw) <= 2048 {
				t.Fatalf("with the default limit: %d bytes %.300s", len(full.Raw), full.Raw)
			}
		})
	}
}

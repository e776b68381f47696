package app_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/platform/gqllimit"
)

// rowLabel is the editor's default label of row i: A … Z, AA, AB, …
func rowLabel(i int) string {
	label := ""
	for n := i; n >= 0; n = n/26 - 1 {
		label = string(rune('A'+n%26)) + label
	}
	return label
}

// largestLayout is the biggest layout the server stores, every cell
// used: 60 rows of 80, three categories, an aisle of gaps and every kind.
// cells spells it cell by cell, otherwise as the editor sends it
// (cellCodes).
func largestLayout(cells bool) map[string]any {
	cats := []any{
		map[string]any{"code": "RECLINER", "name": "Recliner"},
		map[string]any{"code": "PRIME", "name": "Prime"},
		map[string]any{"code": "CLASSIC", "name": "Classic"},
	}
	rows := make([]any, db.MaxLayoutRows)
	for r := range db.MaxLayoutRows {
		label := rowLabel(r)
		cat := min(r/20, 2)
		var codes []string
		var list []any
		n := 0
		for c := range db.MaxLayoutCellsPerRow {
			kind, letter := "SEAT", "S"
			switch {
			case c == 40:
				codes = append(codes, "_")
				list = append(list, map[string]any{"kind": "GAP"})
				continue
			case r == 0 && c < 2:
				kind, letter = "WHEELCHAIR", "W"
			case r == 0 && c == 2:
				kind, letter = "COMPANION", "C"
			case r == 1 && c == 0:
				kind, letter = "BLOCKED", "B"
			}
			n++
			codes = append(codes, fmt.Sprintf("%s%d", letter, cat))
			list = append(list, map[string]any{"kind": kind, "seat": fmt.Sprintf("%s%d", label, n), "category": cats[cat].(map[string]any)["code"]})
		}
		if cells {
			rows[r] = map[string]any{"label": label, "cells": list}
		} else {
			rows[r] = map[string]any{"label": label, "cellCodes": strings.Join(codes, " ")}
		}
	}
	return map[string]any{"categories": cats, "rows": rows}
}

// TestLargestLayoutSavesOverHTTP: the server's largest layout (60 × 80)
// is created and edited through createScreen and updateScreenLayout over
// HTTP, as the editor sends it, within the 64 KiB body limit that every
// request keeps; spelled cell by cell it would not fit (413). It is then
// read back whole, within the cost and response limits.
func TestLargestLayoutSavesOverHTTP(t *testing.T) {
	const create = `mutation($c: ID!, $n: String!, $l: SeatLayoutInput!) { createScreen(cinemaId: $c, name: $n, layout: $l) { id capacity layoutVersion } }`
	const update = `mutation($s: ID!, $l: SeatLayoutInput!) { updateScreenLayout(screenId: $s, layout: $l) { id capacity layoutVersion } }`
	compact, _ := json.Marshal(map[string]any{"query": create, "variables": map[string]any{"c": db.DefaultCinemaID, "n": "IMAX", "l": largestLayout(false)}})
	verbose, _ := json.Marshal(map[string]any{"query": create, "variables": map[string]any{"c": db.DefaultCinemaID, "n": "IMAX", "l": largestLayout(true)}})
	if len(compact) > gqllimit.DefaultMaxBodyBytes || len(verbose) <= gqllimit.DefaultMaxBodyBytes {
		t.Fatalf("compact %d bytes, cell by cell %d bytes: want the first within %d and the second beyond", len(compact), len(verbose), gqllimit.DefaultMaxBodyBytes)
	}
	t.Logf("the 60 × 80 layout is %d bytes as cellCodes, %d cell by cell (body limit %d)", len(compact), len(verbose), gqllimit.DefaultMaxBodyBytes)
	const capacity = 60*79 - 1 // one aisle cell a row, one blocked seat

	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := start(t, dialect, nil)
			admin := s.SignIn("Ada", true)

			r := do(t, http.MethodPost, s.URL+"/graphql", admin, verbose, nil)
			if r.Status != http.StatusRequestEntityTooLarge || r.code() != gqllimit.CodeTooLarge {
				t.Fatalf("cell by cell: %d %q, want 413 %s", r.Status, r.code(), gqllimit.CodeTooLarge)
			}

			r = do(t, http.MethodPost, s.URL+"/graphql", admin, compact, nil)
			var created struct {
				Data struct {
					CreateScreen struct {
						ID            string
						Capacity      int
						LayoutVersion int
					}
				}
			}
			if err := json.Unmarshal([]byte(r.Raw), &created); err != nil || r.Status != 200 || len(r.gqlErrors()) > 0 {
				t.Fatalf("createScreen: %d %.500s", r.Status, r.Raw)
			}
			sc := created.Data.CreateScreen
			if sc.Capacity != capacity || sc.LayoutVersion != 1 {
				t.Fatalf("created %+v, want capacity %d, version 1", sc, capacity)
			}

			edited := largestLayout(false)
			rows := edited["rows"].([]any)
			rows[59].(map[string]any)["cellCodes"] = strings.Replace(rows[59].(map[string]any)["cellCodes"].(string), "S2", "W2", 1)
			r = gql(t, s.URL, admin, update, map[string]any{"s": sc.ID, "l": edited}, nil)
			if r.Status != 200 || len(r.gqlErrors()) > 0 || !strings.Contains(r.Raw, `"layoutVersion":2`) {
				t.Fatalf("updateScreenLayout: %d %.500s", r.Status, r.Raw)
			}

			var read struct {
				Screen struct {
					Layout struct {
						Capacity int
						Rows     []struct {
							Label string
							Cells []struct{ Kind, Seat, Category string }
						}
					}
				}
			}
			s.GraphQL(admin, `query($id: ID!) { screen(id: $id) { layout { capacity rows { label cells { kind seat category } } } } }`,
				map[string]any{"id": sc.ID}).Decode(t, &read)
			l := read.Screen.Layout
			if l.Capacity != capacity || len(l.Rows) != 60 || len(l.Rows[59].Cells) != 80 {
				t.Fatalf("read back capacity %d, %d rows", l.Capacity, len(l.Rows))
			}
			last := l.Rows[59]
			if last.Label != "BH" || last.Cells[0] != (struct{ Kind, Seat, Category string }{"WHEELCHAIR", "BH1", "CLASSIC"}) ||
				last.Cells[40].Kind != "GAP" || last.Cells[79].Seat != "BH79" {
				t.Fatalf("row BH = %s %+v … %+v %+v", last.Label, last.Cells[0], last.Cells[40], last.Cells[79])
			}
		})
	}
}

// TestConfigNamesTheLayoutLimits: /api/config tells the layout editor the
// largest layout the server stores, from the same constants the server
// checks layouts against.
func TestConfigNamesTheLayoutLimits(t *testing.T) {
	s := start(t, "sqlite", nil)
	r := do(t, http.MethodGet, s.URL+"/api/config", "", nil, nil)
	if r.Body["layoutMaxRows"] != float64(db.MaxLayoutRows) || r.Body["layoutMaxColumns"] != float64(db.MaxLayoutCellsPerRow) {
		t.Fatalf("/api/config = %s, want layoutMaxRows %d and layoutMaxColumns %d", r.Raw, db.MaxLayoutRows, db.MaxLayoutCellsPerRow)
	}
}

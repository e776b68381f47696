package app_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"marquee/db"
	"marquee/db/dbtest"
)

// TestControlCharactersAreBadInput: a NUL (or another control character)
// in any string a caller sends — the review's fields and more, as a
// variable, inside an input object, in a list or as a literal, over
// GraphQL and REST — is BAD_USER_INPUT naming where it was, on both
// databases, where it used to reach the database as an internal error.
// Nothing is written: no cinema appears for a refused createCinema.
func TestControlCharactersAreBadInput(t *testing.T) {
	const nul = "Pu\x00ne"
	layout := func(label, seat string) map[string]any {
		return map[string]any{
			"categories": []any{map[string]any{"code": "STD", "name": "Standard"}},
			"rows":       []any{map[string]any{"label": label, "cells": []any{map[string]any{"kind": "SEAT", "seat": seat, "category": "STD"}}}},
		}
	}
	cinema := func(name, address string) map[string]any {
		return map[string]any{"name": name, "city": "Pune", "address": address, "timeZone": ""}
	}
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := start(t, dialect, nil)
			show := addShow(t, s.DB)
			admin := s.SignIn("Ada", true)
			staff := s.SignInStaff("Usha")
			user := s.SignIn("Asha", false)

			gqlCases := []struct {
				name, token, query string
				vars               map[string]any
				where              string
			}{
				{"cinemas(city:)", "", `query($s: String) { cinemas(city: $s) { id } }`, map[string]any{"s": nul}, "Variable $s"},
				{"cinemas(city:) literal", "", `{ cinemas(city: "Pu\u0000ne") { id } }`, nil, "Argument city"},
				{"movies(filter:{genre:})", "", `query($s: String) { movies(filter: {genre: $s}) { id } }`, map[string]any{"s": nul}, "Variable $s"},
				{"movies(filter:) object variable", "", `query($f: MovieFilter) { movies(filter: $f) { id } }`, map[string]any{"f": map[string]any{"search": nul}}, "Variable $f.search"},
				{"movies(filter:{genre:}) literal", "", `{ movies(filter: {genre: "\u0000"}) { id } }`, nil, "Argument filter.genre"},
				{"ticket", user, `query($s: String!) { ticket(reference: $s) { id } }`, map[string]any{"s": nul}, "Variable $s"},
				{"checkIn", staff, `mutation($s: String!) { checkIn(code: $s) { booking { id } } }`, map[string]any{"s": nul}, "Variable $s"},
				{"allBookings(search:)", admin, `query($s: String) { allBookings(search: $s) { total } }`, map[string]any{"s": nul}, "Variable $s"},
				{"createScreen name", admin, `mutation($c: ID!, $n: String!, $l: SeatLayoutInput!) { createScreen(cinemaId: $c, name: $n, layout: $l) { id } }`,
					map[string]any{"c": db.DefaultCinemaID, "n": nul, "l": layout("A", "A1")}, "Variable $n"},
				{"createScreen layout row label", admin, `mutation($c: ID!, $n: String!, $l: SeatLayoutInput!) { createScreen(cinemaId: $c, name: $n, layout: $l) { id } }`,
					map[string]any{"c": db.DefaultCinemaID, "n": "Screen 9", "l": layout("A\x07", "A1")}, "Variable $l.rows[0].label"},
				{"updateScreenLayout seat", admin, `mutation($s: ID!, $l: SeatLayoutInput!) { updateScreenLayout(screenId: $s, layout: $l) { id } }`,
					map[string]any{"s": db.DefaultScreenID, "l": layout("A", "A\x001")}, "Variable $l.rows[0].cells[0].seat"},
				{"renameScreen", admin, `mutation($s: ID!, $n: String!) { renameScreen(screenId: $s, name: $n) { id } }`,
					map[string]any{"s": db.DefaultScreenID, "n": nul}, "Variable $n"},
				{"createCinema name", admin, `mutation($in: CinemaInput!) { createCinema(input: $in) { id } }`, map[string]any{"in": cinema(nul, "MG Road")}, "Variable $in.name"},
				{"createCinema address, escape", admin, `mutation($in: CinemaInput!) { createCinema(input: $in) { id } }`,
					map[string]any{"in": cinema("Marquee Pune", "MG \x1b[2J Road")}, "Variable $in.address"},
				{"createCinema literal", admin, `mutation { createCinema(input: {name: "Marquee\u0000", city: "Pune", address: "MG Road", timeZone: ""}) { id } }`, nil, "Argument input.name"},
				{"show(id:)", "", `query($s: ID!) { show(id: $s) { id } }`, map[string]any{"s": nul}, "Variable $s"},
				{"movie(id:)", "", `query($s: ID!) { movie(id: $s) { id } }`, map[string]any{"s": nul}, "Variable $s"},
				{"showsByDate(date:)", "", `query($s: String!) { showsByDate(movieId: "990001", date: $s) { minPricePaise } }`, map[string]any{"s": nul}, "Variable $s"},
				{"quote seats", "", `query($id: ID!, $seats: [String!]!) { quote(showId: $id, seats: $seats) { totalPaise } }`,
					map[string]any{"id": show, "seats": []string{"A1", "A\x002"}}, "Variable $seats[1]"},
				{"createBooking seats", user, `mutation($id: ID!) { createBooking(showId: $id, seats: ["A\u00001"]) { id } }`, map[string]any{"id": show}, "Argument seats[0]"},
				{"toggleFavourite", user, `mutation($s: ID!) { toggleFavourite(movieId: $s) { isFavourite } }`, map[string]any{"s": nul}, "Variable $s"},
				{"cancelBooking, C1 control", user, `mutation($s: ID!) { cancelBooking(id: $s) { id } }`, map[string]any{"s": "b\u0085"}, "Variable $s"},
			}
			for _, tc := range gqlCases {
				t.Run(tc.name, func(t *testing.T) {
					r := gql(t, s.URL, tc.token, tc.query, tc.vars, nil)
					if r.code() != "BAD_USER_INPUT" || len(r.gqlErrors()) != 1 {
						t.Fatalf("got %d %q, want BAD_USER_INPUT: %.300s", r.Status, r.code(), r.Raw)
					}
					if msg, _ := r.gqlErrors()[0]["message"].(string); !strings.HasPrefix(msg, tc.where+" contains a control character") {
						t.Fatalf("message %q, want it to start %q", msg, tc.where)
					}
				})
			}

			body := func(v any) []byte { b, _ := json.Marshal(v); return b }
			restCases := []struct {
				name, method, path, token string
				body                      []byte
				where                     string
			}{
				{"GET /api/show/{id}", "GET", "/api/show/%00", "", nil, "The path"},
				{"GET /api/credits/{id}", "GET", "/api/credits/99%0001", "", nil, "The path"},
				{"GET /api/booking/seats/{showId}", "GET", "/api/booking/seats/%1B", "", nil, "The path"},
				{"GET /api/admin/all-bookings query", "GET", "/api/admin/all-bookings?limit=5&x=%00", admin, nil, "Query parameter x"},
				{"POST /api/booking/create showId", "POST", "/api/booking/create", user, body(map[string]any{"showId": nul, "selectedSeats": []string{"A1"}}), "Field showId"},
				{"POST /api/booking/create seat", "POST", "/api/booking/create", user, body(map[string]any{"showId": show, "selectedSeats": []string{"A1", "A\x002"}}), "Field selectedSeats[1]"},
				{"POST /api/user/update-favourites", "POST", "/api/user/update-favourites", user, body(map[string]any{"movieId": nul}), "Field movieId"},
				{"POST /api/show/add date", "POST", "/api/show/add", admin,
					body(map[string]any{"movieId": 990001, "showsInput": []any{map[string]any{"date": "2030-01-0\x001", "time": []string{"10:00"}}}, "showPrice": 100}), "Field showsInput[0].date"},
			}
			for _, tc := range restCases {
				t.Run(tc.name, func(t *testing.T) {
					r := do(t, tc.method, s.URL+tc.path, tc.token, tc.body, nil)
					if r.Status != http.StatusBadRequest || r.code() != "BAD_USER_INPUT" || r.Body["success"] != false {
						t.Fatalf("got %d %q, want 400 BAD_USER_INPUT: %.300s", r.Status, r.code(), r.Raw)
					}
					if msg, _ := r.Body["message"].(string); !strings.HasPrefix(msg, tc.where+" contains a control character") {
						t.Fatalf("message %q, want it to start %q", msg, tc.where)
					}
				})
			}

			// Nothing half-written: no refused cinema was created, and text
			// with line breaks and tabs is still welcome.
			gql(t, s.URL, admin, `mutation($in: CinemaInput!) { createCinema(input: $in) { id } }`,
				map[string]any{"in": cinema("Marquee Pune", "MG Road\nCamp,\tPune")}, nil)
			r := gql(t, s.URL, "", `{ cinemas(city: "Pune") { name address } }`, nil, nil)
			var got struct {
				Data struct {
					Cinemas []struct{ Name, Address string }
				}
			}
			if err := json.Unmarshal([]byte(r.Raw), &got); err != nil {
				t.Fatal(err)
			}
			if len(got.Data.Cinemas) != 1 || got.Data.Cinemas[0].Address != "MG Road\nCamp,\tPune" {
				t.Fatalf("cinemas in Pune: %+v, want only the one with line breaks and a tab", got.Data.Cinemas)
			}
		})
	}
}

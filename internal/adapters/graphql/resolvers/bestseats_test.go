package resolvers_test

import (
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db/dbtest"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/testsupport/apptest"
)

const bestSeatsQuery = `query($s: ID!, $n: Int!, $c: String) { bestSeats(showId: $s, count: $n, category: $c) }`

// grandLayoutInput is the sample catalogue's 264-seat screen as
// createScreen takes it.
func grandLayoutInput() map[string]any {
	l := sample.GrandLayout()
	var cats, rows []any
	for _, c := range l.Categories {
		cats = append(cats, map[string]any{"code": c.Code, "name": c.Name})
	}
	for _, r := range l.Rows {
		var cells []any
		for _, c := range r.Cells {
			cells = append(cells, cell(c.Kind, c.Seat, c.Category))
		}
		rows = append(rows, map[string]any{"label": r.Label, "cells": cells})
	}
	return map[string]any{"categories": cats, "rows": rows}
}

// An admin schedules a show on the 264-seat screen with maxSeats 8
// (outside 1..10 is BAD_USER_INPUT); anyone asks for the best seats,
// which a customer books as proposed; the next answer passes them over.
// A count outside 1..maxSeats is BAD_USER_INPUT, an unknown show
// NOT_FOUND, and a booking over maxSeats is refused.
func TestBestSeatsThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			admin := s.SignIn("Meera", true)
			buyer := s.SignIn("Asha", false)
			var cin struct{ CreateCinema struct{ ID string } }
			s.GraphQL(admin, `mutation { createCinema(input: {name: "Marquee Big", city: "Pune", address: "FC Road", timeZone: "", singleSeatGapRule: true}) { id } }`, nil).Decode(t, &cin)
			var scr struct{ CreateScreen struct{ ID string } }
			s.GraphQL(admin, createScreen, map[string]any{"c": cin.CreateCinema.ID, "n": "Big 1", "l": grandLayoutInput()}).Decode(t, &scr)

			const schedule = `mutation($s: ID!, $m: ID!, $in: [ShowsInput!]!, $p: [CategoryPriceInput!]!, $max: Int) {
				scheduleShows(screenId: $s, movieId: $m, showsInput: $in, prices: $p, maxSeats: $max) { id maxSeats } }`
			day := time.Now().In(time.FixedZone("IST", 5*3600+1800)).AddDate(0, 0, 3).Format("2006-01-02")
			prices := []any{map[string]any{"category": "RECLINER", "pricePaise": 45000}, map[string]any{"category": "PRIME", "pricePaise": 25000},
				map[string]any{"category": "CLASSIC", "pricePaise": 9000}}
			vars := map[string]any{"s": scr.CreateScreen.ID, "m": "9100001", "in": []any{map[string]any{"date": day, "time": []string{"18:00"}}}, "p": prices}
			for _, bad := range []int{0, 11} {
				vars["max"] = bad
				if r := s.GraphQL(admin, schedule, vars); r.FirstCode() != "BAD_USER_INPUT" || !strings.Contains(r.Errors[0].Message, "between 1 and 10") {
					t.Fatalf("maxSeats %d: %+v", bad, r.Errors)
				}
			}
			if r := s.GraphQL(admin, `mutation { addShows(movieId: "9100001", showsInput: [{date: "`+day+`", time: ["09:00"]}], showPrice: 150, maxSeats: 11) { id } }`, nil); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("addShows maxSeats 11: %+v", r.Errors)
			}
			vars["max"] = 8
			var sched struct {
				ScheduleShows []struct {
					ID       string
					MaxSeats int
				}
			}
			s.GraphQL(admin, schedule, vars).Decode(t, &sched)
			if len(sched.ScheduleShows) != 1 || sched.ScheduleShows[0].MaxSeats != 8 {
				t.Fatalf("scheduled %+v", sched)
			}
			show := sched.ScheduleShows[0].ID

			best := func(n int, cat any) []string {
				t.Helper()
				var out struct{ BestSeats []string }
				s.GraphQL("", bestSeatsQuery, map[string]any{"s": show, "n": n, "c": cat}).Decode(t, &out)
				return out.BestSeats
			}
			got := best(3, nil)
			if strings.Join(got, ",") != "I9,I10,I11" {
				t.Fatalf("best three: %v", got)
			}
			if got := best(2, "RECLINER"); strings.Join(got, ",") != "L5,L6" {
				t.Fatalf("best recliners: %v", got)
			}
			const book = `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { id } }`
			if r := s.GraphQL(buyer, book, map[string]any{"s": show, "seats": got}); len(r.Errors) > 0 {
				t.Fatalf("booking the proposal: %+v", r.Errors)
			}
			if got := best(3, nil); strings.Join(got, ",") != "I12,I13,I14" {
				t.Fatalf("after booking I9–I11: %v", got)
			}
			nine := []string{"C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9"}
			if r := s.GraphQL(buyer, book, map[string]any{"s": show, "seats": nine}); r.FirstCode() != "BAD_USER_INPUT" || !strings.Contains(r.Errors[0].Message, "up to 8 seats") {
				t.Fatalf("nine seats over maxSeats 8: %+v", r.Errors)
			}
			for _, n := range []int{0, 9} {
				if r := s.GraphQL("", bestSeatsQuery, map[string]any{"s": show, "n": n}); r.FirstCode() != "BAD_USER_INPUT" {
					t.Fatalf("count %d: %+v", n, r.Errors)
				}
			}
			if r := s.GraphQL("", bestSeatsQuery, map[string]any{"s": uuid.NewString(), "n": 2}); r.FirstCode() != "NOT_FOUND" {
				t.Fatalf("unknown show: %+v", r.Errors)
			}
		})
	}
}

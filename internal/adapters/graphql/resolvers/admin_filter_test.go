package resolvers_test

import (
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

// allShows and dashboard take cinemaId through GraphQL: with it, only that
// cinema's show comes back; without it, the default cinema's show too.
func TestAdminFiguresFilteredByCinemaThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			admin := s.SignIn("Meera", true)
			var cin struct{ CreateCinema struct{ ID string } }
			s.GraphQL(admin, `mutation { createCinema(input: {name: "Marquee Lux", city: "Pune", address: "FC Road", timeZone: ""}) { id } }`, nil).Decode(t, &cin)
			layout := map[string]any{
				"categories": []any{map[string]any{"code": "CLASSIC", "name": "Classic"}},
				"rows":       []any{map[string]any{"label": "A", "cells": []any{cell("SEAT", "A1", "CLASSIC"), cell("SEAT", "A2", "CLASSIC")}}},
			}
			var scr struct{ CreateScreen struct{ ID string } }
			s.GraphQL(admin, createScreen, map[string]any{"c": cin.CreateCinema.ID, "n": "Lux 1", "l": layout}).Decode(t, &scr)
			day := time.Now().In(time.FixedZone("IST", 5*3600+1800)).AddDate(0, 0, 3).Format("2006-01-02")
			var sched struct{ ScheduleShows []struct{ ID string } }
			s.GraphQL(admin, scheduleShows, map[string]any{"s": scr.CreateScreen.ID, "m": "9100001",
				"in": []any{map[string]any{"date": day, "time": []string{"18:00"}}},
				"p":  []any{map[string]any{"category": "CLASSIC", "pricePaise": 9000}}}).Decode(t, &sched)
			var added struct{ AddShows []struct{ ID string } }
			s.GraphQL(admin, `mutation($d: String!) { addShows(movieId: "9100001", showsInput: [{date: $d, time: ["10:00"]}], showPrice: 100) { id } }`,
				map[string]any{"d": day}).Decode(t, &added)
			if len(sched.ScheduleShows) != 1 || len(added.AddShows) != 1 {
				t.Fatalf("scheduled %+v, added %+v", sched, added)
			}

			const q = `query($c: ID) { allShows(cinemaId: $c) { show { id cinema { id } } } dashboard(cinemaId: $c) { activeShows { id } } }`
			type figures struct {
				AllShows []struct {
					Show struct {
						ID     string
						Cinema struct{ ID string }
					}
				}
				Dashboard struct{ ActiveShows []struct{ ID string } }
			}
			var only figures
			s.GraphQL(admin, q, map[string]any{"c": cin.CreateCinema.ID}).Decode(t, &only)
			if len(only.AllShows) != 1 || only.AllShows[0].Show.ID != sched.ScheduleShows[0].ID || only.AllShows[0].Show.Cinema.ID != cin.CreateCinema.ID ||
				len(only.Dashboard.ActiveShows) != 1 || only.Dashboard.ActiveShows[0].ID != sched.ScheduleShows[0].ID {
				t.Fatalf("filtered by the new cinema: %+v", only)
			}
			var all figures
			s.GraphQL(admin, q, map[string]any{"c": nil}).Decode(t, &all)
			seen := map[string]bool{}
			for _, r := range all.AllShows {
				seen[r.Show.ID] = true
			}
			if !seen[sched.ScheduleShows[0].ID] || !seen[added.AddShows[0].ID] || len(all.Dashboard.ActiveShows) < 2 {
				t.Fatalf("unfiltered: %+v", all)
			}
		})
	}
}

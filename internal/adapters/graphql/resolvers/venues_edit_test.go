package resolvers_test

import (
	"context"
	"testing"
	"time"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

const updateCinema = `mutation($id: ID!, $in: CinemaInput!) {
	updateCinema(id: $id, input: $in) { id name city address timeZone cleaningBufferMinutes singleSeatGapRule } }`

const renameScreen = `mutation($id: ID!, $n: String!) { renameScreen(screenId: $id, name: $n) { id name cinema { id } layoutVersion } }`

// An admin edits a cinema and renames a screen: the new details are what
// later reads return; a new cleaning buffer lengthens only shows scheduled
// after it, the show already scheduled keeping its occupied-until. Bad
// input is BAD_USER_INPUT, a customer is FORBIDDEN and an unknown id is
// NOT_FOUND.
func TestEditCinemaAndScreenThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			admin := s.SignIn("Meera", true)
			buyer := s.SignIn("Asha", false)
			var cin struct{ CreateCinema struct{ ID string } }
			s.GraphQL(admin, `mutation { createCinema(input: {name: "Marquee Lux", city: "Pune", address: "FC Road", timeZone: "", cleaningBufferMinutes: 20}) { id } }`, nil).Decode(t, &cin)
			id := cin.CreateCinema.ID
			layout := map[string]any{
				"categories": []any{map[string]any{"code": "CLASSIC", "name": "Classic"}},
				"rows":       []any{map[string]any{"label": "A", "cells": []any{cell("SEAT", "A1", "CLASSIC"), cell("SEAT", "A2", "CLASSIC")}}},
			}
			var scr struct{ CreateScreen struct{ ID string } }
			s.GraphQL(admin, createScreen, map[string]any{"c": id, "n": "Lux 1", "l": layout}).Decode(t, &scr)
			screenID := scr.CreateScreen.ID

			const sched = `mutation($s: ID!, $m: ID!, $in: [ShowsInput!]!, $p: [CategoryPriceInput!]!) {
				scheduleShows(screenId: $s, movieId: $m, showsInput: $in, prices: $p) { id startsAt occupiedUntil } }`
			day := time.Now().In(time.FixedZone("IST", 5*3600+1800)).AddDate(0, 0, 3).Format("2006-01-02")
			schedule := func(at string) time.Duration {
				t.Helper()
				var out struct {
					ScheduleShows []struct{ StartsAt, OccupiedUntil time.Time }
				}
				s.GraphQL(admin, sched, map[string]any{"s": screenID, "m": "9100001",
					"in": []any{map[string]any{"date": day, "time": []string{at}}},
					"p":  []any{map[string]any{"category": "CLASSIC", "pricePaise": 9000}}}).Decode(t, &out)
				if len(out.ScheduleShows) != 1 {
					t.Fatalf("scheduled %+v", out)
				}
				return out.ScheduleShows[0].OccupiedUntil.Sub(out.ScheduleShows[0].StartsAt)
			}
			before := schedule("10:00")

			in := map[string]any{"name": "Marquee Lux Gold", "city": "Mumbai", "address": "Linking Road",
				"timeZone": "Asia/Dubai", "cleaningBufferMinutes": 45, "singleSeatGapRule": true}
			var up struct {
				UpdateCinema struct {
					ID, Name, City, Address, TimeZone string
					CleaningBufferMinutes             int
					SingleSeatGapRule                 bool
				}
			}
			s.GraphQL(admin, updateCinema, map[string]any{"id": id, "in": in}).Decode(t, &up)
			u := up.UpdateCinema
			if u.ID != id || u.Name != "Marquee Lux Gold" || u.City != "Mumbai" || u.Address != "Linking Road" ||
				u.TimeZone != "Asia/Dubai" || u.CleaningBufferMinutes != 45 || !u.SingleSeatGapRule {
				t.Fatalf("updated = %+v", u)
			}
			var read struct {
				Cinema struct{ Name, City string }
				Cities []string
			}
			s.GraphQL(admin, `query($id: ID!) { cinema(id: $id) { name city } cities }`, map[string]any{"id": id}).Decode(t, &read)
			if read.Cinema.Name != "Marquee Lux Gold" || read.Cinema.City != "Mumbai" {
				t.Fatalf("read back %+v", read)
			}

			after := schedule("14:00")
			if after-before != 25*time.Minute {
				t.Fatalf("occupied span before %v, after %v: want the new buffer (+25m) on the later show only", before, after)
			}
			var shows struct {
				AllShows []struct {
					Show struct{ StartsAt, OccupiedUntil time.Time }
				}
			}
			s.GraphQL(admin, `query($c: ID) { allShows(cinemaId: $c) { show { startsAt occupiedUntil } } }`, map[string]any{"c": id}).Decode(t, &shows)
			if len(shows.AllShows) != 2 || shows.AllShows[0].Show.OccupiedUntil.Sub(shows.AllShows[0].Show.StartsAt) != before {
				t.Fatalf("the earlier show's occupied-until changed: %+v (span was %v)", shows.AllShows, before)
			}

			for name, bad := range map[string]map[string]any{
				"blank name": {"name": " ", "city": "Pune", "address": "x", "timeZone": ""},
				"bad zone":   {"name": "a", "city": "Pune", "address": "x", "timeZone": "Mars/Base"},
				"buffer":     {"name": "a", "city": "Pune", "address": "x", "timeZone": "", "cleaningBufferMinutes": 241},
			} {
				if r := s.GraphQL(admin, updateCinema, map[string]any{"id": id, "in": bad}); r.FirstCode() != "BAD_USER_INPUT" {
					t.Fatalf("%s: %+v", name, r.Errors)
				}
			}
			if r := s.GraphQL(buyer, updateCinema, map[string]any{"id": id, "in": in}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("customer edited a cinema: %+v", r.Errors)
			}
			unknown := "0190b6a4-0000-7000-8000-000000000000"
			if r := s.GraphQL(admin, updateCinema, map[string]any{"id": unknown, "in": in}); r.FirstCode() != "NOT_FOUND" {
				t.Fatalf("unknown cinema: %+v", r.Errors)
			}

			// The default cinema stores no zone (it follows THEATRE_TZ); saving
			// its form with the zone it shows keeps it that way.
			var def struct{ UpdateCinema struct{ TimeZone string } }
			s.GraphQL(admin, updateCinema, map[string]any{"id": db.DefaultCinemaID, "in": map[string]any{
				"name": "Marquee QuickShow", "city": "Bengaluru", "address": "MG Road", "timeZone": "Asia/Kolkata"}}).Decode(t, &def)
			stored, err := db.CinemaByID(context.Background(), s.DB, db.DefaultCinemaID)
			if err != nil {
				t.Fatal(err)
			}
			if def.UpdateCinema.TimeZone != "Asia/Kolkata" || stored.TimeZone != "" || stored.Address != "MG Road" {
				t.Fatalf("default cinema: answered zone %q, stored %+v", def.UpdateCinema.TimeZone, stored)
			}

			var ren struct {
				RenameScreen struct {
					ID, Name      string
					Cinema        struct{ ID string }
					LayoutVersion int
				}
			}
			s.GraphQL(admin, renameScreen, map[string]any{"id": screenID, "n": "  Gold 1 "}).Decode(t, &ren)
			if ren.RenameScreen.ID != screenID || ren.RenameScreen.Name != "Gold 1" || ren.RenameScreen.Cinema.ID != id || ren.RenameScreen.LayoutVersion != 1 {
				t.Fatalf("renamed = %+v", ren.RenameScreen)
			}
			var again struct{ Screen struct{ Name string } }
			s.GraphQL(admin, `query($id: ID!) { screen(id: $id) { name } }`, map[string]any{"id": screenID}).Decode(t, &again)
			if again.Screen.Name != "Gold 1" {
				t.Fatalf("screen read back as %q", again.Screen.Name)
			}
			if r := s.GraphQL(admin, renameScreen, map[string]any{"id": screenID, "n": " "}); r.FirstCode() != "BAD_USER_INPUT" {
				t.Fatalf("blank screen name: %+v", r.Errors)
			}
			if r := s.GraphQL(buyer, renameScreen, map[string]any{"id": screenID, "n": "Mine"}); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("customer renamed a screen: %+v", r.Errors)
			}
			if r := s.GraphQL(admin, renameScreen, map[string]any{"id": unknown, "n": "Ghost"}); r.FirstCode() != "NOT_FOUND" {
				t.Fatalf("unknown screen: %+v", r.Errors)
			}
		})
	}
}

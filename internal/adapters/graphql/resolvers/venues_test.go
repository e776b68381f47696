package resolvers_test

import (
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"marquee/db/dbtest"
	"marquee/internal/testsupport/apptest"
)

const createScreen = `mutation($c: ID!, $n: String!, $l: SeatLayoutInput!) {
	createScreen(cinemaId: $c, name: $n, layout: $l) { id name capacity cinema { id name } layout { version categories { code } rows { label cells { kind seat category } } } } }`

const scheduleShows = `mutation($s: ID!, $m: ID!, $in: [ShowsInput!]!, $p: [CategoryPriceInput!]!) {
	scheduleShows(screenId: $s, movieId: $m, showsInput: $in, prices: $p) { id localTime pricePaise maxSeats
	  screen { name } cinema { name timeZone } prices { category pricePaise } seatsAvailable } }`

func cell(kind, seat, cat string) map[string]any {
	c := map[string]any{"kind": kind}
	if seat != "" {
		c["seat"], c["category"] = seat, cat
	}
	return c
}

// An admin builds a cinema and a two-category screen with an aisle and a
// wheelchair space, schedules a movie on it and is refused an overlapping
// show with SCREEN_BUSY; a customer finds it by city and date, sees the
// layout and prices, and books seats of both categories, the amount being
// the sum of their prices (the breakdown says so).
func TestVenuesThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			admin := s.SignIn("Meera", true)
			buyer := s.SignIn("Asha", false)
			var cin struct{ CreateCinema struct{ ID, TimeZone string } }
			s.GraphQL(admin, `mutation { createCinema(input: {name: "Marquee Lux", city: "Pune", address: "FC Road", timeZone: ""}) { id timeZone } }`, nil).Decode(t, &cin)
			if cin.CreateCinema.TimeZone != "Asia/Kolkata" {
				t.Fatalf("new cinema's zone = %q, want THEATRE_TZ", cin.CreateCinema.TimeZone)
			}
			if r := s.GraphQL(buyer, `mutation { createCinema(input: {name: "x", city: "y", address: "z", timeZone: ""}) { id } }`, nil); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("customer created a cinema: %+v", r.Errors)
			}
			layout := map[string]any{
				"categories": []any{map[string]any{"code": "RECLINER", "name": "Recliner"}, map[string]any{"code": "CLASSIC", "name": "Classic"}},
				"rows": []any{
					map[string]any{"label": "A", "cells": []any{cell("WHEELCHAIR", "A1", "CLASSIC"), cell("COMPANION", "A2", "CLASSIC"), cell("GAP", "", ""), cell("SEAT", "A3", "CLASSIC"), cell("BLOCKED", "A4", "CLASSIC")}},
					map[string]any{"label": "B", "cells": []any{cell("SEAT", "B1", "RECLINER"), cell("SEAT", "B2", "RECLINER")}},
				},
			}
			bad := map[string]any{"categories": layout["categories"], "rows": []any{map[string]any{"label": "A", "cells": []any{}}}}
			if r := s.GraphQL(admin, createScreen, map[string]any{"c": cin.CreateCinema.ID, "n": "Lux 1", "l": bad}); r.FirstCode() != "BAD_USER_INPUT" || !strings.Contains(r.Errors[0].Message, "Row A is empty") {
				t.Fatalf("empty row: %+v", r.Errors)
			}
			var scr struct {
				CreateScreen struct {
					ID, Name string
					Capacity int
					Cinema   struct{ ID, Name string }
					Layout   struct {
						Version int
						Rows    []struct {
							Label string
							Cells []struct {
								Kind     string
								Seat     *string
								Category *string
							}
						}
					}
				}
			}
			s.GraphQL(admin, createScreen, map[string]any{"c": cin.CreateCinema.ID, "n": "Lux 1", "l": layout}).Decode(t, &scr)
			sc := scr.CreateScreen
			if sc.Capacity != 5 || sc.Cinema.Name != "Marquee Lux" || sc.Layout.Version != 1 || sc.Layout.Rows[0].Cells[2].Kind != "GAP" ||
				sc.Layout.Rows[0].Cells[2].Seat != nil || sc.Layout.Rows[0].Cells[2].Category != nil || *sc.Layout.Rows[0].Cells[0].Seat != "A1" {
				t.Fatalf("screen = %+v", sc)
			}
			day := time.Now().In(time.FixedZone("IST", 5*3600+1800)).AddDate(0, 0, 3).Format("2006-01-02")
			prices := []any{map[string]any{"category": "RECLINER", "pricePaise": 45000}, map[string]any{"category": "CLASSIC", "pricePaise": 9000}}
			vars := map[string]any{"s": sc.ID, "m": "9100001", "in": []any{map[string]any{"date": day, "time": []string{"18:00"}}}, "p": prices}
			var sched struct {
				ScheduleShows []struct {
					ID, LocalTime string
					PricePaise    int
					MaxSeats      int
					Screen        struct{ Name string }
					Cinema        struct{ Name, TimeZone string }
					Prices        []struct {
						Category   string
						PricePaise int
					}
					SeatsAvailable int
				}
			}
			s.GraphQL(admin, scheduleShows, vars).Decode(t, &sched)
			if len(sched.ScheduleShows) != 1 {
				t.Fatalf("scheduled %+v", sched)
			}
			sh := sched.ScheduleShows[0]
			if sh.LocalTime != "18:00" || sh.PricePaise != 9000 || sh.MaxSeats != 5 || sh.Screen.Name != "Lux 1" || sh.Cinema.Name != "Marquee Lux" ||
				len(sh.Prices) != 2 || sh.Prices[0].Category != "RECLINER" || sh.SeatsAvailable != 5 {
				t.Fatalf("show = %+v", sh)
			}
			vars["in"] = []any{map[string]any{"date": day, "time": []string{"19:30"}}}
			vars["m"] = "9100002"
			r := s.GraphQL(admin, scheduleShows, vars)
			if r.FirstCode() != "SCREEN_BUSY" || !strings.Contains(r.Errors[0].Message, " "+strings.TrimLeft(day[8:], "0")+" ") || !strings.Contains(r.Errors[0].Message, "18:00") || r.Errors[0].Extensions["showId"] != sh.ID {
				t.Fatalf("overlap: %+v", r.Errors)
			}

			var where struct {
				Cities      []string
				Cinemas     []struct{ Name string }
				ShowsByDate []struct {
					Cinema                       struct{ Name string }
					MinPricePaise, MaxPricePaise int
					Times                        []struct {
						ShowID, LocalTime, ScreenName string
						SeatsAvailable, Capacity      int
						FillingFast                   bool
					}
				}
			}
			s.GraphQL("", `query($d: String!) { cities cinemas(city: "pune") { name }
				showsByDate(movieId: "9100001", date: $d, city: "Pune") { cinema { name } minPricePaise maxPricePaise
				  times { showId localTime screenName seatsAvailable capacity fillingFast } } }`, map[string]any{"d": day}).Decode(t, &where)
			if strings.Join(where.Cities, ",") != "Bengaluru,Pune" || len(where.Cinemas) != 1 || len(where.ShowsByDate) != 1 {
				t.Fatalf("where = %+v", where)
			}
			if d := where.ShowsByDate[0]; d.MinPricePaise != 9000 || d.MaxPricePaise != 45000 || len(d.Times) != 1 ||
				d.Times[0].ShowID != sh.ID || d.Times[0].Capacity != 5 || d.Times[0].FillingFast {
				t.Fatalf("showsByDate = %+v", d)
			}

			const book = `mutation($s: ID!, $seats: [String!]!) { createBooking(showId: $s, seats: $seats) { amountPaise priceBreakdown { ticketsPaise feePaise taxPaise totalPaise } } }`
			if r := s.GraphQL(buyer, book, map[string]any{"s": sh.ID, "seats": []string{"A4"}}); r.FirstCode() != "BAD_USER_INPUT" || !strings.Contains(r.Errors[0].Message, "A4") {
				t.Fatalf("blocked seat: %+v", r.Errors)
			}
			var booked struct {
				CreateBooking struct {
					AmountPaise    int
					PriceBreakdown struct{ TicketsPaise, FeePaise, TaxPaise, TotalPaise int }
				}
			}
			s.GraphQL(buyer, book, map[string]any{"s": sh.ID, "seats": []string{"B1", "A1", "A2"}}).Decode(t, &booked)
			bd := booked.CreateBooking.PriceBreakdown
			if booked.CreateBooking.AmountPaise != 63000 || bd.TotalPaise != 63000 || bd.TicketsPaise != 63000 || bd.FeePaise != 0 || bd.TaxPaise != 6864+964+964 {
				t.Fatalf("booking = %+v", booked)
			}
			// filling fast: 3 of 5 seats taken is 60%, one more is 80%.
			s.GraphQL(buyer, book, map[string]any{"s": sh.ID, "seats": []string{"B2"}}).Decode(t, &booked)
			s.GraphQL("", `query($d: String!) { showsByDate(movieId: "9100001", date: $d) { times { seatsAvailable fillingFast } } }`, map[string]any{"d": day}).Decode(t, &where)
			if tm := where.ShowsByDate[0].Times[0]; tm.SeatsAvailable != 1 || !tm.FillingFast {
				t.Fatalf("after 4 of 5 seats: %+v", tm)
			}
		})
	}
}

// With a booking fee the amount is tickets + fees + the fees' GST, and the
// test checkout asks for exactly that amount.
func TestBookingFeeIsCharged(t *testing.T) {
	s := apptest.Start(t, "sqlite", apptest.Options{NoBackground: true, Env: map[string]string{"BOOKING_FEE_PAISE": "2500"}})
	admin := s.SignIn("Meera", true)
	buyer := s.SignIn("Asha", false)
	day := time.Now().In(time.FixedZone("IST", 5*3600+1800)).AddDate(0, 0, 3).Format("2006-01-02")
	var added struct{ AddShows []struct{ ID string } }
	s.GraphQL(admin, `mutation($in: [ShowsInput!]!) { addShows(movieId: "9100001", showsInput: $in, showPrice: 120) { id } }`,
		map[string]any{"in": []any{map[string]any{"date": day, "time": []string{"10:00"}}}}).Decode(t, &added)
	var quote struct {
		Quote struct{ TicketsPaise, FeePaise, TaxPaise, TotalPaise int }
	}
	s.GraphQL("", `query($s: ID!) { quote(showId: $s, seats: ["A1", "A2"]) { ticketsPaise feePaise taxPaise totalPaise } }`,
		map[string]any{"s": added.AddShows[0].ID}).Decode(t, &quote)
	// Tickets 2 × ₹120 (GST inside: 2 × 18.31), fees 2 × ₹25 + 18% = ₹59.
	if q := quote.Quote; q.TicketsPaise != 24000 || q.FeePaise != 5000 || q.TaxPaise != 2*1831+900 || q.TotalPaise != 29900 {
		t.Fatalf("quote = %+v", q)
	}
	var booked struct {
		CreateBooking struct {
			AmountPaise int
			PaymentURL  string
		}
	}
	s.GraphQL(buyer, `mutation($s: ID!) { createBooking(showId: $s, seats: ["A1", "A2"]) { amountPaise paymentUrl } }`,
		map[string]any{"s": added.AddShows[0].ID}).Decode(t, &booked)
	if booked.CreateBooking.AmountPaise != 29900 {
		t.Fatalf("amount = %d, want 29900", booked.CreateBooking.AmountPaise)
	}
	resp, err := http.Get(booked.CreateBooking.PaymentURL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	page, _ := io.ReadAll(resp.Body)
	if !strings.Contains(string(page), "₹299") {
		t.Fatalf("test checkout page does not ask for ₹299: %s", page)
	}
}

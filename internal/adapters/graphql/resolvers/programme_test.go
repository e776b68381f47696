package resolvers_test

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/testsupport/apptest"
	"marquee/internal/testsupport/testclock"
)

// programmeApp is the app on a fixed clock, Thursday 1 May 2031, 09:00 in
// Kolkata, with a cinema whose screens are "Big" (rows A–J of 9 seats,
// CLASSIC but for a RECLINER row J), "Small" (rows A–E), "Twin" (as Big)
// and "Imax" (as Big, projecting IMAX_2D and 2D). It returns the admin's
// token, the cinema and the screens by name.
type programmeFixture struct {
	s       *apptest.Server
	admin   string
	cinema  string
	screens map[string]string
	clock   *testclock.Clock
}

var kolkata, _ = time.LoadLocation("Asia/Kolkata")

// The fixture's weeks: Monday 5 May 2031 and the Monday after.
const (
	week1 = "2031-05-05"
	week2 = "2031-05-12"
)

func day(week string, offset int) string {
	d, _ := time.Parse(time.DateOnly, week)
	return d.AddDate(0, 0, offset).Format(time.DateOnly)
}

func programmeApp(t *testing.T, dialect string) *programmeFixture {
	t.Helper()
	s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
	clock := testclock.New(time.Date(2031, 5, 1, 9, 0, 0, 0, kolkata))
	s.Booking.Clock, s.Admin.Clock, s.Venues.Clock, s.Programme.Clock = clock.Now, clock.Now, clock.Now, clock.Now
	f := &programmeFixture{s: s, admin: s.SignIn("Programmer", true), screens: map[string]string{}, clock: clock}
	var cin struct{ CreateCinema struct{ ID string } }
	s.GraphQL(f.admin, `mutation { createCinema(input: {name: "Marquee Andheri", city: "Mumbai", address: "Link Road", timeZone: "Asia/Kolkata"}) { id } }`, nil).Decode(t, &cin)
	f.cinema = cin.CreateCinema.ID
	rowsOf := func(n int) []any {
		var rows []any
		for r := range n {
			code := "S0 S0 S0 S0 S0 S0 S0 S0 S0"
			if r == 9 {
				code = "S1 S1 S1 S1 S1 S1 S1 S1 S1"
			}
			rows = append(rows, map[string]any{"label": string(rune('A' + r)), "cellCodes": code})
		}
		return rows
	}
	cats := []any{map[string]any{"code": "CLASSIC", "name": "Classic"}, map[string]any{"code": "RECLINER", "name": "Recliner"}}
	for name, rows := range map[string]int{"Big": 10, "Small": 5, "Twin": 10, "Imax": 10} {
		layout := map[string]any{"categories": cats, "rows": rowsOf(rows)}
		if rows == 5 {
			layout["categories"] = cats[:1]
		}
		var scr struct{ CreateScreen struct{ ID string } }
		s.GraphQL(f.admin, createScreen, map[string]any{"c": f.cinema, "n": name, "l": layout}).Decode(t, &scr)
		f.screens[name] = scr.CreateScreen.ID
	}
	var set struct{ SetScreenFormats struct{ Formats []string } }
	s.GraphQL(f.admin, `mutation($s: ID!) { setScreenFormats(screenId: $s, formats: [TWO_D, IMAX_2D, IMAX_2D]) { formats } }`,
		map[string]any{"s": f.screens["Imax"]}).Decode(t, &set)
	if !slices.Equal(set.SetScreenFormats.Formats, []string{"TWO_D", "IMAX_2D"}) {
		t.Fatalf("formats = %v", set.SetScreenFormats.Formats)
	}
	return f
}

const scheduleVersion = `mutation($s: ID!, $m: ID!, $in: [ShowsInput!]!, $p: [CategoryPriceInput!], $v: ShowVersionInput) {
	scheduleShows(screenId: $s, movieId: $m, showsInput: $in, prices: $p, version: $v) { id localDate localTime format language subtitles
	  prices { category pricePaise } priceCard { id name deleted } } }`

type scheduledShow struct {
	ID, LocalDate, LocalTime, Format, Language string
	Subtitles                                  *string
	Prices                                     []struct {
		Category   string
		PricePaise int
	}
	PriceCard *struct {
		ID, Name string
		Deleted  bool
	}
}

func (sh scheduledShow) price(category string) int {
	for _, p := range sh.Prices {
		if p.Category == category {
			return p.PricePaise
		}
	}
	return -1
}

// schedule schedules movie on a screen at one local date and time, with
// vars' prices and version, and returns the response.
func (f *programmeFixture) schedule(screen, movie, date, clock string, extra map[string]any) *apptest.GQLResponse {
	vars := map[string]any{"s": f.screens[screen], "m": movie, "in": []any{map[string]any{"date": date, "time": []string{clock}}}}
	for k, v := range extra {
		vars[k] = v
	}
	return f.s.GraphQL(f.admin, scheduleVersion, vars)
}

func (f *programmeFixture) scheduleOne(t *testing.T, screen, movie, date, clock string, extra map[string]any) scheduledShow {
	t.Helper()
	var out struct{ ScheduleShows []scheduledShow }
	f.schedule(screen, movie, date, clock, extra).Decode(t, &out)
	if len(out.ScheduleShows) != 1 {
		t.Fatalf("scheduled %d shows", len(out.ScheduleShows))
	}
	return out.ScheduleShows[0]
}

func (f *programmeFixture) card(t *testing.T, input map[string]any) string {
	t.Helper()
	var out struct{ CreatePriceCard struct{ ID string } }
	f.s.GraphQL(f.admin, `mutation($c: ID!, $in: PriceCardInput!) { createPriceCard(cinemaId: $c, input: $in) { id } }`,
		map[string]any{"c": f.cinema, "in": input}).Decode(t, &out)
	return out.CreatePriceCard.ID
}

func prices(classic, recliner int) []any {
	return []any{map[string]any{"category": "CLASSIC", "pricePaise": classic}, map[string]any{"category": "RECLINER", "pricePaise": recliner}}
}

// Price cards through GraphQL, on both databases: a show scheduled
// without prices takes them from the best-matching card of its cinema —
// by day of the week, time band, format, date range and priority — and
// names it; an explicit price wins for its category; two cards tied at
// the top are PRICE_CARD_TIE naming both; a bad card is BAD_USER_INPUT; a
// deleted card prices nothing more but still names the shows it priced.
func TestPriceCardsThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			f := programmeApp(t, dialect)
			f.card(t, map[string]any{"name": "Weekday", "days": []int{1, 2, 3, 4, 5}, "priority": 0, "prices": prices(15000, 40000)})
			f.card(t, map[string]any{"name": "Weekend", "days": []int{6, 7}, "priority": 0, "prices": prices(20000, 50000)})
			prime := f.card(t, map[string]any{"name": "Prime", "days": []int{}, "from": "18:00", "to": "22:00", "priority": 5, "prices": prices(18000, 45000)})
			f.card(t, map[string]any{"name": "IMAX", "days": []int{}, "formats": []string{"IMAX_2D"}, "priority": 20, "prices": prices(35000, 60000)})
			f.card(t, map[string]any{"name": "Holiday", "days": []int{}, "startsOn": day(week1, 2), "endsOn": day(week1, 2), "priority": 50,
				"prices": prices(30000, 70000)})

			for _, c := range []struct {
				screen, date, time string
				version            map[string]any
				card               string
				classic, recliner  int
			}{
				{"Big", day(week1, 0), "10:00", nil, "Weekday", 15000, 40000},
				{"Big", day(week1, 5), "10:00", nil, "Weekend", 20000, 50000},
				{"Big", day(week1, 0), "18:00", nil, "Prime", 18000, 45000},
				{"Big", day(week1, 0), "22:00", nil, "Weekday", 15000, 40000},
				{"Imax", day(week1, 0), "10:00", map[string]any{"format": "IMAX_2D", "language": "EN"}, "IMAX", 35000, 60000},
				{"Big", day(week1, 2), "19:00", nil, "Holiday", 30000, 70000},
			} {
				vars := map[string]any{}
				if c.version != nil {
					vars["v"] = c.version
				}
				sh := f.scheduleOne(t, c.screen, "9100005", c.date, c.time, vars)
				if sh.PriceCard == nil || sh.PriceCard.Name != c.card || sh.price("CLASSIC") != c.classic || sh.price("RECLINER") != c.recliner {
					t.Errorf("%s %s on %s: card %+v, prices %+v; want %s", c.date, c.time, c.screen, sh.PriceCard, sh.Prices, c.card)
				}
			}

			// Explicit prices win: all of them (no card named), or one.
			sh := f.scheduleOne(t, "Twin", "9100005", day(week1, 0), "10:00", map[string]any{"p": prices(9900, 29900)})
			if sh.PriceCard != nil || sh.price("CLASSIC") != 9900 || sh.price("RECLINER") != 29900 {
				t.Errorf("explicit prices: %+v", sh)
			}
			sh = f.scheduleOne(t, "Twin", "9100005", day(week1, 1), "10:00", map[string]any{"p": prices(9900, 29900)[:1]})
			if sh.PriceCard == nil || sh.PriceCard.Name != "Weekday" || sh.price("CLASSIC") != 9900 || sh.price("RECLINER") != 40000 {
				t.Errorf("explicit CLASSIC, RECLINER from the card: %+v", sh)
			}

			// A weekend evening: Prime and Weekend prime tie at 5.
			f.card(t, map[string]any{"name": "Weekend prime", "days": []int{6, 7}, "from": "18:00", "to": "22:00", "priority": 5, "prices": prices(1, 2)})
			r := f.schedule("Twin", "9100005", day(week1, 5), "19:00", nil)
			if r.FirstCode() != "PRICE_CARD_TIE" || !strings.Contains(r.Errors[0].Message, `"Prime"`) || !strings.Contains(r.Errors[0].Message, `"Weekend prime"`) {
				t.Fatalf("tie: %+v", r.Errors)
			}
			if sh := f.scheduleOne(t, "Twin", "9100005", day(week1, 5), "19:00", map[string]any{"p": prices(100, 200)}); sh.PriceCard != nil {
				t.Fatalf("explicit prices despite the tie: %+v", sh)
			}

			for name, in := range map[string]map[string]any{
				"day 8":           {"name": "x", "days": []int{8}, "priority": 0, "prices": prices(1, 1)},
				"empty band":      {"name": "x", "days": []int{}, "from": "10:00", "to": "10:00", "priority": 0, "prices": prices(1, 1)},
				"bad time":        {"name": "x", "days": []int{}, "from": "25:00", "priority": 0, "prices": prices(1, 1)},
				"ends before":     {"name": "x", "days": []int{}, "startsOn": day(week2, 0), "endsOn": day(week1, 0), "priority": 0, "prices": prices(1, 1)},
				"no price":        {"name": "x", "days": []int{}, "priority": 0, "prices": []any{}},
				"priority 5000":   {"name": "x", "days": []int{}, "priority": 5000, "prices": prices(1, 1)},
				"negative price":  {"name": "x", "days": []int{}, "priority": 0, "prices": prices(-1, 1)},
				"no name":         {"name": " ", "days": []int{}, "priority": 0, "prices": prices(1, 1)},
				"twice a weekday": {"name": "x", "days": []int{}, "priority": 0, "prices": append(prices(1, 1), prices(2, 2)[0])},
			} {
				if code := f.s.GraphQL(f.admin, `mutation($c: ID!, $in: PriceCardInput!) { createPriceCard(cinemaId: $c, input: $in) { id } }`,
					map[string]any{"c": f.cinema, "in": in}).FirstCode(); code != "BAD_USER_INPUT" {
					t.Errorf("%s: %q, want BAD_USER_INPUT", name, code)
				}
			}

			// Deleted, Prime prices nothing more; its shows still name it.
			var deleted struct{ DeletePriceCard bool }
			f.s.GraphQL(f.admin, `mutation($id: ID!) { deletePriceCard(id: $id) }`, map[string]any{"id": prime}).Decode(t, &deleted)
			if code := f.s.GraphQL(f.admin, `mutation($id: ID!) { deletePriceCard(id: $id) }`, map[string]any{"id": prime}).FirstCode(); code != "NOT_FOUND" {
				t.Fatalf("deleting twice: %q", code)
			}
			if sh := f.scheduleOne(t, "Twin", "9100005", day(week1, 2), "18:30", nil); sh.PriceCard.Name != "Holiday" {
				t.Fatalf("after deleting Prime: %+v", sh.PriceCard)
			}
			if sh := f.scheduleOne(t, "Twin", "9100005", day(week1, 3), "18:30", nil); sh.PriceCard.Name != "Weekday" {
				t.Fatalf("after deleting Prime: %+v", sh.PriceCard)
			}
			var list struct {
				PriceCards []struct {
					Name, From, To *string
					Days           []int
					Priority       int
				}
			}
			f.s.GraphQL(f.admin, `query($c: ID!) { priceCards(cinemaId: $c) { name from to days priority } }`, map[string]any{"c": f.cinema}).Decode(t, &list)
			var names []string
			for _, c := range list.PriceCards {
				names = append(names, *c.Name)
			}
			if !slices.Equal(names, []string{"Holiday", "IMAX", "Weekend prime", "Weekday", "Weekend"}) {
				t.Fatalf("cards in force: %v", names)
			}
			var tl timelineOut
			f.s.GraphQL(f.admin, timelineQuery, map[string]any{"c": f.cinema, "from": week1, "s": f.screens["Big"]}).Decode(t, &tl)
			if len(tl.Timeline.Screens) != 1 || len(tl.Timeline.Screens[0].Shows) != 5 {
				t.Fatalf("timeline of Big: %+v", tl)
			}
			evening := tl.Timeline.Screens[0].Shows[1]
			if evening.LocalTime != "18:00" || evening.PriceCard == nil || evening.PriceCard.Name != "Prime" || !evening.PriceCard.Deleted {
				t.Fatalf("the 18:00 show on the timeline: %+v", evening)
			}
		})
	}
}

const timelineQuery = `query($c: ID!, $from: String!, $s: ID) { timeline(cinemaId: $c, from: $from, screenId: $s) { from days
	screens { screen { name } shows { id localDate localTime localOccupiedUntil status priceCard { name deleted } } clashes { showId clashesWith } } } }`

type timelineOut struct {
	Timeline struct {
		From    string
		Days    []string
		Screens []struct {
			Screen struct{ Name string }
			Shows  []struct {
				ID, LocalDate, LocalTime, LocalOccupiedUntil, Status string
				PriceCard                                            *struct {
					Name    string
					Deleted bool
				}
			}
			Clashes []struct{ ShowID, ClashesWith string }
		}
	}
}

const copyWeekMutation = `mutation($s: ID!, $from: String!, $to: String!) { copyWeek(screenId: $s, fromDate: $from, toDate: $to) {
	created { id localDate localTime format language prices { category pricePaise } priceCard { name } } skipped { date time reason clashesWith } } }`

type copyResult struct {
	Created []scheduledShow
	Skipped []struct {
		Date, Time, Reason string
		ClashesWith        *string
	}
}

// Copying a week through GraphQL, on both databases: each show of the
// week lands on the same weekday and time of the target week in its
// version, priced as it was (a card-priced show by the card of its new
// date); a copy another show is in the way of is skipped and listed with
// that show, through the database's SCREEN_BUSY rule; a second copy
// skips everything as already there; the cinema-wide copy and repeatShow
// skip the same way; the week timeline draws the result with no clash.
func TestCopyWeekThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			f := programmeApp(t, dialect)
			f.card(t, map[string]any{"name": "Standard", "days": []int{}, "priority": 0, "prices": prices(15000, 40000)})
			f.card(t, map[string]any{"name": "Week two Wednesday", "days": []int{}, "startsOn": day(week2, 2), "endsOn": day(week2, 2),
				"priority": 10, "prices": prices(25000, 50000)})
			monday := f.scheduleOne(t, "Big", "9100001", day(week1, 0), "10:00", map[string]any{"p": prices(11100, 22200),
				"v": map[string]any{"format": "TWO_D", "language": "ta", "subtitles": "en"}})
			f.scheduleOne(t, "Big", "9100001", day(week1, 2), "14:00", nil)
			f.scheduleOne(t, "Big", "9100001", day(week1, 4), "18:00", nil)
			// Monsoon Protocol runs 152 minutes: a show at 15:30 on week two's
			// Friday is in the way of the 18:00 copy's screen until 20:52.
			blocker := f.scheduleOne(t, "Big", "9100004", day(week2, 4), "15:30", map[string]any{"p": prices(1, 1)})

			var out struct{ CopyWeek copyResult }
			f.s.GraphQL(f.admin, copyWeekMutation, map[string]any{"s": f.screens["Big"], "from": week1, "to": week2}).Decode(t, &out)
			res := out.CopyWeek
			if len(res.Created) != 2 || len(res.Skipped) != 1 {
				t.Fatalf("copy: %+v", res)
			}
			mon, wed := res.Created[0], res.Created[1]
			if mon.LocalDate != day(week2, 0) || mon.LocalTime != "10:00" || mon.Language != "ta" || mon.PriceCard != nil || mon.price("CLASSIC") != 11100 {
				t.Errorf("Monday's copy: %+v (of %+v)", mon, monday)
			}
			if wed.LocalDate != day(week2, 2) || wed.LocalTime != "14:00" || wed.Language != "hi" || wed.PriceCard == nil ||
				wed.PriceCard.Name != "Week two Wednesday" || wed.price("CLASSIC") != 25000 {
				t.Errorf("Wednesday's copy, card-priced on its new date: %+v", wed)
			}
			skip := res.Skipped[0]
			if skip.Date != day(week2, 4) || skip.Time != "18:00" || skip.ClashesWith == nil || *skip.ClashesWith != blocker.ID ||
				!strings.Contains(skip.Reason, "Big is busy") {
				t.Errorf("skipped: %+v, want the 18:00 copy in the way of %s", skip, blocker.ID)
			}

			f.s.GraphQL(f.admin, copyWeekMutation, map[string]any{"s": f.screens["Big"], "from": week1, "to": week2}).Decode(t, &out)
			if len(out.CopyWeek.Created) != 0 || len(out.CopyWeek.Skipped) != 3 ||
				!strings.HasPrefix(out.CopyWeek.Skipped[0].Reason, "Already scheduled") {
				t.Fatalf("copying again: %+v", out.CopyWeek)
			}
			var cinemaCopy struct{ CopyCinemaWeek copyResult }
			f.s.GraphQL(f.admin, `mutation($c: ID!, $from: String!, $to: String!) { copyCinemaWeek(cinemaId: $c, fromDate: $from, toDate: $to) {
				created { id } skipped { date time reason clashesWith } } }`, map[string]any{"c": f.cinema, "from": week1, "to": week2}).Decode(t, &cinemaCopy)
			if len(cinemaCopy.CopyCinemaWeek.Created) != 0 || len(cinemaCopy.CopyCinemaWeek.Skipped) != 3 {
				t.Fatalf("copying the cinema's week: %+v", cinemaCopy.CopyCinemaWeek)
			}
			if code := f.s.GraphQL(f.admin, copyWeekMutation, map[string]any{"s": f.screens["Big"], "from": week1, "to": day(week1, 3)}).FirstCode(); code != "BAD_USER_INPUT" {
				t.Fatalf("overlapping weeks: %q", code)
			}

			// Repeat Monday's 10:00 over the next days: Tuesday and Thursday
			// are free, Wednesday's 14:00 is not in the way, week two's
			// Monday copy has it already.
			var rep struct{ RepeatShow copyResult }
			f.s.GraphQL(f.admin, `mutation($id: ID!) { repeatShow(showId: $id, days: 7) { created { localDate localTime } skipped { date reason clashesWith } } }`,
				map[string]any{"id": monday.ID}).Decode(t, &rep)
			if len(rep.RepeatShow.Created) != 6 || len(rep.RepeatShow.Skipped) != 1 || rep.RepeatShow.Skipped[0].Date != day(week2, 0) {
				t.Fatalf("repeat: %+v", rep.RepeatShow)
			}

			var tl timelineOut
			f.s.GraphQL(f.admin, timelineQuery, map[string]any{"c": f.cinema, "from": week2}).Decode(t, &tl)
			if len(tl.Timeline.Days) != 7 || tl.Timeline.Days[6] != day(week2, 6) || len(tl.Timeline.Screens) != 4 {
				t.Fatalf("timeline: %+v", tl.Timeline)
			}
			for _, sc := range tl.Timeline.Screens {
				if sc.Screen.Name == "Big" && (len(sc.Shows) != 3 || len(sc.Clashes) != 0 || sc.Shows[0].LocalOccupiedUntil != "12:52") {
					t.Fatalf("Big's week two: %+v", sc)
				}
			}
		})
	}
}

const moveShowMutation = `mutation($id: ID!, $s: ID, $d: String, $t: String) { moveShow(showId: $id, screenId: $s, date: $d, time: $t) {
	id localDate localTime revision screen { name } occupiedSeats } }`

// Moving a sold show through GraphQL, on both databases: to a screen
// whose layout lacks a sold seat it is refused with SEATS_NOT_IN_LAYOUT
// naming the seat, and nothing changes; onto another show it is
// SCREEN_BUSY; to a screen that has every seat at another time it moves
// with its seats, its revision moves on, and each paid booking and live
// hold is told by e-mail where and when it is now. New prices apply to
// bookings made afterwards only.
func TestMoveAndRepriceASoldShowThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			f := programmeApp(t, dialect)
			sh := f.scheduleOne(t, "Big", "9100002", day(week1, 1), "18:00", map[string]any{"p": prices(10000, 30000)})
			other := f.scheduleOne(t, "Twin", "9100003", day(week1, 1), "21:00", map[string]any{"p": prices(10000, 30000)})
			paid := bookAndPay(t, f.s, sh.ID, "Asha", "asha@example.com", "J9", "A1")
			holder := f.s.SignIn("Ravi", false)
			book(t, f.s, holder, sh.ID, "B2")

			r := f.s.GraphQL(f.admin, moveShowMutation, map[string]any{"id": sh.ID, "s": f.screens["Small"]})
			if r.FirstCode() != "SEATS_NOT_IN_LAYOUT" || fmt.Sprint(r.Errors[0].Extensions["seats"]) != "[J9]" {
				t.Fatalf("move to Small: %+v", r.Errors)
			}
			if code := f.s.GraphQL(f.admin, moveShowMutation, map[string]any{"id": sh.ID, "s": f.screens["Twin"], "t": "20:00"}).FirstCode(); code != "SCREEN_BUSY" {
				t.Fatalf("move onto the 21:00 show: %q", code)
			}
			var moved struct {
				MoveShow struct {
					LocalDate, LocalTime string
					Revision             int
					Screen               struct{ Name string }
					OccupiedSeats        []string
				}
			}
			f.s.GraphQL(f.admin, moveShowMutation, map[string]any{"id": sh.ID, "s": f.screens["Twin"], "t": "14:00"}).Decode(t, &moved)
			m := moved.MoveShow
			if m.LocalTime != "14:00" || m.Screen.Name != "Twin" || m.Revision != 1 || !slices.Equal(m.OccupiedSeats, []string{"A1", "B2", "J9"}) {
				t.Fatalf("moved: %+v", m)
			}
			var stored db.Show
			if err := f.s.DB.NewSelect().Model(&stored).Where("id = ?", other.ID).Scan(ctx); err != nil || stored.Revision != 0 {
				t.Fatalf("the show in the way changed: %+v %v", stored, err)
			}
			box := readOutbox(t, f.s, f.admin, "")
			var movedMail []outboxMsg
			for _, msg := range box.Outbox.Messages {
				if msg.Kind == booking.MailShowMoved {
					movedMail = append(movedMail, msg)
				}
			}
			if len(movedMail) != 2 {
				t.Fatalf("%d SHOW_MOVED messages, want one per booking (2): %v", len(movedMail), box.Outbox.Messages)
			}
			for _, msg := range movedMail {
				if !strings.Contains(msg.Text, "Your show has moved to 14:00 on Tue 6 May 2031, Twin. It was at 18:00 on Tue 6 May, Big.") {
					t.Fatalf("moved e-mail:\n%s", msg.Text)
				}
			}

			// A second move is a second message to each.
			f.s.GraphQL(f.admin, moveShowMutation, map[string]any{"id": sh.ID, "d": day(week1, 2)}).Decode(t, &moved)
			if moved.MoveShow.LocalDate != day(week1, 2) || moved.MoveShow.Revision != 2 {
				t.Fatalf("moved again: %+v", moved.MoveShow)
			}
			box = readOutbox(t, f.s, f.admin, "")
			n := 0
			for _, msg := range box.Outbox.Messages {
				if msg.Kind == booking.MailShowMoved {
					n++
				}
			}
			if n != 4 {
				t.Fatalf("%d SHOW_MOVED messages after two moves, want 4", n)
			}

			var repriced struct {
				UpdateShowPrices struct {
					Revision int
					Prices   []struct {
						Category   string
						PricePaise int
					}
				}
			}
			f.s.GraphQL(f.admin, `mutation($id: ID!) { updateShowPrices(showId: $id, prices: [{category: "CLASSIC", pricePaise: 12345}]) { revision prices { category pricePaise } } }`,
				map[string]any{"id": sh.ID}).Decode(t, &repriced)
			if repriced.UpdateShowPrices.Revision != 3 || fmt.Sprint(repriced.UpdateShowPrices.Prices) != "[{RECLINER 30000} {CLASSIC 12345}]" {
				t.Fatalf("repriced: %+v", repriced.UpdateShowPrices)
			}
			later := book(t, f.s, holder, sh.ID, "C3")
			var seats struct {
				Ticket struct {
					AmountPaise int
					SeatDetails []struct {
						Label      string
						PricePaise int
					}
				}
			}
			f.s.GraphQL(f.admin, `query($r: String!) { ticket(reference: $r) { amountPaise seatDetails { label pricePaise } } }`,
				map[string]any{"r": paid.Reference}).Decode(t, &seats)
			if fmt.Sprint(seats.Ticket.SeatDetails) != "[{A1 10000} {J9 30000}]" {
				t.Fatalf("a booking made before the new prices: %+v", seats.Ticket)
			}
			if later.AmountPaise != 12345 {
				t.Fatalf("a booking made after: %d paise, want 12345", later.AmountPaise)
			}
		})
	}
}

// A-certificate films through GraphQL, on both databases: the movie says
// A; booking one of its shows without confirmAge is
// AGE_CONFIRMATION_REQUIRED, with it the booking records the confirmation
// and the ticket and the door say "A — check ID".
func TestAgeConfirmationThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			s := apptest.Start(t, dialect, apptest.Options{NoBackground: true})
			show := mailShow(t, s, 7201)
			s.Booking.Clock = func() time.Time { return show.StartsAt.Add(-time.Hour) }
			admin, buyer, usher := s.SignIn("Meera", true), s.SignIn("Asha", false), s.SignInStaff("Usha")
			var cert struct{ SetMovieCertificate struct{ Certificate string } }
			s.GraphQL(admin, `mutation { setMovieCertificate(movieId: "7201", certificate: A) { certificate } }`, nil).Decode(t, &cert)
			if cert.SetMovieCertificate.Certificate != "A" {
				t.Fatalf("certificate %q", cert.SetMovieCertificate.Certificate)
			}
			if code := s.GraphQL(admin, `mutation { setMovieCertificate(movieId: "424242", certificate: U) { id } }`, nil).FirstCode(); code != "NOT_FOUND" {
				t.Fatalf("certificate of an unknown movie: %q", code)
			}
			const bookA = `mutation($s: ID!, $c: Boolean) { createBooking(showId: $s, seats: ["A1"], confirmAge: $c) { id ageConfirmed ageCheck } }`
			for _, confirm := range []any{nil, false} {
				if code := s.GraphQL(buyer, bookA, map[string]any{"s": show.ID, "c": confirm}).FirstCode(); code != "AGE_CONFIRMATION_REQUIRED" {
					t.Fatalf("confirmAge %v: %q", confirm, code)
				}
			}
			var booked struct {
				CreateBooking struct {
					ID           string
					AgeConfirmed bool
					AgeCheck     *string
				}
			}
			s.GraphQL(buyer, bookA, map[string]any{"s": show.ID, "c": true}).Decode(t, &booked)
			b := booked.CreateBooking
			if !b.AgeConfirmed || b.AgeCheck == nil || *b.AgeCheck != "A — check ID" {
				t.Fatalf("booking: %+v", b)
			}
			row, err := db.BookingWithShow(ctx, s.DB, b.ID)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Booking.ConfirmPayment(ctx, booking.Payment{EventID: "evt_" + uuid.NewString(),
				EventType: "checkout.session.completed", BookingID: row.ID, AmountPaise: row.AmountPaise, Currency: "inr"}); err != nil {
				t.Fatal(err)
			}
			var mine struct{ MyBookings []struct{ TicketCode string } }
			s.GraphQL(buyer, `{ myBookings { ticketCode } }`, nil).Decode(t, &mine)
			var in struct {
				CheckIn struct {
					AgeCheck *string
					Booking  struct{ AgeConfirmed bool }
				}
			}
			s.GraphQL(usher, `mutation($c: String!) { checkIn(code: $c) { ageCheck booking { ageConfirmed } } }`,
				map[string]any{"c": mine.MyBookings[0].TicketCode}).Decode(t, &in)
			if in.CheckIn.AgeCheck == nil || *in.CheckIn.AgeCheck != "A — check ID" || !in.CheckIn.Booking.AgeConfirmed {
				t.Fatalf("check-in: %+v", in.CheckIn)
			}
		})
	}
}

// Versions and filters through GraphQL, on both databases: a screen
// shows only its formats (BAD_USER_INPUT otherwise, and a format its
// upcoming shows play in cannot be taken away); movies(filter:) finds a
// movie by the format and the language of its shows, not of the film; the
// movie's versions are its chips; showsByDate keeps one version.
func TestVersionsAndFiltersThroughGraphQL(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			f := programmeApp(t, dialect)
			f.card(t, map[string]any{"name": "Standard", "days": []int{}, "priority": 0, "prices": prices(15000, 40000)})
			if r := f.schedule("Big", "9100011", day(week1, 0), "18:00", map[string]any{"v": map[string]any{"format": "IMAX_2D", "language": "en"}}); r.FirstCode() != "BAD_USER_INPUT" ||
				!strings.Contains(r.Errors[0].Message, "Big cannot show IMAX_2D") {
				t.Fatalf("IMAX on a 2D screen: %+v", r.Errors)
			}
			if code := f.schedule("Big", "9100011", day(week1, 0), "18:00", map[string]any{"v": map[string]any{"format": "TWO_D", "language": "hindi"}}).FirstCode(); code != "BAD_USER_INPUT" {
				t.Fatalf("language hindi: %q", code)
			}
			imax := f.scheduleOne(t, "Imax", "9100011", day(week1, 0), "18:00", map[string]any{"v": map[string]any{"format": "IMAX_2D", "language": "en"}})
			dub := f.scheduleOne(t, "Big", "9100011", day(week1, 0), "13:00", map[string]any{"v": map[string]any{"format": "TWO_D", "language": "HI", "subtitles": "en"}})
			plain := f.scheduleOne(t, "Twin", "9100001", day(week1, 0), "13:00", nil)
			if imax.Format != "IMAX_2D" || dub.Language != "hi" || *dub.Subtitles != "en" || plain.Format != "TWO_D" || plain.Language != "hi" || plain.Subtitles != nil {
				t.Fatalf("versions: %+v %+v %+v", imax, dub, plain)
			}
			if code := f.s.GraphQL(f.admin, `mutation($s: ID!) { setScreenFormats(screenId: $s, formats: [TWO_D]) { id } }`,
				map[string]any{"s": f.screens["Imax"]}).FirstCode(); code != "BAD_USER_INPUT" {
				t.Fatalf("taking IMAX from a screen with an IMAX show: %q", code)
			}

			ids := func(filter map[string]any) []string {
				var out struct{ Movies []struct{ ID string } }
				f.s.GraphQL("", `query($f: MovieFilter) { movies(filter: $f) { id } }`, map[string]any{"f": filter}).Decode(t, &out)
				var got []string
				for _, m := range out.Movies {
					got = append(got, m.ID)
				}
				slices.Sort(got)
				return got
			}
			for _, c := range []struct {
				filter map[string]any
				want   []string
			}{
				{map[string]any{"format": "IMAX_2D"}, []string{"9100011"}},
				{map[string]any{"language": "hi"}, []string{"9100001", "9100011"}},
				{map[string]any{"language": "en"}, []string{"9100011"}},
				{map[string]any{"language": "hi", "format": "IMAX_2D"}, nil},
				{map[string]any{"language": "en", "format": "IMAX_2D", "date": day(week1, 0)}, []string{"9100011"}},
				{map[string]any{"format": "THREE_D"}, nil},
			} {
				if got := ids(c.filter); !slices.Equal(got, c.want) {
					t.Errorf("movies(filter: %v) = %v, want %v", c.filter, got, c.want)
				}
			}
			if code := f.s.GraphQL("", `{ movies(filter: {format: SIX_D}) { id } }`, nil).FirstCode(); code != "GRAPHQL_VALIDATION_FAILED" {
				t.Errorf("an unknown format: %q", code)
			}
			var chips struct {
				Movie struct {
					Certificate *string
					Versions    []struct {
						Format, Language string
						Subtitles        *string
					}
				}
			}
			f.s.GraphQL("", `{ movie(id: "9100011") { certificate versions { format language subtitles } } }`, nil).Decode(t, &chips)
			if v := chips.Movie.Versions; len(v) != 2 || v[0].Language != "en" || v[0].Format != "IMAX_2D" || v[1].Language != "hi" || *v[1].Subtitles != "en" ||
				chips.Movie.Certificate == nil || *chips.Movie.Certificate != "UA13" {
				t.Fatalf("movie: %+v", chips.Movie)
			}
			var opts struct {
				MovieFilterOptions struct{ Formats, Languages []string }
			}
			f.s.GraphQL("", `{ movieFilterOptions { formats languages } }`, nil).Decode(t, &opts)
			if o := opts.MovieFilterOptions; !slices.Equal(o.Formats, []string{"TWO_D", "IMAX_2D"}) || !slices.Equal(o.Languages, []string{"en", "hi"}) {
				t.Fatalf("options: %+v", o)
			}
			var byDate struct {
				ShowsByDate []struct {
					Times []struct{ ShowID, Format, Language string }
				}
			}
			f.s.GraphQL("", `query($d: String!) { showsByDate(movieId: "9100011", date: $d, format: IMAX_2D) { times { showId format language } } }`,
				map[string]any{"d": day(week1, 0)}).Decode(t, &byDate)
			if len(byDate.ShowsByDate) != 1 || len(byDate.ShowsByDate[0].Times) != 1 || byDate.ShowsByDate[0].Times[0].ShowID != imax.ID {
				t.Fatalf("showsByDate IMAX: %+v", byDate)
			}
		})
	}
}

package resolvers_test

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/platform/clock"
)

// TestEveryAdminChangeWritesOneAuditRow: each admin mutation that changes
// money, seats, shows, layouts or prices writes exactly one audit row, in
// its transaction, naming the act and the admin; the same mutation
// refused writes none; a customer's own booking and payment write none;
// auditLog filters the rows.
func TestEveryAdminChangeWritesOneAuditRow(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			f := programmeApp(t, dialect)
			s := f.s
			s.Reports.Clock = f.clock.Now
			roomClock := clock.Clock(f.clock.Now)
			s.Rooms.Clock.Store(&roomClock)
			rows := auditCount(t, s)
			var adminID string
			var me struct{ Me struct{ ID string } }
			s.GraphQL(f.admin, `{ me { id } }`, nil).Decode(t, &me)
			adminID = me.Me.ID

			// step runs query; ok says whether it must succeed (one more
			// row, of action) or be refused (no row).
			step := func(name, action, query string, vars map[string]any, ok bool) map[string]any {
				t.Helper()
				r := s.GraphQL(f.admin, query, vars)
				want := rows
				if ok {
					want++
					if len(r.Errors) > 0 {
						t.Fatalf("%s: %+v", name, r.Errors)
					}
				} else if len(r.Errors) == 0 {
					t.Fatalf("%s: should have been refused", name)
				}
				if got := auditCount(t, s); got != want {
					t.Fatalf("%s: %d audit rows, want %d", name, got, want)
				}
				rows = want
				if ok {
					var last struct {
						AuditLog []struct {
							Action, Subject string
							Actor           struct{ ID string }
						}
					}
					s.GraphQL(f.admin, `{ auditLog(limit: 1) { action subject actor { id } } }`, nil).Decode(t, &last)
					if len(last.AuditLog) != 1 || last.AuditLog[0].Action != action || last.AuditLog[0].Actor.ID != adminID {
						t.Fatalf("%s: newest audit row %+v, want %s by %s", name, last.AuditLog, action, adminID)
					}
				}
				var out map[string]any
				if ok {
					r.Decode(t, &out)
				}
				return out
			}

			const createCard = `mutation($c: ID!, $in: PriceCardInput!) { createPriceCard(cinemaId: $c, input: $in) { id } }`
			card := step("createPriceCard", "priceCard.create", createCard, map[string]any{"c": f.cinema,
				"in": map[string]any{"name": "Matinee", "days": []int{1}, "priority": 1, "prices": prices(10000, 20000)}}, true)
			step("createPriceCard refused", "", createCard, map[string]any{"c": f.cinema,
				"in": map[string]any{"name": "Bad", "days": []int{9}, "priority": 1, "prices": prices(10000, 20000)}}, false)
			cardID := card["createPriceCard"].(map[string]any)["id"].(string)
			const deleteCard = `mutation($id: ID!) { deletePriceCard(id: $id) }`
			step("deletePriceCard", "priceCard.delete", deleteCard, map[string]any{"id": cardID}, true)
			step("deletePriceCard again", "", deleteCard, map[string]any{"id": cardID}, false)

			schedVars := map[string]any{"s": f.screens["Big"], "m": "9100005", "in": []any{map[string]any{"date": day(week1, 0), "time": []string{"10:00"}}},
				"p": prices(15000, 30000)}
			sched := step("scheduleShows", "shows.schedule", scheduleVersion, schedVars, true)
			step("scheduleShows unknown screen", "", scheduleVersion, map[string]any{"s": "0190b6a4-0000-7000-8000-000000000000", "m": "9100005",
				"in": schedVars["in"], "p": schedVars["p"]}, false)
			showID := sched["scheduleShows"].([]any)[0].(map[string]any)["id"].(string)

			const reprice = `mutation($id: ID!, $p: [CategoryPriceInput!]!) { updateShowPrices(showId: $id, prices: $p) { id } }`
			step("updateShowPrices", "show.reprice", reprice, map[string]any{"id": showID, "p": prices(16000, 31000)}, true)
			step("updateShowPrices refused", "", reprice, map[string]any{"id": showID, "p": []any{map[string]any{"category": "NOPE", "pricePaise": 1}}}, false)

			step("moveShow", "show.move", moveShowMutation, map[string]any{"id": showID, "t": "14:00"}, true)
			step("moveShow refused", "", moveShowMutation, map[string]any{"id": showID, "t": "25:00"}, false)

			customer := s.SignIn("Patron", false)
			paid := paidBooking(t, s, customer, showID, "A1", "A2")
			if got := auditCount(t, s); got != rows {
				t.Fatalf("a customer's booking and payment wrote %d audit rows", got-rows)
			}
			const refund = `mutation($id: ID!) { refundBooking(id: $id) { id } }`
			step("refundBooking", "booking.refund", refund, map[string]any{"id": paid.ID}, true)
			step("refundBooking again", "", refund, map[string]any{"id": paid.ID}, false)

			layout := map[string]any{"categories": []any{map[string]any{"code": "CLASSIC", "name": "Classic"}},
				"rows": []any{map[string]any{"label": "A", "cellCodes": "S0 S0 S0"}}}
			const relayout = `mutation($s: ID!, $l: SeatLayoutInput!) { updateScreenLayout(screenId: $s, layout: $l) { id } }`
			step("updateScreenLayout", "screen.layout", relayout, map[string]any{"s": f.screens["Small"], "l": layout}, true)
			step("updateScreenLayout refused", "", relayout, map[string]any{"s": f.screens["Small"],
				"l": map[string]any{"categories": []any{}, "rows": []any{}}}, false)

			step("copyWeek", "shows.copy", copyWeekMutation, map[string]any{"s": f.screens["Big"], "from": week1, "to": week2}, true)
			step("copyWeek refused", "", copyWeekMutation, map[string]any{"s": f.screens["Big"], "from": "someday", "to": week2}, false)

			const cinemaWeek = `mutation($c: ID!, $from: String!, $to: String!) { copyCinemaWeek(cinemaId: $c, fromDate: $from, toDate: $to) { created { id } } }`
			step("copyCinemaWeek", "shows.copy", cinemaWeek, map[string]any{"c": f.cinema, "from": week1, "to": day(week2, 7)}, true)
			step("copyCinemaWeek refused", "", cinemaWeek, map[string]any{"c": f.cinema, "from": week1, "to": day(week1, 3)}, false)
			const repeat = `mutation($id: ID!, $d: Int!) { repeatShow(showId: $id, days: $d) { created { id } } }`
			step("repeatShow", "shows.copy", repeat, map[string]any{"id": showID, "d": 1}, true)
			step("repeatShow refused", "", repeat, map[string]any{"id": showID, "d": 0}, false)
			const addShows = `mutation($m: ID!, $in: [ShowsInput!]!) { addShows(movieId: $m, showsInput: $in, showPrice: 200) { id } }`
			step("addShows", "shows.schedule", addShows, map[string]any{"m": "9100005", "in": []any{map[string]any{"date": day(week1, 1), "time": []string{"10:00"}}}}, true)
			step("addShows refused", "", addShows, map[string]any{"m": "9100005", "in": []any{map[string]any{"date": day(week1, 1), "time": []string{"99:00"}}}}, false)
			const newScreen = `mutation($c: ID!, $l: SeatLayoutInput!) { createScreen(cinemaId: $c, name: "Audit", layout: $l) { id } }`
			step("createScreen", "screen.create", newScreen, map[string]any{"c": f.cinema, "l": layout}, true)
			step("createScreen refused", "", newScreen, map[string]any{"c": f.cinema, "l": map[string]any{"categories": []any{}, "rows": []any{}}}, false)

			step("cancelShow", "show.cancel", cancelShowMutation, map[string]any{"id": showID, "r": "Projector fault"}, true)
			step("cancelShow unknown", "", cancelShowMutation, map[string]any{"id": "0190b6a4-0000-7000-8000-000000000000", "r": "x"}, false)

			const hire = `mutation($m: ID!, $c: ID!, $p: [Float!]!) { setFilmHire(movieId: $m, cinemaId: $c, distributor: "PVR Pictures", weeklyPercent: $p) }`
			step("setFilmHire", "filmHire.set", hire, map[string]any{"m": "9100005", "c": f.cinema, "p": []float64{50, 40}}, true)
			step("setFilmHire refused", "", hire, map[string]any{"m": "9100005", "c": f.cinema, "p": []float64{150}}, false)

			// A review of the paid booking's movie, stored directly: hiding
			// one is what is audited, writing one is the customer's own.
			b, err := db.BookingWithShow(context.Background(), s.DB, paid.ID)
			if err != nil {
				t.Fatal(err)
			}
			rev := &db.Review{ID: uuid.NewString(), UserID: b.UserID, MovieID: 9100005, BookingID: paid.ID, Rating: 3, Text: "Meh",
				CreatedAt: time.Now(), UpdatedAt: time.Now()}
			if _, err := s.DB.NewInsert().Model(rev).Exec(context.Background()); err != nil {
				t.Fatal(err)
			}
			const hideReview = `mutation($id: ID!) { hideReview(id: $id) }`
			step("hideReview", "review.hide", hideReview, map[string]any{"id": rev.ID}, true)
			step("hideReview unknown", "", hideReview, map[string]any{"id": uuid.NewString()}, false)
			const createCinema = `mutation($in: CinemaInput!) { createCinema(input: $in) { id } }`
			cin := step("createCinema", "cinema.create", createCinema, map[string]any{"in": map[string]any{"name": "Marquee Juhu",
				"city": "Mumbai", "address": "Juhu Tara Road", "timeZone": "Asia/Kolkata"}}, true)
			step("createCinema refused", "", createCinema, map[string]any{"in": map[string]any{"name": " ", "city": "Mumbai", "address": "x"}}, false)
			cinemaID := cin["createCinema"].(map[string]any)["id"].(string)
			const updateCinema = `mutation($id: ID!, $in: CinemaInput!) { updateCinema(id: $id, input: $in) { id } }`
			step("updateCinema", "cinema.update", updateCinema, map[string]any{"id": cinemaID, "in": map[string]any{"name": "Marquee Juhu Beach",
				"city": "Mumbai", "address": "Juhu Tara Road", "timeZone": "Asia/Kolkata", "cleaningBufferMinutes": 20}}, true)
			step("updateCinema refused", "", updateCinema, map[string]any{"id": cinemaID, "in": map[string]any{"name": "x", "city": "y",
				"address": "z", "timeZone": "Mars/Olympus"}}, false)

			const rename = `mutation($s: ID!, $n: String!) { renameScreen(screenId: $s, name: $n) { id } }`
			step("renameScreen", "screen.rename", rename, map[string]any{"s": f.screens["Small"], "n": "Studio"}, true)
			step("renameScreen unknown", "", rename, map[string]any{"s": "0190b6a4-0000-7000-8000-000000000000", "n": "Studio"}, false)
			const formats = `mutation($s: ID!, $f: [ShowFormat!]!) { setScreenFormats(screenId: $s, formats: $f) { id } }`
			step("setScreenFormats", "screen.formats", formats, map[string]any{"s": f.screens["Twin"], "f": []string{"TWO_D", "THREE_D"}}, true)
			step("setScreenFormats refused", "", formats, map[string]any{"s": f.screens["Twin"], "f": []string{}}, false)

			const cert = `mutation($m: ID!, $c: Certificate!) { setMovieCertificate(movieId: $m, certificate: $c) { id } }`
			step("setMovieCertificate", "movie.certificate", cert, map[string]any{"m": "9100005", "c": "UA13"}, true)
			step("setMovieCertificate unknown", "", cert, map[string]any{"m": "9999991", "c": "UA13"}, false)

			const upsertItem = `mutation($c: ID!, $in: MenuItemInput!) { upsertMenuItem(cinemaId: $c, input: $in) { id } }`
			itemIn := map[string]any{"name": "Salted popcorn", "category": "popcorn", "pricePaise": 25000, "gstRatePercent": 5, "available": true}
			item := step("upsertMenuItem create", "menuItem.create", upsertItem, map[string]any{"c": f.cinema, "in": itemIn}, true)
			itemIn["id"], itemIn["pricePaise"] = item["upsertMenuItem"].(map[string]any)["id"], 27000
			step("upsertMenuItem update", "menuItem.update", upsertItem, map[string]any{"c": f.cinema, "in": itemIn}, true)
			itemIn["gstRatePercent"] = 7
			step("upsertMenuItem refused", "", upsertItem, map[string]any{"c": f.cinema, "in": itemIn}, false)

			const createOffer = `mutation($in: OfferInput!) { createOffer(input: $in) { id } }`
			offerIn := map[string]any{"code": "AUDIT10", "title": "Ten off", "kind": "PERCENT", "value": 10, "appliesTo": "TICKETS"}
			offer := step("createOffer", "offer.create", createOffer, map[string]any{"in": offerIn}, true)
			step("createOffer code taken", "", createOffer, map[string]any{"in": offerIn}, false)
			const pause = `mutation($id: ID!, $p: Boolean!) { setOfferPaused(id: $id, paused: $p) { id } }`
			step("setOfferPaused", "offer.pause", pause, map[string]any{"id": offer["createOffer"].(map[string]any)["id"], "p": true}, true)
			step("setOfferPaused unknown", "", pause, map[string]any{"id": "0190b6a4-0000-7000-8000-000000000000", "p": true}, false)
			const openRoom = `mutation($m: ID, $s: ID) { openWaitingRoom(movieId: $m, showId: $s, admitPerMinute: 60, sessionMinutes: 10, maxTicketsPerUser: 4) { id } }`
			room := step("openWaitingRoom", "waitingroom.open", openRoom, map[string]any{"m": "9100005"}, true)
			step("openWaitingRoom again", "", openRoom, map[string]any{"m": "9100005"}, false)
			const closeRoom = `mutation($id: ID!) { closeWaitingRoom(id: $id) { id open } }`
			roomID := room["openWaitingRoom"].(map[string]any)["id"].(string)
			step("closeWaitingRoom", "waitingroom.close", closeRoom, map[string]any{"id": roomID}, true)
			step("closeWaitingRoom again", "", closeRoom, map[string]any{"id": roomID}, false)

			var bySubject struct {
				AuditLog []struct{ Action string }
			}
			s.GraphQL(f.admin, `query($s: String!) { auditLog(subject: $s) { action } }`, map[string]any{"s": "show:" + showID}).Decode(t, &bySubject)
			if len(bySubject.AuditLog) != 3 || bySubject.AuditLog[0].Action != "show.cancel" || bySubject.AuditLog[2].Action != "show.reprice" {
				t.Fatalf("the show's rows, newest first: %+v", bySubject.AuditLog)
			}
			var byOther struct{ AuditLog []struct{ ID string } }
			s.GraphQL(f.admin, `{ auditLog(actorId: "nobody") { id } }`, nil).Decode(t, &byOther)
			if len(byOther.AuditLog) != 0 {
				t.Fatalf("rows of nobody: %+v", byOther.AuditLog)
			}
			if r := s.GraphQL(customer, `{ auditLog { id } }`, nil); r.FirstCode() != "FORBIDDEN" {
				t.Fatalf("a customer reading the audit log: %+v", r.Errors)
			}
		})
	}
}

package resolvers_test

import (
	"testing"

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

			step("cancelShow", "show.cancel", cancelShowMutation, map[string]any{"id": showID, "r": "Projector fault"}, true)
			step("cancelShow unknown", "", cancelShowMutation, map[string]any{"id": "0190b6a4-0000-7000-8000-000000000000", "r": "x"}, false)

			const hire = `mutation($m: ID!, $c: ID!, $p: [Float!]!) { setFilmHire(movieId: $m, cinemaId: $c, distributor: "PVR Pictures", weeklyPercent: $p) }`
			step("setFilmHire", "filmHire.set", hire, map[string]any{"m": "9100005", "c": f.cinema, "p": []float64{50, 40}}, true)
			step("setFilmHire refused", "", hire, map[string]any{"m": "9100005", "c": f.cinema, "p": []float64{150}}, false)

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

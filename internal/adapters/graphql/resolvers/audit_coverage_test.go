package resolvers_test

import (
	"strings"
	"testing"

	"marquee/internal/adapters/graphql/graph"
)

// audited maps each mutation that changes money, seats, shows, layouts,
// prices, offers, the menu or venues to the audit action it writes, and
// the test that proves the row (one on success, none when refused).
var audited = map[string]struct{ action, provedBy string }{
	"addShows":            {"shows.schedule", "TestEveryAdminChangeWritesOneAuditRow"},
	"scheduleShows":       {"shows.schedule", "TestEveryAdminChangeWritesOneAuditRow"},
	"copyWeek":            {"shows.copy", "TestEveryAdminChangeWritesOneAuditRow"},
	"copyCinemaWeek":      {"shows.copy", "TestEveryAdminChangeWritesOneAuditRow"},
	"repeatShow":          {"shows.copy", "TestEveryAdminChangeWritesOneAuditRow"},
	"moveShow":            {"show.move", "TestEveryAdminChangeWritesOneAuditRow"},
	"updateShowPrices":    {"show.reprice", "TestEveryAdminChangeWritesOneAuditRow"},
	"cancelShow":          {"show.cancel", "TestEveryAdminChangeWritesOneAuditRow"},
	"refundBooking":       {"booking.refund", "TestEveryAdminChangeWritesOneAuditRow"},
	"createPriceCard":     {"priceCard.create", "TestEveryAdminChangeWritesOneAuditRow"},
	"deletePriceCard":     {"priceCard.delete", "TestEveryAdminChangeWritesOneAuditRow"},
	"createScreen":        {"screen.create", "TestEveryAdminChangeWritesOneAuditRow"},
	"updateScreenLayout":  {"screen.layout", "TestEveryAdminChangeWritesOneAuditRow"},
	"renameScreen":        {"screen.rename", "TestEveryAdminChangeWritesOneAuditRow"},
	"setScreenFormats":    {"screen.formats", "TestEveryAdminChangeWritesOneAuditRow"},
	"createCinema":        {"cinema.create", "TestEveryAdminChangeWritesOneAuditRow"},
	"updateCinema":        {"cinema.update", "TestEveryAdminChangeWritesOneAuditRow"},
	"setMovieCertificate": {"movie.certificate", "TestEveryAdminChangeWritesOneAuditRow"},
	"upsertMenuItem":      {"menuItem.create / menuItem.update", "TestEveryAdminChangeWritesOneAuditRow"},
	"createOffer":         {"offer.create", "TestEveryAdminChangeWritesOneAuditRow"},
	"setOfferPaused":      {"offer.pause", "TestEveryAdminChangeWritesOneAuditRow"},
	"setFilmHire":         {"filmHire.set", "TestEveryAdminChangeWritesOneAuditRow"},
	"openTill":            {"till.open", "TestTillCashUp"},
	"closeTill":           {"till.close", "TestTillCashUp"},
	"sellAtCounter":       {"booking.sellAtCounter", "TestTillCashUp"},
	"refundAtCounter":     {"booking.refundAtCounter", "TestTillCashUp"},
	"hideReview":          {"review.hide", "TestEveryAdminChangeWritesOneAuditRow"},
	"openWaitingRoom":     {"waitingroom.open", "TestEveryAdminChangeWritesOneAuditRow"},
	"closeWaitingRoom":    {"waitingroom.close", "TestEveryAdminChangeWritesOneAuditRow"},
}

// notAudited are the mutations that write no audit row, and why. Roles
// are not set through the API at all (they come from the identity
// provider's claims), so no mutation changes one.
var notAudited = map[string]string{
	"toggleFavourite":    "a customer's own favourites",
	"createBooking":      "a customer's own booking; its history is read from the booking",
	"cancelBooking":      "a customer's own cancellation; the booking keeps when and how much",
	"retryOutboxMessage": "re-queues a mail; changes no money, seats, shows or prices",
	"checkIn":            "admission is its own record (check_ins: who scanned, when)",
	"markFoodCollected":  "hand-over is recorded on the order lines; no money or stock changes",
	"reviewMovie":        "a customer's own review of a film they were admitted to",
	"joinWaitlist":       "a customer's own place in a waitlist; an offer is their own PENDING booking",
	"leaveWaitlist":      "a customer's own place in a waitlist",
	"joinQueue":          "a customer's own place in a waiting room; its admission token is a row of its own, used once",
}

// TestEveryMutationIsAuditedOrExempt fails when a mutation is added to
// the schema without deciding whether it writes an audit row.
func TestEveryMutationIsAuditedOrExempt(t *testing.T) {
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	seen := map[string]bool{}
	for _, f := range schema.Mutation.Fields {
		if strings.HasPrefix(f.Name, "__") {
			continue
		}
		seen[f.Name] = true
		_, a := audited[f.Name]
		_, n := notAudited[f.Name]
		switch {
		case a && n:
			t.Errorf("%s is listed both as audited and as not audited", f.Name)
		case !a && !n:
			t.Errorf("mutation %s is neither audited nor exempt: write its audit row (internal/domain/audit) and list it in audited, or say in notAudited why not", f.Name)
		case n && isAdminField(f) && f.Name != "retryOutboxMessage" && f.Name != "checkIn" && f.Name != "markFoodCollected":
			t.Errorf("%s is a staff mutation exempted without a reason the test knows", f.Name)
		}
	}
	for name := range audited {
		if !seen[name] {
			t.Errorf("audited lists %s, which the schema no longer has", name)
		}
	}
	for name := range notAudited {
		if !seen[name] {
			t.Errorf("notAudited lists %s, which the schema no longer has", name)
		}
	}
}

package booking_test

import (
	"context"
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/catalog/sample"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

const testOffer = 5 * time.Minute

// soldOut sells every seat of the fixture's show that no booking holds
// yet to one filler booking, so the show is sold out.
func (f *fixture) soldOut(t *testing.T) {
	t.Helper()
	ctx := context.Background()
	lay, err := db.LayoutByID(ctx, f.db, f.show.LayoutID)
	if err != nil {
		t.Fatal(err)
	}
	claims, err := dbtest.ShowClaims(ctx, f.db, f.show.ID)
	if err != nil {
		t.Fatal(err)
	}
	taken := map[string]bool{}
	for _, c := range claims {
		taken[c.Seat] = true
	}
	var seats []string
	for seat := range venues.SeatIndex(lay.Layout) {
		if !taken[seat] {
			seats = append(seats, seat)
		}
	}
	now := f.clock.Now()
	if err := db.EnsureUser(ctx, f.db, "filler", now); err != nil {
		t.Fatal(err)
	}
	b := &db.Booking{ID: uuid.NewString(), UserID: "filler", ShowID: f.show.ID, Seats: seats, Currency: "inr",
		Status: db.StatusPaid, HoldExpiresAt: now, PaymentProvider: db.ProviderTest, CreatedAt: now, UpdatedAt: now}
	if err := db.InsertBooking(ctx, f.db, b); err != nil {
		t.Fatal(err)
	}
	if got, err := db.ClaimSeats(ctx, f.db, b, nil); err != nil || len(got) != len(seats) {
		t.Fatalf("filler claimed %d of %d: %v", len(got), len(seats), err)
	}
}

func (f *fixture) join(t *testing.T, userID string, seats int, together bool) *booking.WaitlistEntry {
	t.Helper()
	f.clock.Advance(time.Second) // join order is by time
	e, err := f.svc.JoinWaitlist(as(userID), f.show.ID, seats, together, "")
	if err != nil {
		t.Fatalf("%s joins: %v", userID, err)
	}
	return e
}

// entry reads userID's entry for the fixture's show as they see it.
func (f *fixture) entry(t *testing.T, userID string) *booking.WaitlistEntry {
	t.Helper()
	e, err := f.svc.MyWaitlistEntry(context.Background(), userID, f.show.ID)
	if err != nil || e == nil {
		t.Fatalf("entry of %s: %v, %v", userID, e, err)
	}
	return e
}

func wantEntry(t *testing.T, e *booking.WaitlistEntry, status string, position, offered int) {
	t.Helper()
	seats := 0
	if e.Booking != nil && e.Status == db.WaitlistOffered {
		seats = len(e.Booking.Seats)
	}
	if e.Status != status || e.Position != position || seats != offered {
		t.Fatalf("entry of %s = %s at %d with %d seats offered, want %s at %d with %d", e.UserID, e.Status, e.Position, seats, status, position, offered)
	}
}

// wantOffered checks that userID holds an offer of exactly seats.
func (f *fixture) wantOffered(t *testing.T, userID string, seats ...string) {
	t.Helper()
	e := f.entry(t, userID)
	wantEntry(t, e, db.WaitlistOffered, 0, len(seats))
	if !slices.Equal(e.Booking.Seats, seats) {
		t.Fatalf("%s offered %v, want %v", userID, e.Booking.Seats, seats)
	}
}

// The walk-through: three waiters on a sold-out show (2 seats, 1
// seat together, 2 seats). A paid booking of two seats is cancelled: in
// the cancel's transaction waiter 1 is offered both (a PENDING booking of
// theirs held for WAITLIST_OFFER_MINUTES, its e-mail queued), waiter 2
// still waits. Waiter 1 lets the offer lapse: in the sweep's transaction
// waiter 2 gets one seat and waiter 3 nothing (one seat is not two); the
// other seat is back on sale. Waiter 2 pays: BOOKED.
func TestWaitlistOffersFreedSeatsInJoinOrder(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, _, mails := newRefundFixture(t, bdb, 0)
		f.svc.WaitlistOffer = testOffer
		cancelled := f.paid(t, "asha", "E4", "E5")
		f.soldOut(t)

		if _, err := f.svc.JoinWaitlist(context.Background(), f.show.ID, 2, false, ""); !apperr.Is(err, apperr.Unauthenticated) {
			t.Fatalf("signed-out join: %v", err)
		}
		for _, n := range []int{0, 6} {
			if _, err := f.svc.JoinWaitlist(as("w1"), f.show.ID, n, false, ""); !apperr.Is(err, apperr.BadInput) {
				t.Fatalf("join for %d seats: %v, want BAD_USER_INPUT", n, err)
			}
		}
		w1, w2, w3 := f.join(t, "w1", 2, false), f.join(t, "w2", 1, true), f.join(t, "w3", 2, false)
		wantEntry(t, w1, db.WaitlistWaiting, 1, 0)
		wantEntry(t, w2, db.WaitlistWaiting, 2, 0)
		wantEntry(t, w3, db.WaitlistWaiting, 3, 0)
		if _, err := f.svc.JoinWaitlist(as("w1"), f.show.ID, 1, false, ""); !apperr.Is(err, apperr.BadInput) {
			t.Fatalf("second active entry: %v, want BAD_USER_INPUT", err)
		}
		if n, _ := f.svc.WaitlistLengths(context.Background(), []string{f.show.ID}); n[f.show.ID] != 3 {
			t.Fatalf("waitlist length = %v, want 3", n)
		}

		if _, err := f.svc.Cancel(as("asha"), cancelled.ID); err != nil {
			t.Fatal(err)
		}
		e1 := f.entry(t, "w1")
		wantEntry(t, e1, db.WaitlistOffered, 0, 2)
		offer := loadBooking(t, bdb, e1.BookingID)
		if offer.UserID != "w1" || offer.Status != db.StatusPending || !slices.Equal(offer.Seats, []string{"E4", "E5"}) ||
			!offer.HoldExpiresAt.Equal(f.clock.Now().Add(testOffer)) || offer.PaymentSessionID == "" {
			t.Fatalf("offer = %+v, want w1's PENDING booking of E4, E5 held %s with a payment page", offer, testOffer)
		}
		if ms := mails.filter(func(k string) bool { return k == booking.MailWaitlistOffer }); len(ms) != 1 ||
			ms[0].bookingID != offer.ID || ms[0].statusInTx != db.StatusPending {
			t.Fatalf("offer mails = %+v, want one for %s written in the offer's transaction", ms, offer.ID)
		}
		wantEntry(t, f.entry(t, "w2"), db.WaitlistWaiting, 1, 0)
		wantEntry(t, f.entry(t, "w3"), db.WaitlistWaiting, 2, 0)

		f.clock.Advance(testOffer + time.Second)
		if _, err := f.svc.ExpireDue(context.Background()); err != nil {
			t.Fatal(err)
		}
		wantEntry(t, f.entry(t, "w1"), db.WaitlistLapsed, 0, 0)
		e2 := f.entry(t, "w2")
		wantEntry(t, e2, db.WaitlistOffered, 0, 1)
		wantEntry(t, f.entry(t, "w3"), db.WaitlistWaiting, 1, 0)
		free := "E4"
		if e2.Booking.Seats[0] == "E4" {
			free = "E5"
		}
		if occ, _ := f.svc.OccupiedSeats(context.Background(), f.show.ID); slices.Contains(occ, free) || len(occ) != 89 {
			t.Fatalf("occupied = %d seats (%v free?), want all but %s", len(occ), free, free)
		}

		paid, err := f.svc.ConfirmPayment(context.Background(), booking.Payment{EventID: "evt_" + e2.BookingID,
			EventType: "checkout.session.completed", BookingID: e2.BookingID, AmountPaise: e2.Booking.AmountPaise,
			Currency: "inr", PaymentIntentID: "pi_" + e2.BookingID})
		if err != nil || paid != booking.OutcomePaid {
			t.Fatalf("pay the offer: %s, %v", paid, err)
		}
		wantEntry(t, f.entry(t, "w2"), db.WaitlistBooked, 0, 0)

		// The seat nobody on the list could take is back on sale.
		if _, err := f.svc.CreateBooking(as("ravi"), f.show.ID, []string{free}); err != nil {
			t.Fatalf("the seat left over is not on sale: %v", err)
		}
		left, err := f.svc.LeaveWaitlist(as("w3"), w3.ID)
		if err != nil || left.Status != db.WaitlistLeft {
			t.Fatalf("leave = %+v, %v", left, err)
		}
		if _, err := f.svc.LeaveWaitlist(as("w2"), w3.ID); !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("leaving another's entry: %v, want NOT_FOUND", err)
		}
		mine, err := f.svc.MyWaitlist(as("w1"))
		if err != nil || len(mine) != 1 || mine[0].Status != db.WaitlistLapsed {
			t.Fatalf("w1's waitlist = %+v, %v", mine, err)
		}
	})
}

// Leaving while holding an offer cancels it, and its seats go to the next
// waiter in the same transaction.
func TestLeavingWithAnOfferPassesItOn(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, _, _ := newRefundFixture(t, bdb, 0)
		b := f.paid(t, "asha", "C3")
		f.soldOut(t)
		w1, _ := f.join(t, "w1", 1, false), f.join(t, "w2", 1, false)
		if _, err := f.svc.Cancel(as("asha"), b.ID); err != nil {
			t.Fatal(err)
		}
		offer := f.entry(t, "w1").BookingID
		if _, err := f.svc.LeaveWaitlist(as("w1"), w1.ID); err != nil {
			t.Fatal(err)
		}
		wantEntry(t, f.entry(t, "w1"), db.WaitlistLeft, 0, 0)
		if got := loadBooking(t, bdb, offer); got.Status != db.StatusCancelled {
			t.Fatalf("offer left behind is %s, want CANCELLED", got.Status)
		}
		e2 := f.entry(t, "w2")
		wantEntry(t, e2, db.WaitlistOffered, 0, 1)
		if e2.Booking.Seats[0] != "C3" {
			t.Fatalf("w2 offered %v, want C3", e2.Booking.Seats)
		}
	})
}

// 20 paid single seats cancelled at once, half through a second service
// (a replica with its own claim engine) on the same database: every freed
// seat is offered exactly once, to the first 20 waiters in join order,
// and no waiter holds two offers.
func TestConcurrentCancellationsOfferEachSeatOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, p, _ := newRefundFixture(t, bdb, 0)
		replica := booking.New(bdb, testHold, time.UTC, p, nil)
		replica.Clock = f.clock.Now
		var paid []*db.Booking
		for i := range 20 {
			paid = append(paid, f.paid(t, user(i), fmt.Sprintf("%c%d", 'A'+i/9, i%9+1)))
		}
		f.soldOut(t)
		for i := range 25 {
			f.join(t, fmt.Sprintf("w%02d", i), 1, false)
		}
		errs := make(chan error, len(paid))
		for i, b := range paid {
			svc := f.svc
			if i%2 == 1 {
				svc = replica
			}
			go func() {
				_, err := svc.Cancel(as(b.UserID), b.ID)
				errs <- err
			}()
		}
		for range paid {
			if err := <-errs; err != nil {
				t.Fatal(err)
			}
		}
		offered := map[string]string{}
		for i := range 25 {
			w := fmt.Sprintf("w%02d", i)
			e := f.entry(t, w)
			if i >= 20 {
				wantEntry(t, e, db.WaitlistWaiting, i-19, 0)
				continue
			}
			wantEntry(t, e, db.WaitlistOffered, 0, 1)
			seat := e.Booking.Seats[0]
			if prev, dup := offered[seat]; dup {
				t.Fatalf("seat %s offered to %s and %s", seat, prev, w)
			}
			offered[seat] = w
		}
		n := count(t, bdb.NewSelect().Model((*db.Booking)(nil)).Where("show_id = ? AND status = ?", f.show.ID, db.StatusPending))
		if n != 20 {
			t.Fatalf("%d pending offers, want 20", n)
		}
	})
}

// "Together" means side by side in one row: two seats freed in different
// rows skip a waiter who wants two together and go to the next, who does
// not mind.
func TestTogetherOnlyWaitsForAdjacentSeats(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, _, _ := newRefundFixture(t, bdb, 0)
		a, c := f.paid(t, "asha", "A1"), f.paid(t, "ravi", "C5")
		f.soldOut(t)
		f.join(t, "w1", 2, true)
		f.join(t, "w2", 2, false)
		for _, b := range []*db.Booking{a, c} {
			if _, err := f.svc.Cancel(as(b.UserID), b.ID); err != nil {
				t.Fatal(err)
			}
		}
		wantEntry(t, f.entry(t, "w1"), db.WaitlistWaiting, 1, 0)
		f.wantOffered(t, "w2", "A1", "C5")
	})
}

// Cancelling a show ends its waitlist with it: the waiter holding an
// offer and the one still in line are both SHOW_CANCELLED, the offer's
// hold is cancelled, nobody is offered the seats the
// cancellation freed, and the show has nobody waiting.
func TestCancellingAShowEndsItsWaitlist(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, _, _ := newRefundFixture(t, bdb, 0)
		b := f.paid(t, "asha", "C3")
		f.soldOut(t)
		f.join(t, "w1", 1, false)
		f.join(t, "w2", 1, false)
		if _, err := f.svc.Cancel(as("asha"), b.ID); err != nil {
			t.Fatal(err)
		}
		offer := f.entry(t, "w1").BookingID
		wantEntry(t, f.entry(t, "w2"), db.WaitlistWaiting, 1, 0)

		if _, err := f.svc.CancelShow(adminCtx(), f.show.ID, "Projector fault"); err != nil {
			t.Fatal(err)
		}
		for _, w := range []string{"w1", "w2"} {
			wantEntry(t, f.entry(t, w), db.WaitlistShowCancelled, 0, 0)
		}
		if got := loadBooking(t, bdb, offer); got.Status != db.StatusCancelled {
			t.Fatalf("w1's offer is %s after the show's cancellation, want CANCELLED", got.Status)
		}
		n := count(t, bdb.NewSelect().Model((*db.Booking)(nil)).Where("show_id = ? AND status = ?", f.show.ID, db.StatusPending))
		if n != 0 {
			t.Fatalf("%d pending bookings on the cancelled show, want none (no offer of its freed seats)", n)
		}
		if lengths, err := f.svc.WaitlistLengths(context.Background(), []string{f.show.ID}); err != nil || lengths[f.show.ID] != 0 {
			t.Fatalf("waitlist length after cancellation = %v, %v, want 0", lengths, err)
		}
		mine, err := f.svc.MyWaitlist(as("w2"))
		if err != nil || len(mine) != 1 || mine[0].Status != db.WaitlistShowCancelled {
			t.Fatalf("w2's waitlist = %+v, %v", mine, err)
		}
	})
}

// Where the cinema keeps the single-seat-gap rule, an offer is only of
// seats a buyer could book: two seats freed side by side in a full row
// are not split to give one waiter a single seat and strand the other;
// they go together to the next waiter, who wants two. Where the rule is
// off, the first waiter gets one of them.
func TestWaitlistOffersKeepTheSingleSeatGapRule(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, _, _ := newRefundFixture(t, bdb, 0)
		for _, rule := range []bool{true, false} {
			f.show = f.addVenueShow(t, sample.GrandLayout(), grandPrices, rule, 5)
			b := f.paid(t, "asha", "C3", "C4")
			f.soldOut(t)
			f.join(t, "w1", 1, false)
			f.join(t, "w2", 2, false)
			if _, err := f.svc.Cancel(as("asha"), b.ID); err != nil {
				t.Fatal(err)
			}
			if !rule {
				wantEntry(t, f.entry(t, "w1"), db.WaitlistOffered, 0, 1)
				wantEntry(t, f.entry(t, "w2"), db.WaitlistWaiting, 1, 0)
				continue
			}
			wantEntry(t, f.entry(t, "w1"), db.WaitlistWaiting, 1, 0)
			f.wantOffered(t, "w2", "C3", "C4")
		}
	})
}

// With the rule, a waiter who does not need seats together and finds no
// pair that strands nobody gets seats in seat order that each strand
// nobody: of C3, C4, C5 and E5 freed in full rows, C3 and E5 (C3 and C4
// would leave C5 alone), which leaves C4 and C5 as a pair on sale.
func TestWaitlistOfferSpreadsSeatsWithoutAGap(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, _, _ := newRefundFixture(t, bdb, 0)
		f.show = f.addVenueShow(t, sample.GrandLayout(), grandPrices, true, 5)
		row, single := f.paid(t, "asha", "C3", "C4", "C5"), f.paid(t, "ravi", "E5")
		f.soldOut(t)
		f.join(t, "w1", 2, false)
		for _, b := range []*db.Booking{row, single} {
			if _, err := f.svc.Cancel(as(b.UserID), b.ID); err != nil {
				t.Fatal(err)
			}
		}
		f.wantOffered(t, "w1", "C3", "E5")
		if _, err := f.svc.CreateBooking(as("mina"), f.show.ID, []string{"C4", "C5"}); err != nil {
			t.Fatalf("the pair left over is not on sale: %v", err)
		}
	})
}

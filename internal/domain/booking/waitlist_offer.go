package booking

import (
	"context"
	"fmt"
	"log/slog"
	"maps"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/venues"
)

// DefaultWaitlistOffer is how long a waitlist offer holds its seats when
// WAITLIST_OFFER_MINUTES is not set.
const DefaultWaitlistOffer = 5 * time.Minute

// MailWaitlistOffer is the e-mail that tells a waiter seats are held for
// them.
const MailWaitlistOffer = "WAITLIST_OFFER"

// waitlistHold is how long an offer holds its seats.
func (s *Service) waitlistHold() time.Duration {
	if s.WaitlistOffer > 0 {
		return s.WaitlistOffer
	}
	return DefaultWaitlistOffer
}

// settleWaitlists runs at the end of every seat-changing transaction
// (keepChange). First the offers of the touched shows whose booking was
// paid become BOOKED and those whose booking ended (hold lapsed,
// cancelled) LAPSED. Then the shows' free seats go to their WAITING
// entries in join order: each entry whose request the free seats satisfy
// gets a PENDING booking of those seats, held for waitlistHold. A new
// booking's plain claim frees nothing and costs nothing here.
//
// Exactly once across replicas: on PostgreSQL the show's row is locked
// first, so the changes of one show offer one after another, each seeing
// what the one before committed (SQLite has one writer anyway), and each
// entry moves WAITING → OFFERED by a conditional update. An entry is
// active (WAITING or OFFERED) at most once per customer and show, so no
// waiter holds two offers for a show.
func (s *Service) settleWaitlists(ctx context.Context, tx bun.Tx, ch *seatChange) error {
	if ch.Claim != nil && !ch.Claim.Freed {
		return nil
	}
	shows := slices.Clone(ch.Shows)
	slices.Sort(shows)
	shows = slices.Compact(shows)
	if len(shows) == 0 {
		return nil
	}
	now := s.Clock.Now()
	if err := settleOffers(ctx, tx, shows, now); err != nil {
		return err
	}
	waiting, err := db.WaitingEntries(ctx, tx, shows)
	if err != nil || len(waiting) == 0 {
		return err
	}
	for _, id := range shows { // sorted: two changes lock shows in one order
		if !slices.ContainsFunc(waiting, func(e db.WaitlistEntry) bool { return e.ShowID == id }) {
			continue
		}
		offers, err := s.offerShow(ctx, tx, id, now)
		if err != nil {
			return fmt.Errorf("waitlist of show %s: %w", id, err)
		}
		ch.offers = append(ch.offers, offers...)
	}
	return nil
}

// settleOffers ends the OFFERED entries of the shows whose booking is no
// longer pending: BOOKED once paid, LAPSED once it ended unpaid.
func settleOffers(ctx context.Context, tx bun.Tx, shows []string, now time.Time) error {
	offered, err := db.OfferedEntries(ctx, tx, shows)
	if err != nil {
		return err
	}
	for _, e := range offered {
		to := ""
		switch {
		case e.Booking == nil:
		case e.Booking.Status == db.StatusPaid:
			to = db.WaitlistBooked
		case e.Booking.Status != db.StatusPending:
			to = db.WaitlistLapsed
		}
		if to == "" {
			continue
		}
		if _, err := db.MoveWaitlistEntry(ctx, tx, e.ID, db.WaitlistOffered, to, "", now); err != nil {
			return err
		}
	}
	return nil
}

// offerShow offers a show's free seats to its waiters, under the show's
// row lock, and returns the offers it made.
func (s *Service) offerShow(ctx context.Context, tx bun.Tx, showID string, now time.Time) ([]*db.Booking, error) {
	if err := db.LockShowRow(ctx, tx, showID); err != nil {
		return nil, err
	}
	// Read again under the lock: a change that held it before us may
	// have offered to some of them.
	waiting, err := db.WaitingEntries(ctx, tx, []string{showID})
	if err != nil || len(waiting) == 0 {
		return nil, err
	}
	show, err := db.ShowByID(ctx, tx, showID)
	if err != nil {
		return nil, err
	}
	if show.Status != db.ShowScheduled || !show.StartsAt.After(now) {
		return nil, nil // not on sale: nothing to offer
	}
	plan, err := s.planIn(ctx, tx, show)
	if err != nil {
		return nil, err
	}
	claims, err := db.LiveClaims(ctx, tx, now, []string{showID})
	if err != nil {
		return nil, err
	}
	taken := make(map[string]bool, len(claims))
	for _, c := range claims {
		taken[c.Seat] = true
	}
	var offers []*db.Booking
	for i := range waiting {
		e := &waiting[i]
		seats := pickSeats(plan, taken, e)
		if seats == nil {
			continue
		}
		b, err := s.offerTo(ctx, tx, show, plan, e, seats, now)
		if err != nil {
			return nil, err
		}
		for _, seat := range seats {
			taken[seat] = true // ours now, or someone else's after all
		}
		if b != nil {
			offers = append(offers, b)
		}
	}
	return offers, nil
}

// planIn is planOf reading through tx (a seat change's transaction).
func (s *Service) planIn(ctx context.Context, tx bun.Tx, show *db.Show) (*seatPlan, error) {
	lay, ok := s.layouts.Load(show.LayoutID)
	if !ok {
		l, err := db.LayoutByID(ctx, tx, show.LayoutID)
		if err != nil {
			return nil, err
		}
		lay = &cachedLayout{Layout: l.Layout, index: venues.SeatIndex(l.Layout)}
		s.layouts.Store(show.LayoutID, lay)
	}
	cl := lay.(*cachedLayout)
	rows, err := db.PricesOfShows(ctx, tx, []string{show.ID})
	if err != nil {
		return nil, err
	}
	prices := make(map[string]int64, len(rows))
	for _, p := range rows {
		prices[p.Category] = p.PricePaise
	}
	return &seatPlan{layout: cl.Layout, index: cl.index, prices: prices, revision: show.Revision, gapRule: gapRuleOf(show)}, nil
}

// pickSeats chooses free seats for an entry: the best group together
// (BestSeats), which must be in one row when the entry asks for seats
// together; otherwise, with no group free, the first free seats in seat
// order. Only plain, priced seats of the entry's category are offered,
// and where the cinema keeps the single-seat-gap rule only seats a buyer
// could book: none that leaves one empty seat on its own between taken
// ones (checkGap would refuse the offer's seats if its customer chose
// them). nil when the free seats do not satisfy the request.
func pickSeats(plan *seatPlan, taken map[string]bool, e *db.WaitlistEntry) []string {
	unavailable := make(map[string]bool, len(taken))
	var free []string
	for seat, info := range plan.index {
		_, priced := plan.prices[info.Category]
		switch {
		case taken[seat] || !priced:
			unavailable[seat] = true
		case info.Kind == db.KindSeat && (e.Category == "" || info.Category == e.Category):
			free = append(free, seat)
		}
	}
	if len(free) < e.Seats {
		return nil
	}
	best := BestSeats(plan.layout, BestSeatsRequest{Count: e.Seats, Category: e.Category, Taken: unavailable, GapRule: plan.gapRule})
	if best != nil && (!e.Together || oneRow(plan.index, best)) && bookable(plan, taken, best) {
		SortSeats(best)
		return best
	}
	if e.Together {
		return nil
	}
	SortSeats(free)
	if !plan.gapRule {
		return free[:e.Seats]
	}
	// The first free seats in seat order that each strand nobody, given
	// those taken and those chosen before them.
	occupied := maps.Clone(taken)
	var chosen []string
	for _, seat := range free {
		if len(chosen) == e.Seats {
			break
		}
		if venues.LeavesSingleGap(plan.layout, occupied, []string{seat}) == "" {
			chosen = append(chosen, seat)
			occupied[seat] = true
		}
	}
	if len(chosen) < e.Seats || !bookable(plan, taken, chosen) {
		return nil
	}
	return chosen
}

// bookable reports whether seats pass the cinema's single-seat-gap rule
// as checkGap applies it to a booking.
func bookable(plan *seatPlan, taken map[string]bool, seats []string) bool {
	return !plan.gapRule || venues.LeavesSingleGap(plan.layout, taken, seats) == ""
}

// oneRow reports whether the seats are all in one row.
func oneRow(index map[string]venues.SeatInfo, seats []string) bool {
	for _, seat := range seats[1:] {
		if index[seat].Row != index[seats[0]].Row {
			return false
		}
	}
	return true
}

// offerTo makes the PENDING booking that offers seats to entry e and
// moves e to OFFERED, queuing its e-mail in the same transaction. When a
// seat was claimed meanwhile after all (a buyer's claim committing on
// PostgreSQL), or e left, it undoes its rows and offers nothing (nil).
func (s *Service) offerTo(ctx context.Context, tx bun.Tx, show *db.Show, plan *seatPlan, e *db.WaitlistEntry, seats []string, now time.Time) (*db.Booking, error) {
	b, err := s.newBooking(e.UserID, show, seats, plan, extras{}, now)
	if err != nil {
		return nil, err
	}
	b.HoldExpiresAt = now.Add(s.waitlistHold())
	if err := db.InsertBooking(ctx, tx, b); err != nil {
		return nil, err
	}
	claimed, err := db.ClaimSeats(ctx, tx, b, untilOf(b))
	if err != nil {
		return nil, err
	}
	moved := false
	if len(claimed) == len(seats) {
		if moved, err = db.MoveWaitlistEntry(ctx, tx, e.ID, db.WaitlistWaiting, db.WaitlistOffered, b.ID, now); err != nil {
			return nil, err
		}
	}
	if !moved {
		return nil, db.DeleteUnofferedBooking(ctx, tx, b.ID)
	}
	if err := s.notify(ctx, tx, MailWaitlistOffer, b); err != nil {
		return nil, err
	}
	b.Show = show
	return b, nil
}

// openOffers finishes the offers a committed change made: the sweeper
// learns their holds, and a payment provider that needs a call out opens
// their payment pages (an instant one stored them with the booking).
func (s *Service) openOffers(ctx context.Context, offers []*db.Booking) {
	for _, b := range offers {
		s.kickFor(b)
		if b.PaymentSessionID != "" {
			continue
		}
		if err := s.startCheckout(context.WithoutCancel(ctx), b, b.Show); err != nil {
			slog.WarnContext(ctx, "open waitlist offer's payment", "booking", b.ID, "err", err)
		}
	}
}

package booking

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/venues"
	"marquee/internal/platform/apperr"
)

// What customers are told when their booking's show changes.
const (
	MailShowCancelled = "SHOW_CANCELLED"
	MailShowMoved     = "SHOW_MOVED"
)

// ShowChange is what a customer is told of a change of their booking's
// show.
type ShowChange struct {
	// Kind is MailShowCancelled or MailShowMoved.
	Kind string
	// Occasion tells two changes of one kind apart: a show moved twice
	// tells its customers twice (the show's revision after the move).
	Occasion string
	// Reason is the admin's, for a cancellation.
	Reason string
	// RefundPaise is what a cancelled paid booking gets back; 0 for an
	// unpaid one.
	RefundPaise int64
	// WasStart and WasScreen are when and where the show was before a
	// move.
	WasStart  time.Time
	WasScreen string
}

// ShowNotifier records, inside the transaction that changes a show, that
// a booking's customer should be told (the e-mail outbox implements it,
// beside Notifier).
type ShowNotifier interface {
	ShowChanged(ctx context.Context, idb bun.IDB, ch ShowChange, b *db.Booking) error
}

// tell queues ch for booking b's customer inside idb, when the service
// has an outbox that takes show changes.
func (s *Service) tell(ctx context.Context, idb bun.IDB, ch ShowChange, b *db.Booking) error {
	n, ok := s.Notify.(ShowNotifier)
	if !ok {
		return nil
	}
	return n.ShowChanged(ctx, idb, ch, b)
}

func errShowCancelled(show *db.Show) error {
	msg := "This show was cancelled, so it can no longer be booked"
	if show != nil && show.CancelReason != "" {
		msg += ": " + show.CancelReason
	}
	return apperr.New(apperr.ShowCancelled, "%s", msg)
}

// onSale refuses, inside a claim's transaction, a show that is no longer
// scheduled at the revision the claim read: a cancelled show with
// SHOW_CANCELLED, a moved or repriced one with SHOW_CHANGED. On SQLite
// this is final (the transaction holds the only write lock); on
// PostgreSQL the claim's guarded seat-version bump decides what commits
// meanwhile (see seatengine).
func onSale(ctx context.Context, tx bun.IDB, showID string, revision int64) error {
	st, err := db.SaleState(ctx, tx, showID)
	if err != nil {
		return err
	}
	switch {
	case st.Status == db.ShowCancelled:
		return errShowCancelled(nil)
	case st.Revision != revision:
		return errShowChanged
	}
	return nil
}

var errShowChanged = apperr.New(apperr.ShowChanged,
	"This show was changed (moved or repriced) while you were booking it: please look at it again and choose your seats.")

// showChangedError is the refusal of a claim whose show changed before it
// committed: SHOW_CANCELLED when it was cancelled, else SHOW_CHANGED.
func (s *Service) showChangedError(ctx context.Context, showID string) error {
	s.facts.forget(showID)
	if show, err := db.ShowByID(context.WithoutCancel(ctx), s.DB, showID); err == nil && show.Status == db.ShowCancelled {
		return errShowCancelled(show)
	}
	return errShowChanged
}

// CancelShow cancels a show with the admin's reason, in one transaction
// through the claim engine: the show is marked cancelled (its screen is
// free again and no booking of it commits from then on), every pending
// hold ends (CANCELLED, or EXPIRED when it had run out already) and frees
// its seats, every paid booking not yet admitted at the door and every
// held one is told (SHOW_CANCELLED: a refund of its whole amount on its
// way, or that nothing was charged) through the outbox, and the show's
// seat version moves on, so open seat maps and ticket pages see the
// change. Then each paid booking is refunded in full through refundPaid,
// the admin's refund path: the provider is asked with the booking's
// idempotency key, once the booking carries its refund mark, so none is
// refunded twice. A refund that fails, or that this process dies before,
// is finished by ResumeCancellations (at start and by the sweeper).
// Cancelling a cancelled show again only resumes its refunds. A show that
// is over cannot be cancelled.
func (s *Service) CancelShow(ctx context.Context, showID, reason string) (*db.Show, error) {
	// Once the show is cancelled, its refunds must go ahead whether or not
	// the admin's request is still there to hear of them.
	ctx = context.WithoutCancel(ctx)
	show, err := db.ShowByID(ctx, s.DB, showID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Show not found")
	}
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	if show.Status == db.ShowScheduled {
		if !now.Before(show.OccupiedUntil) {
			return nil, apperr.BadInputf("This show is over, so it cannot be cancelled")
		}
		if _, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
			ch, err := s.cancelShowTx(ctx, tx, show, reason, now)
			if err != nil {
				return ch, err
			}
			return ch, audit.Record(ctx, tx, now, "show.cancel", audit.Subject("show", show.ID), showState(show),
				map[string]any{"status": db.ShowCancelled, "reason": reason})
		}); err != nil {
			return nil, err
		}
		s.facts.forget(show.ID)
	}
	s.settle(ctx, show.ID)
	return db.ShowByID(ctx, s.DB, show.ID)
}

// cancelShowTx is CancelShow's transaction.
func (s *Service) cancelShowTx(ctx context.Context, tx bun.Tx, show *db.Show, reason string, now time.Time) (seatChange, error) {
	// The show's row first: a claim that has not reached its seat-version
	// bump waits for this transaction and then refuses itself.
	if err := db.LockShow(ctx, tx, show.ID); err != nil {
		return seatChange{}, err
	}
	cancelled, err := db.CancelShowRow(ctx, tx, show.ID, reason, now)
	if err != nil || !cancelled {
		return seatChange{}, err // cancelled meanwhile: nothing left to do here
	}
	held, err := db.EndPendingBookings(ctx, tx, db.PendingOfShow(show.ID, true), db.StatusCancelled, now)
	if err != nil {
		return seatChange{}, fmt.Errorf("end holds: %w", err)
	}
	lapsed, err := db.EndPendingBookings(ctx, tx, db.PendingOfShow(show.ID, false), db.StatusExpired, now)
	if err != nil {
		return seatChange{}, fmt.Errorf("end lapsed holds: %w", err)
	}
	// Nobody waits for a show that will not play: its waiters' entries
	// end here, offers included (their holds ended just above).
	if err := db.EndWaitlistOfShow(ctx, tx, show.ID, now); err != nil {
		return seatChange{}, err
	}
	ch := seatChange{ended: append(held, lapsed...)}
	if len(ch.ended) > 0 {
		ids := make([]string, len(ch.ended))
		for i, b := range ch.ended {
			ids[i] = b.ID
		}
		if err := db.DeleteClaims(ctx, tx, ids); err != nil {
			return seatChange{}, err
		}
		if err := db.ReleaseExtras(ctx, tx, ids, false); err != nil {
			return seatChange{}, err
		}
	}
	note := ShowChange{Kind: MailShowCancelled, Reason: reason}
	for i := range held {
		if err := s.tell(ctx, tx, note, &held[i]); err != nil {
			return seatChange{}, err
		}
	}
	paid, err := db.BookingsOfShow(ctx, tx, show.ID, db.StatusPaid)
	if err != nil {
		return seatChange{}, err
	}
	for i := range paid {
		admitted, err := db.CheckInTime(ctx, tx, paid[i].ID)
		if err != nil {
			return seatChange{}, err
		}
		if admitted != nil {
			// Its holders are inside: the ticket is not refunded (a ticket
			// is admitted or refunded, never both) and an admin settles it
			// (see NeedsAttention).
			continue
		}
		paidNote := note
		paidNote.RefundPaise = paid[i].AmountPaise
		if err := s.tell(ctx, tx, paidNote, &paid[i]); err != nil {
			return seatChange{}, err
		}
	}
	ch.Touch(show.ID)
	return ch, nil
}

// settleWorkers bounds how many refunds of one cancellation are asked of
// the provider at once.
const settleWorkers = 4

// settle refunds the paid bookings of cancelled show showID ("" for every
// cancelled show) that are still to be refunded, up to limit of them, a
// few at a time, and reports how many it refunded. A booking whose refund
// another caller has under way is left to it.
func (s *Service) settle(ctx context.Context, showID string) int {
	list, err := db.UnsettledCancellations(ctx, s.DB, showID, s.Clock.Now().Add(-RefundLease), settleBatch)
	if err != nil {
		slog.ErrorContext(ctx, "list refunds of cancelled shows", "show", showID, "err", err)
		return 0
	}
	var mu sync.Mutex
	done := 0
	work := make(chan *db.Booking)
	var wg sync.WaitGroup
	for range min(settleWorkers, len(list)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for b := range work {
				if !s.settleBackoff.due(b.ID, s.Clock.Now()) {
					continue
				}
				note := ShowChange{Kind: MailShowCancelled, RefundPaise: b.AmountPaise}
				if b.Show != nil {
					note.Reason = b.Show.CancelReason
				}
				_, err := s.refundPaid(ctx, b, b.AmountPaise, &note)
				if err != nil {
					s.settleBackoff.failed(b.ID, s.Clock.Now())
					if !apperr.Is(err, apperr.Conflict) {
						slog.ErrorContext(ctx, "refund of a cancelled show's booking; retried later", "booking", b.ID, "show", b.ShowID, "err", err)
					}
					continue
				}
				s.settleBackoff.succeeded(b.ID)
				mu.Lock()
				done++
				mu.Unlock()
			}
		}()
	}
	for i := range list {
		work <- &list[i]
	}
	close(work)
	wg.Wait()
	return done
}

// settleBatch bounds the refunds one settling pass asks for.
const settleBatch = 500

// ResumeCancellations finishes what cancellations left undone: every paid
// booking of a cancelled show that is not refunded yet (its refund
// failed, or the process refunding it died) is refunded in full through
// the same path, its idempotency key making a refund the provider already
// made come back rather than be made twice. Several replicas may resume at
// once: a booking's refund mark lets one ask. A refund that keeps failing
// is retried after a back-off. It reports how many it refunded.
func (s *Service) ResumeCancellations(ctx context.Context) int {
	return s.settle(ctx, "")
}

// backoff spaces out the retries of refunds that failed, per booking, in
// this process: 30 s, doubling to at most 10 minutes.
type backoff struct {
	mu    sync.Mutex
	next  map[string]time.Time
	delay map[string]time.Duration
}

func (b *backoff) due(id string, now time.Time) bool {
	b.mu.Lock()
	defer b.mu.Unlock()
	at, ok := b.next[id]
	return !ok || !now.Before(at)
}

func (b *backoff) failed(id string, now time.Time) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.next == nil {
		b.next, b.delay = map[string]time.Time{}, map[string]time.Duration{}
	}
	d := min(max(2*b.delay[id], 30*time.Second), 10*time.Minute)
	b.delay[id], b.next[id] = d, now.Add(d)
}

func (b *backoff) succeeded(id string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	delete(b.next, id)
	delete(b.delay, id)
}

// Move is where and when a show moves to, as the admin's service worked
// it out: the screen (with its cinema), the layout version the show plays
// on there, its new start and occupied-until, and the prices the new
// layout needs that the show lacks.
type Move struct {
	ShowID string
	// Revision is the show's revision the move was worked out from; a
	// show changed since is SHOW_CHANGED.
	Revision      int64
	Screen        *db.Screen
	Layout        *db.SeatLayout
	StartsAt      time.Time
	OccupiedUntil time.Time
	AddPrices     []db.ShowPrice
}

// MoveShow moves a scheduled show to another time or screen in one
// transaction through the claim engine. Every seat sold or held moves by
// its label: a layout that lacks any of them refuses the move
// (SEATS_NOT_IN_LAYOUT naming them), another show on the screen then
// refuses it (SCREEN_BUSY, decided by the database as for scheduling),
// and nothing changes. Otherwise each paid booking and each live hold is
// told (SHOW_MOVED, through the outbox), and the show's seat version moves
// on, so open seat maps and ticket pages see the change. Claims checked
// before the move no longer commit (the show's revision moved on).
func (s *Service) MoveShow(ctx context.Context, m Move) (*db.Show, error) {
	show, err := db.ShowByID(ctx, s.DB, m.ShowID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Show not found")
	}
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	_, err = s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		if err := db.LockShow(ctx, tx, show.ID); err != nil {
			return seatChange{}, err
		}
		if err := unchanged(ctx, tx, show.ID, m.Revision); err != nil {
			return seatChange{}, err
		}
		claims, err := db.LiveClaims(ctx, tx, now, []string{show.ID})
		if err != nil {
			return seatChange{}, err
		}
		if err := seatsFit(claims, m); err != nil {
			return seatChange{}, err
		}
		moved := *show
		moved.ScreenID, moved.LayoutID, moved.StartsAt, moved.OccupiedUntil = m.Screen.ID, m.Layout.ID, m.StartsAt, m.OccupiedUntil
		outcome, other, err := db.MoveShowRow(ctx, tx, &moved)
		if err != nil {
			return seatChange{}, err
		}
		if outcome == db.ScreenBusy {
			return seatChange{}, venues.ScreenBusyError(m.Screen, other, s.TZ)
		}
		if err := db.InsertShowPrices(ctx, tx, withShow(m.AddPrices, show.ID)); err != nil {
			return seatChange{}, err
		}
		note := ShowChange{Kind: MailShowMoved, Occasion: strconv.FormatInt(m.Revision+1, 10), WasStart: show.StartsAt}
		if show.Screen != nil {
			note.WasScreen = show.Screen.Name
		}
		if err := s.tellHolders(ctx, tx, show.ID, note, now); err != nil {
			return seatChange{}, err
		}
		if err := audit.Record(ctx, tx, now, "show.move", audit.Subject("show", show.ID), showState(show), showState(&moved)); err != nil {
			return seatChange{}, err
		}
		var ch seatChange
		ch.Touch(show.ID)
		return ch, nil
	})
	if err != nil {
		return nil, err
	}
	s.facts.forget(show.ID)
	return db.ShowByID(ctx, s.DB, show.ID)
}

// RepriceShow gives a scheduled show new category prices (already checked
// against its layout) for the bookings made from now on, in one
// transaction through the claim engine: bookings already made keep what
// they were charged, a claim checked at the old prices no longer commits
// (SHOW_CHANGED), and open seat maps see the show's revision move on.
func (s *Service) RepriceShow(ctx context.Context, showID string, revision int64, prices []db.ShowPrice) (*db.Show, error) {
	_, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		if err := db.LockShow(ctx, tx, showID); err != nil {
			return seatChange{}, err
		}
		if err := unchanged(ctx, tx, showID, revision); err != nil {
			return seatChange{}, err
		}
		before, err := db.PricesOfShows(ctx, tx, []string{showID})
		if err != nil {
			return seatChange{}, err
		}
		if err := db.SetShowPrices(ctx, tx, showID, append([]db.ShowPrice(nil), prices...), nil); err != nil {
			return seatChange{}, err
		}
		if err := audit.Record(ctx, tx, s.Clock.Now(), "show.reprice", audit.Subject("show", showID), before, prices); err != nil {
			return seatChange{}, err
		}
		var ch seatChange
		ch.Touch(showID)
		return ch, nil
	})
	if err != nil {
		return nil, err
	}
	s.facts.forget(showID)
	return db.ShowByID(ctx, s.DB, showID)
}

// unchanged refuses, inside a change of the show, a show that is no
// longer scheduled at the revision the admin's change was worked out
// from.
func unchanged(ctx context.Context, tx bun.Tx, showID string, revision int64) error {
	st, err := db.SaleState(ctx, tx, showID)
	if errors.Is(err, db.ErrNotFound) {
		return apperr.NotFoundf("Show not found")
	}
	if err != nil {
		return err
	}
	if st.Status == db.ShowCancelled {
		return apperr.BadInputf("This show is cancelled")
	}
	if st.Revision != revision {
		return apperr.New(apperr.ShowChanged, "This show changed while the change was being made: please look at it again")
	}
	return nil
}

// seatsFit refuses a move whose layout lacks a seat that is sold or held.
func seatsFit(claims []db.SeatClaim, m Move) error {
	index := venues.SeatIndex(m.Layout.Layout)
	var missing []string
	for _, c := range claims {
		if info, ok := index[c.Seat]; !ok || !db.IsSeat(info.Kind) {
			missing = append(missing, c.Seat)
		}
	}
	if len(missing) == 0 {
		return nil
	}
	SortSeats(missing)
	return apperr.New(apperr.SeatsNotInLayout, "%s has no seat %s, which this show has sold or held: choose a screen whose layout has them",
		m.Screen.Name, strings.Join(missing, ", ")).WithDetail("seats", missing)
}

// tellHolders queues note for every paid booking of the show and every
// hold still live at now.
func (s *Service) tellHolders(ctx context.Context, tx bun.Tx, showID string, note ShowChange, now time.Time) error {
	list, err := db.BookingsOfShow(ctx, tx, showID, db.StatusPaid, db.StatusPending)
	if err != nil {
		return err
	}
	for i := range list {
		if list[i].Status == db.StatusPending && !list[i].HoldExpiresAt.After(now) {
			continue
		}
		if err := s.tell(ctx, tx, note, &list[i]); err != nil {
			return err
		}
	}
	return nil
}

func withShow(prices []db.ShowPrice, showID string) []db.ShowPrice {
	out := append([]db.ShowPrice(nil), prices...)
	for i := range out {
		out[i].ShowID = showID
	}
	return out
}

// showState is what the audit trail keeps of a show.
func showState(sh *db.Show) map[string]any {
	return map[string]any{"screenId": sh.ScreenID, "startsAt": sh.StartsAt, "status": sh.Status, "revision": sh.Revision}
}

package booking

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/booking/seatengine"
	"marquee/internal/domain/programme"
	"marquee/internal/domain/venues"
	"marquee/internal/domain/view"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
	"marquee/internal/platform/metrics"
)

// Event announces that a show's seats changed; Version is the show's seat
// version after the change. Events are published after commit only.
type Event = seatengine.Event

// Publisher receives seat events (the live broker implements it).
type Publisher interface {
	Publish(ctx context.Context, ev Event)
}

// Checkout is a payment session started for a booking.
type Checkout struct {
	SessionID string
	URL       string
}

// CheckoutRequest describes what the customer pays for.
type CheckoutRequest struct {
	Booking *db.Booking
	Show    *db.Show
	// Description names the movie, show time and seats for the payment page.
	Description string
	// ExpiresAt is when the hold ends; providers that cannot expire a
	// session that early are expired through their API by the sweeper.
	ExpiresAt time.Time
	// Breakdown is what the booking's amount is made of (PriceOrder), for
	// a payment page that lists it; its total is Booking.AmountPaise.
	Breakdown *Breakdown
}

// PaymentProvider starts, cancels and refunds payments. Stripe and the
// offline test checkout implement it.
type PaymentProvider interface {
	Name() string
	StartCheckout(ctx context.Context, req CheckoutRequest) (Checkout, error)
	// ExpireCheckout stops a session so it can no longer be paid.
	ExpireCheckout(ctx context.Context, sessionID string) error
	// Refund returns amountPaise of a booking's payment (all of it, or
	// less a cancellation fee). It must be idempotent per booking: a
	// booking is refunded once, however often this is called for it.
	Refund(ctx context.Context, b *db.Booking, amountPaise int64) error
}

// InstantCheckout is a PaymentProvider whose payment page needs no call
// out (the offline test checkout): its session is known before the
// booking is stored, so it is written with the booking in the claim's
// transaction instead of by a second write after it.
type InstantCheckout interface {
	InstantCheckout(b *db.Booking) Checkout
}

// Mail kinds: what a customer is told about a booking.
const (
	MailPaid      = "PAID"
	MailCancelled = "CANCELLED"
	MailRefunded  = "REFUNDED"
)

// Notifier records, inside the transaction that changes a booking, that
// its customer should be told (the e-mail outbox implements it). Writing
// in the same transaction is what makes "paid" and "e-mail queued" one
// fact: neither can happen without the other.
type Notifier interface {
	BookingChanged(ctx context.Context, idb bun.IDB, kind string, b *db.Booking) error
}

// Service applies the booking rules; seats change through its claim
// engine (package seatengine).
type Service struct {
	DB       bun.IDB
	Hold     time.Duration
	TZ       *time.Location
	Clock    clock.Clock
	Payments PaymentProvider
	Events   Publisher
	// Limit, when set, is asked before each booking attempt of a caller
	// and refuses it with a RATE_LIMITED error; GraphQL and REST both
	// book through here, so they share one allowance.
	Limit func(ctx context.Context, userID string) error
	// ReferenceLimit, when set, is asked before each check-in by a typed
	// booking reference, per staff user, and refuses it with a
	// RATE_LIMITED error: a reference is not signed, only hard to guess.
	ReferenceLimit func(ctx context.Context, staffID string) error
	// FeePaise is the booking fee per ticket (BOOKING_FEE_PAISE), before
	// its 18% GST.
	FeePaise int64
	// NewReference, when set, replaces the random booking reference, so a
	// test can force a clash.
	NewReference func() string
	// TicketKey signs ticket codes; every replica loads the same one.
	TicketKey []byte
	// PaymentStartGrace is how long a PENDING booking may go without a
	// payment session before the sweeper releases it as abandoned (the
	// process opening its payment page died). 0 disables the rule.
	PaymentStartGrace time.Duration
	// CancelCutoff is how long before the show a customer can still
	// cancel a paid booking for a refund (CANCEL_CUTOFF); 0 means until
	// the show starts.
	CancelCutoff time.Duration
	// CancelFeePercent of a paid booking's amount is kept when its
	// customer cancels it (CANCEL_FEE_PERCENT).
	CancelFeePercent int

	// WaitlistOffer is how long a waitlist offer holds its seats
	// (WAITLIST_OFFER_MINUTES); 0 means DefaultWaitlistOffer.
	WaitlistOffer time.Duration
	// Gate, when set, is asked inside each online booking's claim
	// transaction whether the caller may book (the waiting room).
	Gate Gate

	// Notify, when set, is told of paid, cancelled and refunded bookings
	// inside the transaction that changes them.
	Notify Notifier
	// Committed, when set, is called after each committed seat change,
	// once its events are published. The wiring wakes the mail worker
	// with it: paying, cancelling and refunding all change seats, so the
	// message their transaction queued through Notify is in the table by
	// then.
	Committed func()
	// Metrics, when set, counts booking outcomes, claim latency and the
	// seat versions published.
	Metrics metrics.Booking

	kick    chan struct{}
	layouts sync.Map // layout id → *cachedLayout
	// facts are the unchanging facts of the shows booked here.
	facts factBook
	// sweepAt is when the sweeper plans to wake next (Unix nanoseconds,
	// 0 before it first plans), so a booking wakes it only when its own
	// hold ends earlier.
	sweepAt atomic.Int64
	// seats is the claim engine every seat change goes through.
	seats *seatengine.Engine
	// users are the ids whose user row this service has seen written, so
	// a claim need not ensure it again (users are never deleted).
	users sync.Map
	// opening marks the bookings whose payment session this process is
	// opening (booking id → *openingCheckout), for the retries that come
	// meanwhile (see withPaymentLink).
	opening sync.Map
	// settleBackoff spaces out the retries of cancelled shows' refunds
	// that failed.
	settleBackoff backoff
	// resumedAt is when the sweeper last resumed cancellations (Unix
	// nanoseconds).
	resumedAt atomic.Int64
}

// notify tells s.Notify of a change inside the transaction idb.
func (s *Service) notify(ctx context.Context, idb bun.IDB, kind string, b *db.Booking) error {
	if s.Notify == nil {
		return nil
	}
	return s.Notify.BookingChanged(ctx, idb, kind, b)
}

// New returns a ready service.
func New(idb bun.IDB, hold time.Duration, tz *time.Location, payments PaymentProvider, events Publisher) *Service {
	s := &Service{DB: idb, Hold: hold, TZ: tz, Payments: payments, Events: events,
		PaymentStartGrace: DefaultPaymentStartGrace, CancelCutoff: DefaultCancelCutoff, kick: make(chan struct{}, 1)}
	s.seats = seatengine.New(idb, engineHost{s})
	return s
}

// engineHost is the service as its claim engine sees it. The clock and
// the publisher are read at each use: callers set them after New.
type engineHost struct{ s *Service }

func (h engineHost) Now() time.Time { return h.s.Clock.Now() }

// RecordSeatEvents makes every seat change write the show's new seat map
// to the seat-event outbox in its transaction (seatengine.Engine.RecordEvents),
// for a bus that relays committed changes from there (EVENT_BUS_URL).
func (s *Service) RecordSeatEvents() { s.seats.RecordEvents() }

// SeatEventReads is how many seat maps changes have read for the
// seat-event outbox: a change that only claimed seats records a delta
// and reads none.
func (s *Service) SeatEventReads() int64 { return s.seats.EventReads() }

func (h engineHost) Announce(ctx context.Context, evs ...Event) { h.s.publish(ctx, evs...) }

func (s *Service) publish(ctx context.Context, evs ...Event) {
	if len(evs) == 0 {
		return
	}
	if s.Events != nil {
		s.metrics().SeatVersionsPublished(len(evs))
		for _, ev := range evs {
			s.Events.Publish(ctx, ev)
		}
	}
	if s.Committed != nil {
		s.Committed()
	}
}

// CreateBooking claims seats of a show for the caller, all or none, and
// starts the payment. The booking holds its seats until it is paid or its
// hold ends. A request for a seat already seen taken while it waited is
// refused from memory, before any write (see seatengine.Engine.Refuse). See
// CreateBookingWithKey for a request that is safe to retry.
func (s *Service) CreateBooking(ctx context.Context, rawShowID string, rawSeats []string, opts ...BookOption) (*db.Booking, error) {
	b, outcome, err := s.createBooking(ctx, rawShowID, rawSeats, nil, opts)
	s.metrics().BookingOutcome(outcome)
	return b, err
}

// BookOption adds what a customer confirmed to a booking request.
type BookOption func(*bookRequest)

// bookRequest is what the options of one request say.
type bookRequest struct {
	confirmAge bool
	food       []FoodRequest
	promoCode  string
	// counter, when set, makes the booking a counter sale (AtCounter).
	counter *CounterSale
	// admission is the waiting room's admission token (Gate).
	admission string
}

// ConfirmAge records whether the customer confirmed being 18 or older,
// which booking an A-certificate show requires (AGE_CONFIRMATION_REQUIRED
// otherwise).
func ConfirmAge(confirmed bool) BookOption {
	return func(r *bookRequest) { r.confirmAge = confirmed }
}

func requestOf(opts []BookOption) bookRequest {
	var r bookRequest
	for _, o := range opts {
		o(&r)
	}
	return r
}

// outcomeOf names a booking attempt's outcome for the metrics.
func outcomeOf(err error, fromMemory bool) string {
	switch {
	case err == nil:
		return metrics.Booked
	case !apperr.Is(err, apperr.Conflict):
		return metrics.Rejected
	case fromMemory:
		return metrics.RefusedFromMemory
	default:
		return metrics.Conflict
	}
}

// createBooking is CreateBooking, or CreateBookingWithKey when key is
// set; it also names the attempt's outcome for the metrics.
func (s *Service) createBooking(ctx context.Context, rawShowID string, rawSeats []string, key *string, opts []BookOption) (*db.Booking, string, error) {
	began := clock.Arrived(ctx)
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, metrics.Rejected, apperr.New(apperr.Unauthenticated, "Please sign in to book tickets")
	}
	if s.Limit != nil {
		if err := s.Limit(ctx, caller.UserID); err != nil {
			return nil, metrics.Rejected, err
		}
	}
	req := requestOf(opts)
	claim := func(key string) (*db.Booking, bool, error) {
		return s.claim(ctx, caller.UserID, rawShowID, rawSeats, key, req, began)
	}
	if key != nil {
		return s.bookOnce(ctx, caller.UserID, rawShowID, rawSeats, *key, claim)
	}
	b, fromMemory, err := claim("")
	return b, outcomeOf(err, fromMemory), err
}

// claim makes a new booking of the seats for userID, with the
// idempotency key key ("" for none); fromMemory says a CONFLICT came from
// the memo, without a statement of this request's.
func (s *Service) claim(ctx context.Context, userID, rawShowID string, rawSeats []string, key string, req bookRequest, began time.Time) (_ *db.Booking, fromMemory bool, _ error) {
	if err := s.refuseFromMemory(ctx, rawShowID, rawSeats, began); err != nil {
		return nil, true, err
	}
	show, seats, plan, err := s.requestedSeats(ctx, rawShowID, rawSeats, began)
	if err != nil {
		return nil, false, err
	}
	now := s.Clock.Now()
	if !show.StartsAt.After(now) {
		return nil, false, apperr.BadInputf("Booking is closed for this show: it has already started")
	}
	if show.Movie != nil && show.Movie.Certificate == db.CertificateAdult && !req.confirmAge {
		return nil, false, apperr.New(apperr.AgeConfirmationRequired,
			"%s is certified A (adults only): please confirm that everyone you are booking for is 18 or older. ID is checked at the door.",
			show.Movie.Title)
	}
	seen := seatengine.Seen{Version: show.SeatVersion, Began: began}
	if taken := s.seats.Refuse(ctx, show.ID, seats, seen); len(taken) > 0 {
		return nil, true, seatsTakenError(taken)
	}
	now = s.Clock.Now() // the refusal may have waited for a claim in flight
	if err := s.addPrices(ctx, show, plan); err != nil {
		return nil, false, err
	}
	ex, err := s.extrasOf(ctx, show, plan.lines(seats), req, userID, now)
	if err != nil {
		return nil, false, err
	}
	b, err := s.newBooking(userID, show, seats, plan, ex, now)
	if err != nil {
		return nil, false, err
	}
	b.IdempotencyKey, b.AgeConfirmed = key, req.confirmAge
	if req.counter != nil {
		req.counter.apply(b, now)
	}
	// Marked before the claim commits, so a retry that reads the booking
	// finds the mark until the payment link is recorded.
	opened := s.startOpening(b)
	defer opened()
	if fromMemory, err := s.hold(ctx, b, plan, ex, now, seen); err != nil {
		return nil, fromMemory, err
	}
	s.kickFor(b)
	b.Show = show
	if req.counter != nil {
		return b, false, nil // paid at the counter: no checkout
	}
	if err := s.startCheckout(ctx, b, show); err != nil {
		return nil, false, err
	}
	return b, false, nil
}

// hold holds b's seats, drawing a new reference on the rare clash (40
// random bits; the database's unique index catches it).
func (s *Service) hold(ctx context.Context, b *db.Booking, plan *seatPlan, ex extras, now time.Time, seen seatengine.Seen) (fromMemory bool, err error) {
	for attempt := 0; ; attempt++ {
		fromMemory, err = s.holdSeats(ctx, b, plan, ex, now, seen)
		if !errors.Is(err, db.ErrReferenceTaken) || attempt == 4 {
			return fromMemory, err
		}
		if b.Reference, err = s.newReference(); err != nil {
			return false, err
		}
	}
}

// metrics is where the service reports, Nop when nobody listens.
func (s *Service) metrics() metrics.Booking {
	if s.Metrics == nil {
		return metrics.Nop
	}
	return s.Metrics
}

// refuseFromMemory answers CONFLICT before the show is read when the
// claim engine knows the show and saw a requested seat taken during this
// request (see seatengine.Engine.Refuse); the show's facts, known from an
// earlier request or learnt from a read of the show shared with others,
// are enough to check the request. Anything it cannot decide, bad input
// included, is left to the full path, which reports it as always.
func (s *Service) refuseFromMemory(ctx context.Context, rawShowID string, rawSeats []string, began time.Time) error {
	showID, err := programme.ParseShowID(rawShowID)
	if err != nil {
		return nil
	}
	f := s.facts.get(showID)
	if f == nil {
		if f = s.learnFacts(ctx, showID); f == nil {
			return nil
		}
	}
	seats, err := parseSeats(rawSeats, f.layout.index, f.maxSeats)
	if err != nil || !f.startsAt.After(s.Clock.Now()) {
		return nil
	}
	if taken := s.seats.Refuse(ctx, showID, seats, seatengine.Seen{Version: seatengine.NoVersion, Began: began}); len(taken) > 0 {
		return seatsTakenError(taken)
	}
	return nil
}

// learnFacts learns a show's unchanging facts from whatever read of it
// is under way, however long ago it started (they are the same at any
// moment), or from a new one: the buyers of a show nobody here has
// booked yet share one read for them.
func (s *Service) learnFacts(ctx context.Context, showID string) *showFacts {
	show, err := s.seats.Show(ctx, showID, time.Time{})
	if err != nil {
		return nil
	}
	lay, err := s.layout(ctx, show.LayoutID)
	if err != nil {
		return nil
	}
	return s.facts.set(show.ID, show.Revision, show.StartsAt, show.MaxSeats, lay)
}

// seatPlan is what a booking request needs from its show's venue: the
// layout version the show was scheduled with, the price of each category
// and the cinema's seating rule.
type seatPlan struct {
	layout  db.LayoutData
	index   map[string]venues.SeatInfo
	prices  map[string]int64
	gapRule bool
	// revision is the show's revision the request read: the claim commits
	// only while the show is still at it.
	revision int64
}

// gapRuleOf reports whether show's cinema (loaded with it) keeps the
// single-seat-gap rule.
func gapRuleOf(show *db.Show) bool {
	return show.Screen != nil && show.Screen.Cinema != nil && show.Screen.Cinema.SingleSeatGapRule
}

// bookableShow checks a booking request's show and seats against the
// show's layout version, and prices them.
func (s *Service) bookableShow(ctx context.Context, rawShowID string, rawSeats []string) (*db.Show, []string, *seatPlan, error) {
	show, seats, plan, err := s.requestedSeats(ctx, rawShowID, rawSeats, clock.Arrived(ctx))
	if err != nil {
		return nil, nil, nil, err
	}
	if err := s.addPrices(ctx, show, plan); err != nil {
		return nil, nil, nil, err
	}
	return show, seats, plan, nil
}

// requestedSeats reads the show (sharing a read with the requests for it
// since began, see seatengine.Engine.Show) and checks the requested seats
// against its layout version; the plan it returns has no prices yet. It
// learns the show's unchanging facts. The show is a copy of its own.
func (s *Service) requestedSeats(ctx context.Context, rawShowID string, rawSeats []string, began time.Time) (*db.Show, []string, *seatPlan, error) {
	showID, err := programme.ParseShowID(rawShowID)
	if err != nil {
		return nil, nil, nil, err
	}
	show, err := s.seats.Show(ctx, showID, began)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil, nil, apperr.NotFoundf("Show not found")
	}
	if err != nil {
		return nil, nil, nil, err
	}
	if show.Status == db.ShowCancelled {
		return nil, nil, nil, errShowCancelled(show)
	}
	lay, err := s.layout(ctx, show.LayoutID)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("layout %s of show %s: %w", show.LayoutID, show.ID, err)
	}
	s.facts.set(show.ID, show.Revision, show.StartsAt, show.MaxSeats, lay)
	plan := &seatPlan{layout: lay.Layout, index: lay.index, revision: show.Revision, gapRule: gapRuleOf(show)}
	seats, err := parseSeats(rawSeats, plan.index, show.MaxSeats)
	if err != nil {
		return nil, nil, nil, err
	}
	return show, seats, plan, nil
}

// addPrices puts the price of each seat category of the show into plan.
// A show's prices are fixed when it is scheduled, so they are read once
// per process.
func (s *Service) addPrices(ctx context.Context, show *db.Show, plan *seatPlan) error {
	if prices := s.facts.prices(show.ID, show.Revision); prices != nil {
		plan.prices = prices
		return nil
	}
	rows, err := db.PricesOfShows(ctx, s.DB, []string{show.ID})
	if err != nil {
		return err
	}
	prices := make(map[string]int64, len(rows))
	for _, p := range rows {
		prices[p.Category] = p.PricePaise
	}
	if len(prices) > 0 {
		s.facts.setPrices(show.ID, show.Revision, prices)
	}
	plan.prices = prices
	return nil
}

// planOf reads what pricing a booking of show needs; show comes with its
// screen and cinema (db.ShowByID loads them).
func (s *Service) planOf(ctx context.Context, show *db.Show) (*seatPlan, error) {
	lay, err := s.layout(ctx, show.LayoutID)
	if err != nil {
		return nil, fmt.Errorf("layout %s of show %s: %w", show.LayoutID, show.ID, err)
	}
	plan := &seatPlan{layout: lay.Layout, index: lay.index, revision: show.Revision, gapRule: gapRuleOf(show)}
	return plan, s.addPrices(ctx, show, plan)
}

// cachedLayout is a layout version with its seat index. A version never
// changes once stored (editing a screen stores a new one), so it is read
// and indexed once per process.
type cachedLayout struct {
	Layout db.LayoutData
	index  map[string]venues.SeatInfo
}

func (s *Service) layout(ctx context.Context, id string) (*cachedLayout, error) {
	if l, ok := s.layouts.Load(id); ok {
		return l.(*cachedLayout), nil
	}
	lay, err := db.LayoutByID(ctx, s.DB, id)
	if err != nil {
		return nil, err
	}
	l := &cachedLayout{Layout: lay.Layout, index: venues.SeatIndex(lay.Layout)}
	s.layouts.Store(id, l)
	return l, nil
}

// priced checks that every seat's category has a price.
func (p *seatPlan) priced(seats []string) error {
	for _, seat := range seats {
		if _, ok := p.prices[p.index[seat].Category]; !ok {
			return fmt.Errorf("seat %s: category %s has no price", seat, p.index[seat].Category)
		}
	}
	return nil
}

// lines are the seats as sold under the plan, in seat order: what the
// booking keeps of its prices, whatever later happens to the show.
func (p *seatPlan) lines(seats []string) []db.SeatLine {
	names := make(map[string]string, len(p.layout.Categories))
	for _, c := range p.layout.Categories {
		names[c.Code] = c.Name
	}
	sorted := append([]string(nil), seats...)
	SortSeats(sorted)
	out := make([]db.SeatLine, len(sorted))
	for i, seat := range sorted {
		code := p.index[seat].Category
		name := names[code]
		if name == "" {
			name = code
		}
		out[i] = db.SeatLine{Seat: seat, Category: code, CategoryName: name, PricePaise: p.prices[code]}
	}
	return out
}

// newReference draws a booking reference: NewReference when a test sets
// it, else 40 random bits.
func (s *Service) newReference() (string, error) {
	if s.NewReference != nil {
		return s.NewReference(), nil
	}
	var seed [5]byte
	if _, err := rand.Read(seed[:]); err != nil {
		return "", err
	}
	return db.ReferenceOf(seed[:]), nil
}

func (s *Service) newBooking(userID string, show *db.Show, seats []string, plan *seatPlan, ex extras, now time.Time) (*db.Booking, error) {
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	if err := plan.priced(seats); err != nil {
		return nil, err
	}
	bd := PriceOrder(s.order(plan.lines(seats), ex))
	ref, err := s.newReference()
	if err != nil {
		return nil, err
	}
	b := &db.Booking{
		ID: id.String(), Reference: ref, UserID: userID, ShowID: show.ID, Seats: seats,
		AmountPaise: bd.TotalPaise, TicketsPaise: bd.TicketsPaise, FeePaise: bd.FeePaise, TaxPaise: bd.TaxPaise,
		FoodPaise: bd.FoodPaise, DiscountPaise: bd.DiscountPaise,
		Currency: "inr", Status: db.StatusPending, HoldExpiresAt: now.Add(s.Hold),
		PaymentProvider: s.providerName(), CreatedAt: now, UpdatedAt: now, SeatLines: plan.lines(seats),
	}
	if bd.Offer != nil {
		b.OfferID = &bd.Offer.ID
	}
	if p, ok := s.Payments.(InstantCheckout); ok {
		co := p.InstantCheckout(b)
		b.PaymentSessionID, b.PaymentURL = co.SessionID, co.URL
	}
	return b, nil
}

// holdSeats stores the new booking b with a claim on each of its seats
// until its hold ends, all or none. A seat still claimed by a hold that
// has ended but that the sweeper has not reached yet is released and
// claimed again, so an expired hold never blocks a new claim; that costs
// statements only when a claim comes up short. Where the cinema keeps the
// single-seat-gap rule, it is checked against the claims committed when
// this transaction reads them: a concurrent claim can still leave a gap.
// Once it is this request's turn to write, the claim engine asks its
// memo again, with what it learned while the request waited (see
// seatengine.Engine.Claim).
func (s *Service) holdSeats(ctx context.Context, b *db.Booking, plan *seatPlan, ex extras, now time.Time, seen seatengine.Seen) (fromMemory bool, _ error) {
	start := time.Now()
	defer func() { s.metrics().ClaimDuration(time.Since(start)) }()
	_, err := s.claimSeats(ctx, b.ShowID, b.Seats, seen, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		if _, known := s.users.Load(b.UserID); !known {
			if err := db.EnsureUser(ctx, tx, b.UserID, now); err != nil {
				return seatChange{}, err
			}
		}
		if plan.gapRule {
			if err := checkGap(ctx, tx, plan, b, now); err != nil {
				return seatChange{}, err
			}
		}
		if err := onSale(ctx, tx, b.ShowID, plan.revision); err != nil {
			return seatChange{}, err
		}
		if s.Gate != nil && b.Channel != db.ChannelCounter {
			p := Pass{UserID: b.UserID, MovieID: ex.movieID, ShowID: b.ShowID, BookingID: b.ID, Seats: len(b.Seats), Token: ex.admission}
			if err := s.Gate.Pass(ctx, tx, p); err != nil {
				return seatChange{}, err
			}
		}
		if err := db.InsertBooking(ctx, tx, b); err != nil {
			return seatChange{}, err
		}
		if err := s.auditSale(ctx, tx, b, now); err != nil {
			return seatChange{}, err
		}
		ch, err := claimAll(ctx, tx, b, now)
		if ch.Claim != nil {
			ch.Claim.Revision = plan.revision
		}
		if err != nil {
			return ch, err
		}
		return ch, holdExtras(ctx, tx, b, ex)
	})
	var taken *seatengine.Taken
	if errors.As(err, &taken) {
		return taken.FromMemory, seatsTakenError(taken.Seats)
	}
	if errors.Is(err, db.ErrShowChanged) {
		// The database's last word (see seatengine's bumpVersions): the
		// show changed between the claim's check and its commit.
		return false, s.showChangedError(ctx, b.ShowID)
	}
	if err == nil {
		s.users.Store(b.UserID, true)
	}
	return false, err
}

// claimAll claims every seat of b inside the claim transaction, releasing
// ended holds in the way first if it must. Seats someone else has are a
// *seatengine.Taken, which teaches the claim engine.
func claimAll(ctx context.Context, tx bun.Tx, b *db.Booking, now time.Time) (seatChange, error) {
	until := untilOf(b)
	claimed, err := db.ClaimSeats(ctx, tx, b, until)
	if err != nil {
		return seatChange{}, err
	}
	var ch seatChange
	if len(claimed) < len(b.Seats) {
		missing := notIn(b.Seats, claimed)
		if ch, err = endPending(ctx, tx, db.PendingStaleOn(b.ShowID, missing), db.StatusExpired, now); err != nil {
			return seatChange{}, err
		}
		if len(ch.ended) > 0 {
			rest := *b
			rest.Seats = missing
			more, err := db.ClaimSeats(ctx, tx, &rest, until)
			if err != nil {
				return seatChange{}, err
			}
			claimed = append(claimed, more...)
		}
		if len(claimed) < len(b.Seats) {
			return seatChange{}, &seatengine.Taken{Seats: notIn(b.Seats, claimed)}
		}
	}
	ch.Touch(b.ShowID)
	// A paid booking (a counter sale) claims its seats as sold: Until
	// stays zero, as the claims have no expiry.
	ch.Claim = &seatengine.Claim{Show: b.ShowID, Seats: b.Seats, Freed: len(ch.ended) > 0}
	if until != nil {
		ch.Claim.Until = *until
	}
	return ch, nil
}

// notIn lists the seats of all that are not in some, in order.
func notIn(all, some []string) []string {
	got := make(map[string]bool, len(some))
	for _, s := range some {
		got[s] = true
	}
	var out []string
	for _, s := range all {
		if !got[s] {
			out = append(out, s)
		}
	}
	return out
}

// checkGap refuses a booking that would leave one empty seat between
// taken seats of a row.
func checkGap(ctx context.Context, tx bun.Tx, plan *seatPlan, b *db.Booking, now time.Time) error {
	claims, err := db.LiveClaims(ctx, tx, now, []string{b.ShowID})
	if err != nil {
		return err
	}
	taken := make(map[string]bool, len(claims))
	for _, c := range claims {
		taken[c.Seat] = true
	}
	if gap := venues.LeavesSingleGap(plan.layout, taken, b.Seats); gap != "" {
		return apperr.BadInputf("This selection would leave seat %s empty on its own; please choose seats without a single gap", gap)
	}
	return nil
}

func (s *Service) providerName() string {
	if s.Payments == nil {
		return db.ProviderTest
	}
	return s.Payments.Name()
}

// startCheckout opens the payment session after the claim committed, so no
// network call ever runs inside a transaction. If the provider fails the
// booking is cancelled at once: seats are never held for a customer who
// has nowhere to pay. If this process dies before the session is recorded,
// the sweeper releases the booking once PaymentStartGrace has passed.
func (s *Service) startCheckout(ctx context.Context, b *db.Booking, show *db.Show) error {
	if s.Payments == nil || b.PaymentSessionID != "" {
		return nil // no provider, or an instant one whose session was stored with b
	}
	title := ""
	if show.Movie != nil {
		title = show.Movie.Title
	}
	desc := fmt.Sprintf("%s — %s — seats %s", title,
		show.StartsAt.In(venues.ShowZone(show, s.TZ)).Format("Mon 2 Jan 2006, 3:04 PM"), strings.Join(b.Seats, ", "))
	req := CheckoutRequest{Booking: b, Show: show, Description: desc, ExpiresAt: b.HoldExpiresAt}
	if b.FoodPaise > 0 || b.DiscountPaise > 0 {
		bd, err := s.BreakdownOf(ctx, b)
		if err != nil {
			return err
		}
		req.Breakdown = &bd
	}
	co, err := s.Payments.StartCheckout(ctx, req)
	if err != nil {
		slog.ErrorContext(ctx, "start checkout failed; releasing seats", "booking", b.ID, "err", err)
		if _, cerr := s.endBooking(ctx, db.PendingByID(b.ID), db.StatusCancelled); cerr != nil {
			slog.ErrorContext(ctx, "release after failed checkout", "booking", b.ID, "err", cerr)
		}
		return apperr.New(apperr.Internal, "Could not start the payment, so your seats were released. Please try again.")
	}
	// The customer's request may be gone by now, but the session exists:
	// record it, or stop it, regardless.
	ctx = context.WithoutCancel(ctx)
	now := s.Clock.Now()
	recorded, err := db.RecordCheckout(ctx, s.DB, b.ID, co.SessionID, co.URL, now)
	if err != nil {
		return err
	}
	if !recorded {
		// The booking was released while the provider was answering (its
		// grace or hold ran out first) and its seats may be someone
		// else's: the session must not make it payable again. A payment
		// that slips through still takes the late-payment path.
		slog.WarnContext(ctx, "payment session opened after its booking was released; expiring it",
			"booking", b.ID, "session", co.SessionID)
		if err := s.Payments.ExpireCheckout(ctx, co.SessionID); err != nil {
			slog.WarnContext(ctx, "expire late checkout session", "booking", b.ID, "session", co.SessionID, "err", err)
		}
		return apperr.New(apperr.Internal, "Starting the payment took too long, so your seats were released. Please try again.")
	}
	b.PaymentSessionID, b.PaymentURL, b.UpdatedAt = co.SessionID, co.URL, now
	return nil
}

// seatsTakenError is the CONFLICT error naming taken seats.
func seatsTakenError(taken []string) error {
	word := "Seat " + taken[0] + " is"
	if len(taken) > 1 {
		word = "Seats " + strings.Join(taken, ", ") + " are"
	}
	return apperr.New(apperr.Conflict, "%s no longer available", word).WithDetail("seats", taken)
}

// endBooking moves the PENDING booking f chooses to status (CANCELLED or
// EXPIRED) and frees its seats; it reports false when there was none.
func (s *Service) endBooking(ctx context.Context, f db.PendingFilter, status string) (bool, error) {
	now := s.Clock.Now()
	ch, err := s.changeSeats(ctx, func(ctx context.Context, tx bun.Tx) (seatChange, error) {
		return endPending(ctx, tx, f, status, now)
	})
	return len(ch.ended) > 0, err
}

func parseBookingID(raw string) (string, error) {
	u, err := uuid.Parse(strings.TrimSpace(raw))
	if err != nil {
		return "", apperr.BadInputf("Invalid booking id %s", apperr.QuoteInput(raw))
	}
	return u.String(), nil
}

func (s *Service) load(ctx context.Context, idb bun.IDB, id string) (*db.Booking, error) {
	b, err := db.BookingWithShow(ctx, idb, id)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.NotFoundf("Booking not found")
	}
	return b, err
}

// Booking returns one booking by id for internal callers (payments).
func (s *Service) Booking(ctx context.Context, rawID string) (*db.Booking, error) {
	id, err := parseBookingID(rawID)
	if err != nil {
		return nil, err
	}
	return s.load(ctx, s.DB, id)
}

// MyBookings lists the caller's bookings, newest first, each with its show
// and movie. A pending booking whose hold has run out is reported EXPIRED
// even before the sweeper records it, since its seats are already free.
func (s *Service) MyBookings(ctx context.Context) ([]db.Booking, error) {
	caller, err := auth.Require(ctx)
	if err != nil {
		return nil, err
	}
	list, err := db.BookingsOfUser(ctx, s.DB, caller.UserID)
	if err != nil {
		return nil, err
	}
	now := s.Clock.Now()
	for i := range list {
		list[i].Status = view.BookingStatus(&list[i], now)
	}
	return list, nil
}

// Snapshot is the seat state of a show at one seat version.
type Snapshot struct {
	ShowID  string
	Version int64
	Held    []string
	Sold    []string
	// Status and Revision are the show's, read in the same statement.
	Status   string
	Revision int64
	// HeldUntil is when each held seat's hold ends (nil: not known), so
	// whoever keeps the snapshot can drop ended holds as a read would.
	HeldUntil map[string]time.Time
	// Delta marks a snapshot a seat bus carried as a change from the
	// seat map at Version-1 rather than a whole map: Held (with
	// HeldUntil) and Sold are the seats the change claimed, none freed,
	// and Status and Revision are the previous map's.
	Delta bool
}

// Occupied is every seat that cannot be taken now.
func (sn Snapshot) Occupied() []string {
	out := append(append(make([]string, 0, len(sn.Held)+len(sn.Sold)), sn.Held...), sn.Sold...)
	SortSeats(out)
	return out
}

// SeatSnapshot reads a show's seats and version in one statement, so the
// two always agree (and the claim engine learns them).
func (s *Service) SeatSnapshot(ctx context.Context, rawShowID string) (Snapshot, error) {
	showID, err := programme.ParseShowID(rawShowID)
	if err != nil {
		return Snapshot{}, err
	}
	ss, err := s.seats.Snapshot(ctx, showID)
	if errors.Is(err, db.ErrNotFound) {
		return Snapshot{}, apperr.NotFoundf("Show not found")
	}
	if err != nil {
		return Snapshot{}, err
	}
	SortSeats(ss.Held)
	SortSeats(ss.Sold)
	return Snapshot{ShowID: showID, Version: ss.Version, Held: ss.Held, Sold: ss.Sold, Status: ss.Status, Revision: ss.Revision,
		HeldUntil: ss.HeldUntil}, nil
}

// OccupiedSeats lists the seats of a show that cannot be taken now.
func (s *Service) OccupiedSeats(ctx context.Context, rawShowID string) ([]string, error) {
	sn, err := s.SeatSnapshot(ctx, rawShowID)
	if err != nil {
		return nil, err
	}
	return sn.Occupied(), nil
}

// StatusOf is a booking's effective status on the service's clock.
func (s *Service) StatusOf(b *db.Booking) string { return view.BookingStatus(b, s.Clock.Now()) }

// Quote prices a seat selection of a show exactly as CreateBooking would
// charge it, so the breakdown shown before paying is the amount charged.
// With food (WithFood) and a promo code (WithPromoCode) it refuses what
// createBooking would refuse, as the stock and offers stand; a signed-in
// caller's own use of a code counts.
func (s *Service) Quote(ctx context.Context, rawShowID string, rawSeats []string, opts ...BookOption) (Breakdown, error) {
	show, seats, plan, err := s.bookableShow(ctx, rawShowID, rawSeats)
	if err != nil {
		return Breakdown{}, err
	}
	if err := plan.priced(seats); err != nil {
		return Breakdown{}, err
	}
	userID := ""
	if c := auth.CallerFrom(ctx); c != nil {
		userID = c.UserID
	}
	ex, err := s.extrasOf(ctx, show, plan.lines(seats), requestOf(opts), userID, s.Clock.Now())
	if err != nil {
		return Breakdown{}, err
	}
	return PriceOrder(s.order(plan.lines(seats), ex)), nil
}

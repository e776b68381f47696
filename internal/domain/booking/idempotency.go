package booking

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync"

	"marquee/db"
	"marquee/internal/domain/programme"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/metrics"
)

// MaxIdempotencyKey is the longest idempotency key accepted, in bytes.
const MaxIdempotencyKey = 100

// CreateBookingWithKey is CreateBooking made safe to retry. The client
// draws key once per confirmed selection and sends it again when it
// retries that selection (its first request was cut off and it cannot
// know whether the booking was made). The key is the caller's own: the
// same caller sending the same show and the same seats (in any order)
// with a key they used gets the booking that key made back — the same
// seats, the same payment link — while it is PENDING and its hold has not
// ended, or once it is PAID, instead of CONFLICT from its own hold. A key
// used for another show or other seats is BAD_USER_INPUT, and so is a key
// whose booking has ended (EXPIRED, CANCELLED, REFUNDED): the seats may be
// anyone's by then, so the client must choose again and send a new key.
// Two requests with one key at the same moment, on one server or on
// several, make one booking: the database's unique index on (user, key)
// decides, and the loser answers with the winner's booking. A replay
// counts against the caller's booking rate limit like any attempt.
func (s *Service) CreateBookingWithKey(ctx context.Context, rawShowID string, rawSeats []string, key string, opts ...BookOption) (*db.Booking, error) {
	b, outcome, err := s.createBooking(ctx, rawShowID, rawSeats, &key, opts)
	s.metrics().BookingOutcome(outcome)
	return b, err
}

// checkIdempotencyKey accepts 1 to MaxIdempotencyKey visible ASCII
// characters: a UUID or any token of the client's, nothing a header or a
// log line could mangle.
func checkIdempotencyKey(key string) error {
	ok := key != "" && len(key) <= MaxIdempotencyKey
	for i := 0; ok && i < len(key); i++ {
		ok = key[i] > ' ' && key[i] <= '~'
	}
	if !ok {
		return apperr.BadInputf("Invalid idempotency key: use 1 to %d visible ASCII characters, such as a UUID", MaxIdempotencyKey)
	}
	return nil
}

// bookOnce is createBooking for a request with an idempotency key: the
// booking the key made, if any, else a new one made with the key.
func (s *Service) bookOnce(ctx context.Context, userID, rawShowID string, rawSeats []string, key string,
	claim func(key string) (*db.Booking, bool, error)) (*db.Booking, string, error) {
	if err := checkIdempotencyKey(key); err != nil {
		return nil, metrics.Rejected, err
	}
	if b, outcome, found, err := s.replay(ctx, userID, rawShowID, rawSeats, key); found {
		return b, outcome, err
	}
	b, fromMemory, err := claim(key)
	if apperr.Is(err, apperr.Conflict) || errors.Is(err, db.ErrIdempotencyKeyTaken) {
		// The seats or the key were taken, perhaps by this request's twin
		// (the same retry sent twice, or a first try still under way when
		// the retry arrived): whichever committed, the refusal came after
		// its commit, so its booking is there to read.
		if b, outcome, found, rerr := s.replay(ctx, userID, rawShowID, rawSeats, key); found {
			return b, outcome, rerr
		}
	}
	if errors.Is(err, db.ErrIdempotencyKeyTaken) {
		// The key's booking cannot vanish (bookings are never deleted):
		// reaching here means the database's answers disagree.
		return nil, metrics.Rejected, err
	}
	return b, outcomeOf(err, fromMemory), err
}

// replay answers a request with the booking its key made, if there is one
// (found); see CreateBookingWithKey for the rules.
func (s *Service) replay(ctx context.Context, userID, rawShowID string, rawSeats []string, key string) (_ *db.Booking, outcome string, found bool, _ error) {
	b, err := db.BookingByIdempotencyKey(ctx, s.DB, userID, key)
	if errors.Is(err, db.ErrNotFound) {
		return nil, "", false, nil
	}
	if err != nil {
		return nil, metrics.Rejected, true, err
	}
	if !sameRequest(b, rawShowID, rawSeats) {
		return nil, metrics.Rejected, true, apperr.BadInputf(
			"This idempotency key was already used for another booking request: send a new key with a new request")
	}
	if b, err = s.withPaymentLink(ctx, b); err != nil {
		return nil, metrics.Rejected, true, err
	}
	switch st := s.StatusOf(b); st {
	case db.StatusPending, db.StatusPaid:
		return b, metrics.Replayed, true, nil
	default:
		return nil, metrics.Rejected, true, apperr.BadInputf(
			"The booking made with this idempotency key has ended (%s): choose your seats again to book them with a new key",
			strings.ToLower(st))
	}
}

// sameRequest reports whether a request asks for what booking b holds:
// its show, and the same set of seats written in any order or case.
func sameRequest(b *db.Booking, rawShowID string, rawSeats []string) bool {
	showID, err := programme.ParseShowID(rawShowID)
	if err != nil || showID != b.ShowID || len(rawSeats) != len(b.Seats) {
		return false
	}
	asked := make([]string, len(rawSeats))
	for i, r := range rawSeats {
		asked[i] = strings.ToUpper(strings.TrimSpace(r))
	}
	held := slices.Clone(b.Seats)
	SortSeats(asked)
	SortSeats(held)
	return slices.Equal(asked, held)
}

// withPaymentLink returns b once its payment link is there to give: at
// once when it has one, is not PENDING, or its payment needs no session;
// after the first request's payment page is opened when this process is
// still opening it (a retry can arrive while Stripe is answering the
// first try). A session being opened by another server cannot be waited
// for here: b comes back as it is, PENDING without a link, and the link
// appears on the customer's bookings once that server records it (or the
// booking is released PAYMENT_START_GRACE after it was made, if that
// server died).
func (s *Service) withPaymentLink(ctx context.Context, b *db.Booking) (*db.Booking, error) {
	if s.Payments == nil || b.PaymentSessionID != "" || s.StatusOf(b) != db.StatusPending {
		return b, nil
	}
	if o, ok := s.opening.Load(b.ID); ok {
		o := o.(*openingCheckout)
		o.waitedOnce.Do(func() { close(o.waited) })
		select {
		case <-o.done:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	}
	// Read again even when nothing was waited for: the session may have
	// been recorded between the first read and the look in s.opening.
	return s.load(ctx, s.DB, b.ID)
}

// openingCheckout marks a booking whose payment session this process is
// opening, from before its claim commits until the session is recorded or
// the attempt failed.
type openingCheckout struct {
	done chan struct{}
	// waited is closed when a retry first waits for done, so a test can
	// tell without a timer.
	waited     chan struct{}
	waitedOnce sync.Once
}

// startOpening marks b's payment session as being opened; the returned
// function ends the mark and wakes the retries waiting for it.
func (s *Service) startOpening(b *db.Booking) func() {
	if s.Payments == nil || b.PaymentSessionID != "" {
		return func() {}
	}
	o := &openingCheckout{done: make(chan struct{}), waited: make(chan struct{})}
	s.opening.Store(b.ID, o)
	return func() {
		s.opening.Delete(b.ID)
		close(o.done)
	}
}

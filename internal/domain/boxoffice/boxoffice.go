package boxoffice

import (
	"context"
	"errors"
	"strings"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/audit"
	"marquee/internal/domain/booking"
	"marquee/internal/domain/view"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
	"marquee/internal/platform/clock"
)

// Service runs the counter.
type Service struct {
	DB       bun.IDB
	Clock    clock.Clock
	Bookings *booking.Service
}

// Methods are the ways a counter sale is paid, in the order a till lists
// them.
var Methods = []string{view.MethodCash, view.MethodCard, view.MethodUPI}

func counterMethod(m string) bool {
	return m == view.MethodCash || m == view.MethodCard || m == view.MethodUPI
}

// maxFloat bounds a till's float and a counted amount: ten lakh rupees.
const maxFloat = 100_000_000

// Till is a till with what it should hold.
type Till struct {
	db.Till
	// Expected is, per method, what the till should hold: for cash the
	// float plus cash sales less cash refunds; for cards and UPI what
	// was taken less what was refunded.
	Expected []MethodAmount
	// Counted is what was counted at closing, in method order; nil
	// while open.
	Counted []MethodAmount
}

// MethodAmount is an amount of one payment method.
type MethodAmount struct {
	Method      string
	AmountPaise int64
}

// OpenTill opens a till for the caller with floatPaise of cash.
func (s *Service) OpenTill(ctx context.Context, floatPaise int64) (*Till, error) {
	c, err := auth.RequireBoxOffice(ctx)
	if err != nil {
		return nil, err
	}
	if floatPaise < 0 || floatPaise > maxFloat {
		return nil, apperr.BadInputf("A float is from 0 to %d paise", maxFloat)
	}
	now := s.Clock.Now()
	t := &db.Till{ID: uuid.NewString(), OpenedBy: c.UserID, OpenedAt: now, FloatPaise: floatPaise}
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.EnsureUser(ctx, tx, c.UserID, now); err != nil {
			return err
		}
		if err := db.InsertTill(ctx, tx, t); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "till.open", audit.Subject("till", t.ID), nil, t)
	})
	if errors.Is(err, db.ErrTillOpen) {
		return nil, apperr.New(apperr.Conflict, "You already have an open till: close it first")
	}
	if err != nil {
		return nil, err
	}
	return s.withMoney(ctx, s.DB, t)
}

// MyTill is the caller's open till, or the one they closed last; nil
// when they never opened one.
func (s *Service) MyTill(ctx context.Context) (*Till, error) {
	c, err := auth.RequireBoxOffice(ctx)
	if err != nil {
		return nil, err
	}
	t, err := db.LatestTillOf(ctx, s.DB, c.UserID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return s.withMoney(ctx, s.DB, t)
}

// CloseTill closes the caller's open till with what they counted per
// method (a method not given counts 0), records the difference between
// counted and expected over every method, and keeps the till read-only
// from then on.
func (s *Service) CloseTill(ctx context.Context, counted []MethodAmount) (*Till, error) {
	c, err := auth.RequireBoxOffice(ctx)
	if err != nil {
		return nil, err
	}
	count := map[string]int64{}
	for _, m := range counted {
		if !counterMethod(m.Method) {
			return nil, apperr.BadInputf("A till counts CASH, CARD and UPI, not %s", apperr.QuoteInput(m.Method))
		}
		if _, dup := count[m.Method]; dup {
			return nil, apperr.BadInputf("%s is counted twice", m.Method)
		}
		if m.AmountPaise < 0 || m.AmountPaise > maxFloat*100 {
			return nil, apperr.BadInputf("A counted amount is 0 or more")
		}
		count[m.Method] = m.AmountPaise
	}
	var out *Till
	err = s.DB.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		t, err := db.OpenTillOf(ctx, tx, c.UserID)
		if err == nil {
			// A sale or refund committing now is counted, or refused.
			err = db.LockOpenTill(ctx, tx, t.ID)
		}
		if errors.Is(err, db.ErrNotFound) {
			return apperr.BadInputf("You have no open till")
		}
		if err != nil {
			return err
		}
		before, err := s.withMoney(ctx, tx, t)
		if err != nil {
			return err
		}
		var diff int64
		for _, e := range before.Expected {
			diff += count[e.Method] - e.AmountPaise
		}
		now := s.Clock.Now()
		t.ClosedAt, t.CountedByMethod, t.DifferencePaise = &now, count, &diff
		closed, err := db.CloseTill(ctx, tx, t)
		if err != nil {
			return err
		}
		if !closed {
			return apperr.New(apperr.Conflict, "This till was closed already")
		}
		if out, err = s.withMoney(ctx, tx, t); err != nil {
			return err
		}
		return audit.Record(ctx, tx, now, "till.close", audit.Subject("till", t.ID), before, out)
	})
	return out, err
}

// withMoney adds what the till should hold, and its count in order.
func (s *Service) withMoney(ctx context.Context, idb bun.IDB, t *db.Till) (*Till, error) {
	money, err := db.TillMoney(ctx, idb, t.ID)
	if err != nil {
		return nil, err
	}
	exp := map[string]int64{view.MethodCash: t.FloatPaise}
	for _, m := range money {
		exp[m.Method] += m.SalesPaise - m.RefundsPaise
	}
	out := &Till{Till: *t}
	for _, m := range Methods {
		out.Expected = append(out.Expected, MethodAmount{Method: m, AmountPaise: exp[m]})
		if t.CountedByMethod != nil {
			out.Counted = append(out.Counted, MethodAmount{Method: m, AmountPaise: t.CountedByMethod[m]})
		}
	}
	return out, nil
}

// Sale is one sale at the counter.
type Sale struct {
	ShowID    string
	Seats     []string
	Method    string
	Reference string
	Contact   string
	// Food is what the buyer orders from the show's cinema's menu.
	Food []booking.FoodRequest
}

// maxReference bounds a terminal reference or UTR, and a contact.
const maxReference = 100

// Sell sells seats at the counter into the caller's open till: a booking
// through the same seat engine as the website, PAID at once.
func (s *Service) Sell(ctx context.Context, in Sale) (*db.Booking, error) {
	c, err := auth.RequireBoxOffice(ctx)
	if err != nil {
		return nil, err
	}
	if !counterMethod(in.Method) {
		return nil, apperr.BadInputf("At the counter a sale is paid by CASH, CARD or UPI")
	}
	ref, contact := strings.TrimSpace(in.Reference), strings.TrimSpace(in.Contact)
	if (in.Method == view.MethodCard || in.Method == view.MethodUPI) && ref == "" {
		return nil, apperr.BadInputf("A %s payment needs its reference (the terminal's, or the UPI UTR)", in.Method)
	}
	if len(ref) > maxReference || len(contact) > maxReference {
		return nil, apperr.BadInputf("A payment reference or contact has at most %d characters", maxReference)
	}
	till, err := db.OpenTillOf(ctx, s.DB, c.UserID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.New(apperr.TillClosed, "Open a till before selling")
	}
	if err != nil {
		return nil, err
	}
	return s.Bookings.CreateBooking(ctx, in.ShowID, in.Seats, booking.WithFood(in.Food), booking.AtCounter(booking.CounterSale{
		TillID: till.ID, SoldBy: c.UserID, Method: in.Method, Reference: ref, Contact: contact}))
}

// Refund refunds a counter sale in full out of the caller's open till.
func (s *Service) Refund(ctx context.Context, bookingID string) (*db.Booking, error) {
	c, err := auth.RequireBoxOffice(ctx)
	if err != nil {
		return nil, err
	}
	till, err := db.OpenTillOf(ctx, s.DB, c.UserID)
	if errors.Is(err, db.ErrNotFound) {
		return nil, apperr.New(apperr.TillClosed, "Open a till before refunding")
	}
	if err != nil {
		return nil, err
	}
	return s.Bookings.RefundAtCounter(ctx, bookingID, till.ID)
}

// Lookup is the booking with reference (as a person types it), for a
// refund at the counter; nil when no booking has it.
func (s *Service) Lookup(ctx context.Context, reference string) (*db.Booking, error) {
	if _, err := auth.RequireBoxOffice(ctx); err != nil {
		return nil, err
	}
	ref, ok := db.TypedReference(reference)
	if !ok {
		return nil, apperr.BadInputf("A booking reference is %d letters and digits", db.ReferenceLen)
	}
	b, err := db.BookingByReference(ctx, s.DB, ref)
	if errors.Is(err, db.ErrNotFound) {
		return nil, nil
	}
	return b, err
}

package booking_test

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/apperr"
	"marquee/internal/platform/auth"
)

// refundProvider is a payment provider that records the refunds asked of
// it. A refund fails with fail when set, and waits for release when gate
// is set, so a test can hold it open while other callers race.
type refundProvider struct {
	mu      sync.Mutex
	fail    error
	gate    chan struct{}
	entered chan string
	calls   []refundCall
}

type refundCall struct {
	bookingID   string
	amountPaise int64
}

func (p *refundProvider) Name() string { return "fake" }

func (p *refundProvider) StartCheckout(_ context.Context, req booking.CheckoutRequest) (booking.Checkout, error) {
	return booking.Checkout{SessionID: "fs_" + req.Booking.ID, URL: "https://pay.example/" + req.Booking.ID}, nil
}

func (p *refundProvider) ExpireCheckout(context.Context, string) error { return nil }

func (p *refundProvider) Refund(_ context.Context, b *db.Booking, amountPaise int64) error {
	p.mu.Lock()
	p.calls = append(p.calls, refundCall{b.ID, amountPaise})
	gate, fail := p.gate, p.fail
	p.mu.Unlock()
	if gate != nil {
		p.entered <- b.ID
		<-gate
	}
	return fail
}

func (p *refundProvider) refunds() []refundCall {
	p.mu.Lock()
	defer p.mu.Unlock()
	return append([]refundCall(nil), p.calls...)
}

// mailLog is a booking.Notifier recording each message with the status
// of its booking as read inside the notifying transaction.
type mailLog struct {
	mu    sync.Mutex
	mails []mail
}

type mail struct {
	kind, bookingID, statusInTx string
	refundedPaise               *int64
}

func (m *mailLog) BookingChanged(ctx context.Context, idb bun.IDB, kind string, b *db.Booking) error {
	var stored db.Booking
	if err := idb.NewSelect().Model(&stored).Where("id = ?", b.ID).Scan(ctx); err != nil {
		return err
	}
	m.mu.Lock()
	m.mails = append(m.mails, mail{kind, b.ID, stored.Status, b.RefundedPaise})
	m.mu.Unlock()
	return nil
}

// all is every message but the paid ones the fixture's payments queue.
func (m *mailLog) all() []mail { return m.filter(func(k string) bool { return k != booking.MailPaid }) }

// paid is the paid messages.
func (m *mailLog) paid() []mail {
	return m.filter(func(k string) bool { return k == booking.MailPaid })
}

func (m *mailLog) filter(keep func(kind string) bool) []mail {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []mail
	for _, x := range m.mails {
		if keep(x.kind) {
			out = append(out, x)
		}
	}
	return out
}

// newRefundFixture is a fixture paying through a refundProvider, keeping
// feePercent on cancellation and recording the customer's mail.
func newRefundFixture(t *testing.T, bdb *bun.DB, feePercent int) (*fixture, *refundProvider, *mailLog) {
	t.Helper()
	f := newFixture(t, bdb)
	p := &refundProvider{}
	mails := &mailLog{}
	f.svc.Payments, f.svc.Notify, f.svc.CancelFeePercent = p, mails, feePercent
	return f, p, mails
}

// paid books seats of the fixture's show for userID, pays for them and
// returns the booking as stored.
func (f *fixture) paid(t *testing.T, userID string, seats ...string) *db.Booking {
	t.Helper()
	b, err := f.svc.CreateBooking(as(userID), f.show.ID, seats)
	if err != nil {
		t.Fatal(err)
	}
	out, err := f.svc.ConfirmPayment(context.Background(), booking.Payment{
		EventID: "evt_" + b.ID, EventType: "checkout.session.completed", BookingID: b.ID,
		AmountPaise: b.AmountPaise, Currency: b.Currency, PaymentIntentID: "pi_" + b.ID,
	})
	if err != nil || out != booking.OutcomePaid {
		t.Fatalf("pay = %s, %v", out, err)
	}
	return loadBooking(t, f.db, b.ID)
}

func adminCtx() context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: "admin_1", Name: "Admin", Admin: true, Staff: true})
}

// wantPaidAndSold checks that booking id is still PAID with every seat
// sold to it.
func (f *fixture) wantPaidAndSold(t *testing.T, id string, seats int) {
	t.Helper()
	b := loadBooking(t, f.db, id)
	if b.Status != db.StatusPaid || b.RefundedPaise != nil || b.RefundStartedAt != nil {
		t.Fatalf("booking = %s refunded %v mark %v; want PAID, nothing refunded, no refund under way", b.Status, b.RefundedPaise, b.RefundStartedAt)
	}
	if n := count(t, f.db.NewSelect().Model((*db.SeatClaim)(nil)).Where("booking_id = ? AND expires_at IS NULL", id)); n != seats {
		t.Fatalf("%d seats sold to the booking, want %d", n, seats)
	}
}

// TestCancelPaidBeforeCutoff: the owner cancels a paid booking two days
// ahead; the provider returns the amount less the 10% fee, the booking
// ends REFUNDED with that amount and time, its seats are free (announced
// with a new seat version) and the customer is told, inside the
// transaction that refunded it.
func TestCancelPaidBeforeCutoff(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, mails := newRefundFixture(t, bdb, 10)
		b := f.paid(t, "asha", "C3", "C4")
		before := len(f.events.all())
		versionBefore, err := dbtest.SeatVersion(context.Background(), bdb, f.show.ID)
		if err != nil {
			t.Fatal(err)
		}

		got, err := f.svc.Cancel(as("asha"), b.ID)
		if err != nil {
			t.Fatal(err)
		}
		fee := (b.AmountPaise*10 + 50) / 100
		want := b.AmountPaise - fee
		if got.Status != db.StatusRefunded || got.RefundedPaise == nil || *got.RefundedPaise != want ||
			got.RefundedAt == nil || !got.RefundedAt.Equal(f.clock.Now()) || got.RefundStartedAt != nil {
			t.Fatalf("cancelled = %s refunded %v at %v (mark %v); want REFUNDED %d at %v",
				got.Status, got.RefundedPaise, got.RefundedAt, got.RefundStartedAt, want, f.clock.Now())
		}
		if calls := provider.refunds(); len(calls) != 1 || calls[0] != (refundCall{b.ID, want}) {
			t.Fatalf("refunds asked = %+v, want one of %d for %s", calls, want, b.ID)
		}
		if occ, _ := f.svc.OccupiedSeats(context.Background(), f.show.ID); len(occ) != 0 {
			t.Fatalf("seats still occupied: %v", occ)
		}
		evs := f.events.all()[before:]
		if len(evs) != 1 || evs[0].ShowID != f.show.ID || evs[0].Version != versionBefore+1 {
			t.Fatalf("seat events after the cancel = %+v, want one for version %d", evs, versionBefore+1)
		}
		if p := mails.paid(); len(p) != 1 || p[0].statusInTx != db.StatusPaid {
			t.Fatalf("paid mails = %+v, want one written where the booking already reads PAID", p)
		}
		ms := mails.all()
		if len(ms) != 1 || ms[0].kind != booking.MailRefunded || ms[0].bookingID != b.ID ||
			ms[0].statusInTx != db.StatusRefunded || ms[0].refundedPaise == nil || *ms[0].refundedPaise != want {
			t.Fatalf("mail = %+v, want one REFUNDED mail written where the booking already reads REFUNDED", ms)
		}
		if _, err := f.svc.CreateBooking(as("ravi"), f.show.ID, []string{"C3", "C4"}); err != nil {
			t.Fatalf("seats not bookable after the refund: %v", err)
		}
		if _, err := f.svc.Cancel(as("asha"), b.ID); !apperr.Is(err, apperr.BadInput) || !strings.Contains(err.Error(), "already been refunded") {
			t.Fatalf("second cancel: %v", err)
		}
		if n := len(provider.refunds()); n != 1 {
			t.Fatalf("%d refunds asked in all, want 1", n)
		}
	})
}

// TestCancelPaidAfterCutoff: from CANCEL_CUTOFF before the show on, the
// owner's cancel is refused with CANCEL_CUTOFF_PASSED, nothing is asked of
// the provider and the booking stays paid with its seats.
func TestCancelPaidAfterCutoff(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, mails := newRefundFixture(t, bdb, 0)
		b := f.paid(t, "asha", "D1")
		// Exactly at the deadline is already too late.
		f.clock.Advance(f.show.StartsAt.Sub(f.clock.Now()) - 2*time.Hour)
		before := len(f.events.all())
		_, err := f.svc.Cancel(as("asha"), b.ID)
		e, ok := apperr.As(err)
		if !ok || e.Kind != apperr.CancelCutoffPassed || !strings.Contains(e.Message, "too late to cancel") || !strings.Contains(e.Message, "2 hours") {
			t.Fatalf("cancel at the deadline: %v (%s)", err, apperr.KindOf(err))
		}
		f.wantPaidAndSold(t, b.ID, 1)
		if n := len(provider.refunds()); n != 0 {
			t.Fatalf("%d refunds asked after the cutoff", n)
		}
		if len(f.events.all()) != before || len(mails.all()) != 0 {
			t.Fatalf("a refused cancel published %d events and %d mails", len(f.events.all())-before, len(mails.all()))
		}
	})
}

// TestCancelPaidByAnotherUser: another customer's cancel finds nothing.
func TestCancelPaidByAnotherUser(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, _ := newRefundFixture(t, bdb, 0)
		b := f.paid(t, "asha", "E1")
		if _, err := f.svc.Cancel(as("ravi"), b.ID); !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("cancel by another user: %v", err)
		}
		// An admin cancels only their own bookings; others' are refunded.
		if _, err := f.svc.Cancel(adminCtx(), b.ID); !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("cancel by an admin: %v", err)
		}
		f.wantPaidAndSold(t, b.ID, 1)
		if n := len(provider.refunds()); n != 0 {
			t.Fatalf("%d refunds asked", n)
		}
	})
}

// TestRefundFailureLeavesBookingPaid: when the provider fails the refund,
// the booking stays PAID with its seats and the cancel says so with
// REFUND_FAILED; once the provider works again, the cancel goes through.
func TestRefundFailureLeavesBookingPaid(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, mails := newRefundFixture(t, bdb, 0)
		b := f.paid(t, "asha", "F1", "F2")
		provider.fail = errors.New("connection refused")
		before := len(f.events.all())
		_, err := f.svc.Cancel(as("asha"), b.ID)
		e, ok := apperr.As(err)
		if !ok || e.Kind != apperr.RefundFailed || !strings.Contains(e.Message, "still paid") {
			t.Fatalf("cancel with a failing provider: %v (%s)", err, apperr.KindOf(err))
		}
		f.wantPaidAndSold(t, b.ID, 2)
		if len(f.events.all()) != before || len(mails.all()) != 0 {
			t.Fatal("a failed refund published seat events or mail")
		}
		provider.fail = nil
		got, err := f.svc.Cancel(as("asha"), b.ID)
		if err != nil || got.Status != db.StatusRefunded || *got.RefundedPaise != b.AmountPaise {
			t.Fatalf("retry = %+v, %v", got, err)
		}
	})
}

// TestConcurrentCancelsRefundOnce: while one cancel is waiting for the
// provider, every other cancel of the booking, and an admin's refund, is
// turned away without asking it; the booking is refunded once, with one
// mail and one seat event.
func TestConcurrentCancelsRefundOnce(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, mails := newRefundFixture(t, bdb, 0)
		b := f.paid(t, "asha", "G1")
		provider.gate, provider.entered = make(chan struct{}), make(chan string, 16)
		released := false
		t.Cleanup(func() {
			if !released { // a failed test must not leave racers blocked
				close(provider.gate)
			}
		})
		before := len(f.events.all())
		const racers = 8
		errs := make(chan error, racers)
		for i := 0; i < racers; i++ {
			go func() {
				var err error
				if i == racers-1 {
					_, err = f.svc.RefundBooking(adminCtx(), b.ID)
				} else {
					_, err = f.svc.Cancel(as("asha"), b.ID)
				}
				errs <- err
			}()
		}
		// All but the one inside the provider must come back refused
		// while it is held.
		timeout := time.After(30 * time.Second)
		for i := 0; i < racers-1; i++ {
			select {
			case err := <-errs:
				if !apperr.Is(err, apperr.Conflict) {
					t.Fatalf("racer while the refund is held: %v (%s), want CONFLICT", err, apperr.KindOf(err))
				}
			case <-timeout:
				t.Fatalf("only %d racers came back while one refund was held: a second refund is under way", i)
			}
		}
		close(provider.gate)
		released = true
		if err := <-errs; err != nil {
			t.Fatalf("the refund held open: %v", err)
		}
		if calls := provider.refunds(); len(calls) != 1 {
			t.Fatalf("provider asked %d times, want once: %+v", len(calls), calls)
		}
		if b := loadBooking(t, bdb, b.ID); b.Status != db.StatusRefunded {
			t.Fatalf("status %s, want REFUNDED", b.Status)
		}
		if len(mails.all()) != 1 || len(f.events.all())-before != 1 {
			t.Fatalf("%d mails and %d seat events, want one each", len(mails.all()), len(f.events.all())-before)
		}
	})
}

// TestAdminRefund: an admin refunds any paid booking in full, even after
// the cutoff; customers cannot, and nothing unpaid or already refunded is
// refunded.
func TestAdminRefund(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, mails := newRefundFixture(t, bdb, 25)
		b := f.paid(t, "asha", "H1", "H2")
		pending, err := f.svc.CreateBooking(as("ravi"), f.show.ID, []string{"H5"})
		if err != nil {
			t.Fatal(err)
		}
		f.clock.Advance(f.show.StartsAt.Sub(f.clock.Now()) - 30*time.Minute)
		if _, err := f.svc.RefundBooking(as("asha"), b.ID); !apperr.Is(err, apperr.Forbidden) {
			t.Fatalf("refund by the customer: %v", err)
		}
		if _, err := f.svc.RefundBooking(adminCtx(), pending.ID); !apperr.Is(err, apperr.BadInput) {
			t.Fatalf("refund of an unpaid booking: %v", err)
		}
		got, err := f.svc.RefundBooking(adminCtx(), b.ID)
		if err != nil || got.Status != db.StatusRefunded || got.RefundedPaise == nil || *got.RefundedPaise != b.AmountPaise {
			t.Fatalf("admin refund after the cutoff = %+v, %v; want REFUNDED in full (%d)", got, err, b.AmountPaise)
		}
		if calls := provider.refunds(); len(calls) != 1 || calls[0].amountPaise != b.AmountPaise {
			t.Fatalf("refunds asked = %+v", calls)
		}
		if n := count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil)).Where("booking_id = ?", b.ID)); n != 0 {
			t.Fatalf("%d seats still claimed", n)
		}
		if ms := mails.all(); len(ms) != 1 || ms[0].kind != booking.MailRefunded {
			t.Fatalf("mails = %+v", ms)
		}
		if _, err := f.svc.RefundBooking(adminCtx(), b.ID); !apperr.Is(err, apperr.BadInput) {
			t.Fatalf("second refund: %v", err)
		}
	})
}

// TestCancelPendingTellsTheCustomer: the owner's cancel of an unpaid
// booking asks no provider for money and writes a CANCELLED mail in its
// transaction.
func TestCancelPendingTellsTheCustomer(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, mails := newRefundFixture(t, bdb, 10)
		b, err := f.svc.CreateBooking(as("asha"), f.show.ID, []string{"J1"})
		if err != nil {
			t.Fatal(err)
		}
		got, err := f.svc.Cancel(as("asha"), b.ID)
		if err != nil || got.Status != db.StatusCancelled || got.RefundedPaise != nil {
			t.Fatalf("cancel = %+v, %v", got, err)
		}
		if ms := mails.all(); len(ms) != 1 || ms[0].kind != booking.MailCancelled || ms[0].statusInTx != db.StatusCancelled {
			t.Fatalf("mails = %+v, want one CANCELLED", ms)
		}
		if n := len(provider.refunds()); n != 0 {
			t.Fatalf("%d refunds asked for an unpaid booking", n)
		}
	})
}

// TestLatePaymentRefundRecordsTheAmount: a payment that arrives after its
// seats were sold to someone else goes back in full, and the booking
// records what was returned.
func TestLatePaymentRefundRecordsTheAmount(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f, provider, mails := newRefundFixture(t, bdb, 50)
		late, err := f.svc.CreateBooking(as("asha"), f.show.ID, []string{"B7"})
		if err != nil {
			t.Fatal(err)
		}
		f.clock.Advance(testHold)
		f.paid(t, "ravi", "B7")
		out, err := f.svc.ConfirmPayment(context.Background(), booking.Payment{
			EventID: "evt_late", EventType: "checkout.session.completed", BookingID: late.ID,
			AmountPaise: late.AmountPaise, Currency: late.Currency, PaymentIntentID: "pi_late",
		})
		if err != nil || out != booking.OutcomeRefunded {
			t.Fatalf("late payment = %s, %v", out, err)
		}
		got := loadBooking(t, bdb, late.ID)
		if got.Status != db.StatusRefunded || got.RefundedPaise == nil || *got.RefundedPaise != late.AmountPaise || got.RefundedAt == nil {
			t.Fatalf("late booking = %s refunded %v at %v", got.Status, got.RefundedPaise, got.RefundedAt)
		}
		if calls := provider.refunds(); len(calls) != 1 || calls[0] != (refundCall{late.ID, late.AmountPaise}) {
			t.Fatalf("refunds asked = %+v, want the whole amount (no cancellation fee)", calls)
		}
		if ms := mails.all(); len(ms) != 1 || ms[0].kind != booking.MailRefunded || ms[0].bookingID != late.ID || ms[0].statusInTx != db.StatusRefunded {
			t.Fatalf("mails = %+v, want the late payer told of the refund", ms)
		}
	})
}

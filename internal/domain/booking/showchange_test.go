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
	"marquee/internal/platform/apperr"
)

// afterShowRead runs fn once, right after the first read of the show
// (db.ShowByID, which a booking request makes before it claims): the
// request has seen the show as it was, and fn changes it before the
// request's claim transaction begins.
type afterShowRead struct {
	showID string
	once   sync.Once
	fn     func()
}

func (h *afterShowRead) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	return ctx
}

func (h *afterShowRead) AfterQuery(_ context.Context, e *bun.QueryEvent) {
	if strings.HasPrefix(e.Query, "SELECT") && strings.Contains(e.Query, "show.id = '"+h.showID+"'") {
		h.once.Do(h.fn)
	}
}

// changeShow runs change on the show in a transaction of its own, as an
// admin's cancellation, move or repricing does (the show's row first).
func changeShow(t *testing.T, bdb *bun.DB, showID string, change func(ctx context.Context, tx bun.Tx) error) {
	t.Helper()
	err := bdb.RunInTx(context.Background(), nil, func(ctx context.Context, tx bun.Tx) error {
		if err := db.LockShow(ctx, tx, showID); err != nil {
			return err
		}
		return change(ctx, tx)
	})
	if err != nil {
		t.Error(err)
	}
}

// A booking request that read its show before the show was cancelled, or
// repriced, is refused inside its claim's transaction, on both databases:
// SHOW_CANCELLED, or SHOW_CHANGED (it was priced at the old prices), and
// nothing of it is written.
func TestClaimRefusedWhenTheShowChangedAfterItWasRead(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		f := newFixture(t, bdb)
		repriced := f.addShow(t, f.clock.Now().Add(50*time.Hour), 6500)
		for _, c := range []struct {
			show   *db.Show
			change func(ctx context.Context, tx bun.Tx) error
			want   apperr.Kind
		}{
			{f.show, func(ctx context.Context, tx bun.Tx) error {
				_, err := db.CancelShowRow(ctx, tx, f.show.ID, "Power cut", f.clock.Now())
				return err
			}, apperr.ShowCancelled},
			{repriced, func(ctx context.Context, tx bun.Tx) error {
				return db.SetShowPrices(ctx, tx, repriced.ID, []db.ShowPrice{{Category: db.DefaultCategory, PricePaise: 9900}}, nil)
			}, apperr.ShowChanged},
		} {
			hook := &afterShowRead{showID: c.show.ID, fn: func() { changeShow(t, bdb, c.show.ID, c.change) }}
			bdb.AddQueryHook(hook)
			_, err := f.svc.CreateBooking(as(user(1)), c.show.ID, []string{"A1"})
			if !apperr.Is(err, c.want) {
				t.Fatalf("booking a show changed after it was read: %v, want %s", err, c.want)
			}
			if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil)).Where("show_id = ?", c.show.ID)); n != 0 {
				t.Fatalf("%d bookings of the changed show", n)
			}
		}
		// Read afresh, the repriced show books at its new price.
		b, err := f.svc.CreateBooking(as(user(2)), repriced.ID, []string{"A1"})
		if err != nil || b.AmountPaise != 9900 {
			t.Fatalf("after the new prices: %+v, %v", b, err)
		}
	})
}

// On PostgreSQL a claim checks its show inside its transaction, but a
// cancellation may commit between that check and the claim's commit: the
// claim's seat-version bump, which waits for the show's row the
// cancellation holds, then finds the show cancelled and the claim rolls
// back with SHOW_CANCELLED. (SQLite's claim holds the only write lock
// from its first statement, so nothing commits between.)
func TestClaimBlockedBehindACancellationRollsBack(t *testing.T) {
	if dbtest.PostgresURL(t) == "" {
		t.Skip("TEST_DATABASE_URL not set: this is PostgreSQL's interleaving")
	}
	bdb := dbtest.Open(t, "postgres")
	f := newFixture(t, bdb)
	ctx := context.Background()
	tx, err := bdb.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = tx.Rollback() }()
	if err := db.LockShow(ctx, tx, f.show.ID); err != nil {
		t.Fatal(err)
	}
	if ok, err := db.CancelShowRow(ctx, tx, f.show.ID, "Power cut", f.clock.Now()); err != nil || !ok {
		t.Fatalf("cancel: %v %v", ok, err)
	}
	booked := make(chan error, 1)
	go func() {
		_, err := f.svc.CreateBooking(as(user(1)), f.show.ID, []string{"A1", "A2"})
		booked <- err
	}()
	// The claim has inserted its booking and claims and waits for the
	// show's row at its seat-version bump.
	deadline := time.Now().Add(30 * time.Second)
	for {
		var waiting int
		if err := bdb.NewRaw(`SELECT COUNT(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%seat_version = seat_version + 1%'`).
			Scan(ctx, &waiting); err != nil {
			t.Fatal(err)
		}
		if waiting > 0 {
			break
		}
		select {
		case err := <-booked:
			t.Fatalf("the booking finished (%v) without waiting for the cancellation", err)
		default:
		}
		if time.Now().After(deadline) {
			t.Fatal("the claim never waited for the show's row")
		}
		time.Sleep(5 * time.Millisecond)
	}
	if err := tx.Commit(); err != nil {
		t.Fatal(err)
	}
	if err := <-booked; !apperr.Is(err, apperr.ShowCancelled) {
		t.Fatalf("a claim that committed after the cancellation: %v, want SHOW_CANCELLED", err)
	}
	if n := count(t, bdb.NewSelect().Model((*db.Booking)(nil))); n != 0 {
		t.Fatalf("%d bookings of the cancelled show", n)
	}
	if n := count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil))); n != 0 {
		t.Fatalf("%d seat claims of the cancelled show", n)
	}
}

// A paid booking of a cancelled show that its refund has not reached yet:
// its customer cancelling it gets the whole amount back, fee or not.
// Resuming refunds it once: a provider that fails leaves it PAID and is
// not asked again before the back-off (30 s) has passed; then it is.
func TestRefundsOfACancelledShow(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		f, provider, _ := newRefundFixture(t, bdb, 10)
		mine := f.paid(t, "asha", "C3", "C4")
		other := f.paid(t, "ravi", "D3")
		changeShow(t, bdb, f.show.ID, func(ctx context.Context, tx bun.Tx) error {
			_, err := db.CancelShowRow(ctx, tx, f.show.ID, "Power cut", f.clock.Now())
			return err
		})
		if q, err := f.svc.CancellationQuote(as("asha"), mine); err != nil || !q.Allowed || q.FeePaise != 0 || q.RefundPaise != mine.AmountPaise {
			t.Fatalf("quote on a cancelled show: %+v %v", q, err)
		}
		b, err := f.svc.Cancel(as("asha"), mine.ID)
		if err != nil || b.Status != db.StatusRefunded || *b.RefundedPaise != mine.AmountPaise {
			t.Fatalf("cancel: %+v %v", b, err)
		}

		provider.mu.Lock()
		provider.fail = errors.New("stripe is down")
		provider.mu.Unlock()
		if n := f.svc.ResumeCancellations(ctx); n != 0 {
			t.Fatalf("resumed %d with the provider down", n)
		}
		if b := loadBooking(t, bdb, other.ID); b.Status != db.StatusPaid || b.RefundStartedAt != nil {
			t.Fatalf("after a failed refund: %s, mark %v", b.Status, b.RefundStartedAt)
		}
		provider.mu.Lock()
		provider.fail = nil
		provider.mu.Unlock()
		if n := f.svc.ResumeCancellations(ctx); n != 0 || len(provider.refunds()) != 2 {
			t.Fatalf("resumed %d within the back-off; %d refunds asked", n, len(provider.refunds()))
		}
		f.clock.Advance(31 * time.Second)
		if n := f.svc.ResumeCancellations(ctx); n != 1 {
			t.Fatalf("resumed %d after the back-off", n)
		}
		if n := f.svc.ResumeCancellations(ctx); n != 0 {
			t.Fatalf("resumed %d more", n)
		}
		calls := provider.refunds()
		if len(calls) != 3 || calls[0].amountPaise != mine.AmountPaise || calls[2].bookingID != other.ID || calls[2].amountPaise != other.AmountPaise {
			t.Fatalf("refunds asked: %+v", calls)
		}
	})
}

package db_test

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// An offer whose seat a buyer claims first is undone: the offer's
// booking and the claims it did get are deleted in its transaction,
// and the buyer keeps the seat. On PostgreSQL the buyer's claim is still
// uncommitted when the offer claims: the offer's insert waits for it on
// the seat's key, then skips the seat once it commits (the race of two
// replicas); SQLite's one writer makes the buyer commit first.
func TestDeleteUnofferedBookingUndoesAnOfferThatLostASeat(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		addUser(t, bdb, "buyer")
		addUser(t, bdb, "waiter")
		addMovie(t, bdb, 1)
		addShow(t, bdb, show1, 1, t0.Add(24*time.Hour))
		hold := t0.Add(10 * time.Minute)
		buyer := &db.Booking{ID: "b-buyer", UserID: "buyer", ShowID: show1, Seats: []string{"C4"}, Currency: "inr",
			Status: db.StatusPending, HoldExpiresAt: hold, CreatedAt: t0, UpdatedAt: t0}
		offer := &db.Booking{ID: "b-offer", UserID: "waiter", ShowID: show1, Seats: []string{"C3", "C4"}, Currency: "inr",
			Status: db.StatusPending, HoldExpiresAt: hold, CreatedAt: t0, UpdatedAt: t0}

		buyerTx, err := bdb.BeginTx(ctx, nil)
		must(t, err)
		defer buyerTx.Rollback() //nolint:errcheck // committed below; rolled back only on a failure
		must(t, db.InsertBooking(ctx, buyerTx, buyer))
		got, err := db.ClaimSeats(ctx, buyerTx, buyer, &hold)
		must(t, err)
		if !slices.Equal(got, []string{"C4"}) {
			t.Fatalf("buyer claimed %v, want C4", got)
		}
		if !db.IsPG(bdb) {
			must(t, buyerTx.Commit())
		}

		type result struct {
			claimed []string
			err     error
		}
		done := make(chan result, 1)
		backend := make(chan int, 1)
		go func() {
			var claimed []string
			err := bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				if db.IsPG(tx) {
					var pid int
					if err := tx.NewRaw("SELECT pg_backend_pid()").Scan(ctx, &pid); err != nil {
						return err
					}
					backend <- pid
				}
				if err := db.InsertBooking(ctx, tx, offer); err != nil {
					return err
				}
				var err error
				if claimed, err = db.ClaimSeats(ctx, tx, offer, &hold); err != nil {
					return err
				}
				if len(claimed) == len(offer.Seats) {
					return errors.New("the offer got every seat")
				}
				return db.DeleteUnofferedBooking(ctx, tx, offer.ID)
			})
			done <- result{claimed, err}
		}()
		if db.IsPG(bdb) {
			waitForLock(t, bdb, <-backend)
			must(t, buyerTx.Commit())
		}
		r := <-done
		if r.err != nil {
			t.Fatal(r.err)
		}
		if !slices.Equal(r.claimed, []string{"C3"}) {
			t.Fatalf("the offer claimed %v, want only C3", r.claimed)
		}
		if n, err := bdb.NewSelect().Model((*db.Booking)(nil)).Where("id = ?", offer.ID).Count(ctx); err != nil || n != 0 {
			t.Fatalf("the undone offer's booking: %d rows, %v; want it gone", n, err)
		}
		claims, err := db.LiveClaims(ctx, bdb, t0, []string{show1})
		must(t, err)
		if len(claims) != 1 || claims[0].Seat != "C4" || claims[0].BookingID != buyer.ID {
			t.Fatalf("claims after the undone offer: %+v, want only the buyer's C4", claims)
		}
	})
}

// waitForLock returns once PostgreSQL backend pid waits for a lock (the
// offer's insert behind the buyer's uncommitted claim).
func waitForLock(t *testing.T, bdb *bun.DB, pid int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	for {
		var n int
		err := bdb.NewRaw(`SELECT count(*) FROM pg_stat_activity WHERE pid = ? AND wait_event_type = 'Lock'`, pid).Scan(ctx, &n)
		must(t, err)
		if n > 0 {
			return
		}
		select {
		case <-ctx.Done():
			t.Fatal("the offer's transaction never waited for the buyer's claim")
		case <-time.After(time.Millisecond):
		}
	}
}

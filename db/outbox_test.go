package db_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
)

// outboxFixture stores n paid bookings, each with a PAID message due at
// t0 and a reminder due a day later.
func outboxFixture(t *testing.T, bdb *bun.DB, n int) {
	t.Helper()
	addUser(t, bdb, "asha")
	addMovie(t, bdb, 7)
	addShow(t, bdb, "s7", 7, t0.Add(48*time.Hour))
	for i := 0; i < n; i++ {
		id := fmt.Sprintf("b%02d", i)
		addBooking(t, bdb, db.Booking{ID: id, UserID: "asha", ShowID: "s7", Status: db.StatusPaid, HoldExpiresAt: t0, CreatedAt: t0})
		for _, m := range []struct {
			kind string
			due  time.Time
		}{{"PAID", t0}, {db.MailReminder, t0.Add(24 * time.Hour)}} {
			must(t, db.EnqueueMail(context.Background(), bdb, &db.OutboxMessage{ID: id + m.kind, BookingID: id, Kind: m.kind,
				ToAddr: "asha@example.com", Subject: "s", Status: db.MailPending, DueAt: m.due, NextAttemptAt: m.due, CreatedAt: t0}))
		}
	}
}

// A kind is queued once per booking, and only a waiting message is
// dropped.
func TestEnqueueMailOncePerKind(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		outboxFixture(t, bdb, 1)
		must(t, db.EnqueueMail(ctx, bdb, &db.OutboxMessage{ID: "again", BookingID: "b00", Kind: "PAID", Subject: "second",
			Status: db.MailPending, DueAt: t0, NextAttemptAt: t0, CreatedAt: t0}))
		list, err := dbtest.BookingMail(ctx, bdb, "b00")
		must(t, err)
		if len(list) != 2 || list[0].ID != "b00PAID" || list[0].Subject != "s" {
			t.Fatalf("messages %+v", list)
		}
		if dropped, err := db.DropPendingMail(ctx, bdb, "b00", db.MailReminder); err != nil || !dropped {
			t.Fatalf("drop reminder: %v %v", dropped, err)
		}
		if dropped, _ := db.DropPendingMail(ctx, bdb, "b00", db.MailReminder); dropped {
			t.Fatal("dropped a reminder twice")
		}
	})
}

// Claims racing on several handles lease each due message to one claimant
// only, never a message that is not due, and each claim leases exactly
// the message it returns.
func TestClaimMailLeasesEachMessageOnce(t *testing.T) {
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			dsn := dbtest.NewDSN(t, dialect)
			handles := make([]*bun.DB, 4)
			for i := range handles {
				h, err := db.Open(ctx, dsn)
				must(t, err)
				t.Cleanup(func() { _ = h.Close() })
				handles[i] = h
			}
			must(t, migrations.Migrate(ctx, handles[0]))
			const n = 12
			outboxFixture(t, handles[0], n)
			claimed := raceClaims(t, handles)
			if len(claimed) != n {
				t.Fatalf("%d messages claimed, want the %d due", len(claimed), n)
			}
			var all []db.OutboxMessage
			must(t, handles[0].NewSelect().Model(&all).Scan(ctx))
			for _, m := range all {
				switch {
				case m.Kind == db.MailReminder && (m.LockedUntil != nil || m.Attempts != 0):
					t.Errorf("reminder not due was claimed: %+v", m)
				case m.Kind == "PAID" && (m.LeaseToken != claimed[m.ID] || m.Attempts != 1 || m.LockedUntil == nil):
					t.Errorf("message %s leased to %q (%d attempts), returned to %q", m.ID, m.LeaseToken, m.Attempts, claimed[m.ID])
				}
			}
			next, ok, err := db.NextMailDue(ctx, handles[0])
			if err != nil || !ok || !next.Equal(t0.Add(time.Minute)) {
				t.Fatalf("next due %v %v %v, want the leases' end", next, ok, err)
			}
		})
	}
}

// raceClaims claims due messages on every handle at once until none is
// left, and returns who got each.
func raceClaims(t *testing.T, handles []*bun.DB) map[string]string {
	t.Helper()
	ctx := context.Background()
	var mu sync.Mutex
	claimed := map[string]string{}
	var wg sync.WaitGroup
	for w, h := range handles {
		wg.Add(1)
		go func() {
			defer wg.Done()
			token := fmt.Sprintf("w%d", w)
			for {
				m, err := db.ClaimMail(ctx, h, t0, t0.Add(time.Minute), token)
				if err != nil && db.Retryable(err) {
					continue
				}
				if err != nil {
					t.Error(err)
					return
				}
				if m == nil {
					return
				}
				mu.Lock()
				if prev, ok := claimed[m.ID]; ok {
					t.Errorf("%s claimed by %s and %s", m.ID, prev, token)
				}
				claimed[m.ID] = token
				mu.Unlock()
			}
		}()
	}
	wg.Wait()
	return claimed
}

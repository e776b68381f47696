package faults_test

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/testsupport/proc"
	"marquee/internal/testsupport/stripemock"
)

// TestServerKilledMidCancellation: an admin cancels a show with three
// paid bookings and two holds; the server is SIGKILLed in the middle of
// its refunds — one refund made and recorded, one made by the provider
// but its answer never heard, one never asked — and started again on the
// same database. The cancellation's transaction stands (show cancelled,
// holds ended, five e-mails queued), and the restarted server finishes
// the refunds once their refund marks have run out (the test ages them,
// as two minutes would): each booking ends REFUNDED in full, the
// provider (stripe-mock behind a proxy keeping Stripe's record, which
// answers a repeated idempotency key with the first refund) has made
// exactly three refunds, and no e-mail is queued twice.
func TestServerKilledMidCancellation(t *testing.T) {
	bin := goBuild(t, "./cmd/marquee")
	mock := stripemock.Start(t)
	for _, dialect := range dbtest.Dialects(t) {
		t.Run(dialect, func(t *testing.T) {
			ctx := context.Background()
			proxy := stripemock.NewProxy(t, mock)
			dsn := dbtest.NewDSN(t, dialect)
			port := proc.FreePort(t, "127.0.0.1")
			base := "http://127.0.0.1:" + strconv.Itoa(port)
			env := []string{
				"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
				"DATABASE_URL=" + dsn, "PORT=" + strconv.Itoa(port), "PUBLIC_URL=" + base,
				"SAMPLE_DATA=false", "SEAT_HOLD_MINUTES=10",
				"STRIPE_SECRET_KEY=sk_test_faults", "STRIPE_WEBHOOK_SECRET=" + whSecret, "STRIPE_API_BASE=" + proxy.URL,
				"RATE_LIMIT_BOOKINGS_PER_MINUTE_USER=0", "RATE_LIMIT_BOOKINGS_PER_MINUTE_IP=0", "RATE_LIMIT_SIGNINS_PER_MINUTE_IP=0",
			}
			c := newClient(base)
			first := startProcess(t, bin, env, c)
			check, err := db.Open(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer check.Close()
			show := addShows(t, check, 1)[0]

			var paid []string
			for i := range 5 {
				token := c.signIn(t, fmt.Sprint("viewer", i))
				data, err := c.gql(token, bookMutation, map[string]any{"s": show, "seats": []string{fmt.Sprintf("%c1", 'C'+i), fmt.Sprintf("%c2", 'C'+i)}})
				if err != nil {
					t.Fatal(err)
				}
				id := data["createBooking"].(map[string]any)["id"].(string)
				if i >= 3 {
					continue
				}
				var b db.Booking
				if err := check.NewSelect().Model(&b).Where("id = ?", id).Scan(ctx); err != nil {
					t.Fatal(err)
				}
				if got := deliverWebhook(t, base, paidEvent(&b)); got != "200 paid" {
					t.Fatalf("payment of %s answered %q", id, got)
				}
				paid = append(paid, id)
			}
			admin := adminSignIn(t, c)

			// The second refund reaches the provider and is made, but its
			// answer never comes back; the third is never passed on.
			proxy.HoldRefunds(stripemock.Hold{Request: 2, Forward: true}, stripemock.Hold{Request: 3})
			cancelled := make(chan error, 1)
			go func() {
				_, err := c.gql(admin, `mutation($id: ID!) { cancelShow(showId: $id, reason: "Flooded foyer") { id } }`, map[string]any{"id": show})
				cancelled <- err
			}()
			var asked []string
			for len(asked) < 3 {
				select {
				case key := <-proxy.Received():
					asked = append(asked, key)
				case err := <-cancelled:
					t.Fatalf("cancelShow finished (%v) before its refunds were all asked for: %v", err, asked)
				case <-time.After(60 * time.Second):
					t.Fatalf("the provider was asked for %d refunds, want 3\n%s", len(asked), first.Out.String())
				}
			}
			// The first refund's answer came back: once it is recorded, the
			// server is in the middle of its refunds.
			waitFor(t, "the first refund to be recorded", 30*time.Second, func() bool {
				var b db.Booking
				return check.NewSelect().Model(&b).Where("id = ?", strings.TrimPrefix(asked[0], "refund-")).Scan(ctx) == nil &&
					b.Status == db.StatusRefunded
			})
			first.kill()
			if err := <-cancelled; err == nil {
				t.Fatal("cancelShow succeeded although the server was killed during its refunds")
			}

			// What the kill left: the cancellation committed, one refund
			// recorded, two bookings still PAID under their refund marks.
			var st db.Show
			if err := check.NewSelect().Model(&st).Where("id = ?", show).Scan(ctx); err != nil || st.Status != db.ShowCancelled {
				t.Fatalf("show after the kill: %s (%v), want CANCELLED", st.Status, err)
			}
			statuses := showStatuses(t, check, show)
			if statuses[db.StatusRefunded] != 1 || statuses[db.StatusPaid] != 2 || statuses[db.StatusCancelled] != 2 {
				t.Fatalf("bookings after the kill: %v, want 1 REFUNDED, 2 PAID, 2 CANCELLED", statuses)
			}
			if made := proxy.Refunds(); len(made) != 2 {
				t.Fatalf("%d refunds made before the kill, want 2", len(made))
			}

			startProcess(t, bin, env, c)
			// The marks of the dead refunder run out (RefundLease).
			if _, err := check.NewUpdate().Model((*db.Booking)(nil)).
				Set("refund_started_at = ?", time.Now().Add(-3*time.Minute).UTC()).
				Where("show_id = ? AND refund_started_at IS NOT NULL", show).Exec(ctx); err != nil {
				t.Fatal(err)
			}
			// The sweeper resumes cancellations every few seconds.
			waitFor(t, "the restarted server to refund the rest", 60*time.Second, func() bool {
				return showStatuses(t, check, show)[db.StatusRefunded] == 3
			})

			made := proxy.Refunds()
			var keys []string
			for _, r := range made {
				keys = append(keys, r.Key)
			}
			slices.Sort(keys)
			want := []string{"refund-" + paid[0], "refund-" + paid[1], "refund-" + paid[2]}
			slices.Sort(want)
			if !slices.Equal(keys, want) {
				t.Fatalf("refunds made at the provider: %v, want one each: %v", keys, want)
			}
			for i, key := range asked {
				if n, want := proxy.Requests(key), min(i+1, 2); n != want {
					t.Errorf("refund %s (asked %d. before the kill) was asked %d times, want %d", key, i+1, n, want)
				}
			}
			var rows []db.Booking
			if err := check.NewSelect().Model(&rows).Where("id IN (?)", bun.In(paid)).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			for _, b := range rows {
				if b.RefundedPaise == nil || *b.RefundedPaise != b.AmountPaise || b.RefundStartedAt != nil {
					t.Errorf("booking %s: refunded %v of %d, mark %v", b.ID, b.RefundedPaise, b.AmountPaise, b.RefundStartedAt)
				}
			}
			var mails []db.OutboxMessage
			if err := check.NewSelect().Model(&mails).Where("kind IN (?)", bun.In([]string{"SHOW_CANCELLED", db.StatusRefunded})).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			if len(mails) != 5 || slices.ContainsFunc(mails, func(m db.OutboxMessage) bool { return m.Kind != "SHOW_CANCELLED" }) {
				t.Fatalf("%d messages about the cancellation, want 5 SHOW_CANCELLED", len(mails))
			}
			checkAllOrNothing(t, check)
		})
	}
}

// adminSignIn signs in an admin through the development sign-in.
func adminSignIn(t *testing.T, c *client) string {
	t.Helper()
	status, out, err := c.post("/api/dev/sign-in", "", map[string]any{"name": "Programmer", "id": "user_programmer", "admin": true})
	tok, _ := out["token"].(string)
	if err != nil || status != http.StatusOK || tok == "" {
		t.Fatalf("admin sign in: %d %v %v", status, out, err)
	}
	return tok
}

// showStatuses counts a show's bookings by status.
func showStatuses(t *testing.T, bdb *bun.DB, show string) map[string]int {
	t.Helper()
	list, err := dbtest.ShowBookings(context.Background(), bdb, show)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]int{}
	for _, b := range list {
		out[b.Status]++
	}
	return out
}

package db_test

import (
	"context"
	"errors"
	"fmt"
	"regexp"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

const (
	show1 = "00000000-0000-0000-0000-000000000101"
	show2 = "00000000-0000-0000-0000-000000000102"
)

// bookingsFixture stores two shows and, for each status, a booking, each
// created a minute after the one before.
func bookingsFixture(t *testing.T, bdb *bun.DB) []db.Booking {
	addUser(t, bdb, "u1")
	addUser(t, bdb, "u2")
	addMovie(t, bdb, 1)
	addShow(t, bdb, show1, 1, t0.Add(24*time.Hour))
	addShow(t, bdb, show2, 1, t0.Add(48*time.Hour))
	var out []db.Booking
	for i, st := range []string{db.StatusPaid, db.StatusPending, db.StatusPaid, db.StatusExpired, db.StatusCancelled, db.StatusRefunded} {
		b := db.Booking{ID: fmt.Sprintf("b%d", i), UserID: []string{"u1", "u2"}[i%2], ShowID: []string{show1, show2}[i%2],
			Seats: []string{"A1"}, AmountPaise: int64(1000 * (i + 1)), Status: st,
			HoldExpiresAt: t0.Add(10 * time.Minute), CreatedAt: t0.Add(time.Duration(i) * time.Minute)}
		addBooking(t, bdb, b)
		out = append(out, b)
	}
	return out
}

func TestPaidTotalsCountsPaidBookingsOnly(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		n, sum, err := db.PaidTotalsAt(ctx, bdb, "")
		if err != nil || n != 0 || sum != 0 {
			t.Fatalf("empty: %d bookings, %d paise, %v", n, sum, err)
		}
		bookingsFixture(t, bdb)
		n, sum, err = db.PaidTotalsAt(ctx, bdb, "")
		if err != nil || n != 2 || sum != 1000+3000 {
			t.Fatalf("got %d bookings, %d paise, %v; want 2, 4000", n, sum, err)
		}
	})
}

func TestBookingsPageIsNewestFirstWithRelations(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		bookingsFixture(t, bdb)
		page, err := db.BookingsPage(ctx, bdb, db.BookingFilter{}, 1, 3)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, b := range page {
			ids = append(ids, b.ID)
			if b.User == nil || b.User.ID != b.UserID || b.Show == nil || b.Show.ID != b.ShowID || b.Show.Movie == nil {
				t.Fatalf("%s: relations not loaded: user %+v show %+v", b.ID, b.User, b.Show)
			}
		}
		if want := []string{"b4", "b3", "b2"}; !slices.Equal(ids, want) {
			t.Fatalf("page = %v, want %v", ids, want)
		}
		if page[2].Status != db.StatusPaid {
			t.Fatalf("status %q: the page must report stored statuses", page[2].Status)
		}
		tot, err := db.TotalsOfBookings(ctx, bdb, db.BookingFilter{})
		if err != nil || tot.Total != 6 || tot.PaidCount != 2 || tot.PaidPaise != 1000+3000 {
			t.Fatalf("TotalsOfBookings = %+v, %v; want 6 in all, 2 paid for 4000", tot, err)
		}
	})
}

// TestEndPendingBookingsFilters: each filter ends exactly the bookings it
// names, and the zero filter is refused rather than ending every pending
// booking.
func TestEndPendingBookingsFilters(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		now := time.Date(2030, 3, 1, 10, 0, 0, 0, time.UTC)
		show := &db.Show{ID: "show-1", MovieID: 1, StartsAt: now.Add(24 * time.Hour), PricePaise: 100, CreatedAt: now}
		mustInsert(t, bdb, &db.Movie{ID: 1, Title: "M", Genres: []db.Genre{}, CreatedAt: now}, show,
			&db.User{ID: "asha", CreatedAt: now, UpdatedAt: now})
		hold := now.Add(-time.Minute) // every hold below has ended
		book := func(id, seat string) {
			b := &db.Booking{ID: id, UserID: "asha", ShowID: show.ID, Seats: []string{seat}, Currency: "inr",
				Status: db.StatusPending, HoldExpiresAt: hold, CreatedAt: now, UpdatedAt: now}
			if err := db.InsertBooking(ctx, bdb, b); err != nil {
				t.Fatal(err)
			}
			if _, err := db.ClaimSeats(ctx, bdb, b, &hold); err != nil {
				t.Fatal(err)
			}
		}
		book("b1", "A1")
		book("b2", "A2")
		book("b3", "A3")

		if _, err := db.EndPendingBookings(ctx, bdb, db.PendingFilter{}, db.StatusExpired, now); err == nil {
			t.Fatal("the zero filter was accepted")
		}
		cases := []struct {
			name   string
			filter db.PendingFilter
			want   []string
		}{
			{"someone else's", db.PendingByID("b1").OwnedBy("ravi"), nil},
			{"own", db.PendingByID("b1").OwnedBy("asha"), []string{"b1"}},
			{"stale on a seat", db.PendingStaleOn(show.ID, []string{"A2"}), []string{"b2"}},
			{"due", db.PendingDue(time.Time{}, 10), []string{"b3"}},
			{"nothing left", db.PendingDue(time.Time{}, 10), nil},
		}
		for _, c := range cases {
			ended, err := db.EndPendingBookings(ctx, bdb, c.filter, db.StatusCancelled, now)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			var got []string
			for _, b := range ended {
				got = append(got, b.ID)
			}
			if len(got) != len(c.want) || (len(got) == 1 && got[0] != c.want[0]) {
				t.Fatalf("%s ended %v, want %v", c.name, got, c.want)
			}
		}
	})
}

func mustInsert(t *testing.T, bdb *bun.DB, models ...any) {
	t.Helper()
	for _, m := range models {
		if sh, ok := m.(*db.Show); ok {
			if err := dbtest.InsertShow(context.Background(), bdb, sh); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if _, err := bdb.NewInsert().Model(m).Exec(context.Background()); err != nil {
			t.Fatal(err)
		}
	}
}

var referenceFormat = regexp.MustCompile(`^[0-9ABCDEFGHJKMNPQRSTVWXYZ]{8}$`)

// Every 40-bit seed maps to 8 Crockford characters, the extremes included,
// and distinct seeds give distinct references.
func TestReferenceOf(t *testing.T) {
	cases := map[string][]byte{
		"00000000": {0, 0, 0, 0, 0},
		"ZZZZZZZZ": {0xff, 0xff, 0xff, 0xff, 0xff},
		"00000001": {0, 0, 0, 0, 1},
		"0000000Z": {0, 0, 0, 0, 31},
		"00000010": {0, 0, 0, 0, 32},
	}
	for want, seed := range cases {
		if got := db.ReferenceOf(seed); got != want {
			t.Errorf("ReferenceOf(%v) = %q, want %q", seed, got, want)
		}
	}
	seen := map[string]bool{}
	for i := 0; i < 4096; i++ {
		ref := db.ReferenceOf([]byte{byte(i >> 8), byte(i), byte(i * 7), 0x5a, byte(i >> 4)})
		if !referenceFormat.MatchString(ref) || seen[ref] {
			t.Fatalf("reference %q (seed %d) malformed or repeated", ref, i)
		}
		seen[ref] = true
	}
	if got := db.NormalizeReference(" abc0il1o "); got != "ABC01110" {
		t.Fatalf("NormalizeReference = %q", got)
	}
}

// The unique index refuses a second booking with a taken reference, and
// InsertBooking reports it as ErrReferenceTaken so the caller can redraw.
func TestInsertBookingReferenceTaken(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		now := time.Now().UTC()
		must(t, db.UpsertUser(ctx, bdb, &db.User{ID: "u1", Name: "Asha", CreatedAt: now, UpdatedAt: now}))
		_, err := db.InsertMovie(ctx, bdb, &db.Movie{ID: 1, Title: "M", Runtime: 100, Genres: []db.Genre{}, CreatedAt: now})
		must(t, err)
		show := db.Show{ID: "s1", MovieID: 1, StartsAt: now.Add(time.Hour), CreatedAt: now}
		must(t, dbtest.InsertShow(ctx, bdb, &show))
		mk := func(id, ref string) *db.Booking {
			return &db.Booking{ID: id, Reference: ref, UserID: "u1", ShowID: "s1", Seats: []string{"A1"}, Currency: "inr",
				Status: db.StatusPending, HoldExpiresAt: now, PaymentProvider: "test", CreatedAt: now, UpdatedAt: now}
		}
		must(t, db.InsertBooking(ctx, bdb, mk("b1", "ABCDEFGH")))
		if err := db.InsertBooking(ctx, bdb, mk("b2", "ABCDEFGH")); !errors.Is(err, db.ErrReferenceTaken) {
			t.Fatalf("duplicate reference: %v", err)
		}
		must(t, db.InsertBooking(ctx, bdb, mk("b3", "ABCDEFGJ")))
		// Another unique violation (the id) is not mistaken for a clash.
		if err := db.InsertBooking(ctx, bdb, mk("b1", "ZZZZZZZZ")); err == nil || errors.Is(err, db.ErrReferenceTaken) {
			t.Fatalf("duplicate id: %v", err)
		}
	})
}

// StartRefund lets one caller at a time refund a PAID booking, hands a
// mark older than staleBefore over, and AbandonRefund frees it again;
// RefundPaid moves a booking from PAID once.
func TestRefundMarkAndTransition(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		bookingsFixture(t, bdb) // b0 and b2 are PAID, b1 PENDING, b5 REFUNDED
		start := func(id string, now, staleBefore time.Time) bool {
			t.Helper()
			ok, err := db.StartRefund(ctx, bdb, id, now, staleBefore)
			must(t, err)
			return ok
		}
		old := t0.Add(-time.Hour)
		if !start("b0", t0, old) {
			t.Fatal("first refund of a paid booking refused")
		}
		if start("b0", t0.Add(time.Minute), old) {
			t.Fatal("second refund started while the first is under way")
		}
		if !start("b0", t0.Add(5*time.Minute), t0) {
			t.Fatal("a stale mark was not taken over")
		}
		must(t, db.AbandonRefund(ctx, bdb, "b0"))
		if !start("b0", t0.Add(6*time.Minute), old) {
			t.Fatal("refund refused after the last one was abandoned")
		}
		for _, id := range []string{"b1", "b5", "missing"} {
			if start(id, t0, old) {
				t.Fatalf("refund of %s (not PAID) started", id)
			}
		}

		done, err := db.RefundPaid(ctx, bdb, "b0", 900, t0.Add(7*time.Minute))
		if err != nil || !done {
			t.Fatalf("RefundPaid = %v, %v", done, err)
		}
		b, err := dbtest.Booking(ctx, bdb, "b0")
		must(t, err)
		if b.Status != db.StatusRefunded || b.RefundedPaise == nil || *b.RefundedPaise != 900 || b.RefundStartedAt != nil ||
			b.RefundedAt == nil || !b.RefundedAt.Equal(t0.Add(7*time.Minute)) {
			t.Fatalf("refunded booking = %s %v at %v (mark %v)", b.Status, b.RefundedPaise, b.RefundedAt, b.RefundStartedAt)
		}
		if done, err := db.RefundPaid(ctx, bdb, "b0", 900, t0.Add(8*time.Minute)); err != nil || done {
			t.Fatalf("second RefundPaid = %v, %v", done, err)
		}
		if start("b0", t0.Add(9*time.Minute), t0.Add(9*time.Minute)) {
			t.Fatal("refund of a refunded booking started")
		}
	})
}

// A live refund mark keeps the ticket out (RefundUnderWay), a stale one
// does not; an admitted ticket gets no refund mark and no REFUNDED
// status, and a refund that reached the provider anyway is recorded on
// the still PAID booking.
func TestRefundAndCheckInExcludeEachOther(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		bookingsFixture(t, bdb) // b0 and b2 are PAID, b1 PENDING, b5 REFUNDED
		admit := func(id string, now, staleBefore time.Time) db.Admission {
			t.Helper()
			var adm db.Admission
			must(t, bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				var err error
				adm, err = db.AdmitBooking(ctx, tx, id, "usher", now, staleBefore)
				return err
			}))
			return adm
		}
		inTx := func(f func(tx bun.Tx) (bool, error)) bool {
			t.Helper()
			var ok bool
			must(t, bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				var err error
				ok, err = f(tx)
				return err
			}))
			return ok
		}

		if !inTx(func(tx bun.Tx) (bool, error) { return db.StartRefund(ctx, tx, "b0", t0, t0.Add(-time.Hour)) }) {
			t.Fatal("refund of a paid booking refused")
		}
		if got := admit("b0", t0.Add(time.Minute), t0.Add(-time.Minute)); got.Result != db.RefundUnderWay {
			t.Fatalf("scan during a live refund mark = %+v, want RefundUnderWay", got)
		}
		if got := admit("b0", t0.Add(5*time.Minute), t0.Add(time.Second)); got.Result != db.Admitted || !got.At.Equal(t0.Add(5*time.Minute)) {
			t.Fatalf("scan after the mark went stale = %+v, want Admitted", got)
		}
		if got := admit("b0", t0.Add(6*time.Minute), t0); got.Result != db.AdmittedBefore || !got.At.Equal(t0.Add(5*time.Minute)) {
			t.Fatalf("second scan = %+v, want AdmittedBefore at the first scan", got)
		}
		if inTx(func(tx bun.Tx) (bool, error) { return db.RefundPaid(ctx, tx, "b0", 1000, t0.Add(7*time.Minute)) }) {
			t.Fatal("an admitted booking was refunded")
		}
		if !inTx(func(tx bun.Tx) (bool, error) {
			return db.RecordRefundOfAdmitted(ctx, tx, "b0", 1000, t0.Add(7*time.Minute))
		}) {
			t.Fatal("the refund of an admitted booking was not recorded")
		}
		b, err := dbtest.Booking(ctx, bdb, "b0")
		must(t, err)
		if b.Status != db.StatusPaid || b.RefundedPaise == nil || *b.RefundedPaise != 1000 || b.RefundStartedAt != nil {
			t.Fatalf("admitted and refunded booking = %s refunded %v mark %v; want PAID, 1000, no mark", b.Status, b.RefundedPaise, b.RefundStartedAt)
		}

		if got := admit("b2", t0, t0); got.Result != db.Admitted {
			t.Fatalf("scan of b2 = %+v", got)
		}
		if inTx(func(tx bun.Tx) (bool, error) { return db.StartRefund(ctx, tx, "b2", t0, t0.Add(-time.Hour)) }) {
			t.Fatal("a refund of an admitted booking started")
		}
		if inTx(func(tx bun.Tx) (bool, error) { return db.RecordRefundOfAdmitted(ctx, tx, "b5", 1000, t0) }) {
			t.Fatal("a refund was recorded on a REFUNDED booking as if admitted")
		}
		for id, status := range map[string]string{"b1": db.StatusPending, "b5": db.StatusRefunded} {
			if got := admit(id, t0, t0); got.Result != db.NotPaid || got.Status != status {
				t.Fatalf("scan of %s = %+v, want NotPaid %s", id, got, status)
			}
		}
	})
}

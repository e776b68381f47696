package payments_test

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"
	_ "time/tzdata" // Asia/Kolkata must resolve on hosts without zoneinfo

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/auth"
)

// clock is a settable test clock for the booking service.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func newClock() *clock { return &clock{t: time.Date(2030, 3, 1, 10, 0, 0, 0, time.UTC)} }

func (c *clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *clock) Advance(d time.Duration) {
	c.mu.Lock()
	c.t = c.t.Add(d)
	c.mu.Unlock()
}

const (
	testHold   = 10 * time.Minute
	testPrice  = 6500 // paise per seat
	movieTitle = "The Long Rehearsal"
)

// addShow inserts a movie (once) and a new show of it, so every case
// gets seats no other case touches.
func addShow(t *testing.T, bdb *bun.DB, at time.Time) *db.Show {
	t.Helper()
	ctx := context.Background()
	movie := &db.Movie{ID: 424242, Title: movieTitle, Genres: []db.Genre{}, CreatedAt: at}
	if _, err := bdb.NewInsert().Model(movie).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: at, PricePaise: testPrice, CreatedAt: at}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	return sh
}

func as(userID string) context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: userID, Name: userID})
}

func loadBooking(t *testing.T, bdb *bun.DB, id string) *db.Booking {
	t.Helper()
	b := new(db.Booking)
	if err := bdb.NewSelect().Model(b).Where("id = ?", id).Scan(context.Background()); err != nil {
		t.Fatalf("load booking %s: %v", id, err)
	}
	return b
}

func count(t *testing.T, q *bun.SelectQuery) int {
	t.Helper()
	n, err := q.Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// seats counts a booking's seat claims: sold (no expiry) and held.
func seats(t *testing.T, bdb *bun.DB, bookingID string) (sold, held int) {
	t.Helper()
	sold = count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil)).Where("booking_id = ? AND expires_at IS NULL", bookingID))
	held = count(t, bdb.NewSelect().Model((*db.SeatClaim)(nil)).Where("booking_id = ? AND expires_at IS NOT NULL", bookingID))
	return sold, held
}

func seatVersion(t *testing.T, bdb *bun.DB, showID string) int64 {
	t.Helper()
	var v int64
	if err := bdb.NewSelect().Model((*db.Show)(nil)).Column("seat_version").Where("id = ?", showID).Scan(context.Background(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func wantStatus(t *testing.T, bdb *bun.DB, id, want string) *db.Booking {
	t.Helper()
	b := loadBooking(t, bdb, id)
	if b.Status != want {
		t.Fatalf("booking status = %s, want %s", b.Status, want)
	}
	return b
}

// showCase is one case of a table test whose cases each get a fresh
// environment E and a show of their own.
type showCase[E any] struct {
	name string
	run  func(t *testing.T, e E, show *db.Show)
}

// runShowCases runs the cases of parts, each with an environment from
// newEnv and a show of its own two days after the environment's clock
// (shows of a movie need distinct times).
func runShowCases[E interface{ now() time.Time }](t *testing.T, bdb *bun.DB, newEnv func(t *testing.T) E, parts ...[]showCase[E]) {
	for i, tt := range slices.Concat(parts...) {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t)
			tt.run(t, e, addShow(t, bdb, e.now().Add(48*time.Hour+time.Duration(i)*time.Hour)))
		})
	}
}

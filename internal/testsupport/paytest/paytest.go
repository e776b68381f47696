package paytest

import (
	"context"
	"flag"
	"log/slog"
	"os"
	"slices"
	"testing"
	"time"
	_ "time/tzdata" // Asia/Kolkata must resolve on hosts without zoneinfo

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/booking"
	"marquee/internal/platform/auth"
	"marquee/internal/testsupport/stripemock"
	"marquee/internal/testsupport/testclock"
)

// Main runs a payment test package: quiet unless -v (the code under test
// logs every outcome), and stripe-mock stopped at the end.
func Main(m *testing.M) {
	flag.Parse()
	if !testing.Verbose() {
		slog.SetDefault(slog.New(slog.DiscardHandler))
	}
	code := m.Run()
	stripemock.Cleanup()
	os.Exit(code)
}

// StartStripeMock runs stripe-mock on loopback for the rest of the test.
func StartStripeMock(t *testing.T) string { return stripemock.Start(t) }

// Clock is a settable test clock for the booking service.
type Clock = testclock.Clock

// NewClock starts at a fixed moment in 2030.
func NewClock() *Clock { return testclock.New(time.Date(2030, 3, 1, 10, 0, 0, 0, time.UTC)) }

const (
	Hold       = 10 * time.Minute
	Price      = 6500 // paise per seat
	MovieTitle = "The Long Rehearsal"
)

// TheatreTZ is the theatre's time zone, Asia/Kolkata.
func TheatreTZ(t *testing.T) *time.Location {
	t.Helper()
	tz, err := time.LoadLocation("Asia/Kolkata")
	if err != nil {
		t.Fatal(err)
	}
	return tz
}

// NewService is a booking service paying through p, with holds of Hold,
// on a clock of its own.
func NewService(bdb *bun.DB, p booking.PaymentProvider, tz *time.Location) (*booking.Service, *Clock) {
	c := NewClock()
	svc := booking.New(bdb, Hold, tz, p, nil)
	svc.Clock = c.Now
	return svc, c
}

// AddShow inserts a movie (once) and a new show of it, so every case
// gets seats no other case touches.
func AddShow(t *testing.T, bdb *bun.DB, at time.Time) *db.Show {
	t.Helper()
	ctx := context.Background()
	movie := &db.Movie{ID: 424242, Title: MovieTitle, Genres: []db.Genre{}, CreatedAt: at}
	if _, err := db.InsertMovie(ctx, bdb, movie); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: at, PricePaise: Price, CreatedAt: at}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	return sh
}

// As is a context signed in as userID.
func As(userID string) context.Context {
	return auth.WithCaller(context.Background(), &auth.Caller{UserID: userID, Name: userID})
}

// LoadBooking reads a booking as stored.
func LoadBooking(t *testing.T, bdb *bun.DB, id string) *db.Booking {
	t.Helper()
	b, err := dbtest.Booking(context.Background(), bdb, id)
	if err != nil {
		t.Fatalf("load booking %s: %v", id, err)
	}
	return b
}

// Seats counts a booking's seat claims: sold (no expiry) and held.
func Seats(t *testing.T, bdb *bun.DB, bookingID string) (sold, held int) {
	t.Helper()
	claims, err := dbtest.BookingClaims(context.Background(), bdb, bookingID)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range claims {
		if c.ExpiresAt == nil {
			sold++
		} else {
			held++
		}
	}
	return sold, held
}

// SeatVersion is a show's seat version.
func SeatVersion(t *testing.T, bdb *bun.DB, showID string) int64 {
	t.Helper()
	v, err := dbtest.SeatVersion(context.Background(), bdb, showID)
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func WantStatus(t *testing.T, bdb *bun.DB, id, want string) *db.Booking {
	t.Helper()
	b := LoadBooking(t, bdb, id)
	if b.Status != want {
		t.Fatalf("booking status = %s, want %s", b.Status, want)
	}
	return b
}

// ShowCase is one case of a table test whose cases each get a fresh
// environment E and a show of their own.
type ShowCase[E any] struct {
	Name string
	Run  func(t *testing.T, e E, show *db.Show)
}

// RunShowCases runs the cases of parts, each with an environment from
// newEnv and a show of its own two days after the environment's clock
// (shows of a movie need distinct times).
func RunShowCases[E interface{ Now() time.Time }](t *testing.T, bdb *bun.DB, newEnv func(t *testing.T) E, parts ...[]ShowCase[E]) {
	for i, tt := range slices.Concat(parts...) {
		t.Run(tt.Name, func(t *testing.T) {
			e := newEnv(t)
			tt.Run(t, e, AddShow(t, bdb, e.Now().Add(48*time.Hour+time.Duration(i)*time.Hour)))
		})
	}
}

// EventCount is how many payment events were recorded for a booking.
func EventCount(t *testing.T, bdb *bun.DB, bookingID string) int {
	t.Helper()
	n, err := dbtest.PaymentEventCount(context.Background(), bdb, bookingID)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

package seatengine

import (
	"context"
	"encoding/binary"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// waitersOn counts the requests waiting for the show's claims in flight,
// so a test can tell a buyer is waiting without a timer.
func (m *memo) waitersOn(showID string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	if sm := m.shows[showID]; sm != nil {
		for _, c := range sm.claiming {
			n += c.waiters
		}
	}
	return n
}

// queued counts the changes waiting for their turn in the queue a claim
// of showID goes through.
func (e *Engine) queued(showID string) int {
	q := e.queueFor(showID)
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.pending)
}

// newShow stores a show (and its movie) to claim seats of; the engine
// needs nothing else of it.
func newShow(t testing.TB, bdb *bun.DB) string {
	t.Helper()
	ctx := context.Background()
	at := time.Now().Add(48 * time.Hour).UTC().Truncate(time.Second)
	movie := &db.Movie{ID: 4242, Title: "The Engine Room", Genres: []db.Genre{}, CreatedAt: at}
	if _, err := bdb.NewInsert().Model(movie).On("CONFLICT (id) DO NOTHING").Exec(ctx); err != nil {
		t.Fatal(err)
	}
	sh := &db.Show{ID: uuid.NewString(), MovieID: movie.ID, StartsAt: at, PricePaise: 100, CreatedAt: at}
	if err := dbtest.InsertShow(ctx, bdb, sh); err != nil {
		t.Fatal(err)
	}
	if err := db.EnsureUser(ctx, bdb, "buyer", at); err != nil {
		t.Fatal(err)
	}
	return sh.ID
}

var references atomic.Uint64

// claim is the body of a claim transaction as booking writes one, at its
// simplest: a booking of the seats and a claim on each, all or none. The
// booking's id comes back in *id once it is stored.
func claim(showID string, seats []string, id *string) Func {
	return func(ctx context.Context, tx bun.Tx) (Change, error) {
		var seed [8]byte
		binary.BigEndian.PutUint64(seed[:], references.Add(1)<<24)
		now := time.Now().UTC()
		b := &db.Booking{ID: uuid.NewString(), Reference: db.ReferenceOf(seed[:5]), UserID: "buyer", ShowID: showID,
			Seats: seats, Currency: "inr", Status: db.StatusPending, HoldExpiresAt: now.Add(time.Hour),
			PaymentProvider: db.ProviderTest, CreatedAt: now, UpdatedAt: now}
		if err := db.InsertBooking(ctx, tx, b); err != nil {
			return Change{}, err
		}
		claimed, err := db.ClaimSeats(ctx, tx, b, &b.HoldExpiresAt)
		if err != nil {
			return Change{}, err
		}
		if len(claimed) < len(seats) {
			var taken []string
			for _, s := range seats {
				if !slices.Contains(claimed, s) {
					taken = append(taken, s)
				}
			}
			return Change{}, &Taken{Seats: taken}
		}
		if id != nil {
			*id = b.ID
		}
		ch := Change{Claim: &Claim{Show: showID, Seats: seats, Until: b.HoldExpiresAt}}
		ch.Touch(showID)
		return ch, nil
	}
}

// events is a Host on the wall clock that collects what an engine
// announces.
type events struct {
	mu  sync.Mutex
	all []Event
}

func (r *events) Now() time.Time { return time.Now() }

func (r *events) Announce(_ context.Context, evs ...Event) {
	r.mu.Lock()
	r.all = append(r.all, evs...)
	r.mu.Unlock()
}

func (r *events) got() []Event {
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]Event(nil), r.all...)
}

// statements records what an engine sends to the database.
type statements struct {
	mu  sync.Mutex
	all []string
}

func (s *statements) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	s.mu.Lock()
	s.all = append(s.all, ev.Query)
	s.mu.Unlock()
	return ctx
}
func (s *statements) AfterQuery(context.Context, *bun.QueryEvent) {}

// since returns the statements recorded after the first n.
func (s *statements) since(n int) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.all[n:]...)
}

func (s *statements) count() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.all)
}

// matching counts the statements since the first n that match.
func (s *statements) matching(n int, match func(q string) bool) int {
	k := 0
	for _, q := range s.since(n) {
		if match(q) {
			k++
		}
	}
	return k
}

// starting matches the statements that start with word (BEGIN,
// SAVEPOINT, COMMIT, …).
func starting(word string) func(q string) bool {
	return func(q string) bool { return strings.HasPrefix(strings.ToUpper(q), word) }
}

// insertsBooking matches a booking's insert; readsShow a read of the
// show with its screen and movie (db.ShowByID).
func insertsBooking(q string) bool { return strings.HasPrefix(q, `INSERT INTO "bookings"`) }
func readsShow(q string) bool {
	return strings.HasPrefix(q, "SELECT") && strings.Contains(q, `"movie"`) && strings.Contains(q, `"screen"`)
}

// gate holds the first statement that matches until released, so a test
// can keep a transaction or a read in flight.
type gate struct {
	match            func(q string) bool
	once             sync.Once
	reached, release chan struct{}
}

func newGate(match func(q string) bool) *gate {
	return &gate{match: match, reached: make(chan struct{}), release: make(chan struct{})}
}

func (g *gate) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	if g.match(ev.Query) {
		g.once.Do(func() {
			close(g.reached)
			<-g.release
		})
	}
	return ctx
}
func (g *gate) AfterQuery(context.Context, *bun.QueryEvent) {}

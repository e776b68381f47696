package db_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

func scheduled(id string, movie int64, at time.Time, minutes int) *db.Show {
	return &db.Show{ID: id, MovieID: movie, StartsAt: at, CreatedAt: t0, ScreenID: db.DefaultScreenID,
		LayoutID: db.DefaultLayoutID, MaxSeats: 5, OccupiedUntil: at.Add(time.Duration(minutes) * time.Minute)}
}

// The database refuses an overlap on one screen and names the show in
// the way; the same movie at the same start is a repeat, not a clash; a
// show may start the minute the previous one's buffer ends.
func TestInsertScheduledShowRefusesClashes(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		addMovie(t, bdb, 1)
		addMovie(t, bdb, 2)
		at := t0.Add(48 * time.Hour)
		insert := func(sh *db.Show) (int, *db.Show) {
			t.Helper()
			var outcome int
			var other *db.Show
			err := bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
				var err error
				outcome, other, err = db.InsertScheduledShow(ctx, tx, sh, []db.ShowPrice{{Category: db.DefaultCategory, PricePaise: 9000}})
				return err
			})
			if err != nil {
				t.Fatal(err)
			}
			return outcome, other
		}
		if o, _ := insert(scheduled("00000000-0000-0000-0000-000000000001", 1, at, 140)); o != db.Scheduled {
			t.Fatalf("first show: outcome %d", o)
		}
		if o, other := insert(scheduled("00000000-0000-0000-0000-000000000002", 1, at, 140)); o != db.AlreadyScheduled || other.ID != "00000000-0000-0000-0000-000000000001" {
			t.Fatalf("same movie, same start: outcome %d, other %+v", o, other)
		}
		o, other := insert(scheduled("00000000-0000-0000-0000-000000000003", 2, at.Add(139*time.Minute), 100))
		if o != db.ScreenBusy || other == nil || other.Movie == nil || other.Movie.Title != "M1" {
			t.Fatalf("overlap: outcome %d, other %+v", o, other)
		}
		if o, _ := insert(scheduled("00000000-0000-0000-0000-000000000004", 2, at.Add(140*time.Minute), 100)); o != db.Scheduled {
			t.Fatalf("back to back: outcome %d", o)
		}
		for _, id := range []string{"00000000-0000-0000-0000-000000000002", "00000000-0000-0000-0000-000000000003"} {
			if _, err := db.ShowByID(ctx, bdb, id); err != db.ErrNotFound {
				t.Fatalf("refused show %s stored: %v", id, err)
			}
		}
		prices, err := db.PricesOfShows(ctx, bdb, []string{"00000000-0000-0000-0000-000000000004"})
		if err != nil || len(prices) != 1 || prices[0].PricePaise != 9000 {
			t.Fatalf("prices %+v, %v", prices, err)
		}
	})
}

// failClashQuery makes the query that looks for a show in the way on a
// screen fail, as a database that went away mid-transaction would: its
// context is cancelled before the statement is sent.
type failClashQuery struct{}

func (failClashQuery) BeforeQuery(ctx context.Context, ev *bun.QueryEvent) context.Context {
	if strings.Contains(ev.Query, "show.occupied_until > ") {
		ctx, cancel := context.WithCancel(ctx)
		cancel()
		return ctx
	}
	return ctx
}

func (failClashQuery) AfterQuery(context.Context, *bun.QueryEvent) {}

// A failing clash check is the caller's error, not a panic: a replica
// started right after PostgreSQL was killed once died seeding the sample
// shows on a nil show here.
func TestInsertScheduledShowReturnsClashQueryError(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		addMovie(t, bdb, 1)
		bdb.AddQueryHook(failClashQuery{})
		sh := scheduled("00000000-0000-0000-0000-000000000001", 1, t0.Add(48*time.Hour), 140)
		var outcome int
		var other *db.Show
		err := bdb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			var err error
			outcome, other, err = db.InsertScheduledShow(ctx, tx, sh, []db.ShowPrice{{Category: db.DefaultCategory, PricePaise: 9000}})
			return err
		})
		if !errors.Is(err, context.Canceled) || other != nil {
			t.Fatalf("outcome %d, other %+v, err %v; want the clash query's error", outcome, other, err)
		}
		if _, err := db.ShowByID(ctx, bdb, sh.ID); !errors.Is(err, db.ErrNotFound) {
			t.Fatalf("show stored after a failed clash check: %v", err)
		}
	})
}

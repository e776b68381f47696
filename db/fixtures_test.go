package db_test

import (
	"context"
	"fmt"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

// t0 is the fixtures' clock: far enough ahead that nothing real collides.
var t0 = time.Date(2031, 5, 1, 12, 0, 0, 0, time.UTC)

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func addUser(t *testing.T, idb bun.IDB, id string) {
	t.Helper()
	must(t, db.UpsertUser(context.Background(), idb, &db.User{ID: id, Name: "N " + id, CreatedAt: t0, UpdatedAt: t0}))
}

func addMovie(t *testing.T, idb bun.IDB, id int64) {
	t.Helper()
	_, err := db.InsertMovie(context.Background(), idb, &db.Movie{ID: id, Title: fmt.Sprint("M", id), CreatedAt: t0})
	must(t, err)
}

func addShow(t *testing.T, idb bun.IDB, id string, movieID int64, at time.Time) {
	t.Helper()
	must(t, dbtest.InsertShows(context.Background(), idb, db.Show{ID: id, MovieID: movieID, StartsAt: at, PricePaise: 5000, CreatedAt: t0}))
}

func addBooking(t *testing.T, idb bun.IDB, b db.Booking) {
	t.Helper()
	if b.Currency == "" {
		b.Currency = "inr"
	}
	if b.Seats == nil {
		b.Seats = []string{}
	}
	if b.UpdatedAt.IsZero() {
		b.UpdatedAt = b.CreatedAt
	}
	_, err := idb.NewInsert().Model(&b).Exec(context.Background())
	must(t, err)
}

func addClaim(t *testing.T, idb bun.IDB, c db.SeatClaim) {
	t.Helper()
	_, err := idb.NewInsert().Model(&c).Exec(context.Background())
	must(t, err)
}

// queryCounter counts the statements bun sends.
type queryCounter struct{ n atomic.Int64 }

func (q *queryCounter) BeforeQuery(ctx context.Context, _ *bun.QueryEvent) context.Context {
	q.n.Add(1)
	return ctx
}
func (q *queryCounter) AfterQuery(context.Context, *bun.QueryEvent) {}

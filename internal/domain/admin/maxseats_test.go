package admin_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/internal/domain/admin"
	"marquee/internal/platform/apperr"
)

func intp(n int) *int { return &n }

// An admin sets a show's maxSeats when scheduling: 1 to 10, 5 when left
// out; anything else is BAD_USER_INPUT and stores nothing. The value is
// stored with each show.
func TestAddShowsMaxSeats(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		svc := newService(bdb, time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC))
		in := func(clock string, max *int) admin.AddShowsInput {
			return admin.AddShowsInput{MovieID: sampleID(), ShowPrice: price(50), MaxSeats: max,
				ShowsInput: []admin.ShowsInput{{Date: "2026-03-10", Time: []string{clock}}}}
		}
		for _, bad := range []int{0, -1, 11} {
			_, err := svc.AddShows(adminCtx(), in("10:00", intp(bad)))
			if e, ok := apperr.As(err); !ok || e.Kind != apperr.BadInput || e.Message != "Max seats per booking must be between 1 and 10" {
				t.Fatalf("maxSeats %d: %v", bad, err)
			}
		}
		if n, _ := bdb.NewSelect().Model((*db.Show)(nil)).Count(ctx); n != 0 {
			t.Fatalf("%d shows stored by refused requests", n)
		}
		for _, c := range []struct {
			clock string
			max   *int
			want  int
		}{{"10:00", nil, db.DefaultMaxSeats}, {"14:00", intp(1), 1}, {"18:00", intp(10), 10}} {
			created, err := svc.AddShows(adminCtx(), in(c.clock, c.max))
			if err != nil || len(created) != 1 {
				t.Fatalf("%s: %v, %v", c.clock, created, err)
			}
			var stored db.Show
			if err := bdb.NewSelect().Model(&stored).Where("id = ?", created[0].ID).Scan(ctx); err != nil {
				t.Fatal(err)
			}
			if stored.MaxSeats != c.want || created[0].MaxSeats != c.want {
				t.Fatalf("%s: stored maxSeats %d, returned %d, want %d", c.clock, stored.MaxSeats, created[0].MaxSeats, c.want)
			}
		}
	})
}

package db_test

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
)

func TestLiveClaimsAreSoldOrStillHeld(t *testing.T) {
	dbtest.Run(t, func(t *testing.T, bdb *bun.DB) {
		ctx := context.Background()
		bookingsFixture(t, bdb)
		later, earlier := t0.Add(time.Minute), t0.Add(-time.Minute)
		addClaim(t, bdb, db.SeatClaim{ShowID: show1, Seat: "A1", BookingID: "b0", UserID: "u1"})
		addClaim(t, bdb, db.SeatClaim{ShowID: show1, Seat: "A2", BookingID: "b2", UserID: "u1", ExpiresAt: &later})
		addClaim(t, bdb, db.SeatClaim{ShowID: show1, Seat: "A3", BookingID: "b2", UserID: "u1", ExpiresAt: &earlier})
		addClaim(t, bdb, db.SeatClaim{ShowID: show1, Seat: "A4", BookingID: "b2", UserID: "u1", ExpiresAt: &t0})
		addClaim(t, bdb, db.SeatClaim{ShowID: show2, Seat: "B1", BookingID: "b1", UserID: "u2", ExpiresAt: &later})

		seats := func(cs []db.SeatClaim) []string {
			var out []string
			for _, c := range cs {
				out = append(out, c.ShowID[len(c.ShowID)-1:]+":"+c.Seat+":"+c.UserID)
			}
			slices.Sort(out)
			return out
		}
		cases := []struct {
			name    string
			showIDs []string
			want    []string
			queries int64
		}{
			{"every show", nil, []string{"1:A1:u1", "1:A2:u1", "2:B1:u2"}, 1},
			{"one show", []string{show2}, []string{"2:B1:u2"}, 1},
			{"no show", []string{}, nil, 0},
		}
		for _, tc := range cases {
			t.Run(tc.name, func(t *testing.T) {
				qc := &queryCounter{}
				conn := bdb.WithQueryHook(qc)
				got, err := db.LiveClaims(ctx, conn, t0, tc.showIDs)
				if err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(seats(got), tc.want) {
					t.Fatalf("claims = %v, want %v", seats(got), tc.want)
				}
				if qc.n.Load() != tc.queries {
					t.Fatalf("%d queries, want %d", qc.n.Load(), tc.queries)
				}
			})
		}
	})
}

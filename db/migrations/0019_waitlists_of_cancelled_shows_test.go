package migrations_test

import (
	"context"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/db/dbtest"
	"marquee/db/migrations"
)

// A database from before 0019 holds waitlist entries that a cancellation
// left active: migrating ends those of cancelled shows as SHOW_CANCELLED
// at the show's cancellation, and leaves ended entries and the entries of
// shows still on alone.
func TestMigrationEndsWaitlistsOfCancelledShows(t *testing.T) {
	asReleased(t, 17, func(t *testing.T, ctx context.Context, bdb *bun.DB) {
		now := time.Date(2030, 5, 1, 12, 0, 0, 0, time.UTC)
		cancelledAt := now.Add(-time.Hour)
		must(t, insertLegacyMovies(ctx, bdb, db.Movie{ID: 7001, Title: "Gone", CreatedAt: now}))
		off := &db.Show{ID: "show-off", MovieID: 7001, StartsAt: now.Add(48 * time.Hour), PricePaise: 100, CreatedAt: now,
			Status: db.ShowCancelled, CancelledAt: &cancelledAt, CancelReason: "Projector fault"}
		on := &db.Show{ID: "show-on", MovieID: 7001, StartsAt: now.Add(72 * time.Hour), PricePaise: 100, CreatedAt: now,
			Status: db.ShowScheduled}
		must(t, dbtest.InsertShow(ctx, bdb, off))
		must(t, dbtest.InsertShow(ctx, bdb, on))
		entries := map[string]struct{ show, from, want string }{
			"w-waiting": {off.ID, db.WaitlistWaiting, db.WaitlistShowCancelled},
			"w-offered": {off.ID, db.WaitlistOffered, db.WaitlistShowCancelled},
			"w-lapsed":  {off.ID, db.WaitlistLapsed, db.WaitlistLapsed},
			"w-on":      {on.ID, db.WaitlistWaiting, db.WaitlistWaiting},
		}
		for id, e := range entries {
			must(t, db.EnsureUser(ctx, bdb, "u-"+id, now))
			must(t, db.InsertWaitlistEntry(ctx, bdb, &db.WaitlistEntry{ID: id, ShowID: e.show, UserID: "u-" + id, Seats: 1,
				Status: e.from, JoinedAt: now.Add(-2 * time.Hour), UpdatedAt: now.Add(-2 * time.Hour)}))
		}
		must(t, migrations.Migrate(ctx, bdb))
		for id, e := range entries {
			got, err := db.WaitlistEntryByID(ctx, bdb, id)
			must(t, err)
			if got.Status != e.want {
				t.Errorf("%s: %s after migration, want %s", id, got.Status, e.want)
			}
			changed := e.want != e.from
			if changed && !got.UpdatedAt.Equal(cancelledAt) || !changed && !got.UpdatedAt.Equal(now.Add(-2*time.Hour)) {
				t.Errorf("%s: updated at %s, want the cancellation's time when it moved and its own otherwise", id, got.UpdatedAt)
			}
		}
	})
}

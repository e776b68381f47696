package catalog

import (
	"context"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"marquee/db"
	"marquee/internal/domain/catalog/sample"
)

// SampleDays is how many days ahead the sample programme is kept filled.
const SampleDays = 5

// SeedResult says what a seeding pass wrote.
type SeedResult struct {
	Movies int
	Shows  int
}

// SeedSample stores the sample movies that are missing and tops up their
// shows for the next SampleDays days, so a demo or development install is
// never empty however long ago it was first started. Rows that already
// exist are left alone (the unique key on a movie's start time makes a
// second pass write nothing), so it is safe on every start and on several
// replicas at once.
func SeedSample(ctx context.Context, idb bun.IDB, now time.Time, tz *time.Location) (SeedResult, error) {
	var res SeedResult
	err := idb.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		for _, m := range sample.Movies() {
			m.CreatedAt = now.UTC()
			stored, err := db.InsertMovie(ctx, tx, &m)
			if err != nil {
				return fmt.Errorf("seed movie %d: %w", m.ID, err)
			}
			if stored {
				res.Movies++
			}
		}
		for _, p := range sample.Schedule(now, tz, SampleDays) {
			id, err := uuid.NewV7()
			if err != nil {
				return err
			}
			sh := &db.Show{ID: id.String(), MovieID: p.MovieID, StartsAt: p.StartsAt.UTC(), PricePaise: p.PricePaise, CreatedAt: now.UTC()}
			stored, err := db.InsertShow(ctx, tx, sh)
			if err != nil {
				return fmt.Errorf("seed show: %w", err)
			}
			if stored {
				res.Shows++
			}
		}
		return nil
	})
	return res, err
}

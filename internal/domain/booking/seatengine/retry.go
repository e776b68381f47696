package seatengine

import (
	"context"
	"time"

	"marquee/db"
)

// withRetry reruns a transaction that the database aborted for lock
// reasons (a PostgreSQL deadlock or serialization failure, an SQLite busy
// lock). Such aborts roll everything back, so rerunning is safe.
func withRetry(ctx context.Context, fn func() error) error {
	var err error
	for attempt := 0; attempt < 5; attempt++ {
		if err = fn(); err == nil || !db.Retryable(err) {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(attempt+1) * 5 * time.Millisecond):
		}
	}
	return err
}

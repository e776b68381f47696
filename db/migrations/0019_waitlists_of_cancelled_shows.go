package migrations

import (
	"context"

	"github.com/uptrace/bun"
)

// endWaitlistsOfCancelledShows (0019) ends the waitlist entries that a
// show's cancellation left active before cancelling ended them: they said
// WAITING (or OFFERED, with the offer's hold already cancelled) for a show
// that will never play. They become SHOW_CANCELLED as of the show's
// cancellation, as CancelShow now makes them.
func endWaitlistsOfCancelledShows(ctx context.Context, tx bun.Tx) error {
	_, err := tx.ExecContext(ctx, `UPDATE waitlist_entries
		SET status = 'SHOW_CANCELLED',
			updated_at = (SELECT s.cancelled_at FROM shows AS s WHERE s.id = waitlist_entries.show_id)
		WHERE status IN ('WAITING', 'OFFERED')
			AND show_id IN (SELECT id FROM shows WHERE status = 'CANCELLED' AND cancelled_at IS NOT NULL)`)
	return err
}

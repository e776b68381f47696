package migrations

import (
	"context"

	"github.com/uptrace/bun"

	"marquee/db"
)

// clearSampleTrailers forgets the trailer keys the bundled sample catalogue
// used to be seeded with. Its movies are invented, so no real video has
// those keys and the embedded player only said "video unavailable"; with
// no key the page says 'Trailer not available' instead. Imported (TMDB)
// movies keep theirs.
func clearSampleTrailers(ctx context.Context, tx bun.Tx) error {
	_, err := tx.NewUpdate().Table("movies").
		Set("trailer_key = ''").
		Where("image_source = ?", db.ImageSourceSample).
		Exec(ctx)
	return err
}

package catalog

import "marquee/db"

// ArtPrefix is where the server mounts the sample catalogue's generated
// artwork.
const ArtPrefix = "/art"

// Images turns stored image paths into URLs.
type Images struct {
	// TMDBBase is IMAGE_BASE_URL, e.g. https://image.tmdb.org/t/p/original.
	TMDBBase string
}

// URL returns the URL of an image path of the given source, or "" when
// there is no image.
func (im Images) URL(source, path string) string {
	if path == "" {
		return ""
	}
	if source == db.ImageSourceSample {
		return ArtPrefix + path
	}
	return im.TMDBBase + path
}

// Poster, Backdrop and Profile are shorthands for a movie's images.
func (im Images) Poster(m *db.Movie) string   { return im.URL(m.ImageSource, m.PosterPath) }
func (im Images) Backdrop(m *db.Movie) string { return im.URL(m.ImageSource, m.BackdropPath) }

// Profile returns a cast member's photo URL.
func (im Images) Profile(c *db.CastMember) string { return im.URL(c.ImageSource, c.ProfilePath) }

// CastView is a cast member as clients see it: the photo URL is resolved
// once, where the list is built, not per field.
type CastView struct {
	db.CastMember
	ProfileURL *string
}

// ProfilePathOrNil is the stored path, or nil when there is no photo.
func (c *CastView) ProfilePathOrNil() *string {
	if c.ProfilePath == "" {
		return nil
	}
	p := c.ProfilePath
	return &p
}

// Cast builds the client view of a cast list.
func (im Images) Cast(cast []db.CastMember) []CastView {
	out := make([]CastView, len(cast))
	for i := range cast {
		out[i] = CastView{CastMember: cast[i]}
		if u := im.Profile(&cast[i]); u != "" {
			out[i].ProfileURL = &u
		}
	}
	return out
}

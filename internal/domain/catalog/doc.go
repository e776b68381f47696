// Package catalog is where movies come from: Catalogue asks TMDB (a
// MovieSource, the adapter internal/adapters/tmdb) when a key is
// configured, and falls back on the bundled sample catalogue (package
// sample), so a fresh install with no internet still has a full
// programme. It also decides how a stored image path becomes a URL, since
// the two sources serve images from different places.
package catalog

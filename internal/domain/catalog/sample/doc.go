// Package sample is Marquee's built-in, entirely fictional catalogue: a
// handful of original movies with casts, artwork generated on the fly as
// SVG, and a deterministic show schedule. It exists so that a fresh checkout
// looks complete and every screen (hero carousel, movie cards, detail page
// with cast strip, seat booking, admin lists) has something real to show
// with no internet connection and no TMDB API key: the server seeds the
// database from Movies and Schedule, and serves Artwork under /art (the
// posters, backdrops and cast portraits that the movies' image paths point
// at; rows carry ImageSource db.ImageSourceSample so clients know to resolve
// them there rather than at TMDB's image service). Nothing here is copied
// from real films, people or images.
package sample

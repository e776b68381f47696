// Package venues is the map of where shows play: cities, cinemas, their
// screens and the versioned seat layouts of those screens, and the one
// scheduling path that puts a show on a screen without clashing with
// another. Layout rules (what a valid layout is, which labels are
// bookable seats) live here so the admin forms, the booking engine and
// the seat map agree.
package venues

package gqltest

// Typos returns one document per kind of schema member gqlparser would
// suggest a correction for ("Did you mean"), each mistyped. A new map each
// call, so a caller may add its own cases.
func Typos() map[string]string {
	return map[string]string{
		"field":       `{ moviez { id } }`,
		"argument":    `{ allBookings(limt: 5) { total } }`,
		"input field": `mutation { addShows(movieId: "1", showsInput: [{ date: "2030-01-01", tme: ["10:00"] }]) { id } }`,
		"type":        `{ movies { ...M } } fragment M on Movi { id }`,
		"enum value":  `query($s: BookingStatus = PAIDD) { movies { id } }`,
	}
}

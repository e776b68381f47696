// Package users keeps what Marquee knows about people: their profile as
// last seen in a verified session token, and their favourite movies.
package users

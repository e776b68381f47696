// Package view decides, once, how stored values read to a client: money in
// rupees rather than the stored paise, a booking's effective status (an
// unpaid booking whose hold ran out reads EXPIRED before the sweeper
// records it) and whether its payment link is still worth following. The
// GraphQL resolvers, the REST adapters and the admin figures all render
// through these functions, so the two APIs cannot drift apart.
package view

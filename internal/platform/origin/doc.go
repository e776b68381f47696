// Package origin is the one rule for comparing web origins
// (scheme://host[:port]): the azp claim of a session token against the
// authorized parties, a websocket's Origin header against PUBLIC_URL, a
// test checkout form post against PUBLIC_URL, and CORS. Operators type
// "https://Tickets.Example.com:443/" where browsers send
// "https://tickets.example.com"; every check must treat them alike, or one
// door accepts what another refuses.
package origin
